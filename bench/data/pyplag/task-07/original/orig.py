# Shop inventory manager
# Items are kept in a dictionary: name -> [quantity, price]
# The data is loaded from and saved to inventory.csv

import csv
import os

FILENAME = "inventory.csv"
REORDER_LEVEL = 5


def load_inventory(filename):
    inventory = {}
    if not os.path.exists(filename):
        return inventory
    with open(filename, newline="") as f:
        reader = csv.reader(f)
        next(reader, None)  # skip the header
        for row in reader:
            if len(row) != 3:
                continue
            name = row[0].strip()
            quantity = int(row[1])
            price = float(row[2])
            inventory[name] = [quantity, price]
    return inventory


def save_inventory(inventory, filename):
    with open(filename, "w", newline="") as f:
        writer = csv.writer(f)
        writer.writerow(["name", "quantity", "price"])
        for name in sorted(inventory):
            quantity, price = inventory[name]
            writer.writerow([name, quantity, price])


def add_item(inventory, name, quantity, price):
    if name in inventory:
        inventory[name][0] += quantity
        inventory[name][1] = price
    else:
        inventory[name] = [quantity, price]


def remove_item(inventory, name, quantity):
    if name not in inventory:
        print("No item called", name)
        return False
    if inventory[name][0] < quantity:
        print("Only", inventory[name][0], "left")
        return False
    inventory[name][0] -= quantity
    if inventory[name][0] == 0:
        del inventory[name]
    return True


def total_value(inventory):
    total = 0
    for name in inventory:
        total += inventory[name][0] * inventory[name][1]
    return total


def low_stock(inventory):
    result = []
    for name in inventory:
        if inventory[name][0] < REORDER_LEVEL:
            result.append(name)
    return result


def show(inventory):
    print(f"{'Item':<20}{'Qty':>6}{'Price':>10}")
    for name in sorted(inventory):
        quantity, price = inventory[name]
        print(f"{name:<20}{quantity:>6}{price:>10.2f}")
    print("Total value:", round(total_value(inventory), 2))


def menu():
    inventory = load_inventory(FILENAME)
    while True:
        print()
        print("1) show  2) add  3) remove  4) low stock  5) save and quit")
        choice = input("Choice: ")
        if choice == "1":
            show(inventory)
        elif choice == "2":
            name = input("Item name: ")
            try:
                quantity = int(input("Quantity: "))
                price = float(input("Price: "))
            except ValueError:
                print("Invalid number")
                continue
            add_item(inventory, name, quantity, price)
        elif choice == "3":
            name = input("Item name: ")
            quantity = int(input("Quantity: "))
            if remove_item(inventory, name, quantity):
                print("Removed.")
        elif choice == "4":
            low = low_stock(inventory)
            if len(low) == 0:
                print("Nothing to reorder")
            for name in low:
                print(name, "- only", inventory[name][0], "left")
        elif choice == "5":
            save_inventory(inventory, FILENAME)
            print("Saved", len(inventory), "items.")
            break
        else:
            print("Unknown choice")


menu()
