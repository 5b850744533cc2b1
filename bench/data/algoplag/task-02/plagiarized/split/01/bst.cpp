#include "bst.h"

#include <iostream>
#include <queue>

BinarySearchTree::BinarySearchTree() {
    root = nullptr;
}

BinarySearchTree::~BinarySearchTree() {
}

/**
 * inserts a node with the given data into the tree
 */
void BinarySearchTree::insert(int data) {
    std::shared_ptr<node> newnode = std::shared_ptr<node>(new node);
    newnode->value = data;
    newnode->left = nullptr;
    newnode->right = nullptr;
    if (root == nullptr) {
        root = newnode;
        return;
    }
    std::shared_ptr<node> current = root;
    while (true) {
        if (current->value > data) {
            if (current->left == nullptr) {
                current->left = newnode;
                return;
            } else {
                current = current->left;
            }
        } else {
            if (current->right == nullptr) {
                current->right = newnode;
                return;
            } else {
                current = current->right;
            }
        }
    }
}

std::shared_ptr<node> BinarySearchTree::getRoot() {
    return root;
}

void BinarySearchTree::BFT() {
    std::queue<std::shared_ptr<node>> q;
    q.push(root);
    while (!q.empty()) {
        std::shared_ptr<node> current = q.front();
        q.pop();
        std::cout << current->value << " ";
        if (current->left) {
            q.push(current->left);
        }
        if (current->right) {
            q.push(current->right);
        }
    }
}

void BinarySearchTree::preOrder(std::shared_ptr<node> const& current) {
    if (current) {
        std::cout << current->value << " ";
        preOrder(current->left);
        preOrder(current->right);
    }
}

void BinarySearchTree::inOrder(std::shared_ptr<node> const& current) {
    if (current) {
        inOrder(current->left);
        std::cout << current->value << " ";
        inOrder(current->right);
    }
}

void BinarySearchTree::postOrder(std::shared_ptr<node> const& current) {
    if (current) {
        postOrder(current->left);
        postOrder(current->right);
        std::cout << current->value << " ";
    }
}

std::shared_ptr<node> BinarySearchTree::minValueNodeInRightST(std::shared_ptr<node> n) {
    std::shared_ptr<node> current = n;
    while (current && current->left) {
        current = current->left;
    }
    return current;
}

std::shared_ptr<node> BinarySearchTree::deleteNode(std::shared_ptr<node> current, int target) {
    if (current == nullptr) {
        return current;
    } else if (current->value > target) {
        current->left = deleteNode(current->left, target);
    } else if (current->value < target) {
        current->right = deleteNode(current->right, target);
    } else {
        std::shared_ptr<node> temp = nullptr;
        if (current->left == nullptr) {
            temp = current->right;
            current = temp;
        } else if (current->right == nullptr) {
            temp = current->left;
            current = temp;
        } else {
            std::shared_ptr<node> inorder_successor = minValueNodeInRightST(current->right);
            current->value = inorder_successor->value;
            current->right = deleteNode(current->right, inorder_successor->value);
        }
    }
    return current;
}

void BinarySearchTree::remove(int target) {
    root = deleteNode(root, target);
}
