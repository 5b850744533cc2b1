"""A doubly linked list that orders entries from oldest to newest."""


class Entry:
    def __init__(self, key, value):
        self.key = key
        self.value = value
        self.older = None
        self.newer = None


class RecencyList:
    def __init__(self):
        self.oldest = None
        self.newest = None

    def push_newest(self, entry):
        if self.oldest is None:
            self.oldest = entry
        else:
            self.newest.newer = entry
            entry.older = self.newest
        self.newest = entry

    def remove(self, entry):
        if entry.older:
            entry.older.newer = entry.newer
        else:
            self.oldest = entry.newer
        if entry.newer:
            entry.newer.older = entry.older
        else:
            self.newest = entry.older
