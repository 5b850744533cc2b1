/******************************************************************
 * Programming 1 - Exercise: classical ciphers
 * Caesar (any whole number), Vigenere (keyword), and a Caesar
 * "brute force" that tries all the shifts on a text.
 ******************************************************************/
#include <stdio.h>
#include <string.h>
#include <ctype.h>

#define TEXT_SIZE 300      /* longest text we accept */
#define KEY_SIZE 60        /* longest keyword we accept */
#define ALPHA_LEN 26       /* letters in the English alphabet */

/* Returns the position of a letter in the alphabet: a/A -> 0 ... z/Z -> 25 */
int letter_index(char letter)
{
    return toupper((unsigned char)letter) - 'A';
}

/* Makes any whole number fit into 0..25 (works for negative numbers too) */
int wrap(int value)
{
    int result = value % ALPHA_LEN;
    if (result < 0)
        result = result + ALPHA_LEN;
    return result;
}

/* Shifts one character. Non-letters are returned as they are. */
char shift_one(char c, int amount)
{
    int new_index;
    if (!isalpha((unsigned char)c))
        return c;
    new_index = wrap(letter_index(c) + amount);
    if (isupper((unsigned char)c))   /* keep the case of the original letter */
        return (char)('A' + new_index);
    return (char)('a' + new_index);
}

/* Caesar: same amount for the whole text */
void caesar(const char *input, char *output, int amount)
{
    int i;
    for (i = 0; input[i] != '\0'; i++)
        output[i] = shift_one(input[i], amount);
    output[i] = '\0';
}

/* Vigenere: the amount comes from the keyword. The keyword only moves
   forward on letters, so spaces and punctuation do not use up key letters.
   direction is +1 to encrypt and -1 to decrypt. */
void vigenere(const char *input, char *output, const char *keyword, int direction)
{
    int i, key_pos = 0, key_length = (int)strlen(keyword);
    for (i = 0; input[i] != '\0'; i++)
    {
        output[i] = shift_one(input[i], direction * letter_index(keyword[key_pos]));
        if (isalpha((unsigned char)input[i]))
            key_pos = (key_pos + 1) % key_length;
    }
    output[i] = '\0';
}

/* A keyword is accepted if it is not empty and has only letters */
int keyword_ok(const char *keyword)
{
    int i;
    for (i = 0; keyword[i] != '\0'; i++)
        if (!isalpha((unsigned char)keyword[i]))
            return 0;
    return i > 0;   /* empty keyword is not ok either */
}

/* Reads one line from the keyboard and removes the newline at the end */
void read_text(char *buffer, int size)
{
    if (fgets(buffer, size, stdin) == NULL)
        buffer[0] = '\0';
    buffer[strcspn(buffer, "\n")] = '\0';
}

int main(void)
{
    char input[TEXT_SIZE], output[TEXT_SIZE], keyword[KEY_SIZE], number_text[32];
    int option = 0, amount = 0, s;
    char extra;

    printf("1 = Caesar encrypt, 2 = Caesar decrypt, 3 = Vigenere encrypt,\n"
           "4 = Vigenere decrypt, 5 = Caesar brute force\nYour option: ");
    read_text(number_text, sizeof(number_text));
    if (sscanf(number_text, "%d", &option) != 1 || option < 1 || option > 5)
    {
        printf("Sorry, the option has to be a number from 1 to 5.\n");
        return 1;
    }

    /* first the key (if the option needs one) */
    if (option == 1 || option == 2)
    {
        printf("Shift (any whole number): ");
        read_text(number_text, sizeof(number_text));
        /* the %c catches junk after the number, like "3abc" */
        if (sscanf(number_text, "%d %c", &amount, &extra) != 1)
        {
            printf("Sorry, \"%s\" is not a whole number.\n", number_text);
            return 1;
        }
    }
    else if (option == 3 || option == 4)
    {
        printf("Keyword: ");
        read_text(keyword, sizeof(keyword));
        if (!keyword_ok(keyword))
        {
            printf("Sorry, the keyword must be letters only (and not empty).\n");
            return 1;
        }
    }

    /* then the text */
    printf("Text: ");
    read_text(input, sizeof(input));
    if (option == 5)   /* print every possible decryption, the user spots the right one */
    {
        for (s = 1; s < ALPHA_LEN; s++)
        {
            caesar(input, output, -s);
            printf("shift %2d: %s\n", s, output);
        }
        return 0;
    }
    if (option <= 2)
        caesar(input, output, option == 1 ? amount : -amount);
    else
        vigenere(input, output, keyword, option == 3 ? +1 : -1);
    printf("Result: %s\n", output);
    return 0;
}
