"""The class graph's layout: every group of linked submissions in a box of its own."""

from __future__ import annotations

import itertools
import sys

import networkx as nx
import pytest

from mossish.report.html.classgraph import WIDTH, _place_groups


def test_groups_get_boxes_of_their_own_and_large_groups_need_no_scipy(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # networkx lays out 500 nodes or more with SciPy, which mossish does not install.
    monkeypatch.setitem(sys.modules, "scipy", None)
    graph = nx.Graph()
    big = [f"s{i:04d}" for i in range(600)]
    graph.add_edges_from(itertools.pairwise(big), weight=0.9)
    graph.add_edges_from([("a", "b"), ("b", "c"), ("x", "y")], weight=0.8)
    positions: dict[str, tuple[float, float]] = {}
    height = _place_groups(graph, positions)
    assert set(positions) == set(graph.nodes)
    assert all(0 <= x <= WIDTH and 0 <= y <= height for x, y in positions.values())

    # The triangle and the pair lie apart from each other and from the big group.
    def box(names: list[str]) -> tuple[float, float, float, float]:
        xs = [positions[n][0] for n in names]
        ys = [positions[n][1] for n in names]
        return min(xs), max(xs), min(ys), max(ys)

    def apart(one: list[str], other: list[str]) -> bool:
        a, b = box(one), box(other)
        return a[1] < b[0] or b[1] < a[0] or a[3] < b[2] or b[3] < a[2]

    assert apart(["a", "b", "c"], ["x", "y"]) and apart(["a", "b", "c"], big)
    again: dict[str, tuple[float, float]] = {}
    assert _place_groups(graph, again) == height and again == positions  # same picture every run
