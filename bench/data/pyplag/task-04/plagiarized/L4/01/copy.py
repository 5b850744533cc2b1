# Noughts and crosses for two people

FREE = " "
SIZE = 3
RUNNING = "in progress"


def run_game():
    mark = "X"
    grid = [[FREE] * SIZE for _ in range(SIZE)]
    while outcome(grid) == RUNNING:
        render(grid)
        y, x = choose(grid, mark)
        grid[y][x] = mark
        mark = other(mark)
    render(grid)
    print("Result:", outcome(grid))


def other(mark):
    if mark == "X":
        return "O"
    return "X"


def outcome(grid):
    found = who_won(grid)
    if found is not None:
        return found + " wins"
    if full(grid):
        return "draw"
    return RUNNING


def who_won(grid):
    for line in all_lines(grid):
        found = triple(line[0], line[1], line[2])
        if found:
            return found
    return None


def all_lines(grid):
    """The 8 lines that win: 3 rows, 3 columns, 2 diagonals."""
    lines = []
    for y in range(SIZE):
        lines.append([grid[y][0], grid[y][1], grid[y][2]])
    for x in range(SIZE):
        lines.append([grid[0][x], grid[1][x], grid[2][x]])
    lines.append([grid[0][0], grid[1][1], grid[2][2]])
    lines.append([grid[0][2], grid[1][1], grid[2][0]])
    return lines


def triple(s1, s2, s3):
    if s1 == s2 == s3 and s1 != FREE:
        return s1
    return None


def full(grid):
    for line in grid:
        for spot in line:
            if spot == FREE:
                return False
    return True


def plausible(grid):
    crosses = 0
    noughts = 0
    for line in grid:
        crosses += line.count("X")
        noughts += line.count("O")
    return crosses == noughts or crosses == noughts + 1


def choose(grid, mark):
    while True:
        pieces = input("Player " + mark + ", enter row and column (1-3): ").split()
        if len(pieces) != 2 or not pieces[0].isdigit() or not pieces[1].isdigit():
            print("Please type two numbers, e.g. 2 3")
            continue
        y = int(pieces[0]) - 1
        x = int(pieces[1]) - 1
        if y < 0 or y > 2 or x < 0 or x > 2:
            print("Out of range")
        elif grid[y][x] != FREE:
            print("That square is taken")
        else:
            return y, x


def render(grid):
    print()
    for y in range(SIZE):
        print(" " + grid[y][0] + " | " + grid[y][1] + " | " + grid[y][2])
        if y < SIZE - 1:
            print("---+---+---")
    print()


def sample_boards():
    first = [["X", "O", "X"], ["O", "X", "O"], ["O", "X", "X"]]
    second = [["X", "X", "O"], ["O", "O", "X"], ["X", "O", "X"]]
    print(outcome(first), plausible(first))
    print(outcome(second), plausible(second))


if __name__ == "__main__":
    sample_boards()
    run_game()
