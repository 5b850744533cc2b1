"""Report writer (I/O): pages rendered on every core, and unchanged pages kept.

Rendering is CPU-bound Python (Jinja, Pygments, the graph layout), so threads
would take turns on one core: the pages are shared out among forked
processes, which inherit the analysis and the list of pages rather than
receiving them pickled.  Each page is a task returning its path and text; a
task reads nothing but the analysis, so which process renders it changes no
byte of the report.

A page whose bytes equal the previous report's is not written again: the old
file is hard-linked into the staging folder, so it keeps its inode and its
time stamp, and the swap still puts the whole report in place at once.
"""

from __future__ import annotations

import multiprocessing
import os
import stat
import sys
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from mossish.engine.lifeline import watch_parent
from mossish.inert import shown

# Pages rendered together when called: each one's path inside the report and text.
Task = Callable[[], list[tuple[str, str]]]
# Light pages go to a worker this many at a time (one round trip each).
BATCH = 64
# Below this many pages, starting processes costs more than it saves.
PARALLEL_MIN_PAGES = 200


@dataclass(frozen=True, slots=True)
class Tally:
    """Files of a report written anew, and files kept from the previous report."""

    written: int = 0
    kept: int = 0

    def __add__(self, other: Tally) -> Tally:
        return Tally(self.written + other.written, self.kept + other.kept)


@dataclass(frozen=True, slots=True)
class Output:
    """Where pages go (``folder``), and the report they may be kept from (``previous``)."""

    folder: Path
    previous: Path | None = None

    def put(self, path: str, text: str) -> Tally:
        data = shown(text).encode("utf-8")  # a name's undecodable bytes as \xNN
        target = self.folder / path
        if self.previous is not None and _same(self.previous / path, data):
            try:
                os.link(self.previous / path, target)
                return Tally(kept=1)
            except OSError:
                pass  # a file system without hard links: write the bytes
        with open(target, "wb") as stream:
            stream.write(data)
        return Tally(written=1)

    def put_all(self, pages: Sequence[tuple[str, str]]) -> Tally:
        tally = Tally()
        for path, text in pages:
            tally += self.put(path, text)
        return tally


def _same(old: Path, data: bytes) -> bool:
    """Whether ``old`` is a plain file holding exactly ``data``."""
    try:
        info = os.lstat(old)
        if not stat.S_ISREG(info.st_mode) or info.st_size != len(data):
            return False
        with open(old, "rb") as stream:
            return stream.read() == data
    except OSError:
        return False


def workers_for(jobs: int | None) -> int:
    """Processes to render with: ``jobs`` (``-j``) or every core; one where fork is missing.

    Fork shares the analysis with the workers for free; spawn (macOS,
    Windows) would pickle all of it to each, which costs more than it saves.
    """
    if sys.platform != "linux":
        return 1
    return max(1, jobs or os.cpu_count() or 1)


# What the forked workers render: set just before they start, read by them only.
_JOB: tuple[Sequence[Task], Output] | None = None


def _render(indices: list[int]) -> Tally:
    assert _JOB is not None, "a render worker started without its pages"
    tasks, output = _JOB
    tally = Tally()
    for index in indices:
        tally += output.put_all(tasks[index]())
    return tally


def write_pages(
    heavy: Sequence[Task], light: Sequence[Task], output: Output, workers: int = 1
) -> Tally:
    """Render and write every page; ``heavy`` ones (seconds each) are started first.

    Each heavy page is a batch of its own and the light ones follow in
    batches, so the workers stay busy until the end whatever the mix.
    """
    global _JOB
    tasks = [*heavy, *light]
    if workers <= 1 or len(tasks) < PARALLEL_MIN_PAGES:
        return _write_here(tasks, output)
    batches = [[i] for i in range(len(heavy))]
    batches.extend(
        list(range(start, min(start + BATCH, len(tasks))))
        for start in range(len(heavy), len(tasks), BATCH)
    )
    _JOB = (tasks, output)
    try:
        with ProcessPoolExecutor(
            max_workers=min(workers, len(batches)),
            mp_context=multiprocessing.get_context("fork"),
            initializer=watch_parent,
        ) as pool:
            tally = Tally()
            for part in pool.map(_render, batches):
                tally += part
            return tally
    finally:
        _JOB = None


def _write_here(tasks: Sequence[Task], output: Output) -> Tally:
    tally = Tally()
    for task in tasks:
        tally += output.put_all(task())
    return tally
