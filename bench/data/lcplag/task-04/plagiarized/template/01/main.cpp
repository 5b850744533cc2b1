// Author: template v3
#include <bits/stdc++.h>
using namespace std;

typedef long long ll;
typedef unsigned long long ull;
typedef vector<int> vi;
typedef vector<string> vs;

#define FOR(i, a, b) for (int i = (a); i < (b); i++)
#define sz(x) (int)(x).size()
#define endl '\n'

#ifdef LOCAL
#define dbg(x) cerr << #x << " = " << (x) << endl
#else
#define dbg(x)
#endif

static inline void setIO() {
    ios::sync_with_stdio(0);
    cin.tie(0);
}

class TrieNode {
public:
    TrieNode* children[26];
    bool isEndOfWord;
    TrieNode() {
        for (int i = 0; i < 26; ++i) children[i] = nullptr;
        isEndOfWord = false;
    }
};

class Trie {
    TrieNode* root;
public:
    Trie() { root = new TrieNode(); }
    void insert(string word) {
        TrieNode* node = root;
        for (char ch : word) {
            int index = ch - 'a';
            if (!node->children[index]) node->children[index] = new TrieNode();
            node = node->children[index];
        }
        node->isEndOfWord = true;
    }
    bool search(string word) {
        TrieNode* node = root;
        for (char ch : word) {
            int index = ch - 'a';
            if (!node->children[index]) return false;
            node = node->children[index];
        }
        return node->isEndOfWord;
    }
    bool startsWith(string prefix) {
        TrieNode* node = root;
        for (char ch : prefix) {
            int index = ch - 'a';
            if (!node->children[index]) return false;
            node = node->children[index];
        }
        return true;
    }
};

int main() {
    setIO();
    int q;
    cin >> q;
    Trie t;
    FOR(i, 0, q) {
        string op, s;
        cin >> op >> s;
        dbg(op);
        if (op == "insert") t.insert(s);
        else if (op == "search") cout << (t.search(s) ? "true" : "false") << endl;
        else cout << (t.startsWith(s) ? "true" : "false") << endl;
    }
    return 0;
}
