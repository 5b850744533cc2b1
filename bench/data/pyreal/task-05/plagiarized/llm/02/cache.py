"""An LRU cache with sentinel head/tail nodes so no branch needs a None check."""


class _Link:
    __slots__ = ("key", "val", "prev", "next")

    def __init__(self, key=None, val=None):
        self.key, self.val = key, val
        self.prev = self.next = None


class LRUCache:
    def __init__(self, capacity):
        self.capacity = capacity
        self.lookup = {}
        self.oldest = _Link()
        self.newest = _Link()
        self.oldest.next = self.newest
        self.newest.prev = self.oldest

    def _detach(self, link):
        link.prev.next = link.next
        link.next.prev = link.prev

    def _attach_newest(self, link):
        before = self.newest.prev
        before.next = link
        link.prev = before
        link.next = self.newest
        self.newest.prev = link

    def get(self, key):
        if key not in self.lookup:
            return -1
        link = self.lookup[key]
        self._detach(link)
        self._attach_newest(link)
        return link.val

    def set(self, key, val):
        link = self.lookup.get(key)
        if link is not None:
            link.val = val
            self._detach(link)
            self._attach_newest(link)
            return
        if len(self.lookup) >= self.capacity:
            victim = self.oldest.next
            self._detach(victim)
            self.lookup.pop(victim.key)
        link = _Link(key, val)
        self._attach_newest(link)
        self.lookup[key] = link


def demo():
    cache = LRUCache(3)
    cache.set(1, 1)
    cache.set(2, 2)
    cache.set(3, 3)
    print(cache.get(1))
    cache.set(4, 4)
    print(cache.get(2))


if __name__ == "__main__":
    demo()
