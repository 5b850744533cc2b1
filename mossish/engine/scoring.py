"""Scores (pure): a pair's runs -> the average and maximum similarity, weighted by rarity.

Given the runs each candidate pair shares (``compare.score_pairs``), this
turns them into the two metrics JPlag reports:

* ``avg``: the matched part of both sides together,
  ``(matched_a + matched_b) / (size_a + size_b)``, symmetric;
* ``max``: the matched part of the smaller side, so a partial copy (one
  submission is the first third of another's) or a copy padded with new
  code scores high.  A side smaller than ``MIN_SIDE`` tokens counts as
  that size: a stub of a few lines found inside a large file is not a 100 %
  copy.  ``side_floor`` says whether the floor is on the side's weight
  (0) or on its tokens that count (1): rarity discounts the code a whole
  class writes, so a short exercise can weigh half its tokens and, floored
  by weight, count as a stub.

Both count each token by its rarity weight (``rarity.py``: code much of the
class holds counts less) and merge neighbouring runs across a few inserted
or changed tokens (``merging.py``).  ``metric`` chooses which one is the
pair's ``similarity``, the score that drives the threshold, the clusters
and ``--fail-above``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import NamedTuple

import numpy as np
import numpy.typing as npt

from mossish.engine import rarity as rarity_module
from mossish.engine.arrays import major_minor_order
from mossish.engine.compare import ScoredPairs
from mossish.engine.index import Document
from mossish.engine.literals import boosted, pair_strings
from mossish.engine.merging import Bridges, aligned, bridges, chained
from mossish.engine.rarity import Rarity
from mossish.model import F64, I64, U64, Bool

METRICS = ("avg", "max")
# The smaller side of a pair counts as at least this many (weighted) tokens
# in the max metric: about ten lines of code.
MIN_SIDE = 100
# Token places and run fields: 32 bits while the class's tokens fit, else 64.
Places = npt.NDArray[np.signedinteger]


@dataclass(frozen=True, slots=True)
class Scores:
    """Per pair (input order): both metrics, each side's matched share, tokens matched."""

    avg: F64
    maximum: F64
    share_a: F64
    share_b: F64
    matched: I64
    # The share of rare string literals the two hold (``literals.shared``).
    strings: F64 | None = None

    def of(self, metric: str) -> F64:
        return self.maximum if metric == "max" else self.avg


class Rescored(NamedTuple):
    """Pairs with their similarity the chosen metric, both metrics, how they were scored,
    and their runs' layout (how they merge: the fragments come from it)."""

    pairs: ScoredPairs
    scores: Scores
    scoring: Scoring
    layout: Layout


class Layout(NamedTuple):
    """Every pair's runs: pair index, global starts on each side, length, and merges."""

    pair: Places
    ga: Places
    gb: Places
    length: Places
    joined: Bridges


def _no_places() -> I64:
    return np.zeros(0, dtype=np.int64)


def counted_places(documents: Sequence[Document]) -> tuple[I64, I64]:
    """Per document and per non-empty file (as ``file_places`` lists them), how many of its
    tokens count (are not ignored): the sizes the floor of max is measured in
    (``Scoring.floors``)."""
    per_file = []
    for d in documents:
        starts = np.asarray(d.file_starts, dtype=np.int64)
        kept = starts[1:] > starts[:-1]
        if starts.shape[0] <= 2:  # one file: the document's count (no pass over its tokens)
            per_file.append(np.full(int(kept.sum()), d.effective, dtype=np.int64))
            continue
        counted = np.concatenate(([0], np.cumsum(~np.asarray(d.ignored), dtype=np.int64)))
        per_file.append((counted[starts[1:]] - counted[starts[:-1]])[kept])
    files = np.concatenate(per_file) if per_file else np.zeros(0, dtype=np.int64)
    return np.array([d.effective for d in documents], dtype=np.int64), files


def file_places(documents: Sequence[Document], offsets: I64) -> tuple[I64, I64, I64]:
    """Every document's non-empty files at global places (start, end), and how many each
    document has (``Scoring.files``, ``file_ends``, ``file_counts``)."""
    starts = [
        np.asarray(d.file_starts, dtype=np.int64) + o
        for d, o in zip(documents, offsets[:-1].tolist(), strict=True)
    ]
    lows = [f[:-1][f[1:] > f[:-1]] for f in starts]
    highs = [f[1:][f[1:] > f[:-1]] for f in starts]
    files = np.concatenate(lows) if lows else np.zeros(0, dtype=np.int64)
    file_ends = np.concatenate(highs) if highs else np.zeros(0, dtype=np.int64)
    return files, file_ends, np.array([f.shape[0] for f in lows], dtype=np.int64)


@dataclass(frozen=True, slots=True)
class Scoring:
    """How runs become scores in one class: token weights, merging gap, metric."""

    rarity: Rarity
    metric: str
    gap: int
    offsets: I64  # document d's tokens are global rows offsets[d]:offsets[d + 1]
    cumulative: F64  # running sum of the weights over all documents, from 0
    segment: Places  # per global token: its run of same-file, not-ignored tokens
    totals: F64  # per document: the weight of everything that counts
    tokens: U64  # every document's tokens end to end
    # A merged gap's tokens count on its best diagonal (0), or in equal
    # stretches of at least this many tokens chained across diagonals.
    min_run: int = 0
    # Every document's non-empty files at global places (start, end), and how
    # many each document has: the per-file view of multi-file submissions.
    files: I64 = field(default_factory=_no_places)
    file_ends: I64 = field(default_factory=_no_places)
    file_counts: I64 = field(default_factory=_no_places)
    # How many tokens count (are not ignored) in each document and in each of
    # ``files``, and how far the floor of max is counted in them (``floors``).
    counted: I64 = field(default_factory=_no_places)
    file_counted: I64 = field(default_factory=_no_places)
    side_floor: float = 0.0

    @classmethod
    def of(
        cls,
        documents: Sequence[Document],
        rarity: Rarity,
        metric: str,
        gap: int,
        min_run: int = 0,
        side_floor: float = 0.0,
    ) -> Scoring:
        sizes = np.array([d.size for d in documents], dtype=np.int64)
        offsets = np.zeros(len(documents) + 1, dtype=np.int64)
        np.cumsum(sizes, out=offsets[1:])
        cumulative = running_sum(rarity.weights)
        # Global places in 32 bits while they fit (as the comparison's corpus
        # holds them): per token and per run, these are the scoring's largest arrays.
        place = np.int32 if int(offsets[-1]) < 2**31 else np.int64
        segment = (
            np.concatenate(
                [
                    np.asarray(d.seg_lo, dtype=place) + place(o)
                    for d, o in zip(documents, offsets[:-1].tolist(), strict=True)
                ]
            )
            if documents
            else np.zeros(0, dtype=place)
        )
        totals = cumulative[offsets[1:]] - cumulative[offsets[:-1]]
        tokens = (
            np.concatenate([np.asarray(d.tokens) for d in documents])
            if documents
            else np.zeros(0, dtype=np.uint64)
        )
        files, file_ends, file_counts = file_places(documents, offsets)
        counted, file_counted = counted_places(documents)
        return cls(
            rarity, metric, gap, offsets, cumulative, segment, totals, tokens, min_run,
            files, file_ends, file_counts, counted, file_counted, side_floor,
        )  # fmt: skip

    def weighed(self, rarity: Rarity) -> Scoring:
        """The same class with other token weights."""
        return replace(self.summed(running_sum(rarity.weights)), rarity=rarity)

    def summed(self, cumulative: F64) -> Scoring:
        """The same class with the running sum of its token weights given (``running_sum``;
        a part of a larger class takes its slices of the larger one's, so scores agree)."""
        totals = cumulative[self.offsets[1:]] - cumulative[self.offsets[:-1]]
        return replace(self, cumulative=cumulative, totals=totals)

    def floors(self, documents: I64 | None = None) -> F64 | float:
        """What each of ``documents`` (None: each of ``files``) counts as at least in max
        and the per-file view: MIN_SIDE tokens, each weighing 1 (``side_floor``
        0) or the side's own mean weight (1), or between.

        With 1, a side of at least MIN_SIDE tokens that count is never floored,
        however much of its code the class shares; a shorter one's share is
        scaled by its tokens over MIN_SIDE.
        """
        if self.side_floor <= 0:
            return float(MIN_SIDE)
        if documents is None:
            weight = self.cumulative[self.file_ends] - self.cumulative[self.files]
            counted = self.file_counted
        else:
            weight, counted = self.totals, self.counted
        mean = np.where(counted > 0, weight / np.maximum(counted, 1), 1.0)
        floors: F64 = MIN_SIDE * np.power(np.clip(mean, 0.0, 1.0), self.side_floor)
        return floors if documents is None else floors[documents]

    def layout(self, scored: ScoredPairs) -> Layout:
        """Every pair's runs at global places, and how they merge (weights play no part)."""
        pair, a, b, length = _all_runs(scored)
        low = np.minimum(scored.i, scored.j)
        high = np.maximum(scored.i, scored.j)
        place = self.segment.dtype
        ga = (a + self.offsets[low[pair]]).astype(place)
        gb = (b + self.offsets[high[pair]]).astype(place)
        return Layout(pair, ga, gb, length, self._bridges(pair, ga, gb, length))

    def _bridges(self, pair: I64, ga: I64, gb: I64, length: I64) -> Bridges:
        """Which consecutive runs merge (global starts ``ga``, ``gb``) and what the gaps count."""
        seg_a = self.segment[ga] if ga.size else ga
        seg_b = self.segment[gb] if gb.size else gb
        joined = bridges(pair, ga, gb, length, seg_a, seg_b, self.gap)
        if joined.joins.any():
            at = np.flatnonzero(joined.joins)
            credit = joined.credit.copy()
            ends_a, ends_b = (ga + length)[at], (gb + length)[at]
            gap_a, gap_b = joined.gap_a[at], joined.gap_b[at]
            if self.min_run > 0:
                credit[at] = chained(self.tokens, ends_a, gap_a, ends_b, gap_b, self.min_run)
            else:
                credit[at] = aligned(self.tokens, ends_a, gap_a, ends_b, gap_b)
            joined = replace(joined, credit=credit)
        return joined

    def _side_weights(self, start: Places, length: Places, joined: Bridges, gap: Places) -> F64:
        """Per run, the weight it matches on one side (``start``, ``gap``: that side's)."""
        weight = self._weight(start, length)
        # Bridged tokens: the gap's weight, in proportion to the credit.
        credited = joined.credit > 0
        ends = (start + length)[credited]
        credit = joined.credit[credited].astype(np.float64)
        weight[credited] += self._weight(ends, gap[credited]) * credit / gap[credited]
        return weight

    def _matched(self, layout: Layout, count: int) -> tuple[F64, F64]:
        """Per pair, the weight its runs match on its lower and its higher side."""
        _, ga, gb, length, joined = layout
        # One side's run weights at a time (a float per run), each let go once summed;
        # bincount of no runs at all gives integers.
        matched = [
            np.bincount(
                layout.pair, weights=self._side_weights(start, length, joined, gap), minlength=count
            ).astype(np.float64, copy=False)
            for start, gap in ((ga, joined.gap_a), (gb, joined.gap_b))
        ]
        return matched[0], matched[1]

    def one_file(self, scored: ScoredPairs, layout: Layout, chosen: Bool | None = None) -> F64:
        """Per pair: the largest share of one file matched anywhere in the other submission.

        A file under MIN_SIDE weighted tokens counts as MIN_SIDE (``floors``), so a
        stub matched whole does not make its submission a copy.  ``chosen``: the
        pairs to work it out for (the others get 0).
        """
        count = scored.i.shape[0]
        found = np.zeros(count, dtype=np.float64)
        if chosen is not None:
            keep = chosen[layout.pair]
            joined = layout.joined
            layout = Layout(
                layout.pair[keep],
                layout.ga[keep],
                layout.gb[keep],
                layout.length[keep],
                Bridges(
                    joined.joins[keep], joined.gap_a[keep], joined.gap_b[keep], joined.credit[keep]
                ),
            )
        if layout.pair.size == 0 or self.files.size == 0:
            return found
        pair = layout.pair.astype(np.int64)
        files = self.files.shape[0]
        weights = self.cumulative[self.file_ends] - self.cumulative[self.files]
        sizes = np.maximum(weights, self.floors())
        joined = layout.joined
        for start, gap in ((layout.ga, joined.gap_a), (layout.gb, joined.gap_b)):
            # One side's run weights at a time, each let go once summed.
            weight = self._side_weights(start, layout.length, joined, gap)
            number = np.searchsorted(self.files, start, side="right") - 1
            keys, where = np.unique(pair * files + number, return_inverse=True)
            share = np.bincount(where, weights=weight) / sizes[keys % files]
            del weight, number, where
            np.maximum.at(found, keys // files, share)
        return np.clip(found, 0.0, 1.0)

    def _weight(self, start: I64, length: I64) -> F64:
        weight: F64 = self.cumulative[start + length]
        weight -= self.cumulative[start]
        return weight

    def average(self, scored: ScoredPairs, layout: Layout) -> F64:
        """The avg metric alone for every pair of ``scored`` (``score(...).avg``, to the bit).

        Rarity's rounds need no more than this, and the other metrics' arrays
        (one float per candidate pair each) were most of a round's memory.
        """
        count = scored.i.shape[0]
        avg, matched_high = self._matched(layout, count)
        avg += matched_high
        del matched_high
        # Both sides' totals: by i and j rather than low and high (a sum of two
        # floats does not depend on their order), so no per-pair sides are made.
        total = self.totals[scored.i]
        total += self.totals[scored.j]
        np.maximum(total, 1e-9, out=total)
        avg /= total
        return np.clip(avg, 0.0, 1.0, out=avg)

    def score(self, scored: ScoredPairs, layout: Layout | None = None) -> Scores:
        """Both metrics for every pair of ``scored`` (tiled runs where it has them)."""
        count = scored.i.shape[0]
        low = np.minimum(scored.i, scored.j)
        high = np.maximum(scored.i, scored.j)
        layout = layout or self.layout(scored)
        matched_low, matched_high = self._matched(layout, count)
        total_low, total_high = self.totals[low], self.totals[high]
        floor_low, floor_high = self.floors(low), self.floors(high)
        del low, high
        # Worked out in place, each value as (ml + mh) / max(tl + th, 1e-9) and so on
        # would give it: a class's candidate pairs are many, and so were the temporaries.
        avg = matched_low + matched_high
        scratch = total_low + total_high
        np.maximum(scratch, 1e-9, out=scratch)
        avg /= scratch
        np.clip(avg, 0.0, 1.0, out=avg)
        # max: the larger side's share, each side counted at least its floor.
        guarded = np.maximum(total_low, floor_low, out=scratch)
        np.divide(matched_low, guarded, out=guarded)
        other = np.maximum(total_high, floor_high)
        np.divide(matched_high, other, out=other)
        np.maximum(guarded, other, out=guarded)
        del other
        maximum = np.maximum(guarded, avg, out=guarded)
        np.clip(maximum, 0.0, 1.0, out=maximum)
        share_a = np.maximum(total_low, 1e-9, out=total_low)
        np.divide(matched_low, share_a, out=share_a)
        np.clip(share_a, 0.0, 1.0, out=share_a)
        share_b = np.maximum(total_high, 1e-9, out=total_high)
        np.divide(matched_high, share_b, out=share_b)
        np.clip(share_b, 0.0, 1.0, out=share_b)
        del matched_low, matched_high
        # Shares by the lower and the higher document so far: by a and b where a > b.
        swapped = np.flatnonzero(scored.i > scored.j)
        share_a[swapped], share_b[swapped] = share_b[swapped], share_a[swapped]
        tokens = np.bincount(
            layout.pair, weights=layout.length + layout.joined.credit, minlength=count
        ).astype(np.int64)
        return Scores(avg, maximum, share_a, share_b, tokens)


def running_sum(weights: Sequence[F64], start: float = 0.0) -> F64:
    """The running sum of every document's token weights end to end, from ``start``.

    Summed into one array in place: a class's tokens are millions, and each
    copy on the way (joined, summed, prefixed) was as large as the result.
    """
    total = sum(int(w.shape[0]) for w in weights)
    cumulative = np.zeros(total + 1, dtype=np.float64)
    cumulative[0] = start
    at = 1
    for w in weights:
        cumulative[at : at + w.shape[0]] = w
        at += w.shape[0]
    np.cumsum(cumulative, out=cumulative)
    return cumulative


def _all_runs(scored: ScoredPairs) -> tuple[Places, Places, Places, Places]:
    """Every pair's runs (tiled where tiled), as arrays sorted by pair, then start in a."""
    count = scored.i.shape[0]
    per_pair = np.diff(scored.run_bounds)
    # In the 32 bits the runs are held in (pairs: while their count fits).
    pair = np.repeat(np.arange(count, dtype=np.int32 if count < 2**31 else np.int64), per_pair)
    a, b, length = scored.run_a, scored.run_b, scored.run_length
    if scored.tiled:
        tiled_pairs = np.array(sorted(scored.tiled), dtype=np.int64)
        keep = ~np.isin(pair, tiled_pairs)
        extra = [(p, x, y, s) for p in tiled_pairs.tolist() for x, y, s in scored.tiled[p]]
        if extra:
            more = np.array(extra, dtype=np.int64)
            pair = np.concatenate((pair[keep], more[:, 0].astype(pair.dtype)))
            a = np.concatenate((a[keep], more[:, 1].astype(a.dtype)))
            b = np.concatenate((b[keep], more[:, 2].astype(b.dtype)))
            length = np.concatenate((length[keep], more[:, 3].astype(length.dtype)))
        else:
            pair, a, b, length = pair[keep], a[keep], b[keep], length[keep]
        order = major_minor_order(pair, a)  # the tiled pairs' runs in their places
        pair, a, b, length = pair[order], a[order], b[order], length[order]
    return pair, a, b, length


def rescored(
    scored: ScoredPairs,
    documents: Sequence[Document],
    metric: str,
    gap: int,
    min_run: int = 0,
    file_view: float = 0.0,
    strings: float = 0.0,
    containment: float = 0.0,
    side_floor: float = 0.0,
    split_containment: float = 0.0,
) -> Rescored:
    """``scored`` with its similarity the chosen metric, every token weighing 1: prior work
    against the class, whose rarity weights are the class's own (``weighing.py``).
    ``min_run``: how merged gaps count (``Scoring.min_run``); ``file_view``: how much
    the per-file view counts where a side has several files (``viewed``); ``strings``:
    how much shared rare strings add to avg (``with_strings``); ``containment``: how far
    avg rises towards max where one side is mostly found in the other (``contained``);
    ``side_floor``: what a short side counts as in max (``Scoring.floors``; every token
    weighing 1, it floors tokens and weight alike); ``split_containment``: how far
    containment waives its gap where a side has several files (``contained``)."""
    scoring = Scoring.of(
        documents, rarity_module.uniform(documents), metric, gap, min_run, side_floor
    )
    layout = scoring.layout(scored)
    shares = pair_strings(documents, scored.i, scored.j, scored.matched)
    scores = pair_scores(
        scoring, scored, layout, shares, file_view, strings, containment, split_containment
    )
    return Rescored(replace(scored, similarity=scores.of(metric)), scores, scoring, layout)


def pair_scores(
    scoring: Scoring,
    scored: ScoredPairs,
    layout: Layout,
    strings: F64,
    file_view: float,
    strings_weight: float,
    containment: float = 0.0,
    split_containment: float = 0.0,
) -> Scores:
    """Every pair's avg and max from its matches and the class's weights: the one
    formula of docs/how-it-works.md ("The score"), whichever executor scored the runs.

    1. ``Scoring.score``: the weight both sides match (runs tiled, merged across
       small gaps, each token by its rarity weight) over both sides' weight (avg),
       and over each side's, at least its floor (max; ``Scoring.floors``);
    2. ``viewed``: where a side has several files, avg moves towards the
       largest share of one file matched (``file_view``);
    3. ``with_strings``: avg rises with the pair's shared rare strings
       (``strings``, weighed by ``strings_weight``); max is never below avg;
    4. ``contained``: where one side is mostly found in the other and the two
       shares differ, avg rises towards max (``containment``); where a side has
       several files, the shares need differ only as far as ``split_containment``
       leaves the gap asked for.
    """
    scores = scoring.score(scored, layout)
    if file_view > 0:
        scores = viewed(scores, scored, scoring, layout, file_view)
    scores = with_strings(scores, strings, strings_weight)
    if split_containment > 0:
        return contained(scores, containment, several_files(scoring, scored), split_containment)
    return contained(scores, containment)


def several_files(scoring: Scoring, scored: ScoredPairs) -> Bool:
    """Per pair: whether either side has several (non-empty) files."""
    several = scoring.file_counts > 1
    found: Bool = several[scored.i] | several[scored.j]
    return found


def viewed(
    scores: Scores, scored: ScoredPairs, scoring: Scoring, layout: Layout, share: float
) -> Scores:
    """``scores`` with avg moved towards the per-file view where a side has several files.

    A copy refactored into several files grows (class wrappers, interfaces,
    a new main), so the share of both submissions it matches drops, while
    each of the original's files (or the original whole) is still found in
    it.  Where either side has several files, avg becomes
    ``(1 - share) * avg + share * max(one file, avg)``
    (``Scoring.one_file``); single-file pairs keep their avg.
    """
    multi = several_files(scoring, scored)
    if not multi.any():
        return scores
    view = np.maximum(scoring.one_file(scored, layout, multi), scores.avg)
    avg = np.where(multi, (1.0 - share) * scores.avg + share * view, scores.avg)
    return replace(scores, avg=avg, maximum=np.maximum(scores.maximum, avg))


def with_strings(scores: Scores, strings: F64, weight: float) -> Scores:
    """``scores`` with each pair's shared rare strings (``literals.py``) recorded and,
    at ``weight`` > 0, added to avg (``literals.boosted``); max is never below avg."""
    avg = boosted(scores.avg, strings, weight)
    return replace(scores, avg=avg, maximum=np.maximum(scores.maximum, avg), strings=strings)


# Containment (``contained``): avg starts to rise towards max once max passes
# CONTAINED_FROM, fully at 1; and only as far as max exceeds avg by more than
# CONTAINED_GAP, fully at twice that.
CONTAINED_FROM = 0.6
CONTAINED_GAP = 0.1


def contained(
    scores: Scores, weight: float, several: Bool | None = None, waived: float = 0.0
) -> Scores:
    """``scores`` with avg risen towards max where one side is mostly found in the other.

    A copy padded with inserted code keeps most of the original (max, the
    smaller side's share, stays high) while avg, which counts the inserted
    tokens against it, falls among the honest pairs.  Containment alone would
    lift two near-identical honest solutions of a short exercise too; they
    have almost no gap between max and avg, so the lift also needs one:

        lift = clip((max - 0.6) / 0.4, 0, 1) * clip((max - avg - 0.1) / 0.1, 0, 1)
        avg  = avg + weight * lift * (max - avg)

    max is unchanged, and avg never passes it.  A copy refactored into several
    files adds little code of its own (class wrappers, a new main) and the
    per-file view has already moved its avg half-way to max, so its gap is
    small; where ``several`` (a side has several files), the gap's gate is
    waived this far: ``gate + waived * (1 - gate)``.
    """
    if weight <= 0:
        return scores
    avg, top = scores.avg, scores.maximum
    gap = top - avg
    gate = np.clip((gap - CONTAINED_GAP) / CONTAINED_GAP, 0.0, 1.0)
    if several is not None and waived > 0:
        gate = np.where(several, gate + waived * (1.0 - gate), gate)
    lift = np.clip((top - CONTAINED_FROM) / (1.0 - CONTAINED_FROM), 0.0, 1.0) * gate
    return replace(scores, avg=np.minimum(avg + weight * lift * gap, top))
