"""Archive storage (I/O): what the shared SQL of both back ends needs of a connection.

The sketch tables' statements (``sketches.py``) are plain SQL with ``?``
placeholders; SQLite's connection runs them as they are, the PostgreSQL
back end through an adapter (``postgres.py``), so near-duplicate search has
one implementation on both.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import Any, Protocol


class Rows(Protocol):
    def fetchone(self) -> Any: ...

    def fetchall(self) -> Sequence[Any]: ...

    def __iter__(self) -> Iterator[Any]: ...


class Connection(Protocol):
    def execute(self, sql: str, parameters: Sequence[Any] = ..., /) -> Rows: ...

    def executemany(self, sql: str, parameters: Iterable[Sequence[Any]], /) -> object: ...
