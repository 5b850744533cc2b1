#include "trie.h"

/** Initialize your data structure here. */
Trie::Trie() {
    root = new TrieNode();
}

/** Inserts a word into the trie. */
void Trie::insert(std::string word) {
    TrieNode* node = root;
    for (char ch : word) {
        int index = ch - 'a';  // Convert character to index
        if (!node->children[index]) {
            node->children[index] = new TrieNode();
        }
        node = node->children[index];
    }
    node->isEndOfWord = true;  // Mark the last node as end of a word
}

/** Returns if the word is in the trie. */
bool Trie::search(std::string word) {
    TrieNode* node = root;
    for (char ch : word) {
        int index = ch - 'a';
        if (!node->children[index]) {
            return false;  // Return false if character path does not exist
        }
        node = node->children[index];
    }
    return node->isEndOfWord;  // Check if end of word is reached
}

/** Returns if there is any word in the trie that starts with the given prefix. */
bool Trie::startsWith(std::string prefix) {
    TrieNode* node = root;
    for (char ch : prefix) {
        int index = ch - 'a';
        if (!node->children[index]) {
            return false;  // Return false if prefix path does not exist
        }
        node = node->children[index];
    }
    return true;  // Return true if prefix exists
}
