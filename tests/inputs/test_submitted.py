"""Submission times from git history and late marks from LMS exports; never file times."""

from __future__ import annotations

import json
import os
import shutil
import stat
import subprocess
from pathlib import Path

import pytest

from helpers import HONEST, PROGRAM, RENAMED, invoke, write_tree
from mossish import Settings
from mossish.inputs import gittime
from mossish.inputs.discover import discover
from mossish.inputs.gittime import last_commit_time

needs_git = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")


def _commit(repo: Path, when: str) -> None:
    env = {
        **os.environ,
        "GIT_CONFIG_NOSYSTEM": "1",
        "GIT_CONFIG_GLOBAL": os.devnull,
        "GIT_AUTHOR_DATE": when,
        "GIT_COMMITTER_DATE": when,
    }
    for command in (
        ["init", "-q"],
        ["add", "."],
        ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", "hand in"],
    ):
        subprocess.run(["git", "-C", str(repo), *command], check=True, env=env)


def _classroom(tmp_path: Path) -> Path:
    root = write_tree(
        tmp_path / "hw1",
        {
            "hw1-ann/main.py": PROGRAM,
            "hw1-ben/main.py": RENAMED,
            "hw1-cat/main.py": HONEST,
        },
    )
    _commit(root / "hw1-ann", "2026-03-01T10:00:00+01:00")
    _commit(root / "hw1-ben", "2026-03-03T10:00:00+01:00")
    return root  # cat's folder is no repository: no time


@needs_git
def test_a_classroom_repository_gives_its_last_commit_time(tmp_path: Path) -> None:
    root = _classroom(tmp_path)
    inputs = discover([str(root)], Settings())
    times = {s.name: s.submitted for s in inputs.submissions}
    assert times == {
        "ann": "2026-03-01T10:00:00+01:00",
        "ben": "2026-03-03T10:00:00+01:00",
        "cat": None,
    }
    assert not inputs.problems


@needs_git
def test_times_reach_the_json_and_the_report_tables(tmp_path: Path) -> None:
    root = _classroom(tmp_path)
    out, report = tmp_path / "r.json", tmp_path / "report"
    code, _, err = invoke(
        "check", str(root), "--no-config", "-q", "--json", str(out), "-o", str(report)
    )
    assert code == 0, err
    result = json.loads(out.read_text(encoding="utf-8"))
    assert {s["name"]: (s["submitted"], s["late"]) for s in result["submissions"]} == {
        "ann": ("2026-03-01T10:00:00+01:00", False),
        "ben": ("2026-03-03T10:00:00+01:00", False),
        "cat": (None, False),
    }
    overview = (report / "index.html").read_text(encoding="utf-8")
    assert '<time datetime="2026-03-01T10:00:00+01:00"' in overview
    assert "2026-03-03 10:00+01:00</time>" in overview
    table = (report / "submissions.html").read_text(encoding="utf-8")
    assert ">Submitted</th>" in table
    assert '<td data-v="2026-03-03T09:00:00"><time' in table  # sorted in UTC
    data = (report / "submissions" / "1.js").read_text(encoding="utf-8")
    assert '"submitted":"2026-03-01T10:00:00+01:00"' in data.replace(" ", "")


@needs_git
def test_a_hostile_repository_runs_nothing(tmp_path: Path) -> None:
    repo = write_tree(tmp_path / "hw1" / "hw1-eve", {"main.py": PROGRAM})
    _commit(repo, "2026-03-01T10:00:00+00:00")
    marker = tmp_path / "ran"
    script = tmp_path / "evil.sh"
    script.write_text(f"#!/bin/sh\ntouch {marker}\ncat\n", encoding="utf-8")
    script.chmod(script.stat().st_mode | stat.S_IEXEC)
    with open(repo / ".git" / "config", "a", encoding="utf-8") as config:
        config.write(
            f"[core]\n\tpager = {script}\n\tfsmonitor = {script}\n\thooksPath = {tmp_path}\n"
            f"[log]\n\tshowSignature = true\n[gpg]\n\tprogram = {script}\n"
            f"[alias]\n\tlog = !{script}\n"
        )
    for hook in ("post-checkout", "pre-commit", "reference-transaction", "post-index-change"):
        target = repo / ".git" / "hooks" / hook
        target.write_text(f"#!/bin/sh\ntouch {marker}\n", encoding="utf-8")
        target.chmod(0o755)
    found = last_commit_time(repo)
    assert found == gittime.CommitTime("2026-03-01T10:00:00+00:00")
    assert not marker.exists()


@needs_git
def test_a_repository_without_history_is_a_warning_not_a_failure(tmp_path: Path) -> None:
    root = write_tree(
        tmp_path / "hw1", {"hw1-ann/a.py": PROGRAM, "hw1-ben/b.py": PROGRAM, "hw1-cat/c.py": HONEST}
    )
    (root / "hw1-ann" / ".git").mkdir()  # a .git folder with nothing in it
    inputs = discover([str(root)], Settings())
    assert [s.submitted for s in inputs.submissions] == [None, None, None]
    (problem,) = inputs.problems
    assert (problem.kind, problem.submission) == ("no-time", "ann")
    assert "no submission time" in problem.message


def test_no_git_or_a_hang_gives_no_time(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    repo = write_tree(tmp_path / "r", {"main.py": PROGRAM})
    (repo / ".git").mkdir()
    if shutil.which("git") is not None:
        slow = last_commit_time(repo, timeout=1e-6)
        assert slow.time is None and "took over" in (slow.problem or "")
    monkeypatch.setattr(gittime.shutil, "which", lambda _: None)
    missing = last_commit_time(repo)
    assert missing.time is None and "git is not installed" in (missing.problem or "")


def test_file_modification_times_are_a_submission_time_only_when_asked(tmp_path: Path) -> None:
    root = write_tree(
        tmp_path / "c", {"ann/a.py": PROGRAM, "ann/b.py": HONEST, "ben/b.py": RENAMED}
    )
    os.utime(root / "ann" / "a.py", (1_700_000_000, 1_700_000_000))
    os.utime(root / "ann" / "b.py", (1_700_000_100, 1_700_000_100))
    os.utime(root / "ben" / "b.py", (1_700_086_400, 1_700_086_400))
    inputs = discover([str(root)], Settings())
    assert [s.submitted for s in inputs.submissions] == [None, None]
    asked = discover([str(root)], Settings(), file_times=True)
    # The newest file's time, in UTC, to the second.
    assert [s.submitted for s in asked.submissions] == [
        "2023-11-14T22:15:00+00:00",
        "2023-11-15T22:13:20+00:00",
    ]
    out = tmp_path / "r.json"
    code, _, err = invoke(
        "check", str(root), "--no-config", "-q", "--no-report", "--times-from-files",
        "--json", str(out),
    )  # fmt: skip
    assert code == 0, err
    result = json.loads(out.read_text(encoding="utf-8"))
    assert [s["submitted"] for s in result["submissions"]] == [
        "2023-11-14T22:15:00+00:00",
        "2023-11-15T22:13:20+00:00",
    ]


def test_canvas_late_work_is_marked_late(tmp_path: Path) -> None:
    root = write_tree(
        tmp_path / "canvas",
        {
            "limaana_1001_5001_stats.py": PROGRAM,
            "okaforben_LATE_1002_5003_stats.py": RENAMED,
            "martinchloe_1003_5004_stats.py": HONEST,
        },
    )
    inputs = discover([str(root)], Settings())
    assert {s.name: s.late for s in inputs.submissions} == {
        "limaana": False,
        "okaforben": True,
        "martinchloe": False,
    }
    out, report = tmp_path / "r.json", tmp_path / "report"
    code, _, err = invoke(
        "check", str(root), "--no-config", "-q", "--json", str(out), "-o", str(report)
    )
    assert code == 0, err
    late = {
        s["name"]: s["late"] for s in json.loads(out.read_text(encoding="utf-8"))["submissions"]
    }
    assert late == {"limaana": False, "martinchloe": False, "okaforben": True}
    assert '<span class="late">late</span>' in (report / "index.html").read_text(encoding="utf-8")
    assert '<span class="late">late</span>' in (report / "submissions.html").read_text(
        encoding="utf-8"
    )
