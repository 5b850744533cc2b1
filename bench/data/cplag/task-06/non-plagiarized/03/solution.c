/*
 * rpncalc: evaluates postfix expressions from stdin, one per line.
 * Growable array stack; operators come from a table (name, arity, fn).
 * Errors go to stderr with the token position; exit status 1 on failure.
 */
#include <errno.h>
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct { double *data; size_t len, cap; } Stack;

typedef enum { OK, E_UNDERFLOW, E_DIVZERO, E_DOMAIN, E_NOMEM } Status;

static const char *status_text[] = {
    [OK] = "ok", [E_UNDERFLOW] = "not enough operands",
    [E_DIVZERO] = "division by zero", [E_DOMAIN] = "argument out of domain",
    [E_NOMEM] = "out of memory",
};

static Status stack_push(Stack *s, double v)
{
    if (s->len == s->cap) {
        size_t ncap = s->cap ? 2 * s->cap : 16;
        double *p = realloc(s->data, ncap * sizeof *p);
        if (!p)
            return E_NOMEM;
        s->data = p;
        s->cap = ncap;
    }
    s->data[s->len++] = v;
    return OK;
}

/* Operator implementations receive their operands in source order. */
static Status op_add(double *a, double *r) { *r = a[0] + a[1]; return OK; }
static Status op_sub(double *a, double *r) { *r = a[0] - a[1]; return OK; }
static Status op_mul(double *a, double *r) { *r = a[0] * a[1]; return OK; }
static Status op_div(double *a, double *r)
{
    return a[1] == 0.0 ? E_DIVZERO : (*r = a[0] / a[1], OK);
}
static Status op_mod(double *a, double *r)
{
    return a[1] == 0.0 ? E_DIVZERO : (*r = fmod(a[0], a[1]), OK);
}
static Status op_pow(double *a, double *r)
{
    errno = 0;
    *r = pow(a[0], a[1]);
    return errno == EDOM ? E_DOMAIN : OK;
}
static Status op_neg(double *a, double *r) { *r = -a[0]; return OK; }
static Status op_abs(double *a, double *r) { *r = fabs(a[0]); return OK; }
static Status op_sqrt(double *a, double *r)
{
    return a[0] < 0.0 ? E_DOMAIN : (*r = sqrt(a[0]), OK);
}

static const struct {
    const char *name;
    int arity;
    Status (*fn)(double *args, double *result);
} ops[] = {
    { "+", 2, op_add },   { "-", 2, op_sub },  { "*", 2, op_mul },
    { "/", 2, op_div },   { "%", 2, op_mod },  { "^", 2, op_pow },
    { "neg", 1, op_neg }, { "abs", 1, op_abs }, { "sqrt", 1, op_sqrt },
};

static bool parse_double(const char *tok, double *out)
{
    char *end;
    errno = 0;
    *out = strtod(tok, &end);
    return end != tok && *end == '\0' && errno != ERANGE;
}

/* Evaluates one line; returns true and stores the value on success. */
static bool eval_line(char *line, Stack *s, double *value)
{
    int pos = 0;
    s->len = 0;
    for (char *tok = strtok(line, " \t\r\n"); tok; tok = strtok(NULL, " \t\r\n")) {
        double num;
        Status st = OK;
        pos++;
        if (parse_double(tok, &num)) {
            st = stack_push(s, num);
        } else {
            size_t k, nops = sizeof ops / sizeof ops[0];
            for (k = 0; k < nops && strcmp(ops[k].name, tok) != 0; k++)
                ;
            if (k == nops) {
                fprintf(stderr, "token %d: unknown token \"%s\"\n", pos, tok);
                return false;
            }
            if (s->len < (size_t)ops[k].arity) {
                st = E_UNDERFLOW;
            } else {
                double res;
                s->len -= ops[k].arity;
                st = ops[k].fn(&s->data[s->len], &res);
                if (st == OK)
                    st = stack_push(s, res);
            }
        }
        if (st != OK) {
            fprintf(stderr, "token %d (\"%s\"): %s\n", pos, tok, status_text[st]);
            return false;
        }
    }
    if (s->len == 0)
        return false;   /* blank line: silently ignored */
    if (s->len > 1) {
        fprintf(stderr, "%zu values left on the stack (missing operator?)\n", s->len);
        return false;
    }
    *value = s->data[0];
    return true;
}

int main(void)
{
    Stack s = { NULL, 0, 0 };
    char line[4096];
    int failures = 0;

    while (fgets(line, sizeof line, stdin)) {
        double v;
        bool blank = strspn(line, " \t\r\n") == strlen(line);
        if (eval_line(line, &s, &v))
            printf("%.15g\n", v);
        else if (!blank)
            failures++;
    }
    free(s.data);
    return failures ? EXIT_FAILURE : EXIT_SUCCESS;
}
