# Stock keeping for a shop
# dictionary: article -> [count, unit_cost]

import csv
import os

CSV_PATH = "inventory.csv"
THRESHOLD = 5


def main_loop():
    table = read_table(CSV_PATH)
    actions = {"1": listing, "2": add_dialog, "3": remove_dialog, "4": reorder_report}
    option = None
    while option != "5":
        print()
        print("1) show  2) add  3) remove  4) low stock  5) save and quit")
        option = input("Choice: ")
        handler = actions.get(option)
        if handler is not None:
            handler(table)
        elif option != "5":
            print("Unknown choice")
    write_table(table, CSV_PATH)
    print("Saved %d items." % len(table))


def add_dialog(table):
    article = input("Item name: ")
    try:
        count = int(input("Quantity: "))
        unit_cost = float(input("Price: "))
    except ValueError:
        print("Invalid number")
    else:
        put(table, article, count, unit_cost)


def remove_dialog(table):
    article = input("Item name: ")
    count = int(input("Quantity: "))
    if take(table, article, count):
        print("Removed.")


def reorder_report(table):
    names = needs_reorder(table)
    for article in names:
        print(article + " - only " + str(table[article][0]) + " left")
    if len(names) < 1:
        print("Nothing to reorder")


def listing(table):
    print("Item".ljust(20) + "Qty".rjust(6) + "Price".rjust(10))
    acc = 0.0
    for article in sorted(table):
        count, unit_cost = table[article]
        acc += count * unit_cost
        print(article.ljust(20) + str(count).rjust(6) + ("%.2f" % unit_cost).rjust(10))
    print("Total value:", round(acc, 2))


def needs_reorder(table):
    return [article for article, (count, _) in table.items() if not count >= THRESHOLD]


def take(table, article, count):
    have = table.get(article)
    if have is None:
        print("No item called", article)
        return False
    if count > have[0]:
        print("Only", have[0], "left")
        return False
    if have[0] == count:
        del table[article]
    else:
        have[0] = have[0] - count
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
    if not os.path.exists(path):
        return table
    with open(path, newline="") as fh:
        for number, rec in enumerate(csv.reader(fh)):
            if number > 0 and len(rec) == 3:
                table[rec[0].strip()] = [int(rec[1]), float(rec[2])]
    return table


main_loop()
