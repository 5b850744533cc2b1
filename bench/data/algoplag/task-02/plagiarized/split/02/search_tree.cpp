#include "search_tree.h"

void SearchTree::insert(int key) {
    TreeNodePtr fresh = std::make_shared<TreeNode>();
    fresh->key = key;
    if (!root_) {
        root_ = fresh;
        return;
    }
    TreeNodePtr cur = root_;
    for (;;) {
        if (key < cur->key) {
            if (!cur->left) {
                cur->left = fresh;
                return;
            }
            cur = cur->left;
        } else {
            if (!cur->right) {
                cur->right = fresh;
                return;
            }
            cur = cur->right;
        }
    }
}

TreeNodePtr SearchTree::minimum(TreeNodePtr n) {
    while (n && n->left) n = n->left;
    return n;
}

TreeNodePtr SearchTree::removeFrom(TreeNodePtr n, int key) {
    if (!n) return n;
    if (key < n->key) {
        n->left = removeFrom(n->left, key);
    } else if (key > n->key) {
        n->right = removeFrom(n->right, key);
    } else if (!n->left) {
        return n->right;
    } else if (!n->right) {
        return n->left;
    } else {
        TreeNodePtr successor = minimum(n->right);
        n->key = successor->key;
        n->right = removeFrom(n->right, successor->key);
    }
    return n;
}

void SearchTree::remove(int key) { root_ = removeFrom(root_, key); }
