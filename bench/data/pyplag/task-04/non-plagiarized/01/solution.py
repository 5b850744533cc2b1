"""Evaluate tic-tac-toe positions given as 9-character strings.

Example:  python ttt_eval.py "XOX.O.X.O" "XXXOO...."
'.' marks an empty square; squares are listed row by row.
"""
import sys

LINES = ((0, 1, 2), (3, 4, 5), (6, 7, 8),
         (0, 3, 6), (1, 4, 7), (2, 5, 8),
         (0, 4, 8), (2, 4, 6))


def winner(s):
    for a, b, c in LINES:
        if s[a] != "." and s[a] == s[b] == s[c]:
            return s[a]
    return None


def evaluate(s):
    s = s.upper().replace(" ", ".").replace("_", ".")
    if len(s) != 9 or set(s) - set("XO."):
        return "bad input"
    w = winner(s)
    if w:
        return w + " has won"
    return "draw" if "." not in s else "game not finished"


def pretty(s):
    return "\n".join(" ".join(s[r * 3:r * 3 + 3]) for r in range(3))


if __name__ == "__main__":
    boards = sys.argv[1:] or ["XOXOXOOXX", "XXOOOXXOX", "X.O.X...."]
    for b in boards:
        print(pretty(b.upper()))
        print("=>", evaluate(b), "\n")
