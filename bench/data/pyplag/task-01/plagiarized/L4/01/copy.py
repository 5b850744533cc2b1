# Word statistics for a text file
import sys
import string

TOP_DEFAULT = 10
BANNED = ["the", "a", "an", "and", "or", "of", "to", "in", "is", "it",
          "that", "this", "for", "on", "with", "as", "was", "are", "be"]


def main():
    path = None
    how_many = TOP_DEFAULT
    if len(sys.argv) > 1:
        path = sys.argv[1]
    else:
        path = input("Enter file name: ")
    if len(sys.argv) > 2:
        how_many = int(sys.argv[2])

    body = get_file_text(path)
    if body == "":
        print("Nothing to count.")
        return

    table = frequency_table(split_into_words(body))
    grand = 0
    for key in table:
        grand = grand + table[key]
    ordered = sort_table(table)
    print_header(grand, len(ordered), how_many)
    print_rows(ordered, grand, how_many)


def print_rows(ordered, grand, how_many):
    for pos in range(min(how_many, len(ordered))):
        key, hits = ordered[pos]
        pc = hits / grand * 100
        print(f"{pos + 1:2}. {key:<15} {hits:5} ({pc:.1f}%)")


def print_header(grand, distinct, how_many):
    print("Total words (without stop words):", grand)
    print("Different words:", distinct)
    print()
    print("Top", how_many, "words:")
    print("-" * 30)


def sort_table(table):
    ordered = []
    for key in table:
        ordered.append((key, table[key]))
    ordered.sort(key=lambda e: (-e[1], e[0]))
    return ordered


def split_into_words(body):
    """Break the text into cleaned words, leaving out banned ones."""
    result = []
    for ln in body.split("\n"):
        for piece in ln.split():
            key = strip_punct(piece)
            if key == "" or key in BANNED:
                continue
            result.append(key)
    return result


def frequency_table(words):
    table = {}
    for key in words:
        if key in table:
            table[key] += 1
        else:
            table[key] = 1
    return table


def strip_punct(piece):
    piece = piece.strip(string.punctuation)
    return piece.lower()


def get_file_text(path):
    try:
        fp = open(path, "r", encoding="utf-8")
        body = fp.read()
        fp.close()
    except FileNotFoundError:
        print("Error: could not find file", path)
        return ""
    return body


if __name__ == "__main__":
    main()
