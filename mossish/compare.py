"""Compare stage (pure): two documents -> fragments and scores.

Shared fingerprints are only seeds.  Each seed is extended over the
normalised tokens in both directions while they are equal (never across a
file boundary, never into base or common code), so a fragment's ends are
exact, not rounded to fingerprint positions, and identical programs score
exactly 1.0.  Overlapping runs are then tiled greedily, longest first (as in
greedy string tiling): every token is matched at most once on each side, so
code repeated in one submission is not counted twice.
"""

from __future__ import annotations

import heapq
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from mossish.index import Document
from mossish.model import Fragment, PairResult, Span, TokenizedFile, frozen_array

U64 = npt.NDArray[np.uint64]
I32 = npt.NDArray[np.int32]
I64 = npt.NDArray[np.int64]

# A fingerprint repeated within one submission (repetitive code) seeds at most
# this many positions per side: the runs found from the first ones cover the
# rest, and the cap keeps a pathological file from costing a quadratic number
# of seeds.
SEEDS_PER_HASH = 16

Run = tuple[int, int, int]  # (start in a, start in b, length in tokens)


@dataclass(frozen=True, slots=True)
class Locator:
    """Maps token indices of a document back to files, lines and columns."""

    paths: tuple[str, ...]
    file_starts: I64
    lines: I32
    cols: I32
    end_lines: I32
    end_cols: I32

    @classmethod
    def of(cls, paths: Sequence[str], files: Sequence[TokenizedFile]) -> Locator:
        def join(attribute: str) -> I32:
            if not files:
                return frozen_array(np.zeros(0, dtype=np.int32))
            return frozen_array(np.concatenate([getattr(f, attribute) for f in files]))

        starts = np.zeros(len(files) + 1, dtype=np.int64)
        np.cumsum([len(f) for f in files], out=starts[1:])
        return cls(
            paths=tuple(paths),
            file_starts=frozen_array(starts),
            lines=join("lines"),
            cols=join("cols"),
            end_lines=join("end_lines"),
            end_cols=join("end_cols"),
        )

    def span(self, start: int, length: int) -> Span:
        """The source region of tokens ``start .. start+length-1`` (one file)."""
        last = start + length - 1
        index = int(np.searchsorted(self.file_starts, start, side="right")) - 1
        return Span(
            file=self.paths[index],
            start_line=int(self.lines[start]),
            start_col=int(self.cols[start]),
            end_line=int(self.end_lines[last]),
            end_col=int(self.end_cols[last]),
        )


def _equal_run(a: U64, i: int, b: U64, j: int, limit: int, step: int) -> int:
    """How many tokens match going from (i, j) in direction ``step`` (+1 or -1), up to limit."""
    done, chunk = 0, 32
    while done < limit:
        size = min(chunk, limit - done)
        if step > 0:
            equal = a[i + done : i + done + size] == b[j + done : j + done + size]
        else:
            equal = a[i - done - size : i - done][::-1] == b[j - done - size : j - done][::-1]
        if not equal.all():
            return done + int(np.argmin(equal))
        done += size
        chunk *= 2
    return done


def _seeds(a: Document, b: Document) -> tuple[I64, I64, int]:
    """Positions (in a, in b) of every shared fingerprint, and how many hashes are shared."""
    shared = np.intersect1d(a.fp_hashes, b.fp_hashes)
    if shared.size == 0:
        empty = np.zeros(0, dtype=np.int64)
        return empty, empty, 0
    a_lo = np.searchsorted(a.fp_hashes, shared, side="left")
    a_hi = np.searchsorted(a.fp_hashes, shared, side="right")
    b_lo = np.searchsorted(b.fp_hashes, shared, side="left")
    b_hi = np.searchsorted(b.fp_hashes, shared, side="right")
    single = ((a_hi - a_lo) == 1) & ((b_hi - b_lo) == 1)
    seeds_a = [a.fp_positions[a_lo[single]]]
    seeds_b = [b.fp_positions[b_lo[single]]]
    for index in np.flatnonzero(~single).tolist():
        pa = a.fp_positions[a_lo[index] : a_hi[index]][:SEEDS_PER_HASH]
        pb = b.fp_positions[b_lo[index] : b_hi[index]][:SEEDS_PER_HASH]
        seeds_a.append(np.repeat(pa, pb.shape[0]))
        seeds_b.append(np.tile(pb, pa.shape[0]))
    return np.concatenate(seeds_a), np.concatenate(seeds_b), int(shared.shape[0])


def match_runs(a: Document, b: Document, min_length: int) -> tuple[list[Run], int]:
    """Maximal equal token runs around shared fingerprints, and the shared count."""
    seeds_a, seeds_b, shared = _seeds(a, b)
    if shared == 0:
        return [], 0
    diagonal = seeds_b - seeds_a
    order = np.lexsort((seeds_a, diagonal))
    runs: list[Run] = []
    last_diagonal, last_end = None, -1
    for x, y in zip(seeds_a[order].tolist(), seeds_b[order].tolist(), strict=True):
        if y - x == last_diagonal and x < last_end:
            continue  # inside the run just found on this alignment
        if a.ignored[x] or b.ignored[y]:
            continue
        right = _equal_run(
            a.tokens, x, b.tokens, y, min(int(a.seg_hi[x]) - x, int(b.seg_hi[y]) - y), +1
        )
        if right == 0:
            continue
        left = _equal_run(
            a.tokens, x, b.tokens, y, min(x - int(a.seg_lo[x]), y - int(b.seg_lo[y])), -1
        )
        last_diagonal, last_end = y - x, x + right
        if left + right >= min_length:
            runs.append((x - left, y - left, left + right))
    return runs, shared


def tile(runs: list[Run], size_a: int, size_b: int, min_length: int) -> list[Run]:
    """Greedy tiling, longest run first: no token is matched twice on either side.

    A run that overlaps runs already taken gives up the overlap; its free
    pieces of at least ``min_length`` tokens go back in the queue.
    """
    heap = [(-length, x, y) for x, y, length in runs]
    heapq.heapify(heap)
    used_a = np.zeros(size_a, dtype=np.bool_)
    used_b = np.zeros(size_b, dtype=np.bool_)
    taken: list[Run] = []
    while heap:
        negative, x, y = heapq.heappop(heap)
        length = -negative
        free = ~(used_a[x : x + length] | used_b[y : y + length])
        if free.all():
            used_a[x : x + length] = True
            used_b[y : y + length] = True
            taken.append((x, y, length))
            continue
        edges = np.flatnonzero(np.diff(np.concatenate(([0], free.view(np.int8), [0]))))
        for begin, end in zip(edges[0::2].tolist(), edges[1::2].tolist(), strict=True):
            if end - begin >= min_length:
                heapq.heappush(heap, (begin - end, x + begin, y + begin))
    taken.sort()
    return taken


def _orientation_key(document: Document) -> tuple[int, bytes]:
    return document.size, document.tokens.tobytes()


def compare(
    a: Document, b: Document, locate_a: Locator, locate_b: Locator, k: int
) -> PairResult | None:
    """Score one candidate pair; None when no run of at least k tokens is shared.

    The pair is always worked out in the same orientation, chosen from the
    content, and mirrored back: tie-breaks in tiling then cannot make
    ``compare(a, b)`` and ``compare(b, a)`` differ.
    """
    if _orientation_key(b) < _orientation_key(a):
        mirrored = _compare(b, a, locate_b, locate_a, k)
        return None if mirrored is None else _mirror(mirrored)
    return _compare(a, b, locate_a, locate_b, k)


def _mirror(pair: PairResult) -> PairResult:
    return PairResult(
        a=pair.b,
        b=pair.a,
        similarity=pair.similarity,
        share_a=pair.share_b,
        share_b=pair.share_a,
        matched_tokens=pair.matched_tokens,
        longest_fragment=pair.longest_fragment,
        shared_fingerprints=pair.shared_fingerprints,
        fragments=tuple(
            sorted(
                (Fragment(a=f.b, b=f.a, tokens=f.tokens) for f in pair.fragments),
                key=_fragment_order,
            )
        ),
    )


def _fragment_order(fragment: Fragment) -> tuple[str, int, int, str, int, int]:
    return (
        fragment.a.file,
        fragment.a.start_line,
        fragment.a.start_col,
        fragment.b.file,
        fragment.b.start_line,
        fragment.b.start_col,
    )


def _compare(
    a: Document, b: Document, locate_a: Locator, locate_b: Locator, k: int
) -> PairResult | None:
    runs, shared = match_runs(a, b, k)
    taken = tile(runs, a.size, b.size, k)
    if not taken:
        return None
    matched = sum(length for _, _, length in taken)
    effective_a, effective_b = a.effective, b.effective
    fragments = tuple(
        Fragment(a=locate_a.span(x, length), b=locate_b.span(y, length), tokens=length)
        for x, y, length in taken
    )
    return PairResult(
        a=a.name,
        b=b.name,
        similarity=2.0 * matched / (effective_a + effective_b),
        share_a=matched / effective_a,
        share_b=matched / effective_b,
        matched_tokens=matched,
        longest_fragment=max(length for _, _, length in taken),
        shared_fingerprints=shared,
        fragments=tuple(sorted(fragments, key=_fragment_order)),
    )
