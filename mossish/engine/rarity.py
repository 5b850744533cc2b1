"""Rarity (pure): how much each token counts, from how widely the class holds its code.

Code that much of a class holds (a fast-input class contestants carry, an
idiom every solution writes, a template from a popular blog) is weak
evidence that two submissions share an author, whether or not anyone handed
it out.  Each k-gram of a submission gets a weight that falls with the share
of the class holding it, and each token the largest weight of the k-grams
over it: a token counts fully where any k-gram over it is rare.

A group of students who all copied one source also holds that source's code
widely, and must not be erased.  So holders are not counted one each, but
as *effective* holders, as sequence weighting does for families of related
sequences (Henikoff & Henikoff 1994): a submission that is similar to many
others counts as a fraction of one.  Sixty copies of one original count
about as one holder; thirty unrelated contestants who carry the same
template count as thirty.  Similarity between submissions is measured on
weighted code, which in turn needs the weights: the two are iterated a few
times from the plain similarity (template holders look alike only on the
template, which the first round already discounts; a ring of copiers is
alike everywhere).  This module holds the formulas; the rounds run over
blocks of the class (``weighing.py``, scheduled by ``schedule.Ranking``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from mossish.engine.index import Document
from mossish.model import F64, I32, I64

# How strongly a similar submission makes another count as a fraction of a
# holder: neighbours count similarity ** RING_POWER (high similarity: one
# family; honest levels of shared idiom: nearly independent).
RING_POWER = 2.0
# Rounds of weights, then similarity on the weighted code.
ROUNDS = 2
# Below this many submissions nothing is discounted: there is no class to
# judge what is common by.
MIN_CLASS = 4


@dataclass(frozen=True, slots=True)
class Rarity:
    """Per document: each token's weight (0 on ignored tokens) and its holders.

    ``holders[d][t]`` is how many submissions hold the most widely held
    k-gram over token ``t`` (what a view reports: "in 41 of 70").
    """

    weights: tuple[F64, ...]
    holders: tuple[I32, ...]
    submissions: int


def uniform(documents: Sequence[Document]) -> Rarity:
    """Every token that counts weighs 1 (no discount)."""
    return Rarity(
        weights=tuple((~d.ignored).astype(np.float64) for d in documents),
        # One value seen at every place (read-only, no memory): weighing replaces them.
        holders=tuple(np.broadcast_to(np.int32(1), (d.size,)) for d in documents),
        submissions=len(documents),
    )


def _token_values(values: F64 | I64, size: int, k: int, fill: float) -> F64:
    """Per token, the largest value of the k-grams over it (``fill`` where none is)."""
    padded = np.full(size + k - 1, fill, dtype=np.float64)
    padded[k - 1 : k - 1 + values.shape[0]] = values
    if size == 0:
        return np.zeros(0, dtype=np.float64)
    # Token t lies under the k-grams starting at t - k + 1 .. t: k shifted maxima.
    out: F64 = padded[k - 1 : k - 1 + size].copy()
    for shift in range(1, k):
        np.maximum(out, padded[k - 1 - shift : k - 1 - shift + size], out=out)
    return out


def closeness(n: int, pairs_i: I64, similarity_i: F64, pairs_j: I64, similarity_j: F64) -> F64:
    """Per submission, how many it counts as (itself and its similar neighbours).

    The pairs are given by each side (``pairs_i`` with their similarities, then
    ``pairs_j``), in the order of the class's pairs: the sums are taken in it.
    """
    near = np.ones(n, dtype=np.float64)
    near += np.bincount(pairs_i, weights=_kernel(similarity_i), minlength=n)
    near += np.bincount(pairs_j, weights=_kernel(similarity_j), minlength=n)
    return near


def _kernel(similarity: F64) -> F64:
    return np.clip(similarity, 0.0, 1.0) ** RING_POWER


# Rows summed at a time by ``held_share``: a stretch of whole k-grams, so no
# array as long as a large class's k-grams is made for the sum.
HELD_STRETCH = 1 << 22


def held_share(
    starts: I64,
    counts: I64,
    owners: npt.NDArray[np.signedinteger],
    each: F64,
    total: float,
) -> F64:
    """Per k-gram, its holders' ``each`` summed in row order, / ``total``.

    The rows are grouped by k-gram: group ``g`` is the ``counts[g]`` rows from
    ``starts[g]``, each a holder in ``owners``.  Each group is summed whole
    within one stretch, so the sums are those of one ``bincount`` over every row.
    """
    kgrams = int(starts.shape[0])
    held = np.zeros(kgrams)
    group = 0
    while group < kgrams:
        lo = int(starts[group])
        end = max(group + 1, int(np.searchsorted(starts, lo + HELD_STRETCH, side="left")))
        hi = int(starts[end - 1] + counts[end - 1])
        rows = np.repeat(np.arange(end - group, dtype=np.int64), counts[group:end])
        held[group:end] = np.bincount(rows, weights=each[owners[lo:hi]], minlength=end - group)
        group = end
    share: F64 = held / total
    return share


def kgram_weights(share: F64, counts: I64, zero_at: float) -> F64:
    """Each k-gram's weight from its share of effective holders (and its plain holder count)."""
    weight = np.clip(1.0 - share / zero_at, 0.0, 1.0)
    # A k-gram one submission alone holds is rare whatever the sizes.
    weight[counts <= 1] = 1.0
    return weight


def token_weights(document: Document, kgram_weight: F64, k: int) -> F64:
    """Per token, the largest weight of the k-grams over it (``kgram_weight``: by position);
    ignored tokens weigh nothing."""
    per_token = _token_values(kgram_weight, document.size, k, 1.0)
    per_token[np.asarray(document.ignored)] = 0.0
    return per_token


def token_holders(document: Document, counts: I64, k: int) -> I32:
    """Per token, the holders of the most widely held k-gram over it (``counts``: by position)."""
    return _token_values(counts, document.size, k, 1.0).astype(np.int32)


# A region is reported as discounted where its tokens count less than this.
SHOWN_BELOW = 0.5


def discounted(
    rarity: Rarity, number: int, document: Document, min_length: int = 1
) -> list[tuple[int, int, int, float]]:
    """Runs of a document's tokens that count less than SHOWN_BELOW, each within one file:
    (start, length, most holders, mean weight)."""
    weights = rarity.weights[number]
    low = (weights < SHOWN_BELOW) & ~np.asarray(document.ignored)
    if not low.any():
        return []
    starts_file = np.zeros(document.size, dtype=np.bool_)
    starts_file[
        np.asarray(document.file_starts)[:-1][np.asarray(document.file_starts)[:-1] < document.size]
    ] = True
    begin = low & (starts_file | ~np.concatenate(([False], low[:-1])))
    first = np.flatnonzero(begin)
    # Each run ends where the next begins or the marked tokens stop.
    run_id = np.cumsum(begin) - 1
    members = np.flatnonzero(low)
    length = np.bincount(run_id[members], minlength=first.shape[0])
    holders = rarity.holders[number]
    most = np.maximum.reduceat(holders[members], np.searchsorted(members, first))
    mean = np.add.reduceat(weights[members], np.searchsorted(members, first)) / length
    keep = length >= min_length
    first, length, most, mean = first[keep], length[keep], most[keep], mean[keep]
    return [
        (int(f), int(n), int(h), float(m))
        for f, n, h, m in zip(
            first.tolist(), length.tolist(), most.tolist(), mean.tolist(), strict=True
        )
    ]
