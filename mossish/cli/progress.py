"""The progress bar of the long stages (lexing, comparing), drawn by rich on stderr.

Only on a terminal and without --quiet: in a CI log or a pipe nothing is
written, so the log holds the result and not a hundred redrawn bars.
"""

from __future__ import annotations

import time
from types import TracebackType
from typing import TextIO

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TaskID, TextColumn

from mossish.inert import underlying

# Redraws at most this often: the stages report far more often than a person reads.
REDRAW_SECONDS = 0.1


class ProgressBar:
    """A stage's progress callback (``bar(stage, done, total)``) drawing one bar per stage.

    Use it as a context manager: leaving it removes the bar.  It draws only
    when told to (no refresh thread), so the lexing workers fork from a
    process that runs one thread.
    """

    def __init__(self, stream: TextIO, enabled: bool) -> None:
        self._bar: Progress | None = None
        if enabled:
            # Its escape sequences are meant, and it shows only stage names and counts.
            console = Console(
                file=underlying(stream), force_terminal=True, markup=False, highlight=False
            )
            self._bar = Progress(
                TextColumn("{task.description:<10}"),
                BarColumn(),
                MofNCompleteColumn(),
                console=console,
                auto_refresh=False,
                transient=True,
                redirect_stdout=False,
                redirect_stderr=False,
            )
        self._tasks: dict[str, TaskID] = {}
        self._drawn = 0.0

    def __enter__(self) -> ProgressBar:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.close()

    def __call__(self, stage: str, done: int, total: int) -> None:
        if self._bar is None:
            return
        if not self._tasks:
            self._bar.start()
        task = self._tasks.get(stage)
        if task is None:
            task = self._tasks[stage] = self._bar.add_task(stage, total=total)
        self._bar.update(task, completed=done, total=total)
        now = time.monotonic()
        if done >= total or now - self._drawn >= REDRAW_SECONDS:
            self._drawn = now
            self._bar.refresh()

    def close(self) -> None:
        if self._bar is not None and self._tasks:
            self._bar.stop()
            self._tasks.clear()
