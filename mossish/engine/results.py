"""Pair results (pure): scored pairs -> what a report shows of them.

A listed pair's result carries its scores (``scoring.pair_scores``), its
fragments (runs merged as the score merged them, ``fragments``) as
source spans on both sides (``Locator``), and what they count; a pair
listed without fragments carries the same numbers (``summaries``).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from mossish.engine.compare import ScoredPairs
from mossish.engine.index import Document
from mossish.engine.locator import Locator
from mossish.engine.merging import merged
from mossish.engine.scoring import Layout, Scores
from mossish.model import I64, Fragment, PairResult

# One pair's fragments as token places: start and end in a, start and end in b, tokens.
Pieces = list[tuple[int, int, int, int, int]]


def summaries(
    scored: ScoredPairs,
    scores: Scores,
    layout: Layout,
    documents: Sequence[Document],
    chosen: Sequence[int],
) -> list[PairResult]:
    """Pair results without fragments for the pairs at ``chosen``: every field the pair
    has with its fragments (``results``) but the fragments and their lines."""
    out = []
    for index, found in zip(chosen, pieces(scored, layout, chosen), strict=True):
        i, j = int(scored.i[index]), int(scored.j[index])
        shared = int(scored.shared[index])
        union = documents[i].distinct + documents[j].distinct - shared
        out.append(
            PairResult(
                a=documents[i].name,
                b=documents[j].name,
                similarity=float(scored.similarity[index]),
                similarity_avg=float(scores.avg[index]),
                similarity_max=float(scores.maximum[index]),
                share_a=float(scores.share_a[index]),
                share_b=float(scores.share_b[index]),
                strings=_strings_at(scores, index),
                matched_tokens=int(scores.matched[index]),
                longest_fragment=max((piece[4] for piece in found), default=0),
                shared_fingerprints=shared,
                fragments=(),
                jaccard=shared / union if union > 0 else 0.0,
            )
        )
    return out


def materialize(
    scored: ScoredPairs,
    scores: Scores,
    layout: Layout,
    documents: Sequence[Document],
    locators: Sequence[Locator],
    chosen: Sequence[int],
) -> list[PairResult]:
    """Pair results with fragments for the pairs at ``chosen`` (input indices)."""
    return results(scored, scores, documents, locators, chosen, pieces(scored, layout, chosen))


def pieces(scored: ScoredPairs, layout: Layout, chosen: Sequence[int]) -> list[Pieces]:
    """The fragments of the pairs at ``chosen`` as token places (a side's start, end...):
    each pair's runs (local starts, tiled, sorted by a) merged as ``layout`` merged them
    for the score (``Scoring.layout``), not worked out again pair by pair."""
    at = np.asarray(chosen, dtype=np.int64)
    starts = np.searchsorted(layout.pair, at).tolist()
    ends = np.searchsorted(layout.pair, at, side="right").tolist()
    joins, credit = layout.joined.joins, layout.joined.credit
    return [
        merged(scored.runs_of(index), joins[lo:hi], credit[lo:hi])
        for index, lo, hi in zip(at.tolist(), starts, ends, strict=True)
    ]


def results(
    scored: ScoredPairs,
    scores: Scores,
    documents: Sequence[Document],
    locators: Sequence[Locator],
    chosen: Sequence[int],
    found: Sequence[Pieces],
) -> list[PairResult]:
    """Pair results of the pairs at ``chosen``, their fragments ``found`` (``pieces``)."""
    out = []
    for index, mine in zip(chosen, found, strict=True):
        i, j = int(scored.i[index]), int(scored.j[index])
        low, high = min(i, j), max(i, j)
        spans_a = locators[low].spans([p[0] for p in mine], [p[1] - p[0] for p in mine])
        spans_b = locators[high].spans([p[2] for p in mine], [p[3] - p[2] for p in mine])
        fragments = [
            Fragment(a=span_a, b=span_b, tokens=piece[4])
            for span_a, span_b, piece in zip(spans_a, spans_b, mine, strict=True)
        ]
        # The shares are by i and j: by the lower and the higher document here.
        share_low, share_high = float(scores.share_a[index]), float(scores.share_b[index])
        if i != low:
            share_low, share_high = share_high, share_low
        result = _result(
            documents[low], documents[high], fragments, int(scored.shared[index]),
            (float(scored.similarity[index]), float(scores.avg[index]),
             float(scores.maximum[index]), share_low, share_high, _strings_at(scores, index)),
        )  # fmt: skip
        out.append(result if i == low else _mirror(result))
    return out


def taken(
    scored: ScoredPairs, scores: Scores, chosen: I64, numbers: I64
) -> tuple[ScoredPairs, Scores]:
    """The pairs at ``chosen`` alone, without their runs, documents renumbered by
    ``numbers`` (what ``results`` needs, from a part of a larger class)."""
    return (
        ScoredPairs(
            i=numbers[scored.i[chosen]],
            j=numbers[scored.j[chosen]],
            shared=scored.shared[chosen],
            matched=scored.matched[chosen],
            similarity=scored.similarity[chosen],
            run_a=np.zeros(0, dtype=np.int32),
            run_b=np.zeros(0, dtype=np.int32),
            run_length=np.zeros(0, dtype=np.int32),
            run_bounds=np.zeros(chosen.shape[0] + 1, dtype=np.int64),
            tiled={},
        ),
        Scores(
            scores.avg[chosen],
            scores.maximum[chosen],
            scores.share_a[chosen],
            scores.share_b[chosen],
            scores.matched[chosen],
            None if scores.strings is None else scores.strings[chosen],
        ),
    )


def _strings_at(scores: Scores, index: int) -> float:
    if scores.strings is None:
        return 0.0
    return float(scores.strings[index])


def _mirror(pair: PairResult) -> PairResult:
    return PairResult(
        a=pair.b,
        b=pair.a,
        similarity=pair.similarity,
        share_a=pair.share_b,
        share_b=pair.share_a,
        similarity_avg=pair.similarity_avg,
        similarity_max=pair.similarity_max,
        matched_tokens=pair.matched_tokens,
        longest_fragment=pair.longest_fragment,
        shared_fingerprints=pair.shared_fingerprints,
        jaccard=pair.jaccard,
        strings=pair.strings,
        fragments=tuple(
            sorted(
                (Fragment(a=f.b, b=f.a, tokens=f.tokens) for f in pair.fragments),
                key=_fragment_order,
            )
        ),
    )


def _fragment_order(fragment: Fragment) -> tuple[str, int, int, str, int, int]:
    return (
        fragment.a.file,
        fragment.a.start_line,
        fragment.a.start_col,
        fragment.b.file,
        fragment.b.start_line,
        fragment.b.start_col,
    )


def _result(
    a: Document, b: Document, fragments: list[Fragment], shared: int, scores: tuple[float, ...]
) -> PairResult:
    """A pair's result: its ``scores`` (similarity, avg, max, a's share, b's share and
    strings, from ``scoring.pair_scores``), its fragments and what they count."""
    similarity, average, maximum, share_a, share_b, strings = scores
    return PairResult(
        a=a.name,
        b=b.name,
        similarity=similarity,
        similarity_avg=average,
        similarity_max=maximum,
        share_a=share_a,
        share_b=share_b,
        strings=strings,
        matched_tokens=sum(f.tokens for f in fragments),
        longest_fragment=max(f.tokens for f in fragments),
        shared_fingerprints=shared,
        fragments=tuple(sorted(fragments, key=_fragment_order)),
        jaccard=shared / union if (union := a.distinct + b.distinct - shared) > 0 else 0.0,
    )
