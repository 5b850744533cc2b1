"""The engine's schedule: the pairs scored and ranked, as tasks over blocks of the class.

A class is cut into blocks of ``Executor.partition`` submissions (one block
in a plain local run).  Each stage is a few pure kernels over blocks, and
what needs the whole class comes from a shuffle or a small exchange:

* the index (``ranges.index_blocks``): each block of documents turns into
  postings cut by hash range; each range gathers its pieces from every
  block, so a task holds one range of postings, never the class's.  The
  candidate pairs stay by block of first submission;
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

import operator
from collections.abc import Sequence
from typing import Any

import numpy as np

from mossish.engine.corpus import lay
from mossish.engine.executor import Executor
from mossish.engine.index import Document, Index
from mossish.engine.lexing import Progress
from mossish.engine.locator import Locator
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
    kept_split,
    merge,
    over_limit,
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
from mossish.engine.weighing import (
    block_discounts,
    block_weights,
    each_holder,
    end_of,
    kgram_postings,
    range_weights,
    running,
    uniform_weights,
)
from mossish.model import Discount, Edge, PairResult
from mossish.settings import Settings

# Answers one task combines in a tree reduction.
FAN_IN = 8


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
        # The pairs that must be listed: at or above the lower of the threshold and
        # --fail-above; with --top, only those the gate fails on (never hidden).
        floor = settings.listed_from if settings.top is None else settings.gate_floor
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
            found = [
                self._submit(kgram_postings, block, first, n, len(self.starts), settings.k)
                for block, first in zip(self.blocks, self.starts, strict=True)
            ]
            merged = self._merged([self._submit(operator.getitem, f, 0) for f in found])
            places = [self._submit(operator.getitem, f, 1) for f in found]
            del found
            for _ in range(ROUNDS):
                weights = self._round(pairs, weights, merged, places)
            del merged, places
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
        return self._merged(
            [
                self._submit(split, block, first, self.n, ranges, *extra)
                for block, first in zip(self.blocks, self.starts, strict=True)
            ]
        )

    def _merged(self, pieces: list[Any]) -> list[Any]:
        """Each document block's postings cut by hash range (``pieces``), merged per range."""
        ranges = len(self.starts)
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
        self,
        pairs: dict[tuple[int, int], Any],
        weights: list[Any],
        merged: list[Any],
        places: list[Any],
    ) -> list[Any]:
        """One round of rarity weighting (``rarity.py``): similarity under the weights,
        then new weights."""
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
            self._submit(block_weights, block, self.settings.k, places[c],
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
                                 *self._both(key, self.locators), mine)
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
                self._submit(unlisted_results, final[key], *self._both(key), mine)
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
