"""Labels and submission times from the instructor's CSV."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pytest

from mossish.errors import InputError
from mossish.inputs.labels import read_labels


def test_labels_and_times_are_read(tmp_path: Path) -> None:
    path = tmp_path / "labels.csv"
    path.write_text(
        "\ufeffSubmission,section,group,submitted\n"
        "ann,2,B,2026-03-01T10:00:00+00:00\n"
        "ben,1,,2026-03-03T10:00:00+00:00\n"
        "cat,1,A,yesterday\n"
        ",9,9,\n",
        encoding="utf-8",
    )
    labels = read_labels(str(path))
    assert labels.columns == ("section", "group")
    assert labels.values["ann"] == {"section": "2", "group": "B"}
    assert labels.values["ben"] == {"section": "1"}
    assert labels.submitted["ben"] - labels.submitted["ann"] == (
        datetime.fromisoformat("2026-03-03T00:00:00")
        - datetime.fromisoformat("2026-03-01T00:00:00")
    )
    assert "cat" not in labels.submitted
    assert labels.problems == ("line 4: 'yesterday' is not an ISO 8601 time",)


def test_a_csv_without_names_is_one_error(tmp_path: Path) -> None:
    path = tmp_path / "labels.csv"
    path.write_text("who,section\nann,2\n", encoding="utf-8")
    with pytest.raises(InputError, match="no column named submission"):
        read_labels(str(path))
    with pytest.raises(InputError, match="cannot read"):
        read_labels(str(tmp_path / "missing.csv"))
    (tmp_path / "empty.csv").write_text("", encoding="utf-8")
    with pytest.raises(InputError, match="empty"):
        read_labels(str(tmp_path / "empty.csv"))
