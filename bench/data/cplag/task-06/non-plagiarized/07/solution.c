/*****************************************************
 * Programming 1 - Assignment 5
 * RPN (postfix) calculator
 * Type an expression like  5 1 2 + 4 * + 3 -  and press enter (q quits).
 *****************************************************/

#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include <math.h>

/* maximum number of values the stack can hold */
#define STACK_SIZE 40

/* maximum number of tokens and the length of one token */
#define MAX_TOKENS 32
#define TOKEN_LEN 32

/* this is the stack. top is -1 when it is empty */
double stack[STACK_SIZE];
int top = -1;

/* push: puts x on the stack. returns 1 if it worked, 0 if full */
int push(double x) {
    if (top == STACK_SIZE - 1)
        return 0;
    top = top + 1;
    stack[top] = x;
    return 1;
}

/* pop: takes the top value and puts it in *x. returns 0 if empty */
int pop(double *x) {
    if (top == -1)
        return 0;
    *x = stack[top];
    top = top - 1;
    return 1;
}

/* split: cuts the line into words separated by spaces.
   returns how many words were found */
int split(char line[], char tokens[MAX_TOKENS][TOKEN_LEN]) {
    int count = 0;   /* number of tokens so far */
    int len = 0;     /* length of the current token */
    int i;

    for (i = 0; line[i] != '\0'; i++) {
        if (line[i] == ' ' || line[i] == '\n') {
            /* a space ends the current token (if there is one) */
            if (len > 0) {
                tokens[count][len] = '\0';
                count++;
                len = 0;
            }
        } else if (count < MAX_TOKENS && len < TOKEN_LEN - 1) {
            tokens[count][len] = line[i];
            len++;
        }
    }
    /* last token if the line did not end with a newline */
    if (len > 0) {
        tokens[count][len] = '\0';
        count++;
    }
    return count;
}

int main() {
    char line[256];
    char tokens[MAX_TOKENS][TOKEN_LEN];
    int n, i, ok;
    double a, b, answer;

    printf("Postfix calculator. Enter q to quit.\n");

    while (1) {
        printf("Expression: ");
        if (fgets(line, 256, stdin) == NULL || line[0] == 'q')
            break;   /* end of input or the user wants to quit */

        n = split(line, tokens);
        top = -1;   /* empty the stack for the new expression */
        ok = 1;

        for (i = 0; i < n && ok == 1; i++) {
            char *t = tokens[i];
            /* is it an operator? (one character, one of + - * /) */
            if (strlen(t) == 1 && (t[0] == '+' || t[0] == '-' || t[0] == '*' || t[0] == '/')) {
                /* we need two numbers, b is on top so pop it first */
                if (pop(&b) == 0 || pop(&a) == 0) {
                    printf("Problem: not enough numbers for the operator %s\n", t);
                    ok = 0;
                } else if (t[0] == '+') {
                    push(a + b);
                } else if (t[0] == '-') {
                    push(a - b);
                } else if (t[0] == '*') {
                    push(a * b);
                } else if (b == 0) {
                    printf("Problem: you cannot divide by zero\n");
                    ok = 0;
                } else {
                    push(a / b);
                }
            }
            /* square root only needs one number */
            else if (strcmp(t, "sqrt") == 0) {
                if (pop(&a) == 0 || a < 0) {
                    printf("Problem: sqrt needs one number that is not negative\n");
                    ok = 0;
                } else {
                    push(sqrt(a));
                }
            }
            /* otherwise it should be a number */
            else {
                char *end;
                double value = strtod(t, &end);
                if (*end != '\0') {
                    printf("Problem: I don't understand \"%s\"\n", t);
                    ok = 0;
                } else if (push(value) == 0) {
                    printf("Problem: the stack is full\n");
                    ok = 0;
                }
            }
        }

        /* at the end exactly one number must be left */
        if (ok == 1 && top == 0) {
            pop(&answer);
            printf("Result: %f\n", answer);
        } else if (ok == 1 && top > 0) {
            printf("Problem: there are %d numbers left, some operator is missing\n", top + 1);
        }
    }

    return 0;
}
