#include <stdio.h>

// Grades project
// type each student as:  name score score score ...   (whole numbers)
// finish with an empty line or EOF

int main(void)
{
    char name[40][16];
    int total[40], howmany[40];
    double avg[40];
    int count = 0;
    int ch, len, num, innum, badline, done = 0;

    while (!done && count < 40) {
        len = 0;
        ch = getchar();
        if (ch == EOF || ch == '\n') break;
        // name: read letters until a space
        while (ch != ' ' && ch != '\n' && ch != EOF) {
            if (len < 15) name[count][len++] = ch;
            ch = getchar();
        }
        name[count][len] = '\0';
        total[count] = 0;
        howmany[count] = 0;
        num = 0;
        innum = 0;
        badline = 0;
        // scores: build each number digit by digit
        while (ch != '\n' && ch != EOF) {
            ch = getchar();
            if (ch >= '0' && ch <= '9') {
                num = num * 10 + (ch - '0');
                innum = 1;
            } else if (ch == ' ' || ch == '\n' || ch == EOF) {
                if (innum) {
                    if (num > 100) badline = 1;
                    total[count] += num;
                    howmany[count]++;
                }
                num = 0;
                innum = 0;
            } else {
                badline = 1;
            }
        }
        if (ch == EOF) done = 1;
        if (badline || howmany[count] == 0) {
            printf("** line for %s has a mistake, not counted **\n", name[count]);
        } else {
            avg[count] = (double)total[count] / howmany[count];
            count++;
        }
    }

    // bubble sort (swap everything)
    for (int i = 0; i < count; i++) {
        for (int j = 0; j < count - 1; j++) {
            if (avg[j] < avg[j + 1]) {
                double t = avg[j]; avg[j] = avg[j + 1]; avg[j + 1] = t;
                for (int c = 0; c < 16; c++) {
                    char x = name[j][c]; name[j][c] = name[j + 1][c]; name[j + 1][c] = x;
                }
            }
        }
    }

    int gA = 0, gB = 0, gC = 0, gD = 0, gF = 0;
    double sum = 0;
    printf("\nResults\n=======\n");
    for (int i = 0; i < count; i++) {
        char g;
        if (avg[i] >= 90) { g = 'A'; gA++; }
        else if (avg[i] >= 80) { g = 'B'; gB++; }
        else if (avg[i] >= 70) { g = 'C'; gC++; }
        else if (avg[i] >= 60) { g = 'D'; gD++; }
        else { g = 'F'; gF++; }
        printf("%d. %s - %.2f%% - %c\n", i + 1, name[i], avg[i], g);
        sum += avg[i];
    }
    if (count > 0) {
        printf("\nAverage of the class: %.2f%%\n", sum / count);
        printf("Highest: %.2f%%   Lowest: %.2f%%\n", avg[0], avg[count - 1]);
        printf("A: %d (%.0f%%)\n", gA, 100.0 * gA / count);
        printf("B: %d (%.0f%%)\n", gB, 100.0 * gB / count);
        printf("C: %d (%.0f%%)\n", gC, 100.0 * gC / count);
        printf("D: %d (%.0f%%)\n", gD, 100.0 * gD / count);
        printf("F: %d (%.0f%%)\n", gF, 100.0 * gF / count);
    } else {
        printf("No students entered.\n");
    }
    return 0;
}
