#include <iostream>
#include <memory>
#include <string>
#include <vector>

namespace ds {

constexpr int kAlphabet = 26;

class Trie {
    struct Node {
        std::unique_ptr<Node> kids[kAlphabet];
        bool terminal = false;
    };

    std::unique_ptr<Node> root_ = std::make_unique<Node>();

    static int slotOf(char c) { return static_cast<int>(c - 'a'); }

    // Descends along `s`; returns the last node or nullptr if the path is missing.
    Node* find(const std::string& s) const {
        Node* cur = root_.get();
        size_t i = 0;
        while (cur != nullptr && i < s.size()) {
            cur = cur->kids[slotOf(s[i])].get();
            ++i;
        }
        return cur;
    }

public:
    void insert(const std::string& word) {
        Node* cur = root_.get();
        for (size_t i = 0; i < word.size(); ++i) {
            auto& child = cur->kids[slotOf(word[i])];
            if (!child) {
                child = std::make_unique<Node>();
            }
            cur = child.get();
        }
        cur->terminal = true;
    }

    bool startsWith(const std::string& prefix) const { return find(prefix) != nullptr; }

    bool search(const std::string& word) const {
        Node* end = find(word);
        if (!end) {
            return false;
        }
        return end->terminal;
    }
};

}  // namespace ds

int main() {
    ds::Trie trie;
    std::vector<std::string> words = {"apple", "app", "apex"};
    for (const auto& w : words) {
        trie.insert(w);
    }
    std::cout << std::boolalpha;
    std::cout << "search(apple)   = " << trie.search("apple") << '\n';
    std::cout << "search(ap)      = " << trie.search("ap") << '\n';
    std::cout << "startsWith(ap)  = " << trie.startsWith("ap") << '\n';
    std::cout << "startsWith(bat) = " << trie.startsWith("bat") << '\n';
    return 0;
}
