#include "traversals.h"

#include <iostream>
#include <queue>

namespace traversal {

void preorder(TreeNodePtr const& n) {
    if (!n) return;
    std::cout << n->key << " ";
    preorder(n->left);
    preorder(n->right);
}

void inorder(TreeNodePtr const& n) {
    if (!n) return;
    inorder(n->left);
    std::cout << n->key << " ";
    inorder(n->right);
}

void postorder(TreeNodePtr const& n) {
    if (!n) return;
    postorder(n->left);
    postorder(n->right);
    std::cout << n->key << " ";
}

void levelorder(TreeNodePtr const& root) {
    std::queue<TreeNodePtr> pending;
    if (root) pending.push(root);
    while (!pending.empty()) {
        TreeNodePtr n = pending.front();
        pending.pop();
        std::cout << n->key << " ";
        if (n->left) pending.push(n->left);
        if (n->right) pending.push(n->right);
    }
}

}  // namespace traversal
