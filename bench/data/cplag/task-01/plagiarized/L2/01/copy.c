/*
 * Assignment 5: classical ciphers
 * Encrypts and decrypts text with Caesar or Vigenere.
 */

#include <stdio.h>
#include <string.h>
#include <ctype.h>
#include <stdlib.h>

#define BUF_SIZE 1024
#define LETTERS 26

/*
 * Moves a letter some positions forward in the alphabet (wrapping around).
 * Upper case stays upper case, lower case stays lower case.
 */
char rotate_char( char ch, int amount )
{
    char first;
    if ( isupper(ch) )
        first = 'A';
    else if ( islower(ch) )
        first = 'a';
    else
        return ch;   // anything else goes through untouched

    amount = amount % LETTERS;
    if ( amount < 0 )
        amount = amount + LETTERS;   // negative shifts wrap to the end

    return (char)( first + (ch - first + amount) % LETTERS );
}


// Caesar: every letter gets the same offset
void caesar_cipher( char *msg, int offset, int reverse )
{
    int pos;
    if ( reverse )
        offset = -offset;

    for ( pos = 0; pos < strlen(msg); pos++ )
    {
        msg[pos] = rotate_char( msg[pos], offset );
    }
}


// returns 1 if the keyword is non-empty and made of letters only
int key_is_valid( const char *keyword )
{
    int pos;
    int length = strlen(keyword);
    if ( length == 0 )
        return 0;

    for ( pos = 0; pos < length; pos++ )
    {
        if ( !isalpha(keyword[pos]) )
            return 0;
    }
    return 1;
}


// Vigenere: the offset for each letter comes from the keyword
void vigenere_cipher( char *msg, const char *keyword, int reverse )
{
    int pos, key_pos = 0;
    int key_len = strlen(keyword);
    int step;

    for ( pos = 0; msg[pos] != '\0'; pos++ )
    {
        if ( isalpha(msg[pos]) )
        {
            step = toupper( keyword[key_pos % key_len] ) - 'A';
            if ( reverse )
                step = -step;
            msg[pos] = rotate_char( msg[pos], step );
            key_pos++;    // key position advances on letters only
        }
    }
}


// cut off the '\n' that fgets keeps
void strip_nl( char *str )
{
    int last = strlen(str);
    if ( last > 0 && str[last - 1] == '\n' )
        str[last - 1] = '\0';
}


int main( void )
{
    char message[BUF_SIZE];
    char keyword[BUF_SIZE];
    char buf[64];
    int cipher, direction, offset;
    int counter = 0;

    // menu
    printf( "=== Classical ciphers ===\n" );
    printf( "1) Caesar\n2) Vigenere\n" );
    printf( "Choose cipher: " );
    if ( scanf("%d", &cipher) != 1 || (cipher != 1 && cipher != 2) )
    {
        printf( "Invalid choice\n" );
        return 1;
    }
    printf( "1) Encrypt\n2) Decrypt\n" );
    printf( "Choose mode: " );
    if ( scanf("%d", &direction) != 1 || (direction != 1 && direction != 2) )
    {
        printf( "Invalid mode\n" );
        return 1;
    }
    getchar();

    // read the key
    if ( cipher == 1 )
    {
        printf( "Enter shift (0-25): " );
        fgets( buf, sizeof(buf), stdin );
        offset = atoi(buf);
        if ( offset < 0 || offset > 25 )
        {
            printf( "Bad key: shift must be between 0 and 25\n" );
            return 1;
        }
    }
    else
    {
        printf( "Enter keyword (letters only): " );
        fgets( keyword, BUF_SIZE, stdin );
        strip_nl(keyword);
        if ( !key_is_valid(keyword) )
        {
            printf( "Bad key: keyword must contain only letters\n" );
            return 1;
        }
    }

    // read the message and process it
    printf( "Enter text: " );
    fgets( message, BUF_SIZE, stdin );
    strip_nl(message);

    if ( cipher == 1 )
        caesar_cipher( message, offset, direction == 2 );
    else
        vigenere_cipher( message, keyword, direction == 2 );

    if ( direction == 1 )
        printf( "Encrypted: %s\n", message );
    else
        printf( "Decrypted: %s\n", message );
    return 0;
}
