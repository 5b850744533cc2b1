# Bank account built from closures instead of a class (functional programming lab)


def make_account(owner, balance=0):
    history = []

    def deposit(amount):
        nonlocal balance
        if amount <= 0:
            return "invalid amount"
        balance += amount
        history.append(amount)
        return balance

    def withdraw(amount):
        nonlocal balance
        if amount <= 0:
            return "invalid amount"
        if amount > balance:
            return "insufficient funds"
        balance -= amount
        history.append(-amount)
        return balance

    def get_balance():
        return balance

    def statement():
        lines = [f"{owner}:"]
        total = balance - sum(history)
        lines.append(f"  start {total:8.2f}")
        for h in history:
            total += h
            lines.append(f"  {'dep ' if h > 0 else 'wdr '} {abs(h):8.2f} -> {total:8.2f}")
        return "\n".join(lines)

    return {"deposit": deposit, "withdraw": withdraw,
            "balance": get_balance, "statement": statement, "owner": owner}


def transfer(a, b, amount):
    result = a["withdraw"](amount)
    if isinstance(result, str):
        return result
    b["deposit"](amount)
    return "ok"


def with_interest(account, rate):
    def add_interest():
        gained = round(account["balance"]() * rate, 2)
        account["deposit"](gained)
        return gained
    new = dict(account)
    new["add_interest"] = add_interest
    return new


x = make_account("Xavier", 40)
y = with_interest(make_account("Yolanda", 900), 0.01)
print(x["deposit"](60))
print(x["withdraw"](500))
print(transfer(y, x, 250))
print("interest:", y["add_interest"]())
print(x["statement"]())
print(y["statement"]())
