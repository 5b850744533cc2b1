"""inventory.py - command line inventory tool.

  python inventory.py add "USB cable" 10 --price 4.99
  python inventory.py remove "USB cable" 3
  python inventory.py report [--below 5]
"""
import argparse
import csv
from dataclasses import dataclass, asdict
from pathlib import Path

STORE = Path("stock.csv")
FIELDS = ["sku", "name", "qty", "price"]


@dataclass
class Item:
    sku: str
    name: str
    qty: int
    price: float


def load():
    if not STORE.exists():
        return {}
    with STORE.open(newline="") as f:
        return {row["sku"]: Item(row["sku"], row["name"], int(row["qty"]), float(row["price"]))
                for row in csv.DictReader(f)}


def save(items):
    with STORE.open("w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=FIELDS)
        writer.writeheader()
        for item in sorted(items.values(), key=lambda i: i.sku):
            writer.writerow(asdict(item))


def make_sku(name):
    return "".join(ch for ch in name.upper() if ch.isalnum())[:8]


def cmd_add(items, args):
    sku = make_sku(args.name)
    item = items.get(sku) or Item(sku, args.name, 0, args.price or 0.0)
    item.qty += args.qty
    if args.price is not None:
        item.price = args.price
    items[sku] = item


def cmd_remove(items, args):
    sku = make_sku(args.name)
    if sku not in items or items[sku].qty < args.qty:
        raise SystemExit(f"cannot remove {args.qty} x {args.name}")
    items[sku].qty -= args.qty


def cmd_report(items, args):
    rows = [i for i in items.values() if args.below is None or i.qty < args.below]
    for i in sorted(rows, key=lambda i: i.qty):
        print(f"{i.sku:<9}{i.name:<24}{i.qty:>5} @ {i.price:>7.2f} = {i.qty * i.price:>9.2f}")
    print(f"{len(rows)} line(s), value {sum(i.qty * i.price for i in rows):.2f}")


def main():
    parser = argparse.ArgumentParser()
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("add")
    p.add_argument("name")
    p.add_argument("qty", type=int)
    p.add_argument("--price", type=float)
    p = sub.add_parser("remove")
    p.add_argument("name")
    p.add_argument("qty", type=int)
    p = sub.add_parser("report")
    p.add_argument("--below", type=int)
    args = parser.parse_args()

    items = load()
    {"add": cmd_add, "remove": cmd_remove, "report": cmd_report}[args.command](items, args)
    if args.command != "report":
        save(items)


if __name__ == "__main__":
    main()
