"""Fingerprint stage (pure): stable k-gram hashes and robust winnowing.

Winnowing (Schleimer, Wilkerson & Aiken, SIGMOD 2003): hash every k-gram of
the normalised token stream, slide a window of ``w`` consecutive k-gram
hashes along it, and in each window select the minimum.  Two guarantees
follow, which the tests check as properties:

* any token run of at least the guarantee threshold ``t = k + w - 1`` shared
  by two files yields at least one shared fingerprint (a window fits inside
  the run, and both files select that window's minimum);
* no run shorter than ``k`` (the noise threshold) is ever matched.

Robust winnowing: when a window's minimum occurs more than once, keep the
previous window's choice if it is still inside the window and still minimal,
otherwise take the rightmost minimum.  A fingerprint is recorded once per run
of windows that select it, so repetitive code (long runs of equal k-grams)
does not flood the index.

Hashes are a polynomial over the tokens' stable 64-bit values, mod 2**64,
then a SplitMix64 finaliser for well-mixed bits: NumPy's unsigned arithmetic
wraps the same way on every machine, so fingerprints are identical in every
process (never Python's salted ``hash()``).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from numpy.lib.stride_tricks import sliding_window_view

from mossish.model import I64, U64, TokenizedFile, frozen_array

# An odd multiplier (the 64-bit golden ratio) makes the polynomial a bijection
# per position mod 2**64.
_BASE = np.uint64(0x9E3779B97F4A7C15)
_M1 = np.uint64(0xBF58476D1CE4E5B9)
_M2 = np.uint64(0x94D049BB133111EB)
_EMPTY_U64: U64 = frozen_array(np.zeros(0, dtype=np.uint64))
_EMPTY_I64: I64 = frozen_array(np.zeros(0, dtype=np.int64))


@dataclass(frozen=True, slots=True)
class Fingerprints:
    """One file's k-gram hashes and the winnowed selection among them.

    ``kgrams[i]`` is the hash of tokens ``i .. i+k-1``; ``selected`` holds the
    indices of the winnowed k-grams, ascending.
    """

    kgrams: U64
    selected: I64

    @property
    def hashes(self) -> U64:
        return self.kgrams[self.selected]


# A file through the lexing stage: its normalised tokens and their fingerprints.
Entry = tuple[TokenizedFile, Fingerprints]


def mix64(values: U64) -> U64:
    """SplitMix64 finaliser: spreads every input bit over the whole word."""
    with np.errstate(over="ignore"):
        x = values ^ (values >> np.uint64(30))
        x = x * _M1
        x = x ^ (x >> np.uint64(27))
        x = x * _M2
        return x ^ (x >> np.uint64(31))  # type: ignore[no-any-return]


def kgram_hashes(tokens: U64, k: int) -> U64:
    """Stable 64-bit hash of every k-gram of ``tokens`` (empty if fewer than k)."""
    n = int(tokens.shape[0]) - k + 1
    if n <= 0:
        return _EMPTY_U64
    acc = np.zeros(n, dtype=np.uint64)
    with np.errstate(over="ignore"):
        for j in range(k):
            acc *= _BASE
            acc += tokens[j : j + n]
    return mix64(acc)


def winnow(hashes: U64, window: int) -> I64:
    """Indices chosen by robust winnowing over ``hashes``, ascending, each once.

    A sequence shorter than one window is one window (its minimum is kept),
    so short files still have a fingerprint.
    """
    n = int(hashes.shape[0])
    if n == 0:
        return _EMPTY_I64
    w = min(window, n)
    windows = sliding_window_view(hashes, w)
    count = n - w + 1
    # Rightmost minimum of each window: argmin finds the first minimum, so
    # search the reversed window.
    chosen = (w - 1 - np.argmin(windows[:, ::-1], axis=1)) + np.arange(count)
    if _repeats_within(hashes, w):
        # Robust tie rule, sequential by nature but only needed where a
        # window's minimum repeats (repetitive code): keep the previous pick.
        minima = hashes[chosen]
        tied = np.flatnonzero((windows == minima[:, None]).sum(axis=1) > 1)
        for i in tied.tolist():
            if i == 0:
                continue
            previous = chosen[i - 1]
            if previous >= i and hashes[previous] == minima[i]:
                chosen[i] = previous
    # Choices never move left (a window keeps its predecessor's pick or takes
    # one further right), so each fingerprint is recorded once per run of
    # windows by dropping repeats: no sort needed.
    first = np.ones(count, dtype=np.bool_)
    first[1:] = chosen[1:] != chosen[:-1]
    picked: I64 = chosen[first].astype(np.int64)
    return picked


def _repeats_within(hashes: U64, w: int) -> bool:
    """True when two equal hashes lie fewer than ``w`` apart (a window may hold a tie)."""
    return any(bool((hashes[d:] == hashes[:-d]).any()) for d in range(1, w))


def fingerprint(tokens: U64, k: int, window: int) -> Fingerprints:
    """All k-gram hashes of a token stream and the winnowed selection."""
    kgrams = kgram_hashes(tokens, k)
    return Fingerprints(kgrams=frozen_array(kgrams), selected=frozen_array(winnow(kgrams, window)))
