# TTT homework


def check_board(bd):
    """Returns 'X wins', 'O wins', 'draw' or 'in progress'."""
    def same(p, q, r):
        if p == q == r and p != " ":
            return p
        return None

    for n in range(3):
        res = same(bd[n][0], bd[n][1], bd[n][2])
        if res:
            return res + " wins"
    for m in range(3):
        res = same(bd[0][m], bd[1][m], bd[2][m])
        if res:
            return res + " wins"
    res = same(bd[0][0], bd[1][1], bd[2][2])
    if res:
        return res + " wins"
    res = same(bd[0][2], bd[1][1], bd[2][0])
    if res:
        return res + " wins"
    for r in bd:
        for sq in r:
            if sq == " ":
                return "in progress"
    return "draw"


def print_bd(bd):
    print()
    for n in range(3):
        print(" " + bd[n][0] + " | " + bd[n][1] + " | " + bd[n][2])
        if n < 2:
            print("---+---+---")
    print()


def count_ok(bd):
    nx = 0
    no = 0
    for r in bd:
        nx += r.count("X")
        no += r.count("O")
    return nx == no or nx == no + 1


def main():
    for bd in ([["X", "O", "X"], ["O", "X", "O"], ["O", "X", "X"]],
               [["X", "X", "O"], ["O", "O", "X"], ["X", "O", "X"]]):
        print(check_board(bd), count_ok(bd))

    bd = [[" ", " ", " "] for n in range(3)]
    cur = "X"
    while check_board(bd) == "in progress":
        print_bd(bd)
        while True:
            vals = input("Player " + cur + ", enter row and column (1-3): ").split()
            if len(vals) != 2 or not vals[0].isdigit() or not vals[1].isdigit():
                print("Please type two numbers, e.g. 2 3")
                continue
            ri = int(vals[0]) - 1
            ci = int(vals[1]) - 1
            if ri < 0 or ri > 2 or ci < 0 or ci > 2:
                print("Out of range")
            elif bd[ri][ci] != " ":
                print("That square is taken")
            else:
                break
        bd[ri][ci] = cur
        if cur == "X":
            cur = "O"
        else:
            cur = "X"
    print_bd(bd)
    print("Result:", check_board(bd))


main()
