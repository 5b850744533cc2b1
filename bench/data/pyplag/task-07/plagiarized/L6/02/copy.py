import csv
import os

PATH = "inventory.csv"


def getInventory():
    items = dict()
    if not os.path.exists(PATH):
        return items
    src = open(PATH, newline="")
    rows = list(csv.reader(src))
    src.close()
    for parts in rows[1:]:
        if len(parts) != 3:
            continue
        items[parts[0].strip()] = [int(parts[1]), float(parts[2])]
    return items


def changeStock(items, label, howMany, each=None):
    """howMany > 0 adds stock (each = new price), howMany < 0 removes stock"""
    current = items[label][0] if label in items else None
    if howMany <= 0 and current is None:
        print("No item called", label)
        return False
    if howMany <= 0 and current < -howMany:
        print("Only", current, "left")
        return False
    if howMany > 0:
        items[label] = [(current or 0) + howMany, each]
    elif current + howMany > 0:
        items[label][0] = current + howMany
    else:
        del items[label]
    return True


def printItems(items, onlyLow=False):
    if not onlyLow:
        print("%-20s%6s%10s" % ("Item", "Qty", "Price"))
        v = 0
        for label in sorted(items.keys()):
            v = v + items[label][0] * items[label][1]
            print("%-20s%6d%10.2f" % (label, items[label][0], items[label][1]))
        print("Total value:", round(v, 2))
        return
    found = False
    for label in items:
        if items[label][0] >= 5:
            continue
        found = True
        print(label, "- only", items[label][0], "left")
    if not found:
        print("Nothing to reorder")


def saveInventory(items):
    with open(PATH, "w", newline="") as dst:
        w = csv.writer(dst)
        w.writerow(["name", "quantity", "price"])
        for label in sorted(items):
            w.writerow([label, items[label][0], items[label][1]])
    print("Saved", len(items), "items.")


items = getInventory()
while True:
    print()
    print("1) show  2) add  3) remove  4) low stock  5) save and quit")
    pick = input("Choice: ")
    if pick not in ("1", "2", "3", "4", "5"):
        print("Unknown choice")
        continue
    if pick == "5":
        saveInventory(items)
        break
    if pick in ("1", "4"):
        printItems(items, onlyLow=(pick == "4"))
        continue
    label = input("Item name: ")
    if pick == "3":
        if changeStock(items, label, -int(input("Quantity: "))):
            print("Removed.")
        continue
    try:
        howMany = int(input("Quantity: "))
        each = float(input("Price: "))
    except ValueError:
        print("Invalid number")
        continue
    changeStock(items, label, howMany, each)
