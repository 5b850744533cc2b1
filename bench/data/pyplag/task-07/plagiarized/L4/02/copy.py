import csv
import os

PATH = "inventory.csv"


def getInventory():
    items = {}
    if not os.path.exists(PATH):
        return items
    with open(PATH, newline="") as src:
        lines = csv.reader(src)
        next(lines, None)
        for parts in lines:
            if len(parts) != 3:
                continue
            items[parts[0].strip()] = [int(parts[1]), float(parts[2])]
    return items


def changeStock(items, label, howMany, each=None):
    """howMany > 0 adds stock (each = new price), howMany < 0 removes stock"""
    if howMany > 0:
        if label in items:
            items[label][0] += howMany
            items[label][1] = each
        else:
            items[label] = [howMany, each]
        return True
    if label not in items:
        print("No item called", label)
        return False
    if items[label][0] < -howMany:
        print("Only", items[label][0], "left")
        return False
    items[label][0] += howMany
    if items[label][0] == 0:
        del items[label]
    return True


def printItems(items, onlyLow=False):
    if onlyLow:
        below = [label for label in items if items[label][0] < 5]
        if len(below) == 0:
            print("Nothing to reorder")
        for label in below:
            print(label, "- only", items[label][0], "left")
        return
    v = 0
    print(f"{'Item':<20}{'Qty':>6}{'Price':>10}")
    for label in sorted(items):
        howMany, each = items[label]
        v += howMany * each
        print(f"{label:<20}{howMany:>6}{each:>10.2f}")
    print("Total value:", round(v, 2))


items = getInventory()
while True:
    print()
    print("1) show  2) add  3) remove  4) low stock  5) save and quit")
    pick = input("Choice: ")
    if pick == "1":
        printItems(items)
    elif pick == "2":
        label = input("Item name: ")
        try:
            howMany = int(input("Quantity: "))
            each = float(input("Price: "))
        except ValueError:
            print("Invalid number")
            continue
        changeStock(items, label, howMany, each)
    elif pick == "3":
        label = input("Item name: ")
        howMany = int(input("Quantity: "))
        if changeStock(items, label, -howMany):
            print("Removed.")
    elif pick == "4":
        printItems(items, onlyLow=True)
    elif pick == "5":
        with open(PATH, "w", newline="") as dst:
            w = csv.writer(dst)
            w.writerow(["name", "quantity", "price"])
            for label in sorted(items):
                w.writerow([label, items[label][0], items[label][1]])
        print("Saved", len(items), "items.")
        break
    else:
        print("Unknown choice")
