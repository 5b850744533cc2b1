"""Prefix tree where every operation is written recursively."""


class TrieNode:
    def __init__(self):
        self.children = dict()
        self.terminal = False


class Trie:
    def __init__(self):
        self.root = TrieNode()

    def insert(self, word):
        self._insert(self.root, word, 0)

    def _insert(self, node, word, pos):
        if pos == len(word):
            node.terminal = True
            return
        letter = word[pos]
        child = node.children.get(letter)
        if child is None:
            child = TrieNode()
            node.children[letter] = child
        self._insert(child, word, pos + 1)

    def _descend(self, node, text, pos):
        if pos == len(text):
            return node
        nxt = node.children.get(text[pos])
        return None if nxt is None else self._descend(nxt, text, pos + 1)

    def search(self, word):
        end = self._descend(self.root, word, 0)
        if end is None:
            return False
        return end.terminal

    def startsWith(self, prefix):
        return not self._descend(self.root, prefix, 0) is None
