# TTT homework


def check_board(bd):
    """Returns 'X wins', 'O wins', 'draw' or 'in progress'."""
    def same(p, q, r):
        if p == q and q == r and p != " ":
            return p
        return None

    n = 0
    while n < 3:
        res = same(bd[n][0], bd[n][1], bd[n][2]) or same(bd[0][n], bd[1][n], bd[2][n])
        if res:
            return res + " wins"
        n += 1
    res = same(bd[0][0], bd[1][1], bd[2][2]) or same(bd[0][2], bd[1][1], bd[2][0])
    if res:
        return res + " wins"
    if any(" " in r for r in bd):
        return "in progress"
    return "draw"


def print_bd(bd):
    print()
    n = 0
    for r in bd:
        print(" %s | %s | %s" % (r[0], r[1], r[2]))
        n = n + 1
        if n != 3:
            print("---+---+---")
    print()


def count_ok(bd):
    flat = [sq for r in bd for sq in r]
    nx = flat.count("X")
    no = flat.count("O")
    return nx - no == 0 or nx - no == 1


def main():
    for bd in ([["X", "O", "X"], ["O", "X", "O"], ["O", "X", "X"]],
               [["X", "X", "O"], ["O", "O", "X"], ["X", "O", "X"]]):
        print(check_board(bd), count_ok(bd))

    bd = [[" "] * 3, [" "] * 3, [" "] * 3]
    cur = "X"
    while check_board(bd) == "in progress":
        print_bd(bd)
        ok = False
        while not ok:
            vals = input(f"Player {cur}, enter row and column (1-3): ").split()
            if len(vals) != 2 or not vals[0].isdigit() or not vals[1].isdigit():
                print("Please type two numbers, e.g. 2 3")
                continue
            ri, ci = int(vals[0]) - 1, int(vals[1]) - 1
            if ri not in range(3) or ci not in range(3):
                print("Out of range")
            elif bd[ri][ci] != " ":
                print("That square is taken")
            else:
                ok = True
        bd[ri][ci] = cur
        cur = "O" if cur == "X" else "X"
    print_bd(bd)
    print("Result:", check_board(bd))


main()
