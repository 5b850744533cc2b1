class Account:
    def __init__(self, name, money):
        self.name = name
        self.money = money
        self.count = 0

    def deposit(self, x):
        self.money = self.money + x
        self.count = self.count + 1
        print(self.name, "deposited", x)

    def withdraw(self, x):
        if x > self.money:
            print("Sorry", self.name, "you only have", self.money)
        else:
            self.money = self.money - x
            self.count = self.count + 1
            print(self.name, "took out", x)

    def show(self):
        print("Name:", self.name, " Money:", self.money, " Transactions:", self.count)


class CheckingAccount(Account):
    # can go below zero up to the overdraft limit
    def __init__(self, name, money, limit):
        Account.__init__(self, name, money)
        self.limit = limit

    def withdraw(self, x):
        if self.money - x < -self.limit:
            print("Over the limit!")
        else:
            self.money = self.money - x
            self.count = self.count + 1
            print(self.name, "took out", x, "(checking)")


class SavingAccount(Account):
    def __init__(self, name, money, rate):
        Account.__init__(self, name, money)
        self.rate = rate

    def add_interest(self):
        gained = self.money * self.rate / 100
        self.money = self.money + gained
        print("interest added:", round(gained, 2))


def transfer(a, b, x):
    before = a.money
    a.withdraw(x)
    if a.money != before:
        b.deposit(x)


tom = Account("Tom", 100)
sue = CheckingAccount("Sue", 50, 200)
max_ = SavingAccount("Max", 1000, 2.5)

tom.deposit(20)
tom.withdraw(500)
sue.withdraw(180)
sue.withdraw(100)
transfer(max_, tom, 300)
max_.add_interest()

for acc in [tom, sue, max_]:
    acc.show()
