import sys

from merger import PairMerger


def parse(text):
    pairs = []
    for chunk in text.split(";"):
        chunk = chunk.strip()
        if chunk:
            lo, hi = chunk.split(",")
            pairs.append([int(lo), int(hi)])
    return pairs


if __name__ == "__main__":
    raw = sys.argv[1] if len(sys.argv) > 1 else "1,3; 2,6; 8,10; 15,18"
    print(PairMerger().merge(parse(raw)))
