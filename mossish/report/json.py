"""The result as JSON: everything an ``Analysis`` holds, for programs and archives.

Its schema is ``mossish/report/schema/result-v1.json``, documented in
docs/json-schema.md.  Output is deterministic: fixed key order, floats
rounded to six places, no timestamps, no absolute paths that the user did
not give.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from typing import Any, TextIO

from mossish._version import __version__
from mossish.inert import json_safe
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
from mossish.report.caution import cautions
from mossish.report.decisions import Decision

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
        "strings": _round(pair.strings),
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
        "submitted": s.submitted,
        "late": s.late,
        "late_by": s.late_by,
        "unread": list(s.unread),
    }


class _Each:
    """A long list of the document (submissions, pairs), made one item at a time."""

    def __init__(self, items: Iterable[dict[str, Any]]) -> None:
        self.items = items


def decision_list(
    analysis: Analysis, decisions: Mapping[tuple[str, str], Decision]
) -> list[dict[str, Any]]:
    """The decisions read back with ``--decisions`` that still hold, by the pairs' rank."""
    return [
        {"rank": rank, "a": pair.a, "b": pair.b, "decision": d.decision, "note": d.note}
        for rank, pair in enumerate(analysis.pairs, start=1)
        if (d := decisions.get((pair.a, pair.b))) is not None
    ]


def _document(
    analysis: Analysis, decisions: Mapping[tuple[str, str], Decision] | None = None
) -> dict[str, Any]:
    """The result's fields in a fixed order, its two long lists still to be made."""
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
            "flagged_pairs": stats.flagged_pairs,
            "archive_pairs": stats.archive_pairs,
            "archive_flagged": stats.archive_flagged,
            "reported_pairs": len(analysis.pairs),
        },
        "submissions": _Each(submission_dict(s) for s in analysis.submissions),
        "base_files": [_file(f) for f in analysis.base_files],
        "pairs": _Each(pair_dict(p) for p in analysis.pairs),
        "clusters": [_cluster(c) for c in analysis.clusters],
        "histogram": {
            "bin_width": _round(1 / len(analysis.histogram)) if analysis.histogram else 0,
            "counts": list(analysis.histogram),
            "archive_counts": list(analysis.archive_histogram),
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
        "warnings": [_problem(p) for p in analysis.warnings],
        "unchecked": [
            {"submission": u.submission, "reason": u.reason, "empty": u.empty}
            for u in analysis.unchecked
        ],
        "decisions": decision_list(analysis, decisions or {}),
        "cautions": [{"kind": c.kind, "message": c.message} for c in cautions(analysis)],
    }


def to_dict(
    analysis: Analysis, decisions: Mapping[tuple[str, str], Decision] | None = None
) -> dict[str, Any]:
    """The whole result as plain JSON-ready values, in a fixed order."""
    return {
        key: list(value.items) if isinstance(value, _Each) else value
        for key, value in _document(analysis, decisions).items()
    }


def write_json(
    analysis: Analysis,
    stream: TextIO,
    decisions: Mapping[tuple[str, str], Decision] | None = None,
) -> None:
    """Write the result as JSON, byte-identical for the same input in any process.

    ``decisions`` (read back with ``--decisions``, by pair) are listed in
    ``decisions``, so a program reading the result sees what a person decided.

    Indented by two, except that the submissions and the pairs are written one
    per line as they are made: a large class's pairs and fragments are never
    held as one document, and json's C encoder only runs without indent.
    """
    stream.write("{")
    for number, (key, value) in enumerate(_document(analysis, decisions).items()):
        stream.write(("\n  " if number == 0 else ",\n  ") + json_safe(json.dumps(key)) + ": ")
        if isinstance(value, _Each):
            _write_lines(stream, value.items)
        else:
            # One level down from the top: every line after the first two more spaces in.
            text = json.dumps(value, indent=2, ensure_ascii=False).replace("\n", "\n  ")
            stream.write(json_safe(text))
    stream.write("\n}\n")


def _write_lines(stream: TextIO, items: Iterable[dict[str, Any]]) -> None:
    """A JSON list, one item to a line, at the indentation of a top-level key."""
    stream.write("[")
    empty = True
    for item in items:
        text = json_safe(json.dumps(item, ensure_ascii=False, separators=(", ", ": ")))
        stream.write(("\n    " if empty else ",\n    ") + text)
        empty = False
    stream.write("]" if empty else "\n  ]")
