// Literal forms in C++17
#include <cstdint>
#include <string>
using namespace std::string_literals;

constexpr auto kMask = 0x1Fu;
constexpr long kBig = 10L;
constexpr unsigned long long kHuge = 0xFFFF'FFFFull;
constexpr float kRate = 1.5f;
constexpr double kTiny = 1e-3, kBigExp = 2.5E+10L;
constexpr int kBin = 0b1010'1010, kMillion = 1'000'000;

const char* raw = R"(C:\path\to "file")";
const char* rawDelim = R"sep(a )" inside)sep";
const char* utf8 = u8"caf\u00e9";
const char16_t* u16 = u"wide";
auto str = "literal"s;
char c = 'x', esc = '\n', q = '\'';
wchar_t w = L'w';
bool flag = true && !false;
int* none = nullptr;

/*
 * Multi-line block comment
 * before the function.
 */
int mix(int a, int b) {
    a <<= 2; b >>= 1;
    return (a <=> b) < 0 ? a ^ b : a % b;
}
