#pragma once

#include <memory>

// A single element of the search tree.
struct TreeNode {
    int key;
    std::shared_ptr<TreeNode> left;
    std::shared_ptr<TreeNode> right;
};

using TreeNodePtr = std::shared_ptr<TreeNode>;
