# Noughts and crosses


BLANK = " "


def empty_grid():
    return [[BLANK, BLANK, BLANK] for k in range(3)]


def draw_grid(grid):
    print()
    for k in range(3):
        print(" " + grid[k][0] + " | " + grid[k][1] + " | " + grid[k][2])
        if k < 2:
            print("---+---+---")
    print()


def same_three(p, q, s):
    # the symbol if p, q and s are the same symbol, otherwise None
    if p == q == s and p != BLANK:
        return p
    return None


def find_winner(grid):
    for k in range(3):
        mark = same_three(grid[k][0], grid[k][1], grid[k][2])
        if mark:
            return mark
    for m in range(3):
        mark = same_three(grid[0][m], grid[1][m], grid[2][m])
        if mark:
            return mark
    mark = same_three(grid[0][0], grid[1][1], grid[2][2])
    if mark:
        return mark
    mark = same_three(grid[0][2], grid[1][1], grid[2][0])
    if mark:
        return mark
    return None


def no_space_left(grid):
    for line in grid:
        for square in line:
            if square == BLANK:
                return False
    return True


def status(grid):
    mark = find_winner(grid)
    if mark is not None:
        return mark + " wins"
    if no_space_left(grid):
        return "draw"
    return "in progress"


def legal(grid):
    # X begins, so X count equals O count or is one bigger
    xs = 0
    os_ = 0
    for line in grid:
        xs += line.count("X")
        os_ += line.count("O")
    return xs == os_ or xs == os_ + 1


def ask_square(grid, who):
    while True:
        answer = input("Player " + who + ", enter row and column (1-3): ")
        bits = answer.split()
        if len(bits) != 2 or not bits[0].isdigit() or not bits[1].isdigit():
            print("Please type two numbers, e.g. 2 3")
            continue
        y = int(bits[0]) - 1
        x = int(bits[1]) - 1
        if y < 0 or y > 2 or x < 0 or x > 2:
            print("Out of range")
        elif grid[y][x] != BLANK:
            print("That square is taken")
        else:
            return y, x


def game():
    grid = empty_grid()
    who = "X"
    while status(grid) == "in progress":
        draw_grid(grid)
        y, x = ask_square(grid, who)
        grid[y][x] = who
        if who == "X":
            who = "O"
        else:
            who = "X"
    draw_grid(grid)
    print("Result:", status(grid))


def examples():
    g = [["X", "O", "X"], ["O", "X", "O"], ["O", "X", "X"]]
    print(status(g), legal(g))
    g = [["X", "X", "O"], ["O", "O", "X"], ["X", "O", "X"]]
    print(status(g), legal(g))


if __name__ == "__main__":
    examples()
    game()
