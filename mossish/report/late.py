"""How late a submission is, as the views say it: "3 h late", "2 days late", "late"."""

from __future__ import annotations

from mossish.model import SubmissionInfo

_HOUR = 3600
_DAY = 86_400


def late_text(info: SubmissionInfo) -> str:
    """ "" when on time (or unknown); whole units, rounded down, so "3 h" means at least 3."""
    if info.late_by is not None and info.late_by > 0:
        seconds = info.late_by
        if seconds < _HOUR:
            return f"{max(1, -(-seconds // 60))} min late"
        if seconds < 2 * _DAY:
            return f"{seconds // _HOUR} h late"
        return f"{seconds // _DAY} days late"
    return "late" if info.late else ""
