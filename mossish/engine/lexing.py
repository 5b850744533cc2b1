"""Lexing (the costly stage, in parallel): files -> (tokens, fingerprints) entries.

``Lexing`` takes files as discovery reads them and starts its worker
processes as soon as there is enough to lex, so reading the class and
lexing it overlap, and the workers are forked (``worker_context``) while
this process holds little (its modules and the first files read), not the
whole class.  Files go to the workers in chunks; their entries come back in
whatever order the caller asks for them.  Files with the same language and
content (a handed-out file left as it was, a verbatim copy) are lexed once;
unchanged files come from the fingerprint cache.  Each file's job
(normalise, then fingerprint) is ``lexjob.run``.
"""

from __future__ import annotations

import itertools
import multiprocessing
import os
import sys
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from types import TracebackType
from typing import Protocol

from mossish.engine import lexjob
from mossish.engine.cache import FingerprintCache, cache_key
from mossish.engine.fingerprint import Entry
from mossish.model import Inputs, SourceFile, Submission
from mossish.settings import Settings

Progress = Callable[[str, int, int], None]
# Below this many characters of source in all, starting worker processes
# costs more than it saves.
PARALLEL_MIN_CHARS = 400_000
CHUNK = 16
# Files looked up in the cache at once (one query each time, not one per file).
LOOKUP = 256


def worker_context() -> multiprocessing.context.BaseContext:
    """The start method of the lexing workers, chosen here rather than left to Python.

    On Linux the workers are forked: this process starts no threads, a fork
    costs no imports and shares its pages, and a library caller's script
    needs no ``if __name__ == "__main__"`` guard (a fork server or spawn
    would import it again in every worker).  Python 3.14 makes forkserver
    Linux's default; docs/benchmarks.md measures both.  Elsewhere fork is
    unsafe (macOS) or missing (Windows): workers are spawned.
    """
    return multiprocessing.get_context("fork" if sys.platform == "linux" else "spawn")


class EntrySource(Protocol):
    """Where a class's files were sent to be lexed: ``Lexing`` here, or a Dask cluster."""

    def entries(
        self, files: Sequence[SourceFile], progress: Progress | None = None
    ) -> Iterator[Entry]: ...


def quiet(stage: str, done: int, total: int) -> None:
    """The progress callback that reports nothing."""


class Lexing:
    """Files in (``add``, as they are read), entries out (``entries``, in any order).

    Use it as a context manager: leaving it stops the workers, dropping the
    files not started (an error, Ctrl-C).
    """

    def __init__(self, settings: Settings, cache: FingerprintCache | None = None) -> None:
        self._settings = settings
        self._cache = cache
        self._workers = settings.jobs or os.cpu_count() or 1
        self._pool: ProcessPoolExecutor | None = None
        self._keys: dict[int, tuple[SourceFile, bytes]] = {}
        self._uses: Counter[bytes] = Counter()
        # Where each key's entry is: not looked up in the cache yet, done
        # (cached, or lexed and not yet taken), in a chunk sent to the
        # workers, or waiting to be sent.
        self._done: dict[bytes, Entry] = {}
        self._sent: dict[bytes, tuple[Future[list[Entry]], int]] = {}
        self._waiting: dict[bytes, lexjob.Job] = {}
        self._unseen: dict[bytes, lexjob.Job] = {}
        self._waiting_chars = 0  # all jobs so far: whether workers are worth starting
        self._finished = False
        self._jobs = 0
        self._lexed = 0
        self._fresh: list[tuple[bytes, Entry]] = []

    def __enter__(self) -> Lexing:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.close()

    def add(self, files: Sequence[SourceFile]) -> None:
        """Queue files for lexing; they go to the workers once there is enough work."""
        settings = self._settings
        for f in files:
            key = cache_key(f.text, f.language, settings.k, settings.window)
            self._keys[id(f)] = (f, key)
            self._uses[key] += 1
            if not self._known(key):
                self._unseen[key] = (f.text, f.language, settings.k, settings.window)
        if self._cache is None or len(self._unseen) >= LOOKUP:
            self._look_up()

    def _known(self, key: bytes) -> bool:
        return key in self._unseen or key in self._done or key in self._sent or key in self._waiting

    def _look_up(self) -> None:
        """Take what the cache holds of the files not seen yet; the rest waits to be lexed."""
        found = {}
        if self._cache is not None and self._unseen:
            found = self._cache.get(list(self._unseen))
        self._done.update(found)
        for key, job in self._unseen.items():
            if key not in found:
                self._waiting[key] = job
                self._waiting_chars += len(job[0])
                self._jobs += 1
        self._unseen.clear()
        self._send()

    def finish(self) -> None:
        """Every file is added: send what waits (or keep it to lex here, if little)."""
        self._finished = True
        self._look_up()

    def entries(
        self, files: Sequence[SourceFile], progress: Progress | None = None
    ) -> Iterator[Entry]:
        """The entry of each file (added before), in the order given, as each is done."""
        if not self._finished:
            self.finish()
        report = progress or quiet
        for f in files:
            key = self._key(f)
            entry = self._take(key, report)
            self._uses[key] -= 1
            if self._uses[key] > 0:
                self._done[key] = entry
            else:
                self._done.pop(key, None)  # its last file: let it go with the caller
            yield entry
        if not self._sent and not self._waiting:
            report("lexing", self._jobs, self._jobs)
            self.close()

    def close(self) -> None:
        """Stop the workers (files not started are dropped) and store what the cache lacks."""
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None
        if self._cache is not None and self._fresh:
            self._cache.put(self._fresh)
            self._fresh = []

    def _key(self, f: SourceFile) -> bytes:
        known = self._keys.get(id(f))
        if known is not None and known[0] is f:
            return known[1]
        raise ValueError(f"{f.path}: entries() asked for a file never added")

    def _send(self) -> None:
        if self._pool is None:
            if self._workers <= 1 or len(self._waiting) <= CHUNK:
                return
            if self._waiting_chars < PARALLEL_MIN_CHARS:
                return
            self._pool = ProcessPoolExecutor(
                max_workers=self._workers, mp_context=worker_context(), initializer=lexjob.start
            )
        while len(self._waiting) >= CHUNK or (self._finished and self._waiting):
            chunk = list(itertools.islice(self._waiting, CHUNK))
            jobs = [self._waiting.pop(key) for key in chunk]
            future = self._pool.submit(lexjob.run_all, jobs)
            for at, key in enumerate(chunk):
                self._sent[key] = (future, at)

    def _take(self, key: bytes, report: Progress) -> Entry:
        entry = self._done.get(key)
        if entry is not None:
            return entry
        if key in self._sent:
            future, at = self._sent.pop(key)
            entry = future.result()[at]
        else:
            entry = lexjob.run(self._waiting.pop(key))
        self._lexed += 1
        if self._cache is not None:
            self._fresh.append((key, entry))
        if self._lexed % CHUNK == 0:
            report("lexing", self._lexed, self._jobs)
        return entry


def lexed_files(
    files: Sequence[SourceFile],
    settings: Settings,
    progress: Progress | None = None,
    cache: FingerprintCache | None = None,
) -> Iterator[Entry]:
    """Normalise and fingerprint files: their entries in order, as they are done."""
    with Lexing(settings, cache) as lexing:
        lexing.add(files)
        yield from lexing.entries(files, progress)


def process_files(
    files: Sequence[SourceFile],
    settings: Settings,
    progress: Progress | None = None,
    cache: FingerprintCache | None = None,
) -> list[Entry]:
    """Normalise and fingerprint files, in order (``lexed_files``, all at once)."""
    return list(lexed_files(files, settings, progress, cache))


def read_and_lex(
    read: Callable[[Callable[[Sequence[SourceFile]], None]], Inputs],
    settings: Settings,
    progress: Progress | None = None,
    cache: FingerprintCache | None = None,
) -> tuple[Inputs, list[list[Entry]]]:
    """The submissions ``read`` finds, and their files' entries per submission.

    ``read`` is given where to send the files as it reads them (discovery's
    ``on_read``): the lexing starts meanwhile.
    """
    with Lexing(settings, cache) as lexing:
        inputs = read(lexing.add)
        files = [f for s in inputs.submissions for f in s.files]
        entries = list(lexing.entries(files, progress))
    return inputs, split_entries(entries, inputs.submissions)


def split_entries(entries: list[Entry], submissions: Sequence[Submission]) -> list[list[Entry]]:
    """Entries of all submissions' files, in order, cut per submission."""
    out, at = [], 0
    for submission in submissions:
        out.append(entries[at : at + len(submission.files)])
        at += len(submission.files)
    return out
