#include <iostream>

#include "trie.h"

int main() {
    Trie* trie = new Trie();
    trie->insert("apple");
    std::cout << trie->search("apple") << std::endl;
    std::cout << trie->search("app") << std::endl;
    std::cout << trie->startsWith("app") << std::endl;
    trie->insert("app");
    std::cout << trie->search("app") << std::endl;
    delete trie;
    return 0;
}
