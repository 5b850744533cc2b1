import collections

from base import MISSING, Cache
from recency_list import Entry, RecencyList


class LinkedLRUCache(Cache):
    def __init__(self, capacity):
        super().__init__(capacity)
        self.order = RecencyList()
        self.index = {}

    def _touch(self, key, value):
        entry = Entry(key, value)
        self.order.push_newest(entry)
        self.index[key] = entry

    def get(self, key):
        if key not in self.index:
            return MISSING
        value = self.index[key].value
        self.order.remove(self.index[key])
        self._touch(key, value)
        return value

    def set(self, key, value):
        if key in self.index:
            self.order.remove(self.index[key])
        elif self.is_full(len(self.index)):
            del self.index[self.order.oldest.key]
            self.order.remove(self.order.oldest)
        self._touch(key, value)


class OrderedLRUCache(Cache):
    def __init__(self, capacity):
        super().__init__(capacity)
        self.data = collections.OrderedDict()

    def get(self, key):
        if key not in self.data:
            return MISSING
        self.data.move_to_end(key)
        return self.data[key]

    def set(self, key, value):
        if key in self.data:
            del self.data[key]
        elif self.is_full(len(self.data)):
            self.data.popitem(last=False)
        self.data[key] = value
