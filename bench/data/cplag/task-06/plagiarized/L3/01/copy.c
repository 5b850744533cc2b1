/*
 * RPN calculator - lab exercise on stacks
 * Each line of standard input is one postfix expression.
 * Operators: + - * / ^   Words: neg dup sqrt
 */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { STACK_SIZE = 100 };

#define DELIMS " \t\n"
#define BINARY_OPS "+-*/^"

// global stack data
static double values[STACK_SIZE];
static int sp = 0;        // how many items are stored
static int failed = 0;    // becomes 1 on any error

// put a value on top of the stack
void stack_push(double v) {
  if (sp > STACK_SIZE) {
    printf("Error: stack overflow\n");
    failed = 1;
    return;
  }
  values[sp] = v;
  sp++;
}

// take the top value off the stack
double stack_pop() {
  if (sp == 0) {
    printf("Error: too few operands\n");
    failed = 1;
    return 0;
  }
  sp--;
  return values[sp];
}

// checks if the token is numeric (optional sign, at most one dot)
int looks_numeric(char *token) {
  int pos = 0;
  if (token[0] == '-' || token[0] == '+')
    pos = 1;
  if (token[pos] == '\0')
    return 0; // a lone sign is an operator
  int dot_count = 0;
  for (; pos < strlen(token); pos++) {
    if (token[pos] == '.') {
      dot_count++;
      if (dot_count > 1)
        return 0;
    } else if (!isdigit(token[pos])) {
      return 0;
    }
  }
  return 1;
}

// binary operators: needs two operands on the stack
void apply_operator(char oper) {
  if (sp < 2) {
    printf("Error: too few operands for '%c'\n", oper);
    failed = 1;
    return;
  }
  double rhs = stack_pop();   // right operand comes off first
  double lhs = stack_pop();
  double res;
  switch (oper) {
    case '+': res = lhs + rhs; break;
    case '-': res = lhs - rhs; break;
    case '*': res = lhs * rhs; break;
    case '/':
      if (rhs == 0) {
        printf("Error: division by zero\n");
        failed = 1;
        return;
      }
      res = lhs / rhs;
      break;
    case '^': res = pow(lhs, rhs); break;
    default: res = 0;
  }
  stack_push(res);
}

// evaluates a single line and prints the answer
void process_line(char *buf) {
  int ntokens = 0;
  sp = 0;
  failed = 0;
  char *token = strtok(buf, DELIMS);
  while (token != NULL && !failed) {
    ntokens++;
    if (looks_numeric(token)) {
      stack_push(atof(token));
    } else if (strlen(token) == 1 && strchr(BINARY_OPS, token[0]) != NULL) {
      apply_operator(token[0]);
    } else if (strcmp(token, "neg") == 0) {
      double operand = stack_pop();
      if (!failed)
        stack_push(-operand);
    } else if (strcmp(token, "dup") == 0) {
      double operand = stack_pop();
      if (!failed) { stack_push(operand); stack_push(operand); }
    } else if (strcmp(token, "sqrt") == 0) {
      double operand = stack_pop();
      if (!failed && operand < 0) {
        printf("Error: sqrt of negative number\n");
        failed = 1;
      } else if (!failed) {
        stack_push(sqrt(operand));
      }
    } else {
      printf("Error: unknown token '%s'\n", token);
      failed = 1;
    }
    token = strtok(NULL, DELIMS);
  }
  // nothing to print if we failed or the line was blank
  if (failed || sp == 0)
    return;
  if (sp > 1) {
    printf("Error: %d values left on the stack\n", sp);
    return;
  }
  printf("%g\n", values[0]);
}

int main() {
  char buf[256];
  printf("RPN calculator (Ctrl-D to quit)\n");
  while (fgets(buf, sizeof buf, stdin) != NULL) {
    process_line(buf);
  }
  return 0;
}
