/* grades.c - prints a grade report. usage: grades [file]  (stdin if no file)
   each line:  name score1 score2 score3 ... */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_STUDENTS 100
#define MAX_SCORES 10
#define LINE_LEN 256

struct student {
    char name[32];
    double scores[MAX_SCORES];
    int count;
    double avg;
    char grade;
};

struct student students[MAX_STUDENTS];
int num_students = 0;

/* turn an average into a letter grade */
char get_grade(double avg)
{
    if (avg >= 90) return 'A';
    else if (avg >= 80) return 'B';
    else if (avg >= 70) return 'C';
    else if (avg >= 60) return 'D';
    return 'F';
}

/* parse one line into s, returns 1 if ok and 0 if the line is bad */
int parse_line(char *line, struct student *s)
{
    char *tok;
    char *end;
    double val;
    double sum = 0;
    tok = strtok(line, " \t\n");
    if (tok == NULL)
        return 0;
    strncpy(s->name, tok, 31);
    s->name[31] = '\0';
    s->count = 0;
    tok = strtok(NULL, " \t\n");
    while (tok != NULL) {
        val = strtod(tok, &end);
        if (*end != '\0' || val < 0 || val > 100) {
            return 0;  // not a valid score
        }
        if (s->count < MAX_SCORES) {
            s->scores[s->count] = val;
            s->count++;
            sum += val;
        }
        tok = strtok(NULL, " \t\n");
    }
    if (s->count == 0)
        return 0;
    s->avg = sum / s->count;
    s->grade = get_grade(s->avg);
    return 1;
}

/* bubble sort, highest average first */
void sort_students(void)
{
    int i, j;
    struct student tmp;
    for (i = 0; i < num_students - 1; i++) {
        for (j = 0; j < num_students - 1 - i; j++) {
            if (students[j].avg < students[j+1].avg) {
                tmp = students[j];
                students[j] = students[j+1];
                students[j+1] = tmp;
            }
        }
    }
}

void print_report(void)
{
    int i;
    int counts[5] = {0, 0, 0, 0, 0};
    char letters[] = "ABCDF";
    double total = 0, highest = 0, lowest = 100;
    printf("%-4s %-20s %8s %6s\n", "Rank", "Name", "Average", "Grade");
    printf("----------------------------------------------\n");
    for (i = 0; i < num_students; i++) {
        printf("%-4d %-20s %8.2f %6c\n", i + 1, students[i].name,
               students[i].avg, students[i].grade);
        total += students[i].avg;
        if (students[i].avg > highest) highest = students[i].avg;
        if (students[i].avg < lowest) lowest = students[i].avg;
        switch (students[i].grade) {
            case 'A': counts[0]++; break;
            case 'B': counts[1]++; break;
            case 'C': counts[2]++; break;
            case 'D': counts[3]++; break;
            default: counts[4]++; break;
        }
    }
    printf("----------------------------------------------\n");
    printf("Class mean: %.2f\n", total / num_students);
    printf("Highest:    %.2f\n", highest);
    printf("Lowest:     %.2f\n", lowest);
    for (i = 0; i < 5; i++)
        printf("  %c: %d\n", letters[i], counts[i]);
}

int main(int argc, char *argv[])
{
    FILE *fp = stdin;
    char line[LINE_LEN];
    int line_no = 0;
    int bad = 0;
    int i;
    if (argc > 1) {
        fp = fopen(argv[1], "r");
        if (fp == NULL) {
            printf("Error: cannot open %s\n", argv[1]);
            return 1;
        }
    }
    while (fgets(line, LINE_LEN, fp) != NULL) {
        line_no++;
        if (line[0] == '\n' || line[0] == '#')
            continue;   /* skip empty lines and comments */
        if (num_students >= MAX_STUDENTS) {
            printf("Too many students, ignoring the rest\n");
            break;
        }
        if (parse_line(line, &students[num_students]))
            num_students++;
        else {
            fprintf(stderr, "Warning: skipping bad line %d\n", line_no);
            bad++;
        }
    }
    if (fp != stdin)
        fclose(fp);
    if (num_students == 0) {
        printf("No valid student records.\n");
        return 0;
    }
    sort_students();
    print_report();
    printf("(%d line(s) skipped)\n", bad);
    return 0;
}
