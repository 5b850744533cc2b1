#ifndef LRU_CACHE_HPP
#define LRU_CACHE_HPP

#include <unordered_map>

#include "recency_list.hpp"

// Fixed-capacity cache that evicts the least recently used key.
class LRUCache {
public:
    explicit LRUCache(int capacity);
    ~LRUCache();

    int get(int key);
    void put(int key, int value);

private:
    void evictIfNeeded();

    int capacity_;
    std::unordered_map<int, Entry*> byKey_;
    RecencyList order_;
};

#endif
