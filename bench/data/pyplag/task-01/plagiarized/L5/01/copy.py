# Word statistics for a text file
import sys
import string

DEFAULT_AMOUNT = 10
SKIP = ["the", "a", "an", "and", "or", "of", "to", "in", "is", "it",
        "that", "this", "for", "on", "with", "as", "was", "are", "be"]


def run():
    how_many = DEFAULT_AMOUNT
    source = sys.argv[1] if len(sys.argv) > 1 else input("Enter file name: ")
    if len(sys.argv) > 2:
        how_many = int(sys.argv[2])

    body = fetch_text(source)
    if body == "":
        print("Nothing to count.")
        return

    table = make_table(extract_words(body))
    grand = sum(table.values())
    ordered = sort_table(table)
    header(grand, len(ordered), how_many)
    rows(ordered, grand, how_many)


def rows(ordered, grand, how_many):
    pos = 0
    stop = min(how_many, len(ordered))
    while pos < stop:
        key, hits = ordered[pos]
        pc = hits / grand * 100
        print("{:2}. {:<15} {:5} ({:.1f}%)".format(pos + 1, key, hits, pc))
        pos = pos + 1


def header(grand, distinct, how_many):
    print("Total words (without stop words):", grand)
    print("Different words:", distinct)
    print()
    print("Top", how_many, "words:")
    print("-" * 30)


def sort_table(table):
    ordered = [(key, table[key]) for key in table]
    ordered.sort(key=lambda e: (-e[1], e[0]))
    return ordered


def extract_words(body):
    """Break the text into cleaned words, leaving out the skipped ones."""
    result = []
    for ln in body.splitlines():
        for piece in ln.split():
            key = clean(piece)
            if key == "" or key in SKIP:
                continue
            result.append(key)
    return result


def make_table(words):
    table = {}
    for key in words:
        table[key] = table.get(key, 0) + 1
    return table


def clean(piece):
    return piece.strip(string.punctuation).lower()


def fetch_text(source):
    try:
        with open(source, "r", encoding="utf-8") as fp:
            return fp.read()
    except FileNotFoundError:
        print("Error: could not find file", source)
        return ""


if __name__ == "__main__":
    run()
