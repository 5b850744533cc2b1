#include "sorter.h"

#include "merging.h"

namespace sorting {
namespace {

void sortRange(std::vector<int>& values, int lo, int hi) {
    if (lo >= hi) return;
    int mid = lo + (hi - lo) / 2;
    sortRange(values, lo, mid);
    sortRange(values, mid + 1, hi);
    mergeBlocks(values, lo, mid, hi);
}

}  // namespace

void mergeSort(std::vector<int>& values) {
    if (!values.empty()) {
        sortRange(values, 0, static_cast<int>(values.size()) - 1);
    }
}

}  // namespace sorting
