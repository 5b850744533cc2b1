"""Archive storage (I/O): prior years' fingerprints in one SQLite file.

An archive holds submissions from earlier runs (``mossish archive add``) so a
new class is compared with them without re-lexing everything: the current
submissions' fingerprints are looked up in the archive's inverted index, and
only the archive entries that share fingerprints are loaded (their source
text is kept, compressed, so their matching lines can be shown).

Storage layout (schema 1; see docs/archive.md):

* ``meta``: settings the fingerprints were made with (k, window, normaliser
  version); using the archive with other settings is an error, since the
  fingerprints would not be comparable;
* ``submissions``: one row per archived submission, ``label`` (e.g. a term)
  and ``name``; its distinct fingerprints as a blob, so it can be removed by
  primary key without a second index;
* ``files``: each file's path, language and zlib-compressed text;
* ``postings``: the inverted index, one row per fingerprint with the ids of
  the submissions holding it packed in a blob (sorted 64-bit integers): a
  look-up is one primary-key seek per fingerprint and one blob, however many
  submissions share it (measured: bench/archive_scale.py).

Every change is one transaction (``BEGIN IMMEDIATE``): a writer killed
mid-way leaves the archive as it was.  The database is in WAL mode, so
readers (checks) work while one writer adds.
"""

from __future__ import annotations

import sqlite3
import zlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType

import numpy as np
import numpy.typing as npt

from mossish import __version__
from mossish.errors import InputError, UsageError
from mossish.model import SourceFile, Submission
from mossish.normalize import NORMALIZER_VERSION

U64 = npt.NDArray[np.uint64]
I64 = npt.NDArray[np.int64]

SCHEMA_VERSION = 2
_BUSY_TIMEOUT_MS = 30_000
_LOOKUP_BATCH = 50_000

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
CREATE TABLE postings (
    hash INTEGER PRIMARY KEY,
    ids BLOB NOT NULL
);
"""


@dataclass(frozen=True, slots=True)
class ArchiveEntry:
    """One submission to archive: its files and its distinct winnowed fingerprints."""

    name: str
    files: tuple[SourceFile, ...]
    hashes: U64
    tokens: int


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


def _to_signed(hashes: U64) -> list[int]:
    # SQLite integers are signed 64-bit: store the same bits.
    return np.ascontiguousarray(hashes, dtype=np.uint64).view(np.int64).tolist()  # type: ignore[no-any-return]


class Archive:
    """An open archive file.  Use as a context manager, or call ``close``."""

    def __init__(self, path: str | Path, connection: sqlite3.Connection) -> None:
        self.path = str(path)
        self._db = connection

    # --- opening ---------------------------------------------------------------

    @classmethod
    def open(cls, path: str | Path, *, k: int, window: int, create: bool = False) -> Archive:
        """Open (or with ``create``, create) an archive made with these settings.

        Raises ``UsageError`` when the archive was made with other settings or
        another normaliser, ``InputError`` when it is missing or not an archive.
        """
        target = Path(path)
        exists = target.exists()
        if not exists and not create:
            raise InputError(f"no such archive: {path}")
        if exists and not target.is_file():
            raise InputError(f"not an archive file: {path}")
        try:
            connection = sqlite3.connect(str(target), isolation_level=None, timeout=30)
            connection.execute(f"PRAGMA busy_timeout = {_BUSY_TIMEOUT_MS}")
            archive = cls(target, connection)
            if not archive._has_schema():
                if exists and target.stat().st_size > 0:
                    raise InputError(f"{path} is not a mossish archive")
                archive._create(k, window)
            connection.execute("PRAGMA synchronous = NORMAL")
            archive._check(k, window)
        except sqlite3.DatabaseError as exc:
            raise InputError(f"{path} is not a mossish archive ({exc})") from None
        return archive

    @classmethod
    def open_existing(cls, path: str | Path) -> Archive:
        """Open an archive whatever its settings (for list, info, remove)."""
        target = Path(path)
        if not target.is_file():
            raise InputError(f"no such archive: {path}")
        try:
            connection = sqlite3.connect(str(target), isolation_level=None, timeout=30)
            connection.execute(f"PRAGMA busy_timeout = {_BUSY_TIMEOUT_MS}")
            archive = cls(target, connection)
            if not archive._has_schema():
                raise InputError(f"{path} is not a mossish archive")
        except sqlite3.DatabaseError as exc:
            raise InputError(f"{path} is not a mossish archive ({exc})") from None
        return archive

    def _has_schema(self) -> bool:
        row = self._db.execute(
            "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'meta'"
        ).fetchone()
        return bool(row[0])

    def _create(self, k: int, window: int) -> None:
        self._db.execute("PRAGMA journal_mode = WAL")
        self._db.execute("BEGIN IMMEDIATE")
        try:
            if self._has_schema():  # another process created it meanwhile
                self._db.execute("ROLLBACK")
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
                    ("created_by", f"mossish {__version__}"),
                ],
            )
            self._db.execute("COMMIT")
        except BaseException:
            self._db.execute("ROLLBACK")
            raise

    def meta(self) -> dict[str, str]:
        return dict(self._db.execute("SELECT key, value FROM meta").fetchall())

    def _check(self, k: int, window: int) -> None:
        meta = self.meta()
        if meta.get("schema") != str(SCHEMA_VERSION):
            raise UsageError(
                f"archive {self.path} has storage schema {meta.get('schema')}; this mossish "
                f"reads schema {SCHEMA_VERSION}"
            )
        if meta.get("normalizer") != str(NORMALIZER_VERSION):
            raise UsageError(
                f"archive {self.path} was made by normaliser version {meta.get('normalizer')}; "
                f"this mossish normalises with version {NORMALIZER_VERSION}: rebuild the archive"
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

    # --- writing ---------------------------------------------------------------

    def add(self, label: str, entries: Iterable[ArchiveEntry]) -> int:
        """Add (or replace) submissions under ``label``, all in one transaction."""
        if not label or "\x00" in label:
            raise UsageError("an archive label must be a non-empty string")
        count = 0
        new_hashes: list[U64] = []
        new_ids: list[I64] = []
        self._db.execute("BEGIN IMMEDIATE")
        try:
            for entry in entries:
                self._remove_one(label, entry.name)
                hashes = np.unique(np.asarray(entry.hashes, dtype=np.uint64))
                cursor = self._db.execute(
                    "INSERT INTO submissions (label, name, files, tokens, hashes) "
                    "VALUES (?, ?, ?, ?, ?)",
                    (label, entry.name, len(entry.files), entry.tokens, hashes.tobytes()),
                )
                sid = int(cursor.lastrowid or 0)
                self._db.executemany(
                    "INSERT INTO files (submission, path, language, text) VALUES (?, ?, ?, ?)",
                    [(sid, f.path, f.language, _pack_text(f.text)) for f in entry.files],
                )
                new_hashes.append(hashes)
                new_ids.append(np.full(hashes.shape[0], sid, dtype=np.int64))
                count += 1
            if new_hashes:
                self._merge_postings(np.concatenate(new_hashes), np.concatenate(new_ids))
            self._db.execute("COMMIT")
        except BaseException:
            self._db.execute("ROLLBACK")
            raise
        return count

    def _merge_postings(self, hashes: U64, ids: I64) -> None:
        """Add ``ids`` to the postings of ``hashes`` (one read and one write per hash)."""
        order = np.lexsort((ids, hashes))
        hashes, ids = hashes[order], ids[order]
        distinct, starts = np.unique(hashes, return_index=True)
        ends = np.append(starts[1:], hashes.shape[0])
        signed = _to_signed(distinct)
        existing = self._fetch_postings(distinct)
        rows = []
        for key, start, end in zip(signed, starts.tolist(), ends.tolist(), strict=True):
            added = ids[start:end]
            old = existing.get(key)
            merged = added if old is None else np.union1d(old, added)
            rows.append((key, merged.astype(np.int64).tobytes()))
        self._db.executemany("INSERT OR REPLACE INTO postings (hash, ids) VALUES (?, ?)", rows)

    def _fetch_postings(self, hashes: U64) -> dict[int, I64]:
        """Postings of ``hashes`` (signed keys), by one indexed seek each."""
        found: dict[int, I64] = {}
        self._db.execute("CREATE TEMP TABLE IF NOT EXISTS query (hash INTEGER PRIMARY KEY)")
        self._db.execute("DELETE FROM query")
        signed = _to_signed(hashes)
        for start in range(0, len(signed), _LOOKUP_BATCH):
            self._db.executemany(
                "INSERT OR IGNORE INTO query (hash) VALUES (?)",
                ((h,) for h in signed[start : start + _LOOKUP_BATCH]),
            )
        for key, blob in self._db.execute(
            "SELECT p.hash, p.ids FROM query q JOIN postings p ON p.hash = q.hash"
        ):
            found[key] = np.frombuffer(blob, dtype=np.int64)
        self._db.execute("DELETE FROM query")
        return found

    def _remove_one(self, label: str, name: str) -> bool:
        row = self._db.execute(
            "SELECT id, hashes FROM submissions WHERE label = ? AND name = ?", (label, name)
        ).fetchone()
        if row is None:
            return False
        sid, blob = row
        hashes = np.frombuffer(blob, dtype=np.uint64)
        updates, deletes = [], []
        for key, ids in self._fetch_postings(hashes).items():
            left = ids[ids != sid]
            if left.size:
                updates.append((left.tobytes(), key))
            else:
                deletes.append((key,))
        self._db.executemany("UPDATE postings SET ids = ? WHERE hash = ?", updates)
        self._db.executemany("DELETE FROM postings WHERE hash = ?", deletes)
        self._db.execute("DELETE FROM files WHERE submission = ?", (sid,))
        self._db.execute("DELETE FROM submissions WHERE id = ?", (sid,))
        return True

    def remove(self, label: str, name: str | None = None) -> int:
        """Remove one submission, or every submission of a label; returns how many."""
        self._db.execute("BEGIN IMMEDIATE")
        try:
            if name is not None:
                removed = int(self._remove_one(label, name))
            else:
                names = [
                    row[0]
                    for row in self._db.execute(
                        "SELECT name FROM submissions WHERE label = ? ORDER BY name", (label,)
                    )
                ]
                removed = sum(self._remove_one(label, n) for n in names)
            self._db.execute("COMMIT")
        except BaseException:
            self._db.execute("ROLLBACK")
            raise
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
        distinct = np.unique(np.asarray(hashes, dtype=np.uint64))
        self._db.execute("BEGIN")
        try:
            found = self._fetch_postings(distinct)
        finally:
            self._db.execute("COMMIT")
        if not found:
            empty = np.zeros(0, dtype=np.int64)
            return empty.view(np.uint64), empty, empty
        keys = np.fromiter(found.keys(), dtype=np.int64, count=len(found))
        lists = list(found.values())
        counts = np.fromiter((a.shape[0] for a in lists), dtype=np.int64, count=len(lists))
        owners = np.concatenate(lists)
        return np.repeat(keys, counts).view(np.uint64), owners, np.repeat(counts, counts)

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
