# Stock is never edited directly: it is computed from a log of movements.
# movements.csv has lines: date,item,change,unit_price   (change < 0 = sale)
import csv
from collections import namedtuple
from functools import reduce

Movement = namedtuple("Movement", "date item change unit_price")
Stock = namedtuple("Stock", "qty last_price")


def read_movements(path):
    with open(path, newline="") as fh:
        reader = csv.reader(fh)
        header = next(reader)
        assert header[:3] == ["date", "item", "change"], "unexpected header"
        return [Movement(d, i.strip().lower(), int(c), float(p)) for d, i, c, p in reader]


def apply(stock, mv):
    old = stock.get(mv.item, Stock(0, mv.unit_price))
    price = mv.unit_price if mv.change > 0 else old.last_price
    new_qty = old.qty + mv.change
    if new_qty < 0:
        raise ValueError(f"{mv.date}: more {mv.item} sold than in stock")
    return {**stock, mv.item: Stock(new_qty, price)}


def current_stock(movements):
    return reduce(apply, sorted(movements, key=lambda m: m.date), {})


def sales_revenue(movements):
    return sum(-m.change * m.unit_price for m in movements if m.change < 0)


if __name__ == "__main__":
    moves = read_movements("movements.csv")
    stock = current_stock(moves)
    for item, s in sorted(stock.items()):
        warn = " (low)" if s.qty < 5 else ""
        print(f"{item:18} {s.qty:4d} x {s.last_price:6.2f}{warn}")
    print("value of stock:", round(sum(s.qty * s.last_price for s in stock.values()), 2))
    print("revenue from sales:", round(sales_revenue(moves), 2))
