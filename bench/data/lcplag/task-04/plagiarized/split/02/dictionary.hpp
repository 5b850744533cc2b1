#ifndef DICTIONARY_HPP
#define DICTIONARY_HPP

#include <string>

// Interface of a word store that answers exact and prefix queries.
class Dictionary {
public:
    virtual ~Dictionary() = default;
    virtual void insert(const std::string& word) = 0;
    virtual bool search(const std::string& word) const = 0;
    virtual bool startsWith(const std::string& prefix) const = 0;
};

#endif
