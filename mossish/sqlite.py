"""SQLite files (the fingerprint cache, the archive): opened one way, changed in transactions.

Connections run in autocommit mode and every change is one explicit
transaction, so a process killed mid-way leaves the file as it was; a
connection waits for another process's write instead of failing at once.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Iterator
from pathlib import Path

# How long a connection waits for another process's write to finish.
BUSY_TIMEOUT_SECONDS = 30


def connect(path: str | Path) -> sqlite3.Connection:
    """A connection to the file at ``path`` (created when missing)."""
    connection = sqlite3.connect(str(path), isolation_level=None, timeout=BUSY_TIMEOUT_SECONDS)
    connection.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_SECONDS * 1000}")
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
