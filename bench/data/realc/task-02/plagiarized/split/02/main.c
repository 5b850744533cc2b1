#include <stdio.h>
#include "hex.h"
#include "input.h"

int main(void) {
    char text[INPUT_CAPACITY];

    input_read_line(text, INPUT_CAPACITY);
    printf("%d", hex_to_int(text));
    return 0;
}
