"""ATM simulation: accounts protected by a PIN and a daily withdrawal limit."""
from datetime import date, datetime

DAILY_LIMIT = 500


class Card:
    def __init__(self, holder, pin, balance):
        self.holder = holder
        self._pin = pin
        self.balance = balance
        self.failed = 0
        self.withdrawn_today = {}
        self.events = []

    def blocked(self):
        return self.failed >= 3

    def check_pin(self, pin):
        if self.blocked():
            return False
        if pin == self._pin:
            self.failed = 0
            return True
        self.failed += 1
        return False

    def log(self, text):
        self.events.append(f"{datetime.now():%H:%M:%S} {text}")


class ATM:
    def __init__(self, cash):
        self.cash = cash

    def withdraw(self, card, pin, amount):
        if not card.check_pin(pin):
            card.log("wrong pin" + (" - card blocked" if card.blocked() else ""))
            return "PIN rejected"
        today = date.today()
        used = card.withdrawn_today.get(today, 0)
        if amount % 10:
            return "amount must be a multiple of 10"
        if used + amount > DAILY_LIMIT:
            return f"daily limit reached ({DAILY_LIMIT - used} left)"
        if amount > card.balance:
            return "not enough money in account"
        if amount > self.cash:
            return "ATM is out of cash"
        card.balance -= amount
        self.cash -= amount
        card.withdrawn_today[today] = used + amount
        card.log(f"withdrew {amount}")
        return f"please take {amount}"

    def deposit(self, card, pin, amount):
        if not card.check_pin(pin):
            return "PIN rejected"
        card.balance += amount
        self.cash += amount
        card.log(f"deposited {amount}")
        return "deposit ok"


atm = ATM(cash=2000)
card = Card("R. Singh", "4321", 1200)
for pin, amount in [("4321", 200), ("4321", 250), ("4321", 100), ("1111", 20), ("4321", 35)]:
    print(amount, "->", atm.withdraw(card, pin, amount))
print(atm.deposit(card, "4321", 300))
print("balance", card.balance, "| atm cash", atm.cash)
print(*card.events, sep="\n")
