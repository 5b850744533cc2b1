"""Archive storage (I/O): the archive in a PostgreSQL database, shared by a department.

``--archive postgresql://USER@HOST/DB`` names it.  It behaves as the SQLite
file does (``store.Archive``, whose checks of the storage schema, the
settings, the normaliser and the token stream it inherits unchanged); only
the storage differs:

* the same tables (``meta``, ``submissions``, ``files``, ``postings``,
  ``sketches``, ``sketch_blocks``; docs/archive.md): ``postings`` has one
  row per fingerprint with its holders' ids packed in a blob, so a look-up
  is one index seek per fingerprint however widely it is shared (one row
  per holder made a check read millions of rows: docs/archive.md, Scale);
  writers append to a blob on the server (``||``), so several processes
  and machines add classes at once, queueing only on the fingerprints they
  share, in one order (no deadlocks);
* the schema version is the ``schema`` meta row, as in the file, and a
  database of an older version is brought up to date by ``MIGRATIONS`` when
  opened for writing (one transaction, under an advisory lock);
* adding a class is one transaction: a writer that dies leaves nothing;
  writers to the same label queue on an advisory lock of that label
  (replacing a submission is remove-then-insert);
* near-duplicate search runs the SimHash block-table seeks of
  ``sketches.py`` as indexed queries on the server.
"""

from __future__ import annotations

import zlib
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

import numpy as np
import psycopg
from psycopg import errors as pg_errors

from mossish._version import __version__
from mossish.archive import sketches
from mossish.archive.guard import REQUIRED_META, REQUIRED_TABLES
from mossish.archive.location import shown_location
from mossish.archive.sql import Rows
from mossish.archive.store import (
    SCHEMA_VERSION,
    Archive,
    ArchiveEntry,
    LabelInfo,
    NearMatch,
)
from mossish.engine.sketch import DEFAULT_DISTANCE, MINHASH_SIZE
from mossish.errors import BusyError, InputError, OutputError, UsageError
from mossish.inert import shown
from mossish.languages.normalize import NORMALIZER_VERSION, TOKEN_STREAM
from mossish.model import I64, U64, SourceFile, Submission

# The archive's tables at each storage schema version, as statements that
# bring a database from the version before to this one.  Schema 3 is the
# first on PostgreSQL (the SQLite file's version when the back end came).
MIGRATIONS: tuple[tuple[int, tuple[str, ...]], ...] = (
    (
        3,
        (
            "CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
            """CREATE TABLE submissions (
                id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                label TEXT NOT NULL,
                name TEXT NOT NULL,
                files INTEGER NOT NULL,
                tokens BIGINT NOT NULL,
                hashes BYTEA NOT NULL,
                UNIQUE (label, name)
            )""",
            """CREATE TABLE files (
                submission BIGINT NOT NULL REFERENCES submissions(id),
                path TEXT NOT NULL,
                language TEXT NOT NULL,
                text BYTEA NOT NULL,
                PRIMARY KEY (submission, path)
            )""",
            """CREATE TABLE postings (
                hash BIGINT PRIMARY KEY,
                ids BYTEA NOT NULL
            )""",
            """CREATE TABLE sketches (
                submission BIGINT PRIMARY KEY REFERENCES submissions(id),
                simhash BIGINT NOT NULL,
                minhash BYTEA NOT NULL
            )""",
            """CREATE TABLE sketch_blocks (
                block SMALLINT NOT NULL,
                key BIGINT NOT NULL,
                submission BIGINT NOT NULL,
                PRIMARY KEY (block, key, submission)
            )""",
        ),
    ),
)
LATEST = MIGRATIONS[-1][0]
assert LATEST == SCHEMA_VERSION, "a new storage schema needs its PostgreSQL migration"

# Advisory lock keys (first half of the pair): creating or migrating the
# schema, and changing one label.
_SCHEMA_LOCK = 0x6D6F_7373  # "moss"
_LABEL_LOCK = 0x6D6F_7374
_LOOKUP_BATCH = 50_000


def _pack_text(text: str) -> bytes:
    return zlib.compress(text.encode("utf-8", "surrogatepass"))


def _unpack_text(blob: bytes) -> str:
    return zlib.decompress(blob).decode("utf-8", "surrogatepass")


@contextmanager
def translating(location: str) -> Iterator[None]:
    """Turn the server's failures on the archive at ``location`` into one-line errors."""
    where = shown_location(location)
    try:
        yield
    except (pg_errors.DeadlockDetected, pg_errors.SerializationFailure, pg_errors.LockNotAvailable):
        raise BusyError(
            f"archive {where} is busy: another mossish is writing it; try again later"
        ) from None
    except pg_errors.InsufficientPrivilege as exc:
        raise OutputError(f"archive {where}: {_first_line(exc)}") from None
    except psycopg.OperationalError as exc:
        raise InputError(f"cannot reach archive {where}: {_first_line(exc)}") from None
    except psycopg.Error as exc:
        raise InputError(f"archive {where}: {_first_line(exc)}") from None


def _first_line(exc: BaseException) -> str:
    lines = [line.strip() for line in str(exc).splitlines() if line.strip()]
    return lines[0] if lines else type(exc).__name__


class _Qmark:
    """A psycopg connection taking ``?`` placeholders: the sketch tables' shared SQL."""

    def __init__(self, connection: psycopg.Connection[tuple[Any, ...]]) -> None:
        self._connection = connection

    def execute(self, sql: str, parameters: Sequence[Any] = (), /) -> Rows:
        return self._connection.execute(sql.replace("?", "%s"), parameters)

    def executemany(self, sql: str, parameters: Iterable[Sequence[Any]], /) -> object:
        with self._connection.cursor() as cursor:
            cursor.executemany(sql.replace("?", "%s"), list(parameters))
        return None


class PostgresArchive(Archive):
    """An archive in a PostgreSQL database.  Use as a context manager, or call ``close``.

    It inherits ``Archive``'s checks of the ``meta`` rows (so both back ends
    refuse the same archives with the same words) and overrides every method
    that touches storage.
    """

    def __init__(self, url: str, connection: psycopg.Connection[tuple[Any, ...]]) -> None:
        # ``path`` is what messages name: the URL without its password.
        self.path = shown_location(url)
        self._pg = connection
        self._sql = _Qmark(connection)

    # --- opening ---------------------------------------------------------------

    @classmethod
    def open(
        cls,
        path: str | Any,
        *,
        k: int,
        window: int,
        create: bool = False,
        sketch_distance: int = DEFAULT_DISTANCE,
        writable: bool = True,
    ) -> PostgresArchive:
        """Open the archive in the database at URL ``path`` (``create``: make its tables).

        Opened for writing, a database of an older storage schema is migrated.
        Raises as ``Archive.open`` does.
        """
        url = str(path)
        with translating(url):
            archive = cls(url, psycopg.connect(url, autocommit=True))
            try:
                version = archive._version()
                if version is None and not create:
                    raise InputError(
                        f"no mossish archive in {archive.path}: "
                        "make one with `mossish archive add URL FOLDER`"
                    )
                if writable or create:
                    archive._migrate(k, window, sketch_distance)
                archive._complete()
                archive._check(k, window)
            except BaseException:
                archive.close()
                raise
        return archive

    @classmethod
    def open_existing(cls, path: str | Any, writable: bool = False) -> PostgresArchive:
        """Open the archive whatever its settings (for list, info, remove)."""
        url = str(path)
        with translating(url):
            archive = cls(url, psycopg.connect(url, autocommit=True))
            try:
                if archive._version() is None:
                    raise InputError(f"no mossish archive in {archive.path}")
                archive._complete()
            except BaseException:
                archive.close()
                raise
        return archive

    def _tables(self) -> set[str]:
        rows = self._pg.execute(
            "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()"
        ).fetchall()
        return {str(row[0]) for row in rows}

    def _version(self) -> int | None:
        """The storage schema version of the database, None when it holds no archive."""
        if "meta" not in self._tables():
            return None
        row = self._pg.execute("SELECT value FROM meta WHERE key = 'schema'").fetchone()
        return int(row[0]) if row is not None and str(row[0]).isdigit() else 0

    def _migrate(self, k: int, window: int, sketch_distance: int) -> None:
        """Create the tables, or bring them to ``LATEST``: one transaction, one writer at a time."""
        with self._pg.transaction():
            self._pg.execute("SELECT pg_advisory_xact_lock(%s, 0)", (_SCHEMA_LOCK,))
            version = self._version()  # another process may have done it meanwhile
            if version is not None and (version >= LATEST or version < MIGRATIONS[0][0]):
                return  # current, newer, or never a PostgreSQL schema: ``_check`` says so
            start = 0 if version is None else version
            for step, statements in MIGRATIONS:
                if step > start:
                    for statement in statements:
                        self._pg.execute(statement)
            if version is None:
                self._sql.executemany(
                    "INSERT INTO meta (key, value) VALUES (?, ?)",
                    [
                        ("schema", str(LATEST)),
                        ("k", str(k)),
                        ("window", str(window)),
                        ("normalizer", str(NORMALIZER_VERSION)),
                        ("token_stream", TOKEN_STREAM),
                        ("created_by", f"mossish {__version__}"),
                        *sketches.meta_rows(sketch_distance, MINHASH_SIZE),
                    ],
                )
            else:
                self._pg.execute("UPDATE meta SET value = %s WHERE key = 'schema'", (str(LATEST),))

    def _check_schema(self) -> None:
        version = self.meta().get("schema", "")
        if version.isdigit() and MIGRATIONS[0][0] <= int(version) < LATEST:
            raise UsageError(
                f"archive {self.path} has storage schema {version}; this mossish reads schema "
                f"{LATEST}: open it for writing once (e.g. `mossish archive add`) to migrate it"
            )
        super()._check_schema()

    def _complete(self) -> None:
        if self.meta().get("schema") != str(SCHEMA_VERSION):
            return  # another schema: opening it says what to do
        tables, meta = self._tables(), self.meta()
        missing = [f"table {name}" for name in REQUIRED_TABLES if name not in tables]
        missing += [f"setting {key}" for key in REQUIRED_META if key not in meta]
        if missing:
            self.close()
            raise InputError(
                f"{self.path} is not a complete mossish archive (no {', '.join(missing)}): "
                "rebuild it"
            )

    def meta(self) -> dict[str, str]:
        rows = self._pg.execute("SELECT key, value FROM meta").fetchall()
        return {str(key): str(value) for key, value in rows}

    def bytes_used(self) -> int:
        """The database's size on the server."""
        row = self._pg.execute("SELECT pg_database_size(current_database())").fetchone()
        return int(row[0]) if row is not None else 0

    # --- writing ---------------------------------------------------------------

    def add(self, label: str, entries: Iterable[ArchiveEntry]) -> int:
        """Add (or replace) submissions under ``label``, all in one transaction."""
        if not label or "\x00" in label:
            raise UsageError("an archive label must be a non-empty string")
        count = 0
        new_hashes: list[U64] = []
        new_ids: list[I64] = []
        distance, slots = self.sketch_distance, self.minhash_size
        with self._pg.transaction():
            self._lock_label(label)
            for entry in entries:
                name = shown(entry.name)
                self._remove_one(label, name, distance)
                hashes = np.unique(np.asarray(entry.hashes, dtype=np.uint64))
                row = self._pg.execute(
                    "INSERT INTO submissions (label, name, files, tokens, hashes) "
                    "VALUES (%s, %s, %s, %s, %s) RETURNING id",
                    (label, name, len(entry.files), entry.tokens, hashes.tobytes()),
                ).fetchone()
                assert row is not None
                sid = int(row[0])
                with self._pg.cursor() as cursor:
                    cursor.executemany(
                        "INSERT INTO files (submission, path, language, text) "
                        "VALUES (%s, %s, %s, %s)",
                        [(sid, shown(f.path), f.language, _pack_text(f.text)) for f in entry.files],
                    )
                if entry.sketch is not None:
                    sketches.insert(self._sql, sid, entry.sketch, distance, slots)
                new_hashes.append(hashes)
                new_ids.append(np.full(hashes.shape[0], sid, dtype=np.int64))
                count += 1
            if new_hashes:
                self._copy_postings(np.concatenate(new_hashes), np.concatenate(new_ids))
        return count

    def _lock_label(self, label: str) -> None:
        # Writers of other labels go on; two writers of one label would each
        # replace the other's rows half-way.
        self._pg.execute("SELECT pg_advisory_xact_lock(%s, hashtext(%s))", (_LABEL_LOCK, label))

    def _copy_postings(self, hashes: U64, ids: I64) -> None:
        """Append ``ids`` to the postings of ``hashes``: COPY in, then one merge on the server.

        The merge takes the rows' locks in hash order, so writers sharing
        fingerprints queue on them and never deadlock.
        """
        order = np.lexsort((ids, hashes))
        hashes, ids = hashes[order], ids[order]
        distinct, starts = np.unique(hashes, return_index=True)
        blob = np.ascontiguousarray(ids, dtype="<i8").tobytes()
        edges = [*(starts * 8).tolist(), len(blob)]
        self._pg.execute(
            "CREATE TEMP TABLE IF NOT EXISTS new_postings (hash BIGINT, ids BYTEA) "
            "ON COMMIT DELETE ROWS"
        )
        with (
            self._pg.cursor() as cursor,
            cursor.copy("COPY new_postings (hash, ids) FROM STDIN") as copy,
        ):
            for key, start, end in zip(
                distinct.view(np.int64).tolist(), edges[:-1], edges[1:], strict=True
            ):
                copy.write_row((key, blob[start:end]))
        self._pg.execute(
            "INSERT INTO postings (hash, ids) SELECT hash, ids FROM new_postings ORDER BY hash "
            "ON CONFLICT (hash) DO UPDATE SET ids = postings.ids || EXCLUDED.ids"
        )

    def _remove_one(self, label: str, name: str, distance: int) -> bool:
        row = self._pg.execute(
            "SELECT id, hashes FROM submissions WHERE label = %s AND name = %s", (label, name)
        ).fetchone()
        if row is None:
            return False
        sid, blob = int(row[0]), bytes(row[1])
        updates, deletes = [], []
        for key, ids in self._postings(np.frombuffer(blob, dtype=np.int64), lock=True).items():
            left = ids[ids != sid]
            if left.size:
                updates.append((left.astype("<i8").tobytes(), key))
            else:
                deletes.append((key,))
        with self._pg.cursor() as cursor:
            cursor.executemany("UPDATE postings SET ids = %s WHERE hash = %s", updates)
            cursor.executemany("DELETE FROM postings WHERE hash = %s", deletes)
        sketches.delete(self._sql, sid, distance)
        self._pg.execute("DELETE FROM files WHERE submission = %s", (sid,))
        self._pg.execute("DELETE FROM submissions WHERE id = %s", (sid,))
        return True

    def remove(self, label: str, name: str | None = None) -> int:
        """Remove one submission, or every submission of a label; returns how many."""
        self._check_schema()
        distance = self.sketch_distance
        with self._pg.transaction():
            self._lock_label(label)
            if name is not None:
                return int(self._remove_one(label, name, distance))
            names = self.names(label)
            return sum(self._remove_one(label, n, distance) for n in names)

    # --- reading ---------------------------------------------------------------

    def labels(self) -> list[LabelInfo]:
        # COLLATE "C": byte order, as the SQLite file sorts, whatever the server's locale.
        rows = self._pg.execute(
            "SELECT label, count(*), sum(files), sum(tokens) FROM submissions "
            'GROUP BY label ORDER BY label COLLATE "C"'
        ).fetchall()
        return [LabelInfo(label, int(n), int(f or 0), int(t or 0)) for label, n, f, t in rows]

    def names(self, label: str) -> list[str]:
        rows = self._pg.execute(
            'SELECT name FROM submissions WHERE label = %s ORDER BY name COLLATE "C"', (label,)
        ).fetchall()
        return [str(row[0]) for row in rows]

    def size(self) -> int:
        row = self._pg.execute("SELECT count(*) FROM submissions").fetchone()
        return int(row[0]) if row is not None else 0

    def lookup(self, hashes: U64) -> tuple[U64, I64, I64]:
        """Postings of ``hashes``: (hash, archive submission id) pairs, and holder counts.

        One index seek per distinct hash, in one snapshot.
        """
        wanted = np.unique(np.asarray(hashes, dtype=np.uint64)).view(np.int64)
        found = self._postings(wanted)
        if not found:
            empty = np.zeros(0, dtype=np.int64)
            return empty.view(np.uint64), empty, empty
        keys = np.fromiter(found.keys(), dtype=np.int64, count=len(found))
        lists = [np.sort(ids) for ids in found.values()]
        counts = np.fromiter((a.shape[0] for a in lists), dtype=np.int64, count=len(lists))
        owners = np.concatenate(lists)
        return np.repeat(keys, counts).view(np.uint64), owners, np.repeat(counts, counts)

    def _postings(self, wanted: I64, lock: bool = False) -> dict[int, I64]:
        """The postings of the signed keys ``wanted``, by index seeks (``lock``: for update)."""
        found: dict[int, I64] = {}
        query = "SELECT hash, ids FROM postings WHERE hash = ANY(%s::bigint[]) ORDER BY hash"
        with self._pg.transaction(), self._pg.cursor(binary=True) as cursor:
            if not lock:  # one snapshot for all batches
                cursor.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ")
            for start in range(0, wanted.shape[0], _LOOKUP_BATCH):
                cursor.execute(
                    query + (" FOR UPDATE" if lock else ""),
                    (wanted[start : start + _LOOKUP_BATCH].tolist(),),
                )
                for key, blob in cursor:
                    found[int(key)] = np.frombuffer(blob, dtype="<i8").astype(np.int64)
        return found

    def near(self, simhash: int, distance: int) -> list[NearMatch]:
        """Archived submissions whose SimHash is within ``distance`` bits, nearest first."""
        if distance < 0:
            raise UsageError(f"a Hamming distance is 0 or more, not {distance}")
        stored = self.sketch_distance
        with self._pg.transaction():
            found = sketches.near(self._sql, simhash, distance, stored)
        return [NearMatch(*row) for row in found]

    def signatures(self, ids: Sequence[int]) -> dict[int, U64]:
        return sketches.signatures(self._sql, ids)

    def sketch_count(self) -> int:
        return sketches.count(self._sql)

    def load(self, ids: Sequence[int]) -> list[tuple[int, str, Submission]]:
        """The archived submissions with these ids: (id, label, submission), by id."""
        wanted = sorted(set(ids))
        if not wanted:
            return []
        with self._pg.transaction():
            heads = self._pg.execute(
                "SELECT id, label, name FROM submissions WHERE id = ANY(%s::bigint[]) ORDER BY id",
                (wanted,),
            ).fetchall()
            files: dict[int, list[SourceFile]] = {}
            for sid, path, language, text in self._pg.execute(
                "SELECT submission, path, language, text FROM files "
                'WHERE submission = ANY(%s::bigint[]) ORDER BY submission, path COLLATE "C"',
                (wanted,),
            ):
                files.setdefault(int(sid), []).append(
                    SourceFile(path, language, _unpack_text(bytes(text)))
                )
        return [
            (
                int(sid),
                str(label),
                Submission(name=name, root=self.path, files=tuple(files.get(int(sid), ()))),
            )
            for sid, label, name in heads
        ]

    # --- lifetime --------------------------------------------------------------

    def close(self) -> None:
        self._pg.close()
