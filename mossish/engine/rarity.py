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
alike everywhere).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from mossish.engine.fingerprint import kgram_hashes
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


@dataclass(frozen=True, slots=True)
class _Holdings:
    """The class's distinct k-grams: per document, the k-gram id at each position."""

    ids: tuple[npt.NDArray[np.signedinteger], ...]  # per document, each token's k-gram id
    owners: I32  # one row per (k-gram id, holding document)
    kgram_of_row: npt.NDArray[np.signedinteger]
    counts: I64  # holders per k-gram id


def _holdings(documents: Sequence[Document], k: int) -> _Holdings:
    # Ids, owners and places in 32 bits: these arrays hold every token of the
    # class several times over, and were the largest the scoring made.
    per_doc = [kgram_hashes(np.asarray(d.tokens), k) for d in documents]
    bounds = np.concatenate(([0], np.cumsum([p.shape[0] for p in per_doc]))).astype(np.int64)
    everything = np.concatenate(per_doc) if per_doc else np.zeros(0, dtype=np.uint64)
    del per_doc
    place = np.int32 if everything.shape[0] < 2**31 else np.int64
    # One stable sort: equal k-grams together, their holders in document order
    # (np.unique's hashing was several times slower on a class's k-grams).
    order = np.argsort(everything, kind="stable")
    ordered = everything[order]
    del everything
    new_kgram = np.ones(ordered.shape[0], dtype=np.bool_)
    new_kgram[1:] = ordered[1:] != ordered[:-1]
    del ordered
    owner = np.repeat(np.arange(len(documents), dtype=np.int32), np.diff(bounds))
    holder = owner[order]
    del owner
    id_sorted = np.cumsum(new_kgram, dtype=place) - 1
    inverse = np.empty(order.shape[0], dtype=place)
    inverse[order] = id_sorted
    del order
    first_holding = new_kgram
    first_holding[1:] |= holder[1:] != holder[:-1]
    kgram_of_row, owners = id_sorted[first_holding], holder[first_holding]
    counts = np.bincount(kgram_of_row, minlength=int(id_sorted[-1]) + 1 if id_sorted.size else 0)
    ids = tuple(inverse[lo:hi] for lo, hi in itertools.pairwise(bounds.tolist()))
    return _Holdings(ids, owners, kgram_of_row, counts.astype(np.int64))


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


def effective_share(
    holdings: _Holdings, n: int, pairs_i: I64, pairs_j: I64, similarity: F64
) -> F64:
    """Per k-gram, its effective holders as a share of the class's effective size."""
    each = 1.0 / closeness(n, pairs_i, similarity, pairs_j, similarity)
    return held_share(holdings.kgram_of_row, holdings.owners, holdings.counts.shape[0],
                      each, float(each.sum()))  # fmt: skip


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


def held_share(
    kgram_of_row: npt.NDArray[np.signedinteger],
    owners: npt.NDArray[np.signedinteger],
    kgrams: int,
    each: F64,
    total: float,
) -> F64:
    """Per k-gram, its holders' ``each`` summed (rows by k-gram, holders in order), / ``total``."""
    held = np.bincount(kgram_of_row, weights=each[owners], minlength=kgrams)
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


def weigh(
    documents: Sequence[Document],
    k: int,
    zero_at: float,
    rescore: object,
    start: Rarity | None = None,
) -> Rarity:
    """Token weights for the class, iterating weights and weighted similarity.

    A k-gram held by the share ``zero_at`` of the class's effective holders
    or more counts nothing; below it, its weight falls linearly from 1.

    ``rescore(rarity) -> (i, j, similarity)`` scores the candidate pairs
    with the given weights (the caller's runs, rescored: no new matching).
    ``start``: what ``rescore`` is first given, standing for the uniform
    weights (by default ``uniform(documents)`` itself).
    """
    n = len(documents)
    if n < MIN_CLASS or zero_at <= 0:
        return uniform(documents)
    holdings = _holdings(documents, k)
    rarity = start if start is not None else uniform(documents)
    unweighted = rarity.holders
    for _ in range(ROUNDS):
        i, j, similarity = rescore(rarity)  # type: ignore[operator]
        del rarity  # this round's weights are summed: let them go before the next are made
        share = effective_share(holdings, n, i, j, similarity)
        kgram_weight = kgram_weights(share, holdings.counts, zero_at)
        weights = [
            token_weights(document, kgram_weight[ids], k)
            for document, ids in zip(documents, holdings.ids, strict=True)
        ]
        rarity = Rarity(tuple(weights), unweighted, n)
    holders = tuple(
        token_holders(d, holdings.counts[ids], k)
        for d, ids in zip(documents, holdings.ids, strict=True)
    )
    return Rarity(rarity.weights, holders, n)


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
