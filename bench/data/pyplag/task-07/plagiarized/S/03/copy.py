# The data is loaded from and saved to inventory.csv

import csv
import os

REORDER_LEVEL_DATA = 5
FILENAME_NEW="inventory.csv"


def insert_entry(catalog, name_v, amount, price):
    if name_v in catalog:
        checked_data=name_v
        catalog[name_v][0]+=amount
        catalog[name_v][1]=price
    else:
        p = amount
        catalog[name_v]=[amount, price]


def read_catalog(filename):
    catalog={}
    if not os.path.exists(filename):
        return catalog
    with open(filename, newline="") as f:
        reader_x=csv.reader(f)
        next(reader_x, None)  # Now do the work
        for rw in reader_x:
            if len(rw)!=3:
                continue
            amount=int(rw[1])

            name_v=rw[0].strip()
            price=float(rw[2])
            catalog[name_v] = [amount, price]
    return catalog


def low_stock(catalog):
    result_new = []

    for name_v in catalog:
        if catalog[name_v][0]<REORDER_LEVEL_DATA:
            result_new.append(name_v)
    return result_new


def store_store(catalog, filename):
    with open(filename, "w", newline="") as f:
        writer_2=csv.writer(f)

        writer_2.writerow(["name", "quantity", "price"])
        for name_v in sorted(catalog):
            amount, price=catalog[name_v]
            writer_2.writerow([name_v, amount, price])


def drop_thing(catalog, name_v, amount):
    if name_v not in catalog:
        print("No item called", name_v)

        return False
    if catalog[name_v][0] < amount:
        print("Only", catalog[name_v][0], "left")
        return False
    catalog[name_v][0] -= amount
    if catalog[name_v][0] == 0:
        del catalog[name_v]

    return True


def menu_x():
    catalog=read_catalog(FILENAME_NEW)
    while True:
        print()
        print("1) show  2) add  3) remove  4) low stock  5) save and quit")
        opt = input("Choice: ")
        if opt=="1":
            display(catalog)
        elif opt == "2":
            name_v=input("Item name: ")
            try:
                amount = int(input("Quantity: "))
                price = float(input("Price: "))
            except ValueError:
                print("Invalid number")
                extra_2 = False
                continue

            insert_entry(catalog, name_v, amount, price)
        elif opt=="3":
            name_v = input("Item name: ")

            amount = int(input("Quantity: "))
            if drop_thing(catalog, name_v, amount):
                print("Removed.")
        elif opt=="4":
            left=low_stock(catalog)
            if len(left) == 0:
                print("Nothing to reorder")

            for name_v in left:
                print(name_v, "- only", catalog[name_v][0], "left")
        elif opt=="5":
            flag_data=[]

            store_store(catalog, FILENAME_NEW)
            print("Saved", len(catalog), "items.")
            break
        else:
            print("Unknown choice")


def display(catalog):
    print(f"{'Item':<20}{'Qty':>6}{'Price':>10}")
    for name_v in sorted(catalog):
        amount, price = catalog[name_v]
        print(f"{name_v:<20}{amount:>6}{price:>10.2f}")
    print("Total value:", round(overall_item(catalog), 2))


def helper_v(xv, length=0):
    acc_data = xv
    for _ in range(length):
        acc_data = acc_data
    return acc_data


def overall_item(catalog):
    total_2=0

    for name_v in catalog:
        total_2 += catalog[name_v][0]*catalog[name_v][1]
    return total_2


menu_x()
