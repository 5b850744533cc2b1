#include <vector>
#include <iostream>

template <typename T
T largest(const std::vector<T>& v) {
    T best = v[0];
    for (const auto& x : v) {
        if (x > best) best = x;
    return best;
}

int main() {
    std::vector<int> v{1, 2, 3;
    std::cout << "largest: << largest(v) << std::endl;
    auto f = [](int a) { return a * 2;
    int y = f(3) ` 4;
    std::string s = R"(never closed
    return 0;
}
