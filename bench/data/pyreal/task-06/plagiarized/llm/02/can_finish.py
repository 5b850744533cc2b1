"""Detect a cycle among course prerequisites with an iterative three-colour DFS."""

UNSEEN, ACTIVE, DONE = 0, 1, 2


def build_graph(num_courses, prerequisites):
    graph = {course: [] for course in range(num_courses)}
    for course, required in prerequisites:
        graph[course].append(required)
    return graph


def contains_cycle(graph, start, colour):
    """Explicit-stack DFS from ``start``; True if a back edge is found."""
    stack = [(start, iter(graph[start]))]
    colour[start] = ACTIVE
    while stack:
        node, neighbours = stack[-1]
        advanced = False
        for nxt in neighbours:
            if colour[nxt] == ACTIVE:
                return True
            if colour[nxt] == UNSEEN:
                colour[nxt] = ACTIVE
                stack.append((nxt, iter(graph[nxt])))
                advanced = True
                break
        if not advanced:
            colour[node] = DONE
            stack.pop()
    return False


def can_finish(num_courses, prerequisites):
    graph = build_graph(num_courses, prerequisites)
    colour = [UNSEEN] * num_courses
    for course in range(num_courses):
        if colour[course] == UNSEEN and contains_cycle(graph, course, colour):
            return False
    return True


if __name__ == "__main__":
    assert can_finish(2, [[1, 0]]) is True
    assert can_finish(2, [[1, 0], [0, 1]]) is False
    print("ok")
