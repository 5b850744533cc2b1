#include "merging.h"

namespace sorting {

void mergeBlocks(std::vector<int>& values, int lo, int mid, int hi) {
    std::vector<int> first(values.begin() + lo, values.begin() + mid + 1);
    std::vector<int> second(values.begin() + mid + 1, values.begin() + hi + 1);
    std::size_t a = 0, b = 0;
    int out = lo;
    while (a < first.size() && b < second.size()) {
        if (second[b] < first[a]) {
            values[out++] = second[b++];
        } else {
            values[out++] = first[a++];
        }
    }
    while (a < first.size()) values[out++] = first[a++];
    while (b < second.size()) values[out++] = second[b++];
}

}  // namespace sorting
