import random


class TicTacToe:
    """Board stores +1 for X, -1 for O and 0 for empty."""
    SYMBOL = {1: "X", -1: "O", 0: "."}

    def __init__(self):
        self.cells = [[0] * 3 for _ in range(3)]
        self.moves = []
        self.turn = 1

    def free(self):
        return [(r, c) for r in range(3) for c in range(3) if self.cells[r][c] == 0]

    def move(self, r, c):
        if self.cells[r][c] != 0:
            raise ValueError("occupied")
        self.cells[r][c] = self.turn
        self.moves.append((r, c))
        self.turn = -self.turn

    def undo(self):
        r, c = self.moves.pop()
        self.cells[r][c] = 0
        self.turn = -self.turn

    def line_sums(self):
        for r in range(3):
            yield sum(self.cells[r])
        for c in range(3):
            yield sum(self.cells[r][c] for r in range(3))
        yield sum(self.cells[i][i] for i in range(3))
        yield sum(self.cells[i][2 - i] for i in range(3))

    def result(self):
        for s in self.line_sums():
            if abs(s) == 3:
                return self.SYMBOL[s // 3]
        return "draw" if not self.free() else None

    def __str__(self):
        return "\n".join(" ".join(self.SYMBOL[v] for v in row) for row in self.cells)


def computer_move(game):
    # win if possible, block if needed, otherwise random
    for target in (game.turn, -game.turn):
        for r, c in game.free():
            game.cells[r][c] = target
            won = any(abs(s) == 3 for s in game.line_sums())
            game.cells[r][c] = 0
            if won:
                return r, c
    return random.choice(game.free())


if __name__ == "__main__":
    g = TicTacToe()
    while g.result() is None:
        if g.turn == 1:
            print(g)
            try:
                r, c = map(int, input("your move (row col, 0-2): ").split())
                g.move(r, c)
            except (ValueError, IndexError) as e:
                print("invalid:", e)
        else:
            g.move(*computer_move(g))
    print(g)
    print("result:", g.result())
