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
import zlib
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from mossish.engine.fingerprint import Entry, Fingerprints, kgram_hashes
from mossish.languages.normalize import TOKEN_STREAM
from mossish.model import TokenizedFile, frozen_array
from mossish.sqlite import connect, transaction

# An entry is stored compactly, at about a third of the size of its source:
# a header of little-endian int64 (the counts below, the error-token and
# unmatched-bracket counts, the count of k-grams), then one zlib stream (level 1: a cold run
# writes thousands of entries) of
#   the file's distinct token values (<u8) and each token's place among them
#   (<u2, or <u4 past 65,535 distinct values),
#   each token's start as a step from the previous start, and its length,
#   each line start as a step from the previous one,
#   the winnowed selection as steps from the previous index (all <i4).
# Small steps and repeated values are what zlib shrinks best.  The k-gram
# hashes are not stored (8 bytes a token, incompressible): they are made
# again from the tokens, one vectorised pass per file; lexing and winnowing,
# the costly part, are not redone.
_HEADER = np.dtype("<i8")
_COUNTS = ("vocabulary", "tokens", "line_starts", "selected")
_HEAD = len(_COUNTS) + 3
_I32 = np.dtype("<i4")
# Bump when the stored layout changes: entries of another layout are not found.
_LAYOUT = 4


def cache_key(text: str, language: str, k: int, window: int) -> bytes:
    """Content and settings hash: any change to either gives another key."""
    digest = hashlib.blake2b(digest_size=20)
    # An entry made under another Pygments (or normaliser) is never found, so
    # it is re-lexed rather than mixed with this version's fingerprints.
    digest.update(f"mossish-cache|l{_LAYOUT}|{TOKEN_STREAM}|k{k}|w{window}|{language}|".encode())
    digest.update(text.encode("utf-8", "surrogatepass"))
    return digest.digest()


def _steps(values: np.ndarray[Any, Any]) -> bytes:
    return np.diff(values, prepend=0).astype(_I32).tobytes()


def _places(steps: np.ndarray[Any, Any]) -> np.ndarray[Any, Any]:
    return np.cumsum(steps, dtype=np.int64)


def _pack(entry: Entry) -> bytes:
    tokens, prints = entry
    vocabulary, places = np.unique(tokens.tokens, return_inverse=True)
    index = np.dtype("<u2") if vocabulary.shape[0] <= 0xFFFF else np.dtype("<u4")
    counts = [vocabulary.shape[0], len(tokens), tokens.line_starts.shape[0],
              prints.selected.shape[0], tokens.error_tokens, tokens.unmatched_brackets,
              prints.kgrams.shape[0]]  # fmt: skip
    body = b"".join(
        (
            vocabulary.astype("<u8").tobytes(),
            places.astype(index).tobytes(),
            _steps(tokens.starts),
            (tokens.ends - tokens.starts).astype(_I32).tobytes(),
            _steps(tokens.line_starts),
            _steps(prints.selected),
        )
    )
    return np.array(counts, dtype=_HEADER).tobytes() + zlib.compress(body, 1)


def _unpack(blob: bytes) -> Entry:
    """An entry from its bytes (ValueError when they are not one: a damaged row)."""
    size = _HEAD * _HEADER.itemsize
    if len(blob) < size:
        raise ValueError("damaged cache entry")
    counts = np.frombuffer(blob, dtype=_HEADER, count=_HEAD).tolist()
    vocabulary, n, lines, selected, errors, unmatched, grams = counts
    if min(counts) < 0 or grams > n:
        raise ValueError("damaged cache entry")
    stream = zlib.decompressobj()
    try:
        body = stream.decompress(blob[size:])
    except zlib.error:
        raise ValueError("damaged cache entry") from None
    if not stream.eof or stream.unused_data:  # cut short, or bytes after its end
        raise ValueError("damaged cache entry")
    index = np.dtype("<u2") if vocabulary <= 0xFFFF else np.dtype("<u4")
    if len(body) != 8 * vocabulary + index.itemsize * n + 4 * (2 * n + lines + selected):
        raise ValueError("damaged cache entry")
    at = 0

    def take(dtype: np.dtype[Any], count: int) -> np.ndarray[Any, Any]:
        nonlocal at
        array = np.frombuffer(body, dtype=dtype, count=count, offset=at)
        at += count * dtype.itemsize
        return array

    values = take(np.dtype("<u8"), vocabulary).astype(np.uint64)
    places = take(index, n)
    if n and int(places.max()) >= vocabulary:
        raise ValueError("damaged cache entry")
    tokens = values[places]
    starts = _places(take(_I32, n))
    ends = starts + take(_I32, n)
    line_starts = _places(take(_I32, lines))
    chosen = _places(take(_I32, selected))
    tokenized = TokenizedFile(
        tokens=frozen_array(tokens),
        starts=frozen_array(starts.astype(np.int32)),
        ends=frozen_array(ends.astype(np.int32)),
        line_starts=frozen_array(line_starts.astype(np.int32)),
        error_tokens=errors,
        unmatched_brackets=unmatched,
    )
    # As many k-grams as were stored tell k (n - k + 1 of them; none when the
    # file is shorter than k, and then k does not matter).
    k = n - grams + 1 if grams else n + 1
    kgrams = frozen_array(kgram_hashes(tokenized.tokens, k))
    if selected and int(chosen[-1]) >= kgrams.shape[0]:
        raise ValueError("damaged cache entry")
    return tokenized, Fingerprints(kgrams=kgrams, selected=frozen_array(chosen))


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
