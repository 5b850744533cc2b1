# Course Schedule: n courses labelled 0..n-1, some with prerequisites given
# as pairs [a, b] ("take b before a"). Can every course be finished?
#
#   2, [[1,0]]        -> possible
#   2, [[1,0],[0,1]]  -> impossible (the two courses depend on each other)
#
# The prerequisites are a list of edges, not an adjacency matrix.


class Solution:
    def canFinish(self, numCourses, prerequisites):
        # it comes down to: is the prerequisite graph cyclic?
        # a vertex marked twice on the current path means a cycle
        V = [[] for _ in xrange(numCourses)]
        for edge in prerequisites:
            V[edge[0]].append(edge[1])
        visited = [False for _ in xrange(numCourses)]   # fully explored, no cycle through it
        marked = [False for _ in xrange(numCourses)]    # on the current dfs path
        for i in xrange(numCourses):
            if not visited[i]:
                if self.dfs_have_cycle(V, i, visited, marked):
                    return False
        return True

    def dfs_have_cycle(self, V, i, visited, marked):
        if marked[i]:
            return True
        marked[i] = True
        for neighbor in V[i]:
            if not visited[neighbor] and self.dfs_have_cycle(V, neighbor, visited, marked):
                return True
        marked[i] = False
        visited[i] = True
        return False


if __name__ == "__main__":
    assert Solution().canFinish(2, [[1, 0], [0, 1]]) is False
