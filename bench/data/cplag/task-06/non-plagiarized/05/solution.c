/* Menu driven integer RPN calculator with a small history */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>

#define CAP 32
#define HIST 5

struct IntStack {
	long item[CAP];
	int size;
};

long history[HIST];
int hist_count = 0;

int st_push(struct IntStack *s, long x)
{
	if (s->size == CAP)
		return 0;
	s->item[s->size++] = x;
	return 1;
}

int st_pop(struct IntStack *s, long *x)
{
	if (s->size == 0)
		return 0;
	*x = s->item[--s->size];
	return 1;
}

long ipow(long base, long e)
{
	long r = 1;
	while (e-- > 0)
		r *= base;
	return r;
}

/* scans the string by hand, returns 1 and stores result if ok */
int run(const char *p, long *result)
{
	struct IntStack s;
	long a, b;
	char *end;

	s.size = 0;
	while (*p) {
		if (isspace((unsigned char)*p)) { p++; continue; }
		if (isdigit((unsigned char)*p) ||
		    (*p == '-' && isdigit((unsigned char)p[1]))) {
			if (!st_push(&s, strtol(p, &end, 10))) {
				printf("  !! too many numbers (max %d)\n", CAP);
				return 0;
			}
			p = end;
			continue;
		}
		if (strchr("+-*/%^", *p) == NULL) {
			printf("  !! illegal character '%c'\n", *p);
			return 0;
		}
		if (!st_pop(&s, &b) || !st_pop(&s, &a)) {
			printf("  !! operator '%c' needs two operands\n", *p);
			return 0;
		}
		if ((*p == '/' || *p == '%') && b == 0) {
			printf("  !! division by zero\n");
			return 0;
		}
		if (*p == '^' && b < 0) {
			printf("  !! negative exponent not supported\n");
			return 0;
		}
		switch (*p) {
		case '+': st_push(&s, a + b); break;
		case '-': st_push(&s, a - b); break;
		case '*': st_push(&s, a * b); break;
		case '/': st_push(&s, a / b); break;
		case '%': st_push(&s, a % b); break;
		case '^': st_push(&s, ipow(a, b)); break;
		}
		p++;
	}
	if (s.size != 1) {
		printf("  !! expression leaves %d values on the stack\n", s.size);
		return 0;
	}
	*result = s.item[0];
	return 1;
}

void remember(long v)
{
	int i;
	if (hist_count == HIST) {
		for (i = 1; i < HIST; i++)
			history[i - 1] = history[i];
		hist_count--;
	}
	history[hist_count++] = v;
}

int main(void)
{
	char input[128];
	int choice;
	long r;

	for (;;) {
		printf("\n1) evaluate an expression\n2) show history\n3) quit\n> ");
		if (!fgets(input, sizeof input, stdin))
			break;
		choice = atoi(input);
		if (choice == 3)
			break;
		if (choice == 2) {
			if (hist_count == 0)
				printf("  (history is empty)\n");
			for (int i = 0; i < hist_count; i++)
				printf("  %d: %ld\n", i + 1, history[i]);
		} else if (choice == 1) {
			printf("expression: ");
			if (!fgets(input, sizeof input, stdin))
				break;
			if (run(input, &r)) {
				printf("  result: %ld\n", r);
				remember(r);
			}
		} else {
			printf("please choose 1, 2 or 3\n");
		}
	}
	printf("bye\n");
	return 0;
}
