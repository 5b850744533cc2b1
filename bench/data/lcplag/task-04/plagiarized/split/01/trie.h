#pragma once

#include <string>

#include "trie_node.h"

class Trie {
    TrieNode* root;

public:
    Trie();
    void insert(std::string word);
    bool search(std::string word);
    bool startsWith(std::string prefix);
};
