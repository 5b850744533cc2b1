#include <bits/stdc++.h>
using namespace std;

// Prefix tree for lowercase words: each node has 26 child pointers
// and a flag telling whether a word ends there.
class TrieNode
{
public:
    TrieNode* children[26];
    bool isEndOfWord;
    TrieNode()
    {
        for (int i = 0; i < 26; ++i) children[i] = nullptr;
        isEndOfWord = false;
    }
};

class Trie
{
    TrieNode* root;
public:
    Trie() { root = new TrieNode(); }

    void insert(string word)
    {
        TrieNode* node = root;
        for (char ch : word)
        {
            int index = ch - 'a';
            if (!node->children[index]) node->children[index] = new TrieNode();
            node = node->children[index];
        }
        node->isEndOfWord = true;
    }

    bool search(string word)
    {
        TrieNode* node = root;
        for (char ch : word)
        {
            int index = ch - 'a';
            if (!node->children[index]) return false;
            node = node->children[index];
        }
        return node->isEndOfWord;
    }

    bool startsWith(string prefix)
    {
        TrieNode* node = root;
        for (char ch : prefix)
        {
            int index = ch - 'a';
            if (!node->children[index]) return false;
            node = node->children[index];
        }
        return true;
    }
};
