"""Finds the most frequent words in a text file."""

import sys
import string

NOISE_WORDS = ("the", "a", "an", "and", "or", "of", "to", "in", "is", "it",
               "that", "this", "for", "on", "with", "as", "was", "are", "be")
MAX_SHOWN = 10


def summary(counter, max_shown):
    """Sort the counts and print the summary table."""
    total_count = sum(counter[w] for w in counter)
    entries = sorted(counter.items(), key=lambda z: (-z[1], z[0]))

    print("Total words (without stop words): " + str(total_count))
    print("Different words: " + str(len(entries)))
    print("")
    print("Top " + str(max_shown) + " words:")
    print("------------------------------")
    for number, (w, c) in enumerate(entries, start=1):
        if number > max_shown:
            break
        print("%2d. %-15s %5d (%.1f%%)" % (number, w, c, c * 100 / total_count))


def count_text(txt):
    counter = {}
    for tok in txt.replace("\n", " ").split(" "):
        w = tok.strip(string.punctuation).lower()
        if not w or w in NOISE_WORDS:
            continue
        counter[w] = counter.get(w, 0) + 1
    return counter


def read_whole_file(fn):
    txt = ""
    try:
        fobj = open(fn, encoding="utf-8")
    except FileNotFoundError:
        print("Error: could not find file", fn)
    else:
        txt = fobj.read()
        fobj.close()
    return txt


def main():
    args = sys.argv[1:]
    max_shown = MAX_SHOWN if len(args) < 2 else int(args[1])
    fn = args[0] if args else input("Enter file name: ")
    txt = read_whole_file(fn)
    if not txt:
        print("Nothing to count.")
    else:
        summary(count_text(txt), max_shown)


if __name__ == "__main__":
    main()
