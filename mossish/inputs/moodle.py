"""Submission times and late marks from a Moodle grading worksheet (pure).

Moodle's assignment download names carry no time; its grading worksheet
("Download grading worksheet", a CSV) does: one row per participant, its
``Identifier`` (``Participant 1234``, the ``_1234_assignsubmission_``
of the download's folder names), ``Full name``, ``Status`` and
``Last modified (submission)``.  The times are written as Moodle shows them
to the person who exported the sheet, in their own time zone and without it
(``Thursday, 5 November 2026, 11:59 PM``): they are read here as wall-clock
times, and placed in a zone by mossish/inputs/times.py.

The status says what the grading table says, its parts joined by `` - ``:
``Submitted for grading - 2 days 3 hours late - Graded``.  Any part ending in
``late`` marks the submission late.  Only the English wording and date
formats are read (docs/inputs.md says which); anything else is a warning.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime

IDENTIFIER = "identifier"
FULL_NAME = "full name"
STATUS = "status"
MODIFIED = "last modified (submission)"
DUE = "due date"
# "Participant 1234" in English; other languages word it otherwise, the number stays.
PARTICIPANT = re.compile(r"\D*?\s*(?P<uid>\d+)")
# Cells that say "no time" in a worksheet.
NO_TIME = {"", "-", "—", "never", "no submission"}
# How a date is written by userdate() in English: "%A, %d %B %Y, %I:%M %p"
# (strftimedatetime), its 24-hour and short variants, and ISO 8601.
_FORMATS = (
    "%A, %d %B %Y, %I:%M %p",
    "%A, %d %B %Y, %H:%M",
    "%d %B %Y, %I:%M %p",
    "%d %B %Y, %H:%M",
    "%A, %d %b %Y, %I:%M %p",
    "%d %b %Y, %I:%M %p",
    "%A, %d %B %Y, %I:%M:%S %p",
)
_LATE = re.compile(r"(?:^|-)\s*(?P<text>[^-]*?\blate)\s*(?:-|$)", re.IGNORECASE)
_AMOUNT = re.compile(r"(\d+)\s*(year|week|day|hour|min|sec)s?\b", re.IGNORECASE)
_SECONDS = {"year": 31_536_000, "week": 604_800, "day": 86_400, "hour": 3_600, "min": 60, "sec": 1}


@dataclass(frozen=True, slots=True)
class WorksheetRow:
    """One participant's row: wall-clock times (no zone), the status's late part."""

    uid: str
    name: str
    line: int
    submitted: datetime | None = None
    due: datetime | None = None
    late: str | None = None  # "2 days 3 hours late", or None
    late_by: int | None = None  # the seconds the status gives, if it gives them


@dataclass(frozen=True, slots=True)
class Worksheet:
    rows: tuple[WorksheetRow, ...] = ()
    problems: tuple[str, ...] = field(default=())


def is_worksheet(header: Sequence[str]) -> bool:
    """Whether a CSV header is a Moodle grading worksheet's."""
    lowered = {h.strip().lower() for h in header}
    return IDENTIFIER in lowered and (MODIFIED in lowered or STATUS in lowered)


def parse_moodle_time(text: str) -> datetime | None:
    """A worksheet's date (``Thursday, 5 November 2026, 11:59 PM``), or None if unreadable."""
    cleaned = " ".join(text.replace("\u202f", " ").replace("\xa0", " ").split())
    for form in _FORMATS:
        try:
            return datetime.strptime(cleaned, form)
        except ValueError:
            continue
    try:
        return datetime.fromisoformat(cleaned)
    except ValueError:
        return None


def late_part(status: str) -> tuple[str | None, int | None]:
    """The status's late part ("3 hours 5 mins late") and its seconds, if any."""
    found = _LATE.search(status)
    if found is None:
        return None, None
    text = " ".join(found["text"].split())
    amounts = _AMOUNT.findall(text)
    seconds = sum(int(n) * _SECONDS[unit.lower()] for n, unit in amounts) if amounts else None
    return text, seconds or None  # "0 secs late" says late, not by how much


def read_worksheet(rows: Sequence[Sequence[str]]) -> Worksheet:
    """The rows of a worksheet (header first), each with what it says about its times."""
    header = [h.strip().lower() for h in rows[0]]

    def at(row: Sequence[str], column: str) -> str:
        index = header.index(column) if column in header else -1
        return row[index].strip() if 0 <= index < len(row) else ""

    found: list[WorksheetRow] = []
    problems: list[str] = []
    for line, row in enumerate(rows[1:], start=2):
        if not any(cell.strip() for cell in row):
            continue
        ident = at(row, IDENTIFIER)
        participant = PARTICIPANT.fullmatch(ident)
        if participant is None:
            problems.append(f"line {line}: {ident!r} is not a Moodle participant identifier")
            continue
        times: dict[str, datetime | None] = {}
        for column in (MODIFIED, DUE):
            cell = at(row, column)
            times[column] = None if cell.lower() in NO_TIME else parse_moodle_time(cell)
            if cell.lower() not in NO_TIME and times[column] is None:
                problems.append(f"line {line}: {cell!r} is not a date Moodle writes ({column})")
        late, late_by = late_part(at(row, STATUS))
        row_times = (times[MODIFIED], times[DUE])
        found.append(
            WorksheetRow(participant["uid"], at(row, FULL_NAME), line, *row_times, late, late_by)
        )
    return Worksheet(tuple(found), tuple(problems))
