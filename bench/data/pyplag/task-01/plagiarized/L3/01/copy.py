# Text statistics: find the most common words in a file.

import sys
import string

DEFAULT_TOP = 10
SEPARATOR_WIDTH = 30
PUNCT = string.punctuation
EXCLUDED = ["the", "a", "an", "and", "or", "of", "to", "in", "is", "it",
            "that", "this", "for", "on", "with", "as", "was", "are", "be"]


def read_contents(fname):
    """Get the file contents as a single string."""
    data = ""
    try:
        infile = open(fname, "r", encoding="utf-8")
        data = infile.read()
        infile.close()
    except FileNotFoundError:
        print("Error: could not find file", fname)
    return data


def tidy(raw):
    # punctuation off the ends, all lowercase
    raw = raw.strip(PUNCT)
    return raw.lower()


def tally_words(data):
    tally = {}
    for entry in data.split("\n"):
        for raw in entry.split():
            cleaned = tidy(raw)
            if cleaned == "" or cleaned in EXCLUDED:
                continue
            if cleaned in tally:
                tally[cleaned] += 1
            else:
                tally[cleaned] = 1
    return tally


def order_by_frequency(tally):
    result = []
    for cleaned in tally:
        result.append((cleaned, tally[cleaned]))
    # highest count first, ties alphabetical
    result.sort(key=lambda item: (-item[1], item[0]))
    return result


def output_table(result, overall, limit):
    line = "-" * SEPARATOR_WIDTH
    different = len(result)
    print("Total words (without stop words):", overall)
    print("Different words:", different)
    print()
    print("Top", limit, "words:")
    print(line)
    for idx in range(min(limit, different)):
        cleaned, times = result[idx]
        ratio = times / overall * 100
        print(f"{idx + 1:2}. {cleaned:<15} {times:5} ({ratio:.1f}%)")


def main():
    fname = None
    limit = DEFAULT_TOP
    overall = 0
    if len(sys.argv) > 1:
        fname = sys.argv[1]
    else:
        fname = input("Enter file name: ")
    if len(sys.argv) > 2:
        limit = int(sys.argv[2])

    data = read_contents(fname)
    if data == "":
        print("Nothing to count.")
        return

    tally = tally_words(data)
    for cleaned in tally:
        overall = overall + tally[cleaned]
    result = order_by_frequency(tally)
    output_table(result, overall, limit)


if __name__ == "__main__":
    main()
