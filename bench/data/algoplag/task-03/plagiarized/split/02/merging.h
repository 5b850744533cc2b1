#pragma once

#include <vector>

namespace sorting {

// Combines the ordered blocks values[lo..mid] and values[mid+1..hi].
void mergeBlocks(std::vector<int>& values, int lo, int mid, int hi);

}  // namespace sorting
