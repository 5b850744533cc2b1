# sort a list of names with bubble sort and then find names with binary search
# (upper and lower case are treated the same)

names = []
print("type names, empty line to finish")
while True:
    n = input("name: ")
    if n == "":
        break
    names.append(n)

# bubble sort, stop early when nothing was swapped
swapped = True
passes = 0
while swapped:
    swapped = False
    for i in range(len(names) - 1 - passes):
        if names[i].lower() > names[i + 1].lower():
            names[i], names[i + 1] = names[i + 1], names[i]
            swapped = True
    passes = passes + 1

print("sorted names:")
for n in names:
    print("  " + n)

look = input("who are you looking for? ")
while look != "":
    low = 0
    high = len(names) - 1
    found = False
    steps = 0
    while low <= high and not found:
        steps = steps + 1
        middle = (low + high) // 2
        if names[middle].lower() == look.lower():
            found = True
        elif names[middle].lower() < look.lower():
            low = middle + 1
        else:
            high = middle - 1
    if found:
        print(look, "is number", middle + 1, "in the list (", steps, "steps )")
    else:
        print(look, "is not in the list (", steps, "steps )")
    look = input("who are you looking for? ")
