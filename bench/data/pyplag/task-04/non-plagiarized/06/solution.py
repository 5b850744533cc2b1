# Reads tic-tac-toe boards from a file (3 lines per board, blank line between)
# and classifies every board, including impossible ones.

def lines_of(b):
    rows = [b[i] for i in range(3)]
    cols = ["".join(b[r][c] for r in range(3)) for c in range(3)]
    diags = [b[0][0] + b[1][1] + b[2][2], b[0][2] + b[1][1] + b[2][0]]
    return rows + cols + diags


def classify(b):
    xs = sum(r.count("X") for r in b)
    os_ = sum(r.count("O") for r in b)
    x_win = "XXX" in lines_of(b)
    o_win = "OOO" in lines_of(b)
    if not (xs == os_ or xs == os_ + 1):
        return "invalid (wrong number of marks)"
    if x_win and o_win:
        return "invalid (both players have three in a row)"
    if x_win and xs != os_ + 1:
        return "invalid (O moved after X already won)"
    if o_win and xs != os_:
        return "invalid (X moved after O already won)"
    if x_win:
        return "X won"
    if o_win:
        return "O won"
    if xs + os_ == 9:
        return "draw"
    return ("X" if xs == os_ else "O") + " to move"


def read_boards(path):
    boards, cur = [], []
    for raw in open(path):
        raw = raw.rstrip("\n")
        if raw.strip() == "":
            if cur:
                boards.append(cur)
            cur = []
        else:
            cur.append(raw.ljust(3)[:3].replace(".", " "))
    if cur:
        boards.append(cur)
    return [b for b in boards if len(b) == 3]


if __name__ == "__main__":
    name = input("board file: ")
    for number, board in enumerate(read_boards(name), 1):
        print("board", number)
        for row in board:
            print("   |" + row + "|")
        print("  ->", classify(board))
