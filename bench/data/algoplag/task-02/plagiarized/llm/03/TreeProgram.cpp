/*
 * TreeProgram.cpp
 * A small binary-search-tree class. Values smaller than a node go to its
 * left, all other values go to its right.
 */
#include <algorithm>
#include <array>
#include <iostream>
#include <memory>
#include <queue>
#include <stack>

struct BstNode {
    int value;
    std::shared_ptr<BstNode> left;
    std::shared_ptr<BstNode> right;
    explicit BstNode(int v) : value(v), left(nullptr), right(nullptr) {}
};

class SearchTree {
public:
    SearchTree() = default;
    SearchTree(SearchTree const&) = delete;
    SearchTree& operator=(SearchTree const&) = delete;

    // Recursive insertion replacing the usual while-loop walk.
    void insert(int data) { root_ = insertAt(root_, data); }

    bool contains(int data) const {
        auto cur = root_;
        while (cur) {
            if (data == cur->value) return true;
            cur = data < cur->value ? cur->left : cur->right;
        }
        return false;
    }

    std::shared_ptr<BstNode> root() const { return root_; }

    void remove(int target) { root_ = eraseAt(root_, target); }

    void printLevels() const {
        std::queue<std::shared_ptr<BstNode>> waiting;
        waiting.push(root_);
        while (!waiting.empty()) {
            auto cur = waiting.front();
            waiting.pop();
            std::cout << cur->value << " ";
            for (auto child : {cur->left, cur->right}) {
                if (child) waiting.push(child);
            }
        }
    }

    // Root first, then the left and right subtrees (explicit stack, no recursion).
    void printPreorder(std::shared_ptr<BstNode> const& start) const {
        std::stack<std::shared_ptr<BstNode>> todo;
        if (start) todo.push(start);
        while (!todo.empty()) {
            auto cur = todo.top();
            todo.pop();
            std::cout << cur->value << " ";
            if (cur->right) todo.push(cur->right);
            if (cur->left) todo.push(cur->left);
        }
    }

    void printInorder(std::shared_ptr<BstNode> const& cur) const {
        if (cur) {
            printInorder(cur->left);
            std::cout << cur->value << " ";
            printInorder(cur->right);
        }
    }

    void printPostorder(std::shared_ptr<BstNode> const& cur) const {
        if (cur) {
            printPostorder(cur->left);
            printPostorder(cur->right);
            std::cout << cur->value << " ";
        }
    }

private:
    std::shared_ptr<BstNode> root_ = nullptr;

    static std::shared_ptr<BstNode> insertAt(std::shared_ptr<BstNode> cur, int data) {
        if (cur == nullptr) {
            return std::make_shared<BstNode>(data);
        }
        if (!(cur->value > data)) {
            cur->right = insertAt(cur->right, data);
        } else {
            cur->left = insertAt(cur->left, data);
        }
        return cur;
    }

    static std::shared_ptr<BstNode> eraseAt(std::shared_ptr<BstNode> cur, int target) {
        if (cur == nullptr) {
            return cur;
        } else if (cur->value > target) {
            cur->left = eraseAt(cur->left, target);
        } else if (cur->value < target) {
            cur->right = eraseAt(cur->right, target);
        } else if (cur->left == nullptr) {
            cur = cur->right;
        } else if (cur->right == nullptr) {
            cur = cur->left;
        } else {
            // replace with the smallest value of the right subtree
            auto next = cur->right;
            while (next->left) next = next->left;
            cur->value = next->value;
            cur->right = eraseAt(cur->right, next->value);
        }
        return cur;
    }
};

int main() {
    const std::array<int, 10> input{{34, 45, 12, 7, 15, 190, 2, 1, 100, 5}};
    SearchTree tree;
    std::for_each(input.begin(), input.end(), [&tree](int v) { tree.insert(v); });

    std::cout << "\nPre-order Traversal:\n";
    tree.printPreorder(tree.root());
    std::cout << "\nIn-order Traversal:\n";
    tree.printInorder(tree.root());
    std::cout << "\nPost-order Traversal:\n";
    tree.printPostorder(tree.root());
    std::cout << "\nRemoving node\n";
    if (tree.contains(34)) tree.remove(34);
    if (tree.contains(7)) tree.remove(7);
    std::cout << "\nBreadth first Traversal\n";
    tree.printLevels();
    return 0;
}
