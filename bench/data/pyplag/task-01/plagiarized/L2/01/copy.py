# Counts the words in a text file and lists the most common ones.

import sys
import string

IGNORED = ["the", "a", "an", "and", "or", "of", "to", "in", "is", "it",
           "that", "this", "for", "on", "with", "as", "was", "are", "be"]


def load_text(path):
    """Return the contents of the file (empty string if missing)."""
    try:
        handle = open(path, "r", encoding="utf-8")
        content = handle.read()
        handle.close()
    except FileNotFoundError:
        print("Error: could not find file", path)
        return ""
    return content


def normalize(token):
    # get rid of punctuation around the word and lowercase it
    token = token.strip(string.punctuation)
    return token.lower()


def build_frequencies(content):
    freq = {}
    for row in content.split("\n"):
        for token in row.split():
            term = normalize(token)
            if term == "" or term in IGNORED:
                continue
            if term in freq:
                freq[term] += 1
            else:
                freq[term] = 1
    return freq


def rank_words(freq):
    # list of (term, amount), most frequent first
    ranking = []
    for term in freq:
        ranking.append((term, freq[term]))
    ranking.sort(key=lambda t: (-t[1], t[0]))
    return ranking


def show_results(ranking, word_total, top_n):
    print("Total words (without stop words):", word_total)
    print("Different words:", len(ranking))
    print()
    print("Top", top_n, "words:")
    print("-" * 30)
    for pos in range(min(top_n, len(ranking))):
        term, amount = ranking[pos]
        share = amount / word_total * 100
        print(f"{pos + 1:2}. {term:<15} {amount:5} ({share:.1f}%)")


def main():
    if len(sys.argv) > 1:
        path = sys.argv[1]
    else:
        path = input("Enter file name: ")
    top_n = 10
    if len(sys.argv) > 2:
        top_n = int(sys.argv[2])

    content = load_text(path)
    if content == "":
        print("Nothing to count.")
        return

    freq = build_frequencies(content)
    word_total = 0
    for term in freq:
        word_total = word_total + freq[term]
    ranking = rank_words(freq)
    show_results(ranking, word_total, top_n)


if __name__ == "__main__":
    main()
