#!/usr/bin/env python3
"""Regenerate ``pairs.csv``: every unordered pair of files within each task.

Stage: benchmark data generation (``bench/``); not part of the mossish pipeline.
The columns and labels are those of ``bench/data/labelled.py``; the README
says where each file comes from.  Tasks here hold different numbers of
independent solutions (as many as licensed authors were found), so the
expected file counts are given per task.  Each file is checked with a
compiler's syntax check (g++ for C++, javac into a throwaway folder for Java)
where the compiler is installed: no program is built or run.  Output is
deterministic.

    python bench/data/cpcontest/make_pairs.py
"""

from __future__ import annotations

import csv
import sys
from collections import Counter
from itertools import combinations
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # bench/data, for labelled.py

from labelled import Check, compile_check, kind_of, task_files  # noqa: E402  (path set up above)

# How each plagiarised copy was disguised (its folder under plagiarized/).
LEVELS = (
    "template-swap",
    "rename",
    "io-style",
    "reorder",
    "loop-rewrite",
    "insert",
    "llm-rewrite",
    "llm-restructure",
    "combined",
)

# Per task: language suffix and the files expected (1 original, its copies,
# the independent solutions of other authors).
TASKS: dict[str, tuple[str, dict[str, int]]] = {
    "task-01": (".cpp", {"orig": 1, "plag": 9, "nonplag": 5}),
    "task-02": (".cpp", {"orig": 1, "plag": 9, "nonplag": 6}),
    "task-03": (".cpp", {"orig": 1, "plag": 9, "nonplag": 4}),
    "task-04": (".cpp", {"orig": 1, "plag": 9, "nonplag": 6}),
    "task-05": (".cpp", {"orig": 1, "plag": 9, "nonplag": 5}),
    "task-06": (".cpp", {"orig": 1, "plag": 9, "nonplag": 5}),
    "task-07": (".cpp", {"orig": 1, "plag": 9, "nonplag": 5}),
    "task-08": (".cpp", {"orig": 1, "plag": 9, "nonplag": 4}),
}

CHECKS: dict[str, Check] = {
    # -fsyntax-only: the compiler parses and type-checks, nothing is built.
    ".cpp": compile_check(["g++", "-std=c++17", "-fsyntax-only", "-w"]),
    ".java": compile_check(["javac", "-nowarn", "-encoding", "UTF-8"], out_flag="-d"),
}

Row = tuple[str, str, int, str, str, str]


def rows_for(root: Path) -> list[Row]:
    """Every labelled pair of the set, as ``pairs.csv`` holds them."""
    found_tasks = sorted(p.name for p in root.glob("task-[0-9][0-9]"))
    if found_tasks != sorted(TASKS):
        raise SystemExit(f"task folders {found_tasks} do not match TASKS {sorted(TASKS)}")
    rows: list[Row] = []
    for task, (suffix, expected) in sorted(TASKS.items()):
        files = task_files(root, root / task, suffix, LEVELS, expected, CHECKS[suffix])
        for first, second in combinations(files, 2):
            (a, role_a, level_a), (b, role_b, level_b) = sorted([first, second])
            label = int(role_a != "nonplag" and role_b != "nonplag")
            kind = kind_of(role_a, role_b)
            level = (level_a or level_b) if kind == "orig-plag" else ""
            rows.append((a, b, label, task, kind, level))
    rows.sort()
    return rows


def check_files_table(root: Path, rows: list[Row]) -> None:
    """``files.csv`` (where each file comes from) must list exactly the labelled files."""
    with (root / "files.csv").open(newline="", encoding="utf-8") as handle:
        listed = {row["path"]: row["role"] for row in csv.DictReader(handle)}
    found = {path for row in rows for path in row[:2]}
    if set(listed) != found:
        missing, extra = sorted(found - set(listed)), sorted(set(listed) - found)
        raise SystemExit(f"files.csv does not match the files: missing {missing}, extra {extra}")
    for path, role in listed.items():
        if path.split("/")[1] != role:
            raise SystemExit(f"files.csv: {path} listed as {role}")


def main() -> int:
    rows = rows_for(HERE)
    check_files_table(HERE, rows)
    output = HERE / "pairs.csv"
    with output.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle, lineterminator="\n")
        writer.writerow(["a", "b", "label", "task", "kind", "level"])
        writer.writerows(rows)
    print(f"{len(rows)} pairs written to {output.name}")
    for (label, kind), count in sorted(Counter((r[2], r[4]) for r in rows).items()):
        print(f"  label={label} {kind:<16} {count}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
