#include <stdio.h>
#include <string.h>
#include <ctype.h>

#define MAX_LINES 500
#define LINE_LEN 256

char text[MAX_LINES][LINE_LEN];
int line_total = 0;

int load(const char *name)
{
	FILE *f = fopen(name, "r");
	if (f == NULL)
		return 0;
	while (line_total < MAX_LINES && fgets(text[line_total], LINE_LEN, f))
		line_total++;
	fclose(f);
	return 1;
}

/* calls fn for every word in the loaded text */
void each_word(void (*fn)(const char *, int))
{
	char buf[LINE_LEN];
	int r, p, n;
	for (r = 0; r < line_total; r++) {
		p = 0;
		while (text[r][p]) {
			n = 0;
			while (isalpha((unsigned char)text[r][p]))
				buf[n++] = text[r][p++];
			if (n > 0) {
				buf[n] = '\0';
				fn(buf, n);
			} else {
				p++;
			}
		}
	}
}

int word_cnt, len_sum, best_len;
char best[LINE_LEN];

void count_word(const char *w, int n)
{
	word_cnt++;
	len_sum += n;
	if (n > best_len) {
		best_len = n;
		strcpy(best, w);
	}
}

int pal(const char *w, int a, int b)
{
	if (a >= b)
		return 1;
	if (tolower((unsigned char)w[a]) != tolower((unsigned char)w[b]))
		return 0;
	return pal(w, a + 1, b - 1);
}

void show_if_pal(const char *w, int n)
{
	if (n > 2 && pal(w, 0, n - 1))
		printf("   %s\n", w);
}

void option_counts(void)
{
	int r, chars = 0;
	for (r = 0; r < line_total; r++)
		chars += strlen(text[r]);
	word_cnt = len_sum = best_len = 0;
	each_word(count_word);
	printf("Lines: %d  Words: %d  Characters: %d\n", line_total, word_cnt, chars);
	if (word_cnt)
		printf("Longest: \"%s\"  Average length: %.1f\n", best, (float)len_sum / word_cnt);
}

void option_letters(void)
{
	int f[26] = {0}, r, p, k;
	for (r = 0; r < line_total; r++)
		for (p = 0; text[r][p]; p++)
			if (isalpha((unsigned char)text[r][p]))
				f[tolower((unsigned char)text[r][p]) - 'a']++;
	for (k = 0; k < 26; k++) {
		printf("%c%5d", 'A' + k, f[k]);
		printf(k % 6 == 5 ? "\n" : "   ");
	}
	printf("\n");
}

int main(int argc, char *argv[])
{
	int choice = -1;

	if (argc < 2) {
		printf("usage: %s textfile\n", argv[0]);
		return 1;
	}
	if (!load(argv[1])) {
		printf("could not read %s\n", argv[1]);
		return 1;
	}
	printf("Loaded %d lines from %s\n", line_total, argv[1]);

	while (choice != 0) {
		printf("\n1) counts  2) letter frequencies  3) palindromes  0) quit\n> ");
		if (scanf("%d", &choice) != 1)
			break;
		switch (choice) {
		case 1: option_counts(); break;
		case 2: option_letters(); break;
		case 3: printf("Palindromes:\n"); each_word(show_if_pal); break;
		case 0: printf("bye\n"); break;
		default: printf("unknown option\n");
		}
	}
	return 0;
}
