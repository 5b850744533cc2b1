"""Archive storage (I/O): which back end holds an archive, chosen by how it is named.

A path is the embedded SQLite file (``store.Archive``); a
``postgresql://`` (or ``postgres://``) URL is a database on a server
(``postgres.PostgresArchive``, the same interface and semantics).  As in
datasketch's storage factories, callers name a location and get an object
of the one interface; nothing else in mossish asks which back end it is.
psycopg is an optional extra: it is imported only when a URL is given.
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Sequence
from contextlib import ExitStack, contextmanager
from pathlib import Path

from mossish.archive import guard
from mossish.archive.location import is_server, shown_location

__all__ = ["is_server", "shown_location"]
from mossish.archive.store import Archive
from mossish.engine.sketch import DEFAULT_DISTANCE
from mossish.errors import InputError, UsageError

INSTALL_HINT = "pip install 'mossish[postgres]'"


def _server() -> type[Archive]:
    """The PostgreSQL back end; a one-line error when its extra is not installed."""
    try:
        from mossish.archive.postgres import PostgresArchive
    except ImportError as exc:
        if exc.name is not None and exc.name.split(".")[0] == "psycopg":
            raise UsageError(
                f"a postgresql:// archive needs psycopg, which is not installed: {INSTALL_HINT}"
            ) from None
        raise
    return PostgresArchive


def open_archive(
    location: str | os.PathLike[str],
    *,
    k: int,
    window: int,
    create: bool = False,
    sketch_distance: int = DEFAULT_DISTANCE,
    writable: bool = True,
) -> Archive:
    """``Archive.open`` on the back end ``location`` names."""
    kind = _server() if is_server(location) else Archive
    return kind.open(
        str(location) if is_server(location) else Path(location),
        k=k, window=window, create=create, sketch_distance=sketch_distance, writable=writable,
    )  # fmt: skip


def open_existing(location: str | os.PathLike[str], writable: bool = False) -> Archive:
    """``Archive.open_existing`` on the back end ``location`` names."""
    if is_server(location):
        return _server().open_existing(str(location), writable=writable)
    return Archive.open_existing(Path(location), writable=writable)


def exists(location: str | os.PathLike[str]) -> bool:
    """Whether there is an archive (or, for a file, anything) at ``location``."""
    if not is_server(location):
        return Path(location).exists()
    try:
        open_existing(location).close()
    except InputError:
        return False
    return True


def bytes_used(archive: Archive) -> int:
    """The archive's size in bytes: its file, or its database on the server."""
    measure = getattr(archive, "bytes_used", None)
    if measure is not None:
        return int(measure())
    return os.path.getsize(archive.path)


@contextmanager
def translating(locations: Sequence[str]) -> Iterator[None]:
    """Failures of the archives at ``locations`` (files or servers) as one-line errors."""
    named = ", ".join(shown_location(location) for location in locations)
    with ExitStack() as stack:
        stack.enter_context(guard.translating(named))
        if any(is_server(location) for location in locations):
            try:
                from mossish.archive.postgres import translating as server_translating
            except ImportError:  # no psycopg: opening the archive says so
                pass
            else:
                stack.enter_context(server_translating(named))
        yield
