#include<bits/stdc++.h>
#include<queue>
struct node { int value; std::shared_ptr<node> left; std::shared_ptr<node> right; };

class BinarySearchTree
{
    std::shared_ptr<node> root;
public:
    BinarySearchTree() { root = nullptr; }
    BinarySearchTree(BinarySearchTree const&) = delete;
    BinarySearchTree& operator =(BinarySearchTree const&) = delete;
    ~BinarySearchTree() {}

    void insert(int data)
    {
        std::shared_ptr<node> newnode = std::shared_ptr<node>(new node);
        newnode->value = data; newnode->left = nullptr; newnode->right = nullptr;
        if (root == nullptr) { root = newnode; return; }
        std::shared_ptr<node> current = root;
        while (true)
        {
            if (current->value > data)
            {
                if (current->left == nullptr) { current->left = newnode; return; }
                else current = current->left;
            }
            else
            {
                if (current->right == nullptr) { current->right = newnode; return; }
                else current = current->right;
            }
        }
    }

    std::shared_ptr<node> getRoot() { return root; }

    void BFT()
    {
        std::queue<std::shared_ptr<node>> q;
        q.push(root);
        while (!q.empty())
        {
            std::shared_ptr<node> current = q.front(); q.pop();
            std::cout << current->value << " ";
            if (current->left) q.push(current->left);
            if (current->right) q.push(current->right);
        }
    }

    void preOrder(std::shared_ptr<node> const& current)
    {
        if (current) { std::cout << current->value << " "; preOrder(current->left); preOrder(current->right); }
    }

    void inOrder(std::shared_ptr<node> const& current)
    {
        if (current) { inOrder(current->left); std::cout << current->value << " "; inOrder(current->right); }
    }

    void postOrder(std::shared_ptr<node> const& current)
    {
        if (current) { postOrder(current->left); postOrder(current->right); std::cout << current->value << " "; }
    }

    std::shared_ptr<node> minValueNodeInRightST(std::shared_ptr<node> n)
    {
        std::shared_ptr<node> current = n;
        while (current && current->left) current = current->left;
        return current;
    }

    std::shared_ptr<node> deleteNode(std::shared_ptr<node> current, int target)
    {
        if (current == nullptr) return current;
        else if (current->value > target) current->left = deleteNode(current->left, target);
        else if (current->value < target) current->right = deleteNode(current->right, target);
        else
        {
            std::shared_ptr<node> temp = nullptr;
            if (current->left == nullptr) { temp = current->right; current = temp; }
            else if (current->right == nullptr) { temp = current->left; current = temp; }
            else
            {
                std::shared_ptr<node> inorder_successor = minValueNodeInRightST(current->right);
                current->value = inorder_successor->value;
                current->right = deleteNode(current->right, inorder_successor->value);
            }
        }
        return current;
    }

    void remove(int target) { root = deleteNode(root, target); }
};

int main()
{
    std::array<int, 10> arr{{34, 45, 12, 7, 15, 190, 2, 1, 100, 5}};
    BinarySearchTree bst;
    for (int num : arr) bst.insert(num);
    std::cout << "\nPre-order Traversal:\n";  bst.preOrder(bst.getRoot());
    std::cout << "\nIn-order Traversal:\n";   bst.inOrder(bst.getRoot());
    std::cout << "\nPost-order Traversal:\n"; bst.postOrder(bst.getRoot());
    std::cout << "\nRemoving node\n";
    bst.remove(34);
    bst.remove(7);
    std::cout << "\nBreadth first Traversal\n";
    bst.BFT();
    return 0;
}
