#ifndef LETTER_NODE_HPP
#define LETTER_NODE_HPP

// Node with one slot per lowercase letter.
struct LetterNode {
    static const int kLetters = 26;
    LetterNode* slot[kLetters];
    bool endsHere;

    LetterNode() : endsHere(false) {
        for (int i = 0; i < kLetters; ++i) slot[i] = nullptr;
    }
};

#endif
