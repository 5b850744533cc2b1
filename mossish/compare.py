"""Compare stage (pure): candidate pairs of documents -> fragments and scores.

Shared fingerprints are only seeds, and all candidate pairs are worked out
together, vectorised with NumPy (per-pair Python work made comparison, not
lexing, the cost of a large class):

1. seeds: every position pair at which two documents hold the same
   fingerprint, from the postings' hash groups;
2. chains: seeds on one diagonal (same offset between the two sides) less
   than k apart, in one segment, cover one run of equal tokens (their k-grams
   overlap);
3. exact ends: each chain is extended over the normalised tokens in both
   directions while they are equal, never across a file boundary and never
   into base or common code.  An equal run of ``t = k + w - 1`` tokens holds
   a shared fingerprint (the winnowing guarantee), so looking ``t`` tokens
   past the last seed suffices; a run reaching that far is followed on
   exactly.  A fragment's ends are exact, and identical programs score 1.0;
4. tiling: where runs overlap (code repeated in one submission), greedy
   tiling, longest first, so every token is matched at most once per side.
"""

from __future__ import annotations

import bisect
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
Bool = npt.NDArray[np.bool_]

# A fingerprint repeated within one submission (repetitive code) seeds at most
# this many positions per document: the runs found from the first ones cover
# the rest, and the cap keeps a pathological file from costing a quadratic
# number of seeds.
SEEDS_PER_HASH = 16
# Hash groups up to this size make their seed pairs by a vectorised sweep over
# (i, j) slots; larger groups one by one.
_SMALL_GROUP = 8

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


def tile(runs: list[Run], min_length: int) -> list[Run]:
    """Greedy tiling, longest run first: no token is matched twice on either side.

    A run that overlaps runs already taken gives up the overlap; its free
    pieces of at least ``min_length`` tokens go back in the queue.  Taken
    runs are kept as sorted interval lists per side (runs per pair are few,
    so plain Python beats array work here).
    """
    heap = [(-length, x, y) for x, y, length in runs]
    heapq.heapify(heap)
    taken_a: list[tuple[int, int]] = []
    taken_b: list[tuple[int, int]] = []
    taken: list[Run] = []
    while heap:
        negative, x, y = heapq.heappop(heap)
        length = -negative
        blocked = _blocked(taken_a, x, length) + _blocked(taken_b, y, length)
        if not blocked:
            bisect.insort(taken_a, (x, x + length))
            bisect.insort(taken_b, (y, y + length))
            taken.append((x, y, length))
            continue
        blocked.sort()
        cursor = 0
        for begin, end in [*blocked, (length, length)]:
            if begin - cursor >= min_length:
                heapq.heappush(heap, (cursor - begin, x + cursor, y + cursor))
            cursor = max(cursor, end)
    taken.sort()
    return taken


def _blocked(intervals: list[tuple[int, int]], start: int, length: int) -> list[tuple[int, int]]:
    """Offsets within ``[start, start + length)`` covered by sorted disjoint intervals."""
    end = start + length
    found = []
    index = max(bisect.bisect_right(intervals, (start, end)) - 1, 0)
    while index < len(intervals) and intervals[index][0] < end:
        lo, hi = intervals[index]
        if hi > start:
            found.append((max(lo, start) - start, min(hi, end) - start))
        index += 1
    return found


def _orientation_key(document: Document) -> tuple[int, bytes]:
    return document.size, document.tokens.tobytes()


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
        jaccard=pair.jaccard,
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


def _group_pairs(starts: I64, counts: I64) -> tuple[I64, I64]:
    """Every (p, q), p < q, of indices within each group [start, start + count)."""
    firsts: list[I64] = []
    seconds: list[I64] = []
    small = counts <= _SMALL_GROUP
    for size in np.unique(counts[small]).tolist():
        group = starts[counts == size]
        for i in range(size):
            for j in range(i + 1, size):
                firsts.append(group + i)
                seconds.append(group + j)
    for start, size in zip(starts[~small].tolist(), counts[~small].tolist(), strict=True):
        a, b = np.triu_indices(size, 1)
        firsts.append(start + a.astype(np.int64))
        seconds.append(start + b.astype(np.int64))
    if not firsts:
        empty = np.zeros(0, dtype=np.int64)
        return empty, empty
    return np.concatenate(firsts), np.concatenate(seconds)


@dataclass(frozen=True, slots=True)
class _Corpus:
    """The documents of one comparison laid end to end (global token indices)."""

    offsets: I64
    tokens: U64
    seg_lo: I64
    seg_hi: I64
    ignored: Bool

    @classmethod
    def of(cls, documents: Sequence[Document]) -> _Corpus:
        sizes = np.array([d.size for d in documents], dtype=np.int64)
        offsets = np.zeros(len(documents) + 1, dtype=np.int64)
        np.cumsum(sizes, out=offsets[1:])

        def join(values: list[npt.NDArray[np.generic]], dtype: type) -> npt.NDArray[np.generic]:
            return np.concatenate(values).astype(dtype) if values else np.zeros(0, dtype=dtype)

        shift = [offsets[i] for i in range(len(documents))]
        return cls(
            offsets=offsets,
            tokens=join([d.tokens for d in documents], np.uint64),  # type: ignore[arg-type]
            seg_lo=join([d.seg_lo + o for d, o in zip(documents, shift, strict=True)], np.int64),  # type: ignore[arg-type]
            seg_hi=join([d.seg_hi + o for d, o in zip(documents, shift, strict=True)], np.int64),  # type: ignore[arg-type]
            ignored=join([d.ignored for d in documents], np.bool_),  # type: ignore[arg-type]
        )


def _seeds(documents: Sequence[Document], corpus: _Corpus, keys: I64) -> tuple[I64, I64, I64]:
    """(pair key, global position in a, global position in b) of every seed.

    ``keys`` are the candidate pairs as ``i * n + j`` (i < j), sorted.
    """
    n = len(documents)
    hashes = np.concatenate([d.fp_hashes for d in documents])
    owners = np.concatenate(
        [np.full(d.fp_hashes.shape[0], i, dtype=np.int64) for i, d in enumerate(documents)]
    )
    places = np.concatenate([d.fp_positions for d in documents]) + corpus.offsets[owners]
    keep = ~corpus.ignored[places]
    hashes, owners, places = hashes[keep], owners[keep], places[keep]
    order = np.lexsort((places, owners, hashes))
    hashes, owners, places = hashes[order], owners[order], places[order]
    # At most SEEDS_PER_HASH positions per (hash, document).
    change = np.ones(hashes.shape[0], dtype=np.bool_)
    change[1:] = (hashes[1:] != hashes[:-1]) | (owners[1:] != owners[:-1])
    run_start = np.maximum.accumulate(np.where(change, np.arange(change.shape[0]), 0))
    capped = (np.arange(change.shape[0]) - run_start) < SEEDS_PER_HASH
    hashes, owners, places = hashes[capped], owners[capped], places[capped]
    if hashes.size == 0:
        empty = np.zeros(0, dtype=np.int64)
        return empty, empty, empty
    _, starts, counts = np.unique(hashes, return_index=True, return_counts=True)
    several = counts >= 2
    first, second = _group_pairs(starts[several].astype(np.int64), counts[several].astype(np.int64))
    a, b = owners[first], owners[second]
    pair = a * n + b
    wanted = (a != b) & np.isin(pair, keys)
    return pair[wanted], places[first][wanted], places[second][wanted]


def _chains(corpus: _Corpus, pair: I64, xa: I64, xb: I64, k: int) -> tuple[I64, I64, I64, I64]:
    """Group seeds into chains; each chain's pair key, start in a, start in b, core length."""
    diagonal = xb - xa
    order = np.lexsort((xa, diagonal, pair))
    pair, xa, xb, diagonal = pair[order], xa[order], xb[order], diagonal[order]
    lo_a, lo_b = corpus.seg_lo[xa], corpus.seg_lo[xb]
    new = np.ones(pair.shape[0], dtype=np.bool_)
    new[1:] = (
        (pair[1:] != pair[:-1])
        | (diagonal[1:] != diagonal[:-1])
        | (xa[1:] - xa[:-1] > k)
        | (lo_a[1:] != lo_a[:-1])
        | (lo_b[1:] != lo_b[:-1])
    )
    firsts = np.flatnonzero(new)
    lasts = np.append(firsts[1:], pair.shape[0]) - 1
    start_a, start_b = xa[firsts], xb[firsts]
    core = xa[lasts] + k - start_a
    core = np.minimum(
        core, np.minimum(corpus.seg_hi[start_a] - start_a, corpus.seg_hi[start_b] - start_b)
    )
    return pair[firsts], start_a, start_b, core


def _extend(corpus: _Corpus, start_a: I64, start_b: I64, core: I64, reach: int) -> tuple[I64, I64]:
    """Equal tokens before and after each core, up to ``reach`` (exact beyond it)."""
    steps = np.arange(1, reach + 1, dtype=np.int64)
    tokens, size = corpus.tokens, max(int(corpus.tokens.shape[0]) - 1, 0)

    def run(a0: I64, b0: I64, direction: int, bound_a: I64, bound_b: I64) -> I64:
        # Forwards from a0 itself; backwards from the token before a0.
        shift = steps[None, :] - 1 if direction > 0 else -steps[None, :]
        pa, pb = a0[:, None] + shift, b0[:, None] + shift
        if direction > 0:
            valid = (pa < bound_a[:, None]) & (pb < bound_b[:, None])
        else:
            valid = (pa >= bound_a[:, None]) & (pb >= bound_b[:, None])
        equal = valid & (tokens[np.clip(pa, 0, size)] == tokens[np.clip(pb, 0, size)])
        whole = equal.all(axis=1)
        return np.where(whole, reach, np.argmin(equal, axis=1)).astype(np.int64)

    if start_a.size == 0:
        return start_a, start_a
    left = run(start_a, start_b, -1, corpus.seg_lo[start_a], corpus.seg_lo[start_b])
    end_a, end_b = start_a + core, start_b + core
    right = run(end_a, end_b, +1, corpus.seg_hi[start_a], corpus.seg_hi[start_b])
    # The rare run that reaches ``reach`` is followed on exactly.
    for index in np.flatnonzero(left == reach).tolist():
        x, y = int(start_a[index]), int(start_b[index])
        limit = min(x - int(corpus.seg_lo[x]), y - int(corpus.seg_lo[y]))
        left[index] = _equal_run(tokens, x, tokens, y, limit, -1)
    for index in np.flatnonzero(right == reach).tolist():
        x, y = int(end_a[index]), int(end_b[index])
        limit = min(int(corpus.seg_hi[start_a[index]]) - x, int(corpus.seg_hi[start_b[index]]) - y)
        right[index] = _equal_run(tokens, x, tokens, y, limit, +1)
    return left, right


def _merge(
    corpus: _Corpus, pair: I64, start_a: I64, start_b: I64, length: I64
) -> tuple[I64, I64, I64, I64]:
    """Join runs of one pair, diagonal and segment that overlap or touch after extension."""
    diagonal = start_b - start_a
    order = np.lexsort((start_a, diagonal, pair))
    pair, start_a, diagonal, length = pair[order], start_a[order], diagonal[order], length[order]
    end_a = start_a + length
    segment_a, segment_b = corpus.seg_lo[start_a], corpus.seg_lo[start_a + diagonal]
    group = np.ones(pair.shape[0], dtype=np.bool_)
    group[1:] = (
        (pair[1:] != pair[:-1])
        | (diagonal[1:] != diagonal[:-1])
        | (segment_a[1:] != segment_a[:-1])
        | (segment_b[1:] != segment_b[:-1])
    )
    group_id = np.cumsum(group) - 1
    # Running maximum of run ends within each (pair, diagonal) group.
    big = int(end_a.max()) + 1 if end_a.size else 1
    running = np.maximum.accumulate(group_id * big + end_a) - group_id * big
    new = group.copy()
    new[1:] |= start_a[1:] > running[:-1]
    firsts = np.flatnonzero(new)
    lasts = np.append(firsts[1:], pair.shape[0]) - 1
    merged_end = running[lasts]
    starts = start_a[firsts]
    return pair[firsts], starts, starts + diagonal[firsts], merged_end - starts


def _overlapping(pair: I64, start: I64, length: I64) -> Bool:
    """Pairs (by run) whose runs overlap on this side."""
    order = np.lexsort((start, pair))
    p, s, e = pair[order], start[order], start[order] + length[order]
    group = np.ones(p.shape[0], dtype=np.bool_)
    group[1:] = p[1:] != p[:-1]
    group_id = np.cumsum(group) - 1
    big = int(e.max()) + 1 if e.size else 1
    running = np.maximum.accumulate(group_id * big + e) - group_id * big
    clash = np.zeros(p.shape[0], dtype=np.bool_)
    clash[1:] = ~group[1:] & (s[1:] < running[:-1])
    bad = np.unique(p[clash])
    return np.isin(pair, bad)


def compare_all(
    documents: Sequence[Document],
    locators: Sequence[Locator],
    pairs: Sequence[tuple[int, int, int]],
    k: int,
    window: int,
) -> list[PairResult]:
    """Score candidate pairs ``(i, j, shared fingerprints)``, in input order.

    Pairs sharing no run of k tokens are left out; ``a`` of a result is
    ``documents[i]``.
    """
    if not pairs:
        return []
    n = len(documents)
    corpus = _Corpus.of(documents)
    table = np.array(pairs, dtype=np.int64).reshape(-1, 3)
    keys = np.unique(
        np.minimum(table[:, 0], table[:, 1]) * n + np.maximum(table[:, 0], table[:, 1])
    )
    pair, xa, xb = _seeds(documents, corpus, keys)
    pair, start_a, start_b, core = _chains(corpus, pair, xa, xb, k)
    left, right = _extend(corpus, start_a, start_b, core, window + k - 1)
    pair, start_a, start_b, length = _merge(
        corpus, pair, start_a - left, start_b - left, left + core + right
    )
    keep = length >= k
    pair, start_a, start_b, length = pair[keep], start_a[keep], start_b[keep], length[keep]
    tangled = _overlapping(pair, start_a, length) | _overlapping(pair, start_b, length)

    runs: dict[int, list[Run]] = {}
    order = np.lexsort((start_a, pair))
    for key, x, y, size in zip(
        pair[order].tolist(), start_a[order].tolist(), start_b[order].tolist(),
        length[order].tolist(), strict=True,
    ):  # fmt: skip
        runs.setdefault(key, []).append((x, y, size))
    tangled_keys = set(np.unique(pair[tangled]).tolist())

    chosen: list[tuple[int, int, int, list[Run]]] = []
    for i, j, shared in table.tolist():
        low, high = min(i, j), max(i, j)
        found = runs.get(low * n + high)
        if not found:
            continue
        local = [
            (x - int(corpus.offsets[low]), y - int(corpus.offsets[high]), size)
            for x, y, size in found
        ]
        if low * n + high in tangled_keys:
            local = _tile_symmetric(documents[low], documents[high], local, k)
        if local:
            chosen.append((i, j, shared, local))
    places = _Places.of(locators)
    starts_a = [
        x + int(corpus.offsets[min(i, j)]) for i, j, _, runs_ in chosen for x, _, _ in runs_
    ]
    starts_b = [
        y + int(corpus.offsets[max(i, j)]) for i, j, _, runs_ in chosen for _, y, _ in runs_
    ]
    sizes = [size for _, _, _, runs_ in chosen for _, _, size in runs_]
    spans_a = places.spans(starts_a, sizes)
    spans_b = places.spans(starts_b, sizes)
    results = []
    at = 0
    for i, j, shared, local in chosen:
        low, high = min(i, j), max(i, j)
        count = len(local)
        fragments = [
            Fragment(a=span_a, b=span_b, tokens=size)
            for span_a, span_b, (_, _, size) in zip(
                spans_a[at : at + count], spans_b[at : at + count], local, strict=True
            )
        ]
        at += count
        result = _result(documents[low], documents[high], fragments, shared)
        results.append(result if (i, j) == (low, high) else _mirror(result))
    return results


@dataclass(frozen=True, slots=True)
class _Places:
    """All documents' token places end to end, for looking up many spans at once."""

    paths: tuple[str, ...]
    file_of: I64
    lines: I32
    cols: I32
    end_lines: I32
    end_cols: I32

    @classmethod
    def of(cls, locators: Sequence[Locator]) -> _Places:
        paths: list[str] = []
        file_of: list[I64] = []
        for locator in locators:
            counts = np.diff(locator.file_starts)
            file_of.append(np.repeat(np.arange(len(paths), len(paths) + counts.shape[0]), counts))
            paths.extend(locator.paths)

        def join(name: str) -> I32:
            parts = [getattr(locator, name) for locator in locators]
            return np.concatenate(parts) if parts else np.zeros(0, dtype=np.int32)

        return cls(
            paths=tuple(paths),
            file_of=np.concatenate(file_of) if file_of else np.zeros(0, dtype=np.int64),
            lines=join("lines"),
            cols=join("cols"),
            end_lines=join("end_lines"),
            end_cols=join("end_cols"),
        )

    def spans(self, starts: list[int], sizes: list[int]) -> list[Span]:
        """The source region of each run of tokens (global start, length)."""
        if not starts:
            return []
        first = np.array(starts, dtype=np.int64)
        last = first + np.array(sizes, dtype=np.int64) - 1
        return [
            Span(self.paths[f], l0, c0, l1, c1)
            for f, l0, c0, l1, c1 in zip(
                self.file_of[first].tolist(),
                self.lines[first].tolist(),
                self.cols[first].tolist(),
                self.end_lines[last].tolist(),
                self.end_cols[last].tolist(),
                strict=True,
            )
        ]


def _tile_symmetric(a: Document, b: Document, runs: list[Run], k: int) -> list[Run]:
    """Tiling in an orientation chosen from the content, so swapping sides changes nothing."""
    if _orientation_key(b) < _orientation_key(a):
        swapped = tile([(y, x, size) for x, y, size in runs], k)
        return sorted((x, y, size) for y, x, size in swapped)
    return tile(runs, k)


def _result(a: Document, b: Document, fragments: list[Fragment], shared: int) -> PairResult:
    matched = sum(f.tokens for f in fragments)
    return PairResult(
        a=a.name,
        b=b.name,
        similarity=2.0 * matched / (a.effective + b.effective),
        share_a=matched / a.effective,
        share_b=matched / b.effective,
        matched_tokens=matched,
        longest_fragment=max(f.tokens for f in fragments),
        shared_fingerprints=shared,
        fragments=tuple(sorted(fragments, key=_fragment_order)),
        jaccard=shared / union if (union := a.distinct + b.distinct - shared) > 0 else 0.0,
    )


def compare(
    a: Document, b: Document, locate_a: Locator, locate_b: Locator, k: int, window: int
) -> PairResult | None:
    """Score one pair (the same computation as ``compare_all``)."""
    shared = int(np.intersect1d(a.fp_hashes, b.fp_hashes).shape[0])
    found = compare_all([a, b], [locate_a, locate_b], [(0, 1, shared)], k, window)
    return found[0] if found else None
