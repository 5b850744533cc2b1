"""The engine's schedule: the index, then the pairs scored and ranked, as tasks over blocks.

A class is cut into blocks of ``Executor.partition`` submissions (one block
in a plain local run).  Each stage is a few pure kernels over blocks, and
what needs the whole class comes from a shuffle or a small exchange:

* the index (``index_blocks``): each block of documents turns into postings
  cut by hash range (``ranges.split``); each range gathers its pieces from
  every block, so a task holds one range of postings, never the class's.
  The ranges report their holder counts (common code, the pairing limit's
  histogram), then their candidate pairs (``index.pairs_of``), summed per
  block of first submissions (a second shuffle), where they stay; the
  rings' few pairs go to those blocks;
* scoring (``Ranking``): each block of first submissions' pairs is cut into
  pair blocks (block of i, block of j); each pair block's task finds, tiles
  and scores its pairs (``compare.first_runs``, ``finish_pairs``,
  ``scoring.pair_scores``: ``pairblocks.py``).  The fingerprints too widely
  held to seed, the pairs found again from every fingerprint
  (``completion``) and rarity weighting (``weighing.py``: k-grams' holders
  shuffled by hash range, each submission's closeness summed in the class's
  pair order, the weights' running sum taken block after block) need the
  whole class;
* ranking: the histogram's bins, the edges, the listed pairs (the most
  similar of each pair block, then of those, by a tree) and their fragments.

Every float is summed in the order one block sums it, so the result is the
same, byte for byte, whatever the blocks and wherever the executor runs
them (docs/scale.md).
"""

from __future__ import annotations

import itertools
import operator
from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

from mossish.engine.compare import Locator
from mossish.engine.executor import Executor, InProcess
from mossish.engine.index import Document, Index, empty_index, limit_of, ring_rows
from mossish.engine.lexing import Progress
from mossish.engine.pairblocks import (
    BlockReport,
    block_report,
    block_similarity,
    by_second,
    finish_block,
    first_in_block,
    first_listed,
    focused,
    found_again,
    listed_here,
    listed_results,
    most_similar,
    open_block,
    present_rest,
    ring_places,
    scored_block,
    to_complete,
    unlisted_results,
)
from mossish.engine.ranges import (
    HeldPairs,
    RangeSummary,
    block_split,
    combined,
    cut_pairs,
    cut_signatures,
    fingerprints_of,
    frequent_count,
    kept_split,
    kgram_split,
    merge,
    over_limit,
    range_pairs,
    sum_pairs,
    summary,
    with_ring,
)
from mossish.engine.ranking import (
    LIST_ALL,
    Ranked,
    binned,
    histogram_from,
    listed_count,
    pairs_in_scope,
)
from mossish.engine.rarity import MIN_CLASS, ROUNDS
from mossish.engine.rings import SIGNATURE
from mossish.engine.runs import lay
from mossish.engine.weighing import (
    block_discounts,
    block_weights,
    each_holder,
    end_of,
    range_weights,
    running,
    uniform_weights,
)
from mossish.model import I64, U64, Bool, Discount, Edge, PairResult, frozen_array
from mossish.settings import Settings

# Answers one task combines in a tree reduction.
FAN_IN = 8


def blocks_of(executor: Executor, items: Sequence[Any]) -> list[Any]:
    """``items`` (documents or locators, in class order) handed to the executor a block
    at a time."""
    size = block_size(executor, len(items))
    return [executor.scatter(list(items[s : s + size])) for s in range(0, len(items), size)]


def block_size(executor: Executor, n: int) -> int:
    """The executor's block size for a class of ``n`` (never more than the class)."""
    return min(executor.partition, max(n, 1))


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


def rank(
    executor: Executor,
    documents: Sequence[Document],
    locators: Sequence[Locator],
    index: Index,
    pairs: HeldPairs,
    focus: Sequence[int] | None,
    settings: Settings,
    report: Progress,
    held: tuple[list[Any], list[Any]] | None = None,
) -> Ranked:
    """Score the index's candidate pairs (those involving ``focus``, when given) and rank
    them (``ranking.Ranked``).

    Every pair's score is exact and the same whatever is listed: the flags
    that cut the output (``--top``, ``-t``, ``--fail-above``) choose only
    which pairs are listed and which become edges.  ``held``: the blocks of
    documents and locators the executor holds already.
    """
    return Ranking(executor, documents, locators, settings, pairs, held).run(index, focus, report)


class Ranking:
    """One class's pairs scored by pair block, step by step (``rank``)."""

    def __init__(
        self,
        executor: Executor,
        documents: Sequence[Document],
        locators: Sequence[Locator],
        settings: Settings,
        pairs: HeldPairs,
        held: tuple[list[Any], list[Any]] | None = None,
    ) -> None:
        self.executor, self.documents, self.settings = executor, documents, settings
        self.pairs = pairs
        n = self.n = len(documents)
        partition = self.partition = min(executor.partition, max(n, 1))
        self.starts = list(range(0, n, partition))
        self.bounds = np.array([*self.starts, n], dtype=np.int64)
        # The blocks of documents and locators the executor holds already, else
        # one block at a time from here: no task is given the whole class.
        if held is None:
            held = (
                [self._scatter(list(documents[s : s + partition])) for s in self.starts],
                [self._scatter(list(locators[s : s + partition])) for s in self.starts],
            )
        self.blocks, self.locators = held
        # Each block laid out once (tokens end to end, seeding fingerprints
        # sorted), where it is held: a pair block joins two lays.
        self.laid = [self._submit(lay, block) for block in self.blocks]

    def _submit(self, function: Any, *args: Any) -> Any:
        return self.executor.submit(function, *args)

    def _scatter(self, data: Any) -> Any:
        return self.executor.scatter(data)

    def run(
        self,
        index: Index,
        focus: Sequence[int] | None,
        report: Progress,
    ) -> Ranked:
        settings, n = self.settings, self.n
        rows, counts = self.pairs.rows, self.pairs.counts
        if focus is not None:  # each block's rows involving a target
            chosen = self.executor.scatter(np.array(focus, dtype=np.int64), broadcast=True)
            rows = [self._submit(focused, r, chosen) for r in rows]
            counts = self.executor.gather([self._submit(len, r) for r in rows])
        total = sum(counts)
        # Each block's first row's place among the class's pairs.
        offsets = np.cumsum([0, *counts])[:-1].tolist()
        report("comparing", 0, total)
        every = settings.top is None and n <= LIST_ALL
        floor = settings.listed_from
        opened = self._pair_blocks(rows, counts, offsets, index)
        again = (
            self._completed(opened, rows, offsets)
            if index.pair_limit < n
            else dict.fromkeys(opened)
        )
        del rows
        pairs = {
            key: self._submit(
                finish_block, state, *self._both(key), *self._both(key, self.laid), again[key],
                settings,
            )
            for key, state in opened.items()
        }  # fmt: skip
        del opened, again
        del self.laid
        weighting = settings.rarity > 0 and n >= MIN_CLASS
        weights = [self._submit(uniform_weights, block) for block in self.blocks]
        if weighting:
            merged = self._shuffle(kgram_split, settings.k)
            for _ in range(ROUNDS):
                weights = self._round(pairs, weights, merged)
            del merged
        sums = self._running(weights)
        final = {
            key: self._submit(scored_block, state, *self._sums(sums, key), settings)
            for key, state in pairs.items()
        }
        del sums, pairs
        reports: list[BlockReport] = self.executor.gather(
            [
                self._submit(block_report, state, floor, settings.threshold)
                for state in final.values()
            ]
        )
        present = sum(r.present for r in reports)
        wanted = listed_count(present, sum(r.at_floor for r in reports), settings.top)
        results = self._listed(final, wanted, every)
        report("comparing", total, total)
        names = [d.name for d in self.documents]
        edges = [np.concatenate([np.zeros(0, np.int64), *(r.edges[c] for r in reports)])
                 for c in range(3)]  # fmt: skip
        similarity = np.concatenate([np.zeros(0), *(r.edges[3] for r in reports)])
        order = np.argsort(edges[0], kind="stable")
        everyone = pairs_in_scope(n, focus)
        return Ranked(
            pairs=tuple(results),
            edges=tuple(
                Edge(names[i], names[j], s)
                for i, j, s in zip(
                    edges[1][order].tolist(),
                    edges[2][order].tolist(),
                    similarity[order].tolist(),
                    strict=True,
                )
            ),
            histogram=histogram_from(
                np.sum([r.bins for r in reports], axis=0, dtype=np.int64)
                if reports
                else binned(np.zeros(0)),
                present,
                everyone,
            ),
            candidates=total,
            scope=everyone,
            compared=present,
            discounts=self._discounts(weights) if weighting else ((),) * n,
        )

    def _both(self, key: tuple[int, int], blocks: list[Any] | None = None) -> tuple[Any, Any]:
        a, b = key
        blocks = self.blocks if blocks is None else blocks
        return blocks[a], None if a == b else blocks[b]

    def _sums(self, sums: list[Any], key: tuple[int, int]) -> tuple[Any, Any]:
        a, b = key
        return sums[a], None if a == b else sums[b]

    def _pair_blocks(
        self, rows: list[Any], counts: list[int], offsets: list[int], index: Index
    ) -> dict[tuple[int, int], Any]:
        """Each pair block's first runs (a future), pair blocks in (block of i, block of j)
        order.  ``rows``: each block of first submissions' rows, where the workers hold
        them (``counts`` of them, the first at ``offsets`` among the class's)."""
        settings = self.settings
        excluded: Any = np.zeros(0, dtype=np.uint64)
        if index.pair_limit < index.common_limit and any(counts):
            # Fingerprints held more widely than the pairing limit seed nothing; a
            # pair block knows only its own holders: the class's come from a shuffle.
            over = self.executor.gather(
                [self._submit(over_limit, m, index.pair_limit) for m in self._shuffle(kept_split)]
            )
            excluded = self.executor.scatter(np.concatenate([excluded, *over]), broadcast=True)
        # Each block of first submissions' rows cut by block of second, on its worker.
        cut = {
            a: self._submit(by_second, r, offset, a, self.partition, self.n)
            for a, (r, count, offset) in enumerate(zip(rows, counts, offsets, strict=True))
            if count
        }
        seconds = self.executor.gather([self._submit(sorted, c) for c in cut.values()])
        out: dict[tuple[int, int], Any] = {}
        for (a, pieces), blocks_b in zip(cut.items(), seconds, strict=True):
            for b in blocks_b:
                rows_of = self._submit(operator.getitem, pieces, b)
                out[(a, b)] = self._submit(open_block, *self._both((a, b), self.laid), rows_of,
                                           settings, index.pair_limit, excluded)  # fmt: skip
        return out

    def _completed(
        self, pairs: dict[tuple[int, int], Any], rows: list[Any], offsets: list[int]
    ) -> dict[tuple[int, int], Any]:
        """Which pairs of each pair block are found again from every fingerprint
        (``completion``, and the rings' rows, found again whatever their first runs give)."""
        # Each pair block's most similar, then the most similar of those, by a tree
        # on the workers: the client takes one answer of at most the chosen number
        # (not that number from every pair block).
        found = self._tree(
            [self._submit(to_complete, state, self.n) for state in pairs.values()],
            most_similar, self.n,
        )  # fmt: skip
        places = self.executor.gather(found)[0] if found else np.zeros(0, np.int64)
        rings = self.executor.gather(
            [self._submit(ring_places, r, offset) for r, offset in zip(rows, offsets, strict=True)]
        )
        chosen = np.union1d(
            places,
            np.concatenate([np.zeros(0, np.int64), *rings]),
        )
        shared = self.executor.scatter(chosen, broadcast=True)
        return {key: self._submit(found_again, state, shared) for key, state in pairs.items()}

    def _tree(self, answers: list[Any], combine: Any, *arguments: Any) -> Any:
        """``answers`` combined ``FAN_IN`` at a time on the workers, in order, until one is
        left (a future; None for no answers): ``combine(*arguments, *some)``."""
        while len(answers) > 1:
            answers = [
                self._submit(combine, *arguments, *answers[s : s + FAN_IN])
                for s in range(0, len(answers), FAN_IN)
            ]
        return answers[0] if answers else None

    def _shuffle(self, split: Any, *extra: Any) -> list[Any]:
        """Postings made per document block by ``split``, merged per hash range (as the index)."""
        ranges = len(self.starts)
        pieces = [
            self._submit(split, block, first, self.n, ranges, *extra)
            for block, first in zip(self.blocks, self.starts, strict=True)
        ]
        return [
            self._submit(merge, *[self._submit(operator.getitem, s, r) for s in pieces])
            for r in range(ranges)
        ]

    def _running(self, weights: list[Any]) -> list[Any]:
        """Each block's slice of the running sum of weights: a chain, block after block."""
        sums, start = [], 0.0
        for w in weights:
            sums.append(self._submit(running, w, start))
            start = self._submit(end_of, sums[-1])
        return sums

    def _round(
        self, pairs: dict[tuple[int, int], Any], weights: list[Any], merged: list[Any]
    ) -> list[Any]:
        """One round of ``rarity.weigh``: similarity under the weights, then new weights."""
        sums = self._running(weights)
        similar = {
            key: self._submit(block_similarity, state, *self._sums(sums, key), self.settings)
            for key, state in pairs.items()
        }
        each_blocks = [
            self._submit(
                each_holder, first, int(self.bounds[c + 1]) - first,
                [similar[key] for key in sorted(similar) if key[0] == c],
                [similar[key] for key in sorted(similar) if key[1] == c],
            )
            for c, first in enumerate(self.starts)
        ]  # fmt: skip
        each = np.concatenate([np.zeros(0), *self.executor.gather(each_blocks)])
        total = float(each.sum())
        shared = self.executor.scatter(each, broadcast=True)
        by_range = [
            self._submit(range_weights, m, shared, total, self.settings.rarity, self.bounds)
            for m in merged
        ]
        return [
            self._submit(block_weights, block, self.settings.k,
                         *[self._submit(operator.getitem, r, c) for r in by_range])
            for c, block in enumerate(self.blocks)
        ]  # fmt: skip

    def _listed(
        self,
        final: dict[tuple[int, int], Any],
        wanted: int,
        every: bool,
    ) -> list[PairResult]:
        """The listed pairs with their fragments, most similar first (then, when every pair
        is listed, the others' scores in the class's pair order)."""
        # Each pair block's first in listing order, then the first of those, by a tree on
        # the workers: the client takes the listed pairs' places (not up to ``wanted``
        # rows from every pair block).
        best = self._tree(
            [self._submit(first_in_block, state, wanted) for state in final.values()],
            first_listed,
            wanted,
        )
        listed = self.executor.gather(best)[0] if best else np.zeros(0, np.int64)
        results: dict[int, PairResult] = {}
        rest: list[tuple[int, PairResult]] = []
        jobs, places = [], []
        shared = self.executor.scatter(np.sort(listed), broadcast=True)
        theirs = self.executor.gather(
            [self._submit(listed_here, state, shared) for state in final.values()]
        )
        for (key, state), (mine, at) in zip(final.items(), theirs, strict=True):
            if mine.size:
                jobs.append(
                    self._submit(listed_results, state, *self._both(key),
                                 *self._both(key, self.locators), mine, self.settings)
                )  # fmt: skip
                places.append(at)
        for found, at in zip(self.executor.gather(jobs), places, strict=True):
            results.update(zip(at.tolist(), found, strict=True))
        if every:
            jobs, places = [], []
            for key, state in final.items():
                jobs.append(self._submit(present_rest, state, listed))
                places.append(key)
            chosen = self.executor.gather(jobs)
            summaries = [
                self._submit(unlisted_results, final[key], *self._both(key), mine, self.settings)
                for key, (mine, _) in zip(places, chosen, strict=True)
            ]
            for found, (_, at) in zip(self.executor.gather(summaries), chosen, strict=True):
                rest.extend(zip(at.tolist(), found, strict=True))
        return [results[r] for r in listed.tolist()] + [
            p for _, p in sorted(rest, key=lambda x: x[0])
        ]

    def _discounts(self, weights: list[Any]) -> tuple[tuple[Discount, ...], ...]:
        found = self.executor.gather(
            [
                self._submit(block_discounts, block, locators, w, self.n, self.settings.k)
                for block, locators, w in zip(self.blocks, self.locators, weights, strict=True)
            ]
        )
        return tuple(d for block in found for d in block)
