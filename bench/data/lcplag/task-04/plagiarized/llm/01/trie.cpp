#include <array>
#include <string>

// A prefix tree over 'a'..'z'. Each node owns up to 26 children and records
// whether an inserted word terminates at it.
struct Node {
    std::array<Node*, 26> next{};
    bool wordEnds = false;
};

class Trie {
public:
    Trie() : root_(new Node()) {}

    // Adds `word`, creating nodes for letters that are not present yet.
    void insert(const std::string& word) {
        Node* cur = root_;
        for (char letter : word) {
            const int slot = letter - 'a';
            if (cur->next[slot] == nullptr) {
                cur->next[slot] = new Node();
            }
            cur = cur->next[slot];
        }
        cur->wordEnds = true;
    }

    // True when exactly `word` was inserted earlier.
    bool search(const std::string& word) const {
        const Node* end = walk(word);
        return end != nullptr && end->wordEnds;
    }

    // True when at least one inserted word begins with `prefix`.
    bool startsWith(const std::string& prefix) const {
        return walk(prefix) != nullptr;
    }

private:
    Node* root_;

    // Follows `text` from the root; nullptr as soon as a letter is missing.
    const Node* walk(const std::string& text) const {
        const Node* cur = root_;
        for (char letter : text) {
            const int slot = letter - 'a';
            if (cur->next[slot] == nullptr) {
                return nullptr;
            }
            cur = cur->next[slot];
        }
        return cur;
    }
};
