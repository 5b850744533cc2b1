"""
Least Recently Used (LRU) cache.

Both operations run in O(1): a dictionary maps keys to nodes of a doubly
linked list that keeps entries ordered from least to most recently used.
"""
from collections import OrderedDict


class Node:
    """A doubly linked list node holding one cache entry."""

    def __init__(self, key, value):
        self.key = key
        self.value = value
        self.prev = None
        self.next = None


class DoublyLinkedList:
    """Oldest entry at the head, newest at the tail."""

    def __init__(self):
        self.head = None
        self.tail = None

    def append(self, node):
        if self.head is None:
            self.head = node
        else:
            node.prev = self.tail
            self.tail.next = node
        self.tail = node

    def unlink(self, node):
        if node.prev is None:
            self.head = node.next
        else:
            node.prev.next = node.next
        if node.next is None:
            self.tail = node.prev
        else:
            node.next.prev = node.prev


class LRUCache:
    """LRU cache built on a hash map plus a doubly linked list."""

    def __init__(self, capacity):
        self.capacity = capacity
        self.entries = {}
        self.order = DoublyLinkedList()

    def _add_most_recent(self, key, value):
        node = Node(key, value)
        self.order.append(node)
        self.entries[key] = node

    def get(self, key):
        """Return the cached value (and mark it as recently used) or -1."""
        node = self.entries.get(key)
        if node is None:
            return -1
        self.order.unlink(node)
        self._add_most_recent(key, node.value)
        return node.value

    def set(self, key, value):
        """Store a value, evicting the least recently used entry when full."""
        if key in self.entries:
            self.order.unlink(self.entries[key])
        elif len(self.entries) == self.capacity:
            oldest = self.order.head
            del self.entries[oldest.key]
            self.order.unlink(oldest)
        self._add_most_recent(key, value)


class OrderedDictLRUCache:
    """The same cache written with collections.OrderedDict."""

    def __init__(self, capacity):
        self.capacity = capacity
        self.cache = OrderedDict()

    def get(self, key):
        if key not in self.cache:
            return -1
        value = self.cache.pop(key)
        self.cache[key] = value
        return value

    def set(self, key, value):
        if key in self.cache:
            self.cache.pop(key)
        elif len(self.cache) == self.capacity:
            self.cache.popitem(last=False)
        self.cache[key] = value


if __name__ == "__main__":
    cache = LRUCache(3)
    for k in (1, 2, 3):
        cache.set(k, k)
    print(f"get(1) = {cache.get(1)}")
    cache.set(4, 4)
    print(f"get(2) = {cache.get(2)}")
