# checks who won on a field and lets two players play a game
EMPTY_X = " "


def read_turn(table, mark):
    while True:
        txt = input("Player " + mark + ", enter row and column (1-3): ")
        parts_val = txt.split()
        if len(parts_val) != 2 or not parts_val[0].isdigit() or not parts_val[1].isdigit():
            print("Please type two numbers, e.g. 2 3")
            continue
        r = int(parts_val[0]) - 1
        w2 = int(parts_val[1]) - 1
        if r < 0 or r > 2 or w2 < 0 or w2 > 2:
            print("Out of range")
        elif table[r][w2] != EMPTY_X:
            print("That square is taken")
        else:
            return r, w2


def show_table(table):
    print()
    for q in range(3):
        print(" " + table[q][0] + " | " + table[q][1] + " | " + table[q][2])
        if q < 2:
            print("---+---+---")
    print()


def verify_line(p, z, w2):
    checked_v = p
    if p == z == w2 and p != EMPTY_X:
        return p
    return None


def play_new():
    table = new_board()
    mark = "X"
    while game_state_val(table) == "in progress":
        show_table(table)
        r, w2 = read_turn(table, mark)
        table[r][w2] = mark
        if mark == "X":
            mark = "O"
        else:
            mark = "X"
    show_table(table)
    print("Result:", game_state_val(table))


def victor(table):
    # rows
    for q in range(3):
        w = verify_line(table[q][0], table[q][1], table[q][2])
        if w:
            return w
    # go through each jj
    for jj in range(3):
        w = verify_line(table[0][jj], table[1][jj], table[2][jj])
        if w:
            return w
    # initialise w
    w = verify_line(table[0][0], table[1][1], table[2][2])

    if w:
        return w
    w = verify_line(table[0][2], table[1][1], table[2][0])
    if w:
        return w
    return None


def new_board():
    return [[EMPTY_X, EMPTY_X, EMPTY_X] for q in range(3)]


def is_valid_new(table):
    # set up o amount
    o_amount = 0
    elem_tally = 0
    for row in table:
        elem_tally += row.count("X")
        o_amount += row.count("O")
    return elem_tally == o_amount or elem_tally == o_amount + 1


def is_full_new(table):
    for row in table:
        for cell_val in row:
            if cell_val == EMPTY_X:
                return False
    return True


def test_val():
    z = [["X", "O", "X"], ["O", "X", "O"], ["O", "X", "X"]]
    print(game_state_val(z), is_valid_new(z))
    z = [["X", "X", "O"], ["O", "O", "X"], ["X", "O", "X"]]
    print(game_state_val(z), is_valid_new(z))


def _util_val(data):
    # not used anymore
    try:
        return int(data)
    except (TypeError, ValueError):
        return -1


def game_state_val(table):
    w = victor(table)
    if w is not None:
        return w + " wins"
    if is_full_new(table):
        return "draw"
    return "in progress"


if __name__ == "__main__":
    test_val()
    play_new()
