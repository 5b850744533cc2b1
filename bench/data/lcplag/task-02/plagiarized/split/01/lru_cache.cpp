#include "lru_cache.h"

LRUCache::LRUCache(int capacity) {
    cap = capacity;

    left = new Node(0, 0);
    right = new Node(0, 0);

    left->next = right;
    right->prev = left;
}

int LRUCache::get(int key) {
    if (cache.find(key) != cache.end()) {
        remove(cache[key]);
        insert(cache[key]);
        return cache[key]->val;
    }
    return -1;
}

void LRUCache::put(int key, int value) {
    if (cache.find(key) != cache.end()) {
        remove(cache[key]);

        // Free allocated memory for the removed node
        delete cache[key];
    }
    cache[key] = new Node(key, value);
    insert(cache[key]);

    if (cache.size() > cap) {
        // remove from list & delete LRU from map
        Node* lru = left->next;
        remove(lru);
        cache.erase(lru->k);

        // Free allocated memory for the removed node
        delete lru;
    }
}

// remove node from list
void LRUCache::remove(Node* node) {
    Node* prev = node->prev;
    Node* next = node->next;

    prev->next = next;
    next->prev = prev;
}

// insert node at right
void LRUCache::insert(Node* node) {
    Node* prev = right->prev;
    Node* next = right;

    prev->next = node;
    next->prev = node;

    node->prev = prev;
    node->next = next;
}
