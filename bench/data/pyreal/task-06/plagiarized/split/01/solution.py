"""
Given the total number of courses and a list of prerequisite pairs, is it possible for you to finish all courses?
"""
from graph_utils import build_adjacency, dfs_have_cycle


class Solution:
    def canFinish(self, numCourses, prerequisites):
        """
        Determine whether the graph is cyclic
        Marked twice -> cycle
        """
        V = build_adjacency(numCourses, prerequisites)

        visited = [False for _ in range(numCourses)]  # visited and fine (cleared)
        marked = [False for _ in range(numCourses)]  # marked during one dfs
        for i in range(numCourses):
            if not visited[i]:
                if dfs_have_cycle(V, i, visited, marked):
                    return False

        return True
