# Word statistics for a text file
import sys
import string

DEFAULT_AMOUNT = 10
SKIPPED = {"the", "a", "an", "and", "or", "of", "to", "in", "is", "it",
           "that", "this", "for", "on", "with", "as", "was", "are", "be"}


def go():
    how_many = DEFAULT_AMOUNT
    if len(sys.argv) <= 1:
        source = input("Enter file name: ")
    else:
        source = sys.argv[1]
        if len(sys.argv) > 2:
            how_many = int(sys.argv[2])

    body = fetch_text(source)
    if body:
        table = make_table(extract_words(body))
        grand = sum(table.values())
        ordered = sort_table(table)
        header(grand, len(ordered), how_many)
        rows(ordered, grand, how_many)
    else:
        print("Nothing to count.")


def rows(ordered, grand, how_many):
    pos = 0
    while True:
        if pos >= how_many or pos >= len(ordered):
            break
        key, hits = ordered[pos]
        print("{:2}. {:<15} {:5} ({:.1f}%)".format(pos + 1, key, hits,
                                                   100 * hits / grand))
        pos = pos + 1


def header(grand, distinct, how_many):
    print("Total words (without stop words):", grand)
    print("Different words:", distinct)
    print()
    print("Top", how_many, "words:")
    print("-" * 30)


def sort_table(table):
    ordered = [(key, table[key]) for key in table]
    ordered.sort(key=lambda e: e[0])
    ordered.sort(key=lambda e: e[1], reverse=True)
    return ordered


def extract_words(body):
    """Cleaned words of the text, except the skipped ones."""
    result = []
    for piece in body.split():
        key = clean(piece)
        if key != "" and key not in SKIPPED:
            result.append(key)
    return result


def make_table(words):
    table = {}
    for key in words:
        if key not in table:
            table[key] = 1
        else:
            table[key] = table[key] + 1
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
    go()
