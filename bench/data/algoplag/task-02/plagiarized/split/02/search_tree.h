#pragma once

#include "tree_node.h"

// Unbalanced binary search tree of ints; duplicates go to the right.
class SearchTree {
public:
    SearchTree() = default;
    SearchTree(SearchTree const&) = delete;
    SearchTree& operator=(SearchTree const&) = delete;

    void insert(int key);
    void remove(int key);
    TreeNodePtr root() const { return root_; }

private:
    TreeNodePtr root_;

    static TreeNodePtr minimum(TreeNodePtr n);
    static TreeNodePtr removeFrom(TreeNodePtr n, int key);
};
