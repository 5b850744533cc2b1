"""Report stage (views): an ``Analysis`` as JSON, CSV and a terminal summary.

Views only read the result.  The JSON carries everything (its schema is
``mossish/schema/result-v1.json``, documented in docs/json-schema.md); the
CSV is one row per pair; the summary is what a person reads in a terminal or
a CI log.  Output is deterministic: fixed key order, floats rounded to six
places, no timestamps, no absolute paths that the user did not give.
"""

from __future__ import annotations

import csv
import io
import json
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any, TextIO

from mossish import __version__
from mossish.model import (
    Analysis,
    Cluster,
    Discount,
    FileInfo,
    Fragment,
    PairResult,
    Problem,
    Span,
    SubmissionInfo,
)

SCHEMA_ID = "https://mossish.invalid/schema/result-v1.json"
SCHEMA_VERSION = 1


def _round(value: float) -> float:
    return round(float(value), 6)


def _span(span: Span) -> dict[str, Any]:
    return {
        "file": span.file,
        "start_line": span.start_line,
        "start_col": span.start_col,
        "end_line": span.end_line,
        "end_col": span.end_col,
    }


def _discount(discount: Discount) -> dict[str, Any]:
    return {
        **_span(discount.span),
        "holders": discount.holders,
        "submissions": discount.submissions,
        "weight": _round(discount.weight),
    }


def _fragment(fragment: Fragment) -> dict[str, Any]:
    return {"tokens": fragment.tokens, "a": _span(fragment.a), "b": _span(fragment.b)}


def pair_dict(pair: PairResult, fragments: bool = True) -> dict[str, Any]:
    data: dict[str, Any] = {
        "a": pair.a,
        "b": pair.b,
        "similarity": _round(pair.similarity),
        "similarity_avg": _round(pair.similarity_avg),
        "similarity_max": _round(pair.similarity_max),
        "share_a": _round(pair.share_a),
        "share_b": _round(pair.share_b),
        "matched_tokens": pair.matched_tokens,
        "matched_lines_a": pair.matched_lines_a,
        "matched_lines_b": pair.matched_lines_b,
        "longest_fragment": pair.longest_fragment,
        "shared_fingerprints": pair.shared_fingerprints,
        "jaccard": _round(pair.jaccard),
    }
    if fragments:
        data["fragments"] = [_fragment(f) for f in pair.fragments]
    return data


def _file(info: FileInfo) -> dict[str, Any]:
    data: dict[str, Any] = {
        "path": info.path,
        "language": info.language,
        "lines": info.lines,
        "tokens": info.tokens,
    }
    if info.cells:  # a notebook: where each code cell begins in the joined text
        data["cells"] = [{"cell": cell, "line": line} for cell, line in info.cells]
    return data


def _cluster(cluster: Cluster) -> dict[str, Any]:
    return {
        "members": list(cluster.members),
        "max_similarity": _round(cluster.max_similarity),
        "mean_similarity": _round(cluster.mean_similarity),
        "edges": [{"a": e.a, "b": e.b, "similarity": _round(e.similarity)} for e in cluster.edges],
    }


def _problem(problem: Problem) -> dict[str, Any]:
    return {
        "kind": problem.kind,
        "path": problem.path,
        "submission": problem.submission,
        "message": problem.message,
    }


def submission_dict(s: SubmissionInfo) -> dict[str, Any]:
    return {
        "name": s.name,
        "root": s.root,
        "tokens": s.tokens,
        "ignored_tokens": s.ignored_tokens,
        "files": [_file(f) for f in s.files],
        "skipped": [{"path": k.path, "reason": k.reason} for k in s.skipped],
        "base_code": [_span(span) for span in s.base_code],
        "common_code": [_span(span) for span in s.common_code],
        "discounted": [_discount(d) for d in s.discounted],
        "path": s.path,
        "is_file": s.is_file,
        "archive": s.archive,
        "target": s.target,
    }


def to_dict(analysis: Analysis, pairs: bool = True) -> dict[str, Any]:
    """The whole result as plain JSON-ready values, in a fixed order.

    ``pairs=False``: the two long lists (submissions, pairs) are left as
    marks, for ``write_json`` to stream.
    """
    stats = analysis.stats
    return {
        "$schema": SCHEMA_ID,
        "format": "mossish-result",
        "version": SCHEMA_VERSION,
        "mossish": __version__,
        "settings": analysis.settings.to_dict(),
        "stats": {
            "submissions": stats.submissions,
            "files": stats.files,
            "tokens": stats.tokens,
            "fingerprints": stats.fingerprints,
            "distinct_fingerprints": stats.distinct_fingerprints,
            "base_fingerprints": stats.base_fingerprints,
            "common_fingerprints": stats.common_fingerprints,
            "common_limit": stats.common_limit,
            "candidate_pairs": stats.candidate_pairs,
            "all_pairs": stats.all_pairs,
            "archive_entries": stats.archive_entries,
            "archive_candidates": stats.archive_candidates,
            "compared_pairs": stats.compared_pairs,
            "pair_limit": stats.pair_limit,
            "frequent_fingerprints": stats.frequent_fingerprints,
            "reported_pairs": len(analysis.pairs),
        },
        "submissions": (
            [submission_dict(s) for s in analysis.submissions] if pairs else _SUBMISSIONS_MARK
        ),
        "base_files": [_file(f) for f in analysis.base_files],
        "pairs": [pair_dict(p) for p in analysis.pairs] if pairs else _PAIRS_MARK,
        "clusters": [_cluster(c) for c in analysis.clusters],
        "histogram": {
            "bin_width": _round(1 / len(analysis.histogram)) if analysis.histogram else 0,
            "counts": list(analysis.histogram),
        },
        "resubmissions": [
            {
                "submission": r.submission,
                "prior": r.prior,
                "label": r.label,
                "distance": r.distance,
            }
            for r in analysis.resubmissions
        ],
        "warnings": [_problem(p) for p in analysis.problems],
    }


_PAIRS_MARK = "\x00mossish-pairs\x00"
_SUBMISSIONS_MARK = "\x00mossish-submissions\x00"


def write_json(analysis: Analysis, stream: TextIO) -> None:
    """Write the result as JSON, streaming the submissions and the pairs one
    per line (a large class's pairs and fragments are never held as one
    document, and json's C encoder only runs without indent).
    Byte-identical for the same input, in any process.
    """
    head = json.dumps(to_dict(analysis, pairs=False), indent=2, ensure_ascii=False)
    before, rest = head.split(json.dumps(_SUBMISSIONS_MARK))
    middle, after = rest.split(json.dumps(_PAIRS_MARK))
    stream.write(before)
    _write_lines(stream, (submission_dict(s) for s in analysis.submissions))
    stream.write(middle)
    _write_lines(stream, (pair_dict(p) for p in analysis.pairs))
    stream.write(after + "\n")


def _write_lines(stream: TextIO, items: Iterable[dict[str, Any]]) -> None:
    """A JSON list, one item to a line, at the indentation of a top-level key."""
    stream.write("[")
    empty = True
    for item in items:
        text = json.dumps(item, ensure_ascii=False, separators=(", ", ": "))
        stream.write(("\n    " if empty else ",\n    ") + text)
        empty = False
    stream.write("]" if empty else "\n  ]")


def to_json(analysis: Analysis) -> str:
    """The JSON result as a string (see ``write_json``)."""
    buffer = io.StringIO()
    write_json(analysis, buffer)
    return buffer.getvalue()


CSV_COLUMNS = (
    "rank",
    "a",
    "b",
    "similarity",
    "similarity_avg",
    "similarity_max",
    "share_a",
    "share_b",
    "matched_tokens",
    "matched_lines_a",
    "matched_lines_b",
    "longest_fragment",
    "jaccard",
    "fragments",
)


def to_csv(analysis: Analysis) -> str:
    """One row per reported pair, most similar first."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    for rank, pair in enumerate(analysis.pairs, start=1):
        data = pair_dict(pair, fragments=False)
        writer.writerow(
            [rank, *(_csv_safe(data[c]) for c in CSV_COLUMNS[1:-1]), len(pair.fragments)]
        )
    return buffer.getvalue()


def _csv_safe(value: Any) -> Any:
    """Student-chosen names cannot become spreadsheet formulas."""
    if isinstance(value, str) and value[:1] in ("=", "+", "-", "@", "\t", "\r"):
        return "'" + value
    return value


# --- terminal summary ---------------------------------------------------------


def summary(analysis: Analysis, show: int = 10, width: int = 100) -> str:
    """A plain-text summary for a terminal or a CI log."""
    stats = analysis.stats
    current = [s for s in analysis.submissions if s.archive is None]
    languages = Counter(f.language for s in current for f in s.files)
    lines = [
        f"mossish {__version__}: {stats.submissions} submissions, {stats.files} files, "
        f"{stats.tokens:,} tokens ({_counts(languages)})",
    ]
    settings = analysis.settings
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
    if stats.archive_candidates:
        labels = sorted({s.archive for s in analysis.submissions if s.archive is not None})
        lines.append(
            f"prior work: {stats.archive_entries} archived submissions compared in full "
            f"({', '.join(labels)})"
        )
    for found in analysis.resubmissions[:show]:
        lines.append(
            f"resubmitted? {found.submission} is a near-copy of {found.prior} "
            f"(SimHash distance {found.distance})"
        )
    targets = [s.name for s in current if s.target]
    if targets:
        lines.append(f"checked: only pairs involving {', '.join(targets)}")
    lines.append(
        f"{stats.candidate_pairs:,} of {stats.all_pairs:,} pairs share code; "
        f"{sum(1 for p in analysis.pairs if p.similarity >= settings.threshold)} at or above "
        f"the threshold {settings.threshold:.2f}"
    )
    if analysis.problems:
        kinds = Counter(p.kind for p in analysis.problems)
        lines.append("")
        lines.append(f"warnings: {len(analysis.problems)} ({_counts(kinds)})")
        for problem in analysis.problems[:show]:
            lines.append(f"  {problem.path}: {problem.message}")
        if len(analysis.problems) > show:
            lines.append(f"  ... {len(analysis.problems) - show} more (see the JSON or report)")
    lines.append("")
    lines.extend(_pair_table(analysis.pairs[:show], width))
    if analysis.clusters:
        lines.append("")
        lines.append(f"clusters (pairs at or above {settings.threshold:.2f}):")
        for number, cluster in enumerate(analysis.clusters[:show], start=1):
            members = ", ".join(cluster.members)
            lines.append(
                _clip(
                    f"  {number}. {len(cluster.members)} submissions, max "
                    f"{cluster.max_similarity:.0%}, mean {cluster.mean_similarity:.0%}: {members}",
                    width,
                )
            )
        if len(analysis.clusters) > show:
            lines.append(f"  ... {len(analysis.clusters) - show} more")
    return "\n".join(lines) + "\n"


def _pair_table(pairs: Sequence[PairResult], width: int) -> list[str]:
    if not pairs:
        return ["no pair of submissions shares code"]
    name_width = max(8, min(28, max(len(n) for p in pairs for n in (p.a, p.b))))
    header = (
        f"{'#':>3}  {'sim':>4}  {'avg':>4}  {'max':>4}  {'a':<{name_width}} {'share':>5}  "
        f"{'b':<{name_width}} "
        f"{'share':>5}  {'lines':>5}  {'longest':>7}"
    )
    rows = ["top pairs:", header]
    for rank, pair in enumerate(pairs, start=1):
        rows.append(
            f"{rank:>3}  {pair.similarity:>4.0%}  {pair.similarity_avg:>4.0%}  "
            f"{pair.similarity_max:>4.0%}  {_fit(pair.a, name_width):<{name_width}} "
            f"{pair.share_a:>5.0%}  {_fit(pair.b, name_width):<{name_width}} "
            f"{pair.share_b:>5.0%}  {max(pair.matched_lines_a, pair.matched_lines_b):>5}  "
            f"{pair.longest_fragment:>7}"
        )
    return [_clip(row, width) for row in rows]


def _fit(name: str, width: int) -> str:
    return name if len(name) <= width else "…" + name[-(width - 1) :]


def _clip(line: str, width: int) -> str:
    return line if len(line) <= width else line[: width - 1] + "…"


def _counts(counter: Counter[str]) -> str:
    return ", ".join(f"{key} {count}" for key, count in sorted(counter.items()))
