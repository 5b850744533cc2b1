#include <string.h>
#include <stdio.h>
#include <ctype.h>
#include <stdlib.h>

#define WORDSZ   64
#define PALMAX   100
#define NLETTERS 26

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
	int iRow, iCol, nBar, nMax;

	nMax = 0;
	for ( iRow = 0; iRow < NLETTERS; iRow++ )
	{
		if ( g_aiLetter[iRow] > nMax )
		{
			nMax = g_aiLetter[iRow];
		}
	}

	printf( "\nLetter frequencies:\n" );

	for ( iRow = 0; iRow < NLETTERS; iRow++ )
	{
		if ( nMax > 0 )
		{
			nBar = g_aiLetter[iRow] * 50 / nMax;
		}
		else
		{
			nBar = 0;
		}

		printf( "%c %5d ", 'a' + iRow, g_aiLetter[iRow] );

		for ( iCol = 0; iCol < nBar; iCol++ )
		{
			putchar( '*' );
		}
		printf( "\n" );
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

	if ( nMode == PAL_PRINT )
	{
		printf( "\nPalindromes found: %d\n", g_nPal );
		for ( iIdx = 0; iIdx < g_nPal; iIdx++ )
		{
			printf( "  %s\n", g_aszPal[iIdx] );
		}
		return;
	}

	for ( iIdx = 0; iIdx < g_nPal; iIdx++ )
	{
		if ( strcmp( g_aszPal[iIdx], pszWord ) == 0 )
		{
			return;
		}
	}

	if ( g_nPal < PALMAX )
	{
		strcpy( g_aszPal[g_nPal], pszWord );
		g_nPal++;
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

	iLo = 0;
	iHi = strlen( pszWord ) - 1;
	while ( iLo < iHi )
	{
		if ( tolower( pszWord[iLo] ) != tolower( pszWord[iHi] ) )
		{
			return 0;
		}
		iLo++;
		iHi--;
	}

	return 1;
}


void PrintReport( char *szLongest, int nLetters )
{
	printf( "Characters: %ld\n", g_lChars );
	printf( "Words:      %ld\n", g_lWords );
	printf( "Lines:      %ld\n", g_lLines );

	if ( g_lWords > 0 )
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
	int iCh, iIdx;
	WORD szWord;
	WORD szLongest;
	int nLen, bInWord, nLetters;

	szLongest[0] = '\0';
	nLen = 0;
	bInWord = 0;
	nLetters = 0;

	pFile = stdin;
	if ( argc > 1 )
	{
		pFile = fopen( argv[1], "r" );
		if ( pFile == NULL )
		{
			printf( "Cannot open file %s\n", argv[1] );
			return 1;
		}
	}

	while ( ( iCh = fgetc( pFile ) ) != EOF )
	{
		g_lChars++;

		if ( iCh == '\n' )
		{
			g_lLines++;
		}

		if ( isalpha( iCh ) )
		{
			g_aiLetter[tolower( iCh ) - 'a']++;
			nLetters++;
		}

		if ( isalnum( iCh ) || iCh == '\'' )
		{
			if ( nLen < WORDSZ - 1 )
			{
				szWord[nLen++] = iCh;
			}
			bInWord = 1;
		}
		else if ( bInWord )
		{
			szWord[nLen] = '\0';
			g_lWords++;
			g_lTotalLen += nLen;

			if ( nLen > strlen( szLongest ) )
			{
				strcpy( szLongest, szWord );
			}

			/* lower case before the palindrome test */
			for ( iIdx = 0; szWord[iIdx] != '\0'; iIdx++ )
			{
				szWord[iIdx] = tolower( szWord[iIdx] );
			}

			if ( IsPalindrome( szWord ) )
			{
				PalTable( PAL_ADD, szWord );
			}

			nLen = 0;
			bInWord = 0;
		}
	}

	if ( pFile != stdin )
	{
		fclose( pFile );
	}

	PrintReport( szLongest, nLetters );

	return 0;
}
