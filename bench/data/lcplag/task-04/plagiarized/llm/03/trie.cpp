#include <bits/stdc++.h>
using namespace std;

// Implement Trie (Prefix Tree): recursive formulation.
class Trie {
private:
    struct Cell {
        Cell* link[26] = {};
        bool stop = false;
    };

    Cell* base = new Cell();

    static void place(Cell* at, const string& w, size_t k) {
        if (k == w.size()) {
            at->stop = true;
            return;
        }
        Cell*& nxt = at->link[w[k] - 'a'];
        if (nxt == nullptr) nxt = new Cell();
        place(nxt, w, k + 1);
    }

    static Cell* follow(Cell* at, const string& w, size_t k) {
        if (at == nullptr) return nullptr;
        if (k == w.size()) return at;
        return follow(at->link[w[k] - 'a'], w, k + 1);
    }

public:
    Trie() {}

    bool startsWith(string prefix) { return follow(base, prefix, 0) != nullptr; }

    bool search(string word) {
        Cell* at = follow(base, word, 0);
        return at ? at->stop : false;
    }

    void insert(string word) { place(base, word, 0); }
};
