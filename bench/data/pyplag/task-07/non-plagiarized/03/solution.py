"""Inventory kept in an SQLite database, with CSV import and export."""
import csv
import sqlite3
import sys

SCHEMA = """
CREATE TABLE IF NOT EXISTS product (
    name TEXT PRIMARY KEY,
    qty INTEGER NOT NULL CHECK (qty >= 0),
    price REAL NOT NULL,
    min_qty INTEGER NOT NULL DEFAULT 5
)"""


def connect(path="inventory.db"):
    con = sqlite3.connect(path)
    con.execute(SCHEMA)
    return con


def import_csv(con, path):
    with open(path, newline="") as f:
        rows = [(r["name"], int(r["qty"]), float(r["price"])) for r in csv.DictReader(f)]
    with con:
        con.executemany(
            "INSERT INTO product(name, qty, price) VALUES (?, ?, ?) "
            "ON CONFLICT(name) DO UPDATE SET qty = qty + excluded.qty, price = excluded.price",
            rows)
    return len(rows)


def export_csv(con, path):
    with open(path, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["name", "qty", "price"])
        w.writerows(con.execute("SELECT name, qty, price FROM product ORDER BY name"))


def sell(con, name, qty):
    try:
        with con:
            cur = con.execute("UPDATE product SET qty = qty - ? WHERE name = ?", (qty, name))
            if cur.rowcount == 0:
                raise KeyError(name)
    except sqlite3.IntegrityError:
        raise ValueError(f"not enough {name} in stock") from None


def report(con):
    for name, qty, price, low in con.execute(
            "SELECT name, qty, price, qty < min_qty FROM product ORDER BY qty"):
        flag = "  <-- reorder" if low else ""
        print(f"{name:<20}{qty:>5}{price:>9.2f}{flag}")
    (value,) = con.execute("SELECT COALESCE(SUM(qty * price), 0) FROM product").fetchone()
    print(f"stock value: {value:.2f}")


if __name__ == "__main__":
    con = connect()
    if len(sys.argv) > 2 and sys.argv[1] == "import":
        print("imported", import_csv(con, sys.argv[2]), "rows")
    elif len(sys.argv) > 3 and sys.argv[1] == "sell":
        sell(con, sys.argv[2], int(sys.argv[3]))
    elif len(sys.argv) > 2 and sys.argv[1] == "export":
        export_csv(con, sys.argv[2])
    report(con)
