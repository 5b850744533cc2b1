# simple bank - no classes, every account is a dictionary

accounts = {}
next_number = 1001


def open_account(name, first_deposit):
    global next_number
    number = str(next_number)
    next_number += 1
    accounts[number] = {"name": name, "balance": first_deposit, "log": ["open " + str(first_deposit)]}
    return number


def deposit(number, amount):
    if amount <= 0:
        print("amount has to be more than 0")
        return False
    accounts[number]["balance"] += amount
    accounts[number]["log"].append("in  " + str(amount))
    return True


def withdraw(number, amount):
    acc = accounts[number]
    if amount <= 0 or amount > acc["balance"]:
        print("not possible, balance is", acc["balance"])
        return False
    acc["balance"] -= amount
    acc["log"].append("out " + str(amount))
    return True


def ask_number():
    number = input("account number: ")
    while number not in accounts:
        number = input("unknown account, try again: ")
    return number


def ask_amount():
    while True:
        try:
            return float(input("amount: "))
        except ValueError:
            print("please type a number")


while True:
    print("\n1 open  2 deposit  3 withdraw  4 transfer  5 show  6 quit")
    option = input("choose: ")
    if option == "1":
        n = open_account(input("name: "), ask_amount())
        print("your account number is", n)
    elif option == "2":
        deposit(ask_number(), ask_amount())
    elif option == "3":
        withdraw(ask_number(), ask_amount())
    elif option == "4":
        print("from:")
        a = ask_number()
        print("to:")
        b = ask_number()
        amt = ask_amount()
        if withdraw(a, amt):
            deposit(b, amt)
    elif option == "5":
        num = ask_number()
        print(accounts[num]["name"], "has", accounts[num]["balance"])
        for line in accounts[num]["log"]:
            print("   ", line)
    elif option == "6":
        break
    else:
        print("?")
