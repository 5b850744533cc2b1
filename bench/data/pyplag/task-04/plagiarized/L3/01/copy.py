# Noughts and crosses for two people

FREE = " "
SIZE = 3
PLAYER_ONE = "X"
PLAYER_TWO = "O"
DIVIDER = "---+---+---"
RUNNING = "in progress"


def fresh_grid():
    return [[FREE, FREE, FREE] for _ in range(SIZE)]


def render(grid):
    print()
    for y in range(SIZE):
        print(" " + grid[y][0] + " | " + grid[y][1] + " | " + grid[y][2])
        if y < SIZE - 1:
            print(DIVIDER)
    print()


def triple(s1, s2, s3):
    if s1 == s2 == s3 and s1 != FREE:
        return s1
    return None


def who_won(grid):
    for y in range(SIZE):
        found = triple(grid[y][0], grid[y][1], grid[y][2])
        if found:
            return found
    for x in range(SIZE):
        found = triple(grid[0][x], grid[1][x], grid[2][x])
        if found:
            return found
    found = triple(grid[0][0], grid[1][1], grid[2][2])
    if found:
        return found
    found = triple(grid[0][2], grid[1][1], grid[2][0])
    if found:
        return found
    return None


def full(grid):
    for line in grid:
        for spot in line:
            if spot == FREE:
                return False
    return True


def outcome(grid):
    found = who_won(grid)
    if found is not None:
        return found + " wins"
    if full(grid):
        return "draw"
    return RUNNING


def plausible(grid):
    crosses = 0
    noughts = 0
    for line in grid:
        crosses += line.count(PLAYER_ONE)
        noughts += line.count(PLAYER_TWO)
    return crosses == noughts or crosses == noughts + 1


def choose(grid, mark):
    prompt = "Player " + mark + ", enter row and column (1-3): "
    while True:
        pieces = input(prompt).split()
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


def run_game():
    mark = PLAYER_ONE
    grid = fresh_grid()
    while outcome(grid) == RUNNING:
        render(grid)
        y, x = choose(grid, mark)
        grid[y][x] = mark
        if mark == PLAYER_ONE:
            mark = PLAYER_TWO
        else:
            mark = PLAYER_ONE
    render(grid)
    print("Result:", outcome(grid))


def sample_boards():
    first = [["X", "O", "X"], ["O", "X", "O"], ["O", "X", "X"]]
    second = [["X", "X", "O"], ["O", "O", "X"], ["X", "O", "X"]]
    print(outcome(first), plausible(first))
    print(outcome(second), plausible(second))


if __name__ == "__main__":
    sample_boards()
    run_game()
