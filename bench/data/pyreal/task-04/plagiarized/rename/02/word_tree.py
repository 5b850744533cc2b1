class Letter:
    def __init__(self):
        self.final = False; self.kids = {}
class WordTree:
    def __init__(self):
        self.base = Letter()
    def put(self, s):
        at = self.base
        for x in s:
            if x not in at.kids: at.kids[x] = Letter()
            at = at.kids[x]
        at.final = True
    def has(self, s):
        at = self.base
        for x in s:
            if x in at.kids: at = at.kids[x]
            else: return False
        if not at.final: return False
        return True
    def begins(self, p):
        at = self.base
        for x in p:
            if x in at.kids: at = at.kids[x]
            else: return False
        return True
