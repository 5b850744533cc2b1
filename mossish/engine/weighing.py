"""Rarity weighting by block (pure kernels): ``rarity.py``'s rounds over a cut class.

Each block's k-grams are shuffled by hash range (``kgram_postings``);
each range weighs its k-grams from how many (effective) submissions hold
them (``range_weights``), and each block takes its tokens' weights from
them (``block_weights``).  How much each submission counts as a holder
comes from its pairs' similarity (``each_holder``).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from mossish.engine.arrays import Weighed, sorted_groups
from mossish.engine.index import Document, merge_postings_placed, owners_of
from mossish.engine.locator import Locator
from mossish.engine.ranges import Postings, block_kgrams, cut
from mossish.engine.ranking import discounts_at
from mossish.engine.rarity import (
    Rarity,
    closeness,
    discounted,
    held_share,
    kgram_weights,
    token_holders,
    token_weights,
    uniform,
)
from mossish.engine.scoring import running_sum
from mossish.model import F64, I32, I64, U64, Discount


@dataclass(frozen=True, slots=True)
class BlockWeights(Weighed):
    """One document block's token weights and holder counts."""

    weights: tuple[F64, ...]
    holders: tuple[I32, ...]


def uniform_weights(documents: list[Document]) -> BlockWeights:
    flat = uniform(documents)
    return BlockWeights(flat.weights, flat.holders)


def running(weights: BlockWeights, start: float) -> F64:
    """A block's slice of the class's running sum of weights, from the previous block's end."""
    return running_sum(weights.weights, start)


def end_of(running: F64) -> float:
    return float(running[-1])


def each_holder(
    first: int,
    size: int,
    as_i: Sequence[tuple[I64, I64, F64]],
    as_j: Sequence[tuple[I64, I64, F64]],
) -> F64:
    """How much each submission of a block counts as a holder (``rarity.closeness``).

    ``as_i``: the pair blocks where the block's submissions are i, in order of
    the other block; ``as_j`` likewise: each submission's pairs come in the
    class's pair order, so its sum is the local engine's.
    """
    none = np.zeros(0, dtype=np.int64)
    pairs_i = np.concatenate([none, *(i for i, _, _ in as_i)]) - first
    pairs_j = np.concatenate([none, *(j for _, j, _ in as_j)]) - first
    similarity_i = np.concatenate([np.zeros(0), *(s for _, _, s in as_i)])
    similarity_j = np.concatenate([np.zeros(0), *(s for _, _, s in as_j)])
    near = closeness(size, pairs_i, similarity_i, pairs_j, similarity_j)
    each: F64 = 1.0 / near
    return each


def range_weights(
    merged: Postings, each: F64, total: float, zero_at: float, bounds: I64
) -> list[tuple[U64, F64, I64]]:
    """A hash range's k-gram weights and holder counts, cut by the document blocks holding them.

    ``bounds``: each block's first submission, and the class's size at the end.
    """
    hashes, owners = merged
    starts, counts = sorted_groups(hashes)
    share = held_share(starts, counts, owners, each, total)
    weight = kgram_weights(share, counts.astype(np.int64), zero_at)
    if bounds.shape[0] == 2:
        # One block holds every document (a local run): every k-gram is its piece.
        return [(hashes[starts], weight, counts.astype(np.int64))]
    group = np.repeat(np.arange(starts.shape[0], dtype=np.int64), counts)
    block = np.searchsorted(bounds, owners, side="right") - 1
    order = np.argsort(block, kind="stable")  # by block, k-grams still in hash order
    by_block, groups = block[order], group[order]
    new = np.ones(groups.shape[0], dtype=np.bool_)
    new[1:] = (groups[1:] != groups[:-1]) | (by_block[1:] != by_block[:-1])
    by_block, groups = by_block[new], groups[new]
    cuts = np.searchsorted(by_block, np.arange(bounds.shape[0]))
    return [
        (hashes[starts[g]], weight[g], counts[g].astype(np.int64))
        for g in (groups[lo:hi] for lo, hi in itertools.pairwise(cuts.tolist()))
    ]


@dataclass(frozen=True, slots=True)
class KgramPlaces(Weighed):
    """Per document of a block, each of its k-grams' place among the block's distinct
    k-grams in hash order: where ``block_weights`` finds their weights, every round."""

    places: tuple[npt.NDArray[np.signedinteger], ...]


def kgram_postings(
    documents: list[Document], first: int, size: int, ranges: int, k: int
) -> tuple[list[Postings], KgramPlaces]:
    """A block's k-grams (every one, as rarity counts them) cut by hash range, and its
    ``KgramPlaces`` (found once for every round), from one sort of them.

    The pieces ``range_weights`` gives a block, in range order, are its
    distinct k-grams in hash order: each k-gram's place among them is its
    group's number in the sorted postings.
    """
    lengths, hashes = block_kgrams(documents, k)
    merged, flat = merge_postings_placed(hashes, owners_of(lengths, first, size), places=True)
    del hashes
    assert flat is not None
    bounds = np.zeros(len(lengths) + 1, dtype=np.int64)
    np.cumsum(lengths, out=bounds[1:])
    places = tuple(flat[lo:hi] for lo, hi in itertools.pairwise(bounds.tolist()))
    return cut(merged, ranges), KgramPlaces(places)


def block_weights(
    documents: list[Document], k: int, places: KgramPlaces, *pieces: tuple[U64, F64, I64]
) -> BlockWeights:
    """A block's token weights from its k-grams' weights (every range's piece, in range
    order; ``places``: its documents' k-grams among them)."""
    weight = np.concatenate([np.zeros(0), *(w for _, w, _ in pieces)])
    counts = np.concatenate([np.zeros(0, dtype=np.int64), *(c for _, _, c in pieces)])
    weights, holders = [], []
    for document, at in zip(documents, places.places, strict=True):
        weights.append(token_weights(document, weight[at], k))
        holders.append(token_holders(document, counts[at], k))
    return BlockWeights(tuple(weights), tuple(holders))


def block_discounts(
    documents: list[Document],
    locators: list[Locator],
    weights: BlockWeights,
    submissions: int,
    k: int,
) -> list[tuple[Discount, ...]]:
    """Each document's regions that rarity weighting discounted."""
    rarity = Rarity(weights.weights, weights.holders, submissions)
    return [
        discounts_at(discounted(rarity, number, d, k), locator, submissions)
        for number, (d, locator) in enumerate(zip(documents, locators, strict=True))
    ]
