import sys
from functools import reduce
from operator import itemgetter

STOP_WORDS = {"the", "a", "an", "and", "or", "of", "to", "in", "is", "it",
              "that", "this", "for", "on", "with", "as", "was", "are", "be"}


def lines_of(path):
    with open(path, encoding="utf-8") as stream:
        yield from stream


def words_of(lines):
    for line in lines:
        yield from line.split()


def normalised(words):
    strip_chars = ".,;:!?\"'()[]{}-_*"
    return filter(None, map(lambda w: w.strip(strip_chars).lower(), words))


def interesting(words):
    return (w for w in words if w not in STOP_WORDS and not w.isdigit())


def tally(words):
    def step(acc, word):
        acc[word] = acc.get(word, 0) + 1
        return acc
    return reduce(step, words, {})


def top(counts, n):
    by_word = sorted(counts.items(), key=itemgetter(0))
    return sorted(by_word, key=itemgetter(1), reverse=True)[:n]


if __name__ == "__main__":
    path = sys.argv[1] if len(sys.argv) > 1 else "input.txt"
    limit = int(sys.argv[2]) if len(sys.argv) > 2 else 10
    counts = tally(interesting(normalised(words_of(lines_of(path)))))
    print("words:", sum(counts.values()), "unique:", len(counts))
    for position, (word, n) in enumerate(top(counts, limit), 1):
        print(f"#{position} {word} x{n}")
