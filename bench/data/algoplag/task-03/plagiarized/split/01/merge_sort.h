#ifndef MERGE_SORT_H
#define MERGE_SORT_H

/// merges the sorted halves arr[l..m] and arr[m+1..r]
void merge(int *arr, int l, int m, int r);

/// sorts arr[l..r]
void mergeSort(int *arr, int l, int r);

/// prints the array on one line
void show(int *arr, int size);

#endif
