"""Where a document's tokens lie in its files: token places -> files, lines and columns."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from mossish.engine.arrays import Weighed
from mossish.model import I32, I64, Bool, Span, TokenizedFile, frozen_array, spans_in


@dataclass(frozen=True, slots=True)
class Locator(Weighed):
    """Maps token indices of a document back to files, lines and columns.

    Holds the files' own offset arrays (no copy): lines and columns are
    worked out only for the spans asked for.
    """

    paths: tuple[str, ...]
    file_starts: I64
    starts: tuple[I32, ...]
    ends: tuple[I32, ...]
    line_starts: tuple[I32, ...]

    @classmethod
    def of(cls, paths: Sequence[str], files: Sequence[TokenizedFile]) -> Locator:
        starts = np.zeros(len(files) + 1, dtype=np.int64)
        np.cumsum([len(f) for f in files], out=starts[1:])
        return cls(
            paths=tuple(paths),
            file_starts=frozen_array(starts),
            starts=tuple(f.starts for f in files),
            ends=tuple(f.ends for f in files),
            line_starts=tuple(f.line_starts for f in files),
        )

    def regions(self, mask: Bool) -> tuple[Span, ...]:
        """The source regions of the runs of marked tokens (a region lies in one file)."""
        if not mask.any():
            return ()
        file_start = np.zeros(mask.shape[0] + 1, dtype=np.bool_)
        file_start[self.file_starts] = True  # includes the end of the last file
        before = np.concatenate(([False], mask[:-1]))
        after = np.concatenate((mask[1:], [False]))
        first = np.flatnonzero(mask & (~before | file_start[:-1]))
        last = np.flatnonzero(mask & (~after | file_start[1:]))
        return tuple(self.spans(first.tolist(), (last - first + 1).tolist()))

    def spans(self, starts: Sequence[int], lengths: Sequence[int]) -> list[Span]:
        """The source region of each run of tokens (document index, length; one file each)."""
        if not len(starts):
            return []
        first = np.asarray(starts, dtype=np.int64)
        last = first + np.asarray(lengths, dtype=np.int64) - 1
        if len(self.paths) == 1:  # most submissions: no file to find for each run
            return spans_in(
                self.paths[0], self.line_starts[0], self.starts[0], self.ends[0], first, last
            )
        files = np.searchsorted(self.file_starts, first, side="right") - 1
        out: list[Span | None] = [None] * first.shape[0]
        for index in np.unique(files).tolist():
            at = np.flatnonzero(files == index)
            offset = int(self.file_starts[index])
            found = spans_in(
                self.paths[index], self.line_starts[index], self.starts[index],
                self.ends[index], first[at] - offset, last[at] - offset,
            )  # fmt: skip
            for position, span in zip(at.tolist(), found, strict=True):
                out[position] = span
        return [span for span in out if span is not None]
