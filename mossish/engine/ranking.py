"""Ranking: which scored pairs become results, and the histogram.

Every candidate pair is scored exactly (``schedule.Ranking``); the most
similar ones are listed as results with their fragments; every pair's score
goes into the histogram and, at or above the threshold, into the cluster
graph.  Which pairs are listed never changes a pair's score.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

import numpy as np

from mossish.engine.compare import score_pairs
from mossish.engine.index import Document
from mossish.engine.literals import NO_STRINGS
from mossish.engine.locator import Locator
from mossish.engine.results import materialize
from mossish.engine.scoring import rescored
from mossish.model import F64, I64, Discount, Edge, PairResult, frozen_array
from mossish.settings import Settings

NO_WEIGHTS = frozen_array(np.zeros(0, dtype=np.float64))
HISTOGRAM_BINS = 20
# By default, the pairs listed with their fragments are every pair at or
# above the threshold and at least this many of the most similar (as JPlag
# shows 500); every pair's score still goes into the histogram and clusters.
DEFAULT_LISTED = 1000
# In a class of up to this many submissions every pair sharing code is
# listed (those beyond the ones above with scores only, no fragments), so a
# ranking can be judged whole: a pair left out would read as 0.
LIST_ALL = 300


@dataclass(frozen=True, slots=True)
class Ranked:
    """The current class's pairs: the listed ones as results, all of them as counts and edges."""

    pairs: tuple[PairResult, ...]  # the listed pairs, most similar first
    edges: tuple[Edge, ...]  # every pair at or above the threshold
    histogram: tuple[int, ...]
    candidates: int  # candidate pairs scored
    scope: int  # pairs in scope: all the class's, or those involving a target
    compared: int  # those sharing a run of k tokens
    # Per document, the regions that count less for being widely held.
    discounts: tuple[tuple[Discount, ...], ...]


def discounts_at(
    found: Sequence[tuple[int, int, int, float]], locator: Locator, submissions: int
) -> tuple[Discount, ...]:
    """``scoring.discounted``'s runs of tokens as regions of the submission's files."""
    spans = locator.spans([f[0] for f in found], [f[1] for f in found])
    return tuple(
        Discount(span, holders, submissions, round(weight, 4))
        for span, (_, _, holders, weight) in zip(spans, found, strict=True)
    )


def pairs_in_scope(n: int, focus: Sequence[int] | None) -> int:
    """Pairs of ``n`` submissions: all, or those involving at least one of ``focus``."""
    if focus is None:
        return n * (n - 1) // 2
    m = len(focus)
    return m * (m - 1) // 2 + m * (n - m)


def histogram_of(similarities: F64, all_pairs: int) -> tuple[int, ...]:
    """Counts of ``all_pairs`` pairs by similarity, in bins of 1/HISTOGRAM_BINS.

    Pairs that share no run of k tokens (or were never candidates) are 0.
    """
    return histogram_from(binned(similarities), int(similarities.shape[0]), all_pairs)


def binned(similarities: F64) -> I64:
    """How many of ``similarities`` fall in each bin (summed over parts of a class, the
    counts ``histogram_from`` completes)."""
    bins = np.minimum((similarities * HISTOGRAM_BINS).astype(np.int64), HISTOGRAM_BINS - 1)
    return np.bincount(bins, minlength=HISTOGRAM_BINS)


def histogram_from(counts: I64, scored: int, all_pairs: int) -> tuple[int, ...]:
    """The histogram of ``all_pairs`` pairs from the bins of the ``scored`` ones."""
    counts = counts.copy()
    counts[0] += max(all_pairs - scored, 0)
    return tuple(int(c) for c in counts)


def listed_count(present: int, at_floor: int, top: int | None) -> int:
    """How many pairs to list with fragments: ``present`` share code, ``at_floor`` of them
    must be listed (without ``--top``: those at or above the lower of the threshold and
    ``--fail-above``; with it, those at or above ``--fail-above``)."""
    if top == 0:
        return present
    if top is not None:
        return min(max(top, at_floor), present)
    return max(at_floor, DEFAULT_LISTED)


def listing_order(similarity: F64, matched: I64, i: I64, j: I64) -> I64:
    """The order pairs are listed in: most similar first, then most tokens, then by (i, j)."""
    return np.lexsort((j, i, -matched, -similarity))


def compare_all(
    documents: Sequence[Document],
    locators: Sequence[Locator],
    pairs: Sequence[tuple[int, int, int]],
    settings: Settings,
) -> list[PairResult]:
    """Every pair sharing a run of k tokens, with its fragments, in input order: prior work
    against the class, scored by the class's one function (``scoring.pair_scores``:
    tiled and merged runs, the per-file view, containment).

    Every token weighs 1 and shared strings add nothing: rarity and the strings'
    weights are measured within the class, and an archived entry is no member of
    it (docs/how-it-works.md, "The score").
    """
    if not pairs:
        return []
    plain = [replace(d, strings=NO_STRINGS, string_weights=NO_WEIGHTS) for d in documents]
    scored = score_pairs(plain, np.asarray(pairs, dtype=np.int64), settings.k, settings.window)
    rated = rescored(
        scored, plain, settings.metric, settings.merge_gap, settings.merge_run, settings.file_view,
        containment=settings.containment, side_floor=settings.side_floor,
        split_containment=settings.split_containment,
    )  # fmt: skip
    chosen = np.flatnonzero(rated.pairs.matched > 0).tolist()
    return materialize(rated.pairs, rated.scores, rated.layout, plain, locators, chosen)
