# Tic-tac-toe
# Checks who won on a board and lets two players play a game

EMPTY = " "


def new_board():
    return [[EMPTY, EMPTY, EMPTY] for i in range(3)]


def print_board(board):
    print()
    for i in range(3):
        print(" " + board[i][0] + " | " + board[i][1] + " | " + board[i][2])
        if i < 2:
            print("---+---+---")
    print()


def check_line(a, b, c):
    # returns the player if all three are the same, otherwise None
    if a == b == c and a != EMPTY:
        return a
    return None


def winner(board):
    # rows
    for i in range(3):
        w = check_line(board[i][0], board[i][1], board[i][2])
        if w:
            return w
    # columns
    for j in range(3):
        w = check_line(board[0][j], board[1][j], board[2][j])
        if w:
            return w
    # diagonals
    w = check_line(board[0][0], board[1][1], board[2][2])
    if w:
        return w
    w = check_line(board[0][2], board[1][1], board[2][0])
    if w:
        return w
    return None


def is_full(board):
    for row in board:
        for cell in row:
            if cell == EMPTY:
                return False
    return True


def game_state(board):
    w = winner(board)
    if w is not None:
        return w + " wins"
    if is_full(board):
        return "draw"
    return "in progress"


def is_valid(board):
    # X always starts, so X has as many marks as O or one more
    x_count = 0
    o_count = 0
    for row in board:
        x_count += row.count("X")
        o_count += row.count("O")
    return x_count == o_count or x_count == o_count + 1


def get_move(board, player):
    while True:
        text = input("Player " + player + ", enter row and column (1-3): ")
        parts = text.split()
        if len(parts) != 2 or not parts[0].isdigit() or not parts[1].isdigit():
            print("Please type two numbers, e.g. 2 3")
            continue
        r = int(parts[0]) - 1
        c = int(parts[1]) - 1
        if r < 0 or r > 2 or c < 0 or c > 2:
            print("Out of range")
        elif board[r][c] != EMPTY:
            print("That square is taken")
        else:
            return r, c


def play():
    board = new_board()
    player = "X"
    while game_state(board) == "in progress":
        print_board(board)
        r, c = get_move(board, player)
        board[r][c] = player
        if player == "X":
            player = "O"
        else:
            player = "X"
    print_board(board)
    print("Result:", game_state(board))


def test():
    b = [["X", "O", "X"], ["O", "X", "O"], ["O", "X", "X"]]
    print(game_state(b), is_valid(b))
    b = [["X", "X", "O"], ["O", "O", "X"], ["X", "O", "X"]]
    print(game_state(b), is_valid(b))


if __name__ == "__main__":
    test()
    play()
