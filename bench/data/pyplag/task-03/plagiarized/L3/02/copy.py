class OverdraftError(Exception):
    pass


class Konto:
    # every Konto has an owner, an id and a list of movements
    movements = None

    def __init__(self, person, code, cash=0.0):
        self.person = person
        self.code = code
        self.cash = cash
        self.movements = []

    def add(self, x):
        if x <= 0:
            raise ValueError("Deposit must be positive")
        self.cash += x
        self.movements.append(("deposit", x, self.cash))

    def remove(self, x):
        if x <= 0:
            raise ValueError("Withdrawal must be positive")
        if x > self.cash:
            msg = "Not enough money on account " + self.code
            raise OverdraftError(msg)
        self.cash -= x
        self.movements.append(("withdraw", x, self.cash))

    def transfer(self, to, x):
        self.remove(x)
        to.add(x)
        self.movements[-1] = ("transfer out", x, self.cash)
        to.movements[-1] = ("transfer in", x, to.cash)

    def print_movements(self):
        print("Statement for", self.person, "(" + self.code + ")")
        for what, x, remaining in self.movements:
            print(f"  {what:<14}{x:>10.2f}{remaining:>12.2f}")
        print(f"  Current balance: {self.cash:.2f}")

    def __str__(self):
        return f"{self.code} {self.person}: {self.cash:.2f}"


class SavingsKonto(Konto):
    limit = 3

    def __init__(self, person, code, cash=0.0, percent=0.02):
        self.percent = percent
        super().__init__(person, code, cash)

    def interest(self):
        months = 12
        earned = round(self.cash * self.percent / months, 2)
        if earned > 0:
            self.add(earned)
            self.movements[-1] = ("interest", earned, self.cash)
        return earned

    def remove(self, x):
        times = 0
        for mv in self.movements:
            if mv[0] == "withdraw" or mv[0] == "transfer out":
                times += 1
        if times >= self.limit:
            raise OverdraftError("Too many withdrawals this month")
        super().remove(x)


def by_code(konten, code):
    for k in konten:
        if k.code == code:
            return k
    return None


konten = [
    Konto("Alice", "A-100", 250.0),
    Konto("Bob", "B-200"),
    SavingsKonto("Alice", "S-300", 1000.0, 0.03),
]


def main():
    konten[1].add(75)
    konten[0].transfer(konten[1], 100)
    try:
        konten[1].remove(500)
    except OverdraftError as err:
        print("Error:", err)
    for _ in range(4):
        try:
            konten[2].remove(50)
        except OverdraftError as err:
            print("Error:", err)
    konten[2].interest()

    for k in konten:
        print(k)
    print()
    k = by_code(konten, input("Show statement for account: "))
    if k is None:
        print("No such account")
    else:
        k.print_movements()


if __name__ == "__main__":
    main()
