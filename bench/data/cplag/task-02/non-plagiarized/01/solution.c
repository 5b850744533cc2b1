#include <stdio.h>
#include <string.h>

/* lab 6 grade program
   input: name and 3 scores on each line, like
   Mike 80 90 75
   press ctrl-D when done */

int main()
{
    char names[50][20];
    int s1[50], s2[50], s3[50];
    float average[50];
    char letter[50];
    int n = 0;
    int r, i, j, c;
    char tmpname[20];
    float tmpavg;
    char tmpletter;
    float sum = 0, best, worst;
    int a = 0, b = 0, cc = 0, d = 0, f = 0;

    printf("Enter name and 3 scores (Ctrl-D to stop):\n");
    while (n < 50) {
        r = scanf("%19s %d %d %d", names[n], &s1[n], &s2[n], &s3[n]);
        if (r == EOF)
            break;
        if (r != 4) {
            printf("Bad input, line ignored\n");
            /* throw away rest of the line */
            while ((c = getchar()) != '\n' && c != EOF)
                ;
            continue;
        }
        average[n] = (s1[n] + s2[n] + s3[n]) / 3.0;
        if (average[n] >= 90)
            letter[n] = 'A';
        else if (average[n] >= 80)
            letter[n] = 'B';
        else if (average[n] >= 70)
            letter[n] = 'C';
        else if (average[n] >= 60)
            letter[n] = 'D';
        else
            letter[n] = 'F';
        n++;
    }

    if (n == 0) {
        printf("no students\n");
        return 0;
    }

    /* sort with selection sort */
    for (i = 0; i < n; i++) {
        for (j = i + 1; j < n; j++) {
            if (average[j] > average[i]) {
                tmpavg = average[i];
                average[i] = average[j];
                average[j] = tmpavg;
                strcpy(tmpname, names[i]);
                strcpy(names[i], names[j]);
                strcpy(names[j], tmpname);
                tmpletter = letter[i];
                letter[i] = letter[j];
                letter[j] = tmpletter;
            }
        }
    }

    printf("\nNAME                AVG    GRADE\n");
    best = average[0];
    worst = average[0];
    for (i = 0; i < n; i++) {
        printf("%-20s%-7.1f%c\n", names[i], average[i], letter[i]);
        sum = sum + average[i];
        if (average[i] > best) best = average[i];
        if (average[i] < worst) worst = average[i];
        if (letter[i] == 'A') a++;
        if (letter[i] == 'B') b++;
        if (letter[i] == 'C') cc++;
        if (letter[i] == 'D') d++;
        if (letter[i] == 'F') f++;
    }

    printf("\nclass average = %.1f\n", sum / n);
    printf("best = %.1f\n", best);
    printf("worst = %.1f\n", worst);
    printf("A's: %d  B's: %d  C's: %d  D's: %d  F's: %d\n", a, b, cc, d, f);
    return 0;
}
