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


/* maps a numeric mean to A/B/C/D/F */
char letterFor(double mean)
{
    if (mean >= A_CUTOFF)
        return 'A';
    else if (mean >= B_CUTOFF)
        return 'B';
    else if (mean >= C_CUTOFF)
        return 'C';
    else if (mean >= D_CUTOFF)
        return 'D';

    return 'F';
}


/*
 * Splits a line into name + marks and stores it in *p.
 * Return value: 1 = success, 0 = malformed line
 */
int readPupil(char *text, Pupil *p)
{
    double markSum = 0;

    /* first word is the name */
    char *word = strtok(text, DELIMS);
    if (word == NULL)
        return 0;

    strncpy(p->fullName, word, NAME_LEN - 1);
    p->fullName[NAME_LEN - 1] = '\0';
    p->numMarks = 0;

    /* remaining words are the marks */
    word = strtok(NULL, DELIMS);
    while (word != NULL)
    {
        char *rest;
        double mark = strtod(word, &rest);
        if (*rest != '\0' || mark < 0 || mark > MAX_MARK)
        {
            return 0;   /* garbage or out of range */
        }

        if (p->numMarks < MAX_MARKS)
        {
            p->marks[p->numMarks] = mark;
            p->numMarks++;
            markSum += mark;
        }

        word = strtok(NULL, DELIMS);
    }

    if (p->numMarks == 0)
        return 0;

    p->mean = markSum / p->numMarks;
    p->letter = letterFor(p->mean);
    return 1;
}


/* sorts the array in descending order of mean (bubble sort) */
void rankPupils(void)
{
    for (int a = 0; a < pupilCount - 1; a++)
    {
        for (int b = 0; b < pupilCount - 1 - a; b++)
        {
            if (pupils[b].mean < pupils[b+1].mean)
            {
                Pupil swap = pupils[b];
                pupils[b] = pupils[b+1];
                pupils[b+1] = swap;
            }
        }
    }
}


/* prints the ranking table followed by the class statistics */
void showReport(void)
{
    int tally[NUM_LETTERS] = {0};
    const char gradeChars[] = "ABCDF";
    double meanSum = 0;
    double best = 0;
    double worst = MAX_MARK;

    printf("%-4s %-20s %8s %6s\n", "Rank", "Name", "Average", "Grade");
    printf("----------------------------------------------\n");

    for (int a = 0; a < pupilCount; a++)
    {
        printf("%-4d %-20s %8.2f %6c\n", a + 1, pupils[a].fullName,
               pupils[a].mean, pupils[a].letter);

        meanSum += pupils[a].mean;
        if (pupils[a].mean > best)
            best = pupils[a].mean;
        if (pupils[a].mean < worst)
            worst = pupils[a].mean;

        /* tally the letter grades */
        switch (pupils[a].letter)
        {
            case 'A': tally[0]++; break;
            case 'B': tally[1]++; break;
            case 'C': tally[2]++; break;
            case 'D': tally[3]++; break;
            default:  tally[4]++; break;
        }
    }

    printf("----------------------------------------------\n");
    printf("Class mean: %.2f\n", meanSum / pupilCount);
    printf("Highest:    %.2f\n", best);
    printf("Lowest:     %.2f\n", worst);

    for (int a = 0; a < NUM_LETTERS; a++)
        printf("  %c: %d\n", gradeChars[a], tally[a]);
}


int main(int argc, char *argv[])
{
    FILE *input = stdin;

    /* optional file name on the command line */
    if (argc > 1)
    {
        input = fopen(argv[1], "r");
        if (input == NULL)
        {
            printf("Error: cannot open %s\n", argv[1]);
            return 1;
        }
    }

    char buffer[BUF_SIZE];
    int lineNum = 0;
    int skipped = 0;

    while (fgets(buffer, BUF_SIZE, input) != NULL)
    {
        lineNum++;

        /* blank lines and lines starting with # are ignored */
        if (buffer[0] == '\n' || buffer[0] == '#')
            continue;

        if (pupilCount >= MAX_PUPILS)
        {
            printf("Too many students, ignoring the rest\n");
            break;
        }

        if (readPupil(buffer, &pupils[pupilCount]))
            pupilCount++;
        else
        {
            fprintf(stderr, "Warning: skipping bad line %d\n", lineNum);
            skipped++;
        }
    }

    if (input != stdin)
        fclose(input);

    if (pupilCount == 0)
    {
        printf("No valid student records.\n");
        return 0;
    }

    rankPupils();
    showReport();
    printf("(%d line(s) skipped)\n", skipped);

    return 0;
}
