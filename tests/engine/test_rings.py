"""Rings larger than the pairing limit: copies of one source that a large class's index skips."""

from __future__ import annotations

import random
from itertools import combinations
from typing import Any

import numpy as np
import pytest

from helpers import HONEST, PROGRAM, pair, run
from mossish.engine import index, rings

STATEMENTS = [
    "total = total + value * 3",
    "if value > limit:\n        value = value - 1",
    "while value % 7 != 0:\n        value += 2",
    "items.append(value // 2)",
    "for item in items:\n        total -= item",
    "text = str(value) + 'x'",
    "flag = not flag and value < 10",
    "result[value] = [value, total]",
]


def student_code(seed: int) -> str:
    """A function of its own per student, from everyday statements in a seeded order."""
    rng = random.Random(seed)
    body = "\n    ".join(rng.choice(STATEMENTS) for _ in range(30))
    return f"def step(value, total, limit, items, result, flag):\n    {body}\n    return total\n"


RING = 9  # copies of one source, more than the pairing limit below


def class_with_a_ring() -> dict[str, dict[str, str] | str]:
    students: dict[str, dict[str, str] | str] = {f"s{n:02}": student_code(n) for n in range(40)}
    source = PROGRAM + "\n\n" + HONEST
    for n in range(RING):
        students[f"ring{n}"] = source
    return students


def large_class_limits(monkeypatch: pytest.MonkeyPatch) -> None:
    # The pairing limit of a class of thousands, in a class of 49.
    monkeypatch.setattr(index, "PAIRING_BUDGET", 300)
    monkeypatch.setattr(index, "PAIRING_BUDGET_PER_SUBMISSION", 1)
    monkeypatch.setattr(index, "MIN_PAIR_LIMIT", 3)


def test_a_ring_above_the_pairing_limit_is_found_whole(monkeypatch: pytest.MonkeyPatch) -> None:
    small = {(p.a, p.b): p.similarity for p in run(class_with_a_ring()).pairs}
    large_class_limits(monkeypatch)
    analysis = run(class_with_a_ring())
    assert analysis.stats.pair_limit < RING  # no fingerprint of the source pairs anyone up
    members = [f"ring{n}" for n in range(RING)]
    for a, b in combinations(members, 2):
        found = pair(analysis, a, b)
        assert found is not None and found.similarity == 1.0, (a, b)
    assert any(set(members) <= set(c.members) for c in analysis.clusters)
    # Honest students (all made of the same everyday statements) score no
    # higher than in a small class, where every fingerprint pairs them up (up to
    # rarity weighting, which follows the pairs scored).
    for found in analysis.pairs:
        assert found.similarity <= small[(found.a, found.b)] + 0.01, found


def test_without_ring_search_the_ring_disappears(monkeypatch: pytest.MonkeyPatch) -> None:
    # What the ring search adds: without it, the copies pair up nowhere.
    large_class_limits(monkeypatch)
    monkeypatch.setattr(index, "ring_pairs", lambda *_: np.zeros((0, 2), dtype=np.int64))
    analysis = run(class_with_a_ring())
    assert pair(analysis, "ring0", "ring1") is None


def test_small_classes_are_unchanged() -> None:
    # Under the pairing budget there is no fingerprint above the limit: nothing to search.
    analysis = run(class_with_a_ring())
    assert analysis.stats.frequent_fingerprints == 0
    found = pair(analysis, "ring0", "ring1")
    assert found is not None and found.similarity == 1.0


def test_signatures_of_slices_combine_into_the_whole() -> None:
    rng = np.random.default_rng(3)
    hashes = rng.integers(0, 2**63, 400, dtype=np.uint64)
    owners = rng.integers(0, 30, 400).astype(np.int32)
    whole = rings.combine([rings.signatures(hashes, owners)], 32)
    cut = [slice(0, 150), slice(150, 151), slice(151, 400)]
    parts = rings.combine([rings.signatures(hashes[s], owners[s]) for s in cut], 32)
    assert parts[0].tolist() == whole[0].tolist() and parts[1].tolist() == whole[1].tolist()
    assert whole[1][30:].tolist() == [0, 0] and (whole[0][31] == np.iinfo(np.uint64).max).all()


def test_a_bucket_of_near_identical_submissions_stays_linear() -> None:
    # A class of identical submissions: each member paired with the first, not all pairs.
    size = rings.BUCKET_ALL + 50
    signature = np.tile(np.arange(rings.SIGNATURE, dtype=np.uint64), (size, 1))
    held = np.full(size, rings.MIN_FREQUENT, dtype=np.int64)
    found = rings.ring_pairs(signature, held)
    assert found.tolist() == [[0, j] for j in range(1, size)]
    # Submissions with too few frequent fingerprints are in no ring.
    held[:] = rings.MIN_FREQUENT - 1
    assert rings.ring_pairs(signature, held).shape[0] == 0


def test_candidates_compared_a_chunk_at_a_time_give_the_same_pairs(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Signatures drawn from few values: many candidates, some agreeing, some not.
    rng = np.random.default_rng(7)
    signature = rng.integers(0, 2, size=(300, rings.SIGNATURE)).astype(np.uint64)
    held = np.full(300, rings.MIN_FREQUENT, dtype=np.int64)
    whole = rings.ring_pairs(signature, held)
    monkeypatch.setattr(rings, "AGREE_CHUNK", 7)
    assert whole.shape[0] > 1000 and rings.ring_pairs(signature, held).tolist() == whole.tolist()


@pytest.mark.parametrize("seed", range(6))
def test_ring_pairs_go_in_where_the_index_has_them_and_in_order_where_not(
    seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    # ring_rows and with_ring_rows against a plain reading of what it must do: the index's rows
    # (sorted by i, j) with every ring pair's row set to its shared count and
    # marked complete, new ring pairs inserted in order.
    rng = np.random.default_rng(seed)
    n = 40
    every = [(i, j) for i in range(n) for j in range(i + 1, n)]
    chosen = sorted(rng.choice(len(every), size=120, replace=False).tolist())
    pairs = np.array([[*every[c], int(rng.integers(1, 9))] for c in chosen], dtype=np.int64)
    ring = np.array(sorted(every[c] for c in rng.choice(len(every), 50, replace=False)))
    ring = ring.astype(np.int64).reshape(-1, 2)
    shared = {(int(i), int(j)): int(rng.integers(10, 99)) for i, j in ring}
    monkeypatch.setattr(index, "ring_pairs", lambda signature, held: ring)
    monkeypatch.setattr(
        index, "shared_counts", lambda prints, asked: np.array([shared[tuple(p)] for p in asked])
    )
    asked: list[list[int]] = []

    def fingerprints(members: Any) -> dict[int, Any]:
        asked.append(members.tolist())
        return {}

    rows = index.ring_rows(np.zeros(0), np.zeros(0), fingerprints)
    found, complete = index.with_ring_rows(pairs, n, rows)
    assert asked == [sorted({int(x) for x in ring.ravel()})]  # the ring's members, once
    expected = {(int(i), int(j)): (int(c), False) for i, j, c in pairs}
    expected.update({key: (count, True) for key, count in shared.items()})
    keys = sorted(expected)
    assert found.tolist() == [[*key, expected[key][0]] for key in keys]
    assert complete.tolist() == [expected[key][1] for key in keys]
