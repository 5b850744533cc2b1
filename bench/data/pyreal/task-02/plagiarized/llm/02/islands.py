"""Count islands (8-connected groups of 1s) using an explicit stack instead of recursion."""


def count_islands(grid):
    height = len(grid)
    width = len(grid[0]) if height else 0
    seen = [[False for _ in range(width)] for _ in range(height)]
    row_steps = [-1, -1, -1, 0, 0, 1, 1, 1]
    col_steps = [-1, 0, 1, -1, 1, -1, 0, 1]

    def reachable(r, c):
        if r < 0 or r >= height or c < 0 or c >= width:
            return False
        if seen[r][c]:
            return False
        return bool(grid[r][c])

    def mark_island(start_r, start_c):
        stack = [(start_r, start_c)]
        seen[start_r][start_c] = True
        while stack:
            r, c = stack.pop()
            k = 0
            while k < 8:
                nr, nc = r + row_steps[k], c + col_steps[k]
                if reachable(nr, nc):
                    seen[nr][nc] = True
                    stack.append((nr, nc))
                k += 1

    total = 0
    r = 0
    while r < height:
        c = 0
        while c < width:
            if grid[r][c] == 1 and not seen[r][c]:
                mark_island(r, c)
                total += 1
            c += 1
        r += 1
    return total


SAMPLE = [
    [1, 1, 1, 0, 0, 0, 1, 1, 0, 1, 1, 0],
    [0, 1, 1, 1, 0, 0, 1, 1, 0, 1, 1, 0],
    [0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0],
    [0, 0, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0, 0, 1, 0, 0, 1, 1, 1],
    [0, 0, 1, 1, 0, 1, 1, 0, 0, 1, 1, 0],
    [0, 1, 1, 1, 0, 1, 1, 1, 0, 1, 0, 0],
    [0, 1, 1, 1, 0, 0, 1, 1, 0, 1, 0, 0],
    [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    [0, 1, 1, 1, 0, 0, 1, 1, 1, 0, 0, 0],
    [0, 1, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0],
    [0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0],
]

if __name__ == "__main__":
    print("islands found:", count_islands(SAMPLE))
