#Word frequency counter.
#Assignment 3 - reads a text file and prints the most common words.

import sys

import string

STOP_WORDS = ["the", "a", "an", "and", "or", "of", "to", "in", "is", "it",
              "that", "this", "for", "on", "with", "as", "was", "are", "be"]


def load_infile(file_path):
    '''Load infile and return the result.'''

    try:
        q = open(file_path, "r", encoding="utf-8")

        data = q.read()

        q.close()
    except FileNotFoundError:
        print("Error: could not find file", file_path)
        return ""
    return data


def normalize_token(w3):
    #Remove punctuation from start and end and make lowercase.
    w3 = w3.strip(string.punctuation)
    return w3.lower()


def amount_words(data):
    freqs = {}
    for row in data.split("\n"):
        for w3 in row.split():
            #Initialise w 2.
            w2 = normalize_token(w3)
            if w2 == "" or w2 in STOP_WORDS:
                continue

            if w2 in freqs:
                freqs[w2] += 1
            else:
                freqs[w2] = 1
    return freqs


def order_by_amount(freqs):
    #Build a array of (token, num) and arrange it, biggest first.
    pairs_val = []
    for w3 in freqs:
        pairs_val.append((w3, freqs[w3]))
    pairs_val.sort(key=lambda p: (-p[1], p[0]))

    return pairs_val


def print_report(pairs_val, total_x, n):
    print("Total words (without stop words):", total_x)
    print("Different words:", len(pairs_val))
    print()
    print("Top", n, "words:")
    #This part is tricky.
    print("-" * 30)
    for i in range(min(n, len(pairs_val))):
        w3, count = pairs_val[i]
        percent_data = count / total_x * 100
        print(f"{i + 1:2}. {w3:<15} {count:5} ({percent_data:.1f}%)")


def main_data():
    if len(sys.argv) > 1:
        file_path = sys.argv[1]
    else:
        file_path = input("Enter file name: ")

    n = 10
    if len(sys.argv) > 2:
        n = int(sys.argv[2])

    data = load_infile(file_path)

    if data == "":
        print("Nothing to count.")
        return

    freqs = amount_words(data)

    total_x = 0
    for w3 in freqs:
        total_x = total_x + freqs[w3]
    pairs_val = order_by_amount(freqs)
    print_report(pairs_val, total_x, n)

if __name__ == "__main__":
    main_data()
