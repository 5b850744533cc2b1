"""How late a submission is, as every view says it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from mossish.model import SubmissionInfo
from mossish.report.late import late_text

ON_TIME = SubmissionInfo(name="ann", root="r", files=(), tokens=1, ignored_tokens=0)


@pytest.mark.parametrize(
    ("late", "late_by", "text"),
    [
        (False, None, ""),
        (True, None, "late"),  # the LMS says so, not by how much
        (True, 20, "1 min late"),
        (True, 59 * 60 + 1, "60 min late"),
        (True, 3 * 3600 + 5 * 60, "3 h late"),
        (True, 47 * 3600 + 59 * 60, "47 h late"),
        (True, 2 * 86400 + 9 * 3600, "2 days late"),
    ],
)
def test_late_text(late: bool, late_by: int | None, text: str) -> None:
    assert late_text(replace(ON_TIME, late=late, late_by=late_by)) == text
