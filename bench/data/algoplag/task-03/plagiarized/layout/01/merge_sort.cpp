// Merge sort: divide and conquer, O(n log n) in every case.
#include <iostream>
#include <vector>

// Merge arr[l..m] and arr[m+1..r], both already sorted.
void merge(int *arr, int l, int m, int r)
{
    int n1 = m - l + 1;
    int n2 = r - m;

    std::vector<int> L(n1), R(n2);

    for (int i = 0; i < n1; i++)
        L[i] = arr[l + i];
    for (int j = 0; j < n2; j++)
        R[j] = arr[m + 1 + j];

    int i = 0, j = 0, k = l;

    while (i < n1 && j < n2)
    {
        if (L[i] <= R[j])
        {
            arr[k] = L[i];
            i++;
        }
        else
        {
            arr[k] = R[j];
            j++;
        }
        k++;
    }

    // leftovers
    while (i < n1)
    {
        arr[k] = L[i];
        i++;
        k++;
    }
    while (j < n2)
    {
        arr[k] = R[j];
        j++;
        k++;
    }
}

// Sort arr[l..r].
void mergeSort(int *arr, int l, int r)
{
    if (l < r)
    {
        int m = l + (r - l) / 2;
        mergeSort(arr, l, m);
        mergeSort(arr, m + 1, r);
        merge(arr, l, m, r);
    }
}

void show(int *arr, int size)
{
    for (int i = 0; i < size; i++)
        std::cout << arr[i] << " ";
    std::cout << "\n";
}

int main()
{
    int size;
    std::cout << "Enter the number of elements: ";
    std::cin >> size;
    if (size <= 0)
    {
        std::cout << "Invalid size.\n";
        return 1;
    }
    int *arr = new int[size];
    std::cout << "Enter the unsorted elements: ";
    for (int i = 0; i < size; ++i)
        std::cin >> arr[i];
    mergeSort(arr, 0, size - 1);
    std::cout << "Sorted array: ";
    show(arr, size);
    delete[] arr;
    return 0;
}
