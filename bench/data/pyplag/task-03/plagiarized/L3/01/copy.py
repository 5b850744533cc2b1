# Bank accounts - exercise 7

MAX_WITHDRAWALS = 3
MONTHS_PER_YEAR = 12
DEFAULT_RATE = 0.02
DEPOSIT = "deposit"
WITHDRAW = "withdraw"
TRANSFER_OUT = "transfer out"
TRANSFER_IN = "transfer in"
INTEREST = "interest"


class LowBalanceError(Exception):
    pass


class Account:
    """Account with a list of past operations."""

    def __init__(self, client, ident, money=0.0):
        self.records = []
        self.money = money
        self.ident = ident
        self.client = client

    def pay_in(self, sum_):
        if sum_ <= 0:
            raise ValueError("Deposit must be positive")
        self.money += sum_
        self.records.append((DEPOSIT, sum_, self.money))

    def pay_out(self, sum_):
        if sum_ <= 0:
            raise ValueError("Withdrawal must be positive")
        if sum_ > self.money:
            raise LowBalanceError("Not enough money on account " + self.ident)
        self.money -= sum_
        self.records.append((WITHDRAW, sum_, self.money))

    def move_to(self, receiver, sum_):
        self.pay_out(sum_)
        receiver.pay_in(sum_)
        self.records[-1] = (TRANSFER_OUT, sum_, self.money)
        receiver.records[-1] = (TRANSFER_IN, sum_, receiver.money)

    def report(self):
        print("Statement for", self.client, "(" + self.ident + ")")
        for label, sum_, left in self.records:
            print(f"  {label:<14}{sum_:>10.2f}{left:>12.2f}")
        print(f"  Current balance: {self.money:.2f}")

    def __str__(self):
        return f"{self.ident} {self.client}: {self.money:.2f}"


class InterestAccount(Account):
    def __init__(self, client, ident, money=0.0, rate=DEFAULT_RATE):
        super().__init__(client, ident, money)
        self.rate = rate

    def credit_interest(self):
        bonus = round(self.money * self.rate / MONTHS_PER_YEAR, 2)
        if bonus > 0:
            self.pay_in(bonus)
            self.records[-1] = (INTEREST, bonus, self.money)
        return bonus

    def pay_out(self, sum_):
        done = 0
        for rec in self.records:
            if rec[0] == WITHDRAW or rec[0] == TRANSFER_OUT:
                done += 1
        if done >= MAX_WITHDRAWALS:
            raise LowBalanceError("Too many withdrawals this month")
        super().pay_out(sum_)


def search(all_accounts, ident):
    for acct in all_accounts:
        if acct.ident == ident:
            return acct
    return None


def main():
    alice = Account("Alice", "A-100", 250.0)
    bob = Account("Bob", "B-200")
    alice_savings = InterestAccount("Alice", "S-300", 1000.0, 0.03)
    all_accounts = [alice, bob, alice_savings]

    bob.pay_in(75)
    alice.move_to(bob, 100)
    try:
        bob.pay_out(500)
    except LowBalanceError as problem:
        print("Error:", problem)
    for attempt in range(4):
        try:
            alice_savings.pay_out(50)
        except LowBalanceError as problem:
            print("Error:", problem)
    alice_savings.credit_interest()

    for acct in all_accounts:
        print(acct)
    print()
    choice = input("Show statement for account: ")
    acct = search(all_accounts, choice)
    if acct is None:
        print("No such account")
    else:
        acct.report()


if __name__ == "__main__":
    main()
