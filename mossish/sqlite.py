"""SQLite files (the fingerprint cache, the archive): opened one way, changed in transactions.

Connections run in autocommit mode and every change is one explicit
transaction, so a process killed mid-way leaves the file as it was; a
connection waits for another process's write instead of failing at once.
A connection for reading opens the file read-only, so a file on read-only
media or in a folder the user cannot write is still read.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import quote

# How long a connection waits for another process's write to finish.
BUSY_TIMEOUT_SECONDS = 30


def connect(
    path: str | Path, writable: bool = True, busy_ms: int = BUSY_TIMEOUT_SECONDS * 1000
) -> sqlite3.Connection:
    """A connection to ``path``: created when missing if ``writable``, else read-only."""
    if writable:
        connection = sqlite3.connect(str(path), isolation_level=None, timeout=busy_ms / 1000)
    else:
        uri = f"file:{quote(str(Path(path).absolute()))}?mode=ro"
        connection = sqlite3.connect(uri, uri=True, isolation_level=None, timeout=busy_ms / 1000)
        try:
            connection.execute("SELECT count(*) FROM sqlite_master").fetchone()
        except sqlite3.OperationalError:
            # Read-only media: the WAL's shared-memory file cannot be made, and
            # nobody can be writing the file there.
            connection.close()
            connection = sqlite3.connect(f"{uri}&immutable=1", uri=True, isolation_level=None)
    connection.execute(f"PRAGMA busy_timeout = {busy_ms}")
    return connection


@contextlib.contextmanager
def transaction(db: sqlite3.Connection, mode: str = "IMMEDIATE") -> Iterator[None]:
    """One transaction: committed when the block ends, rolled back when it raises.

    ``IMMEDIATE`` (the default) takes the write lock at once, as every write
    does; ``DEFERRED`` gives reads one consistent view of the file.
    """
    db.execute(f"BEGIN {mode}")
    try:
        yield
    except BaseException:
        with contextlib.suppress(sqlite3.Error):
            db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")
