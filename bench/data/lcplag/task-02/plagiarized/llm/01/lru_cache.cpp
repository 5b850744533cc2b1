#include <iostream>
#include <unordered_map>

// LRU cache: a hash map for O(1) lookup and a doubly linked list that keeps
// entries in order of use. The sentinel `oldest_` precedes the entry to evict
// next; the sentinel `newest_` follows the most recently used entry.

struct CacheEntry {
    int key;
    int value;
    CacheEntry* prev = nullptr;
    CacheEntry* next = nullptr;
    CacheEntry(int k, int v) : key(k), value(v) {}
};

class LRUCache {
public:
    explicit LRUCache(int capacity)
        : capacity_(capacity), oldest_(new CacheEntry(0, 0)), newest_(new CacheEntry(0, 0)) {
        oldest_->next = newest_;
        newest_->prev = oldest_;
    }

    int get(int key) {
        auto it = entries_.find(key);
        if (it == entries_.end()) {
            return -1;
        }
        CacheEntry* entry = it->second;
        unlink(entry);
        linkAsNewest(entry);
        return entry->value;
    }

    void put(int key, int value) {
        auto it = entries_.find(key);
        if (it != entries_.end()) {
            unlink(it->second);
            delete it->second;
        }
        CacheEntry* entry = new CacheEntry(key, value);
        entries_[key] = entry;
        linkAsNewest(entry);

        if (static_cast<int>(entries_.size()) > capacity_) {
            CacheEntry* victim = oldest_->next;
            unlink(victim);
            entries_.erase(victim->key);
            delete victim;
        }
    }

private:
    int capacity_;
    std::unordered_map<int, CacheEntry*> entries_;
    CacheEntry* oldest_;
    CacheEntry* newest_;

    static void unlink(CacheEntry* entry) {
        CacheEntry* before = entry->prev;
        CacheEntry* after = entry->next;
        before->next = after;
        after->prev = before;
    }

    void linkAsNewest(CacheEntry* entry) {
        CacheEntry* before = newest_->prev;
        before->next = entry;
        newest_->prev = entry;
        entry->prev = before;
        entry->next = newest_;
    }
};
