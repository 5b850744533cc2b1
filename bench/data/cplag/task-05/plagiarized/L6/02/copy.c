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
static int  g_aiPalSeen[PALMAX];
static int  g_nPal = 0;

static long g_lChars = 0;
static long g_lWords = 0;
static long g_lLines = 0;
static long g_lTotalLen = 0;


/*
 * DrawChart - letter histogram, one '=' per percent
 * letters that never occur are skipped
 */
void DrawChart( int nTotal )
{
	int iRow, nBar;

	puts( "\nLetter frequencies:" );
	if ( nTotal == 0 )
	{
		puts( "  (none)" );
		return;
	}

	for ( iRow = 0; iRow < NLETTERS; ++iRow )
	{
		if ( g_aiLetter[iRow] == 0 )
		{
			continue;
		}

		nBar = ( g_aiLetter[iRow] * 100 + nTotal / 2 ) / nTotal;
		printf( "%c %5d |", 'a' + iRow, g_aiLetter[iRow] );
		while ( nBar-- > 0 )
		{
			putchar( '=' );
		}
		putchar( '\n' );
	}
}


/*
 * PalTable
 *   nMode == PAL_ADD   : store pszWord, or bump its counter
 *   nMode == PAL_PRINT : print every stored palindrome
 */
void PalTable( int nMode, char *pszWord )
{
	int iIdx;

	if ( nMode != PAL_ADD )
	{
		printf( "\nPalindromes found: %d\n", g_nPal );
		for ( iIdx = 0; iIdx < g_nPal; ++iIdx )
		{
			printf( "  %-20s x%d\n", g_aszPal[iIdx], g_aiPalSeen[iIdx] );
		}
		return;
	}

	for ( iIdx = 0; iIdx < g_nPal; ++iIdx )
	{
		if ( strcmp( g_aszPal[iIdx], pszWord ) == 0 )
		{
			g_aiPalSeen[iIdx]++;
			return;
		}
	}
	if ( g_nPal >= PALMAX )
	{
		return;
	}
	strcpy( g_aszPal[g_nPal], pszWord );
	g_aiPalSeen[g_nPal++] = 1;
}


/*
 * IsPalindrome
 *   builds the reversed word and compares it with the original
 */
int IsPalindrome( char *pszWord )
{
	WORD szRev;
	int iLen, iIdx;

	iLen = (int) strlen( pszWord );
	if ( iLen < 2 )
	{
		return 0;
	}

	for ( iIdx = 0; iIdx < iLen; ++iIdx )
	{
		szRev[iIdx] = pszWord[iLen - 1 - iIdx];
	}
	szRev[iLen] = '\0';

	return strcmp( szRev, pszWord ) == 0;
}


void PrintReport( char *szLongest, int nLetters )
{
	printf( "Characters: %ld\n", g_lChars );
	printf( "Words:      %ld\n", g_lWords );
	printf( "Lines:      %ld\n", g_lLines );

	if ( !g_lWords )
	{
		puts( "No words." );
	}
	else
	{
		printf( "Longest word: %s (%d letters)\n", szLongest, (int) strlen( szLongest ) );
		printf( "Average word length: %.2f\n", (double) g_lTotalLen / g_lWords );
	}

	DrawChart( nLetters );
	PalTable( PAL_PRINT, NULL );
}


/* closes the current word (lowercase + palindrome check) */
void EndWord( char *szWord, int nLen, char *szLongest )
{
	char *pW;

	szWord[nLen] = '\0';
	g_lWords += 1;
	g_lTotalLen += nLen;

	if ( nLen > strlen( szLongest ) )
	{
		strcpy( szLongest, szWord );
	}

	for ( pW = szWord; *pW; pW++ )
	{
		*pW = tolower( *pW );
	}

	if ( IsPalindrome( szWord ) )
	{
		PalTable( PAL_ADD, szWord );
	}
}


int main( int argc, char *argv[] )
{
	FILE *pFile;
	char szLine[LINESZ];
	char *pCh;
	int iCh;
	WORD szWord;
	WORD szLongest;
	int nLen, nLetters;

	szLongest[0] = '\0';
	nLen = 0;          /* 0 = not inside a word */
	nLetters = 0;

	pFile = ( argc > 1 ) ? fopen( argv[1], "r" ) : stdin;
	if ( pFile == NULL )
	{
		fprintf( stderr, "Cannot open file %s\n", argv[1] );
		return 1;
	}

	while ( 1 )
	{
		if ( fgets( szLine, sizeof szLine, pFile ) == NULL )
		{
			break;
		}

		for ( pCh = szLine; *pCh != '\0'; pCh++ )
		{
			iCh = (unsigned char) *pCh;
			g_lChars += 1;
			g_lLines += ( iCh == '\n' );

			if ( !isalnum( iCh ) && iCh != '\'' )
			{
				if ( nLen > 0 )
				{
					EndWord( szWord, nLen, szLongest );
					nLen = 0;
				}
				continue;
			}

			if ( isalpha( iCh ) )
			{
				g_aiLetter[tolower( iCh ) - 'a'] += 1;
				nLetters += 1;
			}
			if ( nLen < WORDSZ - 1 )
			{
				szWord[nLen++] = iCh;
			}
		}
	}
	if ( nLen > 0 )
	{
		EndWord( szWord, nLen, szLongest );
	}

	if ( pFile != stdin )
	{
		fclose( pFile );
	}

	PrintReport( szLongest, nLetters );

	return 0;
}
