import re
import sys
from itertools import groupby


def rle_encode(s):
    """'aaabcc' -> 'a3b1c2'"""
    return "".join(f"{ch}{len(list(group))}" for ch, group in groupby(s))


def rle_decode(s):
    pairs = re.findall(r"(\D)(\d+)", s)
    if "".join(c + n for c, n in pairs) != s:
        raise ValueError(f"not a valid encoding: {s!r}")
    return "".join(c * int(n) for c, n in pairs)


def demo():
    for word in ["aaabcc", "mississippi", "", "zzzzzzzzzzzzzzz", "ab"]:
        enc = rle_encode(word)
        assert rle_decode(enc) == word
        saving = 1 - len(enc) / len(word) if word else 0
        print(f"{word!r:20} {enc!r:24} saved {saving:+.0%}")
    try:
        rle_decode("a3b")
    except ValueError as err:
        print(err)


if __name__ == "__main__":
    # rle.py            -> demo
    # rle.py -d CODE    -> decode CODE
    # rle.py WORD ...   -> encode every word
    if len(sys.argv) == 1:
        demo()
    elif sys.argv[1] == "-d":
        print(rle_decode(sys.argv[2]))
    else:
        print(" ".join(rle_encode(w) for w in sys.argv[1:]))
