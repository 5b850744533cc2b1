#include <stdio.h>
#include <stdlib.h>
#include <ctype.h>

#define N 128

double stk[N];
int sp;

int main(void) {
	char buf[1024], *p, *q;
	double x, y;
	int i, e, err;

	while (fgets(buf, sizeof buf, stdin) != NULL) {
		sp = 0; err = 0;
		for (p = buf; *p && !err; ) {
			if (isspace((unsigned char)*p)) { p++; continue; }
			x = strtod(p, &q);
			if (q != p && (*q == '\0' || isspace((unsigned char)*q))) {
				if (sp >= N) { puts("overflow"); err = 1; break; }
				stk[sp++] = x; p = q; continue;
			}
			if (p[1] && !isspace((unsigned char)p[1])) {
				printf("bad token at column %d\n", (int)(p - buf) + 1); err = 1; break;
			}
			switch (*p) {
			case 'd':
				if (sp < 1) { puts("underflow"); err = 1; break; }
				if (sp >= N) { puts("overflow"); err = 1; break; }
				stk[sp] = stk[sp-1]; sp++; break;
			case 's':
				if (sp < 2) { puts("underflow"); err = 1; break; }
				x = stk[sp-1]; stk[sp-1] = stk[sp-2]; stk[sp-2] = x; break;
			case '+': case '-': case '*': case '/': case '^':
				if (sp < 2) { puts("underflow"); err = 1; break; }
				y = stk[--sp]; x = stk[--sp];
				if (*p == '+') x += y;
				else if (*p == '-') x -= y;
				else if (*p == '*') x *= y;
				else if (*p == '/') {
					if (y == 0) { puts("divide by zero"); err = 1; break; }
					x /= y;
				} else {
					e = (int)y;
					if (e != y || e < 0) { puts("exponent must be a whole number >= 0"); err = 1; break; }
					for (y = x, x = 1, i = 0; i < e; i++) x *= y;
				}
				stk[sp++] = x; break;
			default:
				printf("unknown operator '%c'\n", *p); err = 1;
			}
			p++;
		}
		if (err || sp == 0) continue;
		if (sp > 1) printf("%d items left on stack\n", sp);
		else printf("%.6f\n", stk[0]);
	}
	return 0;
}
