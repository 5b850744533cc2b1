#ifndef SORT_ALGORITHM_HPP
#define SORT_ALGORITHM_HPP

#include <string>

// Interface for in-place integer sorts.
class SortAlgorithm {
public:
    virtual ~SortAlgorithm() = default;
    virtual void sort(int *arr, int size) = 0;
    virtual std::string name() const = 0;
};

#endif
