class PrefixNode:
    __slots__ = ("children", "ended")

    def __init__(self):
        self.children = {}
        self.ended = False

    def child(self, letter, create=False):
        if letter not in self.children:
            if not create:
                return None
            self.children[letter] = PrefixNode()
        return self.children[letter]
