#!/usr/bin/env python3
"""Regenerate ``pairs.csv``: every unordered pair of files within each task.

Stage: benchmark data generation (``bench/``); not part of the mossish pipeline.

Columns: ``a,b,label,task,kind,level``

* ``a`` < ``b``: paths relative to this folder, compared as strings;
* ``label`` 1 when both files derive from the task's original (original or
  plagiarised copy), else 0;
* ``kind`` one of orig-plag, plag-plag, nonplag-orig, nonplag-plag,
  nonplag-nonplag;
* ``level`` the plagiarised side's level (L1..L6 or S) for orig-plag pairs,
  empty otherwise.

The script also checks the layout (file counts per task) and that every file
parses as Python, and prints the pair counts.  Output is deterministic.

    python bench/data/pyplag/make_pairs.py
"""

from __future__ import annotations

import ast
import csv
import sys
from collections import Counter
from itertools import combinations
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUTPUT = HERE / "pairs.csv"
LEVELS = ("L1", "L2", "L3", "L4", "L5", "L6", "S")
# Expected files per task: 1 original, 2 hand-written copies per level L1-L6,
# 3 scripted copies (S), 8 independent solutions.
EXPECTED = {"orig": 1, "plag": 6 * 2 + 3, "nonplag": 8}


def role_and_level(relative: Path) -> tuple[str, str]:
    """('orig' | 'plag' | 'nonplag', level or '') from a path inside a task."""
    parts = relative.parts  # task-NN/<group>/...
    group = parts[1]
    if group == "original":
        return "orig", ""
    if group == "non-plagiarized":
        return "nonplag", ""
    if group == "plagiarized" and parts[2] in LEVELS:
        return "plag", parts[2]
    raise ValueError(f"unexpected location: {relative}")


def kind_of(role_a: str, role_b: str) -> str:
    """The pair kind, independent of the order of the two files."""
    roles = {role_a, role_b}
    if roles == {"orig", "plag"}:
        return "orig-plag"
    if roles == {"plag"}:
        return "plag-plag"
    if roles == {"nonplag", "orig"}:
        return "nonplag-orig"
    if roles == {"nonplag", "plag"}:
        return "nonplag-plag"
    if roles == {"nonplag"}:
        return "nonplag-nonplag"
    raise ValueError(f"no kind for {role_a}/{role_b}")


def task_files(task_dir: Path) -> list[tuple[str, str, str]]:
    """(relative path, role, level) for every .py file of a task, sorted."""
    files = []
    for path in sorted(task_dir.rglob("*.py")):
        relative = path.relative_to(HERE)
        source = path.read_text(encoding="utf-8")
        ast.parse(source, filename=str(relative))  # fails loudly on a broken file
        role, level = role_and_level(relative)
        files.append((relative.as_posix(), role, level))
    counts = Counter(role for _, role, _ in files)
    if dict(counts) != EXPECTED:
        raise SystemExit(f"{task_dir.name}: expected {EXPECTED}, found {dict(counts)}")
    return files


def main() -> int:
    """Write pairs.csv and print a summary."""
    rows: list[tuple[str, str, int, str, str, str]] = []
    for task_dir in sorted(HERE.glob("task-[0-9][0-9]")):
        for first, second in combinations(task_files(task_dir), 2):
            (a, role_a, level_a), (b, role_b, level_b) = sorted([first, second])
            label = int(role_a != "nonplag" and role_b != "nonplag")
            kind = kind_of(role_a, role_b)
            level = (level_a or level_b) if kind == "orig-plag" else ""
            rows.append((a, b, label, task_dir.name, kind, level))
    rows.sort()
    with OUTPUT.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle, lineterminator="\n")
        writer.writerow(["a", "b", "label", "task", "kind", "level"])
        writer.writerows(rows)
    print(f"{len(rows)} pairs written to {OUTPUT.name}")
    for (label, kind), count in sorted(Counter((r[2], r[4]) for r in rows).items()):
        print(f"  label={label} {kind:<16} {count}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
