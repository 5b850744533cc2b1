"""The class graph's layout: every group of linked submissions in a box of its own."""

from __future__ import annotations

import itertools
import os
import subprocess
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


def test_the_layout_is_the_same_in_every_process() -> None:
    # Node names are strings, whose hashes Python salts per process: the
    # layout must not follow the order of any set of them.
    code = (
        "import networkx as nx\n"
        "from mossish.report.html.classgraph import _place_groups\n"
        "g = nx.Graph()\n"
        "g.add_weighted_edges_from(\n"
        "    [(f'n{i}', f'n{(i * 7) % 23}', 0.5 + i / 100) for i in range(23)])\n"
        "g.add_weighted_edges_from([('solo-a', 'solo-b', 0.9), ('x', 'y', 0.8), ('y', 'z', 0.7)])\n"
        "g.add_nodes_from(f'alone{i}' for i in range(40))\n"
        "p = {}\n"
        "_place_groups(g.subgraph([n for n in g if g.degree(n)]), p)\n"
        "print(sorted(p.items()))\n"
    )
    outputs = {
        subprocess.run(
            [sys.executable, "-c", code],
            env={**os.environ, "PYTHONHASHSEED": seed},
            check=True,
            capture_output=True,
            text=True,
        ).stdout
        for seed in ("0", "1", "2", "3")
    }
    assert len(outputs) == 1
