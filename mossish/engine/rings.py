"""Rings (pure): copies of one source held by more submissions than the pairing limit.

In a large class the index pairs submissions only on fingerprints held by
at most the pairing limit (``index.pairing_limit``), so that idioms everyone
writes do not pair everyone with everyone.  A group of more students than
that limit who all copied one source holds its code only in fingerprints
above it, and would pair up nowhere: the largest cheating ring would be the
one a report never shows.

These groups are found without pairing everyone with everyone: each
submission's fingerprints above the limit get a MinHash signature, and
submissions whose signatures agree on a whole band (locality-sensitive
hashing) are candidates.  A ring's members hold mostly the same frequent
fingerprints (its source's), so they agree on most bands; honest
submissions hold different mixes of everyday idioms and almost never agree
on one.  Candidates whose signatures agree on less than ``MIN_AGREEMENT`` of
their values are dropped, and the rest are scored from every fingerprint
they share, as in a small class.

Signatures are minima, so partial signatures over slices of the postings
(one per hash range, as the Dask engine shuffles them) combine by
``np.minimum`` into the same result (``combine``).
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence

import numpy as np
import numpy.typing as npt

from mossish.engine.arrays import group_pairs, sorted_groups
from mossish.engine.fingerprint import mix64
from mossish.model import I64, U64

BANDS = 8
ROWS = 4  # signature values per band: agreeing on one band is likely from about 0.7 up
SIGNATURE = BANDS * ROWS
# A submission holding fewer fingerprints above the limit than this is in no
# ring: a few shared idioms agree on whole bands by chance.
MIN_FREQUENT = 16
# Share of signature values two candidates must agree on (an estimate of the
# Jaccard similarity of their frequent fingerprints) to be scored.
MIN_AGREEMENT = 0.5
# A band's bucket of more members than this (a class of near-identical
# submissions) pairs each member with the bucket's first only: the pairs
# listed stay linear in its size, and the group stays one cluster (a star is
# one community; a sparser pattern would be cut up by the cluster split).
BUCKET_ALL = 200
# Candidate pairs whose signatures are compared at once: each takes both
# signatures (2 x 8 B x SIGNATURE).  A large class of similar submissions
# has millions of candidates (its buckets near BUCKET_ALL): compared at
# once they took gigabytes.
AGREE_CHUNK = 1 << 17

_EMPTY = np.uint64(np.iinfo(np.uint64).max)
# One seed per signature value, fixed for every process and machine.
_SEEDS = np.array(
    [
        int.from_bytes(hashlib.blake2b(f"ring {p}".encode(), digest_size=8).digest(), "little")
        for p in range(SIGNATURE)
    ],
    dtype=np.uint64,
)


Signatures = tuple[I64, U64, I64]  # submissions, their signatures, postings each


def signatures(hashes: U64, owners: npt.NDArray[np.signedinteger]) -> Signatures:
    """MinHash signatures of the submissions among ``owners``, and how many postings each has.

    ``hashes``/``owners``: postings (one per fingerprint and submission) of
    the fingerprints above the pairing limit, or a slice of them.  Only the
    submissions that have some are listed (ascending), so a slice's result
    stays small.
    """
    if hashes.size == 0:
        return np.zeros(0, np.int64), np.zeros((0, SIGNATURE), np.uint64), np.zeros(0, np.int64)
    order = np.argsort(owners, kind="stable")
    ordered_owners, ordered_hashes = owners[order], hashes[order]
    starts, held = sorted_groups(ordered_owners)
    signature = np.empty((starts.shape[0], SIGNATURE), dtype=np.uint64)
    for p in range(SIGNATURE):
        signature[:, p] = np.minimum.reduceat(mix64(ordered_hashes ^ _SEEDS[p]), starts)
    return ordered_owners[starts].astype(np.int64), signature, held


def combine(parts: Sequence[Signatures], size: int) -> tuple[U64, I64]:
    """Slices' signatures -> every submission's (all ones: none), and its postings."""
    signature = np.full((size, SIGNATURE), _EMPTY, dtype=np.uint64)
    held = np.zeros(size, dtype=np.int64)
    for who, rows, count in parts:
        np.minimum(signature[who], rows, out=rows)
        signature[who] = rows
        held[who] += count
    return signature, held


def ring_pairs(signature: U64, held: I64) -> I64:
    """Candidate pairs (i, j), i < j, sorted: submissions whose signatures agree on a band."""
    eligible = np.flatnonzero(held >= MIN_FREQUENT)
    size = signature.shape[0]
    keys: list[I64] = []
    for band in range(BANDS):
        rows = signature[eligible, band * ROWS : (band + 1) * ROWS]
        if rows.shape[0] < 2:
            break
        _, bucket = np.unique(rows, axis=0, return_inverse=True)
        order = np.argsort(bucket.ravel(), kind="stable")
        starts, counts = sorted_groups(bucket.ravel()[order])
        members = eligible[order]
        small = counts <= BUCKET_ALL
        first, second = group_pairs(starts[small], counts[small])
        pairs = [(members[first], members[second])]
        for start, count in zip(starts[~small].tolist(), counts[~small].tolist(), strict=True):
            group = np.sort(members[start : start + count])
            pairs.append((np.full(count - 1, group[0]), group[1:]))
        for a, b in pairs:
            low, high = np.minimum(a, b), np.maximum(a, b)
            keys.append(low.astype(np.int64) * size + high)
    if not keys:
        return np.zeros((0, 2), dtype=np.int64)
    unique = np.unique(np.concatenate(keys))
    del keys
    agreed = [np.zeros(0, dtype=np.int64)]
    for at in range(0, unique.shape[0], AGREE_CHUNK):
        part = unique[at : at + AGREE_CHUNK]
        same = signature[part // size] == signature[part % size]
        agreed.append(part[np.mean(same, axis=1) >= MIN_AGREEMENT])
    found = np.concatenate(agreed)
    return np.stack([found // size, found % size], axis=1).astype(np.int64)


def shared_counts(fingerprints: Mapping[int, U64] | Sequence[U64], pairs: I64) -> I64:
    """Distinct fingerprints each pair shares (``fingerprints``: each submission's, by
    number; those of the pairs' members at least)."""
    distinct: dict[int, U64] = {}

    def of(number: int) -> U64:
        if number not in distinct:
            distinct[number] = np.unique(fingerprints[number])
        return distinct[number]

    return np.array(
        [np.intersect1d(of(i), of(j), assume_unique=True).shape[0] for i, j in pairs.tolist()],
        dtype=np.int64,
    )
