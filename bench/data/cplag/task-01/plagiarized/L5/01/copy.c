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
    puts( "=== Classical ciphers ===" );
    int cipher = ask_option( "1) Caesar\n2) Vigenere\n", "Choose cipher: ", "Invalid choice" );
    if ( !cipher )
        return 1;
    int direction = ask_option( "1) Encrypt\n2) Decrypt\n", "Choose mode: ", "Invalid mode" );
    if ( !direction )
        return 1;

    int offset = 0;
    char keyword[BUF_SIZE];
    if ( !read_key( cipher, &offset, keyword ) )
        return 1;

    // read the message and process it
    char message[BUF_SIZE];
    fputs( "Enter text: ", stdout );
    fgets( message, BUF_SIZE, stdin );
    strip_nl(message);

    if ( cipher == 1 )
        caesar_cipher( message, offset, direction == 2 );
    else
        vigenere_cipher( message, keyword, direction == 2 );

    printf( "%s: %s\n", direction == 1 ? "Encrypted" : "Decrypted", message );
    return 0;
}


// shows a two-item menu, returns 1 or 2, or 0 when the answer is no good
int ask_option( const char *menu, const char *prompt, const char *error )
{
    char line[SMALL_BUF];
    char *end;
    long answer;

    fputs( menu, stdout );
    fputs( prompt, stdout );
    if ( fgets( line, SMALL_BUF, stdin ) == NULL )
    {
        puts( error );
        return 0;
    }
    answer = strtol( line, &end, 10 );
    if ( end == line || !(answer == 1 || answer == 2) )
    {
        puts( error );
        return 0;
    }
    return (int)answer;
}


// asks for the shift or the keyword, depending on the cipher; 0 = bad key
int read_key( int cipher, int *offset, char *keyword )
{
    if ( cipher == 1 )
    {
        char buf[SMALL_BUF];
        printf( "Enter shift (0-%d): ", MAX_SHIFT );
        fgets( buf, SMALL_BUF, stdin );
        *offset = (int)strtol( buf, NULL, 10 );
        if ( *offset < 0 || *offset > MAX_SHIFT )
        {
            printf( "Bad key: shift must be between 0 and %d\n", MAX_SHIFT );
            return 0;
        }
        return 1;
    }

    fputs( "Enter keyword (letters only): ", stdout );
    fgets( keyword, BUF_SIZE, stdin );
    strip_nl(keyword);
    if ( !key_is_valid(keyword) )
    {
        puts( "Bad key: keyword must contain only letters" );
        return 0;
    }
    return 1;
}


// cut off the '\n' that fgets keeps
void strip_nl( char *str )
{
    str[strcspn( str, "\n" )] = '\0';
}


// Vigenere: the offset for each letter comes from the keyword
void vigenere_cipher( char *msg, const char *keyword, int reverse )
{
    const int key_len = strlen(keyword);
    int key_pos = 0;
    char *p = msg;

    while ( *p != '\0' )
    {
        if ( isalpha(*p) )
        {
            int step = toupper( *(keyword + key_pos % key_len) ) - 'A';
            *p = rotate_char( *p, reverse ? -step : step );
            key_pos += 1;    // key position advances on letters only
        }
        p++;
    }
}


// returns 1 if the keyword is non-empty and made of letters only
int key_is_valid( const char *keyword )
{
    if ( *keyword == '\0' )
        return 0;

    const char *p = keyword;
    while ( *p )
    {
        if ( !isalpha(*p) )
            return 0;
        p = p + 1;
    }
    return 1;
}


// Caesar: every letter gets the same offset
void caesar_cipher( char *msg, int offset, int reverse )
{
    size_t len = strlen(msg);
    size_t pos = 0;

    offset = reverse ? -offset : offset;
    while ( pos < len )
    {
        msg[pos] = rotate_char( msg[pos], offset );
        pos += 1;
    }
}


/*
 * Moves a letter some positions forward in the alphabet (wrapping around).
 * Upper case stays upper case, lower case stays lower case.
 */
char rotate_char( char ch, int amount )
{
    if ( !isalpha(ch) )
        return ch;   // anything else goes through untouched

    char first = isupper(ch) ? 'A' : 'a';

    amount %= LETTERS;
    if ( amount < 0 )
        amount += LETTERS;   // negative shifts wrap to the end

    return (char)( first + (ch - first + amount) % LETTERS );
}
