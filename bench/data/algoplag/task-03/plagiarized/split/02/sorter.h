#pragma once

#include <vector>

namespace sorting {

// Top-down merge sort of the whole vector.
void mergeSort(std::vector<int>& values);

}  // namespace sorting
