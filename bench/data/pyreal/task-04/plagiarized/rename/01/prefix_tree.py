"""
Implement a prefix tree with add, contains, and has_prefix methods.

Note:
You may assume that all inputs are consist of lowercase letters a-z.
"""


class Node:
    def __init__(self):
        """
        Initialize your data structure here.
        """
        self.is_end = False
        self.next = {}


class PrefixTree:
    def __init__(self):
        """
        Notice:
        * When adding a new word, do not replace an existing Node
        * A flag tells whether a word ends here.
        """
        self.top = Node()

    def add(self, text):
        """
        Adds a word to the tree.
        :type text: str
        :rtype: None
        """
        node = self.top
        for ch in text:
            if ch not in node.next:   # keep what is there
                node.next[ch] = Node()
            node = node.next[ch]

        node.is_end = True

    def contains(self, text):
        """
        Returns if the word is in the tree.
        :type text: str
        :rtype: bool
        """
        node = self.top
        for ch in text:
            if ch in node.next:
                node = node.next[ch]
            else:
                return False

        if not node.is_end:  # a prefix only
            return False

        return True

    def has_prefix(self, start):
        """
        Returns if any word in the tree starts with the given prefix.
        :type start: str
        :rtype: bool
        """
        node = self.top
        for ch in start:
            if ch in node.next:
                node = node.next[ch]
            else:
                return False

        return True
