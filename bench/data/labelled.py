"""Label every pair of files of a hand-made dataset laid out like IR-Plag.

Stage: benchmark data generation (``bench/``); not part of the mossish pipeline.

A dataset folder holds ``task-NN/`` folders, each with ``original/`` (the
original solution), ``plagiarized/LEVEL/NN/`` (disguised copies of it) and
``non-plagiarized/NN/`` (solutions written independently).  ``write_pairs``
writes the folder's ``pairs.csv`` with the columns ``a,b,label,task,kind,level``:

* ``a`` < ``b``: paths relative to the dataset folder, compared as strings;
* ``label`` 1 when both files derive from the task's original (original or
  plagiarised copy), else 0;
* ``kind`` one of orig-plag, plag-plag, nonplag-orig, nonplag-plag,
  nonplag-nonplag;
* ``level`` the plagiarised side's level for orig-plag pairs, empty otherwise.

It also checks the layout (file counts per task) and that every file parses
or compiles (``compile_check``: a compiler's syntax check, never a run of the
program), and prints the pair counts.  Output is deterministic.  Each
dataset's own ``make_pairs.py`` calls it with its layout.
"""

from __future__ import annotations

import csv
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from collections.abc import Callable, Sequence
from itertools import combinations
from pathlib import Path

Check = Callable[[Path, str], None]  # (file, relative name) -> raises on a broken file


def compile_check(command: Sequence[str], out_flag: str | None = None) -> Check:
    """A check running ``command FILE`` (a compiler), or no check where it is not installed.

    With ``out_flag``, whatever the compiler writes goes to a throwaway
    folder named after that flag.  The program itself is never run.
    """
    tool = shutil.which(command[0])
    if tool is None:
        print(f"{command[0]} not found: the files are not compiled", file=sys.stderr)

    def check(path: Path, name: str) -> None:
        if tool is None:
            return
        with tempfile.TemporaryDirectory(prefix="labelled-") as out:
            into = [out_flag, out] if out_flag else []
            argv = [tool, *command[1:], *into, str(path)]
            done = subprocess.run(argv, capture_output=True, text=True, check=False)
        if done.returncode:
            raise SystemExit(f"{name} does not compile:\n{done.stderr}")

    return check


def role_and_level(relative: Path, levels: Sequence[str]) -> tuple[str, str]:
    """('orig' | 'plag' | 'nonplag', level or '') from a path inside a task."""
    parts = relative.parts  # task-NN/<group>/...
    group = parts[1]
    if group == "original":
        return "orig", ""
    if group == "non-plagiarized":
        return "nonplag", ""
    if group == "plagiarized" and parts[2] in levels:
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


def task_files(
    root: Path,
    task_dir: Path,
    suffix: str,
    levels: Sequence[str],
    expected: dict[str, int],
    check: Check,
) -> list[tuple[str, str, str]]:
    """(relative path, role, level) for every file of a task, sorted."""
    files = []
    for path in sorted(task_dir.rglob(f"*{suffix}")):
        relative = path.relative_to(root)
        check(path, relative.as_posix())  # fails loudly on a broken file
        role, level = role_and_level(relative, levels)
        files.append((relative.as_posix(), role, level))
    counts = Counter(role for _, role, _ in files)
    if dict(counts) != expected:
        raise SystemExit(f"{task_dir.name}: expected {expected}, found {dict(counts)}")
    return files


Row = tuple[str, str, int, str, str, str]


def pair_rows(
    root: Path, suffix: str, levels: Sequence[str], expected: dict[str, int], check: Check
) -> list[Row]:
    """Every labelled pair of the dataset at ``root``, as ``pairs.csv`` holds them."""
    rows: list[Row] = []
    for task_dir in sorted(root.glob("task-[0-9][0-9]")):
        found = task_files(root, task_dir, suffix, levels, expected, check)
        for first, second in combinations(found, 2):
            (a, role_a, level_a), (b, role_b, level_b) = sorted([first, second])
            label = int(role_a != "nonplag" and role_b != "nonplag")
            kind = kind_of(role_a, role_b)
            level = (level_a or level_b) if kind == "orig-plag" else ""
            rows.append((a, b, label, task_dir.name, kind, level))
    rows.sort()
    return rows


def write_pairs(
    root: Path, suffix: str, levels: Sequence[str], expected: dict[str, int], check: Check
) -> int:
    """Write ``root/pairs.csv`` and print a summary."""
    rows = pair_rows(root, suffix, levels, expected, check)
    output = root / "pairs.csv"
    with output.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle, lineterminator="\n")
        writer.writerow(["a", "b", "label", "task", "kind", "level"])
        writer.writerows(rows)
    print(f"{len(rows)} pairs written to {output.name}")
    for (label, kind), count in sorted(Counter((r[2], r[4]) for r in rows).items()):
        print(f"  label={label} {kind:<16} {count}")
    return 0
