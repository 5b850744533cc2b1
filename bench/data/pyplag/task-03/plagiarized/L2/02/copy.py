# Exercise 7


class NoFundsError(Exception):
    pass


class BankAcct:
    def __init__(self, name, accNo, bal=0.0):
        self.name = name
        self.accNo = accNo
        self.bal = bal
        self.transactions = []

    def depositMoney(self, amt):
        if amt <= 0:
            raise ValueError("Deposit must be positive")
        self.bal += amt
        self.transactions.append(("deposit", amt, self.bal))

    def withdrawMoney(self, amt):
        if amt <= 0:
            raise ValueError("Withdrawal must be positive")
        if amt > self.bal:
            raise NoFundsError("Not enough money on account " + self.accNo)
        self.bal -= amt
        self.transactions.append(("withdraw", amt, self.bal))

    def transferTo(self, dest, amt):
        self.withdrawMoney(amt)
        dest.depositMoney(amt)
        self.transactions[-1] = ("transfer out", amt, self.bal)
        dest.transactions[-1] = ("transfer in", amt, dest.bal)

    def showStatement(self):
        print("Statement for", self.name, "(" + self.accNo + ")")
        for tType, amt, newBal in self.transactions:
            print(f"  {tType:<14}{amt:>10.2f}{newBal:>12.2f}")
        print(f"  Current balance: {self.bal:.2f}")

    def __str__(self):
        return f"{self.accNo} {self.name}: {self.bal:.2f}"


class SavingsAcct(BankAcct):
    def __init__(self, name, accNo, bal=0.0, intRate=0.02):
        super().__init__(name, accNo, bal)
        self.intRate = intRate

    def applyInterest(self):
        intAmt = round(self.bal * self.intRate / 12, 2)
        if intAmt > 0:
            self.depositMoney(intAmt)
            self.transactions[-1] = ("interest", intAmt, self.bal)
        return intAmt

    def withdrawMoney(self, amt):
        numWithdrawals = 0
        for t in self.transactions:
            if t[0] == "withdraw" or t[0] == "transfer out":
                numWithdrawals += 1
        if numWithdrawals >= 3:
            raise NoFundsError("Too many withdrawals this month")
        super().withdrawMoney(amt)


def getAccount(accList, accNo):
    for a in accList:
        if a.accNo == accNo:
            return a
    return None


def main():
    accList = [
        BankAcct("Alice", "A-100", 250.0),
        BankAcct("Bob", "B-200"),
        SavingsAcct("Alice", "S-300", 1000.0, 0.03),
    ]
    accList[1].depositMoney(75)
    accList[0].transferTo(accList[1], 100)
    try:
        accList[1].withdrawMoney(500)
    except NoFundsError as ex:
        print("Error:", ex)
    for n in range(4):
        try:
            accList[2].withdrawMoney(50)
        except NoFundsError as ex:
            print("Error:", ex)
    accList[2].applyInterest()

    for a in accList:
        print(a)
    print()
    userAccNo = input("Show statement for account: ")
    a = getAccount(accList, userAccNo)
    if a is None:
        print("No such account")
    else:
        a.showStatement()


if __name__ == "__main__":
    main()
