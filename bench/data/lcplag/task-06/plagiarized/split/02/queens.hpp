#ifndef QUEENS_HPP
#define QUEENS_HPP

#include <string>
#include <vector>

#include "occupancy.hpp"

using Layout = std::vector<std::string>;

class QueensSolver {
public:
    std::vector<Layout> solve(int n);

private:
    void backtrack(int row, Occupancy& occ, Layout& board, std::vector<Layout>& out);
};

#endif
