/*
 * Lab 1: literal types.
 */
#include <stdint.h>

unsigned int mask = 0x1Fu;
long big = 10L;
unsigned long long huge = 18446744073709551615ULL;
float ratio = 1.5f;
double tiny = 1e-3, avogadro = 6.022E+23;
int octal = 0755;
double hexfloat = 0x1.8p3;

const char *greeting = "Hello, \"world\"\n";
const char *joined = "first part, "
                     "second part";
char tab = '\t', quote = '\'', zero = '\0', hexc = '\x41';
wchar_t wide = L'W';
const wchar_t *wstr = L"wide string";

int main(void)
{
    int a = 7, b = 3;
    int r = (a % b) + (a / b) * (a - b) << 1 | (a & b) ^ ~b;
    a += b; a -= 1; a *= 2; a /= 2; a %= 5; a <<= 1; a >>= 1; a &= 3; a |= 4; a ^= 1;
    int c = !a && b || a != b && a >= b && a <= b;
    printf("%u %ld %f %d %c\n", mask, big, ratio + tiny, r + c, tab);
    return 0;
}
