class DLinkedNode:
    def __init__(self, key=0, val=0):
        self.key = key
        self.val = val
        self.prev = None
        self.next = None


class LRUCache:
    """LeetCode 146 signature: LRUCache(capacity), get(key), put(key, value)."""

    def __init__(self, capacity: int):
        self.capacity = capacity
        self.map = {}
        self.head = None  # least recently used
        self.tail = None  # most recently used

    def _append(self, node):
        if self.head is None:
            self.head = node
        else:
            self.tail.next = node
            node.prev = self.tail
        self.tail = node

    def _remove(self, node):
        if node.prev:
            node.prev.next = node.next
        else:
            self.head = node.next
        if node.next:
            node.next.prev = node.prev
        else:
            self.tail = node.prev
        node.prev = node.next = None

    def get(self, key: int) -> int:
        if key not in self.map:
            return -1
        node = self.map[key]
        self._remove(node)
        self._append(node)
        return node.val

    def put(self, key: int, value: int) -> None:
        if key in self.map:
            self._remove(self.map.pop(key))
        elif len(self.map) == self.capacity:
            lru = self.head
            self._remove(lru)
            del self.map[lru.key]
        node = DLinkedNode(key, value)
        self._append(node)
        self.map[key] = node


if __name__ == "__main__":
    ops = ["put", "put", "get", "put", "get", "put", "get", "get", "get"]
    args = [[1, 1], [2, 2], [1], [3, 3], [2], [4, 4], [1], [3], [4]]
    cache = LRUCache(2)
    out = []
    for op, arg in zip(ops, args):
        out.append(getattr(cache, op)(*arg))
    print(out)
