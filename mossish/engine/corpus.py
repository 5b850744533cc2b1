"""The documents of one comparison laid end to end (pure): tokens, segments, seeds' places.

``lay`` lays a block of documents out once: their tokens and segments at
global places, and their fingerprints that may seed a run, sorted.  Two
blocks' lays join (``joined``) into the lay of both with a spacer between
them, so a pair block never lays out (nor sorts) its documents again.
Run finding (``runs.py``) reads them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from mossish.engine.arrays import Weighed, member, owner_dtype
from mossish.engine.index import Document
from mossish.model import I64, U64, Bool

# A fingerprint repeated within one submission (repetitive code) seeds at most
# this many positions per document, its first ones.  In a copy, repeated code
# sits inside longer stretches the two share, and the runs seeded beside it
# are extended over it; what two independent solutions share is often an
# idiom each repeats (a loop over a grid, a print call), and matching every
# repeat with every repeat made it count as much as copied code (2 against 16
# on the labelled sets: docs/quality.md).  The cap also keeps a pathological
# file from costing a quadratic number of seeds.
SEEDS_PER_HASH = 2


@dataclass(frozen=True, slots=True)
class Corpus(Weighed):
    """The documents of one comparison laid end to end (global token indices).

    Segment bounds are 32-bit while the corpus is under 2**31 tokens (always,
    in practice: that would be 16 GB of tokens), halving their memory.
    """

    offsets: I64
    tokens: U64
    seg_lo: npt.NDArray[np.signedinteger]
    seg_hi: npt.NDArray[np.signedinteger]
    ignored: Bool

    @classmethod
    def of(cls, documents: Sequence[Document]) -> Corpus:
        sizes = np.array([d.size for d in documents], dtype=np.int64)
        offsets = np.zeros(len(documents) + 1, dtype=np.int64)
        np.cumsum(sizes, out=offsets[1:])
        total = int(offsets[-1])
        place = np.int32 if total < 2**31 else np.int64
        tokens = np.empty(total, dtype=np.uint64)
        seg_lo = np.empty(total, dtype=place)
        seg_hi = np.empty(total, dtype=place)
        ignored = np.empty(total, dtype=np.bool_)
        for document, lo, hi in zip(
            documents, offsets[:-1].tolist(), offsets[1:].tolist(), strict=True
        ):
            tokens[lo:hi] = document.tokens
            np.add(document.seg_lo, lo, out=seg_lo[lo:hi], dtype=place)
            np.add(document.seg_hi, lo, out=seg_hi[lo:hi], dtype=place)
            ignored[lo:hi] = document.ignored
        return cls(offsets, tokens, seg_lo, seg_hi, ignored)


def _kept(
    documents: Sequence[Document],
    corpus: Corpus,
    chosen: Sequence[int],
    owner: type[np.signedinteger],
    place: type[np.signedinteger] | np.dtype[np.signedinteger],
) -> tuple[U64, npt.NDArray[np.signedinteger], npt.NDArray[np.signedinteger]]:
    """The fingerprints of the documents ``chosen`` outside ignored code, laid end to end.

    Per fingerprint: its hash, its owner (the document's place in ``chosen``)
    and its global position; each document's stay sorted by (hash, position).
    """
    hashes_of, owners_of, places_of = [], [], []
    for number, i in enumerate(chosen):
        document = documents[i]
        keep = ~document.ignored[document.fp_positions]
        hashes_of.append(document.fp_hashes[keep])
        places_of.append((document.fp_positions[keep] + int(corpus.offsets[i])).astype(place))
        owners_of.append(np.full(hashes_of[-1].shape[0], number, dtype=owner))
    if not hashes_of:
        return np.zeros(0, dtype=np.uint64), np.zeros(0, dtype=owner), np.zeros(0, dtype=place)
    return np.concatenate(hashes_of), np.concatenate(owners_of), np.concatenate(places_of)


def _first_places(
    hashes: U64,
    owners: npt.NDArray[np.signedinteger],
    place: type[np.signedinteger] | np.dtype[np.signedinteger],
) -> tuple[Bool, Bool]:
    """Fingerprints sorted by (hash, owner, place): group starts, and the seeds kept.

    A group is one hash in one document; the rows kept are each group's first
    SEEDS_PER_HASH.
    """
    change = np.ones(hashes.shape[0], dtype=np.bool_)
    change[1:] = (hashes[1:] != hashes[:-1]) | (owners[1:] != owners[:-1])
    at = np.arange(change.shape[0], dtype=place)
    capped: Bool = (at - np.maximum.accumulate(np.where(change, at, 0))) < SEEDS_PER_HASH
    return change, capped


@dataclass(frozen=True, slots=True)
class Laid(Weighed):
    """Documents laid end to end for a comparison, with the fingerprints that seed its runs.

    The fingerprints outside ignored code are sorted by (hash, owner, place),
    at most SEEDS_PER_HASH per (hash, document), its first places; ``first``
    marks each (hash, document) group's first row.  A set of documents is
    laid once (``lay``); two lays join into one (``joined``) without going
    back to the documents, which is how a Dask pair block compares two
    document blocks without sorting their fingerprints again.
    """

    corpus: Corpus
    effective: I64  # per document, tokens that count
    hashes: U64
    owners: npt.NDArray[np.signedinteger]
    places: npt.NDArray[np.signedinteger]
    first: Bool
    # Joined across (``joined``): only pairs of a document under ``split`` and
    # one from it on are seeded; 0: every pair.
    split: int = 0

    @property
    def count(self) -> int:
        return int(self.effective.shape[0])


def lay(documents: Sequence[Document]) -> Laid:
    """The documents laid end to end, their seeding fingerprints sorted (``Laid``)."""
    corpus = Corpus.of(documents)
    n = len(documents)
    # Owners and places in 32 bits while they fit (they always do in practice,
    # see Corpus): these arrays hold every fingerprint of the class, and are
    # the largest the comparison makes.
    place = corpus.seg_lo.dtype
    hashes, owners, places = _kept(documents, corpus, range(n), owner_dtype(n), place)
    # Each document's fingerprints are sorted by (hash, position) and the
    # documents come in order, so one stable sort by hash gives the order
    # of (hash, owner, place): lexsort's three sorts in one.
    order = np.argsort(hashes, kind="stable")
    hashes, owners, places = hashes[order], owners[order], places[order]
    del order
    change, capped = _first_places(hashes, owners, place)
    effective = np.array([d.effective for d in documents], dtype=np.int64)
    return Laid(corpus, effective, hashes[capped], owners[capped], places[capped], change[capped])


def joined(a: Laid, b: Laid | None, across: bool = False) -> Laid:
    """``lay(A + [spacer] + B)`` for ``a = lay(A)``, ``b = lay(B)``, from the two lays.

    The spacer is one ignored token in a segment of its own (a document
    without fingerprints) that keeps A's last segment and B's first apart.
    ``across``: only pairs of one document of A and one of B will be
    compared, so fingerprints only one side holds are left out (they can
    seed no such pair), and the seeds are made for such pairs alone.
    Merging keeps the order of (hash, owner, place): B's owners all come
    after A's, and a stable sort of two sorted runs merges them.
    """
    if b is None:
        return a
    corpus = joined_corpus(a.corpus, b.corpus)
    shift = int(a.corpus.offsets[-1]) + 1
    place = corpus.seg_lo.dtype.type
    owner = owner_dtype(a.count + 1 + b.count)
    keep_a: slice | Bool = slice(None)
    keep_b: slice | Bool = slice(None)
    if across:
        if a.split or b.split:
            raise ValueError("a lay joined across joins no further")
        keep_a, keep_b = member(a.hashes, b.hashes), member(b.hashes, a.hashes)
    hashes = np.concatenate((a.hashes[keep_a], b.hashes[keep_b]))
    owners = np.concatenate(
        (a.owners[keep_a].astype(owner), b.owners[keep_b].astype(owner) + owner(a.count + 1))
    )
    places = np.concatenate(
        (a.places[keep_a].astype(place), b.places[keep_b].astype(place) + place(shift))
    )
    first = np.concatenate((a.first[keep_a], b.first[keep_b]))
    # A and B are each sorted by hash: a stable sort merges the two runs.
    order = np.argsort(hashes, kind="stable")
    effective = np.concatenate((a.effective, np.zeros(1, dtype=np.int64), b.effective))
    return Laid(
        corpus, effective, hashes[order], owners[order], places[order], first[order],
        a.count if across else 0,
    )  # fmt: skip


def joined_corpus(a: Corpus, b: Corpus | None) -> Corpus:
    """``Corpus.of(A + [spacer] + B)`` for ``a = Corpus.of(A)``, ``b = Corpus.of(B)``
    (the spacer of ``joined``)."""
    if b is None:
        return a
    end = int(a.offsets[-1])
    shift = end + 1
    offsets = np.concatenate((a.offsets, b.offsets + shift))
    place = np.int32 if int(offsets[-1]) < 2**31 else np.int64
    return Corpus(
        offsets,
        np.concatenate((a.tokens, np.zeros(1, dtype=np.uint64), b.tokens)),
        np.concatenate((a.seg_lo.astype(place), np.array([end], dtype=place),
                        b.seg_lo.astype(place) + place(shift))),
        np.concatenate((a.seg_hi.astype(place), np.array([shift], dtype=place),
                        b.seg_hi.astype(place) + place(shift))),
        np.concatenate((a.ignored, np.ones(1, dtype=np.bool_), b.ignored)),
    )  # fmt: skip
