#include <stdio.h>

#define SLOTS 100

static int counts[SLOTS];
static int used_slots = 0;
static int peak = 0;

static int is_separator(int ch)
{
    return ch == ' ' || ch == '\t' || ch == '\n';
}

static void record_word(int length)
{
    int slot = length - 1;

    counts[slot]++;
    if (counts[slot] > peak)
        peak = counts[slot];
    if (slot + 1 > used_slots)
        used_slots = slot + 1;
}

static void print_horizontal(void)
{
    int slot, n;

    printf("Horizontal Histogram\n--------------------\n");
    for (slot = 0; slot < used_slots; slot++) {
        printf("%3d: \t", slot + 1);
        for (n = counts[slot]; n > 0; n--)
            putchar('#');
        putchar('\n');
    }
}

static void print_vertical(void)
{
    int level, slot;

    printf("Vertical Histogram\n------------------\n");
    for (level = peak; level > 0; level--) {
        for (slot = 0; slot < used_slots; slot++)
            printf(counts[slot] >= level ? "## " : "   ");
        putchar('\n');
    }
    for (slot = 0; slot < used_slots; slot++)
        printf("%2d ", slot + 1);
    putchar('\n');
}

int main(void)
{
    int ch;
    int length = 0;

    do {
        ch = getchar();
        if (ch == EOF || is_separator(ch)) {
            if (length > 0)
                record_word(length);
            length = 0;
        } else {
            length++;
        }
    } while (ch != EOF);

    putchar('\n');
    print_horizontal();
    putchar('\n');
    print_vertical();
    return 0;
}
