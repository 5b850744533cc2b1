import sys


class TrieNode:
    def __init__(self):
        self.children = {}
        self.ended = False


class Trie:
    def __init__(self):
        self.root = TrieNode()

    def insert(self, word):
        cur = self.root
        for w in word:
            nxt = cur.children.get(w)
            if nxt is None:
                nxt = cur.children[w] = TrieNode()
            cur = nxt
        cur.ended = True

    def _find(self, text):
        cur = self.root
        for w in text:
            if w not in cur.children:
                return None
            cur = cur.children[w]
        return cur

    def search(self, word):
        node = self._find(word)
        return bool(node and node.ended)

    def startsWith(self, prefix):
        return self._find(prefix) is not None


def run(lines):
    """Read commands such as 'insert apple', 'search app', 'prefix ap'."""
    trie = Trie()
    actions = {"insert": trie.insert, "search": trie.search, "prefix": trie.startsWith}
    for line in lines:
        parts = line.split()
        if len(parts) != 2 or parts[0] not in actions:
            continue
        result = actions[parts[0]](parts[1])
        if result is not None:
            print(str(result).lower())


if __name__ == "__main__":
    run(sys.stdin)
