# Exercise 7: bank accounts
# uses classes, a subclass and our own exception


class InsufficientFunds(Exception):
    # raised when the account does not have enough money
    pass


class BankAccount:
    """Bank account that remembers every transaction."""

    def __init__(self, owner, number, balance=0.0):
        self.owner = owner
        self.number = number
        self.balance = balance
        self.history = []   # list of (type, amount, balance after)

    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("Deposit must be positive")
        self.balance += amount
        self.history.append(("deposit", amount, self.balance))

    def withdraw(self, amount):
        if amount <= 0:
            raise ValueError("Withdrawal must be positive")
        if amount > self.balance:
            raise InsufficientFunds("Not enough money on account " + self.number)
        self.balance -= amount
        self.history.append(("withdraw", amount, self.balance))

    def transfer(self, other, amount):
        # if withdraw fails we never get to the deposit
        self.withdraw(amount)
        other.deposit(amount)
        # fix up the history labels
        self.history[-1] = ("transfer out", amount, self.balance)
        other.history[-1] = ("transfer in", amount, other.balance)

    def print_statement(self):
        print("Statement for", self.owner, "(" + self.number + ")")
        for kind, amount, balance in self.history:
            print(f"  {kind:<14}{amount:>10.2f}{balance:>12.2f}")
        print(f"  Current balance: {self.balance:.2f}")

    def __str__(self):
        return f"{self.number} {self.owner}: {self.balance:.2f}"


class SavingsAccount(BankAccount):
    """Account with interest; max 3 withdrawals."""

    def __init__(self, owner, number, balance=0.0, rate=0.02):
        super().__init__(owner, number, balance)
        self.rate = rate

    def add_interest(self):
        # monthly interest = yearly rate / 12
        interest = round(self.balance * self.rate / 12, 2)
        if interest > 0:
            self.deposit(interest)
            self.history[-1] = ("interest", interest, self.balance)
        return interest

    def withdraw(self, amount):
        count = 0
        for h in self.history:
            if h[0] == "withdraw" or h[0] == "transfer out":
                count += 1
        if count >= 3:
            raise InsufficientFunds("Too many withdrawals this month")
        super().withdraw(amount)


def find_account(accounts, number):
    # linear search by account number
    for acc in accounts:
        if acc.number == number:
            return acc
    return None


def main():
    accounts = [
        BankAccount("Alice", "A-100", 250.0),
        BankAccount("Bob", "B-200"),
        SavingsAccount("Alice", "S-300", 1000.0, 0.03),
    ]
    # some test transactions
    accounts[1].deposit(75)
    accounts[0].transfer(accounts[1], 100)
    try:
        accounts[1].withdraw(500)
    except InsufficientFunds as e:
        print("Error:", e)
    for i in range(4):
        try:
            accounts[2].withdraw(50)
        except InsufficientFunds as e:
            print("Error:", e)
    accounts[2].add_interest()
    for acc in accounts:
        print(acc)
    print()
    number = input("Show statement for account: ")
    acc = find_account(accounts, number)
    if acc is None:
        print("No such account")
    else:
        acc.print_statement()


if __name__ == "__main__":
    main()
