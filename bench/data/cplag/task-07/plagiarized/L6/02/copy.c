/*
 * Assignment 3 - number theory menu
 * Lists primes, tests primality, gcd/lcm, factorisation, perfect numbers.
 */
#include <stdlib.h>
#include <math.h>
#include <stdio.h>

enum { NMAX = 100000 };
#define BIG 2000000000
#define MIL 1000000
#define COLS 10

typedef unsigned char flag_t;

flag_t sv[NMAX + 1];


/*
 * prompt with txt and read an integer between lo and hi,
 * calls itself again when the input is wrong
 */
int get_int(const char *txt, int lo, int hi)
{
	char buf[64];
	char *end;
	long v;

	fputs(txt, stdout);
	if (!fgets(buf, sizeof(buf), stdin))
		exit(1);
	v = strtol(buf, &end, 10);
	if (end == buf || (*end != '\n' && *end != '\0'))
	{
		puts("Invalid input, please enter a number.");
		return get_int(txt, lo, hi);
	}
	if (v<lo || v>hi)
	{
		printf("Number must be between %d and %d.\n", lo, hi);
		return get_int(txt, lo, hi);
	}
	return (int)v;
}


int div_sum(int v)
{
	int s=1, d;

	for (d=2; d<=v/2; d+=1)
		if (v % d == 0)
			s = s + d;
	return s;
}


void perfect_upto(int lim)
{
	int ix;
	int cnt = 0;

	printf("Perfect numbers up to %d:\n", lim);
	for (ix=2; ix<=lim; ix++)
	{
		if (div_sum(ix) != ix)
			continue;
		printf("%d\n", ix);
		cnt++;
	}
	if (cnt == 0)
		puts("(none)");
}


/* stores each distinct prime with its exponent, returns how many primes */
int split_factors(int v, int *pr, int *ex)
{
	int n = 0;
	int dv = 2;

	while (v > 1)
	{
		if (v % dv)
		{
			dv = (dv == 2) ? 3 : dv + 2;
			continue;
		}
		pr[n] = dv;
		ex[n] = 0;
		while (v % dv == 0)
		{
			v /= dv;
			ex[n]++;
		}
		n++;
	}
	return n;
}


void show_factors(int v)
{
	int pr[32], ex[32];
	int i;
	int cnt = split_factors(v, pr, ex);

	printf("%d = ", v);
	for (i=0; i<cnt; i++)
	{
		if (i > 0)
			fputs(" * ", stdout);
		if (ex[i] == 1)
			printf("%d", pr[i]);
		else
			printf("%d^%d", pr[i], ex[i]);
	}
	putchar('\n');
}


/* want_lcm = 0 gives the hcf, anything else gives the lcm */
int hcf_lcm(int p, int q, int want_lcm)
{
	int a = p, b = q;

	/* subtract the smaller from the bigger until they meet */
	while (a != b)
	{
		if (a > b)
			a -= b;
		else
			b -= a;
	}
	if (!want_lcm)
		return a;
	return p / a * q;
}


int prime_chk(int v)
{
	int d;

	if (v <= NMAX)
		return sv[v];
	if (v % 2 == 0)
		return 0;
	for (d = 3; d*d <= v; d += 2)
		if (v % d == 0)
			return 0;
	return 1;
}


/* whole table is built once at the start now */
void mk_sieve(void)
{
	int x, y;

	for (x=2; x<=NMAX; x++)
		sv[x] = 1;
	for (x=2; x*x<=NMAX; x++)
	{
		if (!sv[x])
			continue;
		for (y=x*x; y<=NMAX; y+=x)
			sv[y] = 0;
	}
}


int main()
{
	int ch, v, p, q, ix, cnt;

	mk_sieve();
	for (;;)
	{
		puts("\n===== Number Theory Toolbox =====");
		puts("1. List primes up to N\n2. Test if a number is prime");
		puts("3. GCD and LCM of two numbers\n4. Prime factorisation");
		puts("5. Perfect numbers up to N\n0. Quit");
		ch = get_int("Your choice: ", 0, 5);
		if (ch == 0)
			break;
		switch (ch)
		{
			case 1:
				v = get_int("Enter N (2-100000): ", 2, NMAX);
				cnt = 0;
				for (ix=2; ix<=v; ix++)
				{
					if (!sv[ix])
						continue;
					printf("%7d", ix);
					if (++cnt % COLS == 0)
						putchar('\n');
				}
				printf("\n%d primes are <= %d\n", cnt, v);
				break;
			case 2:
				v = get_int("Enter a number: ", 1, BIG);
				printf(prime_chk(v) ? "%d is prime\n" : "%d is not prime\n", v);
				break;
			case 3:
				p = get_int("First number: ", 1, MIL);
				q = get_int("Second number: ", 1, MIL);
				printf("GCD = %d\nLCM = %d\n", hcf_lcm(p, q, 0), hcf_lcm(p, q, 1));
				break;
			case 4:
				show_factors(get_int("Enter a number (2-1000000): ", 2, MIL));
				break;
			default:
				perfect_upto(get_int("Enter N: ", 1, NMAX));
		}
	}
	puts("Goodbye!");
	return 0;
}
