from contextlib import contextmanager


class Overdrawn(Exception):
    pass


class Wallet:
    __slots__ = ("label", "cents", "journal")

    def __init__(self, label, euros=0):
        self.label = label
        self.cents = round(euros * 100)
        self.journal = []

    def __iadd__(self, euros):
        c = round(euros * 100)
        if c <= 0:
            raise ValueError("can only add a positive amount")
        self.cents += c
        self.journal.append(("+", c))
        return self

    def __isub__(self, euros):
        c = round(euros * 100)
        if c <= 0:
            raise ValueError("can only take a positive amount")
        if c > self.cents:
            raise Overdrawn(self.label)
        self.cents -= c
        self.journal.append(("-", c))
        return self

    def __repr__(self):
        return f"<Wallet {self.label}: {self.cents // 100}.{self.cents % 100:02d} EUR>"


@contextmanager
def atomic(*wallets):
    """Undo every change to the wallets if the block raises."""
    saved = [(w, w.cents, len(w.journal)) for w in wallets]
    try:
        yield
    except Exception:
        for w, cents, n in saved:
            w.cents = cents
            del w.journal[n:]
        raise


def pay(src, dst, euros):
    with atomic(src, dst):
        dst += euros
        src -= euros


if __name__ == "__main__":
    home = Wallet("home", 80)
    travel = Wallet("travel", 15.5)
    pay(home, travel, 30)
    try:
        pay(travel, home, 100)
    except Overdrawn as e:
        print("overdrawn:", e, "- nothing was changed")
    print(home, travel)
    print("travel journal:", ", ".join(f"{s}{c / 100:.2f}" for s, c in travel.journal))
