"""Fingerprint cache (I/O): per-file normalise + fingerprint results on disk.

Keyed by the file's language and content and by everything that shapes the
result (k, window, the token-stream identity: normaliser, Pygments and
Unicode versions), so a re-run after a push only lexes
the files that changed.  One SQLite file; concurrent runs may share it (WAL).
A damaged or foreign cache is ignored, never fatal: it only costs speed.
"""

from __future__ import annotations

import contextlib
import hashlib
import sqlite3
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from mossish.engine.fingerprint import Entry, Fingerprints
from mossish.languages.normalize import TOKEN_STREAM
from mossish.model import TokenizedFile, frozen_array
from mossish.sqlite import connect, transaction

# An entry is a header of eight little-endian int64 (the lengths of the six
# arrays below, the error-token and unmatched-bracket counts), then each
# array's little-endian bytes in this order (8-byte items first, so every
# array is aligned): read back with no parsing, where a warm re-run reads
# thousands of entries.
_ARRAYS: tuple[tuple[str, np.dtype[Any]], ...] = (
    ("tokens", np.dtype("<u8")),
    ("kgrams", np.dtype("<u8")),
    ("selected", np.dtype("<i8")),
    ("starts", np.dtype("<i4")),
    ("ends", np.dtype("<i4")),
    ("line_starts", np.dtype("<i4")),
)
_HEADER = np.dtype("<i8")
# Bump when the stored arrays change: entries of another layout are not found.
_LAYOUT = 3


def cache_key(text: str, language: str, k: int, window: int) -> bytes:
    """Content and settings hash: any change to either gives another key."""
    digest = hashlib.blake2b(digest_size=20)
    # An entry made under another Pygments (or normaliser) is never found, so
    # it is re-lexed rather than mixed with this version's fingerprints.
    digest.update(f"mossish-cache|l{_LAYOUT}|{TOKEN_STREAM}|k{k}|w{window}|{language}|".encode())
    digest.update(text.encode("utf-8", "surrogatepass"))
    return digest.digest()


def _pack(entry: Entry) -> bytes:
    tokens, prints = entry
    arrays = (tokens.tokens, prints.kgrams, prints.selected,
              tokens.starts, tokens.ends, tokens.line_starts)  # fmt: skip
    counts = [a.shape[0] for a in arrays] + [tokens.error_tokens, tokens.unmatched_brackets]
    parts = [np.array(counts, dtype=_HEADER).tobytes()]
    parts.extend(
        np.ascontiguousarray(a, dtype=dtype).tobytes()
        for a, (_, dtype) in zip(arrays, _ARRAYS, strict=True)
    )
    return b"".join(parts)


def _unpack(blob: bytes) -> Entry:
    """An entry from its bytes (ValueError when they are not one: a damaged row)."""
    head = len(_ARRAYS) + 2
    counts = np.frombuffer(blob, dtype=_HEADER, count=head).tolist()
    lengths = counts[: len(_ARRAYS)]
    size = head * _HEADER.itemsize
    if min(counts) < 0 or len(blob) != size + sum(
        n * dtype.itemsize for n, (_, dtype) in zip(lengths, _ARRAYS, strict=True)
    ):
        raise ValueError("damaged cache entry")
    arrays = {}
    for n, (name, dtype) in zip(lengths, _ARRAYS, strict=True):
        stored = np.frombuffer(blob, dtype=dtype, count=n, offset=size)
        arrays[name] = frozen_array(stored.astype(dtype.newbyteorder("="), copy=False))
        size += n * dtype.itemsize
    kgrams, selected = arrays.pop("kgrams"), arrays.pop("selected")
    tokens = TokenizedFile(**arrays, error_tokens=counts[-2], unmatched_brackets=counts[-1])
    return tokens, Fingerprints(kgrams=kgrams, selected=selected)


class FingerprintCache:
    """A cache file; ``get`` and ``put`` never raise for a bad cache."""

    def __init__(self, path: str | Path) -> None:
        self.path = str(path)
        self.hits = 0
        self.misses = 0
        self._db: sqlite3.Connection | None
        try:
            Path(path).parent.mkdir(parents=True, exist_ok=True)
            self._db = connect(self.path)
            self._db.execute("PRAGMA journal_mode = WAL")
            self._db.execute(
                "CREATE TABLE IF NOT EXISTS entries (key BLOB PRIMARY KEY, data BLOB NOT NULL)"
            )
        except (OSError, sqlite3.Error):
            self._db = None

    def get(self, keys: Sequence[bytes]) -> dict[bytes, Entry]:
        found: dict[bytes, Entry] = {}
        if self._db is not None:
            try:
                for start in range(0, len(keys), 500):
                    chunk = list(keys[start : start + 500])
                    marks = ",".join("?" * len(chunk))
                    for key, blob in self._db.execute(
                        f"SELECT key, data FROM entries WHERE key IN ({marks})", chunk
                    ):
                        try:
                            found[bytes(key)] = _unpack(blob)
                        except (OSError, ValueError, KeyError):
                            continue
            except sqlite3.Error:
                found = {}
        self.hits += len(found)
        self.misses += len(set(keys)) - len(found)
        return found

    def put(self, items: Iterable[tuple[bytes, Entry]]) -> None:
        if self._db is None:
            return
        # A cache that cannot be written is only a slower next run.
        with contextlib.suppress(sqlite3.Error), transaction(self._db):
            self._db.executemany(
                "INSERT OR REPLACE INTO entries (key, data) VALUES (?, ?)",
                ((key, _pack(entry)) for key, entry in items),
            )

    def close(self) -> None:
        if self._db is not None:
            self._db.close()
            self._db = None
