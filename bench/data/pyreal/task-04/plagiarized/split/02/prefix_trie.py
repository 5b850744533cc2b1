from interfaces import WordStore
from nodes import PrefixNode


class PrefixTrie(WordStore):
    def __init__(self):
        self.root = PrefixNode()

    def insert(self, word):
        cur = self.root
        for letter in word:
            cur = cur.child(letter, create=True)
        cur.ended = True

    def _follow(self, text):
        cur = self.root
        for letter in text:
            cur = cur.child(letter)
            if cur is None:
                break
        return cur

    def search(self, word):
        cur = self._follow(word)
        if cur is None or not cur.ended:
            return False
        return True

    def startsWith(self, prefix):
        return self._follow(prefix) is not None
