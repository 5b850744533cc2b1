#include <string.h>
#include <stdio.h>
#include <ctype.h>
#include <stdlib.h>

#define WORDSZ   64
#define PALMAX   100
#define NLETTERS 26
#define LINESZ   512

#define PAL_ADD   0
#define PAL_PRINT 1

typedef char WORD[WORDSZ];


static int  g_aiLetter[NLETTERS];
static WORD g_aszPal[PALMAX];
static int  g_nPal = 0;

static long g_lChars = 0;
static long g_lWords = 0;
static long g_lLines = 0;
static long g_lTotalLen = 0;


/*
 * DrawChart - letter histogram (50 chars max)
 */
void DrawChart( int nTotal )
{
	int iRow, nBar, nMax;

	nMax = 0;
	iRow = 0;
	do
	{
		nMax = ( g_aiLetter[iRow] > nMax ) ? g_aiLetter[iRow] : nMax;
		iRow += 1;
	} while ( iRow < NLETTERS );

	puts( "\nLetter frequencies:" );

	for ( iRow = 0; iRow < NLETTERS; ++iRow )
	{
		nBar = ( nMax > 0 ) ? g_aiLetter[iRow] * 50 / nMax : 0;

		printf( "%c %5d ", 'a' + iRow, g_aiLetter[iRow] );

		while ( nBar > 0 )
		{
			putchar( '*' );
			nBar--;
		}
		putchar( '\n' );
	}
}


/*
 * PalTable
 *   nMode == PAL_ADD   : store pszWord (once)
 *   nMode == PAL_PRINT : print every stored palindrome
 */
void PalTable( int nMode, char *pszWord )
{
	int iIdx;

	switch ( nMode )
	{
	case PAL_PRINT:
		printf( "\nPalindromes found: %d\n", g_nPal );
		for ( iIdx = 0; iIdx < g_nPal; ++iIdx )
		{
			fputs( "  ", stdout );
			puts( g_aszPal[iIdx] );
		}
		break;

	case PAL_ADD:
		for ( iIdx = 0; iIdx < g_nPal; ++iIdx )
		{
			if ( !strcmp( g_aszPal[iIdx], pszWord ) )
			{
				return;
			}
		}
		if ( g_nPal < PALMAX )
		{
			strcpy( g_aszPal[g_nPal++], pszWord );
		}
		break;
	}
}


/*
 * IsPalindrome
 *   pszWord : the word to test
 *   returns 1 when it is a palindrome, 0 otherwise
 */
int IsPalindrome( char *pszWord )
{
	int iLo, iHi;

	if ( strlen( pszWord ) < 2 )
	{
		return 0;
	}

	for ( iLo = 0, iHi = (int) strlen( pszWord ) - 1; iLo < iHi; iLo++, iHi-- )
	{
		if ( tolower( pszWord[iLo] ) != tolower( pszWord[iHi] ) )
		{
			return 0;
		}
	}

	return 1;
}


void PrintReport( char *szLongest, int nLetters )
{
	printf( "Characters: %ld\n", g_lChars );
	printf( "Words:      %ld\n", g_lWords );
	printf( "Lines:      %ld\n", g_lLines );

	if ( g_lWords )
	{
		printf( "Longest word: %s (%d letters)\n", szLongest, (int) strlen( szLongest ) );
		printf( "Average word length: %.2f\n", (double) g_lTotalLen / g_lWords );
	}

	DrawChart( nLetters );
	PalTable( PAL_PRINT, NULL );
}


int main( int argc, char *argv[] )
{
	FILE *pFile;
	char szLine[LINESZ];
	char *pCh, *pW;
	int iCh;
	WORD szWord;
	WORD szLongest;
	int nLen, bInWord, nLetters;

	szLongest[0] = '\0';
	nLen = 0;
	bInWord = 0;
	nLetters = 0;

	pFile = ( argc > 1 ) ? fopen( argv[1], "r" ) : stdin;
	if ( pFile == NULL )
	{
		printf( "Cannot open file %s\n", argv[1] );
		return 1;
	}

	/* read line by line, then walk over the characters */
	while ( fgets( szLine, sizeof szLine, pFile ) != NULL )
	{
		for ( pCh = szLine; *pCh != '\0'; pCh++ )
		{
			iCh = (unsigned char) *pCh;
			g_lChars += 1;

			if ( iCh == '\n' )
			{
				g_lLines += 1;
			}

			if ( isalpha( iCh ) )
			{
				g_aiLetter[tolower( iCh ) - 'a'] += 1;
				nLetters += 1;
			}

			if ( isalnum( iCh ) || iCh == '\'' )
			{
				if ( nLen < WORDSZ - 1 )
				{
					szWord[nLen] = iCh;
					nLen = nLen + 1;
				}
				bInWord = 1;
			}
			else if ( bInWord )
			{
				szWord[nLen] = '\0';
				g_lWords += 1;
				g_lTotalLen += nLen;

				if ( nLen > strlen( szLongest ) )
				{
					strcpy( szLongest, szWord );
				}

				/* lower case before the palindrome test */
				for ( pW = szWord; *pW; pW++ )
				{
					*pW = tolower( *pW );
				}

				if ( IsPalindrome( szWord ) )
				{
					PalTable( PAL_ADD, szWord );
				}

				nLen = 0;
				bInWord = 0;
			}
		}
	}

	if ( pFile != stdin )
	{
		fclose( pFile );
	}

	PrintReport( szLongest, nLetters );

	return 0;
}
