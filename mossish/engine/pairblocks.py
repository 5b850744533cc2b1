"""Scoring by pair block (pure kernels): a block's pairs found, tiled, scored and listed.

The class's documents are cut into blocks; the candidate pairs into pair
blocks (block of i, block of j).  A pair block's task holds its two
document blocks, laid end to end with a spacer between them, and its pairs'
runs (``open_block``, ``finish_block``); the scores come from the class's
one function (``scoring.pair_scores``) under the weights' running sum
(``scored_block``).  The schedule that runs these is ``schedule.Ranking``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np

from mossish.engine.arrays import Weighed, member
from mossish.engine.compare import FirstRuns, ScoredPairs, completion, finish_pairs, first_runs
from mossish.engine.corpus import Laid, joined, joined_corpus
from mossish.engine.index import Document
from mossish.engine.literals import pair_strings
from mossish.engine.locator import Locator
from mossish.engine.ranges import Rows
from mossish.engine.ranking import binned, listing_order
from mossish.engine.rarity import uniform
from mossish.engine.results import pieces, results, summaries, taken
from mossish.engine.scoring import (
    Layout,
    Scores,
    Scoring,
    counted_places,
    file_places,
    pair_scores,
)
from mossish.model import F64, I64, U64, PairResult, frozen_array
from mossish.settings import Settings

# --- Scoring over blocks of pairs -------------------------------------------
#
# The class's documents are cut into blocks of ``partition`` submissions;
# the candidate pairs into pair blocks (block of i, block of j).  A pair
# block's task holds its two document blocks and its pairs' runs; the
# document blocks' tasks hold their token weights; the k-grams' holders are
# shuffled by hash range as the index's fingerprints are.  Every float is
# summed in the order one block sums it (docs/scale.md), so the scores are
# one block's, bit for bit.


@dataclass(frozen=True, slots=True)
class PairBlock(Weighed):
    """One pair block on a worker: its pairs (numbered locally) and what is known of them."""

    numbers: I64  # each local document's number in the class (-1: the spacer)
    positions: I64  # each pair's row among the class's candidate pairs
    first: FirstRuns | None = None
    scored: ScoredPairs | None = None
    scores: Scores | None = None  # both metrics, once scored (``scored_block``)
    layout: Layout | None = None
    # Per pair: the share of rare strings the two hold (``literals.shared``);
    # None where the score does not add it (``--strings 0``): the listed and
    # summarised pairs' shares are then worked out for them alone (``_with_strings``).
    strings: F64 | None = None
    # What the scores read of the documents besides the runs: where each
    # document and each of its files starts.  Kept with the runs, so the
    # scoring passes need the document blocks no more (nor their copies).
    places: TokenPlaces | None = None


@dataclass(frozen=True, slots=True)
class TokenPlaces(Weighed):
    """A pair block's documents' token places (``Scoring.offsets`` and its per-file view),
    and how many tokens count in each document and file (``Scoring.floors``)."""

    offsets: I64
    files: I64
    file_ends: I64
    file_counts: I64
    counted: I64
    file_counted: I64

    def scoring(self, settings: Settings, cumulative: F64) -> Scoring:
        """A scoring of these documents under the weights whose running sum is ``cumulative``:
        scores and the per-file view read nothing else (merging was done with the tokens)."""
        bare = replace(
            plain_scoring([], settings),
            offsets=self.offsets,
            files=self.files,
            file_ends=self.file_ends,
            file_counts=self.file_counts,
            counted=self.counted,
            file_counted=self.file_counted,
        )
        return bare.summed(cumulative)


@dataclass(frozen=True, slots=True)
class BlockReport:
    """What the client needs of a pair block's final scores."""

    present: int  # pairs sharing a run of k tokens
    at_floor: int  # of them, at or above the listing floor (``Settings.listed_from``)
    bins: I64  # their histogram bins
    edges: tuple[I64, I64, I64, F64]  # at or above the threshold: row, i, j, similarity


def spacer() -> Document:
    """A document of one ignored token set between two blocks of a pair block's documents:
    each block's running sum of weights keeps its own end and start."""
    one = np.zeros(1, dtype=np.int32)
    return Document(
        name="",
        tokens=np.zeros(1, dtype=np.uint64),
        file_starts=np.array([0, 1], dtype=np.int64),
        fp_hashes=np.zeros(0, dtype=np.uint64),
        fp_positions=np.zeros(0, dtype=np.int64),
        base=np.zeros(1, dtype=np.bool_),
        common=np.zeros(1, dtype=np.bool_),
        ignored=np.ones(1, dtype=np.bool_),
        seg_lo=one,
        seg_hi=one + 1,
    )


# The spacer's locator, between a pair block's two blocks of locators.
NO_FILES = Locator((), frozen_array(np.zeros(1, dtype=np.int64)), (), (), ())


def local_documents(block_a: list[Document], block_b: list[Document] | None) -> list[Document]:
    return block_a if block_b is None else [*block_a, spacer(), *block_b]


def plain_scoring(documents: list[Document], settings: Settings) -> Scoring:
    return Scoring.of(
        documents, uniform(documents), settings.metric, settings.merge_gap, settings.merge_run,
        settings.side_floor,
    )  # fmt: skip


def open_block(
    laid_a: Laid,
    laid_b: Laid | None,
    pairs: tuple[I64, I64, I64],
    settings: Settings,
    pair_limit: int,
    excluded: U64,
) -> PairBlock:
    """A pair block's first runs (``compare.first_runs``) over its two blocks' lays joined
    (``corpus.joined``, as ``lay(local_documents(a, b))``); ``pairs``: each local document's number
    in the class, the pairs' rows (numbered locally), their places in the class's."""
    numbers, rows, positions = pairs
    laid = joined(laid_a, laid_b, across=True)
    first = first_runs(laid, rows, settings.k, settings.window, pair_limit, excluded)
    return PairBlock(numbers, positions, first=first)


def focused(rows: Rows, chosen: I64) -> Rows:
    """A block's rows that involve one of ``chosen`` (the targets)."""
    involved = member(rows.rows[:, 0], chosen) | member(rows.rows[:, 1], chosen)
    return Rows(rows.rows[involved], rows.complete[involved])


def by_second(
    rows: Rows, offset: int, a: int, partition: int, n: int
) -> dict[int, tuple[I64, I64, I64]]:
    """Block ``a``'s rows (its first submissions'), whose first is the class's row
    ``offset``, cut by the block of their second submission: each pair block's local
    documents' numbers in the class, its rows numbered locally, their places in the
    class's pairs (what ``open_block`` takes)."""
    found = rows.rows
    out: dict[int, tuple[I64, I64, I64]] = {}
    if found.shape[0] == 0:
        return out
    block_of_j = found[:, 1] // partition
    order = np.argsort(block_of_j, kind="stable")
    cuts = np.flatnonzero(np.diff(block_of_j[order])) + 1
    first_a = a * partition
    size_a = min(partition, n - first_a)
    for places in np.split(order, cuts):
        b = int(block_of_j[places[0]])
        first_b = b * partition
        numbers = np.arange(first_a, first_a + size_a, dtype=np.int64)
        local = found[places].copy()
        local[:, 0] -= first_a
        if a == b:
            local[:, 1] -= first_a
        else:
            size_b = min(partition, n - first_b)
            numbers = np.concatenate(
                (numbers, [-1], np.arange(first_b, first_b + size_b, dtype=np.int64))
            )
            local[:, 1] += size_a + 1 - first_b
        out[b] = (numbers, local, places.astype(np.int64) + offset)
    return out


def ring_places(rows: Rows, offset: int) -> I64:
    """The places among the class's pairs of a block's rings' rows."""
    return np.flatnonzero(rows.complete).astype(np.int64) + offset


def found_again(pairs: PairBlock, chosen: I64) -> I64:
    """The block's pairs among ``chosen`` (places in the class's pairs, sorted)."""
    return np.flatnonzero(member(pairs.positions, chosen))


def listed_here(pairs: PairBlock, listed: I64) -> tuple[I64, I64]:
    """The block's pairs among ``listed`` (sorted): local places, places in the class's."""
    mine = found_again(pairs, listed)
    return mine, pairs.positions[mine]


def to_complete(pairs: PairBlock, submissions: int) -> tuple[I64, F64]:
    """The block's pairs that may be scored again (rows in the class, similarity)."""
    assert pairs.first is not None
    positions = pairs.positions
    similarity = pairs.first.similarity
    chosen = completion(similarity, positions, submissions)
    return positions[chosen], similarity[chosen]


def most_similar(submissions: int, *found: tuple[I64, F64]) -> tuple[I64, F64]:
    """Of several pair blocks' pairs that may be scored again (``to_complete``), those the
    class's choice may take (``completion``): the most similar of each part are the
    most similar of the whole."""
    places = np.concatenate([np.zeros(0, np.int64), *(r for r, _ in found)])
    similarity = np.concatenate([np.zeros(0), *(s for _, s in found)])
    chosen = completion(similarity, places, submissions)
    return places[chosen], similarity[chosen]


def finish_block(
    pairs: PairBlock,
    block_a: list[Document],
    block_b: list[Document] | None,
    laid_a: Laid,
    laid_b: Laid | None,
    again: I64 | None,
    settings: Settings,
) -> PairBlock:
    """The block's scored pairs and their runs' layout (``compare.finish_pairs``), from the
    two blocks and their lays (tokens and segments end to end, as ``local_documents`` lays them)."""
    assert pairs.first is not None
    documents = local_documents(block_a, block_b)
    if again is not None and again.size:  # the pairs found again are seeded from the lays
        laid = joined(laid_a, laid_b, across=block_b is not None)
        corpus = laid.corpus
    else:
        laid, corpus = None, joined_corpus(laid_a.corpus, None if laid_b is None else laid_b.corpus)
    scored = finish_pairs(documents, pairs.first, again, settings.k, settings.window, laid)
    # What ``plain_scoring(documents, settings)`` gives the layout, from the lays.
    files, file_ends, file_counts = file_places(documents, corpus.offsets)
    scoring = replace(plain_scoring([], settings), offsets=corpus.offsets, segment=corpus.seg_lo,
                      tokens=corpus.tokens, files=files, file_ends=file_ends,
                      file_counts=file_counts)  # fmt: skip
    places = TokenPlaces(scoring.offsets, files, file_ends, file_counts, *counted_places(documents))
    return PairBlock(
        pairs.numbers,
        pairs.positions,
        scored=scored,
        layout=scoring.layout(scored),
        strings=(
            pair_strings(documents, scored.i, scored.j, scored.matched)
            if settings.strings > 0
            else None
        ),
        places=places,
    )


def scoring_of(pairs: PairBlock, sum_a: F64, sum_b: F64 | None, settings: Settings) -> Scoring:
    assert pairs.places is not None
    cumulative = sum_a if sum_b is None else np.concatenate((sum_a, sum_b))
    return pairs.places.scoring(settings, cumulative)


def block_similarity(
    pairs: PairBlock, sum_a: F64, sum_b: F64 | None, settings: Settings
) -> tuple[I64, I64, F64]:
    """The block's pairs (numbered in the class) and their average similarity under the
    weights whose running sums are given."""
    assert pairs.scored is not None and pairs.layout is not None
    # The avg metric alone, as the local engine's rounds (``Scoring.average``).
    avg = scoring_of(pairs, sum_a, sum_b, settings).average(pairs.scored, pairs.layout)
    scored = pairs.scored
    low, high = np.minimum(scored.i, scored.j), np.maximum(scored.i, scored.j)
    return pairs.numbers[low], pairs.numbers[high], avg


def scored_block(pairs: PairBlock, sum_a: F64, sum_b: F64 | None, settings: Settings) -> PairBlock:
    """The block's pairs with their final scores (``scoring.pair_scores``)."""
    assert pairs.scored is not None and pairs.layout is not None
    scoring = scoring_of(pairs, sum_a, sum_b, settings)
    strings = pairs.strings
    if strings is None:  # added with weight 0: nothing, and worked out where listed
        strings = np.zeros(pairs.scored.i.shape[0], dtype=np.float64)
    scores = pair_scores(
        scoring,
        pairs.scored,
        pairs.layout,
        strings,
        settings.file_view,
        settings.strings,
        settings.containment,
        settings.split_containment,
    )
    scored = replace(pairs.scored, similarity=scores.of(settings.metric))
    return replace(pairs, scored=scored, scores=scores)


def block_report(pairs: PairBlock, floor: float, threshold: float) -> BlockReport:
    assert pairs.scored is not None
    positions = pairs.positions
    scored = pairs.scored
    present = scored.matched > 0
    similarity = scored.similarity[present]
    edge = np.flatnonzero(scored.similarity >= threshold)
    return BlockReport(
        present=int(np.count_nonzero(present)),
        at_floor=int(np.count_nonzero(similarity >= floor)),
        bins=binned(similarity),
        edges=(
            positions[edge],
            pairs.numbers[scored.i[edge]],
            pairs.numbers[scored.j[edge]],
            scored.similarity[edge],
        ),
    )


def first_in_block(pairs: PairBlock, wanted: int) -> tuple[I64, F64, I64, I64, I64]:
    """The block's ``wanted`` first pairs in listing order: rows, similarity, tokens, i, j."""
    assert pairs.scored is not None
    positions = pairs.positions
    scored = pairs.scored
    present = np.flatnonzero(scored.matched > 0)
    i, j = pairs.numbers[scored.i[present]], pairs.numbers[scored.j[present]]
    order = present[listing_order(scored.similarity[present], scored.matched[present], i, j)]
    order = order[:wanted]
    return (
        positions[order],
        scored.similarity[order],
        scored.matched[order],
        pairs.numbers[scored.i[order]],
        pairs.numbers[scored.j[order]],
    )


def first_listed(
    wanted: int, *found: tuple[I64, F64, I64, I64, I64]
) -> tuple[I64, F64, I64, I64, I64]:
    """Of several pair blocks' first pairs in listing order (``first_in_block``), the ``wanted``
    first of them all: the first of each part are the first of the whole."""
    rows, similarity, matched, i, j = (
        np.concatenate([empty, *(b[c] for b in found)])
        for c, empty in enumerate(
            [np.zeros(0, np.int64), np.zeros(0), *[np.zeros(0, np.int64)] * 3]
        )
    )
    order = listing_order(similarity, matched, i, j)[:wanted]
    return rows[order], similarity[order], matched[order], i[order], j[order]


def listed_results(
    pairs: PairBlock,
    block_a: list[Document],
    block_b: list[Document] | None,
    locators_a: list[Locator],
    locators_b: list[Locator] | None,
    chosen: I64,
) -> list[PairResult]:
    """The listed pairs' results, with their fragments (runs merged as the layout merged them
    for the score: the weights play no part)."""
    assert pairs.scored is not None and pairs.scores is not None and pairs.layout is not None
    documents = local_documents(block_a, block_b)
    found = pieces(pairs.scored, pairs.layout, chosen.tolist())
    # Numbered in the pair block, which keeps the class's order of i and j.
    locators = locators_a if locators_b is None else [*locators_a, NO_FILES, *locators_b]
    scored, scores = taken(
        pairs.scored, _with_strings(pairs, documents, chosen), chosen,
        np.arange(len(documents), dtype=np.int64),
    )  # fmt: skip
    return results(scored, scores, documents, locators, range(len(found)), found)


def _with_strings(pairs: PairBlock, documents: list[Document], chosen: I64) -> Scores:
    """The block's scores with the shares of rare strings of the pairs at ``chosen`` in
    them, when they were not worked out for every pair (``PairBlock.strings``)."""
    assert pairs.scored is not None and pairs.scores is not None
    if pairs.strings is not None or not chosen.size:
        return pairs.scores
    scored = pairs.scored
    strings = np.zeros(scored.i.shape[0], dtype=np.float64)
    strings[chosen] = pair_strings(
        documents, scored.i[chosen], scored.j[chosen], scored.matched[chosen]
    )
    return replace(pairs.scores, strings=strings)


def present_rest(pairs: PairBlock, listed: I64) -> tuple[I64, I64]:
    """The block's pairs sharing code but not listed: local places, rows in the class."""
    assert pairs.scored is not None
    positions = pairs.positions
    present = np.flatnonzero(pairs.scored.matched > 0)
    rest = present[~member(positions[present], np.sort(listed))]
    return rest, positions[rest]


def unlisted_results(
    pairs: PairBlock,
    block_a: list[Document],
    block_b: list[Document] | None,
    chosen: I64,
) -> list[PairResult]:
    assert pairs.scored is not None and pairs.scores is not None and pairs.layout is not None
    documents = local_documents(block_a, block_b)
    # The longest fragment is merged runs' (weights play no part), as the layout merged them.
    scores = _with_strings(pairs, documents, chosen)
    return summaries(pairs.scored, scores, pairs.layout, documents, chosen.tolist())
