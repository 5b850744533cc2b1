# Bank accounts - exercise 7

MAX_WITHDRAWALS = 3
MONTHS = 12


class FundsError(Exception):
    pass


def locate(accounts, acc_no):
    return next((acct for acct in accounts if acct.acc_no == acc_no), None)


class Account:
    """Account with a list of past operations."""

    def __str__(self):
        return "{} {}: {:.2f}".format(self.acc_no, self.holder, self.amount)

    def __init__(self, holder, acc_no, amount=0.0):
        self.holder = holder
        self.acc_no = acc_no
        self.amount = amount
        self.ops = list()

    def print_report(self):
        print("Statement for", self.holder, "(" + self.acc_no + ")")
        i = 0
        while i < len(self.ops):
            tag, value, rest = self.ops[i]
            print("  {:<14}{:>10.2f}{:>12.2f}".format(tag, value, rest))
            i = i + 1
        print("  Current balance: {:.2f}".format(self.amount))

    def relabel_last(self, tag, value):
        self.ops[len(self.ops) - 1] = (tag, value, self.amount)

    def send_to(self, receiver, value):
        self.take(value)
        receiver.give(value)
        self.relabel_last("transfer out", value)
        receiver.relabel_last("transfer in", value)

    def take(self, value):
        check_positive(value, "Withdrawal must be positive")
        if value > self.amount:
            raise FundsError("Not enough money on account %s" % self.acc_no)
        self.amount = self.amount - value
        self.ops.append(("withdraw", value, self.amount))

    def give(self, value):
        check_positive(value, "Deposit must be positive")
        self.amount = self.amount + value
        self.ops.append(("deposit", value, self.amount))


class SavingAccount(Account):
    def take(self, value):
        used = sum(1 for op in self.ops if op[0] in ("withdraw", "transfer out"))
        if used >= MAX_WITHDRAWALS:
            raise FundsError("Too many withdrawals this month")
        Account.take(self, value)

    def add_month_interest(self):
        extra = round(self.amount * self.rate / MONTHS, 2)
        if extra > 0:
            self.give(extra)
            self.relabel_last("interest", extra)
        return extra

    def __init__(self, holder, acc_no, amount=0.0, rate=0.02):
        Account.__init__(self, holder, acc_no, amount)
        self.rate = rate


def check_positive(value, message):
    if not value > 0:
        raise ValueError(message)


def demo_transactions(accounts):
    accounts[1].give(75)
    accounts[0].send_to(accounts[1], 100)
    try:
        accounts[1].take(500)
    except FundsError as e:
        print("Error:", e)
    attempt = 0
    while attempt < 4:
        try:
            accounts[2].take(50)
        except FundsError as e:
            print("Error:", e)
        attempt += 1
    accounts[2].add_month_interest()


def main():
    accounts = [Account("Alice", "A-100", 250.0), Account("Bob", "B-200")]
    accounts.append(SavingAccount("Alice", "S-300", 1000.0, 0.03))
    demo_transactions(accounts)
    for acct in accounts:
        print(acct)
    print()
    acct = locate(accounts, input("Show statement for account: "))
    acct.print_report() if acct is not None else print("No such account")


if __name__ == "__main__":
    main()
