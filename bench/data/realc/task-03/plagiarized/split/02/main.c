#include "range.h"
#include "text_io.h"

int main(void) {
    char input[TEXT_CAPACITY];
    char output[TEXT_CAPACITY];

    text_read_all(input, TEXT_CAPACITY);
    range_expand(input, output, TEXT_CAPACITY);
    text_print(output);
    return 0;
}
