#pragma once

#include "tree_node.h"

// Printing traversals, kept apart from the tree itself.
namespace traversal {
void preorder(TreeNodePtr const& n);
void inorder(TreeNodePtr const& n);
void postorder(TreeNodePtr const& n);
void levelorder(TreeNodePtr const& root);
}  // namespace traversal
