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

void process_line(char *buf);
void print_result(void);
int apply_word(char *token);
void apply_operator(char oper);
int have_operands(int needed, char oper);
int looks_numeric(char *token);
double stack_pop();
void stack_push(double v);

int main() {
  char buf[256];
  puts("RPN calculator (Ctrl-D to quit)");
  while (fgets(buf, sizeof buf, stdin))
    process_line(buf);
  return 0;
}

// evaluates a single line and prints the answer
void process_line(char *buf) {
  int ntokens = 0;
  sp = 0;
  failed = 0;
  for (char *token = strtok(buf, DELIMS); token != NULL && !failed;
       token = strtok(NULL, DELIMS)) {
    ntokens += 1;
    if (looks_numeric(token)) {
      stack_push(atof(token));
    } else if (token[1] == '\0' && strchr(BINARY_OPS, *token)) {
      apply_operator(*token);
    } else if (!apply_word(token)) {
      printf("Error: unknown token '%s'\n", token);
      failed = 1;
    }
  }
  print_result();
}

// nothing to print if we failed or the line was blank
void print_result(void) {
  if (failed)
    return;
  if (sp == 0)
    return;
  if (sp != 1)
    printf("Error: %d values left on the stack\n", sp);
  else
    printf("%g\n", *values);
}

// named operations; returns 0 when the word is not known
int apply_word(char *token) {
  if (!strcmp(token, "neg")) {
    double operand = stack_pop();
    if (!failed)
      stack_push(-operand);
  } else if (!strcmp(token, "dup")) {
    double operand = stack_pop();
    if (!failed) { stack_push(operand); stack_push(operand); }
  } else if (!strcmp(token, "sqrt")) {
    double operand = stack_pop();
    if (failed)
      return 1;
    if (operand < 0) {
      fputs("Error: sqrt of negative number\n", stdout);
      failed = 1;
    } else {
      stack_push(sqrt(operand));
    }
  } else {
    return 0;
  }
  return 1;
}

// binary operators: needs two operands on the stack
void apply_operator(char oper) {
  if (!have_operands(2, oper))
    return;
  double rhs = stack_pop();   // right operand comes off first
  double lhs = stack_pop();
  double res = 0;
  if (oper == '+')
    res = lhs + rhs;
  else if (oper == '-')
    res = lhs - rhs;
  else if (oper == '*')
    res = lhs * rhs;
  else if (oper == '/') {
    if (rhs == 0) {
      fputs("Error: division by zero\n", stdout);
      failed = 1;
      return;
    }
    res = lhs / rhs;
  } else if (oper == '^')
    res = pow(lhs, rhs);
  stack_push(res);
}

int have_operands(int needed, char oper) {
  if (sp >= needed)
    return 1;
  printf("Error: too few operands for '%c'\n", oper);
  failed = 1;
  return 0;
}

// checks if the token is numeric (optional sign, at most one dot)
int looks_numeric(char *token) {
  char *p = token;
  if (*p == '-' || *p == '+')
    p++;
  if (*p == '\0')
    return 0; // a lone sign is an operator
  int dot_count = 0;
  while (*p) {
    if (*p == '.') {
      if (++dot_count > 1)
        return 0;
    } else if (!isdigit((unsigned char)*p)) {
      return 0;
    }
    p++;
  }
  return 1;
}

// take the top value off the stack
double stack_pop() {
  if (sp == 0) {
    fputs("Error: too few operands\n", stdout);
    failed = 1;
    return 0;
  }
  return values[--sp];
}

// put a value on top of the stack
void stack_push(double v) {
  if (sp > STACK_SIZE) {
    fputs("Error: stack overflow\n", stdout);
    failed = 1;
    return;
  }
  values[sp++] = v;
}
