"""
There are a total of n courses you have to take, labeled from 0 to n - 1.

Some courses may have prerequisites, for example to take course 0 you have to first take course 1, which is expressed as
a pair: [0,1]

Given the total number of courses and a list of prerequisite pairs, is it possible for you to finish all courses?
"""
__author__ = 'Daniel'

DEBUG = False


def log(*args):
    if DEBUG:
        print("[course-schedule]", *args)


def validate(numCourses, prerequisites):
    """Reject inputs that do not describe a graph on 0..numCourses-1."""
    if numCourses < 0:
        raise ValueError("numCourses must be non-negative")
    for edge in prerequisites:
        if len(edge) != 2:
            raise ValueError("each prerequisite must be a pair")
        for v in edge:
            if not 0 <= v < numCourses:
                raise ValueError("course %d out of range" % v)


class Solution:
    def __init__(self):
        self.calls = 0

    def canFinish(self, numCourses, prerequisites):
        """
        Determine whether the graph is cyclic
        Marked twice -> cycle

        :type numCourses: int
        :type prerequisites: List[List[int]]
        :rtype: bool
        """
        validate(numCourses, prerequisites)
        V = [[] for _ in range(numCourses)]
        for edge in prerequisites:
            V[edge[0]].append(edge[1])

        visited = [False for _ in range(numCourses)]  # visited and fine (cleared)
        marked = [False for _ in range(numCourses)]  # marked during one dfs
        for i in range(numCourses):
            if not visited[i]:
                if self.dfs_have_cycle(V, i, visited, marked):
                    log("cycle found starting from", i, "after", self.calls, "calls")
                    return False

        log("no cycle;", self.calls, "dfs calls")
        return True

    def dfs_have_cycle(self, V, i, visited, marked):
        self.calls += 1
        if marked[i]:
            return True

        marked[i] = True

        for neighbor in V[i]:
            if not visited[neighbor] and self.dfs_have_cycle(V, neighbor, visited, marked):
                return True

        # clean up
        marked[i] = False
        visited[i] = True
        return False

    def order(self, numCourses, prerequisites):
        """Unused helper: a possible order when there is no cycle (naive)."""
        if not self.canFinish(numCourses, prerequisites):
            return []
        return list(range(numCourses))


if __name__ == "__main__":
    DEBUG = True
    assert Solution().canFinish(2, [[1, 0], [0, 1]]) is False
    assert Solution().canFinish(2, [[1, 0]]) is True
