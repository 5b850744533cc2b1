// Encrypt/decrypt a whole file.
// Usage: ./crypt [-d] caesar:N|vigenere:WORD infile outfile
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include <ctype.h>

int shifts[256];
int nshifts = 0;

int setup_key(const char *spec)
{
	const char *colon = strchr(spec, ':');
	if (colon == NULL) return 0;
	const char *val = colon + 1;
	size_t namelen = colon - spec;

	if (namelen == 6 && strncmp(spec, "caesar", 6) == 0) {
		char *end;
		long n = strtol(val, &end, 10);
		if (*val == '\0' || *end != '\0' || n < 0 || n > 25) {
			fprintf(stderr, "caesar key must be a number 0..25, got \"%s\"\n", val);
			return 0;
		}
		shifts[0] = (int)n;
		nshifts = 1;
		return 1;
	}
	if (namelen == 8 && strncmp(spec, "vigenere", 8) == 0) {
		size_t len = strlen(val);
		if (len == 0 || len > 255) {
			fprintf(stderr, "vigenere key must have 1..255 letters\n");
			return 0;
		}
		for (size_t i = 0; i < len; i++) {
			if (!isalpha((unsigned char)val[i])) {
				fprintf(stderr, "vigenere key has a non-letter: '%c'\n", val[i]);
				return 0;
			}
			shifts[i] = toupper((unsigned char)val[i]) - 'A';
		}
		nshifts = (int)len;
		return 1;
	}
	fprintf(stderr, "unknown cipher in \"%s\"\n", spec);
	return 0;
}

int main(int argc, char *argv[])
{
	int decrypt = 0;
	int a = 1;

	if (argc > 1 && strcmp(argv[1], "-d") == 0) {
		decrypt = 1;
		a++;
	}
	if (argc - a != 3) {
		fprintf(stderr, "Usage: %s [-d] caesar:N|vigenere:WORD infile outfile\n", argv[0]);
		return 1;
	}
	if (!setup_key(argv[a]))
		return 1;

	FILE *in = fopen(argv[a + 1], "r");
	if (!in) {
		perror(argv[a + 1]);
		return 1;
	}
	FILE *out = fopen(argv[a + 2], "w");
	if (!out) {
		perror(argv[a + 2]);
		fclose(in);
		return 1;
	}

	int c, k = 0;
	long letters = 0;
	while ((c = fgetc(in)) != EOF) {
		if (isupper(c) || islower(c)) {
			int first = isupper(c) ? 'A' : 'a';
			int s = decrypt ? 26 - shifts[k] : shifts[k];
			c = first + (c - first + s) % 26;
			k = (k + 1) % nshifts;
			letters++;
		}
		fputc(c, out);
	}
	fclose(in);
	fclose(out);
	printf("%s %ld letters from %s into %s\n", decrypt ? "decrypted" : "encrypted",
	       letters, argv[a + 1], argv[a + 2]);
	return 0;
}
