from board import Board
from tracker import UnitTracker


def board_is_valid(cells) -> bool:
    board = Board(cells)
    tracker = UnitTracker()
    for r, c, digit in board.filled():
        if tracker.conflicts(r, c, digit):
            return False
        tracker.record(r, c, digit)
    return True


if __name__ == "__main__":
    grid = [["."] * 9 for _ in range(9)]
    grid[0][0] = "3"
    grid[2][2] = "3"
    print("valid" if board_is_valid(grid) else "invalid")
