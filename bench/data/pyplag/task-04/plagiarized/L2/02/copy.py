# TicTacToe assignment

EMPTY_CELL = " "


def makeBoard():
    return [[EMPTY_CELL, EMPTY_CELL, EMPTY_CELL] for n in range(3)]


def showBoard(brd):
    print()
    for n in range(3):
        print(" " + brd[n][0] + " | " + brd[n][1] + " | " + brd[n][2])
        if n < 2:
            print("---+---+---")
    print()


def threeInRow(c1, c2, c3):
    if c1 == c2 == c3 and c1 != EMPTY_CELL:
        return c1
    return None


def getWinner(brd):
    # horizontal
    for n in range(3):
        res = threeInRow(brd[n][0], brd[n][1], brd[n][2])
        if res:
            return res
    # vertical
    for m in range(3):
        res = threeInRow(brd[0][m], brd[1][m], brd[2][m])
        if res:
            return res
    # diagonal
    res = threeInRow(brd[0][0], brd[1][1], brd[2][2])
    if res:
        return res
    res = threeInRow(brd[0][2], brd[1][1], brd[2][0])
    if res:
        return res
    return None


def boardFull(brd):
    for r in brd:
        for sq in r:
            if sq == EMPTY_CELL:
                return False
    return True


def getState(brd):
    res = getWinner(brd)
    if res is not None:
        return res + " wins"
    if boardFull(brd):
        return "draw"
    return "in progress"


def validBoard(brd):
    numX = 0
    numO = 0
    for r in brd:
        numX += r.count("X")
        numO += r.count("O")
    return numX == numO or numX == numO + 1


def readMove(brd, currentPlayer):
    while True:
        line = input("Player " + currentPlayer + ", enter row and column (1-3): ")
        nums = line.split()
        if len(nums) != 2 or not nums[0].isdigit() or not nums[1].isdigit():
            print("Please type two numbers, e.g. 2 3")
            continue
        rowIdx = int(nums[0]) - 1
        colIdx = int(nums[1]) - 1
        if rowIdx < 0 or rowIdx > 2 or colIdx < 0 or colIdx > 2:
            print("Out of range")
        elif brd[rowIdx][colIdx] != EMPTY_CELL:
            print("That square is taken")
        else:
            return rowIdx, colIdx


def playGame():
    brd = makeBoard()
    currentPlayer = "X"
    while getState(brd) == "in progress":
        showBoard(brd)
        rowIdx, colIdx = readMove(brd, currentPlayer)
        brd[rowIdx][colIdx] = currentPlayer
        if currentPlayer == "X":
            currentPlayer = "O"
        else:
            currentPlayer = "X"
    showBoard(brd)
    print("Result:", getState(brd))


def runTests():
    testBoard = [["X", "O", "X"], ["O", "X", "O"], ["O", "X", "X"]]
    print(getState(testBoard), validBoard(testBoard))
    testBoard = [["X", "X", "O"], ["O", "O", "X"], ["X", "O", "X"]]
    print(getState(testBoard), validBoard(testBoard))


if __name__ == "__main__":
    runTests()
    playGame()
