"""Report writer (I/O): put a finished report in place, and clear what a killed run left.

A report is rendered in a hidden staging folder beside its destination, then
swapped in.  On Linux the swap is one ``renameat2(RENAME_EXCHANGE)``: the old
report stays at its own path until the instant the new one takes it, so a
``kill -9`` at any moment leaves a complete report there.  Elsewhere the
swap is two renames; a kill between them leaves the old report in a hidden
``.old`` folder, which the next run puts back before anything else.

Staging and ``.old`` folders carry the writing process's id: the next run
removes those whose process is gone.
"""

from __future__ import annotations

import ctypes
import errno
import os
import re
import shutil
import time
import uuid
from pathlib import Path

from mossish.inputs.passover import REPORT_MARKER

_RENAME_EXCHANGE = 2
_AT_FDCWD = -100
# A leftover without a process id (an older mossish) is taken for stale after this.
STALE_SECONDS = 3600


def staging_prefix(target: Path) -> str:
    """The prefix of this process's staging folders for ``target``."""
    return f".{target.name}.{os.getpid()}."


def _leftovers(target: Path) -> list[tuple[Path, int | None, str]]:
    """Hidden staging (``.tmp``) and ``.old`` folders beside ``target``: (path, pid, kind)."""
    pattern = re.compile(rf"\.{re.escape(target.name)}\.(?:(\d+)\.)?[^/]*\.(tmp|old)")
    found = []
    parent = target.absolute().parent
    try:
        entries = list(os.scandir(parent))
    except OSError:
        return []
    for entry in entries:
        match = pattern.fullmatch(entry.name)
        if match and entry.is_dir(follow_symlinks=False):
            pid = int(match.group(1)) if match.group(1) else None
            found.append((Path(entry.path), pid, match.group(2)))
    return sorted(found)


def _alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # another user's process: not ours to judge
    return True


def _stale(path: Path, pid: int | None) -> bool:
    if pid is not None:
        return not _alive(pid)
    try:
        return time.time() - path.lstat().st_mtime > STALE_SECONDS
    except OSError:
        return False


def clean_stale(target: Path) -> None:
    """Put back an old report a killed swap left hidden, and remove dead runs' staging."""
    for path, pid, kind in _leftovers(target):
        if not _stale(path, pid):
            continue
        if kind == "old" and not os.path.lexists(target) and (path / REPORT_MARKER).is_file():
            try:
                os.rename(path, target)
                continue
            except OSError:
                pass
        shutil.rmtree(path, ignore_errors=True)


def exchange(first: Path, second: Path) -> bool:
    """Swap two paths atomically (Linux ``renameat2``); False where that is not available."""
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        renameat2 = libc.renameat2
    except (OSError, AttributeError):
        return False
    renameat2.argtypes = [ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p,
                          ctypes.c_uint]  # fmt: skip
    renameat2.restype = ctypes.c_int
    result = renameat2(_AT_FDCWD, os.fsencode(first), _AT_FDCWD, os.fsencode(second),
                       _RENAME_EXCHANGE)  # fmt: skip
    if result == 0:
        return True
    code = ctypes.get_errno()
    if code in (errno.ENOSYS, errno.EINVAL, errno.EOPNOTSUPP):
        return False  # the kernel or the file system cannot exchange
    raise OSError(code, os.strerror(code), os.fspath(second))


def swap_in(staging: Path, target: Path) -> None:
    """Replace the report at ``target`` (it exists) by ``staging``, the old one removed."""
    if exchange(staging, target):
        shutil.rmtree(staging, ignore_errors=True)  # now the old report
        return
    old = target.with_name(f"{staging_prefix(target)}{uuid.uuid4().hex[:12]}.old")
    os.rename(target, old)
    try:
        os.rename(staging, target)
    except OSError:
        os.rename(old, target)
        raise
    shutil.rmtree(old, ignore_errors=True)
