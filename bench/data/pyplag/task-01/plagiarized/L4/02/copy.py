"""Most frequent words in a text file."""

import sys
import string

COMMON = ["the", "a", "an", "and", "or", "of", "to", "in", "is", "it",
          "that", "this", "for", "on", "with", "as", "was", "are", "be"]
LIMIT = 10


def report(wc, limit):
    """Sort the counts and print the summary table."""
    everything = 0
    for term in wc:
        everything = everything + wc[term]
    lst = []
    for term in wc:
        lst.append((term, wc[term]))
    lst.sort(key=lambda z: (-z[1], z[0]))

    print("Total words (without stop words):", everything)
    print("Different words:", len(lst))
    print()
    print("Top", limit, "words:")
    print("-" * 30)
    for r in range(min(limit, len(lst))):
        term, cnt = lst[r]
        perc = cnt / everything * 100
        print(f"{r + 1:2}. {term:<15} {cnt:5} ({perc:.1f}%)")


def word_counts(txt):
    wc = {}
    for ln in txt.split("\n"):
        for tok in ln.split():
            term = tok.strip(string.punctuation).lower()
            if term == "" or term in COMMON:
                continue
            if term in wc:
                wc[term] += 1
            else:
                wc[term] = 1
    return wc


def open_and_read(fn):
    try:
        fobj = open(fn, "r", encoding="utf-8")
        txt = fobj.read()
        fobj.close()
    except FileNotFoundError:
        print("Error: could not find file", fn)
        return ""
    return txt


def main():
    limit = LIMIT
    if len(sys.argv) > 1:
        fn = sys.argv[1]
    else:
        fn = input("Enter file name: ")
    if len(sys.argv) > 2:
        limit = int(sys.argv[2])
    txt = open_and_read(fn)
    if txt == "":
        print("Nothing to count.")
        return
    report(word_counts(txt), limit)


if __name__ == "__main__":
    main()
