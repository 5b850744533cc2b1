# Implement a trie with insert, search and startsWith.
# All inputs are lowercase letters a-z.


class TrieNode:
    def __init__(self):
        self.ended = False
        self.children = {}


class Trie:
    def __init__(self):
        # when inserting, never overwrite an existing node;
        # `ended` marks that a word finishes at this node
        self.root = TrieNode()

    def insert(self, word):
        cur = self.root
        for w in word:
            if w not in cur.children:
                cur.children[w] = TrieNode()
            cur = cur.children[w]
        cur.ended = True

    def search(self, word):
        cur = self.root
        for w in word:
            if w in cur.children:
                cur = cur.children[w]
            else:
                return False
        if not cur.ended:
            return False
        return True

    def startsWith(self, prefix):
        cur = self.root
        for w in prefix:
            if w in cur.children:
                cur = cur.children[w]
            else:
                return False
        return True
