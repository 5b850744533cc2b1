#ifndef PREFIX_TREE_HPP
#define PREFIX_TREE_HPP

#include "dictionary.hpp"
#include "letter_node.hpp"

class PrefixTree : public Dictionary {
public:
    PrefixTree();
    void insert(const std::string& word) override;
    bool search(const std::string& word) const override;
    bool startsWith(const std::string& prefix) const override;

private:
    const LetterNode* descend(const std::string& path) const;
    LetterNode* root_;
};

#endif
