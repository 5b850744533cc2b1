import json
import os
from abc import ABC, abstractmethod

DATA_FILE = "bank.json"


class Account(ABC):
    kind = "base"

    def __init__(self, number, owner, balance=0.0):
        self.number = number
        self.owner = owner
        self.balance = balance

    @abstractmethod
    def monthly_fee(self):
        ...

    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("positive amounts only")
        self.balance += amount

    def withdraw(self, amount):
        if amount <= 0:
            raise ValueError("positive amounts only")
        if amount > self.balance:
            raise ValueError("insufficient funds")
        self.balance -= amount

    def end_of_month(self):
        self.balance -= self.monthly_fee()

    def to_dict(self):
        return {"kind": self.kind, "number": self.number, "owner": self.owner,
                "balance": round(self.balance, 2)}


class Current(Account):
    kind = "current"

    def monthly_fee(self):
        return 0 if self.balance >= 1000 else 2.5


class Savings(Account):
    kind = "savings"
    RATE = 0.015

    def monthly_fee(self):
        # a negative fee is interest paid to the customer
        return -self.balance * self.RATE / 12


KINDS = {cls.kind: cls for cls in (Current, Savings)}


def load():
    if not os.path.exists(DATA_FILE):
        return {}
    with open(DATA_FILE) as fh:
        raw = json.load(fh)
    return {d["number"]: KINDS[d["kind"]](d["number"], d["owner"], d["balance"]) for d in raw}


def save(accounts):
    with open(DATA_FILE, "w") as fh:
        json.dump([a.to_dict() for a in accounts.values()], fh, indent=2)


if __name__ == "__main__":
    accounts = load()
    if not accounts:
        accounts = {"C1": Current("C1", "Dana", 400), "S1": Savings("S1", "Dana", 2500)}
    accounts["C1"].deposit(50)
    try:
        accounts["C1"].withdraw(5000)
    except ValueError as e:
        print("C1:", e)
    accounts["S1"].withdraw(100)
    accounts["C1"].deposit(100)
    for acc in accounts.values():
        acc.end_of_month()
        print(f"{acc.kind:8} {acc.number} {acc.owner:6} {acc.balance:10.2f}")
    save(accounts)
