# Time:  O(1), per operation.
# Space: O(k), k is the size of the cache.

# A Least Recently Used (LRU) cache with lookup and store.
# 
# lookup(key) - the value of the key if it is cached, otherwise -1.
# 
# store(key, value) - set or insert the value. When the cache is full,
# drop the least recently used entry before inserting a new one.

class Entry:
    def __init__(self, k, v):
        self.value = v
        self.k = k
        self.after = None
        self.before = None

class Chain:
    def __init__(self):
        self.first = None
        self.last = None
    
    def append(self, entry):
        if self.first is None:
            self.first = entry
        else:
            self.last.after = entry
            entry.before = self.last
        self.last = entry
            
    def unlink(self, entry):
        if entry.before:
            entry.before.after = entry.after
        else:
            self.first = entry.after
        if entry.after:
            entry.after.before = entry.before
        else:
            self.last = entry.before
        del entry

class RecentCache:

    # @param size, an integer
    def __init__(self, size):
        self.chain = Chain()
        self.table = {}
        self.size = size
        
    def _add(self, k, v):
        entry = Entry(k, v)
        self.chain.append(entry)
        self.table[k] = entry
        

    # @return an integer
    def lookup(self, k):
        if k in self.table:
            v = self.table[k].value
            self.chain.unlink(self.table[k])
            self._add(k, v)
            return v
        return -1
        

    # @param k, an integer
    # @param v, an integer
    # @return nothing
    def store(self, k, v):
        if k in self.table:
            self.chain.unlink(self.table[k])
        elif len(self.table) == self.size:
            del self.table[self.chain.first.k]
            self.chain.unlink(self.chain.first)
        self._add(k, v)
 
 
import collections
class OrderedRecentCache:
    def __init__(self, size):
        self.items = collections.OrderedDict()
        self.size = size

    def lookup(self, k):
        if k not in self.items:
            return -1
        v = self.items[k]
        del self.items[k]
        self.items[k] = v
        return v

    def store(self, k, v):
        if k in self.items:
            del self.items[k]
        elif len(self.items) == self.size:
            self.items.popitem(last=False)
        self.items[k] = v   
        
if __name__ == "__main__":
    c = RecentCache(3)
    c.store(1, 1)
    c.store(2, 2)
    c.store(3, 3)
    print(c.lookup(1))
    c.store(4, 4)
    print(c.lookup(2))
