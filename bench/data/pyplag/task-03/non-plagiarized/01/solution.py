from dataclasses import dataclass, field
from decimal import Decimal, ROUND_HALF_UP
from typing import Dict, List

CENT = Decimal("0.01")


class BankError(Exception):
    """Base class for errors raised by the bank."""


class AccountNotFound(BankError):
    pass


class InsufficientBalance(BankError):
    pass


@dataclass(frozen=True)
class Transaction:
    kind: str
    amount: Decimal
    balance_after: Decimal


@dataclass
class Account:
    number: str
    holder: str
    balance: Decimal = Decimal("0.00")
    interest_rate: Decimal = Decimal("0")
    transactions: List[Transaction] = field(default_factory=list)

    def _record(self, kind, amount):
        self.transactions.append(Transaction(kind, amount, self.balance))

    def deposit(self, amount, kind="deposit"):
        amount = Decimal(amount).quantize(CENT)
        if amount <= 0:
            raise ValueError("amount must be positive")
        self.balance += amount
        self._record(kind, amount)

    def withdraw(self, amount, kind="withdrawal"):
        amount = Decimal(amount).quantize(CENT)
        if amount <= 0:
            raise ValueError("amount must be positive")
        if amount > self.balance:
            raise InsufficientBalance(f"{self.number}: balance {self.balance} < {amount}")
        self.balance -= amount
        self._record(kind, amount)

    def apply_interest(self):
        monthly = (self.balance * self.interest_rate / 12).quantize(CENT, ROUND_HALF_UP)
        if monthly > 0:
            self.deposit(monthly, "interest")
        return monthly


class Bank:
    def __init__(self, name):
        self.name = name
        self.accounts: Dict[str, Account] = {}

    def open(self, number, holder, rate="0"):
        if number in self.accounts:
            raise BankError(f"account {number} exists")
        acc = Account(number, holder, interest_rate=Decimal(rate))
        self.accounts[number] = acc
        return acc

    def get(self, number):
        try:
            return self.accounts[number]
        except KeyError:
            raise AccountNotFound(number) from None

    def transfer(self, src, dst, amount):
        a, b = self.get(src), self.get(dst)
        a.withdraw(amount, f"to {dst}")
        b.deposit(amount, f"from {src}")

    def total_deposits(self):
        return sum((a.balance for a in self.accounts.values()), Decimal("0"))


if __name__ == "__main__":
    bank = Bank("Python Savings & Loan")
    bank.open("001", "Ann").deposit("120.50")
    bank.open("002", "Ben", rate="0.05").deposit(2000)
    bank.transfer("002", "001", "99.99")
    try:
        bank.transfer("001", "002", 1000)
    except InsufficientBalance as err:
        print("refused:", err)
    print("interest for Ben:", bank.get("002").apply_interest())
    for acc in bank.accounts.values():
        print(acc.number, acc.holder, acc.balance)
        for t in acc.transactions:
            print("    ", t.kind.ljust(12), str(t.amount).rjust(9), str(t.balance_after).rjust(9))
    print("bank holds", bank.total_deposits())
