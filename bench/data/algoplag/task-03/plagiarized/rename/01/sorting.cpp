/**
 *  \file
 *  \brief Merge sort implementation
 *
 *  \details
 *  Merge sort is a comparison based, divide and conquer sorting algorithm.
 *  Time Complexity: O(n log n) in the best, average and worst case.
 */
#include <iostream>
#include <vector>

/**
 * Combines the sorted parts data[lo..mid] and data[mid+1..hi]
 * into one sorted part data[lo..hi].
 *
 * @param data - the array
 * @param lo - first index of the first part
 * @param mid - last index of the first part
 * @param hi - last index of the second part
 */
void combine(int *data, int lo, int mid, int hi) {
    int lenA = mid - lo + 1;
    int lenB = hi - mid;

    std::vector<int> A(lenA), B(lenB);

    for (int p = 0; p < lenA; p++) A[p] = data[lo + p];
    for (int q = 0; q < lenB; q++) B[q] = data[mid + 1 + q];

    int p = 0, q = 0, out = lo;

    while (p < lenA && q < lenB) {
        if (A[p] <= B[q]) {
            data[out] = A[p];
            p++;
        } else {
            data[out] = B[q];
            q++;
        }
        out++;
    }

    while (p < lenA) {
        data[out] = A[p];
        p++;
        out++;
    }

    while (q < lenB) {
        data[out] = B[q];
        q++;
        out++;
    }
}

/**
 * Sorts data[lo..hi] by sorting both halves and combining them.
 */
void sortRange(int *data, int lo, int hi) {
    if (lo < hi) {
        int mid = lo + (hi - lo) / 2;
        sortRange(data, lo, mid);
        sortRange(data, mid + 1, hi);
        combine(data, lo, mid, hi);
    }
}

/**
 * Prints the array on one line
 */
void print(int *data, int n) {
    for (int p = 0; p < n; p++) std::cout << data[p] << " ";
    std::cout << "\n";
}

/** Main function */
int main() {
    int n;
    std::cout << "Enter the number of elements: ";
    std::cin >> n;

    if (n <= 0) {
        std::cout << "Invalid size.\n";
        return 1;
    }

    int *data = new int[n];
    std::cout << "Enter the unsorted elements: ";
    for (int p = 0; p < n; ++p) {
        std::cin >> data[p];
    }

    sortRange(data, 0, n - 1);
    std::cout << "Sorted array: ";
    print(data, n);
    delete[] data;
    return 0;
}
