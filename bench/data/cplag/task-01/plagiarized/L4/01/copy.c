/*
 * Assignment 5: classical ciphers
 * Encrypts and decrypts text with Caesar or Vigenere.
 */

#include <ctype.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

#define BUF_SIZE 1024
#define SMALL_BUF 64
#define MAX_SHIFT 25

static const int LETTERS = 26;

void strip_nl( char *str );
char rotate_char( char ch, int amount );
void caesar_cipher( char *msg, int offset, int reverse );
void vigenere_cipher( char *msg, const char *keyword, int reverse );
int key_is_valid( const char *keyword );
int ask_option( const char *menu, const char *prompt, const char *error );
int read_key( int cipher, int *offset, char *keyword );


int main( void )
{
    printf( "=== Classical ciphers ===\n" );
    int cipher = ask_option( "1) Caesar\n2) Vigenere\n", "Choose cipher: ", "Invalid choice\n" );
    if ( cipher == 0 )
        return 1;
    int direction = ask_option( "1) Encrypt\n2) Decrypt\n", "Choose mode: ", "Invalid mode\n" );
    if ( direction == 0 )
        return 1;
    getchar();

    int offset = 0;
    char keyword[BUF_SIZE];
    if ( !read_key( cipher, &offset, keyword ) )
        return 1;

    // read the message and process it
    char message[BUF_SIZE];
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


// shows a two-item menu, returns 1 or 2, or 0 when the answer is no good
int ask_option( const char *menu, const char *prompt, const char *error )
{
    int answer;
    printf( "%s", menu );
    printf( "%s", prompt );
    if ( scanf("%d", &answer) != 1 || (answer != 1 && answer != 2) )
    {
        printf( "%s", error );
        return 0;
    }
    return answer;
}


// asks for the shift or the keyword, depending on the cipher; 0 = bad key
int read_key( int cipher, int *offset, char *keyword )
{
    if ( cipher == 1 )
    {
        char buf[SMALL_BUF];
        printf( "Enter shift (0-%d): ", MAX_SHIFT );
        fgets( buf, SMALL_BUF, stdin );
        *offset = atoi(buf);
        if ( *offset < 0 || *offset > MAX_SHIFT )
        {
            printf( "Bad key: shift must be between 0 and %d\n", MAX_SHIFT );
            return 0;
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
            return 0;
        }
    }
    return 1;
}


// cut off the '\n' that fgets keeps
void strip_nl( char *str )
{
    size_t last = strlen(str);
    if ( last > 0 && str[last - 1] == '\n' )
        str[last - 1] = '\0';
}


// Vigenere: the offset for each letter comes from the keyword
void vigenere_cipher( char *msg, const char *keyword, int reverse )
{
    const int key_len = strlen(keyword);
    int key_pos = 0;

    for ( int pos = 0; msg[pos] != '\0'; pos++ )
    {
        if ( isalpha(msg[pos]) )
        {
            int step = toupper( keyword[key_pos % key_len] ) - 'A';
            if ( reverse )
                step = -step;
            msg[pos] = rotate_char( msg[pos], step );
            key_pos++;    // key position advances on letters only
        }
    }
}


// returns 1 if the keyword is non-empty and made of letters only
int key_is_valid( const char *keyword )
{
    size_t length = strlen(keyword);
    if ( length == 0 )
        return 0;

    for ( size_t pos = 0; pos < length; pos++ )
    {
        if ( !isalpha(keyword[pos]) )
            return 0;
    }
    return 1;
}


// Caesar: every letter gets the same offset
void caesar_cipher( char *msg, int offset, int reverse )
{
    if ( reverse )
        offset = -offset;

    for ( int pos = 0; pos < strlen(msg); pos++ )
    {
        msg[pos] = rotate_char( msg[pos], offset );
    }
}


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
