/*
 * RPN calculator - lab exercise on stacks
 * Each line of standard input is one postfix expression.
 * Operators: + - * / ^   Words: neg dup sqrt
 * Errors go to stderr so the results can be piped somewhere.
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
int parse_number(char *token, double *out);
double stack_pop();
void stack_push(double v);
void report(const char *msg);

int main() {
  char buf[256];
  puts("RPN calculator (Ctrl-D to quit)");
  while (1) {
    if (fgets(buf, sizeof buf, stdin) == NULL)
      break;
    process_line(buf);
  }
  return 0;
}

void report(const char *msg) {
  fprintf(stderr, "error: %s\n", msg);
  failed = 1;
}

// evaluates a single line and prints the answer
void process_line(char *buf) {
  double num;
  sp = 0;
  failed = 0;
  for (char *token = strtok(buf, DELIMS); token; token = strtok(NULL, DELIMS)) {
    if (parse_number(token, &num)) {
      stack_push(num);
    } else if (token[1] == '\0' && strchr(BINARY_OPS, *token)) {
      apply_operator(*token);
    } else if (!apply_word(token)) {
      fprintf(stderr, "error: unknown token '%s'\n", token);
      failed = 1;
    }
    if (failed)
      return;   // stop at the first problem, nothing is printed
  }
  print_result();
}

void print_result(void) {
  if (sp > 1) {
    fprintf(stderr, "error: %d values left on the stack\n", sp);
    return;
  }
  if (sp == 1)
    printf("%g\n", values[0]);
  // sp == 0 means a blank line, just skip it
}

// named operations; returns 0 when the word is not known
int apply_word(char *token) {
  if (strcmp(token, "neg") && strcmp(token, "dup") && strcmp(token, "sqrt"))
    return 0;
  double operand = stack_pop();
  if (failed)
    return 1;
  if (token[0] == 'n') {
    stack_push(-operand);
  } else if (token[0] == 'd') {
    stack_push(operand);
    stack_push(operand);
  } else if (operand < 0) {
    report("sqrt of negative number");
  } else {
    stack_push(sqrt(operand));
  }
  return 1;
}

// binary operators: needs two operands on the stack
void apply_operator(char oper) {
  if (!have_operands(2, oper))
    return;
  double rhs = stack_pop();   // right operand comes off first
  double lhs = stack_pop();
  if (oper == '/' && rhs == 0) {
    report("division by zero");
    return;
  }
  double res;
  if (oper == '+')
    res = lhs + rhs;
  else if (oper == '-')
    res = lhs - rhs;
  else if (oper == '*')
    res = lhs * rhs;
  else if (oper == '/')
    res = lhs / rhs;
  else
    res = pow(lhs, rhs);
  stack_push(res);
}

int have_operands(int needed, char oper) {
  if (sp >= needed)
    return 1;
  fprintf(stderr, "error: '%c' needs %d operands, stack has %d\n", oper, needed, sp);
  failed = 1;
  return 0;
}

// let strtod do the work: it is a number only if the whole token was used
int parse_number(char *token, double *out) {
  char *end;
  if (!isdigit((unsigned char)token[0]) && token[0] != '.' && token[1] == '\0')
    return 0;
  *out = strtod(token, &end);
  return end != token && *end == '\0';
}

// take the top value off the stack
double stack_pop() {
  if (sp > 0)
    return values[--sp];
  report("too few operands");
  return 0;
}

// put a value on top of the stack
void stack_push(double v) {
  if (sp >= STACK_SIZE) {
    report("stack overflow");
    return;
  }
  values[sp++] = v;
}
