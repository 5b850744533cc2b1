#ifndef MERGE_SORT_HPP
#define MERGE_SORT_HPP

#include "SortAlgorithm.hpp"

class MergeSort : public SortAlgorithm {
public:
    void sort(int *arr, int size) override;
    std::string name() const override { return "merge sort"; }

private:
    void sortRange(int *arr, int l, int r);
    void merge(int *arr, int l, int m, int r);
};

#endif
