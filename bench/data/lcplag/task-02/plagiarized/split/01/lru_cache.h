#pragma once

#include <unordered_map>

#include "node.h"

/*
    Hash map + doubly linked list, left = LRU, right = MRU
    get: update to MRU, put: update to MRU, remove LRU if full
*/
class LRUCache {
public:
    LRUCache(int capacity);
    int get(int key);
    void put(int key, int value);

private:
    int cap;
    std::unordered_map<int, Node*> cache; // {key -> node}
    Node* left;
    Node* right;

    void remove(Node* node);
    void insert(Node* node);
};
