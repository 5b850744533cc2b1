/* report.c - class grade report.  Input file (named on the command line):
 *   first line N = number of students, then N records "name k s1 s2 ... sk".
 * A record whose scores cannot be read is reported and dropped. */
#include <stdio.h>
#include <stdlib.h>

#define NAME_SIZE 30
#define LIMIT     500

/* one student's result */
typedef struct
{
    char   name[NAME_SIZE];
    double average;
    char   letter;
} Result;

/* summary numbers for the class */
typedef struct
{
    double mean, high, low;
    int    tally[5];   /* A, B, C, D, F */
} Summary;

/* average -> letter */
char to_letter(double average)
{
    if (average >= 90.0) return 'A';
    if (average >= 80.0) return 'B';
    if (average >= 70.0) return 'C';
    if (average >= 60.0) return 'D';
    return 'F';
}

/* merge a[lo..mid] and a[mid+1..hi], both sorted high to low */
void merge(Result a[], Result tmp[], int lo, int mid, int hi)
{
    int i = lo, j = mid + 1, k = lo;
    while (i <= mid && j <= hi)
        tmp[k++] = (a[i].average >= a[j].average) ? a[i++] : a[j++];
    while (i <= mid)
        tmp[k++] = a[i++];
    while (j <= hi)
        tmp[k++] = a[j++];
    for (k = lo; k <= hi; k++)
        a[k] = tmp[k];
}

/* recursive merge sort */
void merge_sort(Result a[], Result tmp[], int lo, int hi)
{
    int mid = (lo + hi) / 2;

    if (lo >= hi)
        return;
    merge_sort(a, tmp, lo, mid);
    merge_sort(a, tmp, mid + 1, hi);
    merge(a, tmp, lo, mid, hi);
}

/* reads one record, returns 1 if it was read correctly */
int read_record(FILE *in, Result *r)
{
    int k, i;
    double score, total = 0.0;
    if (fscanf(in, "%29s %d", r->name, &k) != 2 || k <= 0)
        return 0;
    for (i = 0; i < k; i++)
    {
        if (fscanf(in, "%lf", &score) != 1 || score < 0.0 || score > 100.0)
            return 0;
        total += score;
    }
    r->average = total / k;
    r->letter = to_letter(r->average);
    return 1;
}

/* class summary; the array must already be sorted */
Summary summarise(Result a[], int n)
{
    Summary s = { 0.0, 0.0, 0.0, { 0, 0, 0, 0, 0 } };
    int i;
    for (i = 0; i < n; i++)
    {
        s.mean += a[i].average;
        s.tally[a[i].letter == 'F' ? 4 : a[i].letter - 'A']++;
    }
    s.mean /= n;
    s.high = a[0].average;
    s.low = a[n - 1].average;
    return s;
}

int main(int argc, char *argv[])
{
    static Result results[LIMIT], scratch[LIMIT];
    FILE *in;
    Summary s;
    int expected, count = 0, i, c;
    if (argc < 2 || (in = fopen(argv[1], "r")) == NULL)
    {
        fprintf(stderr, "Usage: %s datafile (file must exist)\n", argv[0]);
        return EXIT_FAILURE;
    }
    if (fscanf(in, "%d", &expected) != 1 || expected < 1 || expected > LIMIT)
    {
        fprintf(stderr, "First line must be the number of students (1-%d)\n", LIMIT);
        fclose(in);
        return EXIT_FAILURE;
    }
    for (i = 0; i < expected; i++)
    {
        if (read_record(in, &results[count]))
        {
            count++;
            continue;
        }
        fprintf(stderr, "Record %d is malformed and was skipped\n", i + 1);
        while ((c = fgetc(in)) != '\n' && c != EOF) ;   /* skip to next line */
        if (c == EOF)
            break;
    }
    fclose(in);
    if (count == 0)
    {
        printf("No usable records.\n");
        return EXIT_SUCCESS;
    }
    merge_sort(results, scratch, 0, count - 1);
    s = summarise(results, count);
    printf("RANK  STUDENT                         AVERAGE  LETTER\n");
    for (i = 0; i < count; i++)
        printf("%4d  %-30s  %7.2f  %c\n", i + 1, results[i].name,
               results[i].average, results[i].letter);
    printf("\nClass mean    %7.2f\nHighest       %7.2f\nLowest        %7.2f\n"
           "Distribution  A:%d B:%d C:%d D:%d F:%d\n", s.mean, s.high, s.low,
           s.tally[0], s.tally[1], s.tally[2], s.tally[3], s.tally[4]);
    return EXIT_SUCCESS;
}
