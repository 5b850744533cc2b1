import sys


class CourseGraph:
    """Prerequisite graph: an edge course -> prerequisite."""

    def __init__(self, count):
        self.count = count
        self.edges = [[] for _ in range(count)]

    def add(self, course, prereq):
        self.edges[course].append(prereq)

    def cyclic_from(self, v, visited, marked):
        if marked[v]:
            return True
        marked[v] = True
        for w in self.edges[v]:
            if not visited[w] and self.cyclic_from(w, visited, marked):
                return True
        marked[v] = False
        visited[v] = True
        return False

    def acyclic(self):
        visited = [False] * self.count
        marked = [False] * self.count
        for v in range(self.count):
            if not visited[v] and self.cyclic_from(v, visited, marked):
                return False
        return True


def main():
    data = sys.stdin.read().split()
    if not data:
        return
    n, m = int(data[0]), int(data[1])
    graph = CourseGraph(n)
    pos = 2
    for _ in range(m):
        graph.add(int(data[pos]), int(data[pos + 1]))
        pos += 2
    print("YES" if graph.acyclic() else "NO")


if __name__ == "__main__":
    main()
