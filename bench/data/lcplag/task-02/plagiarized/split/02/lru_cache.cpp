#include "lru_cache.hpp"

LRUCache::LRUCache(int capacity) : capacity_(capacity) {}

LRUCache::~LRUCache() {
    for (auto& item : byKey_) {
        delete item.second;
    }
}

int LRUCache::get(int key) {
    auto it = byKey_.find(key);
    if (it == byKey_.end()) {
        return -1;
    }
    Entry* e = it->second;
    order_.detach(e);
    order_.pushNewest(e);
    return e->value;
}

void LRUCache::put(int key, int value) {
    auto it = byKey_.find(key);
    if (it != byKey_.end()) {
        order_.detach(it->second);
        delete it->second;
        byKey_.erase(it);
    }
    Entry* e = new Entry(key, value);
    byKey_[key] = e;
    order_.pushNewest(e);
    evictIfNeeded();
}

void LRUCache::evictIfNeeded() {
    if (static_cast<int>(byKey_.size()) <= capacity_) {
        return;
    }
    Entry* victim = order_.oldest();
    order_.detach(victim);
    byKey_.erase(victim->key);
    delete victim;
}
