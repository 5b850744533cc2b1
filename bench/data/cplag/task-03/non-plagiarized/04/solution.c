/*
 * Batch processor for a linked list of integers.
 * Reads commands (FRONT n, SORTED n, DELETE n, FIND n, REVERSE, PRINT),
 * one per line, from the file named on the command line or from stdin.
 * The list starts with a dummy "sentinel" node, so inserting or deleting
 * at the very beginning needs no special case.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Element
{
    int number;
    struct Element *following;
} Element;

/* Allocate an element and link it in directly after 'where'. */
static void link_after(Element *where, int number)
{
    Element *fresh = (Element *) malloc(sizeof(Element));
    if (fresh == NULL)
    {
        fprintf(stderr, "Memory allocation failed\n");
        exit(EXIT_FAILURE);
    }
    fresh->number = number;
    fresh->following = where->following;
    where->following = fresh;
}

/* Carry out one command.  Returns 0 on success, -1 on a bad line. */
static int execute(Element *sentinel, const char *word, int have_number, int number)
{
    Element *walker;
    Element *other;
    int counter;

    if (strcmp(word, "REVERSE") == 0)
    {
        /* Detach the elements and re-attach each one right after the sentinel. */
        walker = sentinel->following;
        sentinel->following = NULL;
        while (walker != NULL)
        {
            other = walker->following;
            walker->following = sentinel->following;
            sentinel->following = walker;
            walker = other;
        }
        return 0;
    }
    if (strcmp(word, "PRINT") == 0)
    {
        counter = 0;
        printf("Contents:");
        for (walker = sentinel->following; walker != NULL; walker = walker->following)
        {
            printf(" %d", walker->number);
            counter = counter + 1;
        }
        printf("\nNumber of elements: %d\n", counter);
        return 0;
    }

    /* Every remaining command needs a number. */
    if (!have_number)
        return -1;

    /* walker stops just before the spot that matters for the command */
    walker = sentinel;
    if (strcmp(word, "FRONT") == 0)
        link_after(sentinel, number);
    else if (strcmp(word, "SORTED") == 0)
    {
        while (walker->following != NULL && walker->following->number < number)
            walker = walker->following;
        link_after(walker, number);
    }
    else if (strcmp(word, "DELETE") == 0 || strcmp(word, "FIND") == 0)
    {
        while (walker->following != NULL && walker->following->number != number)
            walker = walker->following;
        other = walker->following;      /* the match, or NULL */
        if (word[0] == 'F')
            printf("%d is %s\n", number, other != NULL ? "present" : "absent");
        else if (other == NULL)
            printf("Cannot delete %d: not present\n", number);
        else
        {
            walker->following = other->following;
            free(other);
        }
    }
    else
        return -1;
    return 0;
}

int main(int argc, char *argv[])
{
    Element sentinel;
    Element *walker;
    FILE *input;
    char buffer[128], word[32];
    int number, fields, line_no;

    sentinel.following = NULL;
    input = stdin;              /* default when no file name is given */
    if (argc > 1)
    {
        input = fopen(argv[1], "r");
        if (input == NULL)
        {
            fprintf(stderr, "Could not open %s\n", argv[1]);
            return 1;
        }
    }

    line_no = 0;
    while (fgets(buffer, sizeof(buffer), input) != NULL)
    {
        line_no++;
        fields = sscanf(buffer, "%31s %d", word, &number);
        if (fields <= 0 || word[0] == '#')
            continue;   /* empty line or comment */
        if (execute(&sentinel, word, fields == 2, number) != 0)
            fprintf(stderr, "Line %d: cannot understand \"%s\"\n", line_no, word);
    }

    /* Release all elements (the sentinel itself lives on the stack). */
    while (sentinel.following != NULL)
    {
        walker = sentinel.following;
        sentinel.following = walker->following;
        free(walker);
    }
    if (input != stdin) fclose(input);
    return 0;
}
