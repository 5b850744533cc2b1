"""The engine's shared NumPy building blocks."""

from __future__ import annotations

import numpy as np
import pytest

from mossish.engine.arrays import major_minor_order


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
