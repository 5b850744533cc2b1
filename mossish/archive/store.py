"""Archive storage (I/O): prior years' fingerprints in one SQLite file.

An archive holds submissions from earlier runs (``mossish archive add``) so a
new class is compared with them without re-lexing everything: the current
submissions' fingerprints are looked up in the archive's inverted index, and
only the archive entries that share fingerprints are loaded (their source
text is kept, compressed, so their matching lines can be shown).

Storage layout (schema 3; see docs/archive.md):

* ``meta``: settings the fingerprints were made with (k, window, normaliser
  version); using the archive with other settings is an error, since the
  fingerprints would not be comparable;
* ``submissions``: one row per archived submission, ``label`` (e.g. a term)
  and ``name``; its distinct fingerprints as a blob, so it can be removed by
  primary key without a second index;
* ``files``: each file's path, language and zlib-compressed text;
* ``postings``: the inverted index, one row per fingerprint with the ids of
  the submissions holding it packed in a blob (``postings.py``);
* ``sketches`` and ``sketch_blocks``: each submission's SimHash and MinHash
  signature, and the SimHash pigeonhole tables for near-duplicate search
  (``sketches.py``, ``engine/sketch.py``).

This module opens and checks the file and holds the transactions; the
index tables' reads and writes live in the two modules named.  Every change
is one transaction (``mossish.sqlite.transaction``): a writer killed mid-way
leaves the archive as it was.  The database is in WAL mode, so readers (checks) work
while one writer adds.
"""

from __future__ import annotations

import sqlite3
import zlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType
from typing import NamedTuple

import numpy as np

from mossish._version import __version__
from mossish.archive import postings, sketches
from mossish.archive.guard import missing_parts, translating
from mossish.engine.sketch import DEFAULT_DISTANCE, MINHASH_SIZE, SKETCH_VERSION, Sketch
from mossish.errors import InputError, UsageError
from mossish.inert import shown
from mossish.languages.normalize import NORMALIZER_VERSION, TOKEN_STREAM
from mossish.model import I64, U64, SourceFile, Submission
from mossish.sqlite import BUSY_TIMEOUT_SECONDS, connect, transaction

# How long a writer waits for another's lock before saying the archive is busy.
_BUSY_TIMEOUT_MS = BUSY_TIMEOUT_SECONDS * 1000

# 3: sketches and their block tables (near-duplicate search).
SCHEMA_VERSION = 3

_SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE submissions (
    id INTEGER PRIMARY KEY,
    label TEXT NOT NULL,
    name TEXT NOT NULL,
    files INTEGER NOT NULL,
    tokens INTEGER NOT NULL,
    hashes BLOB NOT NULL,
    UNIQUE (label, name)
);
CREATE TABLE files (
    submission INTEGER NOT NULL REFERENCES submissions(id),
    path TEXT NOT NULL,
    language TEXT NOT NULL,
    text BLOB NOT NULL,
    PRIMARY KEY (submission, path)
) WITHOUT ROWID;
"""
# The index tables: fingerprints, then sketches.
_SCHEMA += postings.SCHEMA + sketches.SCHEMA


@dataclass(frozen=True, slots=True)
class ArchiveEntry:
    """One submission to archive: its files and its distinct winnowed fingerprints.

    ``sketch`` (``sketch.sketch_of`` over the same files) makes it findable by
    ``Archive.near``; an entry without one is stored all the same.
    """

    name: str
    files: tuple[SourceFile, ...]
    hashes: U64
    tokens: int
    sketch: Sketch | None = None


class NearMatch(NamedTuple):
    """An archived submission whose SimHash is within the asked distance."""

    id: int
    label: str
    name: str
    distance: int


@dataclass(frozen=True, slots=True)
class LabelInfo:
    label: str
    submissions: int
    files: int
    tokens: int


def _pack_text(text: str) -> bytes:
    return zlib.compress(text.encode("utf-8", "surrogatepass"))


def _unpack_text(blob: bytes) -> str:
    return zlib.decompress(blob).decode("utf-8", "surrogatepass")


class Archive:
    """An open archive file.  Use as a context manager, or call ``close``."""

    def __init__(self, path: str | Path, connection: sqlite3.Connection) -> None:
        self.path = str(path)
        self._db = connection

    # --- opening ---------------------------------------------------------------

    @classmethod
    def open(
        cls,
        path: str | Path,
        *,
        k: int,
        window: int,
        create: bool = False,
        sketch_distance: int = DEFAULT_DISTANCE,
        writable: bool = True,
    ) -> Archive:
        """Open (or with ``create``, create) an archive made with these settings.

        ``sketch_distance``: the Hamming radius of the SimHash tables of a new
        archive (an existing archive keeps its own).
        ``writable=False`` opens it read-only (read-only media work too).

        Raises ``UsageError`` when the archive was made with other settings or
        another normaliser, ``InputError`` when it is missing or not an archive.
        """
        target = Path(path)
        exists = target.exists()
        if not exists and not create:
            raise InputError(f"no such archive: {path}")
        if exists and not target.is_file():
            raise InputError(f"not an archive file: {path}")
        if exists and target.stat().st_size == 0:
            # Never write a schema into a file the user named for something else.
            raise InputError(f"{path} is an empty file, not a mossish archive")
        with translating(str(path)):
            connection = connect(target, writable or create, _BUSY_TIMEOUT_MS)
            archive = cls(target, connection)
            if not archive._has_schema():
                if exists:
                    raise InputError(f"{path} is not a mossish archive")
                archive._create(k, window, sketch_distance)
            archive._complete()
            if writable or create:
                connection.execute("PRAGMA synchronous = NORMAL")
            archive._check(k, window)
        return archive

    @classmethod
    def open_existing(cls, path: str | Path, writable: bool = False) -> Archive:
        """Open an archive whatever its settings (for list, info, remove)."""
        target = Path(path)
        if not target.is_file():
            raise InputError(f"no such archive: {path}")
        with translating(str(path)):
            connection = connect(target, writable, _BUSY_TIMEOUT_MS)
            archive = cls(target, connection)
            if not archive._has_schema():
                raise InputError(f"{path} is not a mossish archive")
            archive._complete()
        return archive

    def _complete(self) -> None:
        missing = missing_parts(self._db, str(SCHEMA_VERSION))
        if missing:
            self._db.close()
            raise InputError(
                f"{self.path} is not a complete mossish archive (no {', '.join(missing)}): "
                "rebuild it"
            )

    def _has_schema(self) -> bool:
        row = self._db.execute(
            "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'meta'"
        ).fetchone()
        return bool(row[0])

    def _create(self, k: int, window: int, sketch_distance: int) -> None:
        self._db.execute("PRAGMA journal_mode = WAL")
        with transaction(self._db):
            if self._has_schema():  # another process created it meanwhile
                return
            # Statement by statement: executescript() would commit first.
            for statement in _SCHEMA.split(";"):
                if statement.strip():
                    self._db.execute(statement)
            self._db.executemany(
                "INSERT INTO meta (key, value) VALUES (?, ?)",
                [
                    ("schema", str(SCHEMA_VERSION)),
                    ("k", str(k)),
                    ("window", str(window)),
                    ("normalizer", str(NORMALIZER_VERSION)),
                    ("token_stream", TOKEN_STREAM),
                    ("created_by", f"mossish {__version__}"),
                    *sketches.meta_rows(sketch_distance, MINHASH_SIZE),
                ],
            )

    def meta(self) -> dict[str, str]:
        return dict(self._db.execute("SELECT key, value FROM meta").fetchall())

    def _check_schema(self) -> None:
        """Refuse to read or change an archive of another storage schema or sketch version."""
        meta = self.meta()
        if meta.get("schema") != str(SCHEMA_VERSION):
            raise UsageError(
                f"archive {self.path} has storage schema {meta.get('schema')}; this mossish "
                f"reads schema {SCHEMA_VERSION}: rebuild the archive"
            )
        if meta.get("sketch_version") != str(SKETCH_VERSION):
            raise UsageError(
                f"archive {self.path} holds sketches of version {meta.get('sketch_version')}; "
                f"this mossish makes version {SKETCH_VERSION}: rebuild the archive"
            )

    def _check(self, k: int, window: int) -> None:
        self._check_schema()
        meta = self.meta()
        if meta.get("normalizer") != str(NORMALIZER_VERSION):
            raise UsageError(
                f"archive {self.path} was made by normaliser version {meta.get('normalizer')}; "
                f"this mossish normalises with version {NORMALIZER_VERSION}: rebuild the archive"
            )
        made_with = meta.get("token_stream")
        if made_with != TOKEN_STREAM:
            # Its fingerprints would not match this version's: refused, never mixed.
            made = f"with {made_with}" if made_with else "by a mossish that did not record it"
            raise UsageError(
                f"archive {self.path} was made {made}; this mossish lexes with {TOKEN_STREAM}: "
                "rebuild it with `mossish archive add NEW.db FOLDER --label TERM` for each term"
            )
        if (meta.get("k"), meta.get("window")) != (str(k), str(window)):
            raise UsageError(
                f"archive {self.path} was made with k={meta.get('k')}, w={meta.get('window')}; "
                f"this run uses k={k}, w={window} (pass -k {meta.get('k')} "
                f"-w {meta.get('window')})"
            )

    @property
    def k(self) -> int:
        return int(self.meta()["k"])

    @property
    def window(self) -> int:
        return int(self.meta()["window"])

    @property
    def sketch_distance(self) -> int:
        """The Hamming radius the SimHash tables answer by index."""
        return int(self.meta()["sketch_distance"])

    @property
    def minhash_size(self) -> int:
        return int(self.meta()["minhash_size"])

    # --- writing ---------------------------------------------------------------

    def add(self, label: str, entries: Iterable[ArchiveEntry]) -> int:
        """Add (or replace) submissions under ``label``, all in one transaction."""
        if not label or "\x00" in label:
            raise UsageError("an archive label must be a non-empty string")
        count = 0
        new_hashes: list[U64] = []
        new_ids: list[I64] = []
        distance, slots = self.sketch_distance, self.minhash_size
        with transaction(self._db):
            for entry in entries:
                # SQLite holds UTF-8: a name's undecodable bytes are kept as \xNN.
                name = shown(entry.name)
                self._remove_one(label, name, distance)
                hashes = np.unique(np.asarray(entry.hashes, dtype=np.uint64))
                cursor = self._db.execute(
                    "INSERT INTO submissions (label, name, files, tokens, hashes) "
                    "VALUES (?, ?, ?, ?, ?)",
                    (label, name, len(entry.files), entry.tokens, hashes.tobytes()),
                )
                sid = int(cursor.lastrowid or 0)
                self._db.executemany(
                    "INSERT INTO files (submission, path, language, text) VALUES (?, ?, ?, ?)",
                    [(sid, shown(f.path), f.language, _pack_text(f.text)) for f in entry.files],
                )
                if entry.sketch is not None:
                    sketches.insert(self._db, sid, entry.sketch, distance, slots)
                new_hashes.append(hashes)
                new_ids.append(np.full(hashes.shape[0], sid, dtype=np.int64))
                count += 1
            if new_hashes:
                postings.merge(self._db, np.concatenate(new_hashes), np.concatenate(new_ids))
        return count

    def _remove_one(self, label: str, name: str, distance: int) -> bool:
        row = self._db.execute(
            "SELECT id, hashes FROM submissions WHERE label = ? AND name = ?", (label, name)
        ).fetchone()
        if row is None:
            return False
        sid, blob = row
        postings.drop(self._db, sid, np.frombuffer(blob, dtype=np.uint64))
        sketches.delete(self._db, sid, distance)
        self._db.execute("DELETE FROM files WHERE submission = ?", (sid,))
        self._db.execute("DELETE FROM submissions WHERE id = ?", (sid,))
        return True

    def remove(self, label: str, name: str | None = None) -> int:
        """Remove one submission, or every submission of a label; returns how many."""
        self._check_schema()
        distance = self.sketch_distance
        with transaction(self._db):
            if name is not None:
                removed = int(self._remove_one(label, name, distance))
            else:
                names = [
                    row[0]
                    for row in self._db.execute(
                        "SELECT name FROM submissions WHERE label = ? ORDER BY name", (label,)
                    )
                ]
                removed = sum(self._remove_one(label, n, distance) for n in names)
        return removed

    # --- reading ---------------------------------------------------------------

    def labels(self) -> list[LabelInfo]:
        rows = self._db.execute(
            "SELECT label, count(*), sum(files), sum(tokens) FROM submissions "
            "GROUP BY label ORDER BY label"
        ).fetchall()
        return [LabelInfo(label, int(n), int(f or 0), int(t or 0)) for label, n, f, t in rows]

    def names(self, label: str) -> list[str]:
        return [
            row[0]
            for row in self._db.execute(
                "SELECT name FROM submissions WHERE label = ? ORDER BY name", (label,)
            )
        ]

    def size(self) -> int:
        return int(self._db.execute("SELECT count(*) FROM submissions").fetchone()[0])

    def lookup(self, hashes: U64) -> tuple[U64, I64, I64]:
        """Postings of ``hashes``: (hash, archive submission id) pairs, and holder counts.

        Returns three arrays: the hash of each posting, its submission id, and
        for each posting how many archive submissions hold that hash in all.
        One primary-key seek per distinct hash.
        """
        with transaction(self._db, "DEFERRED"):
            return postings.lookup(self._db, hashes)

    def near(self, simhash: int, distance: int) -> list[NearMatch]:
        """Archived submissions whose SimHash is within ``distance`` bits, nearest first.

        Up to the archive's ``sketch_distance``, ``d + 1`` indexed look-ups;
        beyond it, a scan of every sketch (``near_is_indexed`` says which).
        """
        if distance < 0:
            raise UsageError(f"a Hamming distance is 0 or more, not {distance}")
        stored = self.sketch_distance
        with transaction(self._db, "DEFERRED"):
            found = sketches.near(self._db, simhash, distance, stored)
        return [NearMatch(*row) for row in found]

    def near_entries(self, simhash: int, distance: int) -> list[tuple[int, int]]:
        """(id, distance) of near-duplicates: the prior-work interface of ``check``."""
        return [(match.id, match.distance) for match in self.near(simhash, distance)]

    def near_is_indexed(self, distance: int) -> bool:
        """Whether ``near`` at this distance uses the block tables (else it scans)."""
        return distance <= self.sketch_distance

    def signatures(self, ids: Sequence[int]) -> dict[int, U64]:
        """The MinHash signatures of these archived submissions (those that have one)."""
        return sketches.signatures(self._db, ids)

    def sketch_count(self) -> int:
        """How many archived submissions have sketches (are found by ``near``)."""
        return sketches.count(self._db)

    def load(self, ids: Sequence[int]) -> list[tuple[int, str, Submission]]:
        """The archived submissions with these ids: (id, label, submission), by id."""
        result = []
        for sid in sorted(set(ids)):
            row = self._db.execute(
                "SELECT label, name FROM submissions WHERE id = ?", (sid,)
            ).fetchone()
            if row is None:
                continue
            label, name = row
            files = tuple(
                SourceFile(path, language, _unpack_text(text))
                for path, language, text in self._db.execute(
                    "SELECT path, language, text FROM files WHERE submission = ? ORDER BY path",
                    (sid,),
                )
            )
            result.append((sid, label, Submission(name=name, root=self.path, files=files)))
        return result

    # --- lifetime --------------------------------------------------------------

    def close(self) -> None:
        self._db.close()

    def __enter__(self) -> Archive:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        value: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.close()
