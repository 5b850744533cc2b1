#include <ctype.h>
#include <stdio.h>
#define MAXLEN 10000

int get_str(char str[], int limit);
void expand(char src[], char dest[]);

int main(void)
{
	char str[MAXLEN];
	char expanded_str[MAXLEN];
	get_str(str, MAXLEN);
	expand(str, expanded_str);
	printf("%s", expanded_str);
	return 0;
}

/* read all of the input into str */
int get_str(char str[], int limit)
{
	int c, i = 0;
	while (i < limit - 1 && (c = getchar()) != EOF)
		str[i++] = c;
	str[i] = '\0';
	return i;
}

/* expand ranges such as a-z, 0-9, a-b-c or A-Za-z; a leading or trailing
   dash is copied as it is */
void expand(char src[], char dest[])
{
	int i, j = 0;
	for (i = 0; i < MAXLEN - 1 && j < MAXLEN - 1 && src[i] != EOF; ++i)
	{
		if (isalnum(src[i]) && src[i + 1] == '-' && src[i] < src[i + 2])
		{
			do
			{
				int k;
				for (k = 0; k <= (src[i + 2] - src[i]); ++k)
				{
					int temp = src[i] + k;
					if (dest[j - 1] != temp && (isdigit(temp) || isalpha(temp)))
						dest[j++] = temp;
				}
				i += 2;
			} while (isalnum(src[i]) && src[i + 1] == '-' && src[i] < src[i + 2]);
		}
		else
		{
			dest[j++] = src[i];
		}
	}
	dest[j] = '\0';
}
