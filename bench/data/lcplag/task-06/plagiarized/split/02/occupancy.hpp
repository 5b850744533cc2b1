#ifndef OCCUPANCY_HPP
#define OCCUPANCY_HPP

#include <vector>

// Which columns and diagonals of an n x n board are already attacked.
class Occupancy {
public:
    explicit Occupancy(int n);
    bool isFree(int row, int col) const;
    void set(int row, int col, bool value);

private:
    int n_;
    std::vector<bool> column_;
    std::vector<bool> rising_;   // row + col
    std::vector<bool> falling_;  // col - row + n - 1
};

#endif
