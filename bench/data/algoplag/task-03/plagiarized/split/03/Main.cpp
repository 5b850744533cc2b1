#include <iostream>
#include <memory>

#include "MergeSort.hpp"

static void show(const int *arr, int size) {
    for (int i = 0; i < size; i++) std::cout << arr[i] << " ";
    std::cout << "\n";
}

int main() {
    std::unique_ptr<SortAlgorithm> algorithm(new MergeSort());
    int size;
    std::cout << "Enter the number of elements: ";
    std::cin >> size;
    if (size <= 0) {
        std::cout << "Invalid size.\n";
        return 1;
    }
    int *arr = new int[size];
    std::cout << "Enter the unsorted elements: ";
    for (int i = 0; i < size; ++i) std::cin >> arr[i];
    algorithm->sort(arr, size);
    std::cout << "Sorted array (" << algorithm->name() << "): ";
    show(arr, size);
    delete[] arr;
    return 0;
}
