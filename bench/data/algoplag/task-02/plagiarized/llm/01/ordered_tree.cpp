/**
 * Ordered binary tree supporting insertion, removal and several traversal
 * strategies (depth-first in three orders and level-order).
 */

#include <array>
#include <iostream>
#include <memory>
#include <queue>

struct TreeNode {
    int key;
    std::shared_ptr<TreeNode> lhs;
    std::shared_ptr<TreeNode> rhs;
};

class OrderedTree {
    std::shared_ptr<TreeNode> rootNode;
    std::size_t nodeCount = 0;

    static std::shared_ptr<TreeNode> makeNode(int key) {
        auto created = std::make_shared<TreeNode>();
        created->key = key;
        created->lhs = nullptr;
        created->rhs = nullptr;
        return created;
    }

public:
    OrderedTree() : rootNode(nullptr) {}
    OrderedTree(OrderedTree const&) = delete;
    OrderedTree& operator=(OrderedTree const&) = delete;
    ~OrderedTree() = default;

    std::size_t size() const { return nodeCount; }

    /**
     * Adds a key, descending from the root until an empty slot is reached.
     */
    void add(int key) {
        auto created = makeNode(key);
        nodeCount++;
        if (!rootNode) {
            rootNode = created;
            return;
        }
        auto cursor = rootNode;
        for (;;) {
            bool goLeft = key < cursor->key;
            std::shared_ptr<TreeNode>& slot = goLeft ? cursor->lhs : cursor->rhs;
            if (slot != nullptr) {
                cursor = slot;
                continue;
            }
            slot = created;
            break;
        }
    }

    std::shared_ptr<TreeNode> top() { return rootNode; }

    /** Visits nodes level by level from the top. */
    void levelOrder() {
        if (!rootNode) {
            std::cout << "(empty)";
            return;
        }
        std::queue<std::shared_ptr<TreeNode>> frontier;
        frontier.push(rootNode);
        while (!frontier.empty()) {
            auto cursor = frontier.front();
            frontier.pop();
            std::cout << cursor->key << " ";
            if (cursor->lhs) frontier.push(cursor->lhs);
            if (cursor->rhs) frontier.push(cursor->rhs);
        }
    }

    void printInOrder(std::shared_ptr<TreeNode> const& cursor) {
        if (!cursor) return;
        printInOrder(cursor->lhs);
        std::cout << cursor->key << " ";
        printInOrder(cursor->rhs);
    }

    void printPreOrder(std::shared_ptr<TreeNode> const& cursor) {
        if (!cursor) return;
        std::cout << cursor->key << " ";
        printPreOrder(cursor->lhs);
        printPreOrder(cursor->rhs);
    }

    void printPostOrder(std::shared_ptr<TreeNode> const& cursor) {
        if (!cursor) return;
        printPostOrder(cursor->lhs);
        printPostOrder(cursor->rhs);
        std::cout << cursor->key << " ";
    }

    /** Returns the node with the smallest key below the given node. */
    std::shared_ptr<TreeNode> leftmostOf(std::shared_ptr<TreeNode> start) {
        auto cursor = start;
        while (cursor != nullptr && cursor->lhs != nullptr) {
            cursor = cursor->lhs;
        }
        return cursor;
    }

    /**
     * Removes the key from the subtree and returns the subtree's new root.
     * Missing keys leave the tree unchanged.
     */
    std::shared_ptr<TreeNode> removeFrom(std::shared_ptr<TreeNode> cursor, int key) {
        if (!cursor) {
            return nullptr;
        }
        if (key < cursor->key) {
            cursor->lhs = removeFrom(cursor->lhs, key);
            return cursor;
        }
        if (key > cursor->key) {
            cursor->rhs = removeFrom(cursor->rhs, key);
            return cursor;
        }
        // matching node found
        if (!cursor->lhs) {
            nodeCount--;
            return cursor->rhs;
        }
        if (!cursor->rhs) {
            nodeCount--;
            return cursor->lhs;
        }
        auto successor = leftmostOf(cursor->rhs);
        cursor->key = successor->key;
        cursor->rhs = removeFrom(cursor->rhs, successor->key);
        return cursor;
    }

    void erase(int key) { rootNode = removeFrom(rootNode, key); }
};

int main() {
    const std::array<int, 10> keys{{34, 45, 12, 7, 15, 190, 2, 1, 100, 5}};
    OrderedTree tree;
    for (int k : keys) {
        tree.add(k);
    }
    std::cout << "Stored " << tree.size() << " keys\n";
    std::cout << "\nIn-order walk:\n";
    tree.printInOrder(tree.top());
    std::cout << "\nPre-order walk:\n";
    tree.printPreOrder(tree.top());
    std::cout << "\nPost-order walk:\n";
    tree.printPostOrder(tree.top());
    std::cout << "\nDeleting 34 and 7\n";
    tree.erase(34);
    tree.erase(7);
    std::cout << "\nLevel-order walk:\n";
    tree.levelOrder();
    std::cout << std::endl;
    return 0;
}
