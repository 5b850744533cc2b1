"""Compare stage, part 1 (pure): equal token runs of many pairs at once.

For all candidate pairs together, vectorised with NumPy:

1. seeds: every position pair at which two documents hold the same
   fingerprint, either from the postings' hash groups, where groups held
   by more documents than the pairing limit seed nothing (see index.py),
   or, for a few pairs, from every fingerprint the two share (a join of
   their fingerprint lists);
2. chains: seeds on one diagonal (same offset between the two sides) less
   than k apart, in one segment, cover one run of equal tokens (their
   k-grams overlap);
3. exact ends: each chain is extended over the normalised tokens in both
   directions while they are equal, never across a file boundary and never
   into base or common code.  An equal run of ``t = k + w - 1`` tokens holds
   a shared fingerprint (the winnowing guarantee), so most extensions end
   within ``t`` tokens: those are stepped token by token over all chains at
   once, and the few that go on are followed in blocks of doubling width;
4. runs that overlap or touch on one diagonal and segment are joined.

Greedy tiling (``tile``) resolves runs that overlap on one side.
"""

from __future__ import annotations

import bisect
import heapq
from collections.abc import Iterator

import numpy as np

from mossish.engine.arrays import (
    cross_pairs,
    group_pairs,
    member,
    ranges,
    sorted_groups,
)
from mossish.engine.corpus import Corpus, Laid
from mossish.model import I64, U64, Bool

Run = tuple[int, int, int]  # (start in a, start in b, length in tokens)
# Seeds turned into runs per batch (bounds the work arrays of chains and ends).
_SEED_BATCH = 1 << 18
# Fingerprints of one side joined per batch of pairs (bounds the join's arrays).
_JOIN_BATCH = 1 << 21
# Sort keys combined into one int64 stay under 2**_KEY_BITS.
_KEY_BITS = 62


def tile(runs: list[Run], min_length: int) -> list[Run]:
    """Greedy tiling, longest run first: no token is matched twice on either side.

    A run that overlaps runs already taken gives up the overlap; its free
    pieces of at least ``min_length`` tokens go back in the queue.  Taken
    runs are kept as sorted interval lists per side (runs per pair are few,
    so plain Python beats array work here).  Every scored pair whose runs
    overlap comes through here, so the loop is written out flat: one bisect
    per side finds both whether the run lies inside a taken one and where
    the taken runs it overlaps begin (``tests/engine/test_tile.py`` holds it
    to a token-by-token greedy tiling).
    """
    heap = [(-length, x, y) for x, y, length in runs]
    heapq.heapify(heap)
    taken_a: list[tuple[int, int]] = []
    taken_b: list[tuple[int, int]] = []
    taken: list[Run] = []
    pop, push, find, insort = heapq.heappop, heapq.heappush, bisect.bisect_right, bisect.insort
    while heap:
        negative, x, y = pop(heap)
        length = -negative
        end_x, end_y = x + length, y + length
        # The last taken interval starting at or before the run's start, per side:
        # a run inside it loses whole (code repeated on one side matches each
        # repeat on the other); none before it can overlap the run.
        at_a = find(taken_a, (x, _AFTER)) - 1
        if at_a >= 0 and taken_a[at_a][1] >= end_x:
            continue
        at_b = find(taken_b, (y, _AFTER)) - 1
        if at_b >= 0 and taken_b[at_b][1] >= end_y:
            continue
        # The offsets within the run that taken runs cover, on each side (written
        # out twice rather than called: this is the loop's hot path).
        blocked = []
        index, count = max(at_a, 0), len(taken_a)
        while index < count:
            lo, hi = taken_a[index]
            if lo >= end_x:
                break
            if hi > x:
                blocked.append(((lo if lo > x else x) - x, (hi if hi < end_x else end_x) - x))
            index += 1
        index, count = max(at_b, 0), len(taken_b)
        while index < count:
            lo, hi = taken_b[index]
            if lo >= end_y:
                break
            if hi > y:
                blocked.append(((lo if lo > y else y) - y, (hi if hi < end_y else end_y) - y))
            index += 1
        if not blocked:
            insort(taken_a, (x, end_x))
            insort(taken_b, (y, end_y))
            taken.append((x, y, length))
            continue
        blocked.sort()
        cursor = 0
        for begin, end in blocked:
            if begin - cursor >= min_length:
                push(heap, (cursor - begin, x + cursor, y + cursor))
            if end > cursor:
                cursor = end
        if length - cursor >= min_length:
            push(heap, (cursor - length, x + cursor, y + cursor))
    taken.sort()
    return taken


# Sorts after every (start, end) interval of the same start.
_AFTER = 1 << 62


def running_max(first: Bool, values: I64) -> I64:
    """Running maximum of non-negative ``values`` within groups of consecutive rows.

    ``first`` marks the row that starts each group.  One accumulate over the
    whole array: each group's values are lifted above the previous groups'.
    """
    group_id = np.cumsum(first) - 1
    big = int(values.max()) + 1 if values.size else 1
    lifted: I64 = np.maximum.accumulate(group_id * big + values) - group_id * big
    return lifted


def _seeds(
    laid: Laid, keys: I64, max_group: int, excluded: U64 | None = None
) -> tuple[I64, I64, I64]:
    """(pair key, global position in a, global position in b) of every seed.

    ``keys`` are the candidate pairs as ``i * n + j`` (i < j), sorted.
    Fingerprints held by more than ``max_group`` documents seed nothing, nor
    those ``excluded`` (held more widely in a class these documents are part of).
    """
    n = laid.count
    hashes, owners, places = laid.hashes, laid.owners, laid.places
    if hashes.size == 0:
        empty = np.zeros(0, dtype=np.int64)
        return empty, empty, empty
    starts, counts = sorted_groups(hashes)
    holders = np.add.reduceat(laid.first.astype(np.int64), starts)
    several = (counts >= 2) & (holders <= max_group)
    if excluded is not None and excluded.size:
        several &= ~member(hashes[starts], excluded)
    if laid.split:
        # Each group holds its holders from the first part, then from the second.
        left = np.add.reduceat((owners < laid.split).astype(np.int64), starts)
        starts, left = starts[several], left[several]
        first, second = cross_pairs(starts, left, counts[several] - left)
    else:
        first, second = group_pairs(starts[several], counts[several])
    a, b = owners[first].astype(np.int64), owners[second].astype(np.int64)
    pair = a * n + b
    wanted = (a != b) & member(pair, keys)
    del a, b
    xa = places[first[wanted]].astype(np.int64)
    xb = places[second[wanted]].astype(np.int64)
    return pair[wanted], xa, xb


def _pair_seeds(laid: Laid, keys: I64) -> Iterator[tuple[I64, I64, I64]]:
    """The seeds of the pairs ``keys`` from every fingerprint the two documents share.

    However many documents hold a fingerprint: each pair's two fingerprint
    lists are joined on the hash, so the work grows with the pairs' own
    fingerprints, not with how widely they are held.  Yields the seeds of
    whole pairs at a time, in pair order (the seeds ``_seeds`` gives without
    a pairing limit), so only one batch of them is held at once.
    """
    if keys.size == 0:
        return
    n = laid.count
    low, high = keys // n, keys % n
    involved = np.unique(np.concatenate((low, high)))
    # The involved documents' seeding fingerprints (at most SEEDS_PER_HASH
    # positions per hash and document), each document's sorted by (hash, place).
    chosen = np.flatnonzero(member(laid.owners.astype(np.int64), involved))
    chosen = chosen[np.argsort(laid.owners[chosen], kind="stable")]
    if chosen.size == 0:
        return
    hashes, places = laid.hashes[chosen], laid.places[chosen].astype(np.int64)
    owners = np.searchsorted(involved, laid.owners[chosen].astype(np.int64))
    del chosen
    # Dense ids in hash order, so (pair, id) keys are sorted within each list.
    vocabulary = np.unique(hashes)
    ids = np.searchsorted(vocabulary, hashes).astype(np.int64)
    width = int(vocabulary.shape[0])
    del hashes, vocabulary
    counts = np.bincount(owners, minlength=involved.shape[0])
    firsts = np.concatenate(([0], np.cumsum(counts)[:-1]))
    del owners
    side_a, side_b = np.searchsorted(involved, low), np.searchsorted(involved, high)
    work = np.cumsum(counts[side_a])
    begin = 0
    while begin < keys.shape[0]:
        # A batch of whole pairs holding about _JOIN_BATCH fingerprints on side a.
        done = int(work[begin - 1]) if begin else 0
        end = max(int(np.searchsorted(work, done + _JOIN_BATCH, side="right")), begin + 1)
        # Keys (pair within the batch, fingerprint id): sorted on both sides.
        batch = np.arange(end - begin, dtype=np.int64)
        rows_a = ranges(firsts[side_a[begin:end]], counts[side_a[begin:end]])
        rows_b = ranges(firsts[side_b[begin:end]], counts[side_b[begin:end]])
        key_a = np.repeat(batch, counts[side_a[begin:end]]) * width + ids[rows_a]
        key_b = np.repeat(batch, counts[side_b[begin:end]]) * width + ids[rows_b]
        lo = np.searchsorted(key_b, key_a, side="left")
        found = np.searchsorted(key_b, key_a, side="right") - lo
        hit = found > 0
        lo, found = lo[hit], found[hit]
        yield (
            keys[begin + np.repeat(key_a[hit] // width, found)],
            places[np.repeat(rows_a[hit], found)],
            places[rows_b[ranges(lo, found)]],
        )
        begin = end


def _by_diagonal(corpus: Corpus, pair: I64, xa: I64, xb: I64) -> I64:
    """The order ``np.lexsort((xa, xb - xa, pair))`` gives, for ``pair`` sorted.

    One stable sort of one key: the pair's rank, then the diagonal and the
    start within the pair's documents (the same order as the global ones,
    but small numbers).  Seeds and runs arrive nearly in this order, which a
    stable sort exploits and lexsort does not.  Falls back to lexsort if the
    key would not fit (documents of millions of tokens).
    """
    if pair.size == 0:
        return np.zeros(0, dtype=np.int64)
    n = corpus.offsets.shape[0] - 1
    rank = np.zeros(pair.shape[0], dtype=np.int64)
    np.cumsum(pair[1:] != pair[:-1], out=rank[1:])
    local_a = xa - corpus.offsets[pair // n]
    diagonal = xb - corpus.offsets[pair % n] - local_a
    low = int(diagonal.min())
    width_a, width_d = int(local_a.max()) + 1, int(diagonal.max()) - low + 1
    if (int(rank[-1]) + 1) * width_d * width_a >= 2**_KEY_BITS:
        return np.lexsort((xa, xb - xa, pair))
    return np.argsort((rank * width_d + (diagonal - low)) * width_a + local_a, kind="stable")


def _chains(corpus: Corpus, pair: I64, xa: I64, xb: I64, k: int) -> tuple[I64, I64, I64, I64]:
    """Group seeds into chains; each chain's pair key, start in a, start in b, core length."""
    order = _by_diagonal(corpus, pair, xa, xb)
    pair, xa, xb = pair[order], xa[order], xb[order]
    diagonal = xb - xa
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


def _extend(corpus: Corpus, start_a: I64, start_b: I64, core: I64, reach: int) -> tuple[I64, I64]:
    """Equal tokens before and after each core (exact: however far they go).

    ``reach`` (the guarantee threshold t) is how far most extensions can go
    before meeting another chain's fingerprints.
    """
    tokens, last = corpus.tokens, max(int(corpus.tokens.shape[0]) - 1, 0)

    def run(a0: I64, b0: I64, direction: int, bound_a: I64, bound_b: I64) -> I64:
        # Forwards from a0 itself; backwards from the token before a0.  Token
        # by token over the chains still equal (most stop within a few tokens,
        # so the work shrinks as it goes); past ``reach``, the few left are
        # compared in blocks of doubling width.
        if direction > 0:
            room = np.minimum(bound_a - a0, bound_b - b0)
            pa, pb = a0, b0
        else:
            room = np.minimum(a0 - bound_a, b0 - bound_b)
            pa, pb = a0 - 1, b0 - 1
        out = np.zeros(a0.shape[0], dtype=np.int64)
        active = np.flatnonzero(room > 0)
        done, width = 0, 1
        while active.size:
            offsets = (done + np.arange(width, dtype=np.int64)) * direction
            at_a = np.clip(pa[active, None] + offsets, 0, last)
            at_b = np.clip(pb[active, None] + offsets, 0, last)
            inside = np.arange(done, done + width) < room[active, None]
            equal = inside & (tokens[at_a] == tokens[at_b])
            whole = equal.all(axis=1)
            out[active] += np.where(whole, width, np.argmin(equal, axis=1))
            done += width
            active = active[whole & (room[active] > done)]
            if done >= reach:
                width = min(max(width * 2, 32), 1 << 16)
        return out

    if start_a.size == 0:
        return start_a, start_a
    left = run(start_a, start_b, -1, corpus.seg_lo[start_a], corpus.seg_lo[start_b])
    right = run(start_a + core, start_b + core, +1, corpus.seg_hi[start_a], corpus.seg_hi[start_b])
    return left, right


def _merge(
    corpus: Corpus, pair: I64, start_a: I64, start_b: I64, length: I64
) -> tuple[I64, I64, I64, I64]:
    """Join runs of one pair, diagonal and segment that overlap or touch after extension."""
    order = _by_diagonal(corpus, pair, start_a, start_b)
    pair, start_a, length = pair[order], start_a[order], length[order]
    diagonal = start_b[order] - start_a
    end_a = start_a + length
    segment_a, segment_b = corpus.seg_lo[start_a], corpus.seg_lo[start_a + diagonal]
    group = np.ones(pair.shape[0], dtype=np.bool_)
    group[1:] = (
        (pair[1:] != pair[:-1])
        | (diagonal[1:] != diagonal[:-1])
        | (segment_a[1:] != segment_a[:-1])
        | (segment_b[1:] != segment_b[:-1])
    )
    running = running_max(group, end_a)  # run ends so far in each (pair, diagonal) group
    new = group.copy()
    new[1:] |= start_a[1:] > running[:-1]
    firsts = np.flatnonzero(new)
    lasts = np.append(firsts[1:], pair.shape[0]) - 1
    merged_end = running[lasts]
    starts = start_a[firsts]
    return pair[firsts], starts, starts + diagonal[firsts], merged_end - starts


def find_runs(
    laid: Laid,
    keys: I64,
    k: int,
    window: int,
    max_group: int | None,
    excluded: U64 | None = None,
) -> tuple[Corpus, I64, I64, I64, I64]:
    """Maximal equal runs of the candidate pairs ``keys`` (``i * n + j``, i < j, sorted),
    among the documents ``laid`` (``lay``).

    ``max_group``: fingerprints held by more documents seed nothing; None:
    every fingerprint a pair shares seeds (``_pair_seeds``, for a few pairs).
    ``excluded``: fingerprints that seed nothing either (see ``_seeds``).

    Returns the corpus and, per run: its pair key, global start in the
    document ``i``, global start in the document ``j``, and its length,
    sorted by pair key.  The seeds are taken in batches of whole pairs, so
    the work arrays stay bounded however many pairs there are.
    """
    corpus = laid.corpus
    if max_group is None:
        batches = _pair_seeds(laid, keys)
    else:
        pair, xa, xb = _seeds(laid, keys, max_group, excluded)
        order = np.argsort(pair, kind="stable")
        batches = iter([(pair[order], xa[order], xb[order])])
        del pair, xa, xb, order
    found: list[tuple[I64, I64, I64, I64]] = []
    for pair, xa, xb in batches:
        at = 0
        while at < pair.shape[0]:
            # End the batch at a pair boundary.
            end = min(at + _SEED_BATCH, pair.shape[0])
            if end < pair.shape[0]:
                end = int(np.searchsorted(pair, pair[end - 1], side="right"))
            found.append(_runs_of_seeds(corpus, pair[at:end], xa[at:end], xb[at:end], k, window))
            at = end
    if not found:
        empty = np.zeros(0, dtype=np.int64)
        return corpus, empty, empty, empty, empty
    if len(found) == 1:
        return (corpus, *found[0])
    pair, start_a, start_b, length = (np.concatenate(parts) for parts in zip(*found, strict=True))
    return corpus, pair, start_a, start_b, length


def _runs_of_seeds(
    corpus: Corpus, pair: I64, xa: I64, xb: I64, k: int, window: int
) -> tuple[I64, I64, I64, I64]:
    """The runs grown from the seeds of some pairs (all of each pair's seeds)."""
    pair, start_a, start_b, core = _chains(corpus, pair, xa, xb, k)
    del xa, xb  # each step's arrays are let go as soon as the next has them
    left, right = _extend(corpus, start_a, start_b, core, window + k - 1)
    start_a -= left
    start_b -= left
    left += core
    left += right
    del core, right
    pair, start_a, start_b, length = _merge(corpus, pair, start_a, start_b, left)
    keep = length >= k
    return pair[keep], start_a[keep], start_b[keep], length[keep]
