class BalanceError(Exception):
    pass


MESSAGES = {
    "neg_deposit": "Deposit must be positive",
    "neg_withdraw": "Withdrawal must be positive",
    "too_many": "Too many withdrawals this month",
    "no_money": "Not enough money on account ",
}


class Acc:
    def __init__(self, who, num, bal=0.0, rate=None):
        # rate is only used for savings accounts
        self.who, self.num, self.bal, self.rate = who, num, bal, rate
        self.hist = []

    def __str__(self):
        return "%s %s: %.2f" % (self.num, self.who, self.bal)

    def statement(self):
        print("Statement for " + self.who + " (" + self.num + ")")
        for entry in self.hist:
            print("  %-14s%10.2f%12.2f" % entry)
        print("  Current balance: %.2f" % self.bal)

    def put(self, amt, kind="deposit"):
        if amt <= 0:
            raise ValueError(MESSAGES["neg_deposit"])
        self.bal = self.bal + amt
        self.hist.append((kind, amt, self.bal))

    def get(self, amt, kind="withdraw"):
        if amt <= 0:
            raise ValueError(MESSAGES["neg_withdraw"])
        if self.rate is not None:
            n = len([h for h in self.hist if h[0] == "withdraw" or h[0] == "transfer out"])
            if n >= 3:
                raise BalanceError(MESSAGES["too_many"])
        if amt > self.bal:
            raise BalanceError(MESSAGES["no_money"] + self.num)
        self.bal = self.bal - amt
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
    accs = {}
    for who, num, bal, rate in [("Alice", "A-100", 250.0, None), ("Bob", "B-200", 0.0, None),
                                ("Alice", "S-300", 1000.0, 0.03)]:
        accs[num] = Acc(who, num, bal, rate)
    accs["B-200"].put(75)
    accs["A-100"].transfer(accs["B-200"], 100)
    try:
        accs["B-200"].get(500)
    except BalanceError as e:
        print("Error:", e)
    tries = 4
    while tries > 0:
        try:
            accs["S-300"].get(50)
        except BalanceError as e:
            print("Error:", e)
        tries -= 1
    accs["S-300"].interest()

    for a in accs.values():
        print(a)
    print()
    found = accs.get(input("Show statement for account: "))
    if found is None:
        print("No such account")
    else:
        found.statement()


if __name__ == "__main__":
    main()
