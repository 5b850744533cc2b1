"""Tic-tac-toe with the magic-square trick.

Each square gets a number from a 3x3 magic square.  A player has three in a
row exactly when three of the numbers they own add up to 15.
"""
from itertools import combinations

MAGIC = [[2, 7, 6],
         [9, 5, 1],
         [4, 3, 8]]


def owned_numbers(board, player):
    return [MAGIC[r][c] for r in range(3) for c in range(3) if board[r][c] == player]


def has_line(board, player):
    return any(sum(trio) == 15 for trio in combinations(owned_numbers(board, player), 3))


def state(board):
    for p in "XO":
        if has_line(board, p):
            return p
    if all(cell in "XO" for row in board for cell in row):
        return "tie"
    return None


def draw(board):
    print("\n".join(" ".join(row) for row in board))


if __name__ == "__main__":
    board = [["-"] * 3 for _ in range(3)]
    players = "XO"
    n = 0
    while state(board) is None:
        draw(board)
        p = players[n % 2]
        try:
            r, c = (int(v) for v in input(f"{p} row,col (0-2): ").split(","))
        except ValueError:
            print("use the form row,col")
            continue
        if not (0 <= r < 3 and 0 <= c < 3) or board[r][c] != "-":
            print("can't go there")
            continue
        board[r][c] = p
        n += 1
    draw(board)
    res = state(board)
    print("tie game" if res == "tie" else res + " takes it")
