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
	int v;
	int done = 0;

	while (!done)
	{
		printf("%s", txt);
		if (scanf("%d", &v) != 1)
		{
			printf("Invalid input, please enter a number.\n");
			while (getchar() != '\n')
				;
		}
		else if (v<lo || v>hi)
			printf("Number must be between %d and %d.\n", lo, hi);
		else
			done = 1;
	}
	return v;
}


int div_sum(int v)
{
	int s=1, d;

	for (d=2; d<=v/2; d++)
		if (v % d == 0)
			s += d;
	return s;
}


void perfect_upto(int lim)
{
	int ix;

	printf("Perfect numbers up to %d:\n", lim);
	for (ix=2; ix<=lim; ix++)
		if (div_sum(ix) == ix)
			printf("%d\n", ix);
}


/* divide out the smallest divisor until nothing is left, returns how many */
int split_factors(int v, int fac[])
{
	int cnt = 0;
	int dv = 2;

	while (v > 1)
	{
		if (v % dv == 0)
		{
			fac[cnt++] = dv;
			v = v / dv;
		}
		else
			dv++;
	}
	return cnt;
}


void show_factors(int v)
{
	int fac[64];
	int ix;
	int cnt = split_factors(v, fac);

	printf("%d = ", v);
	for (ix=0; ix<cnt; ix++)
		printf("%d%s", fac[ix], ix<cnt-1 ? " x " : "");
	printf("\n");
}


/* want_lcm = 0 gives the hcf, anything else gives the lcm */
int hcf_lcm(int p, int q, int want_lcm)
{
	int t;
	int a = p, b = q;

	while (b != 0)
	{
		t = b;
		b = a % b;
		a = t;
	}
	if (want_lcm)
		return p*q / a;
	return a;
}


int prime_chk(int v)
{
	int d;

	if (v < 2)
		return 0;
	if (v % 2 == 0)
		return v == 2;
	/* even numbers already handled above */
	for (d=3; d<=sqrt(v); d+=2)
		if (v % d == 0)
			return 0;
	return 1;
}


void mk_sieve(int lim)
{
	int x;
	int y;

	for (x=0; x<=lim; x++)
		sv[x] = 1;
	sv[0] = sv[1] = 0;

	/* mark the multiples of every prime as not prime */
	for (x=2; x*x<=lim; x++)
		if (sv[x])
			for (y=x*x; y<=lim; y+=x)
				sv[y] = 0;
}


int main()
{
	int ch;
	int v, p, q;
	int ix, cnt;

	while (go)
	{
		printf("\n===== Number Theory Toolbox =====\n");
		printf("1. List primes up to N\n2. Test if a number is prime\n");
		printf("3. GCD and LCM of two numbers\n4. Prime factorisation\n");
		printf("5. Perfect numbers up to N\n0. Quit\n");
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
						cnt++;
						if (cnt%COLS == 0)
							printf("\n");
					}
				printf("\nThere are %d primes up to %d\n", cnt, v);
				break;
			case 2:
				v = get_int("Enter a number: ", 1, BIG);
				if (prime_chk(v))
					printf("%d is prime\n", v);
				else
					printf("%d is not prime\n", v);
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
			case 0:
				go = 0;
				printf("Goodbye!\n");
				break;
		}
	}
	return 0;
}
