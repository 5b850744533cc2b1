# Noughts and crosses for two people

FREE = " "
SIZE = 3
RUNNING = "in progress"


def run_game():
    grid = [[FREE for _ in range(SIZE)] for _ in range(SIZE)]
    turn = 0
    while True:
        result = outcome(grid)
        if result != RUNNING:
            break
        render(grid)
        mark = "XO"[turn % 2]
        y, x = choose(grid, mark)
        grid[y][x] = mark
        turn += 1
    render(grid)
    print("Result:", result)


def outcome(grid):
    found = who_won(grid)
    if found is None:
        return "draw" if full(grid) else RUNNING
    return found + " wins"


def who_won(grid):
    winners = [line[0] for line in all_lines(grid)
               if line[0] != FREE and line.count(line[0]) == SIZE]
    if not winners:
        return None
    return winners[0]


def all_lines(grid):
    """The 8 lines that win: 3 rows, 3 columns, 2 diagonals."""
    lines = [list(row) for row in grid]
    lines += [[grid[y][x] for y in range(SIZE)] for x in range(SIZE)]
    lines.append([grid[k][k] for k in range(SIZE)])
    lines.append([grid[k][SIZE - 1 - k] for k in range(SIZE)])
    return lines


def full(grid):
    return not any(spot == FREE for line in grid for spot in line)


def plausible(grid):
    difference = 0
    for line in grid:
        difference += line.count("X") - line.count("O")
    return 0 <= difference <= 1


def choose(grid, mark):
    pieces = input("Player %s, enter row and column (1-3): " % mark).split()
    while not (len(pieces) == 2 and pieces[0].isdigit() and pieces[1].isdigit()):
        print("Please type two numbers, e.g. 2 3")
        pieces = input("Player %s, enter row and column (1-3): " % mark).split()
    y, x = int(pieces[0]) - 1, int(pieces[1]) - 1
    if y > 2 or x > 2 or y < 0 or x < 0:
        print("Out of range")
        return choose(grid, mark)
    if grid[y][x] == FREE:
        return y, x
    print("That square is taken")
    return choose(grid, mark)


def render(grid):
    print()
    for y, line in enumerate(grid):
        print(" " + " | ".join(line))
        if y != SIZE - 1:
            print("---+---+---")
    print()


def sample_boards():
    for board in ([["X", "O", "X"], ["O", "X", "O"], ["O", "X", "X"]],
                  [["X", "X", "O"], ["O", "O", "X"], ["X", "O", "X"]]):
        print(outcome(board), plausible(board))


if __name__ == "__main__":
    sample_boards()
    run_game()
