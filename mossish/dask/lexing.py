"""Reading and lexing on the workers, where the lexed entries stay.

On a file system the workers share with the client (``Cluster.reads_files``),
each block of submissions is read and lexed on a worker (``read_lexed``);
otherwise the client sends the files in chunks as it reads them
(``DaskLexing``).  Lexing is ``lexjob.run_all``, as the local process pool runs it.
"""

from __future__ import annotations

import hashlib
import itertools
import os
import stat
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from types import TracebackType
from typing import Any, Protocol

from mossish.dask.transport import compact
from mossish.engine import lexjob
from mossish.engine.arrays import Weighed
from mossish.engine.cache import cache_key
from mossish.engine.fingerprint import Entry, Fingerprints
from mossish.engine.lexing import Progress
from mossish.engine.prepare import (
    TextFacts,
    text_facts,
)
from mossish.engine.spool import TextSpool
from mossish.model import (
    Problem,
    SourceFile,
    Submission,
    TokenizedFile,
)
from mossish.settings import Settings

# Files sent to a worker in one task (one round trip for several files).
CHUNK = 64


@dataclass(slots=True)
class Lexed(Weighed):
    """A chunk's entries in the order of its jobs, and (kept on the workers for
    ``Cluster.prepare``) each file's ``TextFacts``."""

    entries: list[Entry]
    facts: list[TextFacts]


def lex_chunk(jobs: list[lexjob.Job]) -> Lexed:
    entries = lexjob.run_all(jobs)
    # Held on the worker until its blocks are built: compacted, with each file's facts.
    tokens = compact([tokens for tokens, _ in entries], TokenizedFile)
    prints = compact([prints for _, prints in entries], Fingerprints)
    facts = [
        text_facts(SourceFile("", language, text), lexed)
        for (text, language, _, _), lexed in zip(jobs, tokens, strict=True)
    ]
    return Lexed(list(zip(tokens, prints, strict=True)), facts)


class Reader(Protocol):
    """A block of submissions to read where it runs (``inputs.discover.ReadBlock``)."""

    def __call__(self) -> tuple[list[Submission], list[Problem]]: ...


# A block read on a worker: its submissions without their texts, the problems met,
# each file's place among the block's entries, and the texts (when the client keeps them).
ReadFacts = tuple[list[Submission], list[Problem], list[int], list[str] | None]


@dataclass(slots=True)
class Read(Weighed):
    """A block read and lexed on a worker (``read_lexed``)."""

    lexed: Lexed
    summary: ReadFacts

    def __sizeof__(self) -> int:
        # Its texts are weighed too (a str's characters; at least a byte each).
        return Weighed.__sizeof__(self) + sum(map(len, self.summary[3] or ()))


def read_lexed(block: Reader, k: int, window: int, texts: bool) -> Read:
    """``block`` read, and its files lexed (files with the same language and text once)."""
    submissions, problems = block()
    jobs, places = lex_jobs(submissions, k, window)
    given = [f.text for s in submissions for f in s.files] if texts else None
    light = [replace(s, files=tuple(replace(f, text="") for f in s.files)) for s in submissions]
    return Read(lex_chunk(jobs), (light, problems, places, given))


def lex_jobs(
    submissions: Sequence[Submission], k: int, window: int
) -> tuple[list[lexjob.Job], list[int]]:
    """The lexing jobs of the submissions' files (files with the same language and text
    once), and each file's job, in order."""
    jobs: list[lexjob.Job] = []
    numbers: dict[tuple[str, str], int] = {}
    places = []
    for submission in submissions:
        for f in submission.files:
            number = numbers.setdefault((f.text, f.language), len(jobs))
            if number == len(jobs):
                jobs.append((f.text, f.language, k, window))
            places.append(number)
    return jobs, places


def lexed_of(read: Read) -> Lexed:
    return read.lexed


def read_facts(read: Read) -> ReadFacts:
    return read.summary


def seen_as(paths: list[str], cwd: str) -> str:
    """What this machine sees at ``paths`` (a relative one taken from ``cwd``): a digest
    of each one's kind, a folder's entries and a file's size (``Cluster.reads_files``)."""
    digest = hashlib.blake2b(digest_size=16)
    for given in paths:
        path = os.path.join(cwd, given)
        try:
            info = os.stat(path)
            if stat.S_ISDIR(info.st_mode):
                seen = "folder\0" + "\0".join(sorted(os.listdir(path)))
            else:
                seen = f"file {info.st_size}"
        except OSError as error:
            seen = f"error {error.errno}"
        digest.update(seen.encode("utf-8", "surrogateescape") + b"\n")
    return digest.hexdigest()


class DaskLexing:
    """``Lexing``'s job on the cluster: files in as read, their entries kept on the workers.

    Files with the same language and content are lexed once, as locally.
    Every chunk of ``CHUNK`` files is sent as soon as it is full, and its
    entries (with each file's ``TextFacts``) stay on the workers: ``placed``
    says where each file's are, for ``Cluster.prepare``, and ``taken`` lets
    them go once the blocks built from them no longer need them; only the
    files asked for by ``entries`` (the base code) come to the client.
    Without ``texts``, ``add`` returns the files without their texts, for the
    caller to keep instead: the client holds no file's text once its chunk
    is sent (a file given with its text is found by its content).  A
    ``spool`` given then keeps the texts on disk, to be read back
    (``TextSpool.text``).
    """

    def __init__(
        self,
        client: Any,
        settings: Settings,
        texts: bool = True,
        spool: TextSpool | None = None,
    ) -> None:
        self._client = client
        self._settings = settings
        self._texts = texts
        self.spool = spool if not texts else None
        self._placed: dict[bytes, tuple[Any, int]] = {}  # its chunk's future, its place there
        self._keys: dict[int, tuple[SourceFile, bytes]] = {}
        self._uses: Counter[bytes] = Counter()
        self._pending: dict[bytes, lexjob.Job] = {}  # not in a chunk yet
        self._read = 0  # blocks read and lexed on the workers (``hold``)

    def __enter__(self) -> DaskLexing:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        for future, _ in self._placed.values():
            future.cancel()
        self._placed.clear()

    def add(self, files: Sequence[SourceFile]) -> list[SourceFile] | None:
        """Queue files; each full chunk goes to the workers.

        Without ``texts``: the files without their texts, to keep instead.
        """
        k, window = self._settings.k, self._settings.window
        kept = []
        for f in files:
            key = cache_key(f.text, f.language, k, window)
            if not self._texts:
                f_kept = self.spool.keep(f) if self.spool else replace(f, text="")
                kept.append(f_kept)
                self._keys[id(f_kept)] = (f_kept, key)
            else:
                self._keys[id(f)] = (f, key)
            self._uses[key] += 1
            # An entry is let go once the blocks built so far no longer need it
            # (``taken``): a file added later with the same content is lexed again.
            if key not in self._placed and key not in self._pending:
                self._pending[key] = (f.text, f.language, k, window)
        while len(self._pending) >= CHUNK:
            self._send(CHUNK)
        return None if self._texts else kept

    def finish(self) -> None:
        """Every file is added: the last chunk is sent."""
        self._send(len(self._pending))

    def _send(self, count: int) -> None:
        if count == 0:
            return
        keys = list(itertools.islice(self._pending, count))
        jobs = [self._pending.pop(key) for key in keys]
        # The texts go to a worker as data, not as the task's arguments: the scheduler
        # would keep those (Dask's lineage) for as long as the entries are held.
        data = self._client.scatter([jobs], hash=False)[0]
        future = self._client.submit(lex_chunk, data, pure=False)
        for at, key in enumerate(keys):
            self._placed[key] = (future, at)

    def hold(self, files: Sequence[SourceFile], chunk: Any, places: Sequence[int]) -> None:
        """Files lexed where they were read (``Cluster.read``): each one's entry is the
        one at its place in ``places`` of the chunk (a future of ``Lexed``)."""
        self._read += 1
        for f, at in zip(files, places, strict=True):
            key = b"read %d %d" % (self._read, at)
            self._keys[id(f)] = (f, key)
            self._uses[key] += 1
            self._placed[key] = (chunk, at)

    def placed(self, files: Sequence[SourceFile]) -> list[tuple[Any, int]]:
        """Where each file's entry is kept: its chunk's future and its place there."""
        self.finish()
        return [self._placed[self._key(f)] for f in files]

    def taken(self, files: Sequence[SourceFile]) -> None:
        """A block was built from ``files`` (``placed``): each entry no file added so far
        still needs is let go (its chunk, once none of its entries is needed)."""
        for f in files:
            key = self._key(f)
            self._keys.pop(id(f), None)
            self._uses[key] -= 1
            if self._uses[key] <= 0:
                del self._uses[key]
                self._placed.pop(key, None)

    def release(self) -> None:
        """The client lets the kept chunks go: the workers drop each once no task needs it."""
        self._placed.clear()

    def _key(self, f: SourceFile) -> bytes:
        known = self._keys.get(id(f))
        if known is not None and known[0] is f:
            return known[1]
        if not self._texts:  # given with its text (the base code): found by its content
            key = cache_key(f.text, f.language, self._settings.k, self._settings.window)
            if key in self._placed:
                return key
        raise ValueError(f"{f.path}: entries() asked for a file never added")

    def entries(
        self, files: Sequence[SourceFile], progress: Progress | None = None
    ) -> Iterator[Entry]:
        """The entry of each file (added before), in the order given: each chunk's entries
        taken from its worker once, and kept there."""
        self.finish()
        gathered: dict[int, list[Entry]] = {}
        for f in files:
            future, at = self._placed[self._key(f)]
            if id(future) not in gathered:
                gathered[id(future)] = future.result().entries
            yield gathered[id(future)][at]
