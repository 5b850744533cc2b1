#shop store manager.
#things are kept in a mapping: name -> [qty, price]
#the data is loaded from and saved to inventory.csv.
import csv
import os
REORDER_LEVEL = 5
FILENAME = "inventory.csv"


def tot_val(inv):
    tot = 0
    for nm in inv:
        tot += inv[nm][0] * inv[nm][1]
    return tot


def add_item(inv, nm, qty, pr):
    #handle this case.
    if nm in inv:
        inv[nm][0] += qty
        inv[nm][1] = pr
    else:
        inv[nm] = [qty, pr]


def remove_item(inv, nm, qty):
    if nm not in inv:
        print("No item called", nm)
        return False
    if inv[nm][0] < qty:
        print("Only", inv[nm][0], "left")
        return False
    inv[nm][0] -= qty
    #check inv.
    if inv[nm][0] == 0:
        del inv[nm]
    return True


def read_inv(fn):
    #set up inv.
    inv = {}
    if not os.path.exists(fn):
        return inv
    with open(fn, newline="") as f:
        rdr = csv.reader(f)
        next(rdr, None)  #works now.
        for r in rdr:
            if len(r) != 3:
                continue
            qty = int(r[1])
            nm = r[0].strip()
            pr = float(r[2])
            inv[nm] = [qty, pr]
    return inv


def lo_stk(inv):
    res = []
    for nm in inv:
        if inv[nm][0] < REORDER_LEVEL:
            res.append(nm)
    return res


#function to display.
def display(inv):
    print(f"{'Item':<20}{'Qty':>6}{'Price':>10}")
    for nm in sorted(inv):
        qty, pr = inv[nm]
        print(f"{nm:<20}{qty:>6}{pr:>10.2f}")
    #now do the work.
    print("Total value:", round(tot_val(inv), 2))


#function to write inv.
def write_inv(inv, fn):
    #next step.
    with open(fn, "w", newline="") as f:
        wrtr = csv.writer(f)
        wrtr.writerow(["name", "quantity", "price"])
        for nm in sorted(inv):
            qty, pr = inv[nm]
            wrtr.writerow([nm, qty, pr])


def menu():
    inv = read_inv(FILENAME)
    while True:
        print()
        print("1) show  2) add  3) remove  4) low stock  5) save and quit")
        choice = input("Choice: ")
        if choice == "1":
            display(inv)
        elif choice == "2":
            nm = input("Item name: ")
            try:
                qty = int(input("Quantity: "))
                pr = float(input("Price: "))
            except ValueError:
                print("Invalid number")
                continue
            add_item(inv, nm, qty, pr)
        elif choice == "3":
            nm = input("Item name: ")
            qty = int(input("Quantity: "))
            if remove_item(inv, nm, qty):
                #next step.
                print("Removed.")
        elif choice == "4":
            lo = lo_stk(inv)
            if len(lo) == 0:
                print("Nothing to reorder")
            for nm in lo:
                print(nm, "- only", inv[nm][0], "left")
        elif choice == "5":
            write_inv(inv, FILENAME)
            print("Saved", len(inv), "items.")
            break
        else:
            print("Unknown choice")
menu()
