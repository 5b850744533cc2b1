"""Warehouse inventory grouped by category, with reorder suggestions.

The CSV file has the columns category,item,on_hand,daily_use,lead_days,price
"""
import csv
import math


class Warehouse:
    def __init__(self):
        self.categories = {}

    def load(self, path):
        with open(path, newline="", encoding="utf-8") as f:
            for row in csv.DictReader(f):
                cat = self.categories.setdefault(row["category"], {})
                cat[row["item"]] = {
                    "on_hand": int(row["on_hand"]),
                    "daily_use": float(row["daily_use"]),
                    "lead_days": int(row["lead_days"]),
                    "price": float(row["price"]),
                }

    def save(self, path):
        cols = ["category", "item", "on_hand", "daily_use", "lead_days", "price"]
        with open(path, "w", newline="", encoding="utf-8") as f:
            w = csv.DictWriter(f, fieldnames=cols)
            w.writeheader()
            for cat, items in sorted(self.categories.items()):
                for name, info in sorted(items.items()):
                    w.writerow({"category": cat, "item": name, **info})

    def receive(self, category, item, qty):
        self.categories[category][item]["on_hand"] += qty

    def ship(self, category, item, qty):
        info = self.categories[category][item]
        if qty > info["on_hand"]:
            raise ValueError(f"only {info['on_hand']} {item} on hand")
        info["on_hand"] -= qty

    def suggestions(self, safety_days=3):
        """Items that will run out before a new delivery could arrive."""
        for cat, items in self.categories.items():
            for name, info in items.items():
                need = info["daily_use"] * (info["lead_days"] + safety_days)
                if info["on_hand"] < need:
                    yield cat, name, math.ceil(need - info["on_hand"])

    def value_by_category(self):
        return {cat: sum(i["on_hand"] * i["price"] for i in items.values())
                for cat, items in self.categories.items()}


if __name__ == "__main__":
    wh = Warehouse()
    wh.load("warehouse.csv")
    for cat, value in wh.value_by_category().items():
        print(f"{cat:<15}{value:>12.2f}")
    print("\nreorder:")
    for cat, name, amount in wh.suggestions():
        print(f"  {amount:>4} x {name} ({cat})")
    wh.save("warehouse.csv")
