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


void binaryOp(RpnStack *pS, char cOp)
{
	double dLeft, dRight, dRes;

	if (pS->iTop < 2)
	{
		printf("Error: too few operands for '%c'\n", cOp);
		bError = 1;
		return;
	}

	dRight = popVal(pS);
	dLeft = popVal(pS);

	switch (cOp)
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
				return;
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


/*
	evalExpr()
	splits the line into tokens and runs them through the stack
*/
void evalExpr(char *pszLine)
{
	RpnStack stack;
	char *pszTok;
	int nTokens = 0;
	double dTmp;

	stack.iTop = 0;
	bError = 0;

	pszTok = strtok(pszLine, g_pszDelims);
	while (pszTok != NULL && !bError)
	{
		nTokens++;

		if (isNumeric(pszTok))
		{
			pushVal(&stack, atof(pszTok));
		}
		else if (strlen(pszTok) == 1 && strchr(g_pszOps, pszTok[0]) != NULL)
		{
			binaryOp(&stack, pszTok[0]);
		}
		else if (strcmp(pszTok, "neg") == 0)
		{
			dTmp = popVal(&stack);
			if (!bError)
				pushVal(&stack, -dTmp);
		}
		else if (strcmp(pszTok, "dup") == 0)
		{
			dTmp = popVal(&stack);
			if (!bError)
			{
				pushVal(&stack, dTmp);
				pushVal(&stack, dTmp);
			}
		}
		else if (strcmp(pszTok, "sqrt") == 0)
		{
			dTmp = popVal(&stack);
			if (!bError && dTmp < 0)
			{
				printf("Error: sqrt of negative number\n");
				bError = 1;
			}
			else if (!bError)
			{
				pushVal(&stack, sqrt(dTmp));
			}
		}
		else
		{
			printf("Error: unknown token '%s'\n", pszTok);
			bError = 1;
		}

		pszTok = strtok(NULL, g_pszDelims);
	}

	if (bError || stack.iTop == 0)
		return;

	if (stack.iTop > 1)
	{
		printf("Error: %d values left on the stack\n", stack.iTop);
		return;
	}

	printf("%g\n", stack.dData[0]);
}


int main()
{
	const int BUF_SZ = 256;
	char szLine[BUF_SZ];
	int nLine = 0;

	printf("RPN calculator (Ctrl-D to quit)\n");

	while (fgets(szLine, BUF_SZ, stdin) != NULL)
	{
		nLine++;
		evalExpr(szLine);
	}

	return 0;
}
