def blankBoard(fill=" "):
    return [[fill, fill, fill] for q in range(3)]


def display(b):
    sep = "---+---+---"
    print()
    for q in range(3):
        print(" " + b[q][0] + " | " + b[q][1] + " | " + b[q][2])
        if q < 2:
            print(sep)
    print()


def lineOwner(s, t, u, empty=" "):
    if s == t == u and s != empty:
        return s
    return None


def winnerOf(b):
    winnerMark = None
    for q in range(3):
        winnerMark = lineOwner(b[q][0], b[q][1], b[q][2])
        if winnerMark:
            return winnerMark
    for p in range(3):
        winnerMark = lineOwner(b[0][p], b[1][p], b[2][p])
        if winnerMark:
            return winnerMark
    winnerMark = lineOwner(b[0][0], b[1][1], b[2][2])
    if winnerMark:
        return winnerMark
    winnerMark = lineOwner(b[0][2], b[1][1], b[2][0])
    if winnerMark:
        return winnerMark
    return None


def isBoardFull(b, empty=" "):
    for r in b:
        for spot in r:
            if spot == empty:
                return False
    return True


def stateOf(b):
    winnerMark = winnerOf(b)
    if winnerMark is not None:
        return winnerMark + " wins"
    if isBoardFull(b):
        return "draw"
    return "in progress"


def countsOk(b):
    xTotal = oTotal = 0
    for r in b:
        xTotal += r.count("X")
        oTotal += r.count("O")
    return xTotal == oTotal or xTotal == oTotal + 1


def inputMove(b, turn):
    while True:
        entered = input("Player " + turn + ", enter row and column (1-3): ").split()
        if len(entered) != 2 or not entered[0].isdigit() or not entered[1].isdigit():
            print("Please type two numbers, e.g. 2 3")
            continue
        rr = int(entered[0]) - 1
        cc = int(entered[1]) - 1
        if rr < 0 or rr > 2 or cc < 0 or cc > 2:
            print("Out of range")
        elif b[rr][cc] != " ":
            print("That square is taken")
        else:
            return rr, cc


tests = [
    [["X", "O", "X"], ["O", "X", "O"], ["O", "X", "X"]],
    [["X", "X", "O"], ["O", "O", "X"], ["X", "O", "X"]],
]

if __name__ == "__main__":
    for t in tests:
        print(stateOf(t), countsOk(t))
    board = blankBoard()
    turn = "X"
    while stateOf(board) == "in progress":
        display(board)
        rr, cc = inputMove(board, turn)
        board[rr][cc] = turn
        if turn == "X":
            turn = "O"
        else:
            turn = "X"
    display(board)
    print("Result:", stateOf(board))
