"""Archive storage (I/O): the inverted index of an archive (fingerprint -> submissions).

``store.py`` calls these inside its own transactions.

``postings`` has one row per fingerprint with the ids of the submissions
holding it packed in a blob (sorted 64-bit integers): a look-up is one
primary-key seek per fingerprint and one blob, however many submissions
share it (bench/archive_scale.py measures it).
"""

from __future__ import annotations

import sqlite3

import numpy as np

from mossish.model import I64, U64

SCHEMA = """
CREATE TABLE postings (
    hash INTEGER PRIMARY KEY,
    ids BLOB NOT NULL
);
"""
_LOOKUP_BATCH = 50_000


def to_signed(hashes: U64) -> list[int]:
    # SQLite integers are signed 64-bit: store the same bits.
    return np.ascontiguousarray(hashes, dtype=np.uint64).view(np.int64).tolist()  # type: ignore[no-any-return]


def merge(db: sqlite3.Connection, hashes: U64, ids: I64) -> None:
    """Add ``ids`` to the postings of ``hashes`` (one read and one write per hash)."""
    if hashes.size == 0:  # e.g. only files shorter than k tokens
        return
    order = np.lexsort((ids, hashes))
    hashes, ids = hashes[order], ids[order]
    distinct, starts = np.unique(hashes, return_index=True)
    ends = np.append(starts[1:], hashes.shape[0])
    signed = to_signed(distinct)
    existing = fetch(db, distinct)
    rows = []
    for key, start, end in zip(signed, starts.tolist(), ends.tolist(), strict=True):
        added = ids[start:end]
        old = existing.get(key)
        merged = added if old is None else np.union1d(old, added)
        rows.append((key, merged.astype(np.int64).tobytes()))
    db.executemany("INSERT OR REPLACE INTO postings (hash, ids) VALUES (?, ?)", rows)


def fetch(db: sqlite3.Connection, hashes: U64) -> dict[int, I64]:
    """Postings of ``hashes`` (signed keys), by one indexed seek each."""
    found: dict[int, I64] = {}
    db.execute("CREATE TEMP TABLE IF NOT EXISTS query (hash INTEGER PRIMARY KEY)")
    db.execute("DELETE FROM query")
    signed = to_signed(hashes)
    for start in range(0, len(signed), _LOOKUP_BATCH):
        db.executemany(
            "INSERT OR IGNORE INTO query (hash) VALUES (?)",
            ((h,) for h in signed[start : start + _LOOKUP_BATCH]),
        )
    for key, blob in db.execute(
        "SELECT p.hash, p.ids FROM query q JOIN postings p ON p.hash = q.hash"
    ):
        found[key] = np.frombuffer(blob, dtype=np.int64)
    db.execute("DELETE FROM query")
    return found


def drop(db: sqlite3.Connection, submission: int, hashes: U64) -> None:
    """Remove ``submission`` from the postings of its ``hashes``."""
    updates, deletes = [], []
    for key, ids in fetch(db, hashes).items():
        left = ids[ids != submission]
        if left.size:
            updates.append((left.tobytes(), key))
        else:
            deletes.append((key,))
    db.executemany("UPDATE postings SET ids = ? WHERE hash = ?", updates)
    db.executemany("DELETE FROM postings WHERE hash = ?", deletes)


def lookup(db: sqlite3.Connection, hashes: U64) -> tuple[U64, I64, I64]:
    """(hash, submission id, holders of that hash) for each posting of ``hashes``."""
    found = fetch(db, np.unique(np.asarray(hashes, dtype=np.uint64)))
    if not found:
        empty = np.zeros(0, dtype=np.int64)
        return empty.view(np.uint64), empty, empty
    keys = np.fromiter(found.keys(), dtype=np.int64, count=len(found))
    lists = list(found.values())
    counts = np.fromiter((a.shape[0] for a in lists), dtype=np.int64, count=len(lists))
    owners = np.concatenate(lists)
    return np.repeat(keys, counts).view(np.uint64), owners, np.repeat(counts, counts)
