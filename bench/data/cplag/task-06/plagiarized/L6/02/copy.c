#include <math.h>
#include <string.h>
#include <ctype.h>
#include <stdlib.h>
#include <stdio.h>

#define STACK_MAX 100

typedef struct
{
	double dData[STACK_MAX];
	int iTop;
} RpnStack;

/* error codes, used as index into g_apszMsg */
enum { ERR_NONE, ERR_FEW, ERR_DIV0, ERR_SQRT, ERR_OVERFLOW, ERR_UNKNOWN };

static const char *g_apszMsg[] =
{
	"", "too few operands", "division by zero",
	"sqrt of negative number", "stack overflow", "unknown token"
};
static const char *g_pszDelims = " \t\n";
static const char *g_pszOps = "+-*/^";


int isNumeric(char *pszTok)
{
	char *pszBody = pszTok;
	char *pszDot;

	if (*pszBody == '-' || *pszBody == '+')
		pszBody++;

	if (*pszBody == '\0')
		return 0;

	/* only digits and dots, and no more than one dot */
	if (strspn(pszBody, "0123456789.") != strlen(pszBody))
		return 0;

	pszDot = strchr(pszBody, '.');
	return pszDot == NULL || pszDot == strrchr(pszBody, '.');
}


int popVal(RpnStack *pS, double *pdOut)
{
	if (pS->iTop <= 0)
		return 0;
	*pdOut = pS->dData[--pS->iTop];
	return 1;
}


int pushVal(RpnStack *pS, double dVal)
{
	if (pS->iTop >= STACK_MAX)
		return 0;
	pS->dData[pS->iTop++] = dVal;
	return 1;
}


/*
	applyOp()
	handles every operator and named function.
	returns one of the ERR_ codes
*/
int applyOp(RpnStack *pS, char *pszTok)
{
	double dLeft, dRight, dTmp;

	if (pszTok[1] == '\0' && strchr(g_pszOps, pszTok[0]))
	{
		if (pS->iTop < 2)
			return ERR_FEW;

		popVal(pS, &dRight);
		popVal(pS, &dLeft);

		switch (pszTok[0])
		{
			case '+':
				dTmp = dLeft + dRight;
				break;
			case '-':
				dTmp = dLeft - dRight;
				break;
			case '*':
				dTmp = dLeft * dRight;
				break;
			case '/':
				if (dRight == 0.0)
					return ERR_DIV0;
				dTmp = dLeft / dRight;
				break;
			default:	/* only '^' is left */
				dTmp = pow(dLeft, dRight);
				break;
		}
		return pushVal(pS, dTmp) ? ERR_NONE : ERR_OVERFLOW;
	}

	if (strcmp(pszTok, "neg") && strcmp(pszTok, "dup") && strcmp(pszTok, "sqrt"))
		return ERR_UNKNOWN;

	if (!popVal(pS, &dTmp))
		return ERR_FEW;

	if (!strcmp(pszTok, "sqrt"))
	{
		if (dTmp < 0)
			return ERR_SQRT;
		dTmp = sqrt(dTmp);
	}
	else if (!strcmp(pszTok, "neg"))
		dTmp = -dTmp;
	else if (!pushVal(pS, dTmp))	/* dup: one extra copy first */
		return ERR_OVERFLOW;

	return pushVal(pS, dTmp) ? ERR_NONE : ERR_OVERFLOW;
}


void reportResult(RpnStack *pS, int nLine)
{
	if (pS->iTop == 0)
		return;		/* blank line */

	if (pS->iTop != 1)
	{
		printf("Error (line %d): %d values left on the stack\n", nLine, pS->iTop);
		return;
	}
	printf("%g\n", pS->dData[0]);
}


int main()
{
	const int BUF_SZ = 256;
	char szLine[BUF_SZ];
	int nLine;
	int iErr;
	RpnStack stack;
	char *pszTok;

	puts("RPN calculator (Ctrl-D to quit)");

	for (nLine = 1; fgets(szLine, BUF_SZ, stdin) != NULL; nLine++)
	{
		stack.iTop = 0;
		iErr = ERR_NONE;

		for (pszTok = strtok(szLine, g_pszDelims); pszTok != NULL;
		     pszTok = strtok(NULL, g_pszDelims))
		{
			if (isNumeric(pszTok))
				iErr = pushVal(&stack, atof(pszTok)) ? ERR_NONE : ERR_OVERFLOW;
			else
				iErr = applyOp(&stack, pszTok);

			if (iErr != ERR_NONE)
				break;
		}

		if (iErr == ERR_NONE)
		{
			reportResult(&stack, nLine);
			continue;
		}

		printf("Error (line %d): %s", nLine, g_apszMsg[iErr]);
		if (iErr == ERR_UNKNOWN)
			printf(" '%s'", pszTok);
		putchar('\n');
	}

	return 0;
}
