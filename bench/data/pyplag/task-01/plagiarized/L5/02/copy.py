"""Finds the most frequent words in a text file."""

import sys
import string

NOISE_WORDS = ("the", "a", "an", "and", "or", "of", "to", "in", "is", "it",
               "that", "this", "for", "on", "with", "as", "was", "are", "be")
MAX_SHOWN = 10


def summary(counter, max_shown):
    """Sort the counts and print the summary table."""
    total_count = 0
    for w in counter:
        total_count += counter[w]
    entries = sorted(counter.items(), key=lambda z: (-z[1], z[0]))

    print("Total words (without stop words): " + str(total_count))
    print("Different words: " + str(len(entries)))
    print("")
    print("Top " + str(max_shown) + " words:")
    print("------------------------------")
    number = 1
    for w, c in entries[:max_shown]:
        percentage = c * 100 / total_count
        print("%2d. %-15s %5d (%.1f%%)" % (number, w, c, percentage))
        number += 1


def count_text(txt):
    counter = {}
    all_lines = txt.split("\n")
    i = 0
    while i < len(all_lines):
        for tok in all_lines[i].split():
            w = tok.strip(string.punctuation).lower()
            if w == "" or w in NOISE_WORDS:
                continue
            if w not in counter:
                counter[w] = 0
            counter[w] = counter[w] + 1
        i += 1
    return counter


def read_whole_file(fn):
    try:
        with open(fn, encoding="utf-8") as fobj:
            txt = fobj.read()
    except FileNotFoundError:
        print("Error: could not find file", fn)
        txt = ""
    return txt


def main():
    max_shown = MAX_SHOWN
    if len(sys.argv) > 1:
        fn = sys.argv[1]
    else:
        fn = input("Enter file name: ")
    if len(sys.argv) > 2:
        max_shown = int(sys.argv[2])
    txt = read_whole_file(fn)
    if not txt:
        print("Nothing to count.")
        return
    summary(count_text(txt), max_shown)


if __name__ == "__main__":
    main()
