#include <stdio.h>

int main()
{
    char s[200];
    int st[50];
    int n;
    int i;
    int num;
    int innum;
    int bad;

    printf("enter rpn expressions (integers only)\n");
    while (fgets(s, 200, stdin)) {
        n = 0;
        bad = 0;
        num = 0;
        innum = 0;
        for (i = 0; s[i] != 0 && bad == 0; i++) {
            char c = s[i];
            if (c >= '0' && c <= '9') {
                num = num * 10 + (c - '0');
                innum = 1;
                continue;
            }
            // end of a number
            if (innum) {
                if (n == 50) { printf("stack is full\n"); bad = 1; break; }
                st[n] = num;
                n++;
                num = 0;
                innum = 0;
            }
            if (c == ' ' || c == '\n' || c == '\t')
                continue;
            if (c == '+' || c == '-' || c == '*' || c == '/' || c == '%') {
                if (n < 2) {
                    printf("not enough numbers for %c\n", c);
                    bad = 1;
                    break;
                }
                int b = st[n-1];
                int a = st[n-2];
                n = n - 2;
                if ((c == '/' || c == '%') && b == 0) {
                    printf("cant divide by zero!\n");
                    bad = 1;
                    break;
                }
                if (c == '+') st[n] = a + b;
                if (c == '-') st[n] = a - b;
                if (c == '*') st[n] = a * b;
                if (c == '/') st[n] = a / b;
                if (c == '%') st[n] = a % b;
                n++;
            } else {
                printf("what is '%c'??\n", c);
                bad = 1;
            }
        }
        if (bad)
            continue;
        if (innum) {   // line ended right after a number
            st[n] = num;
            n++;
        }
        if (n == 1)
            printf("answer = %d\n", st[0]);
        else if (n > 1)
            printf("too many numbers left (%d)\n", n);
    }
    return 0;
}
