/* grades: usage  grades [-d] [-f file]
   -d  drop each student's lowest score (needs >= 2 scores)
   fields may be separated by spaces, tabs or commas */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 256
#define K 16

char nm[N][24];
double av[N];
int ix[N], n;

static const int cut[] = {90, 80, 70, 60, 0};
static const char *let = "ABCDF";

int grade(double a) { int g = 0; while (a < cut[g]) g++; return g; }

int main(int argc, char **argv)
{
	FILE *fp = stdin;
	int drop = 0, bad = 0, ln = 0, i, j, gap, hist[5] = {0};
	char buf[512], *t, *e;
	double sc[K], sum, lo, tot = 0;

	for (i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "-d")) drop = 1;
		else if (!strcmp(argv[i], "-f") && i + 1 < argc) {
			if (!(fp = fopen(argv[++i], "r"))) { perror(argv[i]); return 1; }
		} else { fprintf(stderr, "usage: %s [-d] [-f file]\n", argv[0]); return 1; }
	}

	while (n < N && fgets(buf, sizeof buf, fp)) {
		int k = 0, ok = 1;
		ln++;
		if (!(t = strtok(buf, " \t,\r\n"))) continue;
		strncpy(nm[n], t, 23);
		while ((t = strtok(NULL, " \t,\r\n")) && k < K) {
			sc[k] = strtod(t, &e);
			if (*e || sc[k] < 0 || sc[k] > 100) { ok = 0; break; }
			k++;
		}
		if (!ok || k == 0 || (drop && k < 2)) {
			fprintf(stderr, "%d: skipped\n", ln);
			bad++;
			continue;
		}
		for (sum = 0, lo = sc[0], j = 0; j < k; j++) {
			sum += sc[j];
			if (sc[j] < lo) lo = sc[j];
		}
		av[n] = drop ? (sum - lo) / (k - 1) : sum / k;
		ix[n] = n;
		n++;
	}
	if (fp != stdin) fclose(fp);
	if (!n) { puts("empty"); return 1; }

	/* shell sort of the index array, descending */
	for (gap = n / 2; gap > 0; gap /= 2)
		for (i = gap; i < n; i++)
			for (j = i; j >= gap && av[ix[j - gap]] < av[ix[j]]; j -= gap) {
				int tmp = ix[j]; ix[j] = ix[j - gap]; ix[j - gap] = tmp;
			}

	for (i = 0; i < n; i++) {
		int g = grade(av[ix[i]]);
		hist[g]++;
		tot += av[ix[i]];
		printf("%s\t%.1f\t%c\n", nm[ix[i]], av[ix[i]], let[g]);
	}
	printf("\nn=%d mean=%.1f max=%.1f min=%.1f bad=%d%s\n", n, tot / n,
	       av[ix[0]], av[ix[n - 1]], bad, drop ? " (lowest dropped)" : "");
	for (i = 0; i < 5; i++) {
		printf("%c %3d ", let[i], hist[i]);
		for (j = 0; j < hist[i]; j++) putchar('*');
		putchar('\n');
	}
	return 0;
}
