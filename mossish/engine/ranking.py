"""The class's candidate pairs, scored and ranked: which become results, and the histogram.

Every candidate pair is scored exactly (``score_pairs``, ``rescored``); the
most similar ones are listed as results with their fragments; every pair's
score goes into the histogram and, at or above the threshold, into the
cluster graph.  Which pairs are listed never changes a pair's score.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

import numpy as np

from mossish.engine.arrays import member
from mossish.engine.compare import Locator, ScoredPairs, score_pairs
from mossish.engine.index import Document, Index
from mossish.engine.lexing import Progress
from mossish.engine.literals import NO_STRINGS
from mossish.engine.scoring import discounted, rescored
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


def rank_pairs(
    documents: Sequence[Document],
    locators: Sequence[Locator],
    index: Index,
    focus: Sequence[int] | None,
    settings: Settings,
    report: Progress,
) -> Ranked:
    """Score the index's candidate pairs (those involving ``focus``, when given) and rank them.

    Every pair's score is exact and the same whatever is listed: the flags
    that cut the output (``--top``, ``-t``, ``--fail-above``) choose only
    which pairs are listed and which become edges.
    """
    rows, complete = index.pairs, index.completes()
    if focus is not None:
        chosen = np.array(focus, dtype=np.int64)  # ascending, as enumerated
        involved = member(rows[:, 0], chosen) | member(rows[:, 1], chosen)
        rows, complete = rows[involved], complete[involved]
    report("comparing", 0, len(rows))
    scored = score_pairs(
        documents, rows, settings.k, settings.window, index.pair_limit, complete=complete
    )
    scored = rescored(
        scored,
        documents,
        settings.k,
        settings.metric,
        settings.merge_gap,
        settings.rarity,
        settings.merge_run,
        settings.file_view,
        settings.strings,
    )
    listed = _listed(scored, settings.listed_from, settings.top)
    pairs = scored.materialize(documents, locators, listed)
    similarity = scored.similarity
    if settings.top is None and len(documents) <= LIST_ALL:
        # The rest of the class's pairs, scores without fragments.
        rest = np.setdiff1d(np.flatnonzero(scored.matched > 0), np.array(listed, dtype=np.int64))
        pairs.extend(scored.summaries(documents, rest.tolist()))
    report("comparing", len(rows), len(rows))
    everyone = pairs_in_scope(len(documents), focus)
    names = [d.name for d in documents]
    return Ranked(
        pairs=tuple(pairs),
        edges=tuple(
            Edge(names[int(scored.i[at])], names[int(scored.j[at])], float(similarity[at]))
            for at in np.flatnonzero(similarity >= settings.threshold).tolist()
        ),
        histogram=histogram_of(similarity[scored.matched > 0], everyone),
        candidates=len(rows),
        scope=everyone,
        compared=int(np.count_nonzero(scored.matched > 0)),
        discounts=tuple(
            _discounts(scored, number, document, locator, settings.k)
            for number, (document, locator) in enumerate(zip(documents, locators, strict=True))
        ),
    )


def _discounts(
    scored: ScoredPairs, number: int, document: Document, locator: Locator, k: int
) -> tuple[Discount, ...]:
    """The regions of a submission that count less for being widely held (k tokens or more)."""
    if scored.scoring is None:
        return ()
    rarity = scored.scoring.rarity
    return discounts_at(discounted(rarity, number, document, k), locator, rarity.submissions)


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
    reach the lower of the threshold and ``--fail-above``."""
    if top == 0:
        return present
    if top is not None:
        return min(top, present)
    return max(at_floor, DEFAULT_LISTED)


def listing_order(similarity: F64, matched: I64, i: I64, j: I64) -> I64:
    """The order pairs are listed in: most similar first, then most tokens, then by (i, j)."""
    return np.lexsort((j, i, -matched, -similarity))


def _listed(scored: ScoredPairs, floor: float, top: int | None) -> list[int]:
    """Input indices of the pairs to turn into results, most similar first."""
    present = np.flatnonzero(scored.matched > 0)
    similarity = scored.similarity[present]
    wanted = listed_count(present.size, int(np.count_nonzero(similarity >= floor)), top)
    if wanted < present.size:
        # Only pairs at least as similar as the wanted-th can be among the
        # first ``wanted`` (ties at it included): sort those alone.
        cut = np.partition(similarity, present.size - wanted)[present.size - wanted]
        present = present[similarity >= cut]
    order = present[
        listing_order(scored.similarity[present], scored.matched[present], scored.i[present],
                      scored.j[present])
    ]  # fmt: skip
    return [int(at) for at in order[:wanted]]


def compare_all(
    documents: Sequence[Document],
    locators: Sequence[Locator],
    pairs: Sequence[tuple[int, int, int]],
    settings: Settings,
) -> list[PairResult]:
    """Every pair sharing a run of k tokens, with its fragments, in input order: prior work
    against the class, scored by the class's one function (``scoring.pair_scores``:
    tiled and merged runs, the per-file view).

    Every token weighs 1 and shared strings add nothing: rarity and the strings'
    weights are measured within the class, and an archived entry is no member of
    it (docs/how-it-works.md, "The score").
    """
    if not pairs:
        return []
    plain = [replace(d, strings=NO_STRINGS, string_weights=NO_WEIGHTS) for d in documents]
    scored = score_pairs(plain, np.asarray(pairs, dtype=np.int64), settings.k, settings.window)
    scored = rescored(
        scored, plain, settings.k, settings.metric, settings.merge_gap, 0.0,
        settings.merge_run, settings.file_view, 0.0,
    )  # fmt: skip
    chosen = np.flatnonzero(scored.matched > 0).tolist()
    return scored.materialize(plain, locators, chosen)
