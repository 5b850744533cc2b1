"""Labels and submission times from a CSV the instructor passes (I/O).

One row per submission: a ``submission`` column (the name mossish shows) and
any other columns (section, group, ...), each a label. A column named
``submitted`` holds the submission time (ISO 8601, as LMS exports and
``git log --date=iso-strict`` write it); it is read as a time, never taken
from the files' modification times.

A Moodle grading worksheet (its ``Identifier`` column holds ``Participant
N``) is read instead for its submission times and late marks
(mossish/inputs/moodle.py): one flag takes whatever the LMS gave.
"""

from __future__ import annotations

import csv
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from mossish.errors import InputError
from mossish.inputs.moodle import Worksheet, is_worksheet, read_worksheet

NAME_COLUMNS = ("submission", "name", "student")
TIME_COLUMN = "submitted"
# Label columns kept at most, and the length of a value shown.
MAX_COLUMNS = 12
MAX_VALUE = 200


@dataclass(frozen=True, slots=True)
class Labels:
    columns: tuple[str, ...] = ()
    values: dict[str, dict[str, str]] = field(default_factory=dict)
    submitted: dict[str, datetime] = field(default_factory=dict)
    problems: tuple[str, ...] = ()
    # A Moodle grading worksheet's rows, keyed by participant, not by name.
    worksheet: Worksheet | None = None


def read_labels(path: str) -> Labels:
    """The labels in ``path``; InputError when it cannot be used at all."""
    try:
        with open(Path(path), encoding="utf-8-sig", newline="") as stream:
            rows = list(csv.reader(stream))
    except OSError as exc:
        raise InputError(f"cannot read the labels file {path}: {exc.strerror or exc}") from None
    except (UnicodeDecodeError, csv.Error) as exc:
        raise InputError(f"{path} is not a CSV file of labels: {exc}") from None
    if not rows:
        raise InputError(f"the labels file {path} is empty")
    header = [h.strip() for h in rows[0]]
    if is_worksheet(header):
        sheet = read_worksheet(rows)
        return Labels(problems=sheet.problems, worksheet=sheet)
    lowered = [h.lower() for h in header]
    key = next((lowered.index(c) for c in NAME_COLUMNS if c in lowered), None)
    if key is None:
        raise InputError(f"the labels file {path} has no column named {' or '.join(NAME_COLUMNS)}")
    time_at = lowered.index(TIME_COLUMN) if TIME_COLUMN in lowered else None
    kept = [i for i in range(len(header)) if i not in (key, time_at) and header[i]]
    kept = kept[:MAX_COLUMNS]
    values: dict[str, dict[str, str]] = {}
    submitted: dict[str, datetime] = {}
    problems: list[str] = []
    for number, row in enumerate(rows[1:], start=2):
        if len(row) <= key or not row[key].strip():
            continue
        name = row[key].strip()
        values[name] = {
            header[i]: row[i].strip()[:MAX_VALUE] for i in kept if i < len(row) and row[i].strip()
        }
        if time_at is not None and time_at < len(row) and row[time_at].strip():
            try:
                submitted[name] = datetime.fromisoformat(row[time_at].strip())
            except ValueError:
                problems.append(f"line {number}: {row[time_at].strip()!r} is not an ISO 8601 time")
    return Labels(tuple(header[i] for i in kept), values, submitted, tuple(problems))
