#include <stdio.h>
#include <ctype.h>
#include <string.h>

enum state { SPACE, WORD };

static int pal(char *s, int n)
{
	char *a = s, *b = s + n - 1;
	if (n < 2) return 0;
	while (a < b && *a == *b) a++, b--;
	return a >= b;
}

int main(void)
{
	char blk[4096], cur[80], lng[80] = "";
	size_t got, k;
	long nc = 0, nw = 0, nl = 0, sum = 0, az[26] = {0}, mx = 0;
	int n = 0, i, j, np = 0;
	enum state st = SPACE;

	while ((got = fread(blk, 1, sizeof blk, stdin)) > 0 || n > 0) {
		if (got == 0) blk[got++] = ' ';	/* flush last word */
		else nc += got;
		for (k = 0; k < got; k++) {
			int c = (unsigned char)blk[k];
			switch (isalpha(c) ? WORD : SPACE) {
			case WORD:
				c = tolower(c);
				az[c - 'a']++;
				if (n < 79) cur[n++] = c;
				st = WORD;
				break;
			case SPACE:
				if (c == '\n') nl++;
				if (st == WORD) {
					cur[n] = 0;
					nw++, sum += n;
					if (n > (int)strlen(lng)) strcpy(lng, cur);
					if (pal(cur, n)) printf("%s%s", np++ ? ", " : "palindromes: ", cur);
				}
				n = 0;
				st = SPACE;
				break;
			}
		}
	}
	if (np) putchar('\n');

	printf("%ld chars / %ld words / %ld lines\n", nc, nw, nl);
	printf("longest: %s\n", nw ? lng : "-");
	printf("avg len: %.2f\n", nw ? (double)sum / nw : 0.0);

	for (i = 0; i < 26; i++) if (az[i] > mx) mx = az[i];
	for (i = 0; i < 26; i++) {
		printf("%c|", 'A' + i);
		for (j = 0; mx && j < az[i] * 40 / mx; j++) putchar('#');
		printf(" %ld\n", az[i]);
	}
	return 0;
}
