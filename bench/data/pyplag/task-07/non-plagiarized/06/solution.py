# Inventory command interpreter.
# Reads commands (from a file given as argument, or typed in):
#   add <item> <qty> <price>
#   sell <item> <qty>
#   price <item> <new price>
#   show | low <n> | save <file>
import sys
from collections import defaultdict

stock = defaultdict(int)
price = {}


def do_add(item, qty, p):
    stock[item] += int(qty)
    price[item] = float(p)


def do_sell(item, qty):
    qty = int(qty)
    if stock[item] < qty:
        return f"error: only {stock[item]} {item}"
    stock[item] -= qty
    return f"sold {qty} {item} for {qty * price.get(item, 0):.2f}"


def do_price(item, p):
    if item not in price:
        return f"error: unknown item {item}"
    price[item] = float(p)


def do_show():
    lines = [f"{k:<15} {v:>4} {price.get(k, 0):>8.2f}" for k, v in sorted(stock.items())]
    worth = sum(v * price.get(k, 0) for k, v in stock.items())
    return "\n".join(lines + [f"{'worth':<15} {worth:>13.2f}"])


def do_low(n="5"):
    return ", ".join(k for k, v in sorted(stock.items()) if v < int(n)) or "(none)"


def do_save(filename):
    with open(filename, "w") as out:
        out.write("item,qty,price\n")
        for k in sorted(stock):
            out.write(f"{k},{stock[k]},{price.get(k, 0)}\n")
    return f"saved to {filename}"


COMMANDS = {"add": do_add, "sell": do_sell, "price": do_price,
            "show": do_show, "low": do_low, "save": do_save}

source = open(sys.argv[1]) if len(sys.argv) > 1 else sys.stdin
for lineno, line in enumerate(source, 1):
    words = line.split()
    if not words or words[0].startswith("#"):
        continue
    handler = COMMANDS.get(words[0])
    if handler is None:
        print(f"line {lineno}: unknown command {words[0]!r}")
        continue
    try:
        result = handler(*words[1:])
    except (TypeError, ValueError) as exc:
        result = f"line {lineno}: bad arguments ({exc})"
    if result:
        print(result)
