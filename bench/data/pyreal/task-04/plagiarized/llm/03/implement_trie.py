"""
Implement a trie with insert, search, and startsWith methods.

Note:
You may assume that all inputs are consist of lowercase letters a-z.
"""
import string

VALID_LETTERS = set(string.ascii_lowercase)


def _check_word(word):
    if not isinstance(word, str):
        raise TypeError("expected a string, got %s" % type(word).__name__)
    bad = [ch for ch in word if ch not in VALID_LETTERS]
    if bad:
        raise ValueError("only lowercase letters a-z are allowed")


class TrieNode:
    def __init__(self):
        """
        Initialize your data structure here.
        """
        self.ended = False
        self.children = {}


class Trie:
    def __init__(self):
        """
        Notice:
        * When insert new word, do not override the existing TrieNode
        * A flag to indicate whether there is a word ending here.
        """
        self.root = TrieNode()
        self.size = 0
        self.node_count = 1

    def __len__(self):
        return self.size

    def insert(self, word):
        """
        Inserts a word into the trie.
        :type word: str
        :rtype: None
        """
        _check_word(word)
        cur = self.root
        for w in word:
            if w not in cur.children:   # not override
                cur.children[w] = TrieNode()
                self.node_count += 1
            cur = cur.children[w]

        if not cur.ended:
            self.size += 1
        cur.ended = True

    def search(self, word):
        """
        Returns if the word is in the trie.
        :type word: str
        :rtype: bool
        """
        cur = self.root
        for w in word:
            if w in cur.children:
                cur = cur.children[w]
            else:
                return False

        if not cur.ended:  # not ended here
            return False

        return True

    def startsWith(self, prefix):
        """
        Returns if there is any word in the trie that starts with the given prefix.
        :type prefix: str
        :rtype: bool
        """
        cur = self.root
        for w in prefix:
            if w in cur.children:
                cur = cur.children[w]
            else:
                return False

        return True

    def stats(self):
        return {"words": self.size, "nodes": self.node_count}


if __name__ == "__main__":
    t = Trie()
    for w in ["apple", "app", "apt"]:
        t.insert(w)
    print(t.stats(), t.search("app"), t.startsWith("ap"))
