#include <bits/stdc++.h>
using namespace std;

// Bounded cache with least-recently-used replacement.
//
// Every stored pair lives in a Slot; slots are threaded on a circular list
// around a single guard slot: guard.after is the newest, guard.before the
// oldest. The map gives O(1) access from a key to its slot.
class LRUCache {
    struct Slot {
        int key = 0;
        int value = 0;
        Slot* before = nullptr;
        Slot* after = nullptr;
    };

    Slot guard;
    unordered_map<int, Slot*> where;
    size_t maxSize;

    void splice_out(Slot* s) {
        s->before->after = s->after;
        s->after->before = s->before;
    }

    void splice_newest(Slot* s) {
        s->after = guard.after;
        s->before = &guard;
        guard.after->before = s;
        guard.after = s;
    }

public:
    LRUCache(int capacity) : maxSize(capacity) {
        guard.before = &guard;
        guard.after = &guard;
    }

    ~LRUCache() {
        for (auto& kv : where) delete kv.second;
    }

    int get(int key) {
        auto hit = where.find(key);
        if (hit == where.end()) {
            return -1;
        }
        Slot* s = hit->second;
        splice_out(s);
        splice_newest(s);
        return s->value;
    }

    void put(int key, int value) {
        Slot* s;
        auto hit = where.find(key);
        if (hit != where.end()) {
            s = hit->second;
            splice_out(s);
        } else {
            s = new Slot();
            s->key = key;
            where[key] = s;
        }
        s->value = value;
        splice_newest(s);

        // the list may now hold one slot too many: retire the oldest
        while (where.size() > maxSize) {
            Slot* oldest = guard.before;
            splice_out(oldest);
            where.erase(oldest->key);
            delete oldest;
        }
    }
};
