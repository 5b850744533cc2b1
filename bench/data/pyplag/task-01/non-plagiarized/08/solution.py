"""Word frequency report with a few extra statistics.

Stop words can be given in a separate file (one word per line); if there
is no such file a built-in list is used.
"""
import heapq
import statistics
import sys
from pathlib import Path

BUILTIN_STOP = "the a an and or of to in is it that this for on with as was are be"


def load_stop_words(path="stopwords.txt"):
    p = Path(path)
    if p.exists():
        return {line.strip().lower() for line in p.read_text().splitlines() if line.strip()}
    return set(BUILTIN_STOP.split())


def words_in(text):
    word = []
    for ch in text:
        if ch.isalpha() or (ch == "'" and word):
            word.append(ch.lower())
        elif word:
            yield "".join(word).rstrip("'")
            word = []
    if word:
        yield "".join(word).rstrip("'")


def report(path, n=10):
    stop = load_stop_words()
    text = Path(path).read_text(encoding="utf-8")
    counts = {}
    lengths = []
    for w in words_in(text):
        lengths.append(len(w))
        if w in stop:
            continue
        counts[w] = counts.get(w, 0) + 1

    if not counts:
        print("The file contains no (interesting) words.")
        return
    print(f"File: {path}")
    print(f"  all words:        {len(lengths)}")
    print(f"  counted words:    {sum(counts.values())}")
    print(f"  distinct words:   {len(counts)}")
    print(f"  mean word length: {statistics.mean(lengths):.2f}")
    print(f"  longest word:     {max(counts, key=len)}")
    print()
    best = heapq.nlargest(n, counts.items(), key=lambda kv: kv[1])
    width = max(len(w) for w, _ in best)
    for w, c in best:
        print(f"  {w.ljust(width)}  {c:>4}  {'*' * min(c, 50)}")


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit("give a file name")
    report(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 10)
