#include "MergeSort.hpp"

#include <vector>

void MergeSort::sort(int *arr, int size) {
    if (size > 1) {
        sortRange(arr, 0, size - 1);
    }
}

void MergeSort::sortRange(int *arr, int l, int r) {
    if (l < r) {
        int m = l + (r - l) / 2;
        sortRange(arr, l, m);
        sortRange(arr, m + 1, r);
        merge(arr, l, m, r);
    }
}

void MergeSort::merge(int *arr, int l, int m, int r) {
    int n1 = m - l + 1;
    int n2 = r - m;
    std::vector<int> L(arr + l, arr + l + n1);
    std::vector<int> R(arr + m + 1, arr + m + 1 + n2);
    int i = 0, j = 0, k = l;
    for (; i < n1 && j < n2; k++) {
        if (L[i] <= R[j]) {
            arr[k] = L[i++];
        } else {
            arr[k] = R[j++];
        }
    }
    for (; i < n1; i++) arr[k++] = L[i];
    for (; j < n2; j++) arr[k++] = R[j];
}
