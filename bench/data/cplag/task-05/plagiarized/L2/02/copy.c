#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>

#define WORDSZ 64
#define PALMAX 100
#define BARMAX 50


int g_aiLetter[26];
char g_aszPal[PALMAX][WORDSZ];
int g_nPal = 0;


/*
 * IsPalindrome
 *   pszWord : the word to test
 *   returns 1 when it is a palindrome, 0 otherwise
 */
int IsPalindrome( char *pszWord )
{
	int iLo = 0;
	int iHi = strlen( pszWord ) - 1;

	if ( strlen( pszWord ) < 2 )
	{
		return 0;
	}

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


void AddPal( char *pszWord )
{
	int iIdx;

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


void StrToLower( char *pszStr )
{
	int iIdx;

	for ( iIdx = 0; pszStr[iIdx] != '\0'; iIdx++ )
	{
		pszStr[iIdx] = tolower( pszStr[iIdx] );
	}
}


/*
 * DrawChart - letter histogram
 */
void DrawChart( int nTotal )
{
	int iRow, iCol, nBar;
	int nMax = 0;

	for ( iRow = 0; iRow < 26; iRow++ )
	{
		if ( g_aiLetter[iRow] > nMax )
		{
			nMax = g_aiLetter[iRow];
		}
	}

	printf( "\nLetter frequencies:\n" );

	for ( iRow = 0; iRow < 26; iRow++ )
	{
		if ( nMax > 0 )
		{
			nBar = g_aiLetter[iRow] * BARMAX / nMax;
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


int main( int argc, char *argv[] )
{
	FILE *pFile;
	int iCh, iIdx;
	long lChars = 0, lWords = 0, lLines = 0;
	long lTotalLen = 0;
	char szWord[WORDSZ];
	char szLongest[WORDSZ] = "";
	int nLen = 0;
	int bInWord = 0;
	int nLetters = 0;

	if ( argc > 1 )
	{
		pFile = fopen( argv[1], "r" );
		if ( pFile == NULL )
		{
			printf( "Cannot open file %s\n", argv[1] );
			return 1;
		}
	}
	else
	{
		pFile = stdin;
	}

	while ( ( iCh = fgetc( pFile ) ) != EOF )
	{
		lChars++;

		if ( iCh == '\n' )
		{
			lLines++;
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
			lWords++;
			lTotalLen += nLen;

			if ( nLen > strlen( szLongest ) )
			{
				strcpy( szLongest, szWord );
			}

			StrToLower( szWord );

			if ( IsPalindrome( szWord ) )
			{
				AddPal( szWord );
			}

			nLen = 0;
			bInWord = 0;
		}
	}

	if ( pFile != stdin )
	{
		fclose( pFile );
	}

	/* ---- output ---- */
	printf( "Characters: %ld\n", lChars );
	printf( "Words:      %ld\n", lWords );
	printf( "Lines:      %ld\n", lLines );

	if ( lWords > 0 )
	{
		printf( "Longest word: %s (%d letters)\n", szLongest, (int) strlen( szLongest ) );
		printf( "Average word length: %.2f\n", (double) lTotalLen / lWords );
	}

	DrawChart( nLetters );

	printf( "\nPalindromes found: %d\n", g_nPal );

	for ( iIdx = 0; iIdx < g_nPal; iIdx++ )
	{
		printf( "  %s\n", g_aszPal[iIdx] );
	}

	return 0;
}
