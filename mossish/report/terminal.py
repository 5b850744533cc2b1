"""The result in a terminal or a CI log: a few lines of context, then the top pairs and clusters.

Drawn by rich: tables with colour on a terminal, plain aligned text (no
escape codes) in a log or a pipe.  Student-chosen names and paths are shown
as text, never read as markup, with control and format characters (escape
sequences, bidirectional overrides) shown as ``?``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import TextIO

from rich.cells import cell_len
from rich.console import Console
from rich.table import Table
from rich.text import Text

from mossish._version import __version__
from mossish.inert import visible
from mossish.model import Analysis, PairResult
from mossish.report.caution import cautions
from mossish.report.decisions import Decision, counts
from mossish.report.late import late_text

# Width of the plain text when it goes to a log or a pipe (a terminal's own width otherwise).
PLAIN_WIDTH = 100
NAME_WIDTH = 28
# Names shrink to this before any column is given up: shorter, they stop telling students apart.
MIN_NAME = 12
# Spaces between two columns (rich pads each cell by one on either side, not at the edges).
GAP = 2
# The pair table's columns, left to right: (key, header).  Numbers are never cut.
COLUMNS = (
    ("rank", "#"), ("sim", "sim"), ("avg", "avg"), ("max", "max"), ("a", "a"),
    ("share_a", "share"), ("b", "b"), ("share_b", "share"), ("lines", "lines"),
    ("longest", "longest"),
)  # fmt: skip
# How the pair table marks a decided pair, after its rank.
_MARK = {"confirmed": " C", "dismissed": " D", "discuss": " ?"}
# When even the shortest names do not fit, columns are given up in this order: the details
# first (the two shares together), the similarity and the two names never.
DROP_ORDER = (("longest",), ("lines",), ("avg",), ("max",), ("share_a", "share_b"))


def write_summary(
    analysis: Analysis,
    stream: TextIO,
    show: int = 10,
    terminal: bool = False,
    width: int | None = None,
    decisions: Mapping[tuple[str, str], Decision] | None = None,
    pairs: int | None = None,
) -> None:
    """Write the summary to ``stream``: with colour and boxes when ``terminal``, else plain.

    ``pairs`` pairs are listed (default ``show``), and ``show`` of each other
    list (clusters, warnings, resubmissions, late submissions).

    ``width`` is the number of columns to fit (the terminal's own, or
    ``PLAIN_WIDTH`` in a log, when not given).  ``decisions`` (read back with
    ``--decisions``, by pair) are counted, and marked in the pair table.
    """
    decisions = decisions or {}
    console = Console(
        file=stream,
        force_terminal=terminal,
        no_color=not terminal,
        width=width if width is not None else None if terminal else PLAIN_WIDTH,
        markup=False,
        emoji=False,
        highlight=False,
    )
    for line in _context(analysis, show):
        console.print(line, soft_wrap=True)
    for caution in cautions(analysis):
        console.print(_text(f"caution: {caution.message}", style="yellow"), soft_wrap=True)
    if decisions:
        console.print(_text(_decided_line(decisions)), soft_wrap=True)
    settings = analysis.settings
    if analysis.warnings:
        kinds = Counter(p.kind for p in analysis.warnings)
        console.print()
        console.print(
            _text(f"warnings: {len(analysis.warnings)} ({_counts(kinds)})", style="yellow"),
            soft_wrap=True,
        )
        for problem in analysis.warnings[:show]:
            console.print(_text(f"  {problem.path}: {problem.message}"), soft_wrap=True)
        if len(analysis.warnings) > show:
            more = len(analysis.warnings) - show
            console.print(_text(f"  ... {more} more (see the JSON or report)"), soft_wrap=True)
    console.print()
    listed = analysis.pairs[: show if pairs is None else pairs]
    if listed:
        console.print(_text("top pairs:"))
        console.print(_pair_table(listed, settings.threshold, terminal, console.width, decisions))
        if len(analysis.pairs) > len(listed):
            more = len(analysis.pairs) - len(listed)
            console.print(_text(f"  ... {more} more (see the JSON or report; --top N lists N)"))
    else:
        console.print(_text("no pair of submissions shares code"))
    if analysis.clusters:
        console.print()
        console.print(_text(f"clusters (pairs at or above {settings.threshold:.2f}):"))
        for number, cluster in enumerate(analysis.clusters[:show], start=1):
            line = _text(
                f"  {number}. {len(cluster.members)} submissions, max "
                f"{cluster.max_similarity:.0%}, mean {cluster.mean_similarity:.1%}: "
                + ", ".join(cluster.members)
            )
            console.print(line, no_wrap=True, overflow="ellipsis")
        if len(analysis.clusters) > show:
            console.print(_text(f"  ... {len(analysis.clusters) - show} more"))


def _context(analysis: Analysis, show: int) -> list[Text]:
    """The lines before the tables: the class, the settings, prior work, what was checked."""
    stats = analysis.stats
    settings = analysis.settings
    current = [s for s in analysis.submissions if s.archive is None]
    languages = Counter(f.language for s in current for f in s.files)
    lines = [
        f"mossish {__version__}: {stats.submissions} submissions, {stats.files} files, "
        f"{stats.tokens:,} tokens ({_counts(languages)})",
    ]
    base = f"; base code: {len(analysis.base_files)} files" if analysis.base_files else ""
    common = (
        f"held by more than {stats.common_limit} submissions "
        f"({stats.common_fingerprints} fingerprints)"
        if stats.common_cut
        else "not cut"
    )
    lines.append(
        f"k={settings.k} w={settings.window} (matches of {settings.guarantee}+ tokens "
        f"always found); common code: {common}{base}"
    )
    if analysis.groupings:
        grouped = "; ".join(f"{g.root}: {g.description}" for g in analysis.groupings)
        lines.append(f"grouped: {grouped}")
    for found in analysis.resubmissions[:show]:
        lines.append(
            f"resubmitted? {found.submission} is a near-copy of {found.prior} "
            f"(SimHash distance {found.distance})"
        )
    targets = [s.name for s in current if s.target]
    if targets:
        lines.append(f"checked: only pairs involving {', '.join(targets)}")
    prior = bool(stats.archive_candidates)
    # Nearly every pair of a class shares some run of k tokens (idioms): the
    # count that matters comes first, and what "share" means is said.
    shared = f"share a run of {settings.k}+ tokens"
    lines.append(
        f"{'class: ' if prior else ''}{stats.flagged_pairs:,} of {stats.all_pairs:,} pairs "
        f"at or above the threshold {settings.threshold:.2f}; {stats.compared_pairs:,} {shared}"
    )
    if prior:
        labels = sorted({s.archive for s in analysis.submissions if s.archive is not None})
        lines.append(
            f"prior work: {stats.archive_entries} archived submissions ({', '.join(labels)}): "
            f"{stats.archive_flagged:,} of {stats.archive_candidates:,} pairs at or above "
            f"the threshold; {stats.archive_pairs:,} {shared}"
        )
    late = [s for s in current if late_text(s)]
    if late:
        named = ", ".join(f"{s.name} ({late_text(s)})" for s in late[:show])
        more = f", ... {len(late) - show} more" if len(late) > show else ""
        lines.append(f"late: {len(late):,} of {len(current):,} submissions: {named}{more}")
    return [_text(line) for line in lines]


def _decided_line(decisions: Mapping[tuple[str, str], Decision]) -> str:
    said = {"discuss": "to discuss"}
    kinds = ", ".join(f"{n} {said.get(kind, kind)}" for kind, n in counts(decisions).items())
    total = len(decisions)
    return (
        f"decided: {total} pair{'s' if total != 1 else ''} ({kinds}), from --decisions; "
        "marked C (confirmed), D (dismissed) or ? (to discuss) after their rank"
    )


def _pair_table(
    pairs: tuple[PairResult, ...],
    threshold: float,
    terminal: bool,
    width: int,
    decisions: Mapping[tuple[str, str], Decision],
) -> Table:
    rows = [_pair_cells(rank, pair, decisions) for rank, pair in enumerate(pairs, start=1)]
    widths = {
        key: max(cell_len(header), *(cell_len(row[key]) for row in rows)) for key, header in COLUMNS
    }
    kept, name_width = table_layout(widths, width)
    table = Table(
        box=None, show_edge=False, pad_edge=False, header_style="bold" if terminal else ""
    )
    for key, header in COLUMNS:
        if key not in kept:
            continue
        if key in ("a", "b"):
            table.add_column(
                header, no_wrap=True, overflow="ellipsis", max_width=min(NAME_WIDTH, name_width)
            )
        else:
            table.add_column(header, justify="right", no_wrap=True, min_width=widths[key])
    for pair, row in zip(pairs, rows, strict=True):
        flagged = pair.similarity >= threshold
        cells = [
            _text(row[key], style="bold red" if key == "sim" and flagged else "")
            for key, _ in COLUMNS
            if key in kept
        ]
        table.add_row(*cells)
    return table


def table_layout(widths: dict[str, int], total: int) -> tuple[tuple[str, ...], int]:
    """Which columns fit in ``total`` characters, and how wide each name may be.

    ``widths`` holds each column's natural width (its longest cell or header).
    Names shrink first, down to ``MIN_NAME``; then the columns in
    ``DROP_ORDER`` are given up one by one until the rest fits.  Numbers keep
    their full width: a percentage cut to ``10…`` says nothing.
    """
    kept = [key for key, _ in COLUMNS]
    names = max(widths["a"], widths["b"])
    for dropping in ((), *DROP_ORDER):
        kept = [key for key in kept if key not in dropping]
        numbers = sum(widths[key] for key in kept if key not in ("a", "b"))
        room = (total - numbers - GAP * (len(kept) - 1)) // 2
        if room >= min(names, MIN_NAME):
            return tuple(kept), min(names, room)
    # Narrower than the similarity and two short names: rich cuts what it must.
    return tuple(kept), MIN_NAME


def _pair_cells(
    rank: int, pair: PairResult, decisions: Mapping[tuple[str, str], Decision]
) -> dict[str, str]:
    decided = decisions.get((pair.a, pair.b))
    return {
        # A decided pair's rank carries the decision's initial: C, D or ? (to discuss).
        "rank": f"{rank}{_MARK[decided.decision] if decided else ''}",
        "sim": f"{pair.similarity:.0%}",
        "avg": f"{pair.similarity_avg:.0%}",
        "max": f"{pair.similarity_max:.0%}",
        "a": visible(pair.a),
        "share_a": f"{pair.share_a:.0%}",
        "b": visible(pair.b),
        "share_b": f"{pair.share_b:.0%}",
        "lines": str(max(pair.matched_lines_a, pair.matched_lines_b)),
        "longest": str(pair.longest_fragment),
    }


def _counts(counter: Counter[str]) -> str:
    return ", ".join(f"{key} {count}" for key, count in sorted(counter.items()))


def _text(text: str, style: str = "") -> Text:
    """``text`` as rich text: never markup; controls and undecodable bytes shown as escapes."""
    return Text(visible(text), style=style)
