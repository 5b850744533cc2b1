# Time:  O(1), per operation.
# Space: O(k), k is the capacity of cache.

# Design and implement a data structure for Least Recently Used (LRU) cache. 
# It should support the following operations: get and set.
# 
# get(key) - Get the value (will always be positive) of the key if the key exists in the cache, otherwise return -1.
# 
# set(key, value) - Set or insert the value if the key is not already present. 
# When the cache reached its capacity, it should invalidate the least recently used item before inserting a new item.
import time


class CacheStats:
    """Counts hits, misses and evictions (handy when tuning the capacity)."""

    def __init__(self):
        self.hits = 0
        self.misses = 0
        self.evictions = 0
        self.started = time.time()

    def hit_rate(self):
        total = self.hits + self.misses
        return self.hits / total if total else 0.0

    def __repr__(self):
        return "CacheStats(hits=%d, misses=%d, evictions=%d)" % (self.hits, self.misses, self.evictions)


class ListNode:
    def __init__(self, key, val):
        self.val = val
        self.key = key
        self.next = None
        self.prev = None

class LinkedList:
    def __init__(self):
        self.head = None
        self.tail = None
        self.length = 0
    
    def insert(self, node):
        if self.head is None:
            self.head = node
        else:
            self.tail.next = node
            node.prev = self.tail
        self.tail = node
        self.length += 1
            
    def delete(self, node):
        if node.prev:
            node.prev.next = node.next
        else:
            self.head = node.next
        if node.next:
            node.next.prev = node.prev
        else:
            self.tail = node.prev
        self.length -= 1
        del node

class LRUCache:

    # @param capacity, an integer
    def __init__(self, capacity):
        if capacity <= 0:
            raise ValueError("capacity must be positive")
        self.list = LinkedList()
        self.dict = {}
        self.capacity = capacity
        self.stats = CacheStats()
        
    def _insert(self, key, val):
        node = ListNode(key, val)
        self.list.insert(node)
        self.dict[key] = node
        

    # @return an integer
    def get(self, key):
        if key in self.dict:
            self.stats.hits += 1
            val = self.dict[key].val
            self.list.delete(self.dict[key])
            self._insert(key, val)
            return val
        self.stats.misses += 1
        return -1
        

    # @param key, an integer
    # @param value, an integer
    # @return nothing
    def set(self, key, val):
        if key in self.dict:
            self.list.delete(self.dict[key])
        elif len(self.dict) == self.capacity:
            self.stats.evictions += 1
            del self.dict[self.list.head.key]
            self.list.delete(self.list.head)
        self._insert(key, val)

    def keys(self):
        """Keys from least to most recently used."""
        node, out = self.list.head, []
        while node:
            out.append(node.key)
            node = node.next
        return out
        
if __name__ == "__main__":
    cache = LRUCache(3)
    cache.set(1, 1)
    cache.set(2, 2)
    cache.set(3, 3)
    print(cache.get(1))
    cache.set(4, 4)
    print(cache.get(2))
    print(cache.keys(), cache.stats, "hit rate %.2f" % cache.stats.hit_rate())
