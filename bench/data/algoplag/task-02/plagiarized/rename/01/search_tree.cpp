/**
 * @file search_tree.cpp
 * @brief A Binary Search Tree class,
 * with the traversals
 * In-Order, Pre-Order, Post-Order, level order
 */

#include<bits/stdc++.h> 
#include<queue>

/**
 *  tree element [key][lo*, hi*...]
 */
struct TreeNode {
    int key;
    std::shared_ptr<TreeNode> lo;
    std::shared_ptr<TreeNode> hi;
};

/**
 * Binary Search Tree with the basic operations
 */

class SearchTree{
    std::shared_ptr<TreeNode> top;

public:
    /**
     * constructor
     */
    SearchTree(){
        top = nullptr;
    }
    SearchTree(SearchTree const&) = delete;
    SearchTree& operator =(SearchTree const&) = delete;
    ~SearchTree(){
    }
    /**
     * adds a node with the given key
     * to the tree 
     * @param k the key to add
     */
    void add(int k){
        std::shared_ptr<TreeNode> fresh = std::shared_ptr<TreeNode>(new TreeNode);
        fresh->key = k;
        fresh->lo = nullptr;
        fresh->hi = nullptr;
        if(top == nullptr){
            top = fresh;
            return;
        }
        std::shared_ptr<TreeNode> walker = top;
        while(true){
            if(walker->key > k){
                if(walker->lo == nullptr)
                {
                    walker->lo = fresh;
                    return;
                }
                else{
                    walker = walker->lo;
                }
            }
            else{
                if(walker->hi == nullptr)
                {
                    walker->hi = fresh;
                    return;
                }
                else{
                    walker = walker->hi;
                }
            }
            
        } 
    }

    std::shared_ptr<TreeNode> getTop(){
        return top;
    }
    
    /**
     * level order traversal
     */
    void levelOrder() {
        std::queue<std::shared_ptr<TreeNode>> pending;
        pending.push(top);
        while(!pending.empty()){
            std::shared_ptr<TreeNode> walker = pending.front();
            pending.pop();
            std::cout << walker->key << " ";
            if(walker->lo){
                pending.push(walker->lo);
            }
            if(walker->hi){
                pending.push(walker->hi);
            }
        }
    }

    /**
     * node, lo, hi
     */
    void printPre(std::shared_ptr<TreeNode> const& walker){
        if(walker)
        {
            std::cout << walker->key << " ";
            printPre(walker->lo);
            printPre(walker->hi);
        }
    }

    /**
     * lo, node, hi
     */
    void printIn(std::shared_ptr<TreeNode> const& walker){
        if(walker)
        {
            printIn(walker->lo);
            std::cout << walker->key << " ";
            printIn(walker->hi);
        }
    }

    /**
     * lo, hi, node
     */
    void printPost(std::shared_ptr<TreeNode> const& walker){
        if(walker)
        {
            printPost(walker->lo);
            printPost(walker->hi);
            std::cout << walker->key << " ";
        }
    }

    /**
     * smallest key in a subtree
     */
    std::shared_ptr<TreeNode> leftmost(std::shared_ptr<TreeNode> t) 
    { 
        std::shared_ptr<TreeNode> walker = t; 
        while (walker && walker->lo){
            walker = walker->lo; 
        }
        return walker; 
    } 
    
    /**
     * erases the node holding k, if there is one
     */
    std::shared_ptr<TreeNode> erase(std::shared_ptr<TreeNode> walker, int k){
        if(walker == nullptr){
            return walker;
        }
        /* key is smaller: go left */
        else if(walker->key > k){
            walker->lo = erase(walker->lo, k);
        } 
        /* key is larger: go right */
        else if(walker->key < k){
            walker->hi = erase(walker->hi, k);
        }
        /* found it */
        else{
            std::shared_ptr<TreeNode> tmp = nullptr;
            if(walker->lo == nullptr){
                tmp = walker->hi;
                walker = tmp;
            }
            else if(walker->hi == nullptr){
                tmp = walker->lo;
                walker = tmp;
            }
            else{
                std::shared_ptr<TreeNode> next = leftmost(walker->hi);
                walker->key = next->key;
                walker->hi = erase(walker->hi, next->key);
            }
        }
        return walker;
    }
    
    void drop(int k){
        top = erase(top, k);
    }
};

int main() {
    std::array<int, 10> keys{{34, 45, 12, 7, 15, 190, 2, 1, 100, 5}};
    SearchTree tree;
    for(int k: keys){
        tree.add(k);
    }
    std::cout << "\nPre-order:\n";
    tree.printPre(tree.getTop());
    std::cout << "\nIn-order:\n";
    tree.printIn(tree.getTop());
    std::cout << "\nPost-order:\n";
    tree.printPost(tree.getTop());
    std::cout << "\nDeleting\n";
    tree.drop(34);
    tree.drop(7);
    std::cout << "\nLevel order\n";
    tree.levelOrder();
    return 0;
}
