/**
 *  \file
 *  \brief Merge Sort implementation with some extra bookkeeping
 *
 *  Merge Sort is a divide and conquer algorithm with O(n log n) time
 *  complexity in the best, average and worst case.
 */
#include <chrono>
#include <iostream>
#include <vector>

static int recursionDepth = 0;
static int maxDepth = 0;

/**
 * merges arr[l..m] and arr[m+1..r], which must both be sorted
 */
void merge(int *arr, int l, int m, int r) {
    if (l > m || m >= r) {
        return;  // nothing to merge
    }
    int n1 = m - l + 1;
    int n2 = r - m;
    int total = n1 + n2;

    std::vector<int> L(n1), R(n2);

    for (int i = 0; i < n1; i++) L[i] = arr[l + i];
    for (int j = 0; j < n2; j++) R[j] = arr[m + 1 + j];

    int i = 0, j = 0, k = l;
    int moves = 0;

    while (i < n1 && j < n2) {
        if (L[i] <= R[j]) {
            arr[k] = L[i];
            i++;
        } else {
            arr[k] = R[j];
            j++;
        }
        k++;
        moves++;
    }

    while (i < n1) {
        arr[k] = L[i];
        i++;
        k++;
        moves++;
    }

    while (j < n2) {
        arr[k] = R[j];
        j++;
        k++;
        moves++;
    }
    if (moves != total) {
        std::cerr << "merge: lost elements\n";
    }
}

/**
 * sorts arr[l..r]
 */
void mergeSort(int *arr, int l, int r) {
    recursionDepth++;
    if (recursionDepth > maxDepth) maxDepth = recursionDepth;
    if (l < r) {
        int m = l + (r - l) / 2;
        mergeSort(arr, l, m);
        mergeSort(arr, m + 1, r);
        merge(arr, l, m, r);
    }
    recursionDepth--;
}

void show(int *arr, int size) {
    for (int i = 0; i < size; i++) std::cout << arr[i] << " ";
    std::cout << "\n";
}

int main() {
    int size;
    std::cout << "Enter the number of elements: ";
    std::cin >> size;

    if (size <= 0 || size > 1000000) {
        std::cout << "Invalid size.\n";
        return 1;
    }

    int *arr = new int[size];
    std::cout << "Enter the unsorted elements: ";
    for (int i = 0; i < size; ++i) {
        std::cin >> arr[i];
    }

    auto start = std::chrono::steady_clock::now();
    mergeSort(arr, 0, size - 1);
    auto stop = std::chrono::steady_clock::now();
    std::cout << "Sorted array: ";
    show(arr, size);
    std::cout << "depth " << maxDepth << ", "
              << std::chrono::duration_cast<std::chrono::microseconds>(stop - start).count()
              << " us\n";
    delete[] arr;
    return 0;
}
