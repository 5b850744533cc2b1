#include <bits/stdc++.h>
using namespace std;

/*
    Least-recently-used cache.

    map: key -> list item; list runs from `head` (oldest) to `tail` (newest).
    lookup moves the item to the newest end; insert evicts the oldest item
    once the size limit is passed.

    Time: O(1) per call, memory: O(limit)
*/

class Item {
public:
    int id;
    int payload;
    Item* before;
    Item* after;
    
    Item(int ident, int data) {
        id = ident;
        payload = data;
        before = NULL;
        after = NULL;
    }
};

class LRUCache {
public:
    LRUCache(int capacity) {
        limit = capacity;
        
        head = new Item(0, 0);
        tail = new Item(0, 0);
        
        head->after = tail;
        tail->before = head;
    }
    
    int get(int key) {
        if (table.find(key) != table.end()) {
            detach(table[key]);
            attach(table[key]);
            return table[key]->payload;
        }
        return -1;
    }
    
    void put(int key, int value) {
        if (table.find(key) != table.end()) {
            detach(table[key]);
            
            // release the item we just unlinked
            delete table[key];
        }
        table[key] = new Item(key, value);
        attach(table[key]);
        
        if (table.size() > limit) {
            // drop the oldest item from list and map
            Item* oldest = head->after;
            detach(oldest);
            table.erase(oldest->id);
            
            // release its memory
            delete oldest;
        }
    }
private:
    int limit;
    unordered_map<int, Item*> table; // key -> item
    Item* head;
    Item* tail;
    
    // unlink an item
    void detach(Item* it) {
        Item* b = it->before;
        Item* a = it->after;
        
        b->after = a;
        a->before = b;
    }
    
    // link an item just before the tail
    void attach(Item* it) {
        Item* b = tail->before;
        Item* a = tail;
        
        b->after = it;
        a->before = it;
        
        it->before = b;
        it->after = a;
    }
};
