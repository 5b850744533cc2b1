#include <stdio.h>

int main() {
    int option = -1;
    int n, m, i, j, k, big, found, total;

    while (option != 6) {
        printf("\nMENU\n");
        printf("1 - primes up to n\n");
        printf("2 - is it prime?\n");
        printf("3 - gcd and lcm\n");
        printf("4 - factorise\n");
        printf("5 - perfect numbers up to n\n");
        printf("6 - exit\n");
        printf("option: ");
        if (scanf("%d", &option) != 1) {
            printf("please type a number\n");
            scanf("%*s");   // skip the bad word
            option = -1;
            continue;
        }

        if (option == 1) {
            printf("n = ");
            scanf("%d", &n);
            if (n < 2) {
                printf("no primes there\n");
                continue;
            }
            // check every number by dividing
            for (i = 2; i <= n; i++) {
                found = 0;
                for (j = 2; j < i; j++) {
                    if (i % j == 0) {
                        found = 1;
                        break;
                    }
                }
                if (found == 0)
                    printf("%d ", i);
            }
            printf("\n");
        } else if (option == 2) {
            printf("number: ");
            scanf("%d", &n);
            found = 0;
            for (j = 2; j < n; j++)
                if (n % j == 0)
                    found = 1;
            if (n > 1 && found == 0)
                printf("yes, %d is a prime\n", n);
            else
                printf("no, %d is not a prime\n", n);
        } else if (option == 3) {
            printf("two numbers: ");
            scanf("%d %d", &n, &m);
            if (n <= 0 || m <= 0) {
                printf("only positive numbers please\n");
                continue;
            }
            // biggest number that divides both
            for (k = (n < m ? n : m); k >= 1; k--)
                if (n % k == 0 && m % k == 0)
                    break;
            printf("gcd = %d\n", k);
            // lcm: go up in steps of the bigger number
            big = n > m ? n : m;
            total = big;
            while (total % n != 0 || total % m != 0)
                total = total + big;
            printf("lcm = %d\n", total);
        } else if (option == 4) {
            printf("number: ");
            scanf("%d", &n);
            if (n < 2) {
                printf("must be 2 or more\n");
                continue;
            }
            printf("factors:");
            i = 2;
            while (n > 1) {
                while (n % i == 0) {
                    printf(" %d", i);
                    n = n / i;
                }
                i++;
            }
            printf("\n");
        } else if (option == 5) {
            printf("n = ");
            scanf("%d", &n);
            for (i = 1; i <= n; i++) {
                total = 0;
                for (j = 1; j < i; j++)
                    if (i % j == 0)
                        total = total + j;
                if (total == i)
                    printf("%d is perfect\n", i);
            }
        } else if (option != 6) {
            printf("wrong option\n");
        }
    }
    printf("bye\n");
    return 0;
}
