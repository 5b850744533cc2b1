import csv
import os

PATH = "inventory.csv"


def getInventory():
    items = dict()
    if os.path.exists(PATH):
        src = open(PATH, newline="")
        lines = csv.reader(src)
        first = True
        for parts in lines:
            if first:
                first = False
                continue
            if len(parts) == 3:
                items[parts[0].strip()] = [int(parts[1]), float(parts[2])]
        src.close()
    return items


def changeStock(items, label, howMany, each=None):
    """howMany > 0 adds stock (each = new price), howMany < 0 removes stock"""
    if howMany > 0:
        if label not in items:
            items[label] = [0, each]
        items[label][0] = items[label][0] + howMany
        items[label][1] = each
        return True
    if not label in items:
        print("No item called", label)
        return False
    if items[label][0] + howMany < 0:
        print("Only", items[label][0], "left")
        return False
    items[label][0] = items[label][0] + howMany
    if items[label][0] == 0:
        items.pop(label)
    return True


def printItems(items, onlyLow=False):
    if onlyLow:
        below = []
        for label in items:
            if items[label][0] < 5:
                below.append(label)
        if not below:
            print("Nothing to reorder")
        for label in below:
            print(label, "- only", items[label][0], "left")
        return
    print("%-20s%6s%10s" % ("Item", "Qty", "Price"))
    for label in sorted(items.keys()):
        print("%-20s%6d%10.2f" % (label, items[label][0], items[label][1]))
    v = sum([items[k][0] * items[k][1] for k in items])
    print("Total value:", round(v, 2))


items = getInventory()
pick = ""
while pick != "5":
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
        else:
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
    else:
        print("Unknown choice")
