import re
import sys
from collections import Counter

STOPWORDS = set("the a an and or of to in is it that this for on with as was are be".split())


def tokenize(text):
    return [w for w in re.findall(r"[a-z']+", text.lower()) if w.strip("'")]


def main(argv):
    if len(argv) < 2:
        print("usage: wordfreq.py FILE [N]")
        return 1
    n = int(argv[2]) if len(argv) > 2 else 10
    with open(argv[1], encoding="utf-8") as fh:
        words = [w.strip("'") for w in tokenize(fh.read())]
    words = [w for w in words if w not in STOPWORDS]
    if not words:
        print("no words found")
        return 0
    counter = Counter(words)
    print(f"{len(words)} words, {len(counter)} distinct")
    for word, c in counter.most_common(n):
        print(f"{word:>12} {c}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
