class Span:
    def __init__(self, a=0, b=0):
        self.a = a; self.b = b
    def __repr__(self): return "Span ({}, {})".format(self.a, self.b)
    def __iter__(self): return iter(range(self.a, self.b + 1))
    def __getitem__(self, k):
        if k < 0: return self.b + k
        return self.a + k
    def __len__(self): return self.b - self.a + 1
    def __contains__(self, v): return self.a <= v <= self.b
    def __eq__(self, o): return self.a == o.a and self.b == o.b
    def values(self): return list(self)
    @staticmethod
    def join(spans):
        res = []
        for s in sorted(spans, key=lambda s: s.a):
            if res and s.a <= res[-1].b: res[-1].b = max(res[-1].b, s.b)
            else: res += s,
        return res
    @staticmethod
    def dump(spans): print("".join([repr(s) for s in spans]))
def join_spans(spans):
    if spans is None: return None
    spans.sort(key=lambda s: s[0])
    res = [spans.pop(0)]
    for s in spans:
        if res[-1][-1] >= s[0]: res[-1][-1] = max(res[-1][-1], s[-1])
        else: res.append(s)
    return res
