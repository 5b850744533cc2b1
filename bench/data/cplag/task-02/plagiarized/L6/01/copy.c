/*
 * Grade report program
 *
 * Run as:  grades [inputfile]
 * If no input file is given the data is read from standard input.
 * Input format, one pupil per line:
 *     name mark mark mark ...
 */

#include <string.h>
#include <stdlib.h>
#include <stdio.h>

#define MAX_PUPILS 100
#define MAX_MARKS  10
#define NAME_LEN   32
#define BUF_SIZE   256
#define DELIMS     " \t\n"
#define MAX_MARK   100.0
#define NUM_LETTERS 5

/* one record per pupil */
typedef struct pupil
{
    char fullName[NAME_LEN];
    double marks[MAX_MARKS];
    int numMarks;
    double mean;
    char letter;
} Pupil;

Pupil pupils[MAX_PUPILS];
int pupilCount = 0;

static const char gradeChars[] = "ABCDF";
static const double cutoffs[] = { 90, 80, 70, 60 };   /* lower bound for A..D */

/* prototypes */
FILE *openInput(int argc, char *argv[]);
int loadPupils(FILE *input);
int readPupil(char *text, Pupil *p);
char letterFor(double mean);
void rankPupils(void);
void printTable(void);
void printStats(void);


int main(int argc, char *argv[])
{
    FILE *input = openInput(argc, argv);
    if (!input)
        return 1;

    int skipped = loadPupils(input);
    if (input != stdin)
        fclose(input);

    if (pupilCount > 0)
    {
        rankPupils();
        printTable();
        printStats();
        printf("Skipped lines: %d\n", skipped);
        return 0;
    }

    puts("No valid student records.");
    return 0;
}


/* uses the file named on the command line, or stdin if there is none */
FILE *openInput(int argc, char *argv[])
{
    if (argc < 2)
        return stdin;

    FILE *input = fopen(argv[1], "r");
    if (!input)
        fprintf(stderr, "Error: cannot open %s\n", argv[1]);
    return input;
}


/* reads all the lines into the global array, returns how many were bad */
int loadPupils(FILE *input)
{
    char buffer[BUF_SIZE];
    int lineNum = 0;
    int skipped = 0;

    while (1)
    {
        if (!fgets(buffer, sizeof(buffer), input))
            break;
        lineNum += 1;

        /* blank lines and lines starting with # are ignored */
        if (*buffer == '\n' || *buffer == '#')
            continue;

        if (pupilCount == MAX_PUPILS)
        {
            fprintf(stderr, "Too many students, ignoring the rest\n");
            break;
        }

        if (readPupil(buffer, pupils + pupilCount))
        {
            pupilCount += 1;
            continue;
        }
        fprintf(stderr, "Warning: skipping bad line %d\n", lineNum);
        skipped += 1;
    }
    return skipped;
}


/*
 * Splits a line into name + marks and stores it in *p.
 * Return value: 1 = success, 0 = malformed line
 */
int readPupil(char *text, Pupil *p)
{
    double markSum = 0;
    char *word = strtok(text, DELIMS);

    if (!word)
        return 0;

    strncpy(p->fullName, word, NAME_LEN - 1);
    p->fullName[NAME_LEN - 1] = '\0';
    p->numMarks = 0;

    while ((word = strtok(NULL, DELIMS)) != NULL)
    {
        char *rest;
        double mark = strtod(word, &rest);
        if (*rest != '\0' || mark < 0 || mark > MAX_MARK)
            return 0;   /* garbage or out of range */

        if (p->numMarks == MAX_MARKS)
            continue;   /* extra marks are just ignored */

        p->marks[p->numMarks++] = mark;
        markSum += mark;
    }

    if (p->numMarks < 1)
        return 0;

    p->mean = markSum / p->numMarks;
    p->letter = letterFor(p->mean);
    return 1;
}


/* walks down the cutoff table until the mean is high enough */
char letterFor(double mean)
{
    int g = 0;
    while (g < NUM_LETTERS - 1 && mean < cutoffs[g])
        g++;
    return gradeChars[g];
}


/* selection sort, biggest mean to the front */
void rankPupils(void)
{
    for (int a = 0; a < pupilCount - 1; a++)
    {
        int top = a;
        for (int b = a + 1; b < pupilCount; b++)
            if (pupils[b].mean > pupils[top].mean)
                top = b;

        if (top == a)
            continue;
        Pupil tmp = pupils[a];
        pupils[a] = pupils[top];
        pupils[top] = tmp;
    }
}


/* one line per pupil, best first */
void printTable(void)
{
    Pupil *p;
    int rank = 1;

    printf("%-4s %-20s %8s %6s\n", "Rank", "Name", "Average", "Grade");
    puts("----------------------------------------------");
    for (p = pupils; p < pupils + pupilCount; p++)
        printf("%-4d %-20s %8.2f %6c\n", rank++, p->fullName, p->mean, p->letter);
    puts("----------------------------------------------");
}


/* class mean, best, worst and how many of each letter */
void printStats(void)
{
    int tally[NUM_LETTERS] = {0};
    double meanSum = 0;
    double best = pupils[0].mean;
    double worst = pupils[0].mean;
    const Pupil *p;

    for (p = pupils; p != pupils + pupilCount; p++)
    {
        meanSum += p->mean;
        if (p->mean > best)
            best = p->mean;
        else if (p->mean < worst)
            worst = p->mean;
        tally[strchr(gradeChars, p->letter) - gradeChars]++;
    }

    printf("Class average: %.2f\n", meanSum / pupilCount);
    printf("Highest:       %.2f\n", best);
    printf("Lowest:        %.2f\n", worst);

    printf("Grades:");
    for (int a = 0; a < NUM_LETTERS; a++)
        printf("  %c=%d", gradeChars[a], tally[a]);
    putchar('\n');
}
