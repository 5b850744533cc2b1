# Inventory with pandas (data science course version)
import pandas as pd

FILE = "inventory.csv"
REORDER_AT = 5

try:
    df = pd.read_csv(FILE, index_col="item")
except FileNotFoundError:
    df = pd.DataFrame(columns=["qty", "price"]).rename_axis("item")


def add(item, qty, price):
    global df
    if item in df.index:
        df.loc[item, "qty"] += qty
        df.loc[item, "price"] = price
    else:
        df.loc[item] = [qty, price]


def remove(item, qty):
    if item not in df.index:
        print(item, "not found")
    elif df.loc[item, "qty"] < qty:
        print("not enough", item)
    else:
        df.loc[item, "qty"] -= qty


add("pencil", 100, 0.35)
add("notebook", 12, 2.10)
add("eraser", 3, 0.80)
remove("notebook", 10)
remove("stapler", 1)

df["value"] = df["qty"] * df["price"]
print(df.sort_values("value", ascending=False))
print("total value:", round(df["value"].sum(), 2))
print("to reorder:", list(df[df["qty"] < REORDER_AT].index))
df.drop(columns="value").to_csv(FILE)
