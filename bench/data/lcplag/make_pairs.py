#!/usr/bin/env python3
"""Regenerate ``pairs.csv``: every unordered pair of submissions within each task.

Stage: benchmark data generation (``bench/``); not part of the mossish pipeline.

LcPlag mixes Java and C++ tasks (one language per task) and has multi-file
submissions, so, like AlgoPlag, it does not use ``labelled.write_pairs`` (one
file per submission, one suffix per set); it reuses that module's labels
(``role_and_level``, ``kind_of``) so the columns mean the same thing:

* a submission is the content of ``original/``, ``non-plagiarized/NN/`` or
  ``plagiarized/LEVEL/NN/``; it is named by its file when it holds one file and
  by its folder when it holds several (a multi-file submission);
* ``a`` < ``b`` (paths relative to this folder, compared as strings),
  ``label`` 1 when both derive from the task's original, ``kind`` and
  ``level`` as in ``bench/data/labelled.py``.

Every submission is checked to compile with a syntax check that builds and
runs nothing (``javac`` into a throwaway folder, ``g++ -fsyntax-only``).
Output is deterministic.

    python bench/data/lcplag/make_pairs.py            # write pairs.csv
    python bench/data/lcplag/make_pairs.py --no-check # skip the compilers
"""

from __future__ import annotations

import argparse
import csv
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from itertools import combinations
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # bench/data, for labelled.py

from labelled import kind_of, role_and_level  # noqa: E402  (needs the path set up above)

LEVELS = ("layout", "rename", "insert", "template", "llm", "split")
SUFFIXES = {".java": "java", ".cpp": "cpp", ".h": "cpp", ".hpp": "cpp"}
MIN_NONPLAG = 5  # independent solutions per task besides the original, at least
MIN_PLAG = 8  # disguised copies per task, at least


def sources(folder: Path) -> list[Path]:
    """The source files of one submission folder (recursively), sorted."""
    return sorted(p for p in folder.rglob("*") if p.is_file() and p.suffix in SUFFIXES)


def submission_folders(task_dir: Path) -> list[Path]:
    """original/, non-plagiarized/NN/ and plagiarized/LEVEL/NN/ of a task."""
    found = [task_dir / "original"]
    found += sorted(p for p in (task_dir / "non-plagiarized").iterdir() if p.is_dir())
    for level in sorted((task_dir / "plagiarized").iterdir()):
        if level.name not in LEVELS:
            raise SystemExit(f"{level}: unknown level (expected one of {', '.join(LEVELS)})")
        found += sorted(p for p in level.iterdir() if p.is_dir())
    return found


def language_of(files: list[Path], where: Path) -> str:
    languages = {SUFFIXES[f.suffix] for f in files}
    if len(languages) != 1:
        raise SystemExit(f"{where}: expected one language, found {sorted(languages)}")
    return languages.pop()


def compile_check(folder: Path, files: list[Path], language: str) -> None:
    """Fail loudly when a submission does not compile; nothing is ever run."""
    with tempfile.TemporaryDirectory(prefix="lcplag-") as out:
        if language == "java":
            tool = shutil.which("javac")
            if tool is None:
                return
            runs = [[tool, "-nowarn", "-d", out, *map(str, files)]]
        else:
            tool = shutil.which("g++")
            if tool is None:
                return
            units = [f for f in files if f.suffix == ".cpp"]
            base = [tool, "-std=c++17", "-fsyntax-only", "-w", f"-I{folder}"]
            runs = [[*base, str(unit)] for unit in units]
        for argv in runs:
            done = subprocess.run(argv, capture_output=True, text=True, check=False)
            if done.returncode:
                raise SystemExit(f"{folder} does not compile:\n{done.stderr}")


def check_provenance(manifest_files: set[str]) -> None:
    """Every real file (original, independent solution) has a provenance row."""
    with (HERE / "provenance.csv").open(newline="", encoding="utf-8") as handle:
        recorded = {row["file"] for row in csv.DictReader(handle)}
    missing = sorted(manifest_files - recorded)
    stale = sorted(recorded - manifest_files)
    if missing or stale:
        raise SystemExit(f"provenance.csv: missing {missing}, unknown {stale}")


def task_submissions(task_dir: Path, check: bool) -> list[tuple[str, str, str, str, int]]:
    """(name, role, level, language, files) for every submission of a task, sorted."""
    found = []
    for folder in submission_folders(task_dir):
        files = sources(folder)
        if not files:
            raise SystemExit(f"{folder}: no source file")
        language = language_of(files, folder)
        if check:
            compile_check(folder, files, language)
        target = files[0] if len(files) == 1 else folder
        name = target.relative_to(HERE).as_posix()
        role, level = role_and_level(Path(name), LEVELS)
        found.append((name, role, level, language, len(files)))
    counts = Counter(role for _, role, _, _, _ in found)
    if counts["orig"] != 1 or counts["nonplag"] < MIN_NONPLAG or counts["plag"] < MIN_PLAG:
        raise SystemExit(f"{task_dir.name}: too few submissions: {dict(counts)}")
    return sorted(found)


Row = tuple[str, str, int, str, str, str]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-check", action="store_true", help="do not run the compilers")
    args = parser.parse_args(argv)
    rows: list[Row] = []
    manifest = []
    for task_dir in sorted(HERE.glob("task-[0-9][0-9]")):
        found = task_submissions(task_dir, check=not args.no_check)
        manifest += [(name, task_dir.name, *rest) for name, *rest in found]
        for first, second in combinations(found, 2):
            (a, role_a, level_a, _, _), (b, role_b, level_b, _, _) = sorted([first, second])
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
