"""Compare stage (pure): candidate pairs of documents -> scores, then fragments.

``score_pairs`` scores every candidate pair at once from its equal token runs
(``runs.py``): the tokens matched, per side and together.  Under a large
class's pairing limit, the pairs whose runs from rarely held fingerprints
already reach ``COMPLETE_FROM`` get their runs again from every fingerprint
they share, so a copy scores as it would in a small class.  Where a pair's
runs overlap on one side (code repeated in one submission), greedy tiling,
longest first, makes every token count at most once per side; tiling is
sequential, so it is done only for the pairs whose runs overlap, but for
every one of them: a pair's score never depends on which pairs an output
lists.  ``ScoredPairs.materialize`` then builds fragments (source spans on
both sides) for the pairs a view will show.  Run finding lives in
runs.py, the ranking of the class's pairs in ranking.py.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from mossish.engine.corpus import Laid, lay
from mossish.engine.index import Document
from mossish.engine.runs import Run, find_runs, running_max, tile
from mossish.model import (
    F64,
    I32,
    I64,
    U64,
    Bool,
)


def _b_first(a: Document, b: Document) -> bool:
    """Whether ``b`` comes first by (size, token bytes); the bytes only where the sizes tie."""
    if a.size != b.size:
        return b.size < a.size
    return b.tokens.tobytes() < a.tokens.tobytes()


def _tile_symmetric(a: Document, b: Document, runs: list[Run], k: int) -> list[Run]:
    """Tiling in an orientation chosen from the content, so swapping sides changes nothing."""
    if _b_first(a, b):
        swapped = tile([(y, x, size) for x, y, size in runs], k)
        return sorted((x, y, size) for y, x, size in swapped)
    return tile(runs, k)


def _by_pair_and_start(pair: I64, start: I64) -> I64:
    """The order ``np.lexsort((start, pair))`` gives, by one stable sort of one key.

    Runs arrive nearly in this order (by pair, mostly by start), which a
    stable sort of the combined key exploits and lexsort does not.  Starts
    are offsets within a document (under 2**31) and pairs are rows of an
    array, so the key fits in 63 bits.
    """
    if pair.size == 0:
        return np.zeros(0, dtype=np.int64)
    return np.argsort(pair * (int(start.max()) + 1) + start, kind="stable")


def _one_side(pair: I64, start: I64, length: I64) -> tuple[I64, I64, I64, I64, Bool, I64]:
    """One side's runs sorted by pair, then start: the order, pair, start and
    end of each, whether it is its pair's first, and the furthest end so far
    within its pair (``running_max``)."""
    order = _by_pair_and_start(pair, start)
    p, s, e = pair[order], start[order], start[order] + length[order]
    first = np.ones(p.shape[0], dtype=np.bool_)
    first[1:] = p[1:] != p[:-1]
    return order, p, s, e, first, running_max(first, e)


def _tangled(pair: I64, start: I64, length: I64) -> Bool:
    """Runs that overlap another run of their pair on this side."""
    order, p, s, _, first, running = _one_side(pair, start, length)
    new = first.copy()
    new[1:] |= s[1:] >= running[:-1]
    cluster = np.cumsum(new) - 1
    tangled = np.empty(p.shape[0], dtype=np.bool_)
    tangled[order] = np.bincount(cluster)[cluster] > 1
    return tangled


def _union(pair: I64, start: I64, length: I64, n_pairs: int) -> I64:
    """Per pair, the number of tokens covered by its runs on one side."""
    if pair.size == 0:
        return np.zeros(n_pairs, dtype=np.int64)
    _, p, s, e, first, running = _one_side(pair, start, length)
    # Covered = sum over runs of the part past everything before it.
    previous = np.where(first, s, np.concatenate(([0], running[:-1])))
    gained = np.maximum(e - np.maximum(s, previous), 0)
    return np.bincount(p, weights=gained, minlength=n_pairs).astype(np.int64)


@dataclass(frozen=True, slots=True)
class ScoredPairs:
    """Scores of candidate pairs, as arrays in input order (a = ``i``, b = ``j``).

    ``matched`` is exact: where a pair's runs overlap, they are tiled.  The
    longest fragment and the Jaccard index are worked out only for the pairs
    that become results (``materialize``, ``summaries``).
    """

    i: I64
    j: I64
    shared: I64
    matched: I64
    similarity: F64
    # Runs of all pairs as arrays sorted by pair (input index), then start in a;
    # a pair's runs are rows run_bounds[at]:run_bounds[at + 1].  Tiled pairs'
    # taken runs are kept apart (few), so no per-run Python objects are made
    # for the rest.
    run_a: I32
    run_b: I32
    run_length: I32
    run_bounds: I64
    tiled: dict[int, list[Run]]

    def runs_of(self, at: int) -> list[Run]:
        """The runs of the pair at input index ``at`` (taken runs when tiled)."""
        if at in self.tiled:
            return self.tiled[at]
        return _runs_at(self.run_a, self.run_b, self.run_length, self.run_bounds, at)


def score_pairs(
    documents: Sequence[Document],
    pairs: Sequence[tuple[int, int, int]] | I64,
    k: int,
    window: int,
    max_group: int | None = None,
    complete: Bool | None = None,
) -> ScoredPairs:
    """Score candidate pairs ``(i, j, shared fingerprints)`` (rows of an array, or tuples).

    Pairs sharing no run of k tokens score 0.  ``max_group``: fingerprints
    held by more documents seed nothing (the index's pairing limit), except
    in the pairs whose first runs reach ``COMPLETE_FROM``: theirs are found
    again from every fingerprint they share (``_completed``), as are the
    pairs ``complete`` marks (rings above the pairing limit, ``rings.py``).
    """
    laid = lay(documents)
    first = first_runs(laid, pairs, k, window, max_group)
    again = None
    if max_group is not None and max_group < len(documents):
        again = completion(first.similarity, np.arange(first.count), len(documents), complete)
    return finish_pairs(documents, first, again, k, window, laid)


@dataclass(frozen=True, slots=True)
class FirstRuns:
    """Candidate pairs' runs from the fingerprints under the pairing limit, and their bounds."""

    table: I64  # the pairs (i, j, shared), in input order
    low: I64
    high: I64
    sizes: I64  # both sides' effective tokens (at least 1)
    found: tuple[I64, I64, I64, I64]  # runs: input index, start in low, start in high, length
    matched: I64
    has_tangle: Bool

    @property
    def count(self) -> int:
        return int(self.table.shape[0])

    @property
    def similarity(self) -> F64:
        return 2.0 * self.matched / self.sizes


def first_runs(
    laid: Laid,
    pairs: Sequence[tuple[int, int, int]] | I64,
    k: int,
    window: int,
    max_group: int | None = None,
    excluded: U64 | None = None,
) -> FirstRuns:
    """The pairs' runs seeded by fingerprints held by at most ``max_group`` documents.

    ``laid``: the documents (``corpus.lay``).  ``excluded``: fingerprints a
    larger class holds more widely than that (the documents being a part of
    it), which seed nothing either.
    """
    table = np.asarray(pairs, dtype=np.int64).reshape(-1, 3)
    low, high = np.minimum(table[:, 0], table[:, 1]), np.maximum(table[:, 0], table[:, 1])
    effective = laid.effective
    sizes = np.maximum(effective[table[:, 0]] + effective[table[:, 1]], 1)
    found = _pair_runs(laid, low, high, k, window, max_group, excluded)
    matched, has_tangle = _bound(*found, table.shape[0])
    return FirstRuns(table, low, high, sizes, found, matched, has_tangle)


def finish_pairs(
    documents: Sequence[Document],
    first: FirstRuns,
    again: I64 | None,
    k: int,
    window: int,
    laid: Laid | None = None,
) -> ScoredPairs:
    """The scored pairs, those at ``again`` (``completion``) found from every shared fingerprint.

    ``laid``: the documents laid out (``corpus.lay``), if at hand; they are
    laid out here only if pairs are found again."""
    table, low, high, sizes, found = first.table, first.low, first.high, first.sizes, first.found
    count = first.count
    matched, has_tangle = first.matched.copy(), first.has_tangle.copy()
    if again is not None and again.size:
        laid = lay(documents) if laid is None else laid
        found = _completed(laid, low, high, found, matched, has_tangle, again, k, window)
    index, local_a, local_b, length = found
    del found

    order = _by_pair_and_start(index, local_a)
    run_a, run_b = local_a[order].astype(np.int32), local_b[order].astype(np.int32)
    run_length = length[order].astype(np.int32)
    run_bounds = np.searchsorted(index[order], np.arange(count + 1))
    del order, index, local_a, local_b, length

    # Every pair whose runs overlap is tiled: were only some (those an output
    # lists, or those above a cut), a pair's score, and through the rarity
    # rounds every pair's, would move with the output's flags.
    tiled: dict[int, list[Run]] = {}
    for at in np.flatnonzero(has_tangle).tolist():
        runs = _runs_at(run_a, run_b, run_length, run_bounds, at)
        a, b = documents[int(low[at])], documents[int(high[at])]
        tiled[at] = _tile_symmetric(a, b, runs, k)
        matched[at] = sum(size for _, _, size in tiled[at])
    return ScoredPairs(
        i=table[:, 0],
        j=table[:, 1],
        shared=table[:, 2],
        matched=matched,
        similarity=2.0 * matched / sizes,
        run_a=run_a,
        run_b=run_b,
        run_length=run_length,
        run_bounds=run_bounds,
        tiled=tiled,
    )


# Under a pairing limit, the first runs of a pair come only from the
# fingerprints few submissions hold: in a large class a copy's stretches of
# everyday code (a loop header, a print call) seed nothing, and a whole copy
# scored less the larger its class.  So a pair whose rarely held fingerprints
# alone already give it this similarity is scored again from every
# fingerprint it shares, as it would be in a small class.  Honest pairs stay
# below it on their first runs, so they keep the lower score and rank below
# copies (docs/how-it-works.md gives the figures).
COMPLETE_FROM = 0.15
# At most this many pairs are scored again, and one per submission in
# larger classes (the most similar first).
COMPLETED_PAIRS = 1000


def completion(
    similarity: F64, numbers: I64, submissions: int, complete: Bool | None = None
) -> I64:
    """Which pairs are scored again from every shared fingerprint, as places in ``similarity``
    (ascending): the most similar from COMPLETE_FROM, ties by their ``numbers`` (input order),
    and those ``complete`` marks."""
    wanted = np.flatnonzero(similarity >= COMPLETE_FROM)
    order = np.lexsort((numbers[wanted], -similarity[wanted]))
    chosen = np.sort(wanted[order[: max(COMPLETED_PAIRS, submissions)]])
    if complete is not None and complete.any():
        chosen = np.union1d(chosen, np.flatnonzero(complete))
    return chosen


def _bound(index: I64, local_a: I64, local_b: I64, length: I64, count: int) -> tuple[I64, Bool]:
    """Per pair: tokens matched (an upper bound where runs overlap), and whether any do."""
    tangled = _tangled(index, local_a, length) | _tangled(index, local_b, length)
    matched = np.bincount(index[~tangled], weights=length[~tangled], minlength=count)
    matched += np.minimum(
        _union(index[tangled], local_a[tangled], length[tangled], count),
        _union(index[tangled], local_b[tangled], length[tangled], count),
    )
    has_tangle = np.zeros(count, dtype=np.bool_)
    has_tangle[index[tangled]] = True
    return matched.astype(np.int64), has_tangle


def _completed(
    laid: Laid,
    low: I64,
    high: I64,
    runs: tuple[I64, I64, I64, I64],
    matched: I64,
    has_tangle: Bool,
    chosen: I64,
    k: int,
    window: int,
) -> tuple[I64, I64, I64, I64]:
    """``runs``, with those of the pairs at ``chosen`` found from every shared fingerprint.

    ``matched`` and ``has_tangle`` (``_bound`` of ``runs``) are brought up to
    date in place for the pairs found again.
    """
    index, local_a, local_b, length = runs
    again = _pair_runs(laid, low[chosen], high[chosen], k, window, None)
    matched[chosen], has_tangle[chosen] = _bound(*again, chosen.shape[0])
    redone = np.zeros(low.shape[0], dtype=np.bool_)
    redone[chosen] = True
    kept = ~redone[index]
    return (
        np.concatenate((index[kept], chosen[again[0]])),
        np.concatenate((local_a[kept], again[1])),
        np.concatenate((local_b[kept], again[2])),
        np.concatenate((length[kept], again[3])),
    )


def _runs_at(run_a: I32, run_b: I32, run_length: I32, run_bounds: I64, at: int) -> list[Run]:
    """The runs of pair ``at``: rows run_bounds[at]:run_bounds[at + 1] of the run arrays."""
    lo, hi = int(run_bounds[at]), int(run_bounds[at + 1])
    return list(
        zip(run_a[lo:hi].tolist(), run_b[lo:hi].tolist(), run_length[lo:hi].tolist(), strict=True)
    )


def _pair_runs(
    laid: Laid,
    low: I64,
    high: I64,
    k: int,
    window: int,
    max_group: int | None,
    excluded: U64 | None = None,
) -> tuple[I64, I64, I64, I64]:
    """Runs of the pairs (low, high) as (input index, start in low, start in high, length)."""
    n = laid.count
    if low.size == 0:
        none = np.zeros(0, dtype=np.int64)
        return none, none, none, none
    keys = low * n + high
    order = np.argsort(keys, kind="stable")
    sorted_keys = keys[order]
    del keys
    unique_keys = sorted_keys if (np.diff(sorted_keys) > 0).all() else np.unique(sorted_keys)
    corpus, pair, start_a, start_b, length = find_runs(
        laid, unique_keys, k, window, max_group, excluded
    )
    # Runs to input indices (a key appears once among the pairs).
    index = order[np.searchsorted(sorted_keys, pair)]
    start_a -= corpus.offsets[low[index]]
    start_b -= corpus.offsets[high[index]]
    return index, start_a, start_b, length
