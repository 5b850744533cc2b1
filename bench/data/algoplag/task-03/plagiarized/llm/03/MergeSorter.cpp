/*
 * MergeSorter.cpp - class based merge sort over std::vector<int>.
 */
#include <iostream>
#include <stdexcept>
#include <vector>

class MergeSorter {
public:
    explicit MergeSorter(std::vector<int> data) : data_(std::move(data)) {}

    const std::vector<int>& sorted() {
        if (!data_.empty()) {
            sortPart(0, static_cast<int>(data_.size()) - 1);
        }
        return data_;
    }

private:
    std::vector<int> data_;

    void mergeParts(int l, int m, int r) {
        std::vector<int> L(data_.begin() + l, data_.begin() + m + 1);
        std::vector<int> R(data_.begin() + m + 1, data_.begin() + r + 1);
        auto li = L.begin();
        auto ri = R.begin();
        auto out = data_.begin() + l;
        while (li != L.end() && ri != R.end()) {
            if (*li <= *ri) {
                *out++ = *li++;
            } else {
                *out++ = *ri++;
            }
        }
        while (li != L.end()) *out++ = *li++;
        while (ri != R.end()) *out++ = *ri++;
    }

    void sortPart(int l, int r) {
        if (l < r) {
            int m = l + (r - l) / 2;
            sortPart(l, m);
            sortPart(m + 1, r);
            mergeParts(l, m, r);
        }
    }
};

static std::vector<int> readNumbers() {
    int size = 0;
    std::cout << "Enter the number of elements: ";
    std::cin >> size;
    if (size <= 0) {
        throw std::invalid_argument("Invalid size.");
    }
    std::vector<int> values(size);
    std::cout << "Enter the unsorted elements: ";
    for (auto& v : values) std::cin >> v;
    return values;
}

int main() {
    std::vector<int> input;
    try {
        input = readNumbers();
    } catch (const std::invalid_argument& e) {
        std::cout << e.what() << "\n";
        return 1;
    }
    MergeSorter sorter(input);
    std::cout << "Sorted array: ";
    for (int v : sorter.sorted()) std::cout << v << " ";
    std::cout << "\n";
    return 0;
}
