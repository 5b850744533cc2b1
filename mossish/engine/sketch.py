"""Sketch stage (pure): whole-submission SimHash and MinHash, for archive-scale search.

Winnowing finds the fragments two programs share; it needs postings and a
comparison per candidate.  A sketch answers a cheaper question in constant
time: "is this submission (nearly) one we have already seen?".

**SimHash** (Charikar, STOC 2002).  The features of a submission are all its
k-gram hashes (every k-gram, not only the winnowed ones: more features, less
noise), weighted by how often each occurs.  For each of the 64 bit positions,
every feature votes its weight for 1 if its hash has that bit set, against
otherwise; the sign of the total is the sketch's bit (a tie gives 0).  The
k-gram hashes are SplitMix64 outputs (``fingerprint.mix64``), so their bits are
independent fair coins and need no further hashing.  Two submissions whose
weighted feature vectors are at angle ``theta`` differ in about
``64 * theta / pi`` bits: identical token streams (a verbatim copy, or one
with comments, layout or identifiers changed) give the same sketch, and one
edit in a submission of ``n`` k-grams changes about ``64 * sqrt(2k/n) / pi``
bits.  The feature set is a bag, so the order of files (and of functions)
hardly matters.

**Pigeonhole tables** (Manku, Jain & Das Sarma, WWW 2007).  Split the 64 bits
into ``d + 1`` blocks; two sketches within Hamming distance ``d`` agree
exactly on at least one block.  Table ``i`` holds every sketch permuted
(rotated) so that block ``i`` is on top, keyed by that value: the near
sketches of a query are found by ``d + 1`` indexed range look-ups (the
permuted query's top block), then verified by popcount, since a permutation
of bits keeps Hamming distances.

**MinHash** (Broder 1997).  ``m`` independent permutations of the 64-bit
fingerprint hashes; the signature is the minimum of each over a set.  Two
sets agree in one slot with probability equal to their Jaccard similarity
``J``, so the fraction of agreeing slots estimates ``J`` with standard error
``sqrt(J (1 - J) / m)``.  Permutation ``i`` is ``x -> mix64(x ^ seed_i)``
(an xor with a constant and SplitMix64's multiply-xorshift finaliser are both
bijections of 64-bit words); the seeds are the SplitMix64 sequence from state
0 (first ``0xE220A8397B1DCDAF``), so they are the same in every process and
anyone can regenerate them.

Defaults and why:

* ``DEFAULT_DISTANCE = 3`` (4 blocks of 16 bits), as Manku et al. chose for
  64-bit sketches of billions of web pages.  Copies whose normalised tokens
  are unchanged are at distance 0; 3 also admits a small edit in a
  submission of a few hundred statements.  Unrelated sketches differ in
  Binomial(64, 1/2) bits: the chance that two are within 3 is 2.4e-15, and a
  16-bit block key matches ``N / 65536`` unrelated entries per table (1.5 in
  an archive of 100,000).  A larger radius needs narrower blocks and admits
  related but independent work (shared starter code): bench/near_scale.py
  measures it.
* ``MINHASH_SIZE = 128``: standard error at most ``0.5 / sqrt(128) = 0.044``
  (at ``J = 0.5``; 0.027 at ``J = 0.9``) for 1 KiB per submission.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from mossish.engine.fingerprint import Fingerprints, mix64
from mossish.model import I64, U64, frozen_array

BITS = 64
DEFAULT_DISTANCE = 3
MINHASH_SIZE = 128
# Bump when the definition of either sketch changes: stored sketches made
# otherwise are no longer comparable (the archive records and checks it).
SKETCH_VERSION = 1
# A signature slot of a set with no element: larger than any minimum.
EMPTY_SLOT = np.uint64(0xFFFFFFFFFFFFFFFF)
_MASK = (1 << BITS) - 1
_GAMMA = 0x9E3779B97F4A7C15  # SplitMix64's increment
# Rows per vectorised chunk, so a huge submission never needs a huge matrix.
_CHUNK_ROWS = 1 << 14
_POPCOUNT8 = np.array([bin(i).count("1") for i in range(256)], dtype=np.int64)


@dataclass(frozen=True, slots=True)
class Sketch:
    """A submission's sketches: SimHash of all its k-grams, MinHash of its fingerprints."""

    simhash: int
    minhash: U64


# --- SimHash -----------------------------------------------------------------


def simhash(kgram_hashes: U64) -> int:
    """Charikar SimHash (64 bits) of k-gram hashes weighted by frequency; 0 for none."""
    values, counts = np.unique(np.asarray(kgram_hashes, dtype=np.uint64), return_counts=True)
    if values.size == 0:
        return 0
    ones = np.zeros(BITS, dtype=np.int64)
    for start in range(0, values.shape[0], _CHUNK_ROWS):
        chunk = values[start : start + _CHUNK_ROWS]
        # Big-endian bytes, so column j is bit 63 - j on every machine.
        bits = np.unpackbits(chunk.astype(">u8").view(np.uint8).reshape(-1, 8), axis=1)
        ones += counts[start : start + _CHUNK_ROWS].astype(np.int64) @ bits.astype(np.int64)
    votes = 2 * ones - int(counts.sum())
    return int.from_bytes(np.packbits(votes > 0).tobytes(), "big")


def hamming(a: int, b: int) -> int:
    """Number of bits in which two 64-bit sketches differ."""
    return ((a ^ b) & _MASK).bit_count()


def popcount(values: U64) -> I64:
    """Set bits of each 64-bit value (a byte table: works on any NumPy)."""
    array = np.ascontiguousarray(values, dtype=np.uint64)
    per_byte = _POPCOUNT8[array.view(np.uint8)]
    return per_byte.reshape(-1, 8).sum(axis=1).astype(np.int64)  # type: ignore[no-any-return]


def distances(query: int, sketches: U64) -> I64:
    """Hamming distance from ``query`` to each of ``sketches``."""
    return popcount(np.asarray(sketches, dtype=np.uint64) ^ np.uint64(query & _MASK))


def within(query: int, sketches: U64, distance: int) -> I64:
    """Indices of the sketches within ``distance`` bits of ``query`` (brute force)."""
    return np.flatnonzero(distances(query, sketches) <= distance).astype(np.int64)


# --- pigeonhole blocks -------------------------------------------------------


@lru_cache(maxsize=64)
def blocks(distance: int) -> tuple[tuple[int, int], ...]:
    """``(shift, width)`` of the ``distance + 1`` blocks, top block first.

    Widths differ by at most one and cover all 64 bits: block ``i`` is
    ``(sketch >> shift) & (2**width - 1)``.
    """
    if not 0 <= distance < BITS:
        raise ValueError(f"a Hamming radius must be from 0 to {BITS - 1}, not {distance}")
    count = distance + 1
    narrow, wide = divmod(BITS, count)
    out, top = [], BITS
    for i in range(count):
        width = narrow + (1 if i < wide else 0)
        top -= width
        out.append((top, width))
    return tuple(out)


def _rotl(value: int, amount: int) -> int:
    amount %= BITS
    return ((value << amount) | (value >> (BITS - amount))) & _MASK if amount else value


def permute(sketch: int, block: int, distance: int) -> int:
    """``sketch`` rotated so that block ``block`` (of radius ``distance``) is its top bits."""
    shift, width = blocks(distance)[block]
    return _rotl(sketch & _MASK, BITS - shift - width)


def unpermute(key: int, block: int, distance: int) -> int:
    """The inverse of ``permute``."""
    shift, width = blocks(distance)[block]
    return _rotl(key, shift + width)


def table_keys(sketch: int, distance: int) -> tuple[int, ...]:
    """The permuted sketch stored in each of the ``distance + 1`` tables."""
    return tuple(permute(sketch, i, distance) for i in range(distance + 1))


def key_range(sketch: int, block: int, distance: int) -> tuple[int, int]:
    """Smallest and largest key in table ``block`` sharing ``sketch``'s block exactly."""
    width = blocks(distance)[block][1]
    low = (1 << (BITS - width)) - 1
    key = permute(sketch, block, distance)
    return key & ~low & _MASK, key | low


# --- MinHash -----------------------------------------------------------------


@lru_cache(maxsize=8)
def minhash_seeds(m: int = MINHASH_SIZE) -> U64:
    """The first ``m`` outputs of SplitMix64 from state 0: the permutations' seeds."""
    states = np.array([(_GAMMA * (i + 1)) & _MASK for i in range(m)], dtype=np.uint64)
    return frozen_array(mix64(states))


def minhash(hashes: U64, m: int = MINHASH_SIZE) -> U64:
    """MinHash signature (``m`` slots) of the set of ``hashes``; all EMPTY_SLOT if empty."""
    if m <= 0:
        raise ValueError(f"a MinHash signature needs at least one slot, not {m}")
    values = np.unique(np.asarray(hashes, dtype=np.uint64))
    seeds = minhash_seeds(m)
    signature = np.full(m, EMPTY_SLOT, dtype=np.uint64)
    rows = max(1, (_CHUNK_ROWS * 16) // m)
    for start in range(0, values.shape[0], rows):
        permuted = mix64(values[start : start + rows, None] ^ seeds[None, :])
        np.minimum(signature, permuted.min(axis=0), out=signature)
    return frozen_array(signature)


def estimate_jaccard(sig_a: U64, sig_b: U64) -> float:
    """Share of equal slots of two signatures: estimates the sets' Jaccard similarity.

    0.0 when either set was empty (as ``jaccard``).
    """
    a = np.asarray(sig_a, dtype=np.uint64)
    b = np.asarray(sig_b, dtype=np.uint64)
    if a.shape != b.shape:
        raise ValueError(f"signatures of different sizes: {a.shape[0]} and {b.shape[0]}")
    if a.size == 0 or bool((a == EMPTY_SLOT).all()) or bool((b == EMPTY_SLOT).all()):
        return 0.0
    return int(np.count_nonzero(a == b)) / int(a.shape[0])


def jaccard(a: U64, b: U64) -> float:
    """Exact Jaccard similarity ``|A & B| / |A | B|`` of two sets of hashes; 0.0 if both empty."""
    set_a = np.unique(np.asarray(a, dtype=np.uint64))
    set_b = np.unique(np.asarray(b, dtype=np.uint64))
    common = np.intersect1d(set_a, set_b, assume_unique=True).shape[0]
    union = set_a.shape[0] + set_b.shape[0] - common
    return common / union if union else 0.0


# --- a submission -------------------------------------------------------------


def sketch_of(entries: Sequence[tuple[object, Fingerprints]], m: int = MINHASH_SIZE) -> Sketch:
    """The sketches of one submission from its files' ``(tokens, fingerprints)``.

    ``entries`` are a submission's ``engine.lexing.process_files`` results (one per
    file).  SimHash over all k-grams of all files; MinHash over the distinct
    winnowed fingerprints (``engine.prepare.submission_hashes``), the set whose
    Jaccard similarity ``jaccard`` gives exactly.
    """
    prints = [p for _, p in entries]
    kgrams = [p.kgrams for p in prints]
    everything = np.concatenate(kgrams) if kgrams else np.zeros(0, dtype=np.uint64)
    chosen = [p.hashes for p in prints]
    selected = np.concatenate(chosen) if chosen else np.zeros(0, dtype=np.uint64)
    return Sketch(simhash=simhash(everything), minhash=minhash(selected, m))


__all__ = [
    "DEFAULT_DISTANCE",
    "EMPTY_SLOT",
    "MINHASH_SIZE",
    "SKETCH_VERSION",
    "Sketch",
    "blocks",
    "distances",
    "estimate_jaccard",
    "hamming",
    "jaccard",
    "key_range",
    "minhash",
    "minhash_seeds",
    "permute",
    "popcount",
    "simhash",
    "sketch_of",
    "table_keys",
    "unpermute",
    "within",
]
