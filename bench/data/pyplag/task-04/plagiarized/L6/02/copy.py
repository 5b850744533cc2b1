# TTT homework


def check_board(bd):
    """Returns 'X wins', 'O wins', 'draw' or 'in progress'."""
    triples = []
    for n in range(3):
        triples.append((bd[n][0], bd[n][1], bd[n][2]))
        triples.append((bd[0][n], bd[1][n], bd[2][n]))
    triples.append((bd[0][0], bd[1][1], bd[2][2]))
    triples.append((bd[2][0], bd[1][1], bd[0][2]))
    for t in triples:
        if t[0] != " " and len(set(t)) == 1:
            return t[0] + " wins"
    for r in bd:
        if " " in r:
            return "in progress"
    return "draw"


def print_bd(bd):
    print()
    rows = [" %s | %s | %s" % tuple(r) for r in bd]
    print(("\n" + "---+---+---" + "\n").join(rows))
    print()


def count_ok(bd):
    flat = "".join("".join(r) for r in bd)
    return flat.count("O") <= flat.count("X") <= flat.count("O") + 1


def ask(bd, cur):
    while True:
        vals = input(f"Player {cur}, enter row and column (1-3): ").split()
        try:
            ri, ci = [int(v) - 1 for v in vals]
        except ValueError:
            print("Please type two numbers, e.g. 2 3")
            continue
        if min(ri, ci) < 0 or max(ri, ci) > 2:
            print("Out of range")
            continue
        if bd[ri][ci] == " ":
            return ri, ci
        print("That square is taken")


def main():
    for bd in ([["X", "O", "X"], ["O", "X", "O"], ["O", "X", "X"]],
               [["X", "X", "O"], ["O", "O", "X"], ["X", "O", "X"]]):
        print(check_board(bd), count_ok(bd))

    bd = [[" "] * 3, [" "] * 3, [" "] * 3]
    players = ["X", "O"]
    state = check_board(bd)
    while state == "in progress":
        print_bd(bd)
        ri, ci = ask(bd, players[0])
        bd[ri][ci] = players[0]
        players.reverse()
        state = check_board(bd)
    print_bd(bd)
    print("Result:", state)


main()
