# Word frequency analysis - writes the results into a CSV file as well
import csv
import os
import string

stop_words = ["the", "a", "an", "and", "or", "of", "to", "in", "is", "it",
              "that", "this", "for", "on", "with", "as", "was", "are", "be"]


def remove_punctuation(s):
    table = str.maketrans("", "", string.punctuation.replace("'", ""))
    return s.translate(table)


def analyse(path):
    text = open(path, encoding="utf-8").read()
    text = remove_punctuation(text).lower()
    freq = {}
    for word in text.split():
        word = word.strip("'")
        if word == "" or word in stop_words:
            continue
        freq[word] = freq.get(word, 0) + 1
    return freq


def save_csv(freq, out_path):
    rows = sorted(freq.items(), key=lambda r: r[1], reverse=True)
    with open(out_path, "w", newline="") as f:
        writer = csv.writer(f)
        writer.writerow(["word", "count"])
        writer.writerows(rows)


def print_table(freq, limit=10):
    print("WORD".ljust(20) + "COUNT".rjust(8))
    print("=" * 28)
    shown = 0
    for word in sorted(freq, key=lambda w: freq[w], reverse=True):
        print(word.ljust(20) + str(freq[word]).rjust(8))
        shown += 1
        if shown >= limit:
            break
    print("=" * 28)
    print("total".ljust(20) + str(sum(freq.values())).rjust(8))


path = input("Which file? ")
while not os.path.isfile(path):
    path = input("That file does not exist, try again: ")
freq = analyse(path)
print_table(freq)
out = os.path.splitext(path)[0] + "_freq.csv"
save_csv(freq, out)
print("Saved all counts to", out)
