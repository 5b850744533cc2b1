# inventory with two dictionaries, one for how many and one for the price
# file format: name,amount,price

quantities = {}
prices = {}

try:
    file = open("stock.txt", "r")
    for line in file:
        line = line.strip()
        if line == "" or line.startswith("#"):
            continue
        bits = line.split(",")
        quantities[bits[0]] = int(bits[1])
        prices[bits[0]] = float(bits[2])
    file.close()
except FileNotFoundError:
    print("no stock file yet, starting empty")

running = True
while running:
    print("--------------------------")
    print("a = add   s = sell   l = list   r = reorder list   x = exit")
    c = input("what do you want to do? ").lower()
    if c == "a":
        thing = input("product: ")
        n = int(input("how many: "))
        if thing in quantities:
            quantities[thing] = quantities[thing] + n
        else:
            quantities[thing] = n
            prices[thing] = float(input("price: "))
    elif c == "s":
        thing = input("product: ")
        n = int(input("how many: "))
        if thing not in quantities:
            print("we don't sell that")
        elif quantities[thing] < n:
            print("not enough in stock, we have", quantities[thing])
        else:
            quantities[thing] = quantities[thing] - n
            print("that costs", n * prices[thing])
    elif c == "l":
        total = 0
        for thing in quantities:
            print(thing, quantities[thing], "x", prices[thing])
            total = total + quantities[thing] * prices[thing]
        print("stock is worth", total)
    elif c == "r":
        for thing in quantities:
            if quantities[thing] <= 3:
                print("order more", thing)
    elif c == "x":
        running = False

file = open("stock.txt", "w")
for thing in quantities:
    file.write(thing + "," + str(quantities[thing]) + "," + str(prices[thing]) + "\n")
file.close()
print("saved")
