# Inventory assignment

import csv
import os

INV_FILE = "inventory.csv"
LOW_LIMIT = 5


def loadInv(fileName):
    inv = {}
    if not os.path.exists(fileName):
        return inv
    with open(fileName, newline="") as csvFile:
        csvReader = csv.reader(csvFile)
        next(csvReader, None)
        for line in csvReader:
            if len(line) != 3:
                continue
            itemName = line[0].strip()
            qty = int(line[1])
            unitPrice = float(line[2])
            inv[itemName] = [qty, unitPrice]
    return inv


def saveInv(inv, fileName):
    with open(fileName, "w", newline="") as csvFile:
        csvWriter = csv.writer(csvFile)
        csvWriter.writerow(["name", "quantity", "price"])
        for itemName in sorted(inv):
            qty, unitPrice = inv[itemName]
            csvWriter.writerow([itemName, qty, unitPrice])


def addStock(inv, itemName, qty, unitPrice):
    if itemName in inv:
        inv[itemName][0] += qty
        inv[itemName][1] = unitPrice
    else:
        inv[itemName] = [qty, unitPrice]


def removeStock(inv, itemName, qty):
    if itemName not in inv:
        print("No item called", itemName)
        return False
    if inv[itemName][0] < qty:
        print("Only", inv[itemName][0], "left")
        return False
    inv[itemName][0] -= qty
    if inv[itemName][0] == 0:
        del inv[itemName]
    return True


def invValue(inv):
    sumValue = 0
    for itemName in inv:
        sumValue += inv[itemName][0] * inv[itemName][1]
    return sumValue


def lowItems(inv):
    lowList = []
    for itemName in inv:
        if inv[itemName][0] < LOW_LIMIT:
            lowList.append(itemName)
    return lowList


def printInv(inv):
    print(f"{'Item':<20}{'Qty':>6}{'Price':>10}")
    for itemName in sorted(inv):
        qty, unitPrice = inv[itemName]
        print(f"{itemName:<20}{qty:>6}{unitPrice:>10.2f}")
    print("Total value:", round(invValue(inv), 2))


def mainMenu():
    inv = loadInv(INV_FILE)
    while True:
        print()
        print("1) show  2) add  3) remove  4) low stock  5) save and quit")
        userChoice = input("Choice: ")
        if userChoice == "1":
            printInv(inv)
        elif userChoice == "2":
            itemName = input("Item name: ")
            try:
                qty = int(input("Quantity: "))
                unitPrice = float(input("Price: "))
            except ValueError:
                print("Invalid number")
                continue
            addStock(inv, itemName, qty, unitPrice)
        elif userChoice == "3":
            itemName = input("Item name: ")
            qty = int(input("Quantity: "))
            if removeStock(inv, itemName, qty):
                print("Removed.")
        elif userChoice == "4":
            lowList = lowItems(inv)
            if len(lowList) == 0:
                print("Nothing to reorder")
            for itemName in lowList:
                print(itemName, "- only", inv[itemName][0], "left")
        elif userChoice == "5":
            saveInv(inv, INV_FILE)
            print("Saved", len(inv), "items.")
            break
        else:
            print("Unknown choice")


mainMenu()
