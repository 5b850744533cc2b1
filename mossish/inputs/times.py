"""Submission times, late marks and the deadline, put on the result (pure).

What the instructor passes (``--labels`` files, a Moodle grading worksheet,
``--deadline``) is matched to the submissions of an ``Analysis`` once it is
made, so that every view (terminal, JSON, CSV, report) reads one answer.
A submission's time is the first of: the ``submitted`` column of a labels
CSV, the worksheet's ``Last modified (submission)``, and what discovery
found (the last commit of a cloned repository, ``--times-from-files``).
It is late when the LMS marks it so (a Canvas ``_LATE_`` name, a worksheet
status ending in "late"), or when its time is after its due date: the
worksheet row's own ``Due date`` (an extension), else ``--deadline``.

A time written without a zone (a worksheet's, always) is read in the zone
of ``--deadline``, else in UTC.  Rows that match no submission and dates
that cannot be read are warnings (kind ``labels``) in the result.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from datetime import datetime, timezone, tzinfo

from mossish.errors import UsageError
from mossish.inputs.labels import Labels
from mossish.inputs.lms import MOODLE
from mossish.inputs.moodle import WorksheetRow
from mossish.model import Analysis, Problem, SubmissionInfo

LABELS = "labels"  # the kind of the warnings about --labels files


def parse_deadline(text: str) -> datetime:
    """``--deadline``: an ISO 8601 date-time (a date alone is its midnight), UTC unless it says."""
    cleaned = text.strip()
    if re.fullmatch(r"\d{4}-\d{2}-\d{2}", cleaned):
        cleaned += "T00:00:00"
    try:
        moment = datetime.fromisoformat(cleaned.replace("Z", "+00:00").replace("z", "+00:00"))
    except ValueError:
        raise UsageError(
            f"--deadline: {text!r} is not an ISO 8601 date-time (e.g. 2026-11-05T23:59+01:00)"
        ) from None
    return _in_zone(moment, timezone.utc)


def _in_zone(moment: datetime, zone: tzinfo) -> datetime:
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=zone)


def _moodle_ids(info: SubmissionInfo) -> set[str]:
    """The Moodle participant ids in the folder names a submission's files came from."""
    ids = set()
    for path in [*(f.path for f in info.files), *(s.path for s in info.skipped)]:
        match = MOODLE.fullmatch(path.split("/", 1)[0])
        if match:
            ids.add(match["uid"])
    return ids


def apply_times(
    analysis: Analysis,
    sources: Sequence[tuple[str, Labels]],
    deadline: datetime | None = None,
) -> tuple[Analysis, Labels]:
    """The result with each submission's time and late mark; the labels keyed by submission.

    ``sources`` are the ``--labels`` files, ``(path as given, what it holds)``.
    """
    zone = deadline.tzinfo if deadline is not None and deadline.tzinfo else timezone.utc
    own = [s for s in analysis.submissions if s.archive is None]
    names = {s.name for s in own}
    times: dict[str, datetime] = {}
    due: dict[str, datetime] = {}
    marked: dict[str, tuple[str, int | None]] = {}
    problems: list[Problem] = []
    columns: list[str] = []
    values: dict[str, dict[str, str]] = {}
    for path, labels in sources:
        problems += [Problem(LABELS, path, text) for text in labels.problems]
        if labels.worksheet is not None:
            owners = _owners(own)
            for row in labels.worksheet.rows:
                name = owners.get(row.uid) or (row.name if row.name in names else None)
                if name is None:
                    problems.append(Problem(LABELS, path, _unmatched(row)))
                    continue
                if row.submitted is not None:
                    times.setdefault(name, _in_zone(row.submitted, zone))
                if row.due is not None:
                    due[name] = _in_zone(row.due, zone)
                if row.late is not None:
                    marked[name] = (row.late, row.late_by)
            continue
        columns += [c for c in labels.columns if c not in columns]
        for name, shown in labels.values.items():
            values.setdefault(name, {}).update(shown)
        for name, moment in labels.submitted.items():
            times[name] = _in_zone(moment, zone)  # the CSV's own column comes first
        problems += [
            Problem(LABELS, path, f"{name!r} in the labels matches no submission")
            for name in sorted(set(labels.values) - names)
        ]
    submissions = tuple(
        _timed(info, times, due, marked, deadline, zone) if info.archive is None else info
        for info in analysis.submissions
    )
    merged = sorted([*analysis.warnings, *problems], key=lambda p: (p.path, p.kind, p.message))
    result = replace(analysis, submissions=submissions, warnings=tuple(merged))
    return result, Labels(tuple(columns), values)


def _owners(own: Sequence[SubmissionInfo]) -> dict[str, str]:
    owners: dict[str, str] = {}
    for info in own:
        for uid in _moodle_ids(info):
            owners.setdefault(uid, info.name)
    return owners


def _unmatched(row: WorksheetRow) -> str:
    who = f"Participant {row.uid}" + (f" ({row.name})" if row.name else "")
    return f"line {row.line}: {who} matches no submission"


def _timed(
    info: SubmissionInfo,
    times: dict[str, datetime],
    due: dict[str, datetime],
    marked: dict[str, tuple[str, int | None]],
    deadline: datetime | None,
    zone: tzinfo,
) -> SubmissionInfo:
    moment = times.get(info.name)
    if moment is None and info.submitted is not None:
        moment = _in_zone(datetime.fromisoformat(info.submitted), zone)
    late, late_by = info.late, info.late_by
    if info.name in marked:
        late = True
        late_by = marked[info.name][1]
    limit = due.get(info.name, deadline)
    if moment is not None and limit is not None:
        after = int((moment - limit).total_seconds())
        if after > 0:
            late, late_by = True, after
    return replace(
        info,
        submitted=moment.isoformat() if moment is not None else None,
        late=late,
        late_by=late_by,
    )
