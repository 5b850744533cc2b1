"""The engine's shared NumPy building blocks."""

from __future__ import annotations

import numpy as np
import pytest

from mossish.engine.arrays import cross_pairs, group_pairs, major_minor_order


@pytest.mark.parametrize("seed", range(6))
def test_major_minor_order_is_lexsorts_order(seed: int) -> None:
    rng = np.random.default_rng(seed)
    size = int(rng.integers(0, 3000))
    major = np.sort(rng.integers(0, 40, size=size)).astype(np.int32)
    # Nearly sorted within each major value, with ties, as runs arrive.
    minor = (np.arange(size) // 3 + rng.integers(-5, 5, size=size)).astype(np.int32)
    if seed % 2:
        major = rng.permutation(major)
    if seed == 5:
        minor = minor.astype(np.int64) - 2**40
    expected = np.lexsort((minor, major)).tolist()
    assert major_minor_order(major, minor).tolist() == expected


def test_major_minor_order_falls_back_to_lexsort_beyond_64_bits() -> None:
    major = np.array([3, 1, 3, 1], dtype=np.int64) * 2**40
    minor = np.array([2**40, 5, 7, 0], dtype=np.int64)
    assert major_minor_order(major, minor).tolist() == np.lexsort((minor, major)).tolist()


@pytest.mark.parametrize("seed", range(5))
def test_cross_pairs_are_the_group_pairs_that_cross(seed: int) -> None:
    # Groups of indices split in two parts: the pairs with one index in each.
    rng = np.random.default_rng(seed)
    left = rng.integers(0, 5, 30)
    right = rng.integers(0, 5, 30)
    counts = left + right
    starts = np.concatenate(([0], np.cumsum(counts)[:-1])).astype(np.int64)
    first, second = group_pairs(starts, counts)
    part = np.repeat(np.arange(30), counts)  # each index's group
    local = np.arange(int(counts.sum())) - starts[part]
    crossing = (local[first] < left[part[first]]) & (local[second] >= left[part[second]])
    expected = sorted(zip(first[crossing].tolist(), second[crossing].tolist(), strict=True))
    found_first, found_second = cross_pairs(starts, left, right)
    assert sorted(zip(found_first.tolist(), found_second.tolist(), strict=True)) == expected
    assert len(expected) == int((left * right).sum()) > 0
