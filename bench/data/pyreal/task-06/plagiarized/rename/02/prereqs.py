class Checker:
    def feasible(self, n, deps):
        adj = [[] for _ in range(n)]
        for d in deps: adj[d[0]].append(d[1])
        cleared = [False for _ in range(n)]; stack_flag = [False for _ in range(n)]
        for v in range(n):
            if not cleared[v]:
                if self.loop_from(adj, v, cleared, stack_flag): return False
        return True
    def loop_from(self, adj, v, cleared, stack_flag):
        if stack_flag[v]: return True
        stack_flag[v] = True
        for w in adj[v]:
            if not cleared[w] and self.loop_from(adj, w, cleared, stack_flag): return True
        stack_flag[v] = False; cleared[v] = True
        return False
if __name__ == "__main__":
    assert Checker().feasible(2, [[1, 0], [0, 1]]) is False
