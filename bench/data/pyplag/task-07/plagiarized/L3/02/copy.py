import csv


def getInventory(path="inventory.csv"):
    import os
    items = {}
    if not os.path.exists(path):
        return items
    with open(path, newline="") as src:
        lines = csv.reader(src)
        next(lines, None)
        for parts in lines:
            if len(parts) != 3:
                continue
            label = parts[0].strip()
            howMany = int(parts[1])
            each = float(parts[2])
            items[label] = [howMany, each]
    return items


def putInventory(items, path="inventory.csv"):
    with open(path, "w", newline="") as dst:
        w = csv.writer(dst)
        w.writerow(["name", "quantity", "price"])
        for label in sorted(items):
            howMany, each = items[label]
            w.writerow([label, howMany, each])


def addTo(items, label, howMany, each):
    if label in items:
        items[label][0] += howMany
        items[label][1] = each
    else:
        items[label] = [howMany, each]


def takeFrom(items, label, howMany):
    if label not in items:
        print("No item called", label)
        return False
    left = items[label][0]
    if left < howMany:
        print("Only", left, "left")
        return False
    items[label][0] -= howMany
    if items[label][0] == 0:
        del items[label]
    return True


def stockValue(items):
    v = 0
    for label in items:
        v += items[label][0] * items[label][1]
    return v


def belowLevel(items, level=5):
    below = []
    for label in items:
        if items[label][0] < level:
            below.append(label)
    return below


def printItems(items):
    print(f"{'Item':<20}{'Qty':>6}{'Price':>10}")
    for label in sorted(items):
        howMany, each = items[label]
        print(f"{label:<20}{howMany:>6}{each:>10.2f}")
    print("Total value:", round(stockValue(items), 2))


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
        addTo(items, label, howMany, each)
    elif pick == "3":
        label = input("Item name: ")
        howMany = int(input("Quantity: "))
        if takeFrom(items, label, howMany):
            print("Removed.")
    elif pick == "4":
        below = belowLevel(items)
        if len(below) == 0:
            print("Nothing to reorder")
        for label in below:
            print(label, "- only", items[label][0], "left")
    elif pick == "5":
        putInventory(items)
        print("Saved", len(items), "items.")
        break
    else:
        print("Unknown choice")
