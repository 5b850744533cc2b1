#!/usr/bin/env python3
"""Word frequency histogram.

Usage: python wordhist.py FILE [--top N] [--min-length L] [--keep-case]
"""
import argparse
from collections import defaultdict
import string

STOP = frozenset(
    "the a an and or of to in is it that this for on with as was are be".split()
)
TRANSLATION = str.maketrans({c: " " for c in string.punctuation if c != "'"})


def parse_args():
    p = argparse.ArgumentParser(description="Print a word frequency histogram")
    p.add_argument("file")
    p.add_argument("--top", type=int, default=10)
    p.add_argument("--min-length", type=int, default=1)
    p.add_argument("--keep-case", action="store_true")
    return p.parse_args()


def frequencies(path, min_length, keep_case):
    table = defaultdict(int)
    with open(path, encoding="utf-8", errors="replace") as handle:
        for raw_line in handle:
            line = raw_line.translate(TRANSLATION)
            if not keep_case:
                line = line.lower()
            for token in line.split():
                token = token.strip("'")
                if len(token) < min_length or token.lower() in STOP:
                    continue
                table[token] += 1
    return table


def histogram(table, top, width=40):
    if not table:
        return []
    ranked = sorted(table.items(), key=lambda kv: (-kv[1], kv[0]))[:top]
    biggest = ranked[0][1]
    out = []
    for word, n in ranked:
        bar = "#" * max(1, round(n / biggest * width))
        out.append(f"{word:<14}|{bar} {n}")
    return out


if __name__ == "__main__":
    args = parse_args()
    table = frequencies(args.file, args.min_length, args.keep_case)
    total = sum(table.values())
    print(f"{args.file}: {total} words counted, {len(table)} different")
    for row in histogram(table, args.top):
        print(row)
