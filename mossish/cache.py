"""Fingerprint cache (I/O): per-file normalise + fingerprint results on disk.

Keyed by the file's language and content and by everything that shapes the
result (k, window, normaliser version), so a re-run after a push only lexes
the files that changed.  One SQLite file; concurrent runs may share it (WAL).
A damaged or foreign cache is ignored, never fatal: it only costs speed.
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import sqlite3
from collections.abc import Iterable, Sequence
from pathlib import Path

import numpy as np

from mossish.fingerprint import Fingerprints
from mossish.model import TokenizedFile, frozen_array
from mossish.normalize import NORMALIZER_VERSION

Entry = tuple[TokenizedFile, Fingerprints]
_ARRAYS = ("tokens", "starts", "ends", "line_starts")
# Bump when the stored arrays change: entries of another layout are not found.
_LAYOUT = 2


def cache_key(text: str, language: str, k: int, window: int) -> bytes:
    """Content and settings hash: any change to either gives another key."""
    digest = hashlib.blake2b(digest_size=20)
    digest.update(
        f"mossish-cache|l{_LAYOUT}|n{NORMALIZER_VERSION}|k{k}|w{window}|{language}|".encode()
    )
    digest.update(text.encode("utf-8", "surrogatepass"))
    return digest.digest()


def _pack(entry: Entry) -> bytes:
    tokens, prints = entry
    buffer = io.BytesIO()
    arrays = {name: getattr(tokens, name) for name in _ARRAYS}
    np.savez(
        buffer,
        **arrays,
        kgrams=prints.kgrams,
        selected=prints.selected,
        counts=np.array([tokens.error_tokens, tokens.unmatched_brackets], dtype=np.int64),
    )
    return buffer.getvalue()


def _unpack(blob: bytes) -> Entry:
    with np.load(io.BytesIO(blob), allow_pickle=False) as data:
        arrays = {name: frozen_array(np.array(data[name])) for name in _ARRAYS}
        counts = data["counts"].tolist()
        tokens = TokenizedFile(**arrays, error_tokens=counts[0], unmatched_brackets=counts[1])
        prints = Fingerprints(
            kgrams=frozen_array(np.array(data["kgrams"])),
            selected=frozen_array(np.array(data["selected"])),
        )
    return tokens, prints


class FingerprintCache:
    """A cache file; ``get`` and ``put`` never raise for a bad cache."""

    def __init__(self, path: str | Path) -> None:
        self.path = str(path)
        self.hits = 0
        self.misses = 0
        self._db: sqlite3.Connection | None
        try:
            Path(path).parent.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(self.path, isolation_level=None, timeout=30)
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
        try:
            self._db.execute("BEGIN IMMEDIATE")
            self._db.executemany(
                "INSERT OR REPLACE INTO entries (key, data) VALUES (?, ?)",
                ((key, _pack(entry)) for key, entry in items),
            )
            self._db.execute("COMMIT")
        except sqlite3.Error:
            with contextlib.suppress(sqlite3.Error):
                self._db.execute("ROLLBACK")

    def close(self) -> None:
        if self._db is not None:
            self._db.close()
            self._db = None
