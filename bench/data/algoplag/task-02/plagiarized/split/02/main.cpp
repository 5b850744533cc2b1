#include <iostream>
#include <vector>

#include "search_tree.h"
#include "traversals.h"

int main() {
    const std::vector<int> keys = {34, 45, 12, 7, 15, 190, 2, 1, 100, 5};
    SearchTree tree;
    for (int k : keys) tree.insert(k);

    std::cout << "\nPre-order Traversal:\n";
    traversal::preorder(tree.root());
    std::cout << "\nIn-order Traversal:\n";
    traversal::inorder(tree.root());
    std::cout << "\nPost-order Traversal:\n";
    traversal::postorder(tree.root());

    std::cout << "\nRemoving node\n";
    for (int k : {34, 7}) tree.remove(k);

    std::cout << "\nBreadth first Traversal\n";
    traversal::levelorder(tree.root());
    std::cout << std::endl;
    return 0;
}
