#ifndef CONFIG_H
#define CONFIG_H

/* Longest input line that is read whole. */
#define INPUT_CAPACITY 1000

/* Width after which a line is folded at its last run of blanks. */
#define FOLD_WIDTH 6

#endif
