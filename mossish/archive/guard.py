"""Archive storage (I/O): what makes an archive complete, and its failures as one line.

Reads (``check --archive``, ``list``, ``info``, ``near``) open the file
read-only (``mossish.sqlite.connect``).  Every SQLite failure a user can
cause (another writer holding the lock, a read-only file, a damaged or
incomplete archive) becomes one line with its exit code, not a traceback.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager

from mossish.errors import BusyError, InputError, OutputError

# Tables and meta rows every archive of this schema has.
REQUIRED_TABLES = ("meta", "submissions", "files", "postings", "sketches", "sketch_blocks")
REQUIRED_META = ("schema", "k", "window", "normalizer", "sketch_version", "sketch_distance",
                 "minhash_size")  # fmt: skip


def missing_parts(connection: sqlite3.Connection, schema: str) -> list[str]:
    """The tables and meta rows an archive of storage ``schema`` lacks (empty: complete).

    An archive of another schema is not judged here: opening it says to rebuild it.
    """
    tables = {
        row[0] for row in connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
    }
    if "meta" not in tables:
        return ["table meta"]
    meta = dict(connection.execute("SELECT key, value FROM meta").fetchall())
    if meta.get("schema", schema) != schema:
        return []
    missing = [f"table {name}" for name in REQUIRED_TABLES if name not in tables]
    return missing + [f"setting {key}" for key in REQUIRED_META if key not in meta]


@contextmanager
def translating(path: str) -> Iterator[None]:
    """Turn SQLite's failures on the archive ``path`` into one-line errors."""
    try:
        yield
    except sqlite3.OperationalError as exc:
        text = str(exc)
        if "locked" in text or "busy" in text:
            raise BusyError(
                f"archive {path} is busy: another mossish is writing it; try again later"
            ) from None
        if "readonly" in text or "read-only" in text:
            raise OutputError(f"cannot change archive {path}: it is read-only") from None
        if "no such table" in text or "no such column" in text:
            raise InputError(f"{path} is not a complete mossish archive ({text})") from None
        if "unable to open" in text or "disk I/O" in text:
            raise InputError(f"cannot open archive {path}: {text}") from None
        raise InputError(f"archive {path}: {text}") from None
    except sqlite3.DatabaseError as exc:
        raise InputError(f"{path} is not a mossish archive ({exc})") from None
