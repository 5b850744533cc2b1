"""When the scores mean little: a sentence for the instructor, from what the result holds.

Two cases, read from the ``Analysis`` alone (no score is changed):

* most of the class's pairs are at or above the threshold: short programs,
  or an exercise that leaves little room to write it differently, make
  independent solutions alike;
* the flagged pairs' matched lines lie mostly in code much of the class
  writes (the regions rarity weighting discounts): what they share is what
  everyone shares.

Every view (terminal, report, JSON) shows the same sentences.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from mossish.model import Analysis, Span

# "Most pairs": more than this share of the class's pairs at or above the threshold,
MOST = 0.5
# in a class with at least this many pairs (five submissions): in a smaller
# one, a single copy is already "most pairs".
MIN_PAIRS = 10
# "Mostly what the whole class writes": more than this share of the flagged
# pairs' matched lines in widely held code,
COMMON = 0.5
# over at most this many flagged pairs (the most similar): enough to say so.
SAMPLED_PAIRS = 500


@dataclass(frozen=True, slots=True)
class Caution:
    kind: str  # "most-flagged" or "common-code": stable, for programs
    message: str  # one sentence for a person, with what to do


def cautions(analysis: Analysis) -> tuple[Caution, ...]:
    """What makes this run's scores mean little, if anything."""
    found = []
    stats = analysis.stats
    threshold = analysis.settings.threshold
    if stats.all_pairs >= MIN_PAIRS and stats.flagged_pairs > MOST * stats.all_pairs:
        found.append(
            Caution(
                "most-flagged",
                f"{stats.flagged_pairs:,} of the class's {stats.all_pairs:,} pairs are at or "
                f"above the threshold of {threshold:.0%}, so here a high score does not single "
                "out a copy: the programs are likely too short or too prescribed to differ; "
                "give the starter code with --base, raise the threshold, and read the "
                "fragments of a pair before acting on it.",
            )
        )
    share = _common_share(analysis)
    if share is not None and share > COMMON:
        found.append(
            Caution(
                "common-code",
                f"{share:.0%} of what the flagged pairs share is code much of the class "
                "writes, so their scores say little: give the starter code with --base, and "
                "in each pair's fragments look for what few others wrote before acting.",
            )
        )
    return tuple(found)


def _common_share(analysis: Analysis) -> float | None:
    """Of the flagged class pairs' matched lines (side A), the share in widely held code."""
    threshold = analysis.settings.threshold
    infos = {s.name: s for s in analysis.submissions}
    widely: dict[str, set[tuple[str, int]]] = {}
    matched = common = 0
    flagged = [
        p
        for p in analysis.pairs[:SAMPLED_PAIRS]
        if p.similarity >= threshold
        and (info := infos.get(p.a)) is not None
        and info.archive is None
        and (other := infos.get(p.b)) is not None
        and other.archive is None
    ]
    for pair in flagged:
        if pair.a not in widely:
            widely[pair.a] = _lines(d.span for d in infos[pair.a].discounted)
        lines = _lines(f.a for f in pair.fragments)
        matched += len(lines)
        common += len(lines & widely[pair.a])
    return common / matched if matched else None


def _lines(spans: Iterable[Span]) -> set[tuple[str, int]]:
    found: set[tuple[str, int]] = set()
    for span in spans:
        found.update((span.file, line) for line in range(span.start_line, span.end_line + 1))
    return found
