# word counter program
import sys
import string

stopList = ["the", "a", "an", "and", "or", "of", "to", "in", "is", "it",
            "that", "this", "for", "on", "with", "as", "was", "are", "be"]


def getText(fileName):
    try:
        fh = open(fileName, "r", encoding="utf-8")
        txt = fh.read()
        fh.close()
    except FileNotFoundError:
        print("Error: could not find file", fileName)
        return ""
    return txt


def stripWord(w):
    w = w.strip(string.punctuation)
    return w.lower()


def wordCounter(txt):
    wordDict = {}
    for ln in txt.split("\n"):
        for w in ln.split():
            cleaned = stripWord(w)
            if cleaned == "" or cleaned in stopList:
                continue
            if cleaned in wordDict:
                wordDict[cleaned] += 1
            else:
                wordDict[cleaned] = 1
    return wordDict


def sortedPairs(wordDict):
    # sort list of tuples by count (descending)
    lst = []
    for w in wordDict:
        lst.append((w, wordDict[w]))
    lst.sort(key=lambda x: (-x[1], x[0]))
    return lst


def displayStats(lst, totalWords, howMany):
    print("Total words (without stop words):", totalWords)
    print("Different words:", len(lst))
    print()
    print("Top", howMany, "words:")
    print("-" * 30)
    for k in range(min(howMany, len(lst))):
        w, c = lst[k]
        pct = c / totalWords * 100
        print(f"{k + 1:2}. {w:<15} {c:5} ({pct:.1f}%)")


def main():
    if len(sys.argv) > 1:
        fileName = sys.argv[1]
    else:
        fileName = input("Enter file name: ")
    howMany = 10
    if len(sys.argv) > 2:
        howMany = int(sys.argv[2])

    txt = getText(fileName)
    if txt == "":
        print("Nothing to count.")
        return

    wordDict = wordCounter(txt)
    totalWords = 0
    for w in wordDict:
        totalWords = totalWords + wordDict[w]
    lst = sortedPairs(wordDict)
    displayStats(lst, totalWords, howMany)


if __name__ == "__main__":
    main()
