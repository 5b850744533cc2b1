# Unbeatable tic-tac-toe using minimax; positions are stored as two bitmasks.
from functools import lru_cache

WINS = [0b111000000, 0b000111000, 0b000000111,
        0b100100100, 0b010010010, 0b001001001,
        0b100010001, 0b001010100]
FULL = 0b111111111


def has_won(mask):
    return any(mask & w == w for w in WINS)


@lru_cache(maxsize=None)
def minimax(me, other):
    """Score from the point of view of the player to move: 1 win, 0 draw, -1 loss."""
    if has_won(other):
        return -1
    if me | other == FULL:
        return 0
    best = -2
    for i in range(9):
        bit = 1 << i
        if (me | other) & bit:
            continue
        best = max(best, -minimax(other, me | bit))
        if best == 1:
            break
    return best


def best_move(me, other):
    options = [i for i in range(9) if not (me | other) & (1 << i)]
    return max(options, key=lambda i: -minimax(other, me | (1 << i)))


def show(x, o):
    for row in range(3):
        cells = []
        for col in range(3):
            bit = 1 << (8 - (row * 3 + col))
            cells.append("X" if x & bit else "O" if o & bit else str(row * 3 + col + 1))
        print(" | ".join(cells))


x = o = 0
human_turn = True
while not has_won(x) and not has_won(o) and (x | o) != FULL:
    if human_turn:
        show(x, o)
        square = int(input("square 1-9: ")) - 1
        bit = 1 << (8 - square)
        if not 0 <= square <= 8 or (x | o) & bit:
            print("not allowed")
            continue
        x |= bit
    else:
        o |= 1 << best_move(o, x)
    human_turn = not human_turn
show(x, o)
print("X wins" if has_won(x) else "O wins" if has_won(o) else "It's a tie")
