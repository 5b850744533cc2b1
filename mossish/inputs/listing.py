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
    Member,
    archive_kind,
    read_archive,
    top_folder,
)
from mossish.inputs.lms import ARCHIVE, FILE, FOLDER, Top

# Folders that hold tools' output, caches or dependencies, never a student's
# own code.  Hidden folders (.git, .idea, .venv...) are skipped as well.
SKIPPED_DIRS = frozenset(
    {"__pycache__", "node_modules", "build", "dist", "target", "bin", "obj", "out",
     "venv", "site-packages", "__MACOSX", "cmake-build-debug", "cmake-build-release"}
)  # fmt: skip
# A folder holding this file is a mossish report (see mossish/report/html/writer.py):
# never a submission, so `mossish check .` may write its report in place.
REPORT_MARKER = ".mossish-report"


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


def hidden(name: str) -> bool:
    return name.startswith(".") or name in {"Thumbs.db", "desktop.ini"}


def wanted(path: str) -> bool:
    """An archive member worth reading: not hidden, not in a tool's folder."""
    parts = path.split("/")
    return not any(hidden(part) for part in parts) and not any(
        part in SKIPPED_DIRS for part in parts[:-1]
    )


def _skipped_dir(entry: os.DirEntry[str]) -> bool:
    return entry.name in SKIPPED_DIRS or os.path.isfile(os.path.join(entry.path, REPORT_MARKER))


def _never(name: str) -> bool:
    return False


def list_folder(top: Path, max_file_bytes: int, prune: Callable[[str], bool] = _never) -> Listing:
    """Every file under the folder ``top``; OSError when ``top`` cannot be read.

    Below the ROOT's own entries, folders and archives whose name ``prune``
    accepts (``--exclude``) are neither walked nor read.
    """
    entries = sorted(os.scandir(top), key=lambda entry: entry.name)
    items: list[Item] = []
    tops: dict[str, Top] = {}
    for entry in entries:
        name = entry.name
        if hidden(name) or (entry.is_dir() and _skipped_dir(entry)):
            continue
        if entry.is_symlink():
            tops[name] = Top(name, FILE)
            items.append(Item(name, problem=("link", LINK_NOT_FOLLOWED)))
        elif entry.is_dir(follow_symlinks=False):
            clone = os.path.isdir(os.path.join(entry.path, ".git"))
            tops[name] = Top(name, FOLDER, clone=clone)
            items.extend(walk(Path(entry.path), name, max_file_bytes, prune))
        elif archive_kind(name) is not None:
            tops[name] = Top(name, ARCHIVE)
            items.extend(_archive_items(Path(entry.path), name, max_file_bytes))
        else:
            tops[name] = Top(name, FILE)
            items.append(Item(name, Path(entry.path)))
    return Listing(tuple(items), tops)


def walk(
    folder: Path, prefix: str, max_file_bytes: int, prune: Callable[[str], bool] = _never
) -> list[Item]:
    """The files below ``folder``, their paths starting with ``prefix``."""
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
            if hidden(entry.name):
                continue
            if entry.is_symlink():
                items.append(Item(rel, problem=("link", LINK_NOT_FOLLOWED)))
            elif entry.is_dir(follow_symlinks=False):
                if not _skipped_dir(entry) and not prune(entry.name):
                    subfolders.append((Path(entry.path), rel))
            elif archive_kind(entry.name) is not None:
                if not prune(entry.name):
                    items.extend(_archive_items(Path(entry.path), rel, max_file_bytes))
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


def _archive_items(path: Path, rel: str, max_file_bytes: int) -> list[Item]:
    return _items(read_archive(path, path.name, wanted, max_file_bytes), rel)


def list_archive(path: Path, max_file_bytes: int) -> Listing:
    """The files of an archive given as a ROOT (or as one submission).

    An archive holding one folder and nothing else (``hw3.zip`` holding
    ``hw3/``) is listed from inside that folder.
    """
    clones: set[str] = set()

    def note_clones(member: str) -> bool:
        at = f"/{member}".find("/.git/")
        if at > 0:
            clones.add(member[: at - 1])
        return wanted(member)

    members = read_archive(path, path.name, note_clones, max_file_bytes)
    wrapper = top_folder([m.path for m in members]) or ""
    if wrapper and archive_kind(wrapper) is None:
        cut = len(wrapper) + 1
        members = [Member(m.path[cut:], m.data, m.problem) if m.path else m for m in members]
        clones = {c[cut:] for c in clones if c.startswith(f"{wrapper}/")}
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
    return Listing(tuple(items), tops, wrapper)
