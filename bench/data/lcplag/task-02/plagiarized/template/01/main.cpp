#include <bits/stdc++.h>
using namespace std;

#define ll long long
#define pb push_back
#define all(x) (x).begin(), (x).end()
#define rep(i, a, b) for (int i = (a); i < (b); ++i)
#define fastio ios_base::sync_with_stdio(false); cin.tie(nullptr); cout.tie(nullptr)

typedef pair<int, int> pii;
typedef vector<int> vi;

const int INF = 1e9 + 7;
const ll LINF = 1e18;

template <typename T> void read(T &x) { cin >> x; }
template <typename T, typename... R> void read(T &x, R &...rest) { cin >> x; read(rest...); }

/* ------------------------------------------------------------------ */

class Node {
public:
    int k;
    int val;
    Node* prev;
    Node* next;
    Node(int key, int value) {
        k = key;
        val = value;
        prev = NULL;
        next = NULL;
    }
};

class LRUCache {
public:
    LRUCache(int capacity) {
        cap = capacity;
        left = new Node(0, 0);
        right = new Node(0, 0);
        left->next = right;
        right->prev = left;
    }
    int get(int key) {
        if (cache.find(key) != cache.end()) {
            remove(cache[key]);
            insert(cache[key]);
            return cache[key]->val;
        }
        return -1;
    }
    void put(int key, int value) {
        if (cache.find(key) != cache.end()) {
            remove(cache[key]);
            delete cache[key];
        }
        cache[key] = new Node(key, value);
        insert(cache[key]);
        if (cache.size() > cap) {
            Node* lru = left->next;
            remove(lru);
            cache.erase(lru->k);
            delete lru;
        }
    }
private:
    int cap;
    unordered_map<int, Node*> cache;
    Node* left;
    Node* right;
    void remove(Node* node) {
        Node* prev = node->prev;
        Node* next = node->next;
        prev->next = next;
        next->prev = prev;
    }
    void insert(Node* node) {
        Node* prev = right->prev;
        Node* next = right;
        prev->next = node;
        next->prev = node;
        node->prev = prev;
        node->next = next;
    }
};

/* ------------------------------------------------------------------ */

void solve() {
    int cap, q;
    read(cap, q);
    LRUCache lru(cap);
    rep(i, 0, q) {
        string op;
        cin >> op;
        if (op == "put") {
            int k, v;
            read(k, v);
            lru.put(k, v);
        } else {
            int k;
            read(k);
            cout << lru.get(k) << '\n';
        }
    }
}

int main() {
    fastio;
    int t = 1;
    // cin >> t;
    while (t--) solve();
    return 0;
}
