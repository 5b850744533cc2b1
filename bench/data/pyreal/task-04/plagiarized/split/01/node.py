class TrieNode:
    def __init__(self):
        """
        Initialize your data structure here.
        """
        self.ended = False
        self.children = {}
