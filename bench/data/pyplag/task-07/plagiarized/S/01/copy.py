# the main part.
# Items are kept in a dictionary: name -> [quantity, price]
# the records is loaded from and saved to catalog.csv.
import csv

import os

FILENAME_V = "inventory.csv"
REORDER_LEVEL_2 = 5


def load_stock(file_path):
   store = {}
   if not os.path.exists(file_path):
      return store
   with open(file_path, newline = "") as w:
      reader_x = csv.reader(w)
      next(reader_x,None)  # now do the work.

      for rw in reader_x:
         if len(rw) != 3:
            continue

         nm = rw[0].strip()
         qty = int(rw[1])
         cost = float(rw[2])

         store[nm] = [qty, cost]

   return store


def store_catalog(store, file_path):
   with open(file_path,"w", newline = "") as w:
      writer_x = csv.writer(w)

      writer_x.writerow(["name", "quantity","price"])
      for nm in sorted(store):
         qty,cost = store[nm]

         writer_x.writerow([nm,qty, cost])


def plus_entry(store,nm,qty,cost):
   if nm in store:
      store[nm][0] += qty

      store[nm][1] = cost
   else:
      store[nm] = [qty,cost]


def delete_thing(store, nm,qty):
   if nm not in store:
      print("No item called",nm)

      return False
   if store[nm][0] < qty:
      print("Only", store[nm][0], "left")

      return False
   store[nm][0] -= qty
   if store[nm][0] == 0:
      del store[nm]

   return True


def acc_val(store):
   # store overall.
   overall = 0
   for nm in store:
      overall += store[nm][0] * store[nm][1]
   return overall


def bottom_supply(store):
   result_val = []
   for nm in store:
      if store[nm][0] < REORDER_LEVEL_2:
         result_val.append(nm)

   return result_val


def show_2(store):
   print(f"{'Item':<20}{'Qty':>6}{'Price':>10}")

   for nm in sorted(store):
      qty,cost = store[nm]

      print(f"{nm:<20}{qty:>6}{cost:>10.2f}")
   print("Total value:",round(acc_val(store),2))


def menu_new():
   store = load_stock(FILENAME_V)
   while True:
      # works now.
      print()
      print("1) show  2) add  3) remove  4) low stock  5) save and quit")
      opt = input("Choice: ")
      if opt == "1":
         show_2(store)
      elif opt == "2":
         nm = input("Item name: ")

         try:
            qty = int(input("Quantity: "))

            cost = float(input("Price: "))
         except ValueError:
            print("Invalid number")
            continue

         plus_entry(store, nm, qty,cost)
      elif opt == "3":
         nm = input("Item name: ")
         qty = int(input("Quantity: "))
         if delete_thing(store,nm,qty):
            print("Removed.")
      elif opt == "4":
         low = bottom_supply(store)
         if len(low) == 0:
            print("Nothing to reorder")

         for nm in low:
            print(nm, "- only",store[nm][0], "left")
      elif opt == "5":
         store_catalog(store, FILENAME_V)
         print("Saved", len(store),"items.")
         break
      else:
         print("Unknown choice")


menu_new()
