# Stock keeping for a shop
# dictionary: product -> [amount, cost]; stored in inventory.csv

import csv
import os

DATA_FILE = "inventory.csv"
MIN_STOCK = 5


def read_stock(path):
    stock = {}
    if not os.path.exists(path):
        return stock
    with open(path, newline="") as fh:
        rows = csv.reader(fh)
        next(rows, None)  # header line
        for rec in rows:
            if len(rec) != 3:
                continue
            product = rec[0].strip()
            amount = int(rec[1])
            cost = float(rec[2])
            stock[product] = [amount, cost]
    return stock


def write_stock(stock, path):
    with open(path, "w", newline="") as fh:
        out = csv.writer(fh)
        out.writerow(["name", "quantity", "price"])
        for product in sorted(stock):
            amount, cost = stock[product]
            out.writerow([product, amount, cost])


def restock(stock, product, amount, cost):
    if product in stock:
        stock[product][0] += amount
        stock[product][1] = cost
    else:
        stock[product] = [amount, cost]


def sell(stock, product, amount):
    if product not in stock:
        print("No item called", product)
        return False
    if stock[product][0] < amount:
        print("Only", stock[product][0], "left")
        return False
    stock[product][0] -= amount
    if stock[product][0] == 0:
        del stock[product]
    return True


def worth(stock):
    acc = 0
    for product in stock:
        acc += stock[product][0] * stock[product][1]
    return acc


def running_low(stock):
    low = []
    for product in stock:
        if stock[product][0] < MIN_STOCK:
            low.append(product)
    return low


def print_stock(stock):
    print(f"{'Item':<20}{'Qty':>6}{'Price':>10}")
    for product in sorted(stock):
        amount, cost = stock[product]
        print(f"{product:<20}{amount:>6}{cost:>10.2f}")
    print("Total value:", round(worth(stock), 2))


def run():
    stock = read_stock(DATA_FILE)
    while True:
        print()
        print("1) show  2) add  3) remove  4) low stock  5) save and quit")
        option = input("Choice: ")
        if option == "1":
            print_stock(stock)
        elif option == "2":
            product = input("Item name: ")
            try:
                amount = int(input("Quantity: "))
                cost = float(input("Price: "))
            except ValueError:
                print("Invalid number")
                continue
            restock(stock, product, amount, cost)
        elif option == "3":
            product = input("Item name: ")
            amount = int(input("Quantity: "))
            if sell(stock, product, amount):
                print("Removed.")
        elif option == "4":
            low = running_low(stock)
            if len(low) == 0:
                print("Nothing to reorder")
            for product in low:
                print(product, "- only", stock[product][0], "left")
        elif option == "5":
            write_stock(stock, DATA_FILE)
            print("Saved", len(stock), "items.")
            break
        else:
            print("Unknown choice")


run()
