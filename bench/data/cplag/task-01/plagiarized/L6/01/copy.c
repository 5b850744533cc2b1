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
    int direction = ask_option( "1) Encrypt\n2) Decrypt\n", "Choose mode: ", "Invalid mode" );
    if ( cipher < 0 || direction < 0 )
        return 1;   // input ended

    int offset = 0;
    char keyword[BUF_SIZE];
    if ( !read_key( cipher, &offset, keyword ) )
        return 1;

    char message[BUF_SIZE];
    fputs( "Enter text: ", stdout );
    if ( fgets( message, BUF_SIZE, stdin ) == NULL )
        return 1;
    strip_nl(message);

    if ( cipher != 1 )
        vigenere_cipher( message, keyword, direction == 2 );
    else
        caesar_cipher( message, offset, direction == 2 );

    printf( "%s text: %s\n", direction == 2 ? "Decrypted" : "Encrypted", message );
    return 0;
}


// keeps asking until the user types 1 or 2; -1 if stdin runs out
int ask_option( const char *menu, const char *prompt, const char *error )
{
    char line[SMALL_BUF];
    char *end;
    long answer;

    fputs( menu, stdout );
    while ( 1 )
    {
        fputs( prompt, stdout );
        if ( fgets( line, SMALL_BUF, stdin ) == NULL )
            return -1;
        answer = strtol( line, &end, 10 );
        if ( end != line && (answer == 1 || answer == 2) )
            break;
        puts( error );
    }
    return (int)answer;
}


// asks for the keyword or the shift, depending on the cipher; 0 = bad key
int read_key( int cipher, int *offset, char *keyword )
{
    if ( cipher == 2 )
    {
        fputs( "Enter keyword (letters only): ", stdout );
        fgets( keyword, BUF_SIZE, stdin );
        strip_nl(keyword);
        if ( key_is_valid(keyword) )
            return 1;
        puts( "Bad key: keyword must contain only letters" );
        return 0;
    }

    char buf[SMALL_BUF];
    char *end;
    printf( "Enter shift (0-%d): ", MAX_SHIFT );
    fgets( buf, SMALL_BUF, stdin );
    *offset = (int)strtol( buf, &end, 10 );
    if ( end != buf && *offset >= 0 && *offset <= MAX_SHIFT )
        return 1;
    printf( "Bad key: shift must be a number between 0 and %d\n", MAX_SHIFT );
    return 0;
}


// cut off the '\n' that fgets keeps
void strip_nl( char *str )
{
    char *nl = strchr( str, '\n' );
    if ( nl )
        *nl = '\0';
}


// Vigenere: the offset for each letter comes from the keyword
void vigenere_cipher( char *msg, const char *keyword, int reverse )
{
    const char *k = keyword;

    for ( char *p = msg; *p; p++ )
    {
        if ( !isalpha(*p) )
            continue;
        if ( *k == '\0' )
            k = keyword;     // wrap around to the start of the key
        int step = toupper(*k) - 'A';
        *p = rotate_char( *p, reverse ? LETTERS - step : step );
        k++;
    }
}


// the keyword is good when every character is a letter (and there is one)
int key_is_valid( const char *keyword )
{
    static const char alpha[] =
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    size_t good = strspn( keyword, alpha );
    return good > 0 && keyword[good] == '\0';
}


// Caesar: every letter gets the same offset
void caesar_cipher( char *msg, int offset, int reverse )
{
    if ( reverse )
        offset = LETTERS - offset;

    for ( char *p = msg; *p != '\0'; p++ )
        *p = rotate_char( *p, offset );
}


/*
 * Moves a letter some positions forward in the alphabet (wrapping around).
 * Upper case stays upper case, lower case stays lower case.
 */
char rotate_char( char ch, int amount )
{
    if ( isupper(ch) )
        return (char)( 'A' + ((ch - 'A' + amount) % LETTERS + LETTERS) % LETTERS );
    if ( islower(ch) )
        return (char)( 'a' + ((ch - 'a' + amount) % LETTERS + LETTERS) % LETTERS );
    return ch;   // anything else goes through untouched
}
