# Stock keeping for a shop
# dictionary: article -> [count, unit_cost]

import csv
import os

CSV_PATH = "inventory.csv"
THRESHOLD = 5
HEADER = ["name", "quantity", "price"]
QTY = 0
COST = 1
MENU_TEXT = "1) show  2) add  3) remove  4) low stock  5) save and quit"


def read_table(path):
    table = {}
    if os.path.exists(path):
        with open(path, newline="") as fh:
            rows = csv.reader(fh)
            next(rows, None)
            for rec in rows:
                if len(rec) != 3:
                    continue
                table[rec[0].strip()] = [int(rec[1]), float(rec[2])]
    return table


def write_table(table, path):
    with open(path, "w", newline="") as fh:
        out = csv.writer(fh)
        out.writerow(HEADER)
        for article in sorted(table):
            count, unit_cost = table[article]
            out.writerow([article, count, unit_cost])


def put(table, article, count, unit_cost):
    if article in table:
        table[article][QTY] += count
        table[article][COST] = unit_cost
    else:
        table[article] = [count, unit_cost]


def take(table, article, count):
    if article not in table:
        print("No item called", article)
        return False
    if table[article][QTY] < count:
        print("Only", table[article][QTY], "left")
        return False
    table[article][QTY] -= count
    if table[article][QTY] == 0:
        del table[article]
    return True


def value_of(table):
    acc = 0
    for article in table:
        acc += table[article][QTY] * table[article][COST]
    return acc


def needs_reorder(table):
    names = []
    for article in table:
        if table[article][QTY] < THRESHOLD:
            names.append(article)
    return names


def listing(table):
    print(f"{'Item':<20}{'Qty':>6}{'Price':>10}")
    for article in sorted(table):
        count, unit_cost = table[article]
        print(f"{article:<20}{count:>6}{unit_cost:>10.2f}")
    print("Total value:", round(value_of(table), 2))


def main_loop():
    table = read_table(CSV_PATH)
    option = None
    while True:
        print()
        print(MENU_TEXT)
        option = input("Choice: ")
        if option == "1":
            listing(table)
        elif option == "2":
            article = input("Item name: ")
            try:
                count = int(input("Quantity: "))
                unit_cost = float(input("Price: "))
            except ValueError:
                print("Invalid number")
                continue
            put(table, article, count, unit_cost)
        elif option == "3":
            article = input("Item name: ")
            count = int(input("Quantity: "))
            if take(table, article, count):
                print("Removed.")
        elif option == "4":
            names = needs_reorder(table)
            if len(names) == 0:
                print("Nothing to reorder")
            for article in names:
                print(article, "- only", table[article][QTY], "left")
        elif option == "5":
            write_table(table, CSV_PATH)
            print("Saved", len(table), "items.")
            break
        else:
            print("Unknown choice")


main_loop()
