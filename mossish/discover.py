"""Discover stage (I/O): assignment folders -> submissions of decoded source files.

Each immediate sub-folder of a ROOT is one submission (all its source files,
recursively); a file lying directly in a ROOT is a submission of its own.
Files are only ever read as bytes and decoded: student code is data, never
imported or run.  Anything odd about one file (binary, undecodable, huge,
empty, unreadable, a link) becomes a ``Problem`` and the run goes on.
"""

from __future__ import annotations

import codecs
import fnmatch
import os
import stat
from collections.abc import Iterator, Sequence
from pathlib import Path, PurePosixPath

from mossish.config import Settings
from mossish.errors import InputError
from mossish.model import Inputs, Problem, Skipped, SourceFile, Submission
from mossish.normalize import is_code_language, language_for

# Folders that hold tools' output, caches or dependencies, never a student's
# own code.  Hidden folders (.git, .idea, .venv...) are skipped as well.
SKIPPED_DIRS = frozenset(
    {"__pycache__", "node_modules", "build", "dist", "target", "bin", "obj", "out",
     "venv", "site-packages", "__MACOSX", "cmake-build-debug", "cmake-build-release"}
)  # fmt: skip
# Suffixes of data files: recognised as not code, listed as skipped quietly.
DATA_SUFFIXES = frozenset({".csv", ".tsv", ".dat", ".log", ".in", ".out", ".lock"})
BINARY_SNIFF_BYTES = 8192
# A folder holding this file is a mossish report (see mossish/html/writer.py):
# never a submission, so `mossish check .` may write its report in place.
REPORT_MARKER = ".mossish-report"


def discover(roots: Sequence[str], settings: Settings, singles: Sequence[str] = ()) -> Inputs:
    """Find every submission under ``roots`` and the base code in ``settings.base``.

    Each path in ``singles`` is one submission as a whole (a student's
    repository checked with ``--target``), named after its last component.
    """
    problems: list[Problem] = []
    found: list[tuple[str, str, Path]] = []  # (root as given, name, path)
    for single in singles:
        path = Path(single)
        if not path.exists():
            raise InputError(f"no such file or folder: {single}")
        found.append((path.parent.as_posix(), path.resolve().name, path))
    for root in roots:
        path = Path(root)
        if not path.exists():
            raise InputError(f"no such file or folder: {root}")
        if path.is_file():
            found.append((root, path.name, path))
            continue
        if not path.is_dir():
            raise InputError(f"not a file or folder: {root}")
        try:
            entries = sorted(os.scandir(path), key=lambda entry: entry.name)
        except OSError as exc:
            raise InputError(f"cannot read folder {root}: {exc.strerror or exc}") from None
        for entry in entries:
            if _hidden(entry.name) or (entry.is_dir() and _skipped_dir(entry)):
                continue
            found.append((root, entry.name, Path(entry.path)))

    names = _unique_names(found)
    submissions = []
    for (root, _, path), name in zip(found, names, strict=True):
        submission = _read_submission(name, root, path, settings, problems)
        if submission is not None:
            submissions.append(submission)
    base: list[SourceFile] = []
    for base_path in settings.base:
        path = Path(base_path)
        if not path.exists():
            raise InputError(f"--base: no such file or folder: {base_path}")
        files, _ = _read_tree(
            path, "base", settings, problems, prefix=path.name if path.is_dir() else ""
        )
        base.extend(files)
    submissions.sort(key=lambda s: s.name)
    return Inputs(submissions=tuple(submissions), base=tuple(base), problems=tuple(problems))


def _unique_names(found: list[tuple[str, str, Path]]) -> list[str]:
    """Names relative to their ROOT, prefixed with the ROOT where two ROOTs collide."""
    counts: dict[str, int] = {}
    for _, name, _ in found:
        counts[name] = counts.get(name, 0) + 1
    names = []
    used: set[str] = set()
    for root, name, _ in found:
        candidate = name
        if counts[name] > 1:
            candidate = f"{PurePosixPath(Path(root).as_posix()).name or 'root'}/{name}"
        unique, n = candidate, 2
        while unique in used:
            unique, n = f"{candidate}~{n}", n + 1
        used.add(unique)
        names.append(unique)
    return names


def _read_submission(
    name: str, root: str, path: Path, settings: Settings, problems: list[Problem]
) -> Submission | None:
    if path.is_dir() and not path.is_symlink():
        files, skipped = _read_tree(path, name, settings, problems, prefix="")
        if not files:
            problems.append(
                Problem("no-source", name, "no source files found in this submission", name)
            )
        return Submission(
            name=name,
            root=root,
            files=tuple(files),
            skipped=tuple(skipped),
            path=path.as_posix(),
        )
    single: list[SourceFile] = []
    _sort_outcome(_read_file(path, path.name, name, settings), single, [], problems)
    if single:
        return Submission(
            name=name, root=root, files=tuple(single), path=path.as_posix(), is_file=True
        )
    # A stray non-code file lying in a ROOT (a README, a grades sheet) is no submission.
    return None


def _read_tree(
    top: Path, owner: str, settings: Settings, problems: list[Problem], prefix: str
) -> tuple[list[SourceFile], list[Skipped]]:
    files: list[SourceFile] = []
    skipped: list[Skipped] = []
    if top.is_file():
        outcome = _read_file(top, top.name, owner, settings)
        _sort_outcome(outcome, files, skipped, problems)
        return files, skipped
    for path, relative in _walk(top, owner, settings, problems):
        display = f"{prefix}/{relative}" if prefix else relative
        outcome = _read_file(path, display, owner, settings)
        _sort_outcome(outcome, files, skipped, problems)
    return files, skipped


def _sort_outcome(
    outcome: Outcome, files: list[SourceFile], skipped: list[Skipped], problems: list[Problem]
) -> None:
    if isinstance(outcome, tuple):
        files.append(outcome[0])
        problems.append(outcome[1])
    elif isinstance(outcome, SourceFile):
        files.append(outcome)
    elif isinstance(outcome, Skipped):
        skipped.append(outcome)
    else:
        problems.append(outcome)


def _walk(
    top: Path, owner: str, settings: Settings, problems: list[Problem]
) -> Iterator[tuple[Path, str]]:
    """Files below ``top`` in sorted order, with their POSIX path relative to it."""
    stack = [top]
    while stack:
        folder = stack.pop()
        try:
            entries = sorted(os.scandir(folder), key=lambda entry: entry.name)
        except OSError as exc:
            problems.append(
                Problem("unreadable", _display(folder, top, owner), _reason(exc), owner)
            )
            continue
        subfolders = []
        for entry in entries:
            relative = Path(entry.path).relative_to(top).as_posix()
            if _hidden(entry.name):
                continue
            if entry.is_symlink():
                problems.append(
                    Problem(
                        "link",
                        f"{owner}/{relative}",
                        "symbolic link not followed (it could point outside the submission)",
                        owner,
                    )
                )
                continue
            if entry.is_dir(follow_symlinks=False):
                if _skipped_dir(entry) or _excluded(relative, entry.name, settings):
                    continue
                subfolders.append(Path(entry.path))
                continue
            if not _selected(relative, entry.name, settings):
                continue
            yield Path(entry.path), relative
        stack.extend(reversed(subfolders))


def _skipped_dir(entry: os.DirEntry[str]) -> bool:
    return entry.name in SKIPPED_DIRS or os.path.isfile(os.path.join(entry.path, REPORT_MARKER))


def _display(folder: Path, top: Path, owner: str) -> str:
    relative = folder.relative_to(top).as_posix()
    return owner if relative == "." else f"{owner}/{relative}"


def _hidden(name: str) -> bool:
    return name.startswith(".") or name in {"Thumbs.db", "desktop.ini"}


def _excluded(relative: str, name: str, settings: Settings) -> bool:
    return any(
        fnmatch.fnmatchcase(relative, pattern) or fnmatch.fnmatchcase(name, pattern)
        for pattern in settings.exclude
    )


def _selected(relative: str, name: str, settings: Settings) -> bool:
    if _excluded(relative, name, settings):
        return False
    if not settings.include:
        return True
    return any(
        fnmatch.fnmatchcase(relative, pattern) or fnmatch.fnmatchcase(name, pattern)
        for pattern in settings.include
    )


def _reason(exc: OSError) -> str:
    return f"cannot read: {exc.strerror or exc}"


Outcome = SourceFile | Problem | Skipped | tuple[SourceFile, Problem]


def _read_file(path: Path, display: str, owner: str, settings: Settings) -> Outcome:
    """Read and decode one file, or say why it is not compared."""
    shown = f"{owner}/{display}" if owner else display
    try:
        info = path.lstat()
        if stat.S_ISLNK(info.st_mode):
            return Problem("link", shown, "symbolic link not followed", owner)
        if not stat.S_ISREG(info.st_mode):
            return Problem("unreadable", shown, "not a regular file", owner)
        if info.st_size > settings.max_file_bytes:
            return Problem(
                "too-large",
                shown,
                f"file is {info.st_size:,} bytes, over the {settings.max_file_bytes:,}-byte "
                "limit (--max-file-size); skipped",
                owner,
            )
        if info.st_size == 0:
            return Problem("empty", shown, "empty file; skipped", owner)
        data = path.read_bytes()
    except OSError as exc:
        return Problem("unreadable", shown, _reason(exc), owner)
    if b"\x00" in data[:BINARY_SNIFF_BYTES] and not _has_utf16_bom(data):
        return Problem("binary", shown, "binary file; skipped", owner)
    text, note = decode(data)
    language = settings.language or language_for(path.name, text[:4096])
    if language is None:
        if PurePosixPath(path.name).suffix.lower() in DATA_SUFFIXES:
            return Skipped(display, "data file")
        return Problem(
            "unknown-type",
            shown,
            "no lexer recognises this file type; skipped (use --lang to force one)",
            owner,
        )
    if settings.language is None and not is_code_language(language):
        return Skipped(display, f"not program code ({language})")
    if not text.strip():
        return Problem("empty", shown, "file holds only white space; skipped", owner)
    source = SourceFile(path=display, language=language, text=text)
    if note is not None:
        # Still compared: only the reading is uncertain, so it is a warning too.
        return source, Problem("encoding", shown, note, owner)
    return source


def _has_utf16_bom(data: bytes) -> bool:
    return data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE))


def decode(data: bytes) -> tuple[str, str | None]:
    """Decode bytes as a teacher's editor would; the note says what was guessed.

    UTF-8 (with or without BOM) and BOM-marked UTF-16/32 are read exactly;
    anything else is read as Windows-1252 (then Latin-1, which never fails),
    with a note.  Newlines become ``\\n``.
    """
    note: str | None = None
    for bom, codec in (
        (codecs.BOM_UTF32_LE, "utf-32"),
        (codecs.BOM_UTF32_BE, "utf-32"),
        (codecs.BOM_UTF8, "utf-8-sig"),
        (codecs.BOM_UTF16_LE, "utf-16"),
        (codecs.BOM_UTF16_BE, "utf-16"),
    ):
        if data.startswith(bom):
            text = data.decode(codec, errors="replace")
            break
    else:
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            try:
                text = data.decode("cp1252")
                note = "not valid UTF-8; read as Windows-1252"
            except UnicodeDecodeError:
                text = data.decode("latin-1")
                note = "not valid UTF-8; read as Latin-1"
    return text.replace("\r\n", "\n").replace("\r", "\n"), note
