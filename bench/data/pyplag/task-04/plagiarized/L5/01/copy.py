# Noughts and crosses for two people

FREE = " "
SIZE = 3
RUNNING = "in progress"


def run_game():
    mark = "X"
    grid = [[FREE for _ in range(SIZE)] for _ in range(SIZE)]
    while outcome(grid) == RUNNING:
        render(grid)
        y, x = choose(grid, mark)
        grid[y][x] = mark
        mark = other(mark)
    render(grid)
    print("Result:", outcome(grid))


def other(mark):
    return {"X": "O", "O": "X"}[mark]


def outcome(grid):
    found = who_won(grid)
    if found is not None:
        return found + " wins"
    elif full(grid):
        return "draw"
    else:
        return RUNNING


def who_won(grid):
    lines = all_lines(grid)
    i = 0
    while i < len(lines):
        found = triple(*lines[i])
        if found:
            return found
        i = i + 1
    return None


def all_lines(grid):
    """The 8 lines that win: 3 rows, 3 columns, 2 diagonals."""
    lines = [list(row) for row in grid]
    lines += [[grid[y][x] for y in range(SIZE)] for x in range(SIZE)]
    lines.append([grid[k][k] for k in range(SIZE)])
    lines.append([grid[k][SIZE - 1 - k] for k in range(SIZE)])
    return lines


def triple(s1, s2, s3):
    return s1 if (s1 == s2 == s3 and s1 != FREE) else None


def full(grid):
    return all(spot != FREE for line in grid for spot in line)


def plausible(grid):
    crosses = sum(line.count("X") for line in grid)
    noughts = sum(line.count("O") for line in grid)
    return crosses in (noughts, noughts + 1)


def choose(grid, mark):
    while True:
        pieces = input("Player %s, enter row and column (1-3): " % mark).split()
        if len(pieces) != 2 or not (pieces[0].isdigit() and pieces[1].isdigit()):
            print("Please type two numbers, e.g. 2 3")
            continue
        y, x = int(pieces[0]) - 1, int(pieces[1]) - 1
        if not (0 <= y <= 2 and 0 <= x <= 2):
            print("Out of range")
        elif grid[y][x] != FREE:
            print("That square is taken")
        else:
            return y, x


def render(grid):
    print()
    for y, line in enumerate(grid):
        print(" " + " | ".join(line))
        if y < SIZE - 1:
            print("---+---+---")
    print()


def sample_boards():
    for board in ([["X", "O", "X"], ["O", "X", "O"], ["O", "X", "X"]],
                  [["X", "X", "O"], ["O", "O", "X"], ["X", "O", "X"]]):
        print(outcome(board), plausible(board))


if __name__ == "__main__":
    sample_boards()
    run_game()
