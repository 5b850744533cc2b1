#include <iostream>
#include <memory>

#include "prefix_tree.hpp"

int main() {
    std::unique_ptr<Dictionary> dict(new PrefixTree());
    const char* words[] = {"apple", "apply", "ape"};
    for (const char* w : words) dict->insert(w);

    const char* queries[] = {"apple", "app", "ape", "banana"};
    for (const char* q : queries) {
        std::cout << q << ": word=" << dict->search(q)
                  << " prefix=" << dict->startsWith(q) << '\n';
    }
    return 0;
}
