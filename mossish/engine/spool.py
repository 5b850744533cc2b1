"""Files' texts kept on disk rather than in memory, read back when the report asks.

On a Dask cluster the workers lex the files and keep what they made; the
client needs a file's text again only when the HTML report shows it or a
decision hashes it.  A large class's texts are hundreds of megabytes, so the
client writes each to a temporary file as it is sent (``TextSpool.keep``),
keeps the file without its text, and the result's ``sources``
(``SpooledSources``) reads a text back when asked.  Files with the same
text are written once.  The temporary file has no name (it goes away with the
process) and is closed when the spool is let go.  Texts are read back at
their offsets (``os.pread``), never by moving the file's shared position:
the report's forked render workers read one spool at the same time.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
import threading
from collections.abc import Iterator, Mapping
from dataclasses import replace

from mossish.model import SourceFile

# Reads and writes at an offset, leaving the file's shared position alone.
_POSITIONED = hasattr(os, "pread") and hasattr(os, "pwrite")


class TextSpool:
    """Texts written to an unnamed temporary file, each read back by the file it came from."""

    def __init__(self) -> None:
        # Unbuffered: what is written is in the file, for any process that reads it.
        self._file = tempfile.TemporaryFile(buffering=0)  # noqa: SIM115 - lives as long as the spool
        self._lock = threading.Lock()
        self._end = 0
        self._where: dict[bytes, tuple[int, int]] = {}  # the text's digest: offset, length
        # A kept file (by identity, and held so that identity stays its own): its text's place.
        self._kept: dict[int, tuple[SourceFile, tuple[int, int]]] = {}
        self.written = 0  # bytes written (texts met again are not written again)

    def keep(self, file: SourceFile) -> SourceFile:
        """``file`` without its text, which the spool keeps instead."""
        # Any str round-trips: lone surrogates (a decoder's escapes) are encoded as they are.
        data = file.text.encode("utf-8", "surrogatepass")
        digest = hashlib.blake2b(data, digest_size=16).digest()
        with self._lock:
            place = self._where.get(digest)
            if place is None:
                if _POSITIONED:
                    _write_at(self._file.fileno(), data, self._end)
                else:
                    self._file.seek(self._end)
                    self._file.write(data)
                place = self._where[digest] = (self._end, len(data))
                self._end += len(data)
                self.written += len(data)
        kept = replace(file, text="")
        self._kept[id(kept)] = (kept, place)
        return kept

    def text(self, file: SourceFile) -> str | None:
        """The text kept for ``file`` (as ``keep`` returned it); None for a file not kept."""
        found = self._kept.get(id(file))
        if found is None or found[0] is not file:
            return None
        offset, length = found[1]
        if _POSITIONED:
            data = _read_at(self._file.fileno(), length, offset)
        else:  # no fork where there is no pread (Windows): one process reads
            with self._lock:
                self._file.seek(offset)
                data = self._file.read(length)
        return data.decode("utf-8", "surrogatepass")


class SpooledSources(Mapping[tuple[str, str], SourceFile]):
    """``Analysis.sources`` whose texts a spool keeps: each file given with its text."""

    def __init__(self, files: Mapping[tuple[str, str], SourceFile], spool: TextSpool) -> None:
        self._files = dict(files)
        self._spool = spool

    def __getitem__(self, key: tuple[str, str]) -> SourceFile:
        file = self._files[key]
        text = self._spool.text(file)
        return file if text is None else replace(file, text=text)

    def __iter__(self) -> Iterator[tuple[str, str]]:
        return iter(self._files)

    def __len__(self) -> int:
        return len(self._files)


def _write_at(fd: int, data: bytes, offset: int) -> None:
    view = memoryview(data)
    while view:
        written = os.pwrite(fd, view, offset)
        view, offset = view[written:], offset + written


def _read_at(fd: int, length: int, offset: int) -> bytes:
    """``length`` bytes at ``offset``, whoever else reads the file meanwhile."""
    parts = []
    while length > 0:
        part = os.pread(fd, length, offset)
        if not part:
            raise OSError(f"the text spool ended {length} bytes early")
        parts.append(part)
        length, offset = length - len(part), offset + len(part)
    return b"".join(parts)
