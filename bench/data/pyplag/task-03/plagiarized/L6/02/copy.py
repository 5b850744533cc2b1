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
        self.withdrawals = 0

    def __str__(self):
        return "%s %s: %.2f" % (self.num, self.who, self.bal)

    def statement(self):
        print("Statement for " + self.who + " (" + self.num + ")")
        for entry in self.hist:
            print("  %-14s%10.2f%12.2f" % entry)
        print("  Current balance: %.2f" % self.bal)

    def _change(self, amt, kind):
        # positive amt = money in, negative = money out
        self.bal = self.bal + amt
        self.hist.append((kind, abs(amt), self.bal))

    def put(self, amt, kind="deposit"):
        if not amt > 0:
            raise ValueError(MESSAGES["neg_deposit"])
        self._change(amt, kind)

    def get(self, amt, kind="withdraw"):
        problem = None
        if amt <= 0:
            raise ValueError(MESSAGES["neg_withdraw"])
        if self.rate is not None and self.withdrawals >= 3:
            problem = MESSAGES["too_many"]
        elif self.bal < amt:
            problem = MESSAGES["no_money"] + self.num
        if problem:
            raise BalanceError(problem)
        self.withdrawals += 1
        self._change(-amt, kind)

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
    for num, amount, times in (("B-200", 500, 1), ("S-300", 50, 4)):
        for _ in range(times):
            try:
                accs[num].get(amount)
            except BalanceError as e:
                print("Error:", e)
    accs["S-300"].interest()

    print("\n".join(str(a) for a in accs.values()))
    print()
    wanted = input("Show statement for account: ")
    if wanted in accs:
        accs[wanted].statement()
    else:
        print("No such account")


if __name__ == "__main__":
    main()
