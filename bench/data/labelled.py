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
dataset's own ``make_pairs.py`` calls it with its layout; the sets of real
code with folder submissions (algoplag, lcplag, pyreal, realc, realjava,
printed, javaex) call ``write_folder_set`` instead (below).
"""

from __future__ import annotations

import argparse
import csv
import py_compile
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


# --- sets of real code with folder submissions (algoplag, lcplag, pyreal, realc,
# realjava, printed, javaex)
#
# These mix languages (one per task) and have multi-file submissions, so they
# do not use ``write_pairs`` (one file per submission, one suffix per set);
# the labels (``role_and_level``, ``kind_of``) mean the same thing:
#
# * a submission is the content of ``original/``, ``non-plagiarized/NN/`` or
#   ``plagiarized/LEVEL/NN/``; it is named by its file when it holds one file
#   and by its folder when it holds several (a multi-file submission);
# * every submission compiles under a syntax check that builds and runs
#   nothing (``javac`` into a throwaway folder, ``g++ -fsyntax-only``,
#   ``gcc -fsyntax-only``, ``py_compile`` into a throwaway folder);
# * every real file (original, independent solution) has a row in the set's
#   ``provenance.csv``.

SUFFIXES = {
    ".java": "java",
    ".c": "c",
    ".cpp": "cpp",
    ".h": "cpp",
    ".hpp": "cpp",
    ".py": "python",
}
# A ".h" header belongs to the language of the units beside it (C or C++);
# SUFFIXES gives its language only for a folder of headers alone.
HEADERS = frozenset({".h"})
MIN_NONPLAG = 5  # independent solutions per task besides the original, at least
MIN_PLAG = 8  # disguised copies per task, at least


def sources(folder: Path) -> list[Path]:
    """The source files of one submission folder (recursively), sorted."""
    return sorted(p for p in folder.rglob("*") if p.is_file() and p.suffix in SUFFIXES)


def submission_folders(task_dir: Path, levels: Sequence[str]) -> list[Path]:
    """original/, non-plagiarized/NN/ and plagiarized/LEVEL/NN/ of a task."""
    found = [task_dir / "original"]
    found += sorted(p for p in (task_dir / "non-plagiarized").iterdir() if p.is_dir())
    for level in sorted((task_dir / "plagiarized").iterdir()):
        if level.name not in levels:
            raise SystemExit(f"{level}: unknown level (expected one of {', '.join(levels)})")
        found += sorted(p for p in level.iterdir() if p.is_dir())
    return found


def language_of(files: list[Path], where: Path) -> str:
    units = [f for f in files if f.suffix not in HEADERS] or files
    languages = {SUFFIXES[f.suffix] for f in units}
    if len(languages) != 1:
        raise SystemExit(f"{where}: expected one language, found {sorted(languages)}")
    return languages.pop()


def check_submission(folder: Path, files: list[Path], language: str) -> None:
    """Fail loudly when a submission does not compile; nothing is ever run."""
    with tempfile.TemporaryDirectory(prefix="labelled-") as out:
        if language == "java":
            tool = shutil.which("javac")
            if tool is None:
                return
            runs = [[tool, "-nowarn", "-d", out, *map(str, files)]]
        elif language == "cpp":
            tool = shutil.which("g++")
            if tool is None:
                return
            units = [f for f in files if f.suffix == ".cpp"]
            base = [tool, "-std=c++17", "-fsyntax-only", "-w", f"-I{folder}"]
            runs = [[*base, str(unit)] for unit in units]
        elif language == "c":
            tool = shutil.which("gcc")
            if tool is None:
                return
            units = [f for f in files if f.suffix == ".c"]
            # gnu11: the book's solutions use K&R-era forms (implicit int) too
            base = [tool, "-std=gnu11", "-fsyntax-only", "-w", f"-I{folder}"]
            runs = [[*base, str(unit)] for unit in units]
        else:
            for path in files:
                try:
                    py_compile.compile(str(path), cfile=str(Path(out) / "x.pyc"), doraise=True)
                except py_compile.PyCompileError as error:
                    raise SystemExit(f"{path} does not compile:\n{error}") from error
            return
        for argv in runs:
            done = subprocess.run(argv, capture_output=True, text=True, check=False)
            if done.returncode:
                raise SystemExit(f"{folder} does not compile:\n{done.stderr}")


def check_provenance(root: Path, real_files: set[str]) -> None:
    """Every real file (original, independent solution) has a provenance row."""
    with (root / "provenance.csv").open(newline="", encoding="utf-8") as handle:
        recorded = {row["file"] for row in csv.DictReader(handle)}
    missing = sorted(real_files - recorded)
    stale = sorted(recorded - real_files)
    if missing or stale:
        raise SystemExit(f"provenance.csv: missing {missing}, unknown {stale}")


def task_submissions(
    root: Path, task_dir: Path, levels: Sequence[str], check: bool
) -> list[tuple[str, str, str, str, int]]:
    """(name, role, level, language, files) for every submission of a task, sorted."""
    found = []
    for folder in submission_folders(task_dir, levels):
        files = sources(folder)
        if not files:
            raise SystemExit(f"{folder}: no source file")
        language = language_of(files, folder)
        if check:
            check_submission(folder, files, language)
        target = files[0] if len(files) == 1 else folder
        name = target.relative_to(root).as_posix()
        role, level = role_and_level(Path(name), levels)
        found.append((name, role, level, language, len(files)))
    counts = Counter(role for _, role, _, _, _ in found)
    if counts["orig"] != 1 or counts["nonplag"] < MIN_NONPLAG or counts["plag"] < MIN_PLAG:
        raise SystemExit(f"{task_dir.name}: too few submissions: {dict(counts)}")
    return sorted(found)


def write_folder_set(root: Path, levels: Sequence[str], argv: Sequence[str] | None) -> int:
    """A folder set's ``make_pairs.py``: write ``pairs.csv`` and ``submissions.csv``."""
    parser = argparse.ArgumentParser(description=f"label every pair of {root.name}")
    parser.add_argument("--no-check", action="store_true", help="do not run the compilers")
    args = parser.parse_args(argv)
    rows: list[Row] = []
    manifest = []
    for task_dir in sorted(root.glob("task-[0-9][0-9]")):
        found = task_submissions(root, task_dir, levels, check=not args.no_check)
        manifest += [(name, task_dir.name, *rest) for name, *rest in found]
        for first, second in combinations(found, 2):
            (a, role_a, level_a, _, _), (b, role_b, level_b, _, _) = sorted([first, second])
            label = int(role_a != "nonplag" and role_b != "nonplag")
            kind = kind_of(role_a, role_b)
            level = (level_a or level_b) if kind == "orig-plag" else ""
            rows.append((a, b, label, task_dir.name, kind, level))
    rows.sort()
    real = {
        path.relative_to(root).as_posix()
        for pattern in ("task-*/original", "task-*/non-plagiarized")
        for folder in root.glob(pattern)
        for path in sources(folder)
    }
    check_provenance(root, real)
    with (root / "pairs.csv").open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle, lineterminator="\n")
        writer.writerow(["a", "b", "label", "task", "kind", "level"])
        writer.writerows(rows)
    with (root / "submissions.csv").open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle, lineterminator="\n")
        writer.writerow(["submission", "task", "role", "level", "language", "files"])
        writer.writerows(manifest)
    print(f"{len(manifest)} submissions, {len(rows)} pairs written to pairs.csv")
    for (label, kind), count in sorted(Counter((r[2], r[4]) for r in rows).items()):
        print(f"  label={label} {kind:<16} {count}")
    return 0
