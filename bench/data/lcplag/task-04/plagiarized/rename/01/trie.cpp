#include <bits/stdc++.h>
using namespace std;

class Vertex {
public:
    Vertex* next[26];
    bool terminal;

    Vertex() {
        // start with no outgoing edges and no word ending here
        for (int j = 0; j < 26; ++j) {
            next[j] = nullptr;
        }
        terminal = false;
    }
};

class Trie {
    Vertex* top;

public:
    /** Build an empty tree. */
    Trie() {
        top = new Vertex();
    }
    
    /** Add a word. */
    void insert(string s) {
        Vertex* cur = top;
        for (char c : s) {
            int pos = c - 'a';  // letter -> slot
            if (!cur->next[pos]) {
                cur->next[pos] = new Vertex();
            }
            cur = cur->next[pos];
        }
        cur->terminal = true;  // remember that a word stops here
    }
    
    /** Was this exact word added? */
    bool search(string s) {
        Vertex* cur = top;
        for (char c : s) {
            int pos = c - 'a';
            if (!cur->next[pos]) {
                return false;  // path breaks off
            }
            cur = cur->next[pos];
        }
        return cur->terminal;  // only a full word counts
    }
    
    /** Does any added word begin with p? */
    bool startsWith(string p) {
        Vertex* cur = top;
        for (char c : p) {
            int pos = c - 'a';
            if (!cur->next[pos]) {
                return false;  // no word continues this way
            }
            cur = cur->next[pos];
        }
        return true;  // the whole prefix is present
    }
};
