class BalanceError(Exception):
    pass


class Acc:
    def __init__(self, who, num, bal=0.0, rate=None):
        # rate is only used for savings accounts
        self.who = who
        self.num = num
        self.bal = bal
        self.rate = rate
        self.hist = []

    def __str__(self):
        return f"{self.num} {self.who}: {self.bal:.2f}"

    def statement(self):
        print("Statement for", self.who, "(" + self.num + ")")
        for kind, amt, b in self.hist:
            print(f"  {kind:<14}{amt:>10.2f}{b:>12.2f}")
        print(f"  Current balance: {self.bal:.2f}")

    def put(self, amt, kind="deposit"):
        if amt <= 0:
            raise ValueError("Deposit must be positive")
        self.bal += amt
        self.hist.append((kind, amt, self.bal))

    def get(self, amt, kind="withdraw"):
        if amt <= 0:
            raise ValueError("Withdrawal must be positive")
        if self.rate is not None:
            n = 0
            for h in self.hist:
                if h[0] == "withdraw" or h[0] == "transfer out":
                    n += 1
            if n >= 3:
                raise BalanceError("Too many withdrawals this month")
        if amt > self.bal:
            raise BalanceError("Not enough money on account " + self.num)
        self.bal -= amt
        self.hist.append((kind, amt, self.bal))

    def transfer(self, other, amt):
        self.get(amt, "transfer out")
        other.put(amt, "transfer in")

    def interest(self):
        i = round(self.bal * self.rate / 12, 2)
        if i > 0:
            self.put(i, "interest")
        return i


def main():
    accs = [
        Acc("Alice", "A-100", 250.0),
        Acc("Bob", "B-200"),
        Acc("Alice", "S-300", 1000.0, rate=0.03),
    ]
    accs[1].put(75)
    accs[0].transfer(accs[1], 100)
    try:
        accs[1].get(500)
    except BalanceError as e:
        print("Error:", e)
    for i in range(4):
        try:
            accs[2].get(50)
        except BalanceError as e:
            print("Error:", e)
    accs[2].interest()

    for a in accs:
        print(a)
    print()
    num = input("Show statement for account: ")
    found = None
    for a in accs:
        if a.num == num:
            found = a
            break
    if found is None:
        print("No such account")
    else:
        found.statement()


if __name__ == "__main__":
    main()
