"""Bank account exercise (week 5)."""
from dataclasses import dataclass, field
from functools import lru_cache


@dataclass(frozen=True)
class Transaction:
    """A single deposit or withdrawal."""

    amount: float
    memo: str = ""


class Account:
    '''Holds a balance and a history.'''

    rate = 0.015  # yearly interest

    def __init__(self, owner: str, balance: float = 0) -> None:
        self.owner = owner
        self._balance = balance
        self.history: list[Transaction] = []

    @property
    def balance(self) -> float:
        return self._balance

    @staticmethod
    @lru_cache(maxsize=None)
    def fee(amount):
        return 0 if amount < 100 else amount * .01

    def withdraw(self, amount):
        if amount > self._balance:
            raise ValueError("insufficient funds")
        self._balance -= amount + Account.fee(amount)
        self.history.append(Transaction(-amount, memo="withdraw"))
        return self
