from collections import Counter


def rows(b):
    return [tuple(r) for r in b]


def columns(b):
    return list(zip(*b))


def diagonals(b):
    n = len(b)
    return [tuple(b[i][i] for i in range(n)), tuple(b[i][n - 1 - i] for i in range(n))]


def winner(b):
    triples = rows(b) + columns(b) + diagonals(b)
    winners = {t[0] for t in triples if t[0] in ("X", "O") and len(set(t)) == 1}
    return winners.pop() if len(winners) == 1 else None


def finished(b):
    return winner(b) is not None or all(cell in ("X", "O") for r in b for cell in r)


def empty_board():
    return [[str(3 * r + c + 1) for c in range(3)] for r in range(3)]


def ask(b, player):
    free = {cell for r in b for cell in r if cell not in ("X", "O")}
    choice = input(f"{player}, choose one of {sorted(free)}: ").strip()
    return choice if choice in free else ask(b, player)


def place(b, square, player):
    return [[player if cell == square else cell for cell in r] for r in b]


def one_game(first):
    b, player = empty_board(), first
    while not finished(b):
        print("\n".join(" ".join(r) for r in b))
        b = place(b, ask(b, player), player)
        player = "O" if player == "X" else "X"
    print("\n".join(" ".join(r) for r in b))
    return winner(b) or "draw"


if __name__ == "__main__":
    score = Counter()
    starter = "X"
    while True:
        result = one_game(starter)
        score[result] += 1
        print("this game:", result, "| overall:", dict(score))
        if input("again? (y/n) ").lower() != "y":
            break
        starter = "O" if starter == "X" else "X"
