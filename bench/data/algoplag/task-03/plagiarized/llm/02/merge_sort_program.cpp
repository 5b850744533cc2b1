// Reads a list of integers, sorts it with merge sort and prints the result.
#include <iostream>
#include <vector>

static long long g_comparisons = 0;

// Joins two neighbouring sorted blocks arr[left..middle] and
// arr[middle+1..right] back into arr.
void mergeBlocks(int *arr, int left, int middle, int right) {
    int sizeLeft = middle - left + 1;
    int sizeRight = right - middle;
    std::vector<int> leftCopy(arr + left, arr + middle + 1);
    std::vector<int> rightCopy(arr + middle + 1, arr + right + 1);

    int i = 0;
    int j = 0;
    int k = left;
    while (k <= right) {
        bool takeLeft;
        if (i >= sizeLeft) {
            takeLeft = false;
        } else if (j >= sizeRight) {
            takeLeft = true;
        } else {
            ++g_comparisons;
            takeLeft = !(rightCopy[j] < leftCopy[i]);
        }
        arr[k++] = takeLeft ? leftCopy[i++] : rightCopy[j++];
    }
}

void mergeSortRange(int *arr, int left, int right) {
    if (!(left < right)) {
        return;
    }
    int middle = left + (right - left) / 2;
    mergeSortRange(arr, left, middle);
    mergeSortRange(arr, middle + 1, right);
    mergeBlocks(arr, left, middle, right);
}

bool isSorted(const int *arr, int n) {
    for (int i = 1; i < n; ++i) {
        if (arr[i - 1] > arr[i]) return false;
    }
    return true;
}

void display(const int *arr, int n) {
    int i = 0;
    while (i < n) {
        std::cout << arr[i] << " ";
        ++i;
    }
    std::cout << std::endl;
}

int main() {
    int n = 0;
    std::cout << "Enter the number of elements: ";
    std::cin >> n;
    if (n <= 0) {
        std::cout << "Invalid size.\n";
        return 1;
    }

    int *arr = new int[n];
    std::cout << "Enter the unsorted elements: ";
    for (int i = 0; i < n; ++i) {
        std::cin >> arr[i];
    }

    mergeSortRange(arr, 0, n - 1);

    std::cout << "Sorted array: ";
    display(arr, n);
    if (!isSorted(arr, n)) {
        std::cerr << "warning: output is not sorted\n";
    }
    std::cout << "comparisons made: " << g_comparisons << "\n";
    delete[] arr;
    return 0;
}
