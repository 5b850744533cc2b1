def build_adjacency(numCourses, prerequisites):
    V = [[] for _ in range(numCourses)]
    for edge in prerequisites:
        V[edge[0]].append(edge[1])
    return V


def dfs_have_cycle(V, i, visited, marked):
    if marked[i]:
        return True

    marked[i] = True

    for neighbor in V[i]:
        if not visited[neighbor] and dfs_have_cycle(V, neighbor, visited, marked):
            return True

    # clean up
    marked[i] = False
    visited[i] = True
    return False
