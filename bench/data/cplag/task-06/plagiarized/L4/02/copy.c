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

	if (pszTok[0] == '-' || pszTok[0] == '+')
		iIdx = 1;

	if (pszTok[iIdx] == '\0')
		return 0;

	for (; iIdx < strlen(pszTok); iIdx++)
	{
		if (pszTok[iIdx] == '.')
		{
			nDots++;
			if (nDots > 1)
				return 0;
		}
		else if (!isdigit(pszTok[iIdx]))
		{
			return 0;
		}
	}
	return 1;
}


double popVal(RpnStack *pS)
{
	if (pS->iTop == 0)
	{
		printf("Error: too few operands\n");
		bError = 1;
		return 0;
	}
	pS->iTop--;
	return pS->dData[pS->iTop];
}


void pushVal(RpnStack *pS, double dVal)
{
	if (pS->iTop > STACK_MAX)
	{
		printf("Error: stack overflow\n");
		bError = 1;
		return;
	}
	pS->dData[pS->iTop] = dVal;
	pS->iTop++;
}


/*
	applyOp()
	handles every operator and named function.
	returns 0 if the token is not an operator we know
*/
int applyOp(RpnStack *pS, char *pszTok)
{
	double dLeft, dRight, dRes, dTmp;

	if (strlen(pszTok) == 1 && strchr(g_pszOps, pszTok[0]) != NULL)
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
				if (dRight == 0)
				{
					printf("Error: division by zero\n");
					bError = 1;
					return 1;
				}
				dRes = dLeft / dRight;
				break;
			case '^':
				dRes = pow(dLeft, dRight);
				break;
			default:
				dRes = 0;
		}

		pushVal(pS, dRes);
	}
	else if (strcmp(pszTok, "neg") == 0)
	{
		dTmp = popVal(pS);
		if (!bError)
			pushVal(pS, -dTmp);
	}
	else if (strcmp(pszTok, "dup") == 0)
	{
		dTmp = popVal(pS);
		if (!bError)
		{
			pushVal(pS, dTmp);
			pushVal(pS, dTmp);
		}
	}
	else if (strcmp(pszTok, "sqrt") == 0)
	{
		dTmp = popVal(pS);
		if (!bError && dTmp < 0)
		{
			printf("Error: sqrt of negative number\n");
			bError = 1;
		}
		else if (!bError)
		{
			pushVal(pS, sqrt(dTmp));
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
	if (bError || pS->iTop == 0)
		return;

	if (pS->iTop > 1)
	{
		printf("Error: %d values left on the stack\n", pS->iTop);
		return;
	}

	printf("%g\n", pS->dData[0]);
}


int main()
{
	const int BUF_SZ = 256;
	char szLine[BUF_SZ];
	int nLine = 0;
	RpnStack stack;
	char *pszTok;

	printf("RPN calculator (Ctrl-D to quit)\n");

	while (fgets(szLine, BUF_SZ, stdin) != NULL)
	{
		nLine++;
		stack.iTop = 0;
		bError = 0;

		/* go through the tokens of this line */
		pszTok = strtok(szLine, g_pszDelims);
		while (pszTok != NULL && !bError)
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
		}

		reportResult(&stack);
	}

	return 0;
}
