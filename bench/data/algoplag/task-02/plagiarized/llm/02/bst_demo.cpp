// Binary search tree demo: builds a tree from a fixed list, prints it in
// several orders, deletes two keys and prints it again level by level.

#include <bits/stdc++.h>

using NodePtr = std::shared_ptr<struct Node>;

struct Node {
    int data;
    NodePtr left;
    NodePtr right;
};

class BinarySearchTree {
    NodePtr root;

    // Walks down while the requested child exists.
    static NodePtr descend(NodePtr from, bool toLeft) {
        NodePtr cur = from;
        while (cur && (toLeft ? cur->left : cur->right)) {
            cur = toLeft ? cur->left : cur->right;
        }
        return cur;
    }

    static void visit(const NodePtr& n) { std::cout << n->data << " "; }

public:
    BinarySearchTree() { root = nullptr; }
    BinarySearchTree(BinarySearchTree const&) = delete;
    BinarySearchTree& operator=(BinarySearchTree const&) = delete;

    void insert(int data) {
        NodePtr fresh(new Node);
        fresh->data = data;
        fresh->left = fresh->right = nullptr;
        if (root == nullptr) {
            root = fresh;
            return;
        }
        NodePtr current = root;
        bool placed = false;
        while (!placed) {
            if (data < current->data) {
                if (current->left != nullptr) {
                    current = current->left;
                } else {
                    current->left = fresh;
                    placed = true;
                }
            } else {
                if (current->right != nullptr) {
                    current = current->right;
                } else {
                    current->right = fresh;
                    placed = true;
                }
            }
        }
    }

    NodePtr getRoot() { return root; }

    void breadthFirst() {
        std::deque<NodePtr> pending{root};
        while (!pending.empty()) {
            NodePtr current = pending.front();
            pending.pop_front();
            visit(current);
            if (current->left) pending.push_back(current->left);
            if (current->right) pending.push_back(current->right);
        }
    }

    void preOrder(NodePtr const& current) {
        if (current == nullptr) return;
        visit(current);
        preOrder(current->left);
        preOrder(current->right);
    }

    void inOrder(NodePtr const& current) {
        if (current == nullptr) return;
        inOrder(current->left);
        visit(current);
        inOrder(current->right);
    }

    void postOrder(NodePtr const& current) {
        if (current == nullptr) return;
        postOrder(current->left);
        postOrder(current->right);
        visit(current);
    }

    NodePtr deleteNode(NodePtr current, int target) {
        if (current == nullptr) {
            std::cerr << "value " << target << " not found\n";
            return current;
        }
        if (target < current->data) {
            current->left = deleteNode(current->left, target);
        } else if (target > current->data) {
            current->right = deleteNode(current->right, target);
        } else if (current->left == nullptr || current->right == nullptr) {
            // zero or one child: the child (possibly null) takes its place
            current = current->left ? current->left : current->right;
        } else {
            NodePtr successor = descend(current->right, true);
            current->data = successor->data;
            current->right = deleteNode(current->right, successor->data);
        }
        return current;
    }

    void remove(int target) { root = deleteNode(root, target); }

    int height(NodePtr const& n) {
        if (!n) return 0;
        return 1 + std::max(height(n->left), height(n->right));
    }
};

int main() {
    std::vector<int> values{34, 45, 12, 7, 15, 190, 2, 1, 100, 5};
    BinarySearchTree bst;
    for (auto it = values.begin(); it != values.end(); ++it) {
        bst.insert(*it);
    }
    std::cout << "\nPre-order:\n";
    bst.preOrder(bst.getRoot());
    std::cout << "\nIn-order:\n";
    bst.inOrder(bst.getRoot());
    std::cout << "\nPost-order:\n";
    bst.postOrder(bst.getRoot());
    std::cout << "\nHeight: " << bst.height(bst.getRoot());
    std::cout << "\nRemoving 34 and 7\n";
    bst.remove(34);
    bst.remove(7);
    std::cout << "\nBreadth-first:\n";
    bst.breadthFirst();
    return 0;
}
