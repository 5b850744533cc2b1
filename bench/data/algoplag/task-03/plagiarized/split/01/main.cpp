#include <iostream>

#include "merge_sort.h"

int main() {
    int size;
    std::cout << "Enter the number of elements: ";
    std::cin >> size;

    if (size <= 0) {
        std::cout << "Invalid size.\n";
        return 1;
    }

    int *arr = new int[size];
    std::cout << "Enter the unsorted elements: ";
    for (int i = 0; i < size; ++i) {
        std::cin >> arr[i];
    }

    mergeSort(arr, 0, size - 1);
    std::cout << "Sorted array: ";
    show(arr, size);
    delete[] arr;
    return 0;
}
