#include <cstdlib>
#include <iostream>

#include "queens.hpp"

int main(int argc, char** argv) {
    int n = argc > 1 ? std::atoi(argv[1]) : 8;
    QueensSolver solver;
    std::vector<Layout> layouts = solver.solve(n);
    std::cout << "n=" << n << ": " << layouts.size() << " layouts\n";
    if (!layouts.empty()) {
        for (const std::string& line : layouts.front()) std::cout << line << '\n';
    }
    return 0;
}
