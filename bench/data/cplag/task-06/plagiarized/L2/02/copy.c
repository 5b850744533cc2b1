#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <math.h>

#define STACK_MAX 100
#define BUF_SZ 256

double dStack[STACK_MAX];
int iTop = 0;
int bError = 0;


void pushVal(double dVal)
{
	if (iTop > STACK_MAX)
	{
		printf("Error: stack overflow\n");
		bError = 1;
		return;
	}
	dStack[iTop] = dVal;
	iTop++;
}


double popVal()
{
	if (iTop == 0)
	{
		printf("Error: too few operands\n");
		bError = 1;
		return 0;
	}
	iTop--;
	return dStack[iTop];
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


void binaryOp(char cOp)
{
	double dLeft, dRight, dRes;

	if (iTop < 2)
	{
		printf("Error: too few operands for '%c'\n", cOp);
		bError = 1;
		return;
	}

	dRight = popVal();
	dLeft = popVal();

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

	pushVal(dRes);
}


/*
	evalExpr()
	splits the line into tokens and runs them through the stack
*/
void evalExpr(char *pszLine)
{
	char *pszTok;
	int nTokens = 0;
	double dTmp;

	iTop = 0;
	bError = 0;

	pszTok = strtok(pszLine, " \t\n");
	while (pszTok != NULL && !bError)
	{
		nTokens++;

		if (isNumeric(pszTok))
		{
			pushVal(atof(pszTok));
		}
		else if (strlen(pszTok) == 1 && strchr("+-*/^", pszTok[0]) != NULL)
		{
			binaryOp(pszTok[0]);
		}
		else if (strcmp(pszTok, "neg") == 0)
		{
			dTmp = popVal();
			if (!bError)
				pushVal(-dTmp);
		}
		else if (strcmp(pszTok, "dup") == 0)
		{
			dTmp = popVal();
			if (!bError)
			{
				pushVal(dTmp);
				pushVal(dTmp);
			}
		}
		else if (strcmp(pszTok, "sqrt") == 0)
		{
			dTmp = popVal();
			if (!bError && dTmp < 0)
			{
				printf("Error: sqrt of negative number\n");
				bError = 1;
			}
			else if (!bError)
			{
				pushVal(sqrt(dTmp));
			}
		}
		else
		{
			printf("Error: unknown token '%s'\n", pszTok);
			bError = 1;
		}

		pszTok = strtok(NULL, " \t\n");
	}

	if (bError || iTop == 0)
		return;

	if (iTop > 1)
	{
		printf("Error: %d values left on the stack\n", iTop);
		return;
	}

	printf("%g\n", dStack[0]);
}


int main()
{
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
