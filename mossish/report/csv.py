"""The result as CSV: one row per reported pair, most similar first, for a spreadsheet.

Each side's submission time and late mark ("3 h late"), then the decision a
person took on the pair in the report, close the row.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Mapping
from typing import Any

from mossish.inert import shown, visible
from mossish.model import Analysis
from mossish.report.decisions import Decision
from mossish.report.json import pair_dict
from mossish.report.late import late_text

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
    "strings",
    "fragments",
    "submitted_a",
    "submitted_b",
    "late_a",
    "late_b",
    "decision",
)


def to_csv(analysis: Analysis, decisions: Mapping[tuple[str, str], Decision] | None = None) -> str:
    """One row per reported pair, most similar first.

    ``decision`` is what a person decided on the pair in the report, read back
    with ``--decisions`` (empty where nothing was decided).
    """
    decisions = decisions or {}
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    known = {s.name: s for s in analysis.submissions}
    end = CSV_COLUMNS.index("fragments")
    for rank, pair in enumerate(analysis.pairs, start=1):
        data = pair_dict(pair, fragments=False)
        a, b = known.get(pair.a), known.get(pair.b)
        writer.writerow(
            [
                rank, *(_csv_safe(data[c]) for c in CSV_COLUMNS[1:end]), len(pair.fragments),
                *(s.submitted or "" if s else "" for s in (a, b)),
                *(late_text(s) if s else "" for s in (a, b)),
                decided.decision if (decided := decisions.get((pair.a, pair.b))) else "",
            ]
        )  # fmt: skip
    return shown(buffer.getvalue())


def _csv_safe(value: Any) -> Any:
    """Student-chosen names cannot become spreadsheet formulas or terminal escapes.

    Spreadsheets skip leading blanks before a formula (" =cmd"), so they are
    looked past.  Controls (escape sequences, newlines) become visible
    ``\\xNN``: a CSV is also read with ``cat`` and in CI logs.
    """
    if not isinstance(value, str):
        return value
    if value[:1] in ("\t", "\r") or value.lstrip()[:1] in ("=", "+", "-", "@"):
        value = "'" + value
    return visible(value)
