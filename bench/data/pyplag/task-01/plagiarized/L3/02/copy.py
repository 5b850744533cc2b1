import string


def readTextFile(name):
    try:
        fileObj = open(name, "r", encoding="utf-8")
        contents = fileObj.read()
        fileObj.close()
    except FileNotFoundError:
        print("Error: could not find file", name)
        return ""
    return contents


def cleanUp(token):
    token = token.strip(string.punctuation)
    return token.lower()


def countAll(contents, skipWords=("the", "a", "an", "and", "or", "of", "to", "in",
                                  "is", "it", "that", "this", "for", "on", "with",
                                  "as", "was", "are", "be")):
    # counts every word that is not in skipWords
    occurrences = {}
    for textLine in contents.split("\n"):
        for token in textLine.split():
            t = cleanUp(token)
            if t == "" or t in skipWords:
                continue
            if t in occurrences:
                occurrences[t] += 1
            else:
                occurrences[t] = 1
    return occurrences


def sortCounts(occurrences):
    tuples = []
    for t in occurrences:
        tuples.append((t, occurrences[t]))
    tuples.sort(key=lambda tp: (-tp[1], tp[0]))
    return tuples


def showTop(tuples, grandTotal, topCount):
    print("Total words (without stop words):", grandTotal)
    print("Different words:", len(tuples))
    print()
    print("Top", topCount, "words:")
    print("-" * 30)
    for j in range(min(topCount, len(tuples))):
        t, num = tuples[j]
        print(f"{j + 1:2}. {t:<15} {num:5} ({num / grandTotal * 100:.1f}%)")


def main():
    import sys
    args = sys.argv
    topCount = 10
    if len(args) > 2:
        topCount = int(args[2])
    if len(args) > 1:
        name = args[1]
    else:
        name = input("Enter file name: ")

    contents = readTextFile(name)
    if contents == "":
        print("Nothing to count.")
        return

    occurrences = countAll(contents)
    grandTotal = 0
    for t in occurrences:
        grandTotal = grandTotal + occurrences[t]
    showTop(sortCounts(occurrences), grandTotal, topCount)


if __name__ == "__main__":
    main()
