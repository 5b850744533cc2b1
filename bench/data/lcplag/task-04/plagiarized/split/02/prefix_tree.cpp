#include "prefix_tree.hpp"

PrefixTree::PrefixTree() : root_(new LetterNode()) {}

void PrefixTree::insert(const std::string& word) {
    LetterNode* at = root_;
    for (std::string::size_type i = 0; i < word.size(); ++i) {
        int k = word[i] - 'a';
        if (at->slot[k] == nullptr) {
            at->slot[k] = new LetterNode();
        }
        at = at->slot[k];
    }
    at->endsHere = true;
}

const LetterNode* PrefixTree::descend(const std::string& path) const {
    const LetterNode* at = root_;
    for (char c : path) {
        at = at->slot[c - 'a'];
        if (at == nullptr) {
            break;
        }
    }
    return at;
}

bool PrefixTree::search(const std::string& word) const {
    const LetterNode* at = descend(word);
    return at != nullptr && at->endsHere;
}

bool PrefixTree::startsWith(const std::string& prefix) const {
    return descend(prefix) != nullptr;
}
