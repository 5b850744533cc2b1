"""Rarity's k-gram postings and holder sums: the memory-lean forms give exactly the plain ones."""

from __future__ import annotations

from types import SimpleNamespace
from typing import cast

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from mossish.engine import rarity
from mossish.engine.arrays import sorted_groups
from mossish.engine.fingerprint import kgram_hashes
from mossish.engine.index import Document, merge_postings, owners_of
from mossish.engine.weighing import kgram_postings

documents = st.lists(
    st.lists(st.integers(0, 12), max_size=30).map(lambda h: np.array(h, dtype=np.uint64)),
    max_size=8,
)


@given(documents, st.integers(0, 5))
@settings(max_examples=200, deadline=None)
def test_postings_are_sorted_by_hash_then_owner_without_repeats(
    hashes: list[np.ndarray], first: int
) -> None:
    lengths = [h.shape[0] for h in hashes]
    merged, owners = merge_postings(
        np.concatenate([np.zeros(0, np.uint64), *hashes]), owners_of(lengths, first, 0)
    )
    expected = sorted({(int(v), first + i) for i, h in enumerate(hashes) for v in h.tolist()})
    assert list(zip(merged.tolist(), owners.tolist(), strict=True)) == expected


@given(
    st.lists(st.integers(0, 9), min_size=1, max_size=200),
    st.integers(1, 40),
)
@settings(max_examples=200, deadline=None)
def test_holder_sums_by_stretch_equal_one_bincount(holders: list[int], stretch: int) -> None:
    rng = np.random.default_rng(len(holders) * 41 + stretch)
    hashes = np.sort(rng.integers(0, 1 + len(holders) // 3, len(holders)).astype(np.uint64))
    owners = np.array(holders, dtype=np.int32)
    each = rng.random(10)
    starts, counts = sorted_groups(hashes)
    group = np.repeat(np.arange(starts.shape[0]), counts)
    plain = np.bincount(group, weights=each[owners], minlength=starts.shape[0]) / 3.0
    shipped = rarity.HELD_STRETCH
    rarity.HELD_STRETCH = stretch
    try:
        lean = rarity.held_share(starts, counts, owners, each, 3.0)
    finally:
        rarity.HELD_STRETCH = shipped
    assert lean.tobytes() == plain.tobytes()  # the same sums, bit for bit


@given(
    st.lists(st.lists(st.integers(0, 3), max_size=25), max_size=6),
    st.integers(0, 4),
    st.integers(1, 4),
    st.integers(1, 4),
)
@settings(max_examples=200, deadline=None)
def test_one_sort_gives_the_postings_and_each_kgrams_place(
    texts: list[list[int]], first: int, ranges: int, k: int
) -> None:
    # Few token values, so k-grams repeat within and across documents.
    documents = [
        cast(Document, SimpleNamespace(tokens=np.array(t, dtype=np.uint64))) for t in texts
    ]
    pieces, places = kgram_postings(documents, first, first + len(documents), ranges, k)
    grams = [kgram_hashes(np.asarray(d.tokens), k) for d in documents]
    every = np.concatenate([np.zeros(0, np.uint64), *grams])
    expected = sorted({(int(h), first + i) for i, g in enumerate(grams) for h in g.tolist()})
    found = [
        (int(h), int(o)) for hashes, owners in pieces for h, o in zip(hashes, owners, strict=True)
    ]
    assert found == expected
    distinct = np.unique(every)
    assert len(places.places) == len(documents)
    for gram, place in zip(grams, places.places, strict=True):
        assert place.tolist() == np.searchsorted(distinct, gram).tolist()
