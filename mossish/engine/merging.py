"""Match merging (pure): neighbouring runs across a few inserted or changed tokens.

A disguised copy interrupts the original's statements with inserted ones
and changes a token here and there, so its matches fall apart into pieces,
and the original's statements between two insertions that are shorter than
k are lost.  As JPlag's subsequence match merging does, two runs of a pair
that follow each other on both sides, with gaps of at most ``gap`` tokens
on each side, are one fragment, and the tokens of the two gaps that correspond count as
matched: those on the gaps' best diagonal.  An original's statement too
short to match alone, pushed apart from its neighbours by inserted ones,
lies on one diagonal beside the insertion and counts whole; a changed token
corresponds to nothing and counts 0 (``aligned``).  Comparing every
offset within the gaps is quadratic in the gap, which stays small.
``chained`` counts a gap tolerantly instead (``--merge-run``): the longest
chain of equal stretches of a few tokens or more, on any diagonals.

Runs are given per pair sorted by their start on side a (tiled: disjoint
on each side).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from mossish.engine.arrays import major_minor_order
from mossish.model import I64, U64, Bool


@dataclass(frozen=True, slots=True)
class Bridges:
    """For each run but the last of its pair: whether it joins the next, and the tokens bridged.

    ``joins[r]`` links run ``r`` to run ``r + 1`` (same pair); ``gap_a``,
    ``gap_b`` are the gaps between them; ``credit`` the tokens counted.
    """

    joins: Bool
    gap_a: I64
    gap_b: I64
    credit: I64  # an upper bound (the smaller gap) until ``aligned`` counts it


def bridges(pair: I64, a: I64, b: I64, length: I64, file_a: I64, file_b: I64, gap: int) -> Bridges:
    """Which consecutive runs of a pair merge (gaps ``0..gap`` on both sides, one file each).

    ``file_a``/``file_b``: the file (or segment) each run's side lies in; a
    fragment never crosses one.  ``a``/``b``/``length`` are per run, sorted
    by pair then ``a``.
    """
    count = pair.shape[0]
    joins = np.zeros(count, dtype=np.bool_)
    gap_a = np.zeros(count, dtype=a.dtype)  # the runs' own width (32 bits while places fit)
    gap_b = np.zeros(count, dtype=a.dtype)
    if count >= 2 and gap > 0:
        gap_a[:-1] = a[1:] - (a[:-1] + length[:-1])
        gap_b[:-1] = b[1:] - (b[:-1] + length[:-1])
        # The next run on side a must be the next on side b too: the same
        # joins whichever submission is called a.
        rank_b = np.empty(count, dtype=np.int64)
        rank_b[major_minor_order(pair, b)] = np.arange(count)
        joins[:-1] = (
            (pair[1:] == pair[:-1])
            & (rank_b[1:] == rank_b[:-1] + 1)
            & (gap_a[:-1] >= 0)
            & (gap_b[:-1] >= 0)
            & (gap_a[:-1] <= gap)
            & (gap_b[:-1] <= gap)
            & (file_a[1:] == file_a[:-1])
            & (file_b[1:] == file_b[:-1])
        )
    credit = np.where(joins, np.minimum(gap_a, gap_b), 0).astype(a.dtype)
    return Bridges(joins, np.where(joins, gap_a, 0), np.where(joins, gap_b, 0), credit)


def aligned(tokens: U64, start_a: I64, gap_a: I64, start_b: I64, gap_b: I64) -> I64:
    """Per gap, the equal tokens on its best diagonal: what of the gap corresponds.

    ``tokens`` holds every document end to end (global positions).  A gap
    pushed apart by an inserted statement keeps the original's short piece
    beside it on one diagonal (counted whole); a changed token corresponds to
    nothing (counted 0).  At most ``min(gap_a, gap_b)``.
    """
    count = start_a.shape[0]
    if count == 0:
        return np.zeros(0, dtype=np.int64)
    width = int(max(gap_a.max(), gap_b.max(), 1))
    offsets = np.arange(width, dtype=np.int64)
    last = max(int(tokens.shape[0]) - 1, 0)
    side_a = tokens[np.minimum(start_a[:, None] + offsets, last)]
    side_b = tokens[np.minimum(start_b[:, None] + offsets, last)]
    inside_a = offsets < gap_a[:, None]
    inside_b = offsets < gap_b[:, None]
    best = np.zeros(count, dtype=np.int64)
    for shift in range(-width + 1, width):
        # Token x of the gap on side a against token x + shift on side b.
        lo, hi = max(0, -shift), min(width, width - shift)
        if lo >= hi:
            continue
        equal = (
            (side_a[:, lo:hi] == side_b[:, lo + shift : hi + shift])
            & inside_a[:, lo:hi]
            & inside_b[:, lo + shift : hi + shift]
        )
        best = np.maximum(best, equal.sum(axis=1))
    return best


def merged(
    runs: list[tuple[int, int, int]], joins: Bool, credit: I64
) -> list[tuple[int, int, int, int, int]]:
    """The fragments of one pair's runs: (start a, end a, start b, end b, tokens matched)."""
    out: list[tuple[int, int, int, int, int]] = []
    current: list[int] | None = None
    for at, (x, y, size) in enumerate(runs):
        if current is None:
            current = [x, x + size, y, y + size, size]
        else:
            current[1], current[3] = x + size, y + size
            current[4] += size
        if at < len(runs) - 1 and bool(joins[at]):
            current[4] += int(credit[at])
            continue
        out.append((current[0], current[1], current[2], current[3], current[4]))
        current = None
    return out


# Gaps aligned per batch in ``chained`` (bounds its (gaps x width) work arrays).
_CHAIN_BATCH = 1 << 14


def chained(tokens: U64, start_a: I64, gap_a: I64, start_b: I64, gap_b: I64, min_run: int) -> I64:
    """Per gap, the tokens of the longest chain of equal stretches of ``min_run`` or more.

    A tolerant alignment of the gap (LCSk++, Pavetić, Žužić and Šikić 2014):
    its equal stretches may lie on several diagonals, one after the other on
    both sides, so a copy that changed a statement and inserted another in
    the same gap keeps the original's pieces either side of both; stretches
    shorter than ``min_run`` count nothing, so the chance agreements of two
    unrelated stretches of code (single keywords, brackets) are not
    credited.  At most ``min(gap_a, gap_b)``.  Dynamic programming over
    the gap's rows, every gap of a batch at once (quadratic in the gap).
    """
    count = start_a.shape[0]
    out = np.zeros(count, dtype=np.int64)
    for lo in range(0, count, _CHAIN_BATCH):
        hi = min(lo + _CHAIN_BATCH, count)
        out[lo:hi] = _chained(
            tokens, start_a[lo:hi], gap_a[lo:hi], start_b[lo:hi], gap_b[lo:hi], max(min_run, 1)
        )
    return out


def _chained(tokens: U64, start_a: I64, gap_a: I64, start_b: I64, gap_b: I64, min_run: int) -> I64:
    count = start_a.shape[0]
    rows, width = int(gap_a.max(initial=0)), int(gap_b.max(initial=0))
    if count == 0 or rows == 0 or width == 0:
        return np.zeros(count, dtype=np.int64)
    last = max(int(tokens.shape[0]) - 1, 0)
    columns = np.arange(width, dtype=np.int64)
    side_b = tokens[np.minimum(start_b[:, None] + columns, last)]
    inside_b = columns < gap_b[:, None]
    # best[r][:, j]: the longest chain within the first r tokens of side a and
    # j of side b; the last min_run rows are kept (a stretch reaches back that far).
    zero = np.zeros((count, width + 1), dtype=np.int32)
    history = [zero] * min_run
    run = np.zeros((count, width + 1), dtype=np.int32)  # equal tokens ending at (row, j)
    for row in range(1, rows + 1):
        token_a = tokens[np.minimum(start_a + row - 1, last)]
        equal = (side_b == token_a[:, None]) & inside_b & (row <= gap_a)[:, None]
        run_now = np.zeros_like(run)
        run_now[:, 1:] = np.where(equal, run[:, :-1] + 1, 0)
        previous, back = history[-1], history[-min_run]
        best = previous.copy()
        if row >= min_run:
            start = np.zeros_like(best)
            start[:, min_run:] = back[:, :-min_run] + min_run
            best = np.maximum(best, np.where(run_now >= min_run, start, 0))
            diagonal = np.zeros_like(best)
            diagonal[:, 1:] = previous[:, :-1] + 1
            best = np.maximum(best, np.where(run_now > min_run, diagonal, 0))
        np.maximum.accumulate(best, axis=1, out=best)
        history = [*history[1:], best]
        run = run_now
    return history[-1][:, -1].astype(np.int64)
