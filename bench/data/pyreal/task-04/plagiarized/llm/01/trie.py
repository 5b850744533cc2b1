"""
Trie (prefix tree) supporting insertion, exact-word lookup and prefix lookup.
Inputs are assumed to be lowercase ASCII letters.
"""


class TrieNode:
    """One node of the trie: its children and whether a word stops here."""

    def __init__(self):
        self.children = {}
        self.is_word_end = False


class Trie:
    """A prefix tree storing a set of words."""

    def __init__(self):
        self.root = TrieNode()

    def insert(self, word: str) -> None:
        """Add ``word``, reusing existing nodes for shared prefixes."""
        node = self.root
        for letter in word:
            node = node.children.setdefault(letter, TrieNode())
        node.is_word_end = True

    def _walk(self, text: str):
        """Follow ``text`` from the root; return the last node or None."""
        node = self.root
        for letter in text:
            if letter not in node.children:
                return None
            node = node.children[letter]
        return node

    def search(self, word: str) -> bool:
        """True only if ``word`` was inserted as a whole word."""
        node = self._walk(word)
        return node is not None and node.is_word_end

    def startsWith(self, prefix: str) -> bool:
        """True if at least one stored word begins with ``prefix``."""
        return self._walk(prefix) is not None


if __name__ == "__main__":
    trie = Trie()
    trie.insert("apple")
    print(f"search('apple') -> {trie.search('apple')}")
    print(f"search('app') -> {trie.search('app')}")
    print(f"startsWith('app') -> {trie.startsWith('app')}")
