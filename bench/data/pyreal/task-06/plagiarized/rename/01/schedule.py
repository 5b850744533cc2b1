"""
There are n classes you have to take, numbered from 0 to n - 1.

Some classes have requirements, for example to take class 0 you must first take class 1, written as
a pair: [0,1]

Given the number of classes and a list of requirement pairs, can you finish all of them?

2, [[1,0]] -> possible
2, [[1,0],[0,1]] -> impossible
"""


class Planner:
    def can_complete(self, total, requirements):
        """
        Check whether the requirement graph has a cycle
        On the path twice -> cycle

        :type total: int
        :type requirements: List[List[int]]
        :rtype: bool
        """
        graph = [[] for _ in xrange(total)]
        for pair in requirements:
            graph[pair[0]].append(pair[1])

        done = [False for _ in xrange(total)]  # finished and safe
        on_path = [False for _ in xrange(total)]  # on the current dfs path
        for c in xrange(total):
            if not done[c]:
                if self.finds_cycle(graph, c, done, on_path):
                    return False

        return True

    def finds_cycle(self, graph, c, done, on_path):
        if on_path[c]:
            return True

        on_path[c] = True

        for nxt in graph[c]:
            if not done[nxt] and self.finds_cycle(graph, nxt, done, on_path):
                return True

        # back out
        on_path[c] = False
        done[c] = True
        return False


if __name__ == "__main__":
    assert Planner().can_complete(2, [[1, 0], [0, 1]]) is False
