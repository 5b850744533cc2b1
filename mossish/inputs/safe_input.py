"""Inputs (I/O): open a student's file only when it is a regular file.

A named pipe called ``notes.zip`` blocks whoever opens it for reading until
someone writes to it, and a device can be read forever.  Checking the type
before opening leaves a window in which the file can be swapped, so the file
is opened without blocking and its type checked on the open descriptor.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path
from typing import BinaryIO


class NotRegular(OSError):
    """The path is a named pipe, a device, a socket or a folder: never read."""

    def __init__(self, path: str | os.PathLike[str], what: str) -> None:
        super().__init__(errno.EINVAL, f"not a regular file ({what})", os.fspath(path))
        self.what = what


def describe(mode: int) -> str:
    """What a non-regular file is, in words a teacher knows."""
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISLNK(mode):
        return "a symbolic link"
    return "not a regular file"


def open_regular(path: str | os.PathLike[str], follow: bool = True) -> BinaryIO:
    """Open ``path`` for reading in binary, or raise ``NotRegular``/``OSError``.

    ``follow=False`` refuses a symbolic link at the last component too.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
    if not follow:
        flags |= getattr(os, "O_NOFOLLOW", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        if exc.errno == errno.ELOOP and not follow:
            raise NotRegular(path, "a symbolic link") from None
        raise
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise NotRegular(path, describe(mode))
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def is_regular(path: str | os.PathLike[str]) -> bool:
    """Whether ``path`` (links followed) is a regular file; False when it cannot be seen."""
    try:
        return stat.S_ISREG(Path(path).stat().st_mode)
    except (OSError, ValueError):
        return False


def kind_of(path: str | os.PathLike[str]) -> str | None:
    """None for a regular file or a folder, else what it is (links followed)."""
    try:
        mode = Path(path).stat().st_mode
    except (OSError, ValueError):
        return None
    if stat.S_ISREG(mode) or stat.S_ISDIR(mode):
        return None
    return describe(mode)
