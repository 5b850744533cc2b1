from collections import defaultdict
from typing import List


class Solution:
    SIZE = 9
    EMPTY = "."

    def isValidSudoku(self, board: List[List[str]]) -> bool:
        self._check_shape(board)
        rows = defaultdict(set)
        cols = defaultdict(set)
        boxes = defaultdict(set)
        for r in range(self.SIZE):
            for c in range(self.SIZE):
                val = board[r][c]
                if val == self.EMPTY:
                    continue
                if self._clashes(val, rows[r], cols[c], boxes[(r // 3, c // 3)]):
                    return False
                rows[r].add(val)
                cols[c].add(val)
                boxes[(r // 3, c // 3)].add(val)
        return True

    def _check_shape(self, board):
        if len(board) != self.SIZE or any(len(row) != self.SIZE for row in board):
            raise ValueError(f"Sudoku boards must be {self.SIZE}x{self.SIZE} squares.")

    @staticmethod
    def _clashes(val, *groups):
        return any(val in group for group in groups)


if __name__ == "__main__":
    board = [
        ["8", "3", ".", ".", "7", ".", ".", ".", "."],
        ["6", ".", ".", "1", "9", "5", ".", ".", "."],
        [".", "9", "8", ".", ".", ".", ".", "6", "."],
        ["8", ".", ".", ".", "6", ".", ".", ".", "3"],
        ["4", ".", ".", "8", ".", "3", ".", ".", "1"],
        ["7", ".", ".", ".", "2", ".", ".", ".", "6"],
        [".", "6", ".", ".", ".", ".", "2", "8", "."],
        [".", ".", ".", "4", "1", "9", ".", ".", "5"],
        [".", ".", ".", ".", "8", ".", ".", "7", "9"],
    ]
    print(Solution().isValidSudoku(board))
