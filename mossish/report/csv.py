"""The result as CSV: one row per reported pair, most similar first, for a spreadsheet."""

from __future__ import annotations

import csv
import io
from typing import Any

from mossish.inert import shown
from mossish.model import Analysis
from mossish.report.json import pair_dict

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
    return shown(buffer.getvalue())


def _csv_safe(value: Any) -> Any:
    """Student-chosen names cannot become spreadsheet formulas.

    Spreadsheets skip leading blanks before a formula (" =cmd"), so they are
    looked past.
    """
    if isinstance(value, str) and (
        value[:1] in ("\t", "\r") or value.lstrip()[:1] in ("=", "+", "-", "@")
    ):
        return "'" + value
    return value
