/*
 * Assignment 3 - number theory menu
 * Lists primes, tests primality, gcd/lcm, factorisation, perfect numbers.
 */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#define NMAX 100000
#define FMAX 64

char sv[NMAX + 1];


void mk_sieve(int lim)
{
	int x, y;

	for (x=0; x<=lim; x++)
		sv[x] = 1;
	sv[0] = sv[1] = 0;

	/* mark the multiples of every prime as not prime */
	for (x=2; x*x<=lim; x++)
		if (sv[x])
			for (y=x*x; y<=lim; y+=x)
				sv[y] = 0;
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


int hcf(int p, int q)
{
	while (q != 0)
	{
		int t = q;
		q = p % q;
		p = t;
	}
	return p;
}


int lcmult(int p, int q)
{
	return p*q / hcf(p, q);
}


/* divide out the smallest divisor until nothing is left */
void prime_fact(int v)
{
	int fac[FMAX];
	int cnt=0, dv=2, ix, orig_v=v;

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
	printf("%d = ", orig_v);
	for (ix=0; ix<cnt; ix++)
		printf("%d%s", fac[ix], ix<cnt-1 ? " x " : "");
	printf("\n");
}


int div_sum(int v)
{
	int s=1, d;

	for (d=2; d<=v/2; d++)
		if (v % d == 0)
			s += d;
	return s;
}


/*
 * prompt with txt and read an integer between lo and hi,
 * asking again as long as the input is wrong
 */
int get_int(const char *txt, int lo, int hi)
{
	int v, done=0;

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


void menu()
{
	printf("\n===== Number Theory Toolbox =====\n");
	printf("1. List primes up to N\n2. Test if a number is prime\n");
	printf("3. GCD and LCM of two numbers\n4. Prime factorisation\n");
	printf("5. Perfect numbers up to N\n0. Quit\n");
}


int main()
{
	int ch, v, p, q, ix, cnt, r, go=1;

	while (go)
	{
		menu();
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
						if (cnt%10 == 0)
							printf("\n");
					}
				printf("\nThere are %d primes up to %d\n", cnt, v);
				break;
			case 2:
				v = get_int("Enter a number: ", 1, 2000000000);
				if (prime_chk(v))
					printf("%d is prime\n", v);
				else
					printf("%d is not prime\n", v);
				break;
			case 3:
				p = get_int("First number: ", 1, 1000000);
				q = get_int("Second number: ", 1, 1000000);
				printf("GCD(%d, %d) = %d\n", p, q, hcf(p, q));
				printf("LCM(%d, %d) = %d\n", p, q, lcmult(p, q));
				break;
			case 4:
				v = get_int("Enter a number (2-1000000): ", 2, 1000000);
				prime_fact(v);
				break;
			case 5:
				v = get_int("Enter N: ", 1, NMAX);
				printf("Perfect numbers up to %d:\n", v);
				for (ix=2; ix<=v; ix++)
					if (div_sum(ix) == ix)
						printf("%d\n", ix);
				break;
			case 0:
				go = 0;
				printf("Goodbye!\n");
				break;
		}
	}
	return 0;
}
