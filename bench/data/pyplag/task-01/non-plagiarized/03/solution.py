# counts words in a file
# I did not use functions because it is a short program

fname = input("file name? ")
f = open(fname)
alltext = f.read()
f.close()

ignore = ["the", "a", "an", "and", "or", "of", "to", "in", "is", "it", "that",
          "this", "for", "on", "with", "as", "was", "are", "be"]

# replace everything that is not a letter with a space
newtext = ""
for c in alltext:
    if c.isalpha() or c == "'":
        newtext = newtext + c.lower()
    else:
        newtext = newtext + " "

words = newtext.split()
d = {}
for w in words:
    if w in ignore:
        continue
    if w not in d:
        d[w] = 0
    d[w] = d[w] + 1

# bubble sort the words by their count
items = list(d.items())
for a in range(len(items)):
    for b in range(len(items) - 1 - a):
        if items[b][1] < items[b + 1][1]:
            tmp = items[b]
            items[b] = items[b + 1]
            items[b + 1] = tmp

print("number of words:", len(words))
print("number of unique words:", len(items))
print("the ten most common words are")
count = 0
for pair in items:
    if count == 10:
        break
    print(pair[0], "appears", pair[1], "times")
    count = count + 1
