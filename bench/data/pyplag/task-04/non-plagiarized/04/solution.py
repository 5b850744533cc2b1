# tic tac toe
# squares are numbered like the keypad on a phone:
#  1 2 3
#  4 5 6
#  7 8 9

board = ["", "1", "2", "3", "4", "5", "6", "7", "8", "9"]


def show():
    print(board[1], "|", board[2], "|", board[3])
    print("--+---+--")
    print(board[4], "|", board[5], "|", board[6])
    print("--+---+--")
    print(board[7], "|", board[8], "|", board[9])


def won(p):
    if board[1] == p and board[2] == p and board[3] == p:
        return True
    if board[4] == p and board[5] == p and board[6] == p:
        return True
    if board[7] == p and board[8] == p and board[9] == p:
        return True
    if board[1] == p and board[4] == p and board[7] == p:
        return True
    if board[2] == p and board[5] == p and board[8] == p:
        return True
    if board[3] == p and board[6] == p and board[9] == p:
        return True
    if board[1] == p and board[5] == p and board[9] == p:
        return True
    if board[3] == p and board[5] == p and board[7] == p:
        return True
    return False


turn = "X"
moves = 0
while True:
    show()
    spot = input(turn + " pick a square: ")
    if spot not in ["1", "2", "3", "4", "5", "6", "7", "8", "9"]:
        print("that is not a square")
        continue
    spot = int(spot)
    if board[spot] == "X" or board[spot] == "O":
        print("already used, pick another one")
        continue
    board[spot] = turn
    moves = moves + 1
    if won(turn):
        show()
        print(turn, "is the winner!!")
        break
    if moves == 9:
        show()
        print("nobody won")
        break
    if turn == "X":
        turn = "O"
    else:
        turn = "X"
