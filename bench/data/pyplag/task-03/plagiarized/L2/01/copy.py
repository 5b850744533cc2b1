# Bank program (classes + inheritance)


class NotEnoughMoney(Exception):
    pass


class Account:
    """Account that keeps a log of all operations."""

    def __init__(self, holder, acc_id, funds=0.0):
        self.holder = holder
        self.acc_id = acc_id
        self.funds = funds
        self.log = []

    def put_in(self, value):
        if value <= 0:
            raise ValueError("Deposit must be positive")
        self.funds += value
        self.log.append(("deposit", value, self.funds))

    def take_out(self, value):
        if value <= 0:
            raise ValueError("Withdrawal must be positive")
        if value > self.funds:
            raise NotEnoughMoney("Not enough money on account " + self.acc_id)
        self.funds -= value
        self.log.append(("withdraw", value, self.funds))

    def send(self, target, value):
        # take the money out first, so a failure stops everything
        self.take_out(value)
        target.put_in(value)
        self.log[-1] = ("transfer out", value, self.funds)
        target.log[-1] = ("transfer in", value, target.funds)

    def statement(self):
        print("Statement for", self.holder, "(" + self.acc_id + ")")
        for op, value, after in self.log:
            print(f"  {op:<14}{value:>10.2f}{after:>12.2f}")
        print(f"  Current balance: {self.funds:.2f}")

    def __str__(self):
        return f"{self.acc_id} {self.holder}: {self.funds:.2f}"


class Savings(Account):
    def __init__(self, holder, acc_id, funds=0.0, yearly=0.02):
        super().__init__(holder, acc_id, funds)
        self.yearly = yearly

    def monthly_interest(self):
        gain = round(self.funds * self.yearly / 12, 2)
        if gain > 0:
            self.put_in(gain)
            self.log[-1] = ("interest", gain, self.funds)
        return gain

    def take_out(self, value):
        # at most 3 withdrawals allowed on savings
        n = 0
        for entry in self.log:
            if entry[0] == "withdraw" or entry[0] == "transfer out":
                n += 1
        if n >= 3:
            raise NotEnoughMoney("Too many withdrawals this month")
        super().take_out(value)


def lookup(bank, acc_id):
    for a in bank:
        if a.acc_id == acc_id:
            return a
    return None


def main():
    bank = [
        Account("Alice", "A-100", 250.0),
        Account("Bob", "B-200"),
        Savings("Alice", "S-300", 1000.0, 0.03),
    ]
    bank[1].put_in(75)
    bank[0].send(bank[1], 100)
    try:
        bank[1].take_out(500)
    except NotEnoughMoney as err:
        print("Error:", err)
    for k in range(4):
        try:
            bank[2].take_out(50)
        except NotEnoughMoney as err:
            print("Error:", err)
    bank[2].monthly_interest()

    for a in bank:
        print(a)
    print()
    wanted = input("Show statement for account: ")
    a = lookup(bank, wanted)
    if a is None:
        print("No such account")
    else:
        a.statement()


if __name__ == "__main__":
    main()
