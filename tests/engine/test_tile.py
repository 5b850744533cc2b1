"""Greedy tiling (``runs.tile``) against a token-by-token reference."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from mossish.engine.runs import Run, tile


def greedy_by_token(runs: list[Run], min_length: int) -> list[Run]:
    """The tiling ``tile`` promises, written plainly: take the longest run left (ties: the
    smaller start in a, then in b); where taken tokens block it, its free stretches of
    at least ``min_length`` tokens go back as runs of their own."""
    queue = list(runs)
    used_a: set[int] = set()
    used_b: set[int] = set()
    taken: list[Run] = []
    while queue:
        x, y, length = min(queue, key=lambda run: (-run[2], run[0], run[1]))
        queue.remove((x, y, length))
        free = [t for t in range(length) if x + t not in used_a and y + t not in used_b]
        if len(free) == length:
            used_a.update(range(x, x + length))
            used_b.update(range(y, y + length))
            taken.append((x, y, length))
            continue
        stretch: list[int] = []
        for t in [*free, -2]:  # -2 ends the last stretch
            if stretch and t != stretch[-1] + 1:
                if len(stretch) >= min_length:
                    queue.append((x + stretch[0], y + stretch[0], len(stretch)))
                stretch = []
            stretch.append(t)
    return sorted(taken)


runs_strategy = st.lists(
    st.tuples(st.integers(0, 60), st.integers(0, 60), st.integers(1, 30)),
    max_size=14,
)


@settings(max_examples=400, deadline=None)
@given(runs=runs_strategy, min_length=st.integers(1, 9))
def test_tile_is_the_greedy_tiling(runs: list[Run], min_length: int) -> None:
    assert tile(runs, min_length) == greedy_by_token(runs, min_length)


@settings(max_examples=200, deadline=None)
@given(runs=runs_strategy, min_length=st.integers(1, 9))
def test_no_token_is_matched_twice_and_every_run_comes_from_one_given(
    runs: list[Run], min_length: int
) -> None:
    taken = tile(runs, min_length)
    for side in (0, 1):
        tokens = [t for run in taken for t in range(run[side], run[side] + run[2])]
        assert len(tokens) == len(set(tokens))
    for x, y, length in taken:
        assert any(a - b == x - y and a <= x and x + length <= a + size for a, b, size in runs)


def test_repeated_code_matches_once() -> None:
    # One function written twice in a, once in b: the longer match wins, the
    # repeat finds nothing left in b.
    assert tile([(0, 0, 20), (40, 0, 20), (40, 30, 8)], 5) == [(0, 0, 20), (40, 30, 8)]
    # A run overlapping a longer one keeps its free piece when it is long enough.
    assert tile([(0, 0, 30), (25, 50, 20)], 5) == [(0, 0, 30), (30, 55, 15)]
    assert tile([(0, 0, 30), (25, 50, 8)], 5) == [(0, 0, 30)]
