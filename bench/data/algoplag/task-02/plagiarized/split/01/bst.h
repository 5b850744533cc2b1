#ifndef BST_H
#define BST_H

#include <memory>

/**
 *  node structure [value][left*, right*...]
 */
struct node {
    int value;
    std::shared_ptr<node> left;
    std::shared_ptr<node> right;
};

/**
 * Binary Search Tree class with basic methods
 */
class BinarySearchTree {
    std::shared_ptr<node> root;

public:
    BinarySearchTree();
    BinarySearchTree(BinarySearchTree const&) = delete;
    BinarySearchTree& operator=(BinarySearchTree const&) = delete;
    ~BinarySearchTree();

    void insert(int data);
    std::shared_ptr<node> getRoot();
    void BFT();
    void preOrder(std::shared_ptr<node> const& current);
    void inOrder(std::shared_ptr<node> const& current);
    void postOrder(std::shared_ptr<node> const& current);
    std::shared_ptr<node> minValueNodeInRightST(std::shared_ptr<node> n);
    std::shared_ptr<node> deleteNode(std::shared_ptr<node> current, int target);
    void remove(int target);
};

#endif
