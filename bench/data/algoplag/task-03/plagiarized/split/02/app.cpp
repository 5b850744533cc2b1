#include <iostream>
#include <vector>

#include "sorter.h"

namespace {

bool readInput(std::vector<int>& out) {
    int size = 0;
    std::cout << "Enter the number of elements: ";
    std::cin >> size;
    if (size <= 0) return false;
    out.resize(size);
    std::cout << "Enter the unsorted elements: ";
    for (int& v : out) std::cin >> v;
    return true;
}

void printAll(const std::vector<int>& values) {
    for (int v : values) std::cout << v << " ";
    std::cout << "\n";
}

}  // namespace

int main() {
    std::vector<int> numbers;
    if (!readInput(numbers)) {
        std::cout << "Invalid size.\n";
        return 1;
    }
    sorting::mergeSort(numbers);
    std::cout << "Sorted array: ";
    printAll(numbers);
    return 0;
}
