#ifndef RECENCY_LIST_HPP
#define RECENCY_LIST_HPP

// One key/value pair threaded on the recency list.
struct Entry {
    int key;
    int value;
    Entry* older = nullptr;
    Entry* newer = nullptr;
    Entry(int k, int v) : key(k), value(v) {}
};

// Doubly linked list ordered from the oldest to the newest entry, with two
// sentinel entries so that every real entry has both neighbours.
class RecencyList {
public:
    RecencyList();
    ~RecencyList();
    RecencyList(const RecencyList&) = delete;
    RecencyList& operator=(const RecencyList&) = delete;

    void pushNewest(Entry* e);
    void detach(Entry* e);
    Entry* oldest() const;

private:
    Entry* head_;  // sentinel before the oldest entry
    Entry* tail_;  // sentinel after the newest entry
};

#endif
