#!/usr/bin/env python3
"""Regenerate ``pairs.csv``: every unordered pair of submissions within each task.

Stage: benchmark data generation (``bench/``); not part of the mossish pipeline.

PyReal has multi-file submissions (the ``split`` copies), so, like AlgoPlag, it
does not use ``labelled.write_pairs`` (one file per submission); it reuses that
module's labels (``role_and_level``, ``kind_of``) so the columns mean the same:

* a submission is the content of ``original/``, ``non-plagiarized/NN/`` or
  ``plagiarized/LEVEL/NN/``; it is named by its file when it holds one file and
  by its folder when it holds several (a multi-file submission);
* ``a`` < ``b`` (paths relative to this folder, compared as strings),
  ``label`` 1 when both derive from the task's original, ``kind`` and
  ``level`` as in ``bench/data/labelled.py``.

Every file is checked to compile with ``py_compile`` into a throwaway folder
(nothing is imported or run).  Output is deterministic.

    python bench/data/pyreal/make_pairs.py            # write pairs.csv
    python bench/data/pyreal/make_pairs.py --no-check # skip the syntax check
"""

from __future__ import annotations

import argparse
import csv
import py_compile
import sys
import tempfile
from collections import Counter
from itertools import combinations
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # bench/data, for labelled.py

from labelled import kind_of, role_and_level  # noqa: E402  (needs the path set up above)

LEVELS = ("layout", "rename", "llm", "split")
MIN_NONPLAG = 5  # independent solutions per task besides the original, at least
MIN_PLAG = 8  # disguised copies per task, at least


def sources(folder: Path) -> list[Path]:
    """The Python files of one submission folder (recursively), sorted."""
    return sorted(p for p in folder.rglob("*.py") if p.is_file())


def submission_folders(task_dir: Path) -> list[Path]:
    """original/, non-plagiarized/NN/ and plagiarized/LEVEL/NN/ of a task."""
    found = [task_dir / "original"]
    found += sorted(p for p in (task_dir / "non-plagiarized").iterdir() if p.is_dir())
    for level in sorted((task_dir / "plagiarized").iterdir()):
        if level.name not in LEVELS:
            raise SystemExit(f"{level}: unknown level (expected one of {', '.join(LEVELS)})")
        found += sorted(p for p in level.iterdir() if p.is_dir())
    return found


def compile_check(files: list[Path]) -> None:
    """Fail loudly when a file does not compile; nothing is ever run."""
    with tempfile.TemporaryDirectory(prefix="pyreal-") as out:
        for path in files:
            try:
                py_compile.compile(str(path), cfile=str(Path(out) / "x.pyc"), doraise=True)
            except py_compile.PyCompileError as error:
                raise SystemExit(f"{path} does not compile:\n{error}") from error


def check_provenance(manifest_files: set[str]) -> None:
    """Every real file (original, independent solution) has a provenance row."""
    with (HERE / "provenance.csv").open(newline="", encoding="utf-8") as handle:
        recorded = {row["file"] for row in csv.DictReader(handle)}
    missing = sorted(manifest_files - recorded)
    stale = sorted(recorded - manifest_files)
    if missing or stale:
        raise SystemExit(f"provenance.csv: missing {missing}, unknown {stale}")


def task_submissions(task_dir: Path, check: bool) -> list[tuple[str, str, str, int]]:
    """(name, role, level, files) for every submission of a task, sorted."""
    found = []
    for folder in submission_folders(task_dir):
        files = sources(folder)
        if not files:
            raise SystemExit(f"{folder}: no Python file")
        if check:
            compile_check(files)
        target = files[0] if len(files) == 1 else folder
        name = target.relative_to(HERE).as_posix()
        role, level = role_and_level(Path(name), LEVELS)
        found.append((name, role, level, len(files)))
    counts = Counter(role for _, role, _, _ in found)
    if counts["orig"] != 1 or counts["nonplag"] < MIN_NONPLAG or counts["plag"] < MIN_PLAG:
        raise SystemExit(f"{task_dir.name}: too few submissions: {dict(counts)}")
    return sorted(found)


Row = tuple[str, str, int, str, str, str]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-check", action="store_true", help="do not run the syntax check")
    args = parser.parse_args(argv)
    rows: list[Row] = []
    manifest = []
    for task_dir in sorted(HERE.glob("task-[0-9][0-9]")):
        found = task_submissions(task_dir, check=not args.no_check)
        manifest += [
            (name, task_dir.name, role, level, "python", files)
            for name, role, level, files in found
        ]
        for first, second in combinations(found, 2):
            (a, role_a, level_a, _), (b, role_b, level_b, _) = sorted([first, second])
            label = int(role_a != "nonplag" and role_b != "nonplag")
            kind = kind_of(role_a, role_b)
            level = (level_a or level_b) if kind == "orig-plag" else ""
            rows.append((a, b, label, task_dir.name, kind, level))
    rows.sort()
    real = {
        path.relative_to(HERE).as_posix()
        for pattern in ("task-*/original", "task-*/non-plagiarized")
        for folder in HERE.glob(pattern)
        for path in sources(folder)
    }
    check_provenance(real)
    with (HERE / "pairs.csv").open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle, lineterminator="\n")
        writer.writerow(["a", "b", "label", "task", "kind", "level"])
        writer.writerows(rows)
    with (HERE / "submissions.csv").open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle, lineterminator="\n")
        writer.writerow(["submission", "task", "role", "level", "language", "files"])
        writer.writerows(manifest)
    print(f"{len(manifest)} submissions, {len(rows)} pairs written to pairs.csv")
    for (label, kind), count in sorted(Counter((r[2], r[4]) for r in rows).items()):
        print(f"  label={label} {kind:<16} {count}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
