"""Shared rare strings (pure): the string literals two submissions hold and few others do.

The token stream collapses every string to one token, so a copy whose code
was rewritten (loops restructured, helpers extracted, statements reordered)
but whose messages were kept loses its matching runs while the evidence a
grader looks at first, the same unusual prompt or error text, is still
there.  This stage keeps it as a second, order-free signal:

* each file's strings, read from the places of its collapsed string tokens,
  are normalised (case, white space and escapes folded, quotes dropped) and
  hashed stably; strings with fewer than ``MIN_CHARACTERS`` letters or
  digits (``"%d"``, ``", "``) and strings of the starter code do not count;
* each distinct string of a submission weighs ``log(n / holders)`` in a
  class of n: a string everyone prints (the one the task asks for) weighs
  nothing, one two students share weighs most;
* a pair's ``strings`` share is the weight of the strings both hold over
  the weight of all strings of the side that has fewer.  A group that all
  copied one source keeps a high share: its strings are widely held, but so
  are all of each copier's strings, and the share is a ratio of the two.

``boosted`` adds the share to avg as ``avg + weight * strings² * (1 - avg)``:
a pair's score can only rise, identical code stays at 1.0, and with a weight
under the threshold strings alone never flag a pair.  The square keeps a few
strings two honest students happen to share (a share of 0.2 adds a
twenty-fifth of what all of them would) from lifting honest pairs, while a
copy that kept its messages keeps nearly all (docs/quality.md, "Shared rare
strings").
"""

from __future__ import annotations

import functools
import hashlib
import re
from collections.abc import Iterable, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import replace

import numpy as np

from mossish.engine.index import Document
from mossish.model import F64, I64, U64, TokenizedFile, frozen_array

# A string counts when it has at least this many letters or digits.
MIN_CHARACTERS = 3
_ESCAPES = re.compile(r"\\[ntr]")
_SPACE = re.compile(r"\s+")
_WORDISH = re.compile(r"[^\W_]", re.UNICODE)
# String prefixes a lexer keeps with the quote (Python's f, r, b, u; C's L, u8).
_PREFIX = re.compile(r"^[A-Za-z0-9]{0,2}(?=[\"'`])")
NO_STRINGS = frozen_array(np.zeros(0, dtype=np.uint64))


@functools.lru_cache(maxsize=1 << 16)
def string_key(literal: str) -> int | None:
    """The stable 64-bit key of one string literal as written, or None if it does not count."""
    text = _PREFIX.sub("", literal.strip(), count=1)
    text = text.strip("\"'`")
    text = _SPACE.sub(" ", _ESCAPES.sub(" ", text)).strip().casefold()
    if len(_WORDISH.findall(text)) < MIN_CHARACTERS:
        return None
    digest = hashlib.blake2b(text.encode("utf-8", "surrogatepass"), digest_size=8)
    return int.from_bytes(digest.digest(), "little")


def file_strings(text: str, tokens: TokenizedFile, string_value: int) -> set[int]:
    """The keys of a file's string literals: the tokens of value ``string_value``
    (the family's collapsed string) cover each literal whole."""
    at = np.flatnonzero(np.asarray(tokens.tokens) == np.uint64(string_value))
    if not at.size:
        return set()
    starts, ends = tokens.starts[at].tolist(), tokens.ends[at].tolist()
    keys = (string_key(text[s:e]) for s, e in zip(starts, ends, strict=True))
    return {key for key in keys if key is not None}


def union(parts: Iterable[AbstractSet[int]], without: frozenset[int] = frozenset()) -> U64:
    """The distinct keys of several files (a submission), less those in ``without``, sorted."""
    keys: set[int] = set().union(*parts)
    keys.difference_update(without)
    return frozen_array(np.array(sorted(keys), dtype=np.uint64))


def weights(strings: Sequence[U64]) -> list[F64]:
    """Each submission's strings weighed ``log(n / holders)`` within the class."""
    n = len(strings)
    if not n:
        return []
    keys, holders = np.unique(np.concatenate([NO_STRINGS, *strings]), return_counts=True)
    weight = np.log(n / np.maximum(holders, 1).astype(np.float64))
    return [frozen_array(weight[np.searchsorted(keys, s)]) for s in strings]


def shared(
    strings: Sequence[U64], weighed: Sequence[F64], i: I64, j: I64, block: int = 1 << 18
) -> F64:
    """Per pair (i[p], j[p]): the weight of the strings both hold over the weight of all
    strings of the lighter side (0 where either side has none that weigh)."""
    count = int(i.shape[0])
    out = np.zeros(count, dtype=np.float64)
    if not count or not strings:
        return out
    sizes = np.array([s.shape[0] for s in strings], dtype=np.int64)
    if not sizes.any():
        return out
    bounds = np.zeros(len(strings) + 1, dtype=np.int64)
    np.cumsum(sizes, out=bounds[1:])
    keys = np.concatenate(strings)
    weight = np.concatenate(weighed)
    totals = np.add.reduceat(np.append(weight, 0.0), bounds[:-1]) * (sizes > 0)
    lighter = np.minimum(totals[i], totals[j])
    # Only strings that two or more hold and that weigh can be shared: the
    # rest count in the totals alone (most of a class's strings are its own).
    ranks, holders = np.unique(keys, return_inverse=True, return_counts=True)[1:]
    useful = (holders[ranks] >= 2) & (weight > 0)
    owner = np.repeat(np.arange(len(strings), dtype=np.int64), sizes)[useful]
    ranks, weight = ranks[useful].astype(np.int64), weight[useful]
    sizes = np.bincount(owner, minlength=len(strings)).astype(np.int64)
    bounds[1:] = np.cumsum(sizes)
    # Each document's strings as (document, key rank) in one sorted array, so a
    # string of one side is looked up in the other by binary search.
    width = int(ranks.max()) + 1 if ranks.size else 1
    table = owner * width + ranks  # sorted: documents ascending, keys sorted within each
    wanted = np.flatnonzero((sizes[i] > 0) & (sizes[j] > 0) & (lighter > 0))
    # The side with fewer strings is walked, the other looked up.
    small = np.where(sizes[i] <= sizes[j], i, j)
    large = np.where(sizes[i] <= sizes[j], j, i)
    start = 0
    while start < wanted.shape[0]:
        # Blocks of about ``block`` looked-up strings bound the memory.
        cumulative = np.cumsum(sizes[small[wanted[start:]]])
        stop = start + max(1, int(np.searchsorted(cumulative, block, side="right")))
        chosen = wanted[start:stop]
        counts = sizes[small[chosen]]
        firsts = bounds[small[chosen]]
        which = np.repeat(np.arange(chosen.shape[0], dtype=np.int64), counts)
        place = np.arange(int(counts.sum()), dtype=np.int64) - np.repeat(
            np.cumsum(counts) - counts, counts
        )
        rows = firsts[which] + place
        probe = large[chosen][which] * width + ranks[rows]
        hit = np.minimum(np.searchsorted(table, probe), table.shape[0] - 1)
        found = table[hit] == probe
        out[chosen] = np.bincount(which, weights=weight[rows] * found, minlength=chosen.shape[0])
        start = stop
    np.divide(out, np.maximum(lighter, 1e-300), out=out)
    return np.clip(out, 0.0, 1.0, out=out)


def boosted(avg: F64, strings: F64, weight: float) -> F64:
    """avg raised by the pair's shared rare strings: ``avg + weight * strings² * (1 - avg)``."""
    if weight <= 0:
        return avg
    return np.clip(avg + weight * np.square(strings) * (1.0 - avg), 0.0, 1.0)


def weighed_documents(documents: Sequence[Document]) -> list[Document]:
    """The documents with their strings weighed within this class (``weights``)."""
    found = weights([d.strings for d in documents])
    return [replace(d, string_weights=w) for d, w in zip(documents, found, strict=True)]


def pair_strings(documents: Sequence[Document], i: I64, j: I64, matched: I64) -> F64:
    """``shared`` for the documents' pairs (i[p], j[p]) that share a run (``matched`` > 0);
    0 for the others, which are never reported whatever their strings."""
    out = np.zeros(i.shape[0], dtype=np.float64)
    at = np.flatnonzero(matched > 0)
    strings = [d.strings for d in documents]
    out[at] = shared(strings, [d.string_weights for d in documents], i[at], j[at])
    return out
