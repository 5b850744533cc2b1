#include <iostream>
#include <string>

#include "lru_cache.hpp"

// Reads "capacity q" then q lines of "put k v" or "get k".
int main() {
    int capacity = 0, queries = 0;
    if (!(std::cin >> capacity >> queries)) {
        std::cerr << "expected: capacity query-count\n";
        return 1;
    }
    LRUCache cache(capacity);
    for (int i = 0; i < queries; ++i) {
        std::string op;
        std::cin >> op;
        if (op == "put") {
            int k, v;
            std::cin >> k >> v;
            cache.put(k, v);
        } else if (op == "get") {
            int k;
            std::cin >> k;
            std::cout << cache.get(k) << '\n';
        }
    }
    return 0;
}
