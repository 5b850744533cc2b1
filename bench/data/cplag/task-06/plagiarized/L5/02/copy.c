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

static const char *g_pszDelims = " \t\n";
static const char *g_pszOps = "+-*/^";
int bError = 0;


int isNumeric(char *pszTok)
{
	int iIdx = 0;
	int nDots = 0;
	int nLen = strlen(pszTok);

	if (*pszTok == '-' || *pszTok == '+')
		iIdx = 1;

	if (*(pszTok + iIdx) == '\0')
		return 0;

	while (iIdx < nLen)
	{
		if (*(pszTok + iIdx) == '.')
		{
			nDots = nDots + 1;
			if (nDots > 1)
				return 0;
		}
		else if (!isdigit(*(pszTok + iIdx)))
		{
			return 0;
		}
		iIdx = iIdx + 1;
	}
	return 1;
}


double popVal(RpnStack *pS)
{
	if (pS->iTop == 0)
	{
		puts("Error: too few operands");
		bError = 1;
		return 0;
	}
	return pS->dData[--pS->iTop];
}


void pushVal(RpnStack *pS, double dVal)
{
	if (pS->iTop > STACK_MAX)
	{
		puts("Error: stack overflow");
		bError = 1;
		return;
	}
	pS->dData[pS->iTop++] = dVal;
}


/*
	applyOp()
	handles every operator and named function.
	returns 0 if the token is not an operator we know
*/
int applyOp(RpnStack *pS, char *pszTok)
{
	double dLeft, dRight, dRes, dTmp;

	if (pszTok[1] == '\0' && strchr(g_pszOps, pszTok[0]))
	{
		if (pS->iTop < 2)
		{
			printf("Error: too few operands for '%c'\n", pszTok[0]);
			bError = 1;
			return 1;
		}

		dRight = popVal(pS);
		dLeft = popVal(pS);

		switch (pszTok[0])
		{
			case '+':
				dRes = dLeft + dRight;
				break;
			case '-':
				dRes = dLeft - dRight;
				break;
			case '*':
				dRes = dLeft * dRight;
				break;
			case '/':
				if (dRight == 0.0)
				{
					puts("Error: division by zero");
					bError = 1;
					return 1;
				}
				dRes = dLeft / dRight;
				break;
			default:	/* only '^' is left */
				dRes = pow(dLeft, dRight);
				break;
		}

		pushVal(pS, dRes);
	}
	else if (!strcmp(pszTok, "neg"))
	{
		dTmp = popVal(pS);
		if (!bError)
			pushVal(pS, -dTmp);
	}
	else if (!strcmp(pszTok, "dup"))
	{
		dTmp = popVal(pS);
		if (!bError)
		{
			pushVal(pS, dTmp);
			pushVal(pS, dTmp);
		}
	}
	else if (!strcmp(pszTok, "sqrt"))
	{
		dTmp = popVal(pS);
		if (!bError)
		{
			if (dTmp >= 0)
				pushVal(pS, sqrt(dTmp));
			else
			{
				puts("Error: sqrt of negative number");
				bError = 1;
			}
		}
	}
	else
	{
		return 0;
	}
	return 1;
}


void reportResult(RpnStack *pS)
{
	if (!bError && pS->iTop != 0)
	{
		if (pS->iTop == 1)
		{
			printf("%g", pS->dData[0]);
			putchar('\n');
		}
		else
			printf("Error: %d values left on the stack\n", pS->iTop);
	}
}


int main()
{
	const int BUF_SZ = 256;
	char szLine[BUF_SZ];
	int nLine;
	RpnStack stack;
	char *pszTok;

	puts("RPN calculator (Ctrl-D to quit)");

	for (nLine = 1; fgets(szLine, BUF_SZ, stdin) != NULL; nLine++)
	{
		stack.iTop = 0;
		bError = 0;

		/* go through the tokens of this line */
		pszTok = strtok(szLine, g_pszDelims);
		if (pszTok != NULL)
		{
			do
			{
				if (isNumeric(pszTok))
				{
					pushVal(&stack, atof(pszTok));
				}
				else if (!applyOp(&stack, pszTok))
				{
					printf("Error: unknown token '%s'\n", pszTok);
					bError = 1;
				}
				pszTok = strtok(NULL, g_pszDelims);
			} while (pszTok != NULL && !bError);
		}

		reportResult(&stack);
	}

	return 0;
}
