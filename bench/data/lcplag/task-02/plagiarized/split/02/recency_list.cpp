#include "recency_list.hpp"

RecencyList::RecencyList() : head_(new Entry(0, 0)), tail_(new Entry(0, 0)) {
    head_->newer = tail_;
    tail_->older = head_;
}

RecencyList::~RecencyList() {
    delete head_;
    delete tail_;
}

void RecencyList::pushNewest(Entry* e) {
    Entry* before = tail_->older;
    before->newer = e;
    tail_->older = e;
    e->older = before;
    e->newer = tail_;
}

void RecencyList::detach(Entry* e) {
    Entry* before = e->older;
    Entry* after = e->newer;
    before->newer = after;
    after->older = before;
}

Entry* RecencyList::oldest() const {
    return head_->newer == tail_ ? nullptr : head_->newer;
}
