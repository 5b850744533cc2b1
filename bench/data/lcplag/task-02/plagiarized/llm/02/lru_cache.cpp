#include <cassert>
#include <iostream>
#include <stdexcept>
#include <unordered_map>
#include <vector>

namespace cache {

// Doubly linked list node holding one cached key/value pair.
struct Link {
    int key;
    int value;
    Link* prev;
    Link* next;
    Link(int k, int v) : key(k), value(v), prev(nullptr), next(nullptr) {}
};

// Evicts the least recently used entry once more than `capacity` keys are held.
// Entries are kept between two dummy links, most recent first.
class LRUCache {
public:
    explicit LRUCache(int capacity) : capacity_(capacity), size_(0) {
        if (capacity <= 0) {
            throw std::invalid_argument("capacity must be positive");
        }
        first_ = new Link(-1, -1);
        last_ = new Link(-1, -1);
        first_->next = last_;
        last_->prev = first_;
    }

    ~LRUCache() {
        Link* cur = first_;
        while (cur) {
            Link* nxt = cur->next;
            delete cur;
            cur = nxt;
        }
    }

    void put(int key, int value) {
        auto found = index_.find(key);
        if (found != index_.end()) {
            Link* stale = found->second;
            cut(stale);
            index_.erase(found);
            delete stale;
            --size_;
        }
        Link* link = new Link(key, value);
        index_.emplace(key, link);
        pushFront(link);
        ++size_;
        if (size_ > capacity_) {
            dropBack();
        }
    }

    int get(int key) {
        auto found = index_.find(key);
        if (found == index_.end()) return -1;
        Link* link = found->second;
        cut(link);
        pushFront(link);
        return link->value;
    }

    int size() const { return size_; }

private:
    int capacity_;
    int size_;
    std::unordered_map<int, Link*> index_;
    Link* first_;
    Link* last_;

    void cut(Link* link) {
        link->prev->next = link->next;
        link->next->prev = link->prev;
    }

    void pushFront(Link* link) {
        link->next = first_->next;
        link->prev = first_;
        first_->next->prev = link;
        first_->next = link;
    }

    void dropBack() {
        Link* victim = last_->prev;
        cut(victim);
        index_.erase(victim->key);
        delete victim;
        --size_;
    }
};

}  // namespace cache

int main() {
    cache::LRUCache lru(2);
    lru.put(1, 1);
    lru.put(2, 2);
    assert(lru.get(1) == 1);
    lru.put(3, 3);
    assert(lru.get(2) == -1);
    lru.put(4, 4);
    std::vector<int> expected = {-1, 3, 4};
    std::vector<int> keys = {1, 3, 4};
    for (size_t i = 0; i < keys.size(); ++i) {
        int got = lru.get(keys[i]);
        std::cout << "get(" << keys[i] << ") = " << got
                  << (got == expected[i] ? "" : "  <-- unexpected") << "\n";
    }
    return 0;
}
