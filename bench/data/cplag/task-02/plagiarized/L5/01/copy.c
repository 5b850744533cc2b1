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

/* grade boundaries */
#define A_CUTOFF 90
#define B_CUTOFF 80
#define C_CUTOFF 70
#define D_CUTOFF 60
#define MAX_MARK 100.0
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

/* prototypes */
FILE *openInput(int argc, char *argv[]);
int loadPupils(FILE *input);
int readPupil(char *text, Pupil *p);
char letterFor(double mean);
void swapPupils(Pupil *x, Pupil *y);
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

    if (!pupilCount)
    {
        puts("No valid student records.");
        return 0;
    }

    rankPupils();
    printTable();
    printStats();
    printf("(%d line(s) skipped)\n", skipped);

    return 0;
}


/* uses the file named on the command line, or stdin if there is none */
FILE *openInput(int argc, char *argv[])
{
    FILE *input = stdin;

    if (argc >= 2)
    {
        input = fopen(argv[1], "r");
        if (!input)
            printf("Error: cannot open %s\n", argv[1]);
    }
    return input;
}


/* reads all the lines into the global array, returns how many were bad */
int loadPupils(FILE *input)
{
    char buffer[BUF_SIZE];
    int lineNum = 0;
    int skipped = 0;

    while (fgets(buffer, sizeof(buffer), input))
    {
        lineNum += 1;

        /* blank lines and lines starting with # are ignored */
        if (*buffer == '\n' || *buffer == '#')
            continue;

        if (pupilCount >= MAX_PUPILS)
        {
            puts("Too many students, ignoring the rest");
            break;
        }

        if (!readPupil(buffer, pupils + pupilCount))
        {
            fprintf(stderr, "Warning: skipping bad line %d\n", lineNum);
            skipped += 1;
        }
        else
            pupilCount += 1;
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
    char *word;

    /* first word is the name */
    word = strtok(text, DELIMS);
    if (!word)
        return 0;

    strncpy(p->fullName, word, NAME_LEN - 1);
    p->fullName[NAME_LEN - 1] = '\0';
    p->numMarks = 0;

    /* remaining words are the marks */
    for (word = strtok(NULL, DELIMS); word; word = strtok(NULL, DELIMS))
    {
        char *rest;
        double mark = strtod(word, &rest);
        if (!(*rest == '\0' && mark >= 0 && mark <= MAX_MARK))
            return 0;   /* garbage or out of range */

        if (p->numMarks < MAX_MARKS)
        {
            *(p->marks + p->numMarks) = mark;
            markSum = markSum + mark;
            p->numMarks += 1;
        }
    }

    if (p->numMarks == 0)
        return 0;

    p->mean = markSum / p->numMarks;
    p->letter = letterFor(p->mean);
    return 1;
}


/* maps a numeric mean to A/B/C/D/F */
char letterFor(double mean)
{
    return mean >= A_CUTOFF ? 'A'
         : mean >= B_CUTOFF ? 'B'
         : mean >= C_CUTOFF ? 'C'
         : mean >= D_CUTOFF ? 'D'
         : 'F';
}


void swapPupils(Pupil *x, Pupil *y)
{
    Pupil swap = *x;
    *x = *y;
    *y = swap;
}


/* sorts the array in descending order of mean (bubble sort) */
void rankPupils(void)
{
    int a = 0;
    while (a < pupilCount - 1)
    {
        Pupil *p = pupils;
        Pupil *last = pupils + (pupilCount - 1 - a);
        while (p < last)
        {
            if ((p + 1)->mean > p->mean)
                swapPupils(p, p + 1);
            p++;
        }
        a += 1;
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
    {
        printf("%-4d %-20s %8.2f %6c\n", rank, p->fullName, p->mean, p->letter);
        rank += 1;
    }

    puts("----------------------------------------------");
}


/* class mean, best, worst and how many of each letter */
void printStats(void)
{
    int tally[NUM_LETTERS] = {0};
    const char *gradeChars = "ABCDF";
    double meanSum = 0;
    double best = 0;
    double worst = MAX_MARK;
    const Pupil *p = pupils;
    const Pupil *end = pupils + pupilCount;

    while (p != end)
    {
        meanSum += p->mean;
        if (p->mean > best)
            best = p->mean;
        if (p->mean < worst)
            worst = p->mean;

        if (p->letter == 'A')
            tally[0] += 1;
        else if (p->letter == 'B')
            tally[1] += 1;
        else if (p->letter == 'C')
            tally[2] += 1;
        else if (p->letter == 'D')
            tally[3] += 1;
        else
            tally[4] += 1;
        p++;
    }

    printf("Class mean: %.2f\n", meanSum / pupilCount);
    printf("Highest:    %.2f\n", best);
    printf("Lowest:     %.2f\n", worst);

    int a = 0;
    while (a < NUM_LETTERS)
    {
        printf("  %c: %d\n", gradeChars[a], tally[a]);
        a = a + 1;
    }
}
