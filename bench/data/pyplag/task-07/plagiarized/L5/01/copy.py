# Stock keeping for a shop
# dictionary: article -> [count, unit_cost]

import csv
import os

CSV_PATH = "inventory.csv"
THRESHOLD = 5


def main_loop():
    table = read_table(CSV_PATH)
    actions = {"1": listing, "2": add_dialog, "3": remove_dialog, "4": reorder_report}
    while True:
        print()
        print("1) show  2) add  3) remove  4) low stock  5) save and quit")
        option = input("Choice: ")
        if option in actions:
            actions[option](table)
        elif option == "5":
            write_table(table, CSV_PATH)
            print("Saved %d items." % len(table))
            break
        else:
            print("Unknown choice")


def add_dialog(table):
    article = input("Item name: ")
    try:
        count = int(input("Quantity: "))
        unit_cost = float(input("Price: "))
    except ValueError:
        print("Invalid number")
        return
    put(table, article, count, unit_cost)


def remove_dialog(table):
    article = input("Item name: ")
    count = int(input("Quantity: "))
    if take(table, article, count):
        print("Removed.")


def reorder_report(table):
    names = needs_reorder(table)
    if not names:
        print("Nothing to reorder")
    for article in names:
        print(article + " - only " + str(table[article][0]) + " left")


def listing(table):
    print("Item".ljust(20) + "Qty".rjust(6) + "Price".rjust(10))
    for article in sorted(table):
        count, unit_cost = table[article]
        print(article.ljust(20) + str(count).rjust(6) + ("%.2f" % unit_cost).rjust(10))
    print("Total value:", round(value_of(table), 2))


def needs_reorder(table):
    return [article for article in table if table[article][0] < THRESHOLD]


def value_of(table):
    return sum(count * unit_cost for count, unit_cost in table.values())


def take(table, article, count):
    if article not in table:
        print("No item called", article)
        return False
    if table[article][0] < count:
        print("Only", table[article][0], "left")
        return False
    table[article][0] = table[article][0] - count
    if table[article][0] == 0:
        table.pop(article)
    return True


def put(table, article, count, unit_cost):
    old_count = table.get(article, [0, 0])[0]
    table[article] = [old_count + count, unit_cost]


def write_table(table, path):
    with open(path, "w", newline="") as fh:
        out = csv.writer(fh)
        out.writerow(["name", "quantity", "price"])
        out.writerows([article] + table[article] for article in sorted(table))


def read_table(path):
    table = {}
    if os.path.exists(path):
        with open(path, newline="") as fh:
            rows = list(csv.reader(fh))[1:]
        i = 0
        while i < len(rows):
            rec = rows[i]
            if len(rec) == 3:
                table[rec[0].strip()] = [int(rec[1]), float(rec[2])]
            i += 1
    return table


main_loop()
