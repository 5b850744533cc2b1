"""The demo assignment: planted copies must stand out, honest work must not."""

from __future__ import annotations

import csv
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from helpers import invoke
from mossish.pipeline import analyze
from mossish.settings import Settings

SAMPLES = Path(__file__).resolve().parent.parent / "sample_submissions"


def planted(language: str) -> set[frozenset[str]]:
    with open(SAMPLES / language / "planted.csv", newline="", encoding="utf-8") as handle:
        return {frozenset((row["a"], row["b"])) for row in csv.DictReader(handle)}


# The defaults, and the quieter setting the README offers (longer k-grams,
# which keep honest pairs' scores lower, with a lower threshold).
QUIET = {"k": 11, "window": 8, "threshold": 0.55}
SETTINGS = pytest.mark.parametrize("knobs", [{}, QUIET], ids=["defaults", "quiet"])


@SETTINGS
@pytest.mark.parametrize("language", ["python", "java"])
def test_every_planted_pair_ranks_above_every_honest_pair(
    language: str, knobs: dict[str, Any]
) -> None:
    folder = SAMPLES / language
    analysis = analyze(
        [str(folder / "students")], Settings(base=(str(folder / "starter"),), **knobs)
    )
    names = [s.name for s in analysis.submissions]
    copies = planted(language)
    scores = {frozenset((p.a, p.b)): p.similarity for p in analysis.pairs}
    all_pairs = {frozenset((a, b)) for i, a in enumerate(names) for b in names[i + 1 :]}
    lowest_planted = min(scores.get(pair, 0.0) for pair in copies)
    highest_honest = max(scores.get(pair, 0.0) for pair in all_pairs - copies)
    assert lowest_planted > highest_honest
    # And with room to spare: planted pairs are over the default threshold,
    # honest ones well under it.
    assert lowest_planted >= analysis.settings.threshold > highest_honest + 0.1


@SETTINGS
def test_ring_is_one_cluster(knobs: dict[str, Any]) -> None:
    folder = SAMPLES / "python"
    analysis = analyze(
        [str(folder / "students")], Settings(base=(str(folder / "starter"),), **knobs)
    )
    ring = {name for pair in planted("python") for name in pair if "ben_okafor" in str(pair)}
    clusters = [set(c.members) for c in analysis.clusters]
    assert ring in clusters
    assert len(ring) == 3
    # Every cluster is a planted group: no honest student is pulled in.
    planted_names = {name for pair in planted("python") for name in pair}
    assert all(cluster <= planted_names for cluster in clusters)


def test_starter_code_alone_produces_no_match(tmp_path: Path) -> None:
    folder = SAMPLES / "python"
    students = tmp_path / "students"
    shutil.copytree(folder / "students", students)
    shutil.copytree(folder / "starter", students / "zz_only_starter")
    analysis = analyze([str(students)], Settings(base=(str(folder / "starter"),)))
    assert not [p for p in analysis.pairs if "zz_only_starter" in (p.a, p.b)]
    info = next(s for s in analysis.submissions if s.name == "zz_only_starter")
    assert info.ignored_tokens == info.tokens
    # Without --base, the common-code cut-off (--common 90%, off by default)
    # catches what nearly all students kept; with neither, the untouched
    # starter matches many students.
    common_only = analyze([str(students)], Settings(common_share=0.9))
    assert common_only.stats.common_fingerprints > 0
    neither = analyze([str(students)], Settings())
    assert neither.stats.common_fingerprints == 0
    assert len([p for p in neither.pairs if "zz_only_starter" in (p.a, p.b)]) > 5


def test_demo_command_reports_the_mess_as_warnings(tmp_path: Path) -> None:
    target = tmp_path / "result.json"
    code, out, err = invoke(
        "check", str(SAMPLES / "python/students"), "--base", str(SAMPLES / "python/starter"),
        "--json", str(target), "--no-config", "-o", str(tmp_path / "report"),
    )  # fmt: skip
    assert code == 0, err
    assert (tmp_path / "report" / "index.html").is_file()
    warnings = {(w["path"], w["kind"]) for w in json.loads(target.read_text())["warnings"]}
    assert warnings == {
        ("s1134_liam_walsh/notes.py", "empty"),
        ("s1162_olivia_santos/test_gradebook.py", "syntax"),
        ("s1197_rosa_delgado/gradebook.py", "encoding"),
    }
    assert "s1052_dmitri_volkov" in out and "clusters" in out


def test_the_demo_report_is_byte_identical_in_every_process(tmp_path: Path) -> None:
    # The class graph lays out string-named nodes: Python's per-process
    # string hashing must not reach the picture.
    folder = SAMPLES / "python"
    pages = []
    for seed in ("1", "2"):
        report = tmp_path / f"report{seed}"
        subprocess.run(
            [sys.executable, "-m", "mossish", "check", str(folder / "students"),
             "--base", str(folder / "starter"), "-o", str(report), "-q", "--no-config"],
            env={**os.environ, "PYTHONHASHSEED": seed}, check=True, cwd=tmp_path,
        )  # fmt: skip
        pages.append({p.relative_to(report).as_posix(): p.read_bytes()
                      for p in report.rglob("*") if p.is_file()})  # fmt: skip
    assert "graph.html" in pages[0]
    assert pages[0] == pages[1]
