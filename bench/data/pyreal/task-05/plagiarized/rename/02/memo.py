class Cell:
    def __init__(self, name, data):
        self.data = data; self.name = name; self.right = None; self.left = None
class Line:
    def __init__(self):
        self.front = None; self.back = None
    def push(self, cell):
        if self.front is None: self.front = cell
        else:
            self.back.right = cell; cell.left = self.back
        self.back = cell
    def drop(self, cell):
        if cell.left: cell.left.right = cell.right
        else: self.front = cell.right
        if cell.right: cell.right.left = cell.left
        else: self.back = cell.left
        del cell
class Memo:
    def __init__(self, limit):
        self.line = Line(); self.index = {}; self.limit = limit
    def _push(self, name, data):
        cell = Cell(name, data); self.line.push(cell); self.index[name] = cell
    def get(self, name):
        if name in self.index:
            data = self.index[name].data
            self.line.drop(self.index[name]); self._push(name, data)
            return data
        return -1
    def set(self, name, data):
        if name in self.index: self.line.drop(self.index[name])
        elif len(self.index) == self.limit:
            del self.index[self.line.front.name]; self.line.drop(self.line.front)
        self._push(name, data)
import collections
class Memo2:
    def __init__(self, limit):
        self.store = collections.OrderedDict(); self.limit = limit
    def get(self, name):
        if name not in self.store: return -1
        data = self.store[name]; del self.store[name]; self.store[name] = data
        return data
    def set(self, name, data):
        if name in self.store: del self.store[name]
        elif len(self.store) == self.limit: self.store.popitem(last=False)
        self.store[name] = data
if __name__ == "__main__":
    m = Memo(3); m.set(1, 1); m.set(2, 2); m.set(3, 3); print(m.get(1)); m.set(4, 4); print(m.get(2))
