/*
 * Grade report program
 *
 * Run as:  grades [inputfile]
 * If no input file is given the data is read from standard input.
 * Input format, one pupil per line:
 *     name mark mark mark ...
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_PUPILS 100
#define MAX_MARKS 10
#define BUF_SIZE 256

/* one record per pupil */
struct pupil
{
    char fullName[32];
    double marks[MAX_MARKS];
    int numMarks;
    double mean;
    char letter;
};

struct pupil pupils[MAX_PUPILS];
int pupilCount = 0;


/* maps a numeric mean to A/B/C/D/F */
char letterFor(double mean)
{
    if (mean >= 90)
        return 'A';
    else if (mean >= 80)
        return 'B';
    else if (mean >= 70)
        return 'C';
    else if (mean >= 60)
        return 'D';

    return 'F';
}


/*
 * Splits a line into name + marks and stores it in *p.
 * Return value: 1 = success, 0 = malformed line
 */
int readPupil(char *text, struct pupil *p)
{
    char *word;
    char *rest;
    double mark;
    double markSum = 0;

    /* first word is the name */
    word = strtok(text, " \t\n");
    if (word == NULL)
        return 0;

    strncpy(p->fullName, word, 31);
    p->fullName[31] = '\0';
    p->numMarks = 0;

    /* remaining words are the marks */
    word = strtok(NULL, " \t\n");
    while (word != NULL)
    {
        mark = strtod(word, &rest);
        if (*rest != '\0' || mark < 0 || mark > 100)
        {
            return 0;   /* garbage or out of range */
        }

        if (p->numMarks < MAX_MARKS)
        {
            p->marks[p->numMarks] = mark;
            p->numMarks++;
            markSum += mark;
        }

        word = strtok(NULL, " \t\n");
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
    int a, b;
    struct pupil swap;

    for (a = 0; a < pupilCount - 1; a++)
    {
        for (b = 0; b < pupilCount - 1 - a; b++)
        {
            if (pupils[b].mean < pupils[b+1].mean)
            {
                swap = pupils[b];
                pupils[b] = pupils[b+1];
                pupils[b+1] = swap;
            }
        }
    }
}


/* prints the ranking table followed by the class statistics */
void showReport(void)
{
    int a;
    int tally[5] = {0, 0, 0, 0, 0};
    char gradeChars[] = "ABCDF";
    double meanSum = 0, best = 0, worst = 100;

    printf("%-4s %-20s %8s %6s\n", "Rank", "Name", "Average", "Grade");
    printf("----------------------------------------------\n");

    for (a = 0; a < pupilCount; a++)
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

    for (a = 0; a < 5; a++)
        printf("  %c: %d\n", gradeChars[a], tally[a]);
}


int main(int argc, char *argv[])
{
    FILE *input = stdin;
    char buffer[BUF_SIZE];
    int lineNum = 0;
    int skipped = 0;
    int k;

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
