"""Output (I/O): write a result file where the user asked, without harming what is there.

``--json``, ``--csv``, ``--sarif`` and ``--junit`` take a path.  A new path or
a regular file is written atomically (a temporary file renamed over it), so a
reader never sees half a result.  Renaming over anything else would destroy
it: a link to ``/dev/stdout`` would become a regular file and the output
would vanish.  So:

* ``-`` writes to standard output;
* a symbolic link is written through to what it names (atomically when that
  is a regular file or a new file, the link kept);
* a named pipe or character device (``/dev/stdout``, ``/dev/null``, a
  shell's ``>(jq .)``) is written through, never renamed over;
* a folder, a block device or a socket is refused with one line.

A new file follows the umask, as other tools' outputs do; a replaced file
keeps its permissions, so a result a teacher made private stays private.
"""

from __future__ import annotations

import contextlib
import os
import signal
import stat
import sys
import tempfile
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TextIO

from mossish.errors import OutputError

STDOUT = "-"
Content = str | Callable[[TextIO], None]


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def _what(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISBLK(mode):
        return "a block device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def plan(path: str) -> tuple[str, Path]:
    """How ``path`` will be written: ``("stdout"|"through"|"atomic", where)``.

    Raises ``OutputError`` (one line) when it cannot be written at all, so
    the CLI can refuse before the work rather than after.
    """
    if path == STDOUT:
        return "stdout", Path(path)
    given = Path(path)
    try:
        info = given.stat()  # links followed: what would receive the bytes
    except FileNotFoundError:
        real = Path(os.path.realpath(given))  # a link to a new file: the link is kept
        if not real.parent.is_dir():
            folder = real.parent if given.is_symlink() else given.absolute().parent
            raise OutputError(f"cannot write {path}: folder {folder} does not exist") from None
        return "atomic", real
    except OSError as exc:
        raise OutputError(f"cannot write {path}: {exc.strerror or exc}") from None
    if stat.S_ISFIFO(info.st_mode) or stat.S_ISCHR(info.st_mode):
        return "through", given
    if not stat.S_ISREG(info.st_mode):
        raise OutputError(f"cannot write {path}: it is {_what(info.st_mode)}")
    if os.path.abspath(path).startswith(("/dev/", "/proc/")):
        # /dev/stdout redirected to a file: the shell holds that file open,
        # so replacing it would lose the output.
        return "through", given
    return "atomic", Path(os.path.realpath(given))


def write_output(path: str, content: Content, stdout: TextIO | None = None) -> None:
    """Write ``content`` (text, or a function writing to a stream) to ``path``."""
    how, where = plan(path)
    try:
        if how == "stdout":
            stream = stdout if stdout is not None else sys.stdout
            _emit(stream, content)
            stream.flush()
        elif how == "through":
            with open(where, "w", encoding="utf-8", newline="") as stream:
                _emit(stream, content)
        else:
            _atomic(where, content)
    except OSError as exc:
        raise OutputError(f"cannot write {path}: {exc.strerror or exc}") from None


def _emit(stream: TextIO, content: Content) -> None:
    if isinstance(content, str):
        stream.write(content)
    else:
        content(stream)


def _atomic(target: Path, content: Content) -> None:
    temporary = _staged(target, content)
    try:
        os.replace(temporary, target)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise


class Results:
    """The run's result files, kept back until the report is written too.

    A run interrupted while the report is written must not leave a new JSON
    beside the old report: each file goes to a temporary file first, and all
    are put in place together (``commit``), with Ctrl-C held back for those
    few renames.  Standard output is written at once; pipes and devices at
    the commit.  ``discard`` (the run stopped) removes what was not committed.
    """

    def __init__(self, stdout: TextIO | None = None) -> None:
        self.stdout = stdout
        self.staged: list[tuple[str, Path, Path]] = []  # (as given, temporary, target)
        self.through: list[tuple[str, Path, Content]] = []

    def add(self, path: str, content: Content) -> None:
        how, where = plan(path)
        if how != "atomic":
            if how == "stdout":
                write_output(path, content, self.stdout)
            else:
                self.through.append((path, where, content))
            return
        try:
            temporary = _staged(where, content)
        except OSError as exc:
            raise OutputError(f"cannot write {path}: {exc.strerror or exc}") from None
        self.staged.append((path, temporary, where))

    def commit(self) -> None:
        with _held_interrupts():
            for path, temporary, target in self.staged:
                try:
                    os.replace(temporary, target)
                except OSError as exc:
                    raise OutputError(f"cannot write {path}: {exc.strerror or exc}") from None
            self.staged = []
            for path, _, content in self.through:
                write_output(path, content, self.stdout)
            self.through = []

    def discard(self) -> None:
        for _, temporary, _ in self.staged:
            temporary.unlink(missing_ok=True)
        self.staged = []
        self.through = []


def _staged(target: Path, content: Content) -> Path:
    """``content`` in a temporary file beside ``target``, with the mode ``target`` will keep."""
    try:
        mode = stat.S_IMODE(target.stat().st_mode)
    except FileNotFoundError:
        mode = 0o666 & ~_umask()
    handle, name = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    temporary = Path(name)
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="") as stream:
            _emit(stream, content)
        os.chmod(temporary, mode)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise
    return temporary


@contextlib.contextmanager
def _held_interrupts() -> Iterator[None]:
    """Ctrl-C waits until the block is done (in the main thread; elsewhere it cannot come)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    caught: list[int] = []
    previous = signal.signal(signal.SIGINT, lambda number, frame: caught.append(number))
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)
    if caught:
        raise KeyboardInterrupt
