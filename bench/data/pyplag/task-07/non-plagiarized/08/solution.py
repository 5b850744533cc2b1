import csv
import datetime


class Product:
    def __init__(self, code, name, qty=0, price=0.0):
        self.code = code
        self.name = name
        self.qty = qty
        self.price = price
        self.price_history = [(datetime.date.today().isoformat(), price)]

    def set_price(self, new_price):
        if new_price != self.price:
            self.price = new_price
            self.price_history.append((datetime.date.today().isoformat(), new_price))

    @property
    def value(self):
        return self.qty * self.price

    def __repr__(self):
        return f"Product({self.code!r}, {self.name!r}, qty={self.qty}, price={self.price})"


class Store:
    def __init__(self, minimum=5):
        self.products = {}
        self.minimum = minimum

    def import_file(self, filename):
        with open(filename, newline="") as fh:
            for code, name, qty, price in csv.reader(fh, delimiter=";"):
                if code == "code":
                    continue  # header
                self.products[code] = Product(code, name, int(qty), float(price))

    def export_file(self, filename):
        with open(filename, "w", newline="") as fh:
            out = csv.writer(fh, delimiter=";")
            out.writerow(["code", "name", "qty", "price"])
            for p in self.products.values():
                out.writerow([p.code, p.name, p.qty, p.price])

    def restock(self, code, amount):
        self.products[code].qty += amount

    def sell(self, code, amount):
        product = self.products[code]
        amount = min(amount, product.qty)  # sell what we have
        product.qty -= amount
        return amount * product.price

    def write_low_stock_letter(self, filename):
        low = [p for p in self.products.values() if p.qty < self.minimum]
        with open(filename, "w") as fh:
            fh.write("Dear supplier,\n\nplease send us:\n")
            for p in sorted(low, key=lambda p: p.qty):
                fh.write(f"  - {self.minimum * 4 - p.qty} x {p.name} (code {p.code})\n")
            fh.write("\nKind regards\n")
        return len(low)


if __name__ == "__main__":
    store = Store()
    store.import_file("products.csv")
    print("sold for", store.sell("A12", 7))
    store.products["B07"].set_price(3.49)
    for p in sorted(store.products.values(), key=lambda p: p.value, reverse=True):
        print(p, "value", round(p.value, 2))
    print(store.write_low_stock_letter("order.txt"), "products need to be ordered")
    store.export_file("products.csv")
