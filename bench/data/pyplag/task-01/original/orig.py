# Word frequency counter
# Assignment 3 - reads a text file and prints the most common words

import sys
import string

STOP_WORDS = ["the", "a", "an", "and", "or", "of", "to", "in", "is", "it",
              "that", "this", "for", "on", "with", "as", "was", "are", "be"]


def read_file(filename):
    """Read the whole file and return its text."""
    try:
        f = open(filename, "r", encoding="utf-8")
        text = f.read()
        f.close()
    except FileNotFoundError:
        print("Error: could not find file", filename)
        return ""
    return text


def clean_word(word):
    # remove punctuation from start and end and make lowercase
    word = word.strip(string.punctuation)
    return word.lower()


def count_words(text):
    counts = {}
    for line in text.split("\n"):
        for word in line.split():
            w = clean_word(word)
            if w == "" or w in STOP_WORDS:
                continue
            if w in counts:
                counts[w] += 1
            else:
                counts[w] = 1
    return counts


def sort_by_count(counts):
    # make a list of (word, count) and sort it, biggest first
    pairs = []
    for word in counts:
        pairs.append((word, counts[word]))
    pairs.sort(key=lambda p: (-p[1], p[0]))
    return pairs


def print_report(pairs, total, n):
    print("Total words (without stop words):", total)
    print("Different words:", len(pairs))
    print()
    print("Top", n, "words:")
    print("-" * 30)
    for i in range(min(n, len(pairs))):
        word, count = pairs[i]
        percent = count / total * 100
        print(f"{i + 1:2}. {word:<15} {count:5} ({percent:.1f}%)")


def main():
    if len(sys.argv) > 1:
        filename = sys.argv[1]
    else:
        filename = input("Enter file name: ")
    n = 10
    if len(sys.argv) > 2:
        n = int(sys.argv[2])

    text = read_file(filename)
    if text == "":
        print("Nothing to count.")
        return

    counts = count_words(text)
    total = 0
    for word in counts:
        total = total + counts[word]
    pairs = sort_by_count(counts)
    print_report(pairs, total, n)


if __name__ == "__main__":
    main()
