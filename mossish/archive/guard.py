"""Archive storage (I/O): opening the SQLite file for reading or writing, and its failures.

Reads (``check --archive``, ``list``, ``info``, ``near``) open the file
read-only, so an archive on read-only media or in a folder the user cannot
write is still read; when even SQLite's shared-memory file cannot be made
there, the file is read as immutable (nobody can be writing it then).
Every SQLite failure a user can cause (another writer holding the lock, a
read-only file, a damaged or incomplete archive) becomes one line with its
exit code instead of a traceback.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import quote

from mossish.errors import BusyError, InputError, OutputError

# Tables and meta rows every archive of this schema has.
REQUIRED_TABLES = ("meta", "submissions", "files", "postings", "sketches", "sketch_blocks")
REQUIRED_META = ("schema", "k", "window", "normalizer", "sketch_version", "sketch_distance",
                 "minhash_size")  # fmt: skip


def connect(path: Path, writable: bool, busy_ms: int) -> sqlite3.Connection:
    """A connection to the archive file ``path`` (which exists), read-only unless ``writable``."""
    if writable:
        connection = sqlite3.connect(str(path), isolation_level=None, timeout=busy_ms / 1000)
    else:
        uri = f"file:{quote(str(path.absolute()))}?mode=ro"
        connection = sqlite3.connect(uri, uri=True, isolation_level=None, timeout=busy_ms / 1000)
        try:
            connection.execute("SELECT count(*) FROM sqlite_master").fetchone()
        except sqlite3.OperationalError:
            # Read-only media: the WAL's shared-memory file cannot be made.
            connection.close()
            connection = sqlite3.connect(f"{uri}&immutable=1", uri=True, isolation_level=None)
    connection.execute(f"PRAGMA busy_timeout = {busy_ms}")
    return connection


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
