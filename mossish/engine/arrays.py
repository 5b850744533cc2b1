"""NumPy building blocks the engine's stages share: membership, ranges, groups of equal values.

Vectorised so that the index, the runs and the prior-work look-up handle a
class's postings without a Python loop per fingerprint.
"""

from __future__ import annotations

import dataclasses

import numpy as np
import numpy.typing as npt

from mossish.model import I64, Bool


def owner_dtype(count: int) -> type[np.signedinteger]:
    """Integer type for document numbers among ``count`` documents.

    32 bits (always, in practice): half the size of the postings and seeds,
    which hold one per fingerprint of the class.
    """
    return np.int32 if count < 2**31 else np.int64


def member(values: npt.NDArray[np.integer], sorted_keys: npt.NDArray[np.integer]) -> Bool:
    """``np.isin(values, sorted_keys)`` for sorted unique keys, by binary search."""
    if sorted_keys.size == 0:
        return np.zeros(values.shape[0], dtype=np.bool_)
    at = np.minimum(np.searchsorted(sorted_keys, values), sorted_keys.shape[0] - 1)
    found: Bool = sorted_keys[at] == values
    return found


def ranges(starts: I64, counts: I64) -> I64:
    """Concatenation of ``range(s, s + c)`` for each start and count, vectorised."""
    if counts.size == 0:
        return np.zeros(0, dtype=np.int64)
    total = int(counts.sum())
    offsets = np.repeat(starts - np.concatenate(([0], np.cumsum(counts)[:-1])), counts)
    return (np.arange(total, dtype=np.int64) + offsets).astype(np.int64)


def sorted_groups(ordered: npt.NDArray[np.generic]) -> tuple[I64, I64]:
    """Start and size of each run of equal values in a sorted array."""
    starts_group = np.ones(ordered.shape[0], dtype=np.bool_)
    starts_group[1:] = ordered[1:] != ordered[:-1]
    starts = np.flatnonzero(starts_group)
    return starts, np.diff(np.append(starts, ordered.shape[0]))


def group_pairs(starts: I64, counts: I64) -> tuple[I64, I64]:
    """Every (p, q), p < q, of indices within each group [start, start + count).

    Groups of one size are swept together: one (p, q) pattern per size,
    broadcast over every group of that size.
    """
    firsts: list[I64] = []
    seconds: list[I64] = []
    for size in np.unique(counts[counts >= 2]).tolist():
        group = starts[counts == size][:, None]
        a, b = np.triu_indices(size, 1)
        firsts.append((group + a).ravel())
        seconds.append((group + b).ravel())
    if not firsts:
        empty = np.zeros(0, dtype=np.int64)
        return empty, empty
    return np.concatenate(firsts), np.concatenate(seconds)


def cross_pairs(starts: I64, left: I64, right: I64) -> tuple[I64, I64]:
    """Every (p, q) with p among the first ``left`` indices of a group from ``starts`` and q
    among its next ``right``: ``group_pairs``'s pairs that cross from one part to the other."""
    sizes = left * right
    total = int(sizes.sum())
    if total == 0:
        empty = np.zeros(0, dtype=np.int64)
        return empty, empty
    group = np.repeat(np.arange(sizes.shape[0], dtype=np.int64), sizes)
    at = np.arange(total, dtype=np.int64) - np.repeat(np.cumsum(sizes) - sizes, sizes)
    wide = right[group]
    first = starts[group] + at // wide
    return first, starts[group] + left[group] + at % wide


def major_minor_order(major: npt.NDArray[np.integer], minor: npt.NDArray[np.integer]) -> I64:
    """``np.lexsort((minor, major))``: by ``major``, then ``minor``, ties in place.

    One stable sort of one 64-bit key where it fits: runs arrive nearly in
    this order (by pair, then mostly by place), which a stable sort exploits
    and lexsort does not.
    """
    if major.size == 0:
        return np.zeros(0, dtype=np.int64)
    low, high = int(minor.min()), int(minor.max())
    span = high - low + 1
    if int(major.min()) < 0 or (int(major.max()) + 1) * span >= 2**63:
        return np.lexsort((minor, major))
    key = major.astype(np.int64) * span
    key += minor
    if low:
        key -= low
    return np.argsort(key, kind="stable")


def nbytes(value: object) -> int:
    """The bytes of the arrays in ``value`` (a dataclass, tuple or list of them, nested)."""
    if isinstance(value, np.ndarray):
        return int(value.nbytes)
    if isinstance(value, (list, tuple)):
        return sum(nbytes(v) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return sum(nbytes(getattr(value, f.name)) for f in dataclasses.fields(value))
    return 0


class Weighed:
    """A holder of arrays weighed with them: a Dask worker weighs what it holds by
    sys.getsizeof, and spills to disk by that weight above a memory limit
    (check --dask)."""

    __slots__ = ()

    def __sizeof__(self) -> int:
        return object.__sizeof__(self) + nbytes(self)
