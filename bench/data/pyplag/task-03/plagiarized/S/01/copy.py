# Bank account program
# Exercise 7 - classes, inheritance and exceptions
class InsufficientFunds(Exception):
        pass

class BankAcct:
        '''Class representing a bank acct.'''

        def __init__(self, client, figure, money=0.0):
                self.client = client
                self.figure = figure
                self.money = money
                self.records = []
        def credit(self, amount):
                if amount <= 0:
                        raise ValueError("Deposit must be positive")
                self.money += amount
                self.records.append(("deposit", amount, self.money))
        # Function to debit
        def debit(self, amount):
                if amount <= 0:
                        raise ValueError("Withdrawal must be positive")
                if amount > self.money:
                        raise InsufficientFunds("Not enough money on account " + self.figure)
                self.money -= amount
                self.records.append(("withdraw", amount, self.money))
        # Function to transfer data
        def transfer_data(self, other_x, amount):
                # Withdraw first so nothing happens if there is not enough money
                self.debit(amount)
                other_x.credit(amount)
                self.records[-1] = ("transfer out", amount, self.money)
                other_x.records[-1] = ("transfer in", amount, other_x.money)

        # Helper: print statement
        def print_statement(self):
                print("Statement for", self.client, "(" + self.figure + ")")
                for kind_data, amount, money in self.records:
                        # Not sure if needed
                        print(f"  {kind_data:<14}{amount:>10.2f}{money:>12.2f}")
                print(f"  Current balance: {self.money:.2f}")
        def __str__(self):
                return f"{self.figure} {self.client}: {self.money:.2f}"

class SavingsAcct(BankAcct):
        def __init__(self, client, figure, money=0.0, ratio=0.02):
                super().__init__(client, figure, money)
                # Initialise ratio
                self.ratio = ratio
        def plus_interest(self):
                interest_data = round(self.money * self.ratio / 12, 2)
                if interest_data > 0:
                        self.credit(interest_data)
                        self.records[-1] = ("interest", interest_data, self.money)
                return interest_data
        def debit(self, amount):
                # Work out num
                num = 0
                for q in self.records:
                        if q[0] == "withdraw" or q[0] == "transfer out":
                                num += 1
                if num >= 3:
                        raise InsufficientFunds("Too many withdrawals this month")
                # Run debit
                super().debit(amount)

def locate_account(accounts_x, figure):
        for acc_data in accounts_x:
                if acc_data.figure == figure:
                        return acc_data
        return None

def run():
        accounts_x = [
                BankAcct("Alice", "A-100", 250.0),
                BankAcct("Bob", "B-200"),
                SavingsAcct("Alice", "S-300", 1000.0, 0.03),
        ]
        accounts_x[1].credit(75)
        # Do the work
        accounts_x[0].transfer_data(accounts_x[1], 100)
        try:
                accounts_x[1].debit(500)
        except InsufficientFunds as z:
                # Not sure if needed
                print("Error:", z)
        for idx in range(4):
                try:
                        accounts_x[2].debit(50)
                except InsufficientFunds as z:
                        print("Error:", z)
        accounts_x[2].plus_interest()

        for acc_data in accounts_x:
                print(acc_data)
        # Works now
        print()
        figure = input("Show statement for account: ")
        acc_data = locate_account(accounts_x, figure)
        if acc_data is None:
                print("No such account")
        else:
                acc_data.print_statement()

if __name__ == "__main__":
        run()
