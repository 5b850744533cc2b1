#ifndef BINARY_TREE_HPP
#define BINARY_TREE_HPP

#include <functional>
#include <queue>

#include "node.hpp"

/**
 * Binary search tree whose traversals hand every value to a callback
 * instead of printing it directly.
 */
class BinaryTree {
public:
    using Visitor = std::function<void(int)>;

    void insert(int data) {
        auto created = std::make_shared<Node>(data);
        if (root_ == nullptr) {
            root_ = created;
            return;
        }
        auto current = root_;
        while (true) {
            auto& next = (current->value > data) ? current->left : current->right;
            if (next == nullptr) {
                next = created;
                return;
            }
            current = next;
        }
    }

    void remove(int target) { root_ = deleteNode(root_, target); }

    void preOrder(const Visitor& visit) const { pre(root_, visit); }
    void inOrder(const Visitor& visit) const { in(root_, visit); }
    void postOrder(const Visitor& visit) const { post(root_, visit); }

    void breadthFirst(const Visitor& visit) const {
        std::queue<std::shared_ptr<Node>> q;
        if (root_) q.push(root_);
        while (!q.empty()) {
            auto current = q.front();
            q.pop();
            visit(current->value);
            if (current->left) q.push(current->left);
            if (current->right) q.push(current->right);
        }
    }

private:
    std::shared_ptr<Node> root_;

    static void pre(const std::shared_ptr<Node>& n, const Visitor& visit) {
        if (!n) return;
        visit(n->value);
        pre(n->left, visit);
        pre(n->right, visit);
    }

    static void in(const std::shared_ptr<Node>& n, const Visitor& visit) {
        if (!n) return;
        in(n->left, visit);
        visit(n->value);
        in(n->right, visit);
    }

    static void post(const std::shared_ptr<Node>& n, const Visitor& visit) {
        if (!n) return;
        post(n->left, visit);
        post(n->right, visit);
        visit(n->value);
    }

    static std::shared_ptr<Node> leftmost(std::shared_ptr<Node> n) {
        while (n && n->left) n = n->left;
        return n;
    }

    static std::shared_ptr<Node> deleteNode(std::shared_ptr<Node> current, int target) {
        if (current == nullptr) return current;
        if (current->value > target) {
            current->left = deleteNode(current->left, target);
        } else if (current->value < target) {
            current->right = deleteNode(current->right, target);
        } else if (current->left == nullptr) {
            current = current->right;
        } else if (current->right == nullptr) {
            current = current->left;
        } else {
            auto successor = leftmost(current->right);
            current->value = successor->value;
            current->right = deleteNode(current->right, successor->value);
        }
        return current;
    }
};

#endif  // BINARY_TREE_HPP
