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
int go = 1;


/*
 * prompt with txt and read an integer between lo and hi,
 * asking again as long as the input is wrong
 */
int get_int(const char *txt, int lo, int hi)
{
	char buf[64];
	char *end;
	long v = 0;
	int done = 0;

	do
	{
		fputs(txt, stdout);
		if (!fgets(buf, sizeof(buf), stdin))
			exit(1);
		v = strtol(buf, &end, 10);
		if (end == buf || (*end != '\n' && *end != '\0'))
			puts("Invalid input, please enter a number.");
		else if (v<lo || v>hi)
			printf("Number must be between %d and %d.\n", lo, hi);
		else
			done = 1;
	} while (!done);
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
	int ix = 2;

	printf("Perfect numbers up to %d:\n", lim);
	while (ix <= lim)
	{
		if (div_sum(ix) == ix)
			printf("%d\n", ix);
		ix++;
	}
}


/* divide out the smallest divisor until nothing is left, returns how many */
int split_factors(int v, int *fac)
{
	int *p = fac;
	int dv = 2;

	for (; v > 1; )
	{
		if (v % dv)
			dv++;
		else
		{
			*p++ = dv;
			v /= dv;
		}
	}
	return (int)(p - fac);
}


void show_factors(int v)
{
	int fac[64];
	int *p;
	int cnt = split_factors(v, fac);

	printf("%d = ", v);
	for (p=fac; p<fac+cnt; p++)
	{
		printf("%d", *p);
		if (p < fac+cnt-1)
			fputs(" x ", stdout);
	}
	putchar('\n');
}


/* want_lcm = 0 gives the hcf, anything else gives the lcm */
int hcf_lcm(int p, int q, int want_lcm)
{
	int t;
	int a = p, b = q;

	while (b)
	{
		t = a % b;
		a = b;
		b = t;
	}
	return want_lcm ? p*q / a : a;
}


int prime_chk(int v)
{
	int d = 3;

	if (v < 2)
		return 0;
	if (v % 2 == 0)
		return v == 2;
	/* even numbers already handled above */
	while (d*d <= v)
	{
		if (v % d == 0)
			return 0;
		d += 2;
	}
	return 1;
}


void mk_sieve(int lim)
{
	int x = 0;
	int y;

	while (x <= lim)
		sv[x++] = 1;
	sv[0] = 0;
	sv[1] = 0;

	/* mark the multiples of every prime as not prime */
	for (x=2; x*x<=lim; x++)
	{
		if (!sv[x])
			continue;
		y = x*x;
		while (y <= lim)
		{
			sv[y] = 0;
			y = y + x;
		}
	}
}


int main()
{
	int ch;
	int v, p, q;
	int ix, cnt;

	do
	{
		puts("\n===== Number Theory Toolbox =====");
		puts("1. List primes up to N\n2. Test if a number is prime");
		puts("3. GCD and LCM of two numbers\n4. Prime factorisation");
		puts("5. Perfect numbers up to N\n0. Quit");
		ch = get_int("Your choice: ", 0, 5);
		switch (ch)
		{
			case 1:
				v = get_int("Enter N (2-100000): ", 2, NMAX);
				mk_sieve(v);
				cnt = 0;
				for (ix=2; ix<=v; ix++)
					if (sv[ix])
					{
						printf("%7d", ix);
						cnt = cnt + 1;
						if (cnt%COLS == 0)
							putchar('\n');
					}
				printf("\nThere are %d primes up to %d\n", cnt, v);
				break;
			case 2:
				v = get_int("Enter a number: ", 1, BIG);
				printf(prime_chk(v) ? "%d is prime\n" : "%d is not prime\n", v);
				break;
			case 3:
				p = get_int("First number: ", 1, MIL);
				q = get_int("Second number: ", 1, MIL);
				printf("GCD(%d, %d) = %d\n", p, q, hcf_lcm(p, q, 0));
				printf("LCM(%d, %d) = %d\n", p, q, hcf_lcm(p, q, 1));
				break;
			case 4:
				show_factors(get_int("Enter a number (2-1000000): ", 2, MIL));
				break;
			case 5:
				perfect_upto(get_int("Enter N: ", 1, NMAX));
				break;
			default:
				go = 0;
				puts("Goodbye!");
		}
	} while (go);
	return 0;
}
