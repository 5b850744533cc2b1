#include <iostream>

#include "binary_tree.hpp"

namespace {
void printValue(int v) { std::cout << v << " "; }
}  // namespace

int main() {
    int values[] = {34, 45, 12, 7, 15, 190, 2, 1, 100, 5};
    BinaryTree tree;
    for (int v : values) {
        tree.insert(v);
    }
    std::cout << "\nPre-order:\n";
    tree.preOrder(printValue);
    std::cout << "\nIn-order:\n";
    tree.inOrder(printValue);
    std::cout << "\nPost-order:\n";
    tree.postOrder(printValue);
    std::cout << "\nRemoving 34 and 7\n";
    tree.remove(34);
    tree.remove(7);
    std::cout << "\nBreadth first:\n";
    tree.breadthFirst(printValue);
    return 0;
}
