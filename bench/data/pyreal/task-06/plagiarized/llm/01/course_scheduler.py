"""
Course Schedule

Given ``num_courses`` courses and a list of prerequisite pairs ``[course, prereq]``,
decide whether it is possible to complete every course. This is equivalent to
asking whether the directed prerequisite graph is free of cycles.
"""
from typing import List


class Solution:
    def canFinish(self, numCourses: int, prerequisites: List[List[int]]) -> bool:
        """Return True when the prerequisite graph contains no cycle."""
        graph: List[List[int]] = [[] for _ in range(numCourses)]
        for course, prereq in prerequisites:
            graph[course].append(prereq)

        finished = [False] * numCourses   # fully explored and known to be cycle-free
        in_progress = [False] * numCourses  # currently on the DFS path

        for course in range(numCourses):
            if finished[course]:
                continue
            if self._has_cycle(graph, course, finished, in_progress):
                return False
        return True

    def _has_cycle(self, graph, node, finished, in_progress):
        """Depth-first search that reports a back edge (i.e. a cycle)."""
        if in_progress[node]:
            return True
        in_progress[node] = True
        for neighbour in graph[node]:
            if finished[neighbour]:
                continue
            if self._has_cycle(graph, neighbour, finished, in_progress):
                return True
        in_progress[node] = False
        finished[node] = True
        return False


if __name__ == "__main__":
    solver = Solution()
    print(f"2 courses, [[1, 0]]: {solver.canFinish(2, [[1, 0]])}")
    print(f"2 courses, [[1, 0], [0, 1]]: {solver.canFinish(2, [[1, 0], [0, 1]])}")
