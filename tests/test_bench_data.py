"""The labelled sets under bench/data: their labels follow from their layout.

The quality figures in the docs rest on each set's ``pairs.csv``; these tests
check the labelling rule on a small layout, and that every committed
``pairs.csv`` is exactly what its files imply (a file added or moved without
regenerating the labels fails here).
"""

from __future__ import annotations

import csv
import importlib.util
import shutil
import sys
from pathlib import Path
from types import ModuleType

import pytest

DATA = Path(__file__).resolve().parent.parent / "bench" / "data"


def load(path: Path, name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def labelled() -> ModuleType:
    return load(DATA / "labelled.py", "labelled")


def no_check(path: Path, name: str) -> None:
    """The files' syntax is checked by each set's make_pairs.py, not here."""


def write(root: Path, relative: str) -> None:
    path = root / relative
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("x = 1\n", encoding="utf-8")


def test_labels_and_kinds_follow_the_layout(labelled: ModuleType, tmp_path: Path) -> None:
    for relative in (
        "task-01/original/orig.py",
        "task-01/plagiarized/L2/01/copy.py",
        "task-01/plagiarized/L5/01/copy.py",
        "task-01/non-plagiarized/01/solution.py",
        "task-02/original/orig.py",
        "task-02/plagiarized/L2/01/copy.py",
        "task-02/plagiarized/L5/01/copy.py",
        "task-02/non-plagiarized/01/solution.py",
    ):
        write(tmp_path, relative)
    expected = {"orig": 1, "plag": 2, "nonplag": 1}
    rows = labelled.pair_rows(tmp_path, ".py", ("L2", "L5"), expected, no_check)
    assert len(rows) == 2 * 6  # within each task only
    first = {(a.split("/", 1)[1], b.split("/", 1)[1]): rest for a, b, *rest in rows[:6]}
    assert first == {
        ("non-plagiarized/01/solution.py", "original/orig.py"): [0, "task-01", "nonplag-orig", ""],
        ("non-plagiarized/01/solution.py", "plagiarized/L2/01/copy.py"): [
            0,
            "task-01",
            "nonplag-plag",
            "",
        ],
        ("non-plagiarized/01/solution.py", "plagiarized/L5/01/copy.py"): [
            0,
            "task-01",
            "nonplag-plag",
            "",
        ],
        ("original/orig.py", "plagiarized/L2/01/copy.py"): [1, "task-01", "orig-plag", "L2"],
        ("original/orig.py", "plagiarized/L5/01/copy.py"): [1, "task-01", "orig-plag", "L5"],
        ("plagiarized/L2/01/copy.py", "plagiarized/L5/01/copy.py"): [
            1,
            "task-01",
            "plag-plag",
            "",
        ],
    }


def test_a_missing_or_misplaced_file_is_refused(labelled: ModuleType, tmp_path: Path) -> None:
    write(tmp_path, "task-01/original/orig.py")
    write(tmp_path, "task-01/plagiarized/L1/01/copy.py")
    with pytest.raises(SystemExit, match="expected"):
        labelled.pair_rows(tmp_path, ".py", ("L1",), {"orig": 1, "plag": 2}, no_check)
    write(tmp_path, "task-01/plagiarized/L9/01/copy.py")
    with pytest.raises(ValueError, match="unexpected location"):
        labelled.pair_rows(tmp_path, ".py", ("L1",), {"orig": 1, "plag": 2}, no_check)


@pytest.mark.parametrize("name", ["pyplag", "cplag", "javaplag"])
def test_committed_labels_match_the_files(labelled: ModuleType, name: str) -> None:
    maker = load(DATA / name / "make_pairs.py", f"make_pairs_{name}")
    suffix = {"pyplag": ".py", "cplag": ".c", "javaplag": ".java"}[name]
    rows = labelled.pair_rows(DATA / name, suffix, maker.LEVELS, maker.EXPECTED, no_check)
    with open(DATA / name / "pairs.csv", newline="", encoding="utf-8") as handle:
        committed = [
            (r["a"], r["b"], int(r["label"]), r["task"], r["kind"], r["level"])
            for r in csv.DictReader(handle)
        ]
    assert rows == committed


@pytest.mark.parametrize(
    "name", ["algoplag", "pyreal", "lcplag", "realc", "realjava", "printed", "javaex"]
)
def test_folder_sets_labels_match_their_files(tmp_path: Path, name: str) -> None:
    """Each real-code set's make_pairs.py (folder submissions) regenerates its committed files."""
    shutil.copyfile(DATA / "labelled.py", tmp_path / "labelled.py")
    shutil.copytree(DATA / name, tmp_path / name)
    for table in ("pairs.csv", "submissions.csv"):
        (tmp_path / name / table).unlink()
    maker = load(tmp_path / name / "make_pairs.py", f"make_pairs_{name}")
    assert maker.main(["--no-check"]) == 0
    for table in ("pairs.csv", "submissions.csv"):
        regenerated = (tmp_path / name / table).read_text(encoding="utf-8")
        assert regenerated == (DATA / name / table).read_text(encoding="utf-8")
