#include "occupancy.hpp"

Occupancy::Occupancy(int n)
    : n_(n), column_(n, false), rising_(2 * n - 1, false), falling_(2 * n - 1, false) {}

bool Occupancy::isFree(int row, int col) const {
    return !column_[col] && !rising_[row + col] && !falling_[col - row + n_ - 1];
}

void Occupancy::set(int row, int col, bool value) {
    column_[col] = value;
    rising_[row + col] = value;
    falling_[col - row + n_ - 1] = value;
}
