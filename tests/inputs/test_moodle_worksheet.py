"""Submission times and late marks from a Moodle grading worksheet, and --deadline."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from datetime import datetime, timezone
from pathlib import Path

import pytest

from helpers import HONEST, PROGRAM, RENAMED, WORKSHEET, invoke, moodle_class, write_tree
from mossish.errors import UsageError
from mossish.inputs.labels import read_labels
from mossish.inputs.moodle import late_part, parse_moodle_time
from mossish.inputs.times import parse_deadline


def _sheet(tmp_path: Path, text: str = WORKSHEET) -> Path:
    path = tmp_path / "grades.csv"
    path.write_text(text, encoding="utf-8")
    return path


def test_moodle_dates_are_read_as_moodle_writes_them() -> None:
    assert parse_moodle_time("Thursday, 5 November 2026, 11:59 PM") == datetime(2026, 11, 5, 23, 59)
    assert parse_moodle_time("Thursday, 05 November 2026, 12:05 AM") == datetime(2026, 11, 5, 0, 5)
    assert parse_moodle_time("5 November 2026, 23:59") == datetime(2026, 11, 5, 23, 59)
    assert parse_moodle_time("Thursday,  5 November 2026,\u00a011:59\u202fPM") is not None
    assert parse_moodle_time("2026-11-05T23:59:00") == datetime(2026, 11, 5, 23, 59)
    assert parse_moodle_time("jeudi 5 novembre 2026, 23:59") is None
    assert parse_moodle_time("Thursday, 32 November 2026, 11:59 PM") is None


def test_the_status_gives_the_late_mark_and_how_late() -> None:
    assert late_part("Submitted for grading - 3 hours 5 mins late - Graded") == (
        "3 hours 5 mins late",
        3 * 3600 + 5 * 60,
    )
    assert late_part("Submitted for grading - 2 days 1 hour late") == (
        "2 days 1 hour late",
        2 * 86400 + 3600,
    )
    assert late_part("Submitted late") == ("Submitted late", None)
    assert late_part("Submitted for grading - Graded") == (None, None)
    assert late_part("No submission") == (None, None)


def test_a_worksheet_passed_as_labels_is_read_as_one(tmp_path: Path) -> None:
    labels = read_labels(str(_sheet(tmp_path)))
    assert labels.worksheet is not None
    assert labels.columns == ()  # no label columns: names and e-mails are not shown
    rows = {row.uid: row for row in labels.worksheet.rows}
    assert rows["1001"].submitted == datetime(2026, 11, 3, 16, 15)
    assert rows["1001"].late is None
    assert rows["1002"].late == "3 hours 5 mins late"
    assert rows["1002"].name == "Ben <b>Okafor</b>"
    assert rows["1003"].submitted is None
    assert rows["1004"].submitted is None
    assert labels.problems == (
        "line 4: 'Thursday, 32 Novembre 2026, 10:00' is not a date Moodle writes "
        "(last modified (submission))",
    )


def test_worksheet_times_reach_the_result_and_odd_rows_are_warnings(tmp_path: Path) -> None:
    root = moodle_class(tmp_path)
    out = tmp_path / "r.json"
    code, _, err = invoke(
        "check", str(root), "--no-config", "-q", "--no-report",
        "--labels", str(_sheet(tmp_path)), "--json", str(out),
    )  # fmt: skip
    assert code == 0, err
    doc = json.loads(out.read_text(encoding="utf-8"))
    subs = {s["name"]: s for s in doc["submissions"]}
    assert subs["Ann Lee"]["submitted"] == "2026-11-03T16:15:00+00:00"  # UTC: no --deadline
    assert subs["Ann Lee"]["late"] is False
    assert subs["Ben Okafor"]["submitted"] == "2026-11-06T03:04:00+00:00"
    assert subs["Ben Okafor"]["late"] is True
    assert subs["Ben Okafor"]["late_by"] == 3 * 3600 + 5 * 60  # as the status says
    assert subs["Cat Ng"]["submitted"] is None
    assert subs["Dan Roe"]["submitted"] is None
    warnings = [w["message"] for w in doc["warnings"] if w["kind"] == "labels"]
    assert warnings == [
        "line 4: 'Thursday, 32 Novembre 2026, 10:00' is not a date Moodle writes "
        "(last modified (submission))",
        "line 6: Participant 9999 (<img src=x onerror=alert(1)>) matches no submission",
    ]


def test_a_deadline_marks_worksheet_times_after_it_late(tmp_path: Path) -> None:
    root = moodle_class(tmp_path)
    out = tmp_path / "r.json"
    csv_out = tmp_path / "r.csv"
    code, _, err = invoke(
        "check", str(root), "--no-config", "-q", "--no-report", "--labels",
        str(_sheet(tmp_path)), "--deadline", "2026-11-03T12:00:00+01:00", "--json", str(out),
        "--csv", str(csv_out),
    )  # fmt: skip
    assert code == 0, err
    subs = {s["name"]: s for s in json.loads(out.read_text(encoding="utf-8"))["submissions"]}
    # The worksheet's wall-clock times are read in the deadline's zone.
    assert subs["Ann Lee"]["submitted"] == "2026-11-03T16:15:00+01:00"
    assert subs["Ann Lee"]["late_by"] == 4 * 3600 + 15 * 60
    assert subs["Ben Okafor"]["late_by"] == (2 * 24 + 15) * 3600 + 4 * 60
    assert subs["Cat Ng"]["late"] is False  # no time: nothing to say
    header, *rows = csv_out.read_text(encoding="utf-8").splitlines()
    assert header.endswith(",fragments,submitted_a,submitted_b,late_a,late_b,decision")
    ann = next(r for r in rows if "Ann Lee" in r)
    assert "4 h late" in ann


def test_labels_csv_times_after_the_deadline_are_late(tmp_path: Path) -> None:
    root = write_tree(
        tmp_path / "c", {"ann/a.py": PROGRAM, "ben/b.py": RENAMED, "cat/c.py": HONEST}
    )
    labels = tmp_path / "labels.csv"
    labels.write_text(
        "submission,section,submitted\n"
        "ann,1,2026-03-01T10:00:00+00:00\n"
        "ben,2,2026-03-01T15:30:00+00:00\n"
        "zed,2,2026-03-01T09:00:00+00:00\n",
        encoding="utf-8",
    )
    out = tmp_path / "r.json"
    code, text, err = invoke(
        "check", str(root), "--no-config", "--no-report", "--labels", str(labels),
        "--deadline", "2026-03-01T12:00", "--json", str(out),
    )  # fmt: skip
    assert code == 0, err
    doc = json.loads(out.read_text(encoding="utf-8"))
    subs = {s["name"]: s for s in doc["submissions"]}
    assert (subs["ann"]["late"], subs["ann"]["late_by"]) == (False, None)
    assert (subs["ben"]["late"], subs["ben"]["late_by"]) == (True, 3 * 3600 + 30 * 60)
    assert subs["cat"]["submitted"] is None
    assert [w["message"] for w in doc["warnings"]] == ["'zed' in the labels matches no submission"]
    assert "zed" in text  # the terminal lists the warning
    assert "\nlate: 1 of 3 submissions: ben (3 h late)\n" in text


@pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")
def test_a_last_commit_after_the_deadline_is_late(tmp_path: Path) -> None:
    root = write_tree(
        tmp_path / "hw1",
        {"hw1-ann/main.py": PROGRAM, "hw1-ben/main.py": RENAMED, "hw1-cat/main.py": HONEST},
    )
    for who, when in (("ann", "2026-03-01T10:00:00+01:00"), ("ben", "2026-03-04T10:00:00+01:00")):
        env = {**os.environ, "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": os.devnull,
               "GIT_AUTHOR_DATE": when, "GIT_COMMITTER_DATE": when}  # fmt: skip
        repo = str(root / f"hw1-{who}")
        for command in (
            ["init", "-q"],
            ["add", "."],
            ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "m"],
        ):
            subprocess.run(["git", "-C", repo, *command], check=True, env=env)  # fmt: skip
    out = tmp_path / "r.json"
    code, _, err = invoke(
        "check", str(root), "--no-config", "-q", "--no-report",
        "--deadline", "2026-03-02", "--json", str(out),
    )  # fmt: skip
    assert code == 0, err
    subs = {s["name"]: s for s in json.loads(out.read_text(encoding="utf-8"))["submissions"]}
    assert subs["ann"]["late"] is False
    assert subs["ben"]["late_by"] == 2 * 86400 + 9 * 3600  # 10:00+01:00 is 09:00 UTC


@pytest.mark.parametrize("value", ["tomorrow", "2026-13-01", "5 November 2026", ""])
def test_a_bad_deadline_is_one_line_and_exit_2(tmp_path: Path, value: str) -> None:
    root = write_tree(tmp_path / "c", {"ann/a.py": PROGRAM, "ben/b.py": RENAMED})
    code, out, err = invoke("check", str(root), "--no-config", "--no-report", "--deadline", value)
    assert code == 2
    assert err.count("\n") == 1 and err.startswith("mossish: error: --deadline:")
    assert out == ""


def test_deadlines_are_utc_unless_they_say() -> None:
    assert parse_deadline("2026-11-05T23:59") == datetime(2026, 11, 5, 23, 59, tzinfo=timezone.utc)
    assert parse_deadline("2026-11-05") == datetime(2026, 11, 5, tzinfo=timezone.utc)
    assert parse_deadline("2026-11-05T23:59Z").utcoffset() is not None
    assert str(parse_deadline("2026-11-05T23:59+01:00").utcoffset()) == "1:00:00"
    with pytest.raises(UsageError):
        parse_deadline("Thursday")


def test_a_due_date_in_the_worksheet_is_that_students_deadline(tmp_path: Path) -> None:
    root = moodle_class(tmp_path)
    sheet = _sheet(
        tmp_path,
        "Identifier,Full name,Status,Last modified (submission),Due date\n"
        'Participant 1001,Ann Lee,Submitted for grading,"Tuesday, 3 November 2026, 4:15 PM",'
        '"Tuesday, 3 November 2026, 11:59 PM"\n'
        'Participant 1002,Ben Okafor,Submitted for grading,"Tuesday, 3 November 2026, 4:15 PM",-\n'
        "Teilnehmer/in 1003,Cat Ng,Abgegeben,2026-11-03T10:00,-\n"
        "someone,Dan Roe,,,\n",
    )
    out = tmp_path / "r.json"
    code, _, err = invoke(
        "check", str(root), "--no-config", "-q", "--no-report", "--labels", str(sheet),
        "--deadline", "2026-11-03T12:00Z", "--json", str(out),
    )  # fmt: skip
    assert code == 0, err
    doc = json.loads(out.read_text(encoding="utf-8"))
    subs = {s["name"]: s for s in doc["submissions"]}
    assert subs["Ann Lee"]["late"] is False  # an extension to 23:59
    assert subs["Ben Okafor"]["late_by"] == 4 * 3600 + 15 * 60
    assert subs["Cat Ng"]["submitted"] == "2026-11-03T10:00:00+00:00"
    assert [w["message"] for w in doc["warnings"]] == [
        "line 5: 'someone' is not a Moodle participant identifier"
    ]


def test_a_labels_csv_and_a_worksheet_go_together(tmp_path: Path) -> None:
    root = moodle_class(tmp_path)
    sections = tmp_path / "sections.csv"
    sections.write_text(
        "submission,section,submitted\nAnn Lee,2,2026-11-01T09:00:00+00:00\nBen Okafor,1,\n",
        encoding="utf-8",
    )
    out = tmp_path / "r.json"
    for order in ([str(sections), str(_sheet(tmp_path))], [str(_sheet(tmp_path)), str(sections)]):
        code, _, err = invoke(
            "check", str(root), "--no-config", "-q", "--no-report", "--labels", order[0],
            "--labels", order[1], "--json", str(out),
        )  # fmt: skip
        assert code == 0, err
        subs = {s["name"]: s for s in json.loads(out.read_text(encoding="utf-8"))["submissions"]}
        # The instructor's own column wins over the worksheet, in either order.
        assert subs["Ann Lee"]["submitted"] == "2026-11-01T09:00:00+00:00"
        assert subs["Ben Okafor"]["submitted"] == "2026-11-06T03:04:00+00:00"
