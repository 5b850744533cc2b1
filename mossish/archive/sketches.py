"""Archive storage (I/O): the sketch tables of an archive (SimHash and MinHash).

Kept apart from ``store.py`` (which calls these inside its own
transactions); the PostgreSQL back end (``postgres.py``) runs the same
statements on its own tables of the same shape.

Tables (see docs/archive.md, "Near-duplicate search"):

* ``sketches``: per archived submission its 64-bit SimHash and its MinHash
  signature (``minhash_size`` little-endian 64-bit slots);
* ``sketch_blocks``: the ``d + 1`` pigeonhole tables in one clustered index,
  ``(block, key, submission)`` where ``key`` is the SimHash permuted so that
  block ``block`` is on top (``sketch.permute``).  The near sketches of a
  query are ``d + 1`` range seeks on the permuted query's top block, then a
  popcount of ``key ^ permuted query`` (permuting keeps distances), with no
  second look-up.

The radius ``d`` is fixed when the archive is made (``meta``:
``sketch_distance``); a search with a larger radius scans every sketch.
SQLite integers are signed: keys are stored with the same 64 bits, and a
block's key range never straddles the sign bit (its top bit is fixed), so
range order is kept.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from mossish.archive.sql import Connection
from mossish.engine.sketch import (
    SKETCH_VERSION,
    Sketch,
    distances,
    key_range,
    table_keys,
)
from mossish.model import U64

SCHEMA = """
CREATE TABLE sketches (
    submission INTEGER PRIMARY KEY REFERENCES submissions(id),
    simhash INTEGER NOT NULL,
    minhash BLOB NOT NULL
);
CREATE TABLE sketch_blocks (
    block INTEGER NOT NULL,
    key INTEGER NOT NULL,
    submission INTEGER NOT NULL,
    PRIMARY KEY (block, key, submission)
) WITHOUT ROWID;
"""
_SIGN = 1 << 63
_WRAP = 1 << 64


def _signed(value: int) -> int:
    return value - _WRAP if value >= _SIGN else value


def _unsigned(value: int) -> int:
    return value + _WRAP if value < 0 else value


def meta_rows(distance: int, minhash_size: int) -> list[tuple[str, str]]:
    """What a new archive records about its sketches."""
    return [
        ("sketch_version", str(SKETCH_VERSION)),
        ("sketch_distance", str(distance)),
        ("minhash_size", str(minhash_size)),
    ]


def insert(db: Connection, submission: int, sketch: Sketch, distance: int, slots: int) -> None:
    """Store one submission's sketches and its rows in the block tables."""
    if sketch.minhash.shape != (slots,):
        raise ValueError(f"a MinHash of {sketch.minhash.shape[0]} slots; the archive keeps {slots}")
    db.execute(
        "INSERT INTO sketches (submission, simhash, minhash) VALUES (?, ?, ?)",
        (
            submission,
            _signed(sketch.simhash),
            np.ascontiguousarray(sketch.minhash, dtype="<u8").tobytes(),
        ),
    )
    db.executemany(
        "INSERT INTO sketch_blocks (block, key, submission) VALUES (?, ?, ?)",
        [
            (block, _signed(key), submission)
            for block, key in enumerate(table_keys(sketch.simhash, distance))
        ],
    )


def delete(db: Connection, submission: int, distance: int) -> None:
    """Remove one submission's sketches (by primary key, keys recomputed)."""
    row = db.execute("SELECT simhash FROM sketches WHERE submission = ?", (submission,)).fetchone()
    if row is None:
        return
    keys = table_keys(_unsigned(int(row[0])), distance)
    db.executemany(
        "DELETE FROM sketch_blocks WHERE block = ? AND key = ? AND submission = ?",
        [(block, _signed(key), submission) for block, key in enumerate(keys)],
    )
    db.execute("DELETE FROM sketches WHERE submission = ?", (submission,))


def near_indexed(db: Connection, simhash: int, distance: int, stored: int) -> list[tuple[int, int]]:
    """``(submission, Hamming distance)`` within ``distance <= stored`` bits, by the tables."""
    if distance > stored:
        raise ValueError(f"radius {distance} is beyond the tables' radius {stored}")
    found: dict[int, int] = {}
    for block in range(stored + 1):
        low, high = key_range(simhash, block, stored)
        rows = db.execute(
            "SELECT key, submission FROM sketch_blocks WHERE block = ? AND key BETWEEN ? AND ?",
            (block, _signed(low), _signed(high)),
        ).fetchall()
        if not rows:
            continue
        keys = np.array([_unsigned(key) for key, _ in rows], dtype=np.uint64)
        query = table_keys(simhash, stored)[block]
        for (_, sid), bits in zip(rows, distances(query, keys).tolist(), strict=True):
            if bits <= distance:
                found[sid] = bits
    return sorted(found.items())


def near_scan(db: Connection, simhash: int, distance: int) -> list[tuple[int, int]]:
    """``(submission, Hamming distance)`` within ``distance`` bits, reading every sketch."""
    rows = db.execute("SELECT submission, simhash FROM sketches ORDER BY submission").fetchall()
    if not rows:
        return []
    ids = np.array([sid for sid, _ in rows], dtype=np.int64)
    sketches = np.array([value for _, value in rows], dtype=np.int64).view(np.uint64)
    bits = distances(simhash, sketches)
    keep = np.flatnonzero(bits <= distance)
    return list(zip(ids[keep].tolist(), bits[keep].tolist(), strict=True))


def near(
    db: Connection, simhash: int, distance: int, stored: int
) -> list[tuple[int, str, str, int]]:
    """``(submission, label, name, distance)`` within ``distance`` bits, nearest first.

    By the tables when ``distance <= stored`` (the archive's radius), else by a scan.
    """
    if distance <= stored:
        found = near_indexed(db, simhash, distance, stored)
    else:
        found = near_scan(db, simhash, distance)
    rows = []
    for sid, bits in found:
        label, name = db.execute(
            "SELECT label, name FROM submissions WHERE id = ?", (sid,)
        ).fetchone()
        rows.append((sid, str(label), str(name), bits))
    return sorted(rows, key=lambda row: (row[3], row[1], row[2]))


def signatures(db: Connection, ids: Sequence[int]) -> dict[int, U64]:
    """MinHash signatures of these submissions (those that have one)."""
    found: dict[int, U64] = {}
    for sid in sorted(set(ids)):
        row = db.execute("SELECT minhash FROM sketches WHERE submission = ?", (sid,)).fetchone()
        if row is not None:
            found[sid] = np.frombuffer(row[0], dtype="<u8").astype(np.uint64)
    return found


def count(db: Connection) -> int:
    return int(db.execute("SELECT count(*) FROM sketches").fetchone()[0])
