/**
 * @file array_sorter.cpp
 * @brief Sorts integers read from standard input using a top-down merge sort.
 *
 * The input range is halved recursively; the two ordered halves are then
 * interleaved into a single ordered run. Runs in O(n log n) time and uses
 * O(n) auxiliary memory.
 */
#include <iostream>
#include <vector>

namespace {

/// Copies `count` values starting at `from` into a fresh buffer.
std::vector<int> copyRun(const int *values, int from, int count) {
    std::vector<int> buffer(count);
    for (int idx = 0; idx < count; ++idx) {
        buffer[idx] = values[from + idx];
    }
    return buffer;
}

/// Interleaves the ordered runs values[lo..mid] and values[mid+1..hi].
void interleave(int *values, int lo, int mid, int hi) {
    const std::vector<int> lower = copyRun(values, lo, mid - lo + 1);
    const std::vector<int> upper = copyRun(values, mid + 1, hi - mid);

    std::size_t a = 0;
    std::size_t b = 0;
    int write = lo;
    for (; a < lower.size() && b < upper.size(); ++write) {
        if (upper[b] < lower[a]) {
            values[write] = upper[b++];
        } else {
            values[write] = lower[a++];
        }
    }
    // At most one of these loops does any work.
    for (; a < lower.size(); ++a) values[write++] = lower[a];
    for (; b < upper.size(); ++b) values[write++] = upper[b];
}

/// Recursively orders values[lo..hi].
void sortSegment(int *values, int lo, int hi) {
    if (lo >= hi) {
        return;  // zero or one element: already ordered
    }
    const int mid = lo + (hi - lo) / 2;
    sortSegment(values, lo, mid);
    sortSegment(values, mid + 1, hi);
    interleave(values, lo, mid, hi);
}

void printValues(const int *values, int count) {
    for (int idx = 0; idx < count; ++idx) {
        std::cout << values[idx] << ' ';
    }
    std::cout << '\n';
}

}  // namespace

int main() {
    int count = 0;
    std::cout << "How many numbers would you like to sort? ";
    std::cin >> count;

    if (!std::cin || count <= 0) {
        std::cerr << "Please enter a positive whole number.\n";
        return 1;
    }

    std::vector<int> numbers(count);
    std::cout << "Enter " << count << " integers: ";
    for (int &n : numbers) {
        std::cin >> n;
    }

    sortSegment(numbers.data(), 0, count - 1);
    std::cout << "In ascending order: ";
    printValues(numbers.data(), count);
    return 0;
}
