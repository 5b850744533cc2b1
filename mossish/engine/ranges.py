"""The inverted index by hash range (pure kernels over blocks of documents).

A block of documents turns into postings cut into equal ranges of hash
values (``split``); a range's pieces from every block merge into its
postings (``merge``), which give its holder counts (``summary``) and its
candidate pairs (``range_pairs``); those are cut by the block of their first
submission and summed there (``cut_pairs``, ``sum_pairs``), where they
stay (``index_blocks``: the schedule of these tasks, on any executor).
"""

from __future__ import annotations

import itertools
import operator
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from mossish.engine.arrays import Weighed, sorted_groups
from mossish.engine.executor import Executor, InProcess, block_size, blocks_of
from mossish.engine.fingerprint import kgram_hashes
from mossish.engine.index import (
    Document,
    Index,
    empty_index,
    limit_of,
    merge_postings,
    pairs_of,
    postings,
    ring_rows,
    with_ring_rows,
)
from mossish.engine.rings import SIGNATURE, Signatures, combine, signatures
from mossish.model import I64, U64, Bool, frozen_array

Postings = tuple[U64, npt.NDArray[np.signedinteger]]


@dataclass(frozen=True, slots=True)
class RangeSummary:
    """One hash range's holder counts."""

    distinct: int
    common: U64  # fingerprints held by more than the common limit, sorted
    values: I64  # holders of shared, not common fingerprints ...
    number: I64  # ... and how many fingerprints have that many


def block_split(block: list[Document], first: int, size: int, ranges: int) -> list[Postings]:
    """``split`` of a block of documents the worker holds."""
    return split([d.fp_hashes for d in block], first, size, ranges)


def fingerprints_of(block: list[Document], numbers: I64) -> list[U64]:
    """The fingerprints of the block's documents at ``numbers`` (counted in the block)."""
    return [block[number].fp_hashes for number in numbers.tolist()]


def split(fingerprints: list[U64], first: int, size: int, ranges: int) -> list[Postings]:
    """A partition's postings, cut into ``ranges`` equal ranges of hash values."""
    return cut(postings(fingerprints, first, size), ranges)


def cut(merged: Postings, ranges: int) -> list[Postings]:
    """Postings cut into ``ranges`` equal ranges of hash values."""
    hashes, owners = merged
    # Hashes are uniform over 64 bits: the top 32 bits scaled give the range.
    which = ((hashes >> np.uint64(32)) * np.uint64(ranges)) >> np.uint64(32)
    bounds = np.searchsorted(which, np.arange(ranges + 1, dtype=np.uint64))
    return [(hashes[lo:hi], owners[lo:hi]) for lo, hi in itertools.pairwise(bounds.tolist())]


def merge(*pieces: Postings) -> Postings:
    """One hash range's postings from every partition's piece (given in partition order)."""
    if len(pieces) == 1:  # one block's postings are merged already (``index.postings``)
        return pieces[0]
    return merge_postings(
        np.concatenate([h for h, _ in pieces]), np.concatenate([o for _, o in pieces])
    )


def summary(merged: Postings, common_limit: int) -> RangeSummary:
    hashes, _ = merged
    group_starts, counts = sorted_groups(hashes)
    shared = (counts >= 2) & (counts <= common_limit)
    values, number = np.unique(counts[shared], return_counts=True)
    return RangeSummary(
        distinct=int(group_starts.shape[0]),
        common=hashes[group_starts][counts > common_limit],
        values=values.astype(np.int64),
        number=number.astype(np.int64),
    )


def range_pairs(
    merged: Postings, common_limit: int, pair_limit: int, size: int
) -> tuple[I64, int, Signatures]:
    """A hash range's candidate pairs, fingerprints above the pairing limit, their signatures."""
    hashes, owners = merged
    group_starts, counts = sorted_groups(hashes)
    shared = (counts >= 2) & (counts <= common_limit)
    evidence = shared & (counts <= pair_limit)
    pairs = pairs_of(owners, group_starts[evidence], counts[evidence], size)
    frequent = shared & ~evidence
    above = np.repeat(frequent, counts)
    return (
        pairs,
        int(np.count_nonzero(frequent)),
        signatures(hashes[above], owners[above]),
    )


def cut_pairs(found: tuple[I64, int, Signatures], bounds: I64) -> list[I64]:
    """A range's rows cut by the block (``bounds``) of their first submission."""
    rows = found[0]
    return np.split(rows, np.searchsorted(rows[:, 0], bounds[1:-1], side="left"))


def frequent_count(found: tuple[I64, int, Signatures]) -> int:
    """A range's count of fingerprints above the pairing limit."""
    return found[1]


def cut_signatures(found: tuple[I64, int, Signatures], bounds: I64) -> list[Signatures]:
    """A range's rings' signatures cut by the block (``bounds``) of their submission."""
    who, rows, held = found[2]
    cuts = np.searchsorted(who, bounds[1:-1], side="left")
    return list(zip(np.split(who, cuts), np.split(rows, cuts), np.split(held, cuts), strict=True))


def combined(pieces: list[Signatures], first: int, size: int) -> tuple[U64, I64]:
    """``rings.combine`` for the block of ``size`` submissions from ``first``."""
    return combine([(who - first, rows.copy(), held) for who, rows, held in pieces], size)


def sum_pairs(found: Sequence[I64], size: int) -> I64:
    """Every range's (i, j, shared) rows, one row per pair with the sum, sorted by (i, j)."""
    if len(found) == 1:  # one range's rows are one per pair, sorted already (``pairs_of``)
        return found[0]
    rows = np.concatenate([*found, np.zeros((0, 3), dtype=np.int64)])
    if rows.shape[0] == 0:
        return rows
    keys = rows[:, 0] * size + rows[:, 1]
    unique, at = np.unique(keys, return_inverse=True)
    shared = np.bincount(at, weights=rows[:, 2], minlength=unique.shape[0]).astype(np.int64)
    return np.stack([unique // size, unique % size, shared], axis=1).astype(np.int64)


@dataclass(frozen=True, slots=True)
class Rows(Weighed):
    """A block of first submissions' candidate pairs, (i, j, shared) sorted by (i, j),
    and which are the rings' (found again whatever their first runs give)."""

    rows: I64
    complete: Bool

    def __len__(self) -> int:
        return int(self.rows.shape[0])


@dataclass(frozen=True, slots=True)
class HeldPairs:
    """The class's candidate pairs where the workers hold them: the futures of each
    block of first submissions' ``Rows``, in class order, and their counts."""

    rows: list[Any]
    counts: list[int]


def with_ring(rows: I64, n: int, ring: I64) -> Rows:
    return Rows(*with_ring_rows(rows, n, ring))


def kept_split(documents: list[Document], first: int, size: int, ranges: int) -> list[Postings]:
    """A block's fingerprints outside ignored code (those that seed runs), cut by hash range."""
    kept = [d.fp_hashes[~d.ignored[d.fp_positions]] for d in documents]
    return split(kept, first, size, ranges)


def block_kgrams(documents: list[Document], k: int) -> tuple[list[int], U64]:
    """How many k-grams each document has, and all of the block's k-gram hashes in one
    array, document after document: a large block's peak memory is here."""
    lengths = [max(int(d.tokens.shape[0]) - k + 1, 0) for d in documents]
    hashes = np.empty(sum(lengths), dtype=np.uint64)
    at = 0
    for document, length in zip(documents, lengths, strict=True):
        if length:
            hashes[at : at + length] = kgram_hashes(np.asarray(document.tokens), k)
            at += length
    return lengths, hashes


def over_limit(merged: Postings, limit: int) -> U64:
    """A range's hashes held by more than ``limit`` submissions."""
    hashes, _ = merged
    starts, counts = sorted_groups(hashes)
    return hashes[starts[counts > limit]]


def index_blocks(
    executor: Executor,
    blocks: Sequence[Any],
    n: int,
    fingerprints: int,
    common_limit: int,
) -> tuple[Index, HeldPairs]:
    """The inverted index of the ``n`` documents held in ``blocks`` (handles of lists of
    documents, in class order), and its candidate pairs, held by block of first
    submission.  ``fingerprints``: how many the documents have in all."""
    if not n:
        return empty_index(common_limit), HeldPairs([], [])
    size = block_size(executor, n)
    starts = list(range(0, n, size))
    ranges = len(starts)
    split = [
        executor.submit(block_split, block, first, n, ranges)
        for block, first in zip(blocks, starts, strict=True)
    ]
    # Range r takes piece r of every block, in block order (so owners ascend).
    merged = [
        executor.submit(merge, *[executor.submit(operator.getitem, s, r) for s in split])
        for r in range(ranges)
    ]
    summaries_: list[RangeSummary] = executor.gather(
        [executor.submit(summary, m, common_limit) for m in merged]
    )
    values = np.concatenate([s.values for s in summaries_])
    number = np.concatenate([s.number for s in summaries_])
    values, at = np.unique(values, return_inverse=True)
    number = np.bincount(at, weights=number, minlength=values.shape[0]).astype(np.int64)
    pair_limit = limit_of(values, number, common_limit, n)
    found = [executor.submit(range_pairs, m, common_limit, pair_limit, n) for m in merged]
    # Each range's rows are cut by the block of their first submission; a
    # block's pieces from every range are summed in one task (a shuffle, as
    # the postings'): no task holds more than a block's pairs, already sorted by (i, j).
    bounds = np.array([*starts, n], dtype=np.int64)
    rows = _by_block(executor, found, cut_pairs, bounds, sum_pairs, [(n,)] * ranges)
    frequent = sum(executor.gather([executor.submit(frequent_count, f) for f in found]))
    # The rings' signatures likewise: each range's cut by block of submission,
    # each block's combined in one task (minima), taken block by block.
    signed = _by_block(
        executor, found, cut_signatures, bounds, combined,
        [(first, count) for first, count in zip(starts, np.diff(bounds).tolist(), strict=True)],
    )  # fmt: skip
    signature = np.empty((n, SIGNATURE), dtype=np.uint64)
    held = np.empty(n, dtype=np.int64)
    for b, handle in enumerate(signed):
        signature[bounds[b] : bounds[b + 1]], held[bounds[b] : bounds[b + 1]] = executor.gather(
            handle
        )
    del signed

    def members_prints(members: I64) -> Mapping[int, U64]:
        # The ring pairs' members' fingerprints (few), from the blocks holding them.
        out: dict[int, U64] = {}
        for b, mine_ in itertools.groupby(members.tolist(), key=lambda i: i // size):
            numbers = np.array(list(mine_), dtype=np.int64)
            prints = executor.gather(
                executor.submit(fingerprints_of, blocks[b], numbers - b * size)
            )
            out.update(zip(numbers.tolist(), prints, strict=True))
        return out

    # The rings' pairs (few) go to the blocks of their first submissions, whose
    # rows take them in there (``index.with_ring_rows``).
    ring = ring_rows(signature, held, members_prints)
    cuts = np.searchsorted(ring[:, 0], bounds).tolist()
    held_rows = [
        executor.submit(with_ring, r, n, executor.scatter(ring[a:b]))
        for r, (a, b) in zip(rows, itertools.pairwise(cuts), strict=True)
    ]
    del found, rows
    pairs = HeldPairs(held_rows, executor.gather([executor.submit(len, r) for r in held_rows]))
    index = Index(
        common_limit=common_limit,
        common_hashes=frozen_array(np.concatenate([s.common for s in summaries_])),
        distinct=sum(s.distinct for s in summaries_),
        total=fingerprints,
        pair_limit=pair_limit,
        frequent=frequent,
    )
    return index, pairs


def candidates(
    documents: Sequence[Document], common_limit: int, executor: Executor | None = None
) -> tuple[Index, I64, Bool]:
    """The index of ``documents`` with every candidate pair gathered: (i, j, shared) rows
    sorted by (i, j), and which rows are the rings' (found again from every fingerprint).
    For looking at a class's pairs whole; a check keeps them by block (``index_blocks``)."""
    executor = executor or InProcess()
    index, pairs = index_blocks(
        executor,
        blocks_of(executor, documents),
        len(documents),
        sum(int(d.fp_hashes.shape[0]) for d in documents),
        common_limit,
    )
    found = executor.gather(pairs.rows)
    return (
        index,
        np.concatenate([np.zeros((0, 3), np.int64), *(f.rows for f in found)]),
        np.concatenate([np.zeros(0, np.bool_), *(f.complete for f in found)]),
    )


def _by_block(
    executor: Executor,
    found: list[Any],
    cut: Any,
    bounds: I64,
    combine: Any,
    extra: list[tuple[Any, ...]],
) -> list[Any]:
    """Each block's pieces of every hash range (``cut`` by ``bounds``) put together by
    ``combine`` in one task, with that block's ``extra`` arguments: a shuffle."""
    pieces_ = [executor.submit(cut, f, bounds) for f in found]
    return [
        executor.submit(
            combine, [executor.submit(operator.getitem, c, b) for c in pieces_], *arguments
        )
        for b, arguments in enumerate(extra)
    ]
