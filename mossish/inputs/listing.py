"""Discover stage (I/O): the files under a ROOT, on disk or inside archives, not yet read.

A folder is walked in sorted order (its files, then its sub-folders);
archives found on the way are read in memory (mossish/inputs/archives.py) and their
members listed as if the archive were a folder.  Hidden files and folders
and tools' folders are passed over; links are never followed.  Each file
found is an ``Item``: its path relative to the ROOT, and either where to
read it, its bytes (from an archive), or the problem that stops it.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from mossish.inputs.archives import (
    LINK_NOT_FOLLOWED,
    Budget,
    Member,
    archive_kind,
    read_archive,
    top_folder,
)
from mossish.inputs.budget import SourceBudget
from mossish.inputs.lms import ARCHIVE, FILE, FOLDER, Top
from mossish.inputs.passover import is_report, reason

# Folders that hold tools' output, caches or dependencies, never a student's
# own code.  Hidden folders (.git, .idea, .venv...) are skipped as well.
SKIPPED_DIRS = frozenset(
    {"__pycache__", "node_modules", "build", "dist", "target", "bin", "obj", "out",
     "venv", "site-packages", "__MACOSX", "cmake-build-debug", "cmake-build-release"}
)  # fmt: skip


@dataclass(frozen=True, slots=True)
class Item:
    """A file under a ROOT: ``rel`` is its POSIX path there.

    Exactly one of ``disk`` (read it from there), ``data`` (its bytes, read
    from an archive) or ``problem`` (``(kind, message)``) is set.
    """

    rel: str
    disk: Path | None = None
    data: bytes | None = None
    problem: tuple[str, str] | None = None


@dataclass(frozen=True, slots=True)
class Listing:
    """The files of a ROOT, and what lies directly in it.

    ``wrapper`` is the one folder an archive ROOT held everything in (its
    paths are given without it).
    """

    items: tuple[Item, ...]
    tops: dict[str, Top] = field(default_factory=dict)
    wrapper: str = ""
    # (path, why) of files and folders passed over unread inside the entries.
    passed: tuple[tuple[str, str], ...] = ()


def hidden(name: str) -> bool:
    return name.startswith(".") or name in {"Thumbs.db", "desktop.ini"}


def wanted(path: str) -> bool:
    """An archive member worth reading: not hidden, not in a tool's folder."""
    parts = path.split("/")
    return not any(hidden(part) for part in parts) and not any(
        part in SKIPPED_DIRS for part in parts[:-1]
    )


def _skipped_dir(entry: os.DirEntry[str]) -> bool:
    # A complete report is never a submission: `mossish check .` may write in place.
    return entry.name in SKIPPED_DIRS or is_report(entry.path)


def refused_part(path: str) -> tuple[str, str] | None:
    """The hidden or tool folder (or hidden file) that makes ``wanted`` refuse ``path``."""
    parts = path.split("/")
    for at, part in enumerate(parts):
        folder = at < len(parts) - 1
        if hidden(part) or (folder and part in SKIPPED_DIRS):
            return "/".join(parts[: at + 1]) + ("/" if folder else ""), reason(
                part, folder, SKIPPED_DIRS
            )
    return None


class _Recorder:
    """``wanted`` for an archive's members, noting what it refuses under ``rel``."""

    def __init__(self, rel: str, passed: list[tuple[str, str]] | None) -> None:
        self.rel = rel
        self.passed = passed
        self.seen: set[str] = set()

    def __call__(self, member: str) -> bool:
        if wanted(member):
            return True
        part = refused_part(member)
        if self.passed is not None and part is not None and part[0] not in self.seen:
            self.seen.add(part[0])
            self.passed.append((f"{self.rel}/{part[0]}" if self.rel else part[0], part[1]))
        return False


def _never(name: str) -> bool:
    return False


def list_folder(
    top: Path,
    max_file_bytes: int,
    prune: Callable[[str], bool] = _never,
    budget: SourceBudget | None = None,
) -> Listing:
    """Every file under the folder ``top``; OSError when ``top`` cannot be read.

    Below the ROOT's own entries, folders and archives whose name ``prune``
    accepts (``--exclude``) are neither walked nor read.
    """
    entries = sorted(os.scandir(top), key=lambda entry: entry.name)
    items: list[Item] = []
    tops: dict[str, Top] = {}
    passed: list[tuple[str, str]] = []
    for entry in entries:
        name = entry.name
        if hidden(name) or (entry.is_dir(follow_symlinks=False) and _skipped_dir(entry)):
            continue
        if entry.is_symlink():  # a loop or a link out of the ROOT: never followed
            tops[name] = Top(name, FILE)
            items.append(Item(name, problem=("link", LINK_NOT_FOLLOWED)))
        elif entry.is_dir(follow_symlinks=False):
            clone = os.path.isdir(os.path.join(entry.path, ".git"))
            tops[name] = Top(name, FOLDER, clone=clone)
            items.extend(walk(Path(entry.path), name, max_file_bytes, prune, passed, budget))
        elif archive_kind(name) is not None:
            tops[name] = Top(name, ARCHIVE)
            items.extend(_archive_items(Path(entry.path), name, max_file_bytes, passed, budget))
        else:
            tops[name] = Top(name, FILE)
            items.append(Item(name, Path(entry.path)))
    return Listing(tuple(items), tops, passed=tuple(passed))


def walk(
    folder: Path,
    prefix: str,
    max_file_bytes: int,
    prune: Callable[[str], bool] = _never,
    passed: list[tuple[str, str]] | None = None,
    budget: SourceBudget | None = None,
) -> list[Item]:
    """The files below ``folder``, their paths starting with ``prefix``.

    What is passed over unread (hidden, tools' folders, reports) is added to
    ``passed``; what ``prune`` refuses is the teacher's choice and is not.
    """
    passed = passed if passed is not None else []
    items: list[Item] = []
    stack = [(folder, prefix)]
    while stack:
        current, at = stack.pop()
        try:
            entries = sorted(os.scandir(current), key=lambda entry: entry.name)
        except OSError as exc:
            items.append(Item(at, problem=("unreadable", f"cannot read: {exc.strerror or exc}")))
            continue
        subfolders = []
        for entry in entries:
            rel = f"{at}/{entry.name}" if at else entry.name
            is_folder = entry.is_dir(follow_symlinks=False)
            if hidden(entry.name):
                passed.append((rel + "/" * is_folder, reason(entry.name, is_folder, SKIPPED_DIRS)))
                continue
            if entry.is_symlink():
                items.append(Item(rel, problem=("link", LINK_NOT_FOLLOWED)))
            elif is_folder:
                if prune(entry.name):
                    continue
                if _skipped_dir(entry):
                    passed.append((rel + "/", reason(entry.name, True, SKIPPED_DIRS)))
                else:
                    subfolders.append((Path(entry.path), rel))
            elif archive_kind(entry.name) is not None:
                if not prune(entry.name):
                    items.extend(
                        _archive_items(Path(entry.path), rel, max_file_bytes, passed, budget)
                    )
            else:
                items.append(Item(rel, Path(entry.path)))
        stack.extend(reversed(subfolders))
    return items


def _order(path: str) -> tuple[tuple[int, str], ...]:
    """Sort key listing a folder's files before its sub-folders, as the walk does."""
    parts = path.split("/")
    return tuple((0 if i == len(parts) - 1 else 1, part) for i, part in enumerate(parts))


def _items(members: list[Member], rel: str) -> list[Item]:
    ordered = sorted(members, key=lambda m: _order(m.path))
    return [
        Item(f"{rel}/{m.path}" if rel and m.path else rel or m.path, data=m.data, problem=m.problem)
        for m in ordered
    ]


def _archive_items(
    path: Path,
    rel: str,
    max_file_bytes: int,
    passed: list[tuple[str, str]] | None = None,
    budget: SourceBudget | None = None,
) -> list[Item]:
    members = _read(path, _Recorder(rel, passed), max_file_bytes, budget, student=True)
    return _items(members, rel)


def _read(
    path: Path,
    wanted: Callable[[str], bool],
    max_file_bytes: int,
    budget: SourceBudget | None,
    student: bool = False,
) -> list[Member]:
    """An archive's members, within what is left of the run's source budget.

    A ``student``'s archive (one found inside a ROOT) unpacks at most one
    submission's share (``archives.MAX_TOTAL_BYTES``); one given as a ROOT
    may be the whole class's export, and unpacks up to the run's budget.
    When the run's budget is what stops it, the class does not fit the
    machine (``SourceBudget.over``).
    """
    if budget is None:
        return read_archive(path, path.name, wanted, max_file_bytes)
    if budget.spent:
        budget.over += 1
        return [Member("", problem=("too-large", budget.message()))]
    limits = Budget()
    by_run = not student or budget.left < limits.bytes
    if by_run:
        limits = Budget(bytes=budget.left, whose=f"{budget.scope} may read")
    members = read_archive(path, path.name, wanted, max_file_bytes, limits)
    budget.spend(sum(len(m.data) for m in members if m.data is not None))
    if limits.cut and by_run:
        budget.over += 1
    return members


def list_archive(path: Path, max_file_bytes: int, budget: SourceBudget | None = None) -> Listing:
    """The files of an archive given as a ROOT (or as one submission).

    An archive holding one folder and nothing else (``hw3.zip`` holding
    ``hw3/``) is listed from inside that folder.
    """
    clones: set[str] = set()
    passed: list[tuple[str, str]] = []
    record = _Recorder("", passed)

    def note_clones(member: str) -> bool:
        at = f"/{member}".find("/.git/")
        if at > 0:
            clones.add(member[: at - 1])
        return record(member)

    members = _read(path, note_clones, max_file_bytes, budget)
    wrapper = top_folder([m.path for m in members]) or ""
    if wrapper and archive_kind(wrapper) is None:
        cut = len(wrapper) + 1
        members = [Member(m.path[cut:], m.data, m.problem) if m.path else m for m in members]
        clones = {c[cut:] for c in clones if c.startswith(f"{wrapper}/")}
        passed = [(p[cut:], why) for p, why in passed if p.startswith(f"{wrapper}/")]
    else:
        wrapper = ""
    items = _items(members, "")
    tops: dict[str, Top] = {}
    for item in items:
        if not item.rel:
            continue
        name, slash, _ = item.rel.partition("/")
        if archive_kind(name) is not None:
            kind = ARCHIVE if slash or item.problem is None else FILE
        else:
            kind = FOLDER if slash else FILE
        if tops.get(name, Top(name, FILE)).kind == FILE:
            tops[name] = Top(name, kind, clone=name in clones)
    return Listing(tuple(items), tops, wrapper, tuple(passed))
