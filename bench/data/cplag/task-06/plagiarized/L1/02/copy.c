#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <math.h>

#define MAX_STACK 100
#define MAX_LINE 256

double stack[MAX_STACK];
int top = 0;
int error_flag = 0;


void push(double val)
{
	if (top > MAX_STACK)
	{
		printf("Error: stack overflow\n");
		error_flag = 1;
		return;
	}
	stack[top] = val;
	top++;
}


double pop()
{
	if (top == 0)
	{
		printf("Error: too few operands\n");
		error_flag = 1;
		return 0;
	}
	top--;
	return stack[top];
}


int is_number(char *tok)
{
	int i = 0;
	int dots = 0;

	if (tok[0] == '-' || tok[0] == '+')
		i = 1;

	if (tok[i] == '\0')
		return 0;

	for (; i < strlen(tok); i++)
	{
		if (tok[i] == '.')
		{
			dots++;
			if (dots > 1)
				return 0;
		}
		else if (!isdigit(tok[i]))
		{
			return 0;
		}
	}
	return 1;
}


void do_binary(char op)
{
	double a, b, result;

	if (top < 2)
	{
		printf("Error: too few operands for '%c'\n", op);
		error_flag = 1;
		return;
	}

	b = pop();
	a = pop();

	switch (op)
	{
		case '+':
			result = a + b;
			break;
		case '-':
			result = a - b;
			break;
		case '*':
			result = a * b;
			break;
		case '/':
			if (b == 0)
			{
				printf("Error: division by zero\n");
				error_flag = 1;
				return;
			}
			result = a / b;
			break;
		case '^':
			result = pow(a, b);
			break;
		default:
			result = 0;
	}

	push(result);
}


/*
	evaluate()
	splits the line into tokens and runs them through the stack
*/
void evaluate(char *line)
{
	char *tok;
	int count = 0;
	double x;

	top = 0;
	error_flag = 0;

	tok = strtok(line, " \t\n");
	while (tok != NULL && !error_flag)
	{
		count++;

		if (is_number(tok))
		{
			push(atof(tok));
		}
		else if (strlen(tok) == 1 && strchr("+-*/^", tok[0]) != NULL)
		{
			do_binary(tok[0]);
		}
		else if (strcmp(tok, "neg") == 0)
		{
			x = pop();
			if (!error_flag)
				push(-x);
		}
		else if (strcmp(tok, "dup") == 0)
		{
			x = pop();
			if (!error_flag)
			{
				push(x);
				push(x);
			}
		}
		else if (strcmp(tok, "sqrt") == 0)
		{
			x = pop();
			if (!error_flag && x < 0)
			{
				printf("Error: sqrt of negative number\n");
				error_flag = 1;
			}
			else if (!error_flag)
			{
				push(sqrt(x));
			}
		}
		else
		{
			printf("Error: unknown token '%s'\n", tok);
			error_flag = 1;
		}

		tok = strtok(NULL, " \t\n");
	}

	if (error_flag || top == 0)
		return;

	if (top > 1)
	{
		printf("Error: %d values left on the stack\n", top);
		return;
	}

	printf("%g\n", stack[0]);
}


int main()
{
	char line[MAX_LINE];
	int line_no = 0;

	printf("RPN calculator (Ctrl-D to quit)\n");

	while (fgets(line, MAX_LINE, stdin) != NULL)
	{
		line_no++;
		evaluate(line);
	}

	return 0;
}
