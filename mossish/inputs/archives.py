"""Discover stage (I/O): zip and tar archives, read in memory, never extracted.

Submissions often arrive as archives: a student's ``project.zip``, or a whole
class in one export from the learning platform.  Their members are read
into memory with ``zipfile`` and ``tarfile`` and handed to discovery like
files of a folder.  Nothing is ever written to disk, so a hostile name
(``../../etc/x``, ``/abs``, ``C:\\x``) or a link pointing outside cannot
put a file anywhere; such members are still refused by name and reported,
so the report never shows a path that lies outside its archive.

Archive bombs are stopped by the limits below (each says why it is where it
is); what is stopped becomes a warning and the run goes on.  A damaged
archive gives the members read before the damage, and a warning.
"""

from __future__ import annotations

import io
import lzma
import os
import re
import stat
import tarfile
import zipfile
import zlib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import BinaryIO

from mossish.inputs.budget import SUBMISSION_BYTES
from mossish.inputs.safe_input import NotRegular, open_regular

ZIP_SUFFIXES = (".zip",)
TAR_SUFFIXES = (".tar", ".tar.gz", ".tgz", ".tar.bz2", ".tbz2", ".tar.xz", ".txz")

# Entries (files and folders) in one archive and those nested in it.  A class
# of 400 handing in 50 files each is 20,000 entries; a student zipping their
# node_modules adds thousands.  Far beyond that is a bomb of empty entries.
MAX_MEMBERS = 100_000
# Uncompressed bytes one archive (with those nested in it) may make us read or
# decompress.  An archive found inside a ROOT is one student's: it gets one
# submission's share (mossish/inputs/budget.py); past it lie data sets or a
# bomb.  An archive given as a ROOT may be the class's whole export: it gets
# what is left of the run's source budget instead (mossish/inputs/listing.py).
MAX_TOTAL_BYTES = SUBMISSION_BYTES
# Compression ratio above which a large member is taken for a bomb.  Source
# code compresses 3-10:1, long repetitive generated files perhaps 50:1;
# deflate peaks near 1000:1, which is where bombs of zeros sit.
MAX_RATIO = 200
# Members smaller than this are never called bombs, whatever their ratio: a
# file of blank lines compresses 500:1 and harms no one.
RATIO_MIN_BYTES = 1_000_000
# An archive inside an archive (a student's zip in the class export) is
# opened; one inside that is not: nobody hands in a zip in a zip in a zip,
# and each level multiplies what a bomb can do.
MAX_NESTING = 1
# A nested archive (a student's zip in the class export) is read into memory
# whole to be opened, with whatever data they zipped beside their code.
MAX_NESTED_BYTES = 80 * 2**20


def archive_kind(name: str) -> str | None:
    """``"zip"`` or ``"tar"`` when the file name is an archive's, else None."""
    lower = name.lower()
    if lower.endswith(ZIP_SUFFIXES):
        return "zip"
    if lower.endswith(TAR_SUFFIXES):
        return "tar"
    return None


def archive_stem(name: str) -> str:
    """The name without its archive suffix: ``alice.tar.gz`` -> ``alice``."""
    lower = name.lower()
    for suffix in (*TAR_SUFFIXES, *ZIP_SUFFIXES):
        if lower.endswith(suffix) and len(name) > len(suffix):
            return name[: -len(suffix)]
    return name


@dataclass(frozen=True, slots=True)
class Member:
    """A file read from an archive, or why it was not.

    ``path`` is its POSIX path inside the archive (inside a nested archive:
    ``inner.zip/src/a.py``); ``""`` names the archive itself, for problems
    with the whole archive.  ``problem`` is ``(warning kind, message)``.
    """

    path: str
    data: bytes | None = None
    problem: tuple[str, str] | None = None


@dataclass(slots=True)
class Budget:
    """What is left of the limits, shared by an archive and those nested in it."""

    # Read at run time, so a test may lower the limits.
    members: int = field(default_factory=lambda: MAX_MEMBERS)
    bytes: int = field(default_factory=lambda: MAX_TOTAL_BYTES)
    # What ``bytes`` started as, and whose limit it is, for the warning.
    total: int = -1
    whose: str = "one submission's archive may hold"
    cut: bool = False  # something was not read for want of ``bytes``

    def __post_init__(self) -> None:
        if self.total < 0:
            self.total = self.bytes


def read_archive(
    source: Path | bytes,
    name: str,
    wanted: Callable[[str], bool],
    max_file_bytes: int,
    budget: Budget | None = None,
    depth: int = 0,
) -> list[Member]:
    """The members of the archive ``source`` (a file, or its bytes) called ``name``.

    Members whose path ``wanted`` refuses (hidden files, tool folders) are
    passed over unread.  Never raises for a bad archive: problems are members.
    """
    budget = budget if budget is not None else Budget()
    reader = _read_zip if archive_kind(name) == "zip" else _read_tar
    return reader(source, wanted, max_file_bytes, budget, depth)


def clean_name(raw: str) -> str | None:
    """A member name as a safe relative POSIX path, or None when it is not one.

    Absolute names, drive letters, ``..`` and control characters are refused;
    backslashes (written by some Windows tools) are separators.
    """
    name = raw.replace("\\", "/")
    if name.startswith("/") or re.match(r"[A-Za-z]:", name) or any(ord(c) < 32 for c in name):
        return None
    parts = [part for part in name.split("/") if part not in ("", ".")]
    if not parts or ".." in parts:
        return None
    return "/".join(parts)


def _unsafe(raw: str) -> Member:
    shown = raw[:200]
    return Member(
        "", problem=("unsafe-path", f"entry {shown!r} would lie outside the archive; skipped")
    )


def _bomb(path: str, message: str) -> Member:
    return Member(path, problem=("archive-bomb", message))


def _too_many() -> Member:
    return _bomb(
        "", f"holds more than {MAX_MEMBERS:,} entries (an archive bomb?); the rest is not read"
    )


def _over_budget(budget: Budget) -> Member:
    budget.cut = True
    return _bomb(
        "", f"would unpack to more than the {budget.total:,} bytes of source {budget.whose} "
        "(an archive bomb?); the rest is not read",
    )  # fmt: skip


def _read_zip(
    source: Path | bytes,
    wanted: Callable[[str], bool],
    max_file_bytes: int,
    budget: Budget,
    depth: int,
) -> list[Member]:
    try:
        stream: BinaryIO = open_regular(source) if isinstance(source, Path) else io.BytesIO(source)
    except OSError as exc:
        return [_unopened(exc)]
    try:
        archive = zipfile.ZipFile(stream)
    except (zipfile.BadZipFile, zipfile.LargeZipFile, OSError, ValueError, EOFError) as exc:
        stream.close()
        return [Member("", problem=("archive", f"not a readable zip archive ({exc}); skipped"))]
    members: list[Member] = []
    with stream, archive:
        infos = archive.infolist()
        if len(infos) > budget.members:
            return [_too_many()]
        budget.members -= len(infos)
        for info in infos:
            if info.is_dir():
                continue
            path = clean_name(info.filename)
            if path is None:
                members.append(_unsafe(info.filename))
                continue
            if stat.S_ISLNK(info.external_attr >> 16):
                members.append(Member(path, problem=("link", LINK_NOT_FOLLOWED)))
                continue
            if not wanted(path):
                continue
            size, packed = info.file_size, info.compress_size
            refused = _refuse(path, size, packed, max_file_bytes, budget)
            if refused is not None:
                members.append(refused)
                if refused.problem and refused.problem[0] == "archive-bomb" and not refused.path:
                    break
                continue
            try:
                with archive.open(info) as member:
                    data = member.read(size + 1)
            except (zipfile.BadZipFile, RuntimeError, NotImplementedError, OSError, EOFError,
                    zlib.error, lzma.LZMAError, ValueError) as exc:  # fmt: skip
                members.append(Member(path, problem=("archive", f"cannot unpack ({exc}); skipped")))
                continue
            budget.bytes -= len(data)
            members.extend(_member(path, data, wanted, max_file_bytes, budget, depth))
    return members


def _over_limit(path: str, size: int, max_file_bytes: int) -> Member | None:
    """A member over its size limit (a nested archive has its own), as a warning; else None."""
    nested = archive_kind(path) is not None
    limit = MAX_NESTED_BYTES if nested else max_file_bytes
    if size <= limit:
        return None
    return Member(
        path, problem=("too-large", too_large(size, limit, "archive" if nested else "file"))
    )


# One wording for each reason a file is not read, whether on disk or in an archive.
LINK_NOT_FOLLOWED = "symbolic link not followed (it could point outside the submission)"


def too_large(size: int, limit: int, what: str = "file") -> str:
    """The warning for a file (or a nested archive) of ``size`` bytes over its ``limit``."""
    flag = " (--max-file-size)" if what == "file" else ""
    return f"{what} is {size:,} bytes, over the {limit:,}-byte limit{flag}; skipped"


def _refuse(
    path: str, size: int, packed: int, max_file_bytes: int, budget: Budget
) -> Member | None:
    """Why a member is not read (a bomb, too large, over the budget), or None."""
    if size >= RATIO_MIN_BYTES and size > MAX_RATIO * max(packed, 1):
        return _bomb(
            path,
            f"unpacks {packed:,} bytes into {size:,} ({size // max(packed, 1):,}:1; an "
            "archive bomb?); skipped",
        )
    larger = _over_limit(path, size, max_file_bytes)
    if larger is not None:
        return larger
    if size > budget.bytes:
        return _over_budget(budget)
    return None


def _member(
    path: str,
    data: bytes,
    wanted: Callable[[str], bool],
    max_file_bytes: int,
    budget: Budget,
    depth: int,
) -> list[Member]:
    """A member read: a file, or (one level down) the members of a nested archive."""
    if archive_kind(path) is None:
        return [Member(path, data)]
    if depth >= MAX_NESTING:
        message = "archive nested more than one level deep; not opened"
        return [Member(path, problem=("archive", message))]
    inner = read_archive(data, path, wanted, max_file_bytes, budget, depth + 1)
    return [Member(f"{path}/{m.path}" if m.path else path, m.data, m.problem) for m in inner]


_TAR_ERRORS = (tarfile.TarError, OSError, EOFError, zlib.error, lzma.LZMAError, ValueError)


def _unopened(exc: OSError) -> Member:
    if isinstance(exc, NotRegular):
        return Member("", problem=("unreadable", f"{exc.what}, not a regular file; never opened"))
    return Member("", problem=("unreadable", f"cannot read: {exc.strerror or exc}"))


def _read_tar(
    source: Path | bytes,
    wanted: Callable[[str], bool],
    max_file_bytes: int,
    budget: Budget,
    depth: int,
) -> list[Member]:
    try:
        with (
            open_regular(source) if isinstance(source, Path) else io.BytesIO(source) as stream,
            tarfile.open(fileobj=stream, mode="r:*") as archive,
        ):
            packed = os.fstat(stream.fileno()).st_size if isinstance(source, Path) else len(source)
            return _tar_members(archive, packed, wanted, max_file_bytes, budget, depth)
    except NotRegular as exc:
        return [_unopened(exc)]
    except _TAR_ERRORS as exc:
        return [Member("", problem=("archive", f"not a readable tar archive ({exc}); skipped"))]


def _tar_members(
    archive: tarfile.TarFile,
    packed: int,
    wanted: Callable[[str], bool],
    max_file_bytes: int,
    budget: Budget,
    depth: int,
) -> list[Member]:
    members: list[Member] = []
    # A compressed tar is read from start to end: every member's bytes are
    # decompressed, read or not, so all of them count.
    unpacked = 0
    while True:
        try:
            info = archive.next()
        except _TAR_ERRORS as exc:
            problem = ("archive", f"damaged ({exc}); the rest is not read")
            members.append(Member("", problem=problem))
            break
        if info is None:
            break
        budget.members -= 1
        if budget.members < 0:
            members.append(_too_many())
            break
        unpacked += info.size
        if unpacked > budget.bytes:
            members.append(_over_budget(budget))
            break
        if unpacked >= RATIO_MIN_BYTES and unpacked > MAX_RATIO * max(packed, 1):
            message = (
                f"unpacks {packed:,} bytes into more than {unpacked:,} (an archive bomb?); "
                "the rest is not read"
            )
            members.append(_bomb("", message))
            break
        members.extend(_tar_member(archive, info, wanted, max_file_bytes, budget, depth))
    budget.bytes -= unpacked
    return members


def _tar_member(
    archive: tarfile.TarFile,
    info: tarfile.TarInfo,
    wanted: Callable[[str], bool],
    max_file_bytes: int,
    budget: Budget,
    depth: int,
) -> list[Member]:
    if info.isdir():
        return []
    path = clean_name(info.name)
    if path is None:
        return [_unsafe(info.name)]
    if info.issym() or info.islnk():
        return [Member(path, problem=("link", LINK_NOT_FOLLOWED))]
    if not info.isreg():
        return [Member(path, problem=("unreadable", "not a regular file; skipped"))]
    if not wanted(path):
        return []
    larger = _over_limit(path, info.size, max_file_bytes)
    if larger is not None:
        return [larger]
    try:
        handle = archive.extractfile(info)
        data = handle.read(info.size + 1) if handle is not None else b""
    except (tarfile.TarError, OSError, EOFError, zlib.error, lzma.LZMAError) as exc:
        return [Member(path, problem=("archive", f"cannot unpack ({exc}); skipped"))]
    return _member(path, data, wanted, max_file_bytes, budget, depth)


def top_folder(paths: list[str]) -> str | None:
    """The one folder holding every path, when there is exactly one, else None."""
    tops = {PurePosixPath(p).parts[0] for p in paths if p}
    if len(tops) != 1:
        return None
    (top,) = tops
    if all("/" in p for p in paths if p):
        return top
    return None
