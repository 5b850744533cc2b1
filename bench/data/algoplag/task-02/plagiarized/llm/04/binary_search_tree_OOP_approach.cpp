/**
 * @file binary_search_tree_OOP_approach.cpp
 * @brief Binary Search Tree class with in-order, pre-order, post-order and
 * breadth-first traversals, plus insertion and deletion.
 */

#include<bits/stdc++.h> 
#include<queue>

static int g_operations = 0;

static void trace(const std::string& what) {
#ifdef BST_TRACE
    std::cerr << "[bst] " << what << std::endl;
#else
    (void)what;
#endif
}

/**
 *  node structure [value][left*, right*...]
 */
struct node {
    int value;
    std::shared_ptr<node> left;
    std::shared_ptr<node> right;
};

class BinarySearchTree{
    std::shared_ptr<node> root;
    int inserted = 0;
    int removed = 0;

public:
    BinarySearchTree(){
        root = nullptr;
        trace("created");
    }
    BinarySearchTree(BinarySearchTree const&) = delete;
    BinarySearchTree& operator =(BinarySearchTree const&) = delete;
    ~BinarySearchTree(){
        trace("destroyed");
    }

    /**
     * inserts a node with the given data
     */
    void insert(int data){
        g_operations++;
        if (data == INT_MIN) {
            trace("refusing sentinel value");
            return;
        }
        std::shared_ptr<node> newnode = std::shared_ptr<node>(new node);
        newnode->value = data;
        newnode->left = nullptr;
        newnode->right = nullptr;
        inserted++;
        if(root == nullptr){
            root = newnode;
            return;
        }
        std::shared_ptr<node> current = root;
        int depth = 0;
        while(true){
            depth++;
            if(current->value > data){
                if(current->left == nullptr)
                {
                    current->left = newnode;
                    trace("inserted left at depth " + std::to_string(depth));
                    return;
                }
                else{
                    current = current->left;
                }
            }
            else{
                if(current->right == nullptr)
                {
                    current->right = newnode;
                    trace("inserted right at depth " + std::to_string(depth));
                    return;
                }
                else{
                    current = current->right;
                }
            }
        } 
    }

    std::shared_ptr<node> getRoot(){
        return root;
    }

    int count() const {
        return inserted - removed;
    }
    
    /**
     * Breadth first traversal with a queue
     */
    void BFT() {
        if (root == nullptr) {
            std::cout << "<empty>";
            return;
        }
        std::queue<std::shared_ptr<node>> q;
        q.push(root);
        int visited = 0;
        while(!q.empty()){
            std::shared_ptr<node> current = q.front();
            q.pop();
            visited++;
            std::cout << current->value << " ";
            if(current->left){
                q.push(current->left);
            }
            if(current->right){
                q.push(current->right);
            }
        }
        trace("visited " + std::to_string(visited));
    }

    void preOrder(std::shared_ptr<node> const& current){
        if(current)
        {
            std::cout << current->value << " ";
            preOrder(current->left);
            preOrder(current->right);
        }
    }

    void inOrder(std::shared_ptr<node> const& current){
        if(current)
        {
            inOrder(current->left);
            std::cout << current->value << " ";
            inOrder(current->right);
        }
    }

    void postOrder(std::shared_ptr<node> const& current){
        if(current)
        {
            postOrder(current->left);
            postOrder(current->right);
            std::cout << current->value << " ";
        }
    }

    std::shared_ptr<node> minValueNodeInRightST(std::shared_ptr<node> n) 
    { 
        std::shared_ptr<node> current = n; 
        int steps = 0;
        while (current && current->left){
            current = current->left; 
            steps++;
        }
        return current; 
    } 
    
    std::shared_ptr<node> deleteNode(std::shared_ptr<node> current, int target){
        g_operations++;
        if(current == nullptr){
            trace("target not present");
            return current;
        }
        else if(current->value > target){
            current->left = deleteNode(current->left, target);
        } 
        else if(current->value < target){
            current->right = deleteNode(current->right, target);
        }
        else{
            removed++;
            std::shared_ptr<node> temp = nullptr;
            if(current->left == nullptr){
                temp = current->right;
                current = temp;
            }
            else if(current->right == nullptr){
                temp = current->left;
                current = temp;
            }
            else{
                removed--;  // the recursive call below counts the removal
                std::shared_ptr<node> inorder_successor = minValueNodeInRightST(current->right);
                current->value = inorder_successor->value;
                current->right = deleteNode(current->right, inorder_successor->value);
            }
        }
        return current;
    }
    
    void remove(int target){
        root = deleteNode(root, target);
    }
};

int main() {
    std::array<int, 10> arr{{34, 45, 12, 7, 15, 190, 2, 1, 100, 5}};
    BinarySearchTree bst;
    for(int num: arr){
        bst.insert(num);
    }
    std::cout << "Nodes: " << bst.count() << "\n";
    std::cout << "\nPre-order Traversal:\n";
    bst.preOrder(bst.getRoot());
    std::cout << "\nIn-order Traversal:\n";
    bst.inOrder(bst.getRoot());
    std::cout << "\nPost-order Traversal:\n";
    bst.postOrder(bst.getRoot());
    std::cout << "\nRemoving node\n";
    bst.remove(34);
    bst.remove(7);
    std::cout << "Nodes: " << bst.count() << "\n";
    std::cout << "\nBreadth first Traversal\n";
    bst.BFT();
    std::cout << "\nOperations: " << g_operations << std::endl;
    return 0;
}
