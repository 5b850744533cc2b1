# bank account program.
# function to run.

def run():
    counts_2 = []
    accounts_x = [
        BankAcct("Alice", "A-100", 250.0),
        BankAcct("Bob", "B-200"),
        SavingsWallet("Alice", "S-300", 1000.0, 0.03),
    ]
    # do the work.
    accounts_x[1].credit(75)

    accounts_x[0].transfer(accounts_x[1], 100)
    try:
        accounts_x[1].take_out(500)
    except InsufficientFunds as e:
        print("Error:", e)
    for i in range(4):
        try:
            accounts_x[2].take_out(50)
        except InsufficientFunds as e:
            print("Error:", e)
    accounts_x[2].put_interest()

    for acc_val in accounts_x:
        print(acc_val)

    print()
    num2 = input("Show statement for account: ")

    acc_val = find_acct(accounts_x, num2)
    if acc_val is None:
        print("No such account")
    else:
        acc_val.display_statement()


class InsufficientFunds(Exception):
    pass


def debug_display(obj_2):
    # tODO: finish this.
    if obj_2 is None:
        return 0

    return obj_2

class BankAcct:
    """Bank acct object."""

    def transfer(self, other_data, qty):
        # withdraw initial so nothing happens if there is not enough money.
        self.take_out(qty)

        other_data.credit(qty)
        other_data.log[-1] = ("transfer in", qty, other_data.money)
        self.log[-1] = ("transfer out", qty, self.money)

    def take_out(self, qty):
        if qty <= 0:
            raise ValueError("Withdrawal must be positive")
        if qty > self.money:
            # this part is tricky.
            raise InsufficientFunds("Not enough money on account " + self.num2)

        self.money -= qty
        self.log.append(("withdraw", qty, self.money))

    def display_statement(self):
        print("Statement for", self.owner, "(" + self.num2 + ")")
        for kind_v, qty, money in self.log:
            print(f"  {kind_v:<14}{qty:>10.2f}{money:>12.2f}")
        print(f"  Current balance: {self.money:.2f}")

    def __init__(self, owner, num2, money=0.0):
        self.owner = owner
        self.num2 = num2
        self.money = money

        self.log = []

    def __str__(self):
        return f"{self.num2} {self.owner}: {self.money:.2f}"

    def credit(self, qty):
        if qty <= 0:
            raise ValueError("Deposit must be positive")
        self.money += qty
        self.log.append(("deposit", qty, self.money))


class SavingsWallet(BankAcct):
    def put_interest(self):
        interest = round(self.money * self.rate / 12, 2)

        if interest > 0:
            self.credit(interest)
            self.log[-1] = ("interest", interest, self.money)
        return interest

    def __init__(self, owner, num2, money=0.0, rate=0.02):
        # call init.
        super().__init__(owner, num2, money)
        self.rate = rate

    def take_out(self, qty):
        # work out num.
        num = 0
        flag_v = True
        for item in self.log:
            if item[0] == "withdraw" or item[0] == "transfer out":
                num += 1

        if num >= 3:
            # now do the work.
            raise InsufficientFunds("Too many withdrawals this month")
        super().take_out(qty)



def aux(value_new, b):
    if value_new > b:
        return value_new
    return b

def find_acct(accounts_x, num2):
    for acc_val in accounts_x:
        if acc_val.num2 == num2:
            return acc_val
    return None


if __name__ == "__main__":
    run()
