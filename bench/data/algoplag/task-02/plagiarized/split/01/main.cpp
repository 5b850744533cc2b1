#include <array>
#include <iostream>

#include "bst.h"

int main() {
    std::array<int, 10> arr{{34, 45, 12, 7, 15, 190, 2, 1, 100, 5}};
    BinarySearchTree bst;
    for (int num : arr) {
        bst.insert(num);
    }
    std::cout << "\nPre-order Traversal:\n";
    bst.preOrder(bst.getRoot());
    std::cout << "\nIn-order Traversal:\n";
    bst.inOrder(bst.getRoot());
    std::cout << "\nPost-order Traversal:\n";
    bst.postOrder(bst.getRoot());
    std::cout << "\nRemoving node\n";
    bst.remove(34);
    bst.remove(7);
    std::cout << "\nBreadth first Traversal\n";
    bst.BFT();
    return 0;
}
