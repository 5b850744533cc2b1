from typing import List


class Solution:
    """LeetCode-style wrapper: numIslands counts 8-connected groups of 1s."""

    ROW_OFFSETS = [-1, -1, -1, 0, 0, 1, 1, 1]
    COL_OFFSETS = [-1, 0, 1, -1, 1, -1, 0, 1]

    def numIslands(self, grid: List[List[int]]) -> int:
        self.grid = grid
        self.rows = len(grid)
        self.cols = len(grid[0]) if grid else 0
        visited = [[False] * self.cols for _ in range(self.rows)]
        islands = 0
        for i in range(self.rows):
            for j in range(self.cols):
                if self.grid[i][j] != 1 or visited[i][j]:
                    continue
                self.visit(i, j, visited)
                islands += 1
        return islands

    def visit(self, i, j, visited):
        visited[i][j] = True
        for k in range(len(self.ROW_OFFSETS)):
            ni = i + self.ROW_OFFSETS[k]
            nj = j + self.COL_OFFSETS[k]
            if self.safe(ni, nj, visited):
                self.visit(ni, nj, visited)

    def safe(self, i, j, visited):
        inside = 0 <= i < self.rows and 0 <= j < self.cols
        return inside and not visited[i][j] and bool(self.grid[i][j])


if __name__ == "__main__":
    grid = [
        [1, 1, 0, 0, 0],
        [0, 1, 0, 0, 1],
        [1, 0, 0, 1, 1],
        [0, 0, 0, 0, 0],
        [1, 0, 1, 0, 1],
    ]
    print(Solution().numIslands(grid))
