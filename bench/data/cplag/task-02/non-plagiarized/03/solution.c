// Student Grade Manager - menu driven: add students by hand or load them
// from a text file, then show the report.  File format: Name n s1 s2 ... sn
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CAPACITY 200
#define NSCORES 8

typedef struct {
    char name[40];
    int nscores;
    float score[NSCORES];
    float avg;
} Student;

Student roster[CAPACITY];
int roster_size = 0;

char grade_of(float avg) {
    if (avg < 60) return 'F';
    if (avg < 70) return 'D';
    if (avg < 80) return 'C';
    if (avg < 90) return 'B';
    return 'A';
}

void finish_student(Student *s) {
    float total = 0;
    for (int i = 0; i < s->nscores; i++) total += s->score[i];
    s->avg = total / s->nscores;
}

// read one line from the keyboard, strip newline
void get_line(char *buf, int size) {
    if (fgets(buf, size, stdin) == NULL) { buf[0] = 0; return; }
    buf[strcspn(buf, "\n")] = 0;
}

void add_by_hand(void) {
    char buf[100];
    Student s;
    if (roster_size == CAPACITY) { printf("Roster is full!\n"); return; }
    printf("Student name: ");
    get_line(s.name, sizeof s.name);
    if (strlen(s.name) == 0) { printf("Name can't be empty.\n"); return; }
    printf("How many scores (1-%d)? ", NSCORES);
    get_line(buf, sizeof buf);
    s.nscores = atoi(buf);
    if (s.nscores < 1 || s.nscores > NSCORES) { printf("Invalid number.\n"); return; }
    for (int i = 0; i < s.nscores; i++) {
        printf("  score %d: ", i + 1);
        get_line(buf, sizeof buf);
        if (sscanf(buf, "%f", &s.score[i]) != 1 || s.score[i] < 0 || s.score[i] > 100) {
            printf("  please type a number between 0 and 100\n");
            i--;   // ask again
        }
    }
    finish_student(&s);
    roster[roster_size++] = s;
    printf("Added %s (average %.1f)\n", s.name, s.avg);
}

void load_file(void) {
    char fname[100], line[256];
    int added = 0, rejected = 0;
    printf("File name: ");
    get_line(fname, sizeof fname);
    FILE *f = fopen(fname, "r");
    if (!f) { printf("Could not open '%s'\n", fname); return; }
    while (fgets(line, sizeof line, f) && roster_size < CAPACITY) {
        Student s;
        int pos, used, ok = 1;
        if (sscanf(line, "%39s %d%n", s.name, &s.nscores, &pos) != 2
            || s.nscores < 1 || s.nscores > NSCORES) {
            rejected++;
            continue;
        }
        for (int i = 0; i < s.nscores && ok; i++) {
            if (sscanf(line + pos, "%f%n", &s.score[i], &used) != 1
                || s.score[i] < 0 || s.score[i] > 100)
                ok = 0;
            pos += used;
        }
        if (!ok) { rejected++; continue; }
        finish_student(&s);
        roster[roster_size++] = s;
        added++;
    }
    fclose(f);
    printf("%d student(s) loaded, %d line(s) rejected\n", added, rejected);
}

void show_report(void) {
    Student *order[CAPACITY];
    int count[5] = {0};
    const char *letters = "ABCDF";
    float sum = 0;

    if (roster_size == 0) { printf("Nothing to report yet.\n"); return; }
    // insertion sort of pointers so the roster itself keeps input order
    for (int i = 0; i < roster_size; i++) {
        int j = i;
        while (j > 0 && order[j - 1]->avg < roster[i].avg) {
            order[j] = order[j - 1];
            j--;
        }
        order[j] = &roster[i];
    }
    printf("\n=== GRADE REPORT ===\n");
    for (int i = 0; i < roster_size; i++) {
        char g = grade_of(order[i]->avg);
        printf("%2d) %-25s %5.1f  [%c]\n", i + 1, order[i]->name, order[i]->avg, g);
        count[strchr(letters, g) - letters]++;
        sum += order[i]->avg;
    }
    printf("--------------------\n");
    printf("Class average : %.2f\n", sum / roster_size);
    printf("Top average   : %.2f\n", order[0]->avg);
    printf("Bottom average: %.2f\n", order[roster_size - 1]->avg);
    for (int k = 0; k < 5; k++) printf("%c = %d\n", letters[k], count[k]);
}

int main(void) {
    char choice[10];
    for (;;) {
        printf("\n1) add student  2) load file  3) report  0) quit\n> ");
        get_line(choice, sizeof choice);
        if (feof(stdin) || choice[0] == '0') break;
        switch (choice[0]) {
        case '1': add_by_hand(); break;
        case '2': load_file(); break;
        case '3': show_report(); break;
        default: printf("Unknown option\n");
        }
    }
    printf("Bye.\n");
    return 0;
}
