"""Cluster graphs from 2 to 200 members: inside their drawing, named, readable."""

from __future__ import annotations

import itertools
import random

import networkx as nx
import pytest

from mossish.model import Cluster, Edge
from mossish.report.html.graphs import EDGES_PER_MEMBER, LABELLED_EDGES, cluster_graph


def _dense(size: int) -> Cluster:
    rng = random.Random(size)
    names = [f"student_{i:03d}_surname" for i in range(size)]
    edges = tuple(
        Edge(a, b, round(0.7 + 0.3 * rng.random(), 3)) for a, b in itertools.combinations(names, 2)
    )
    return Cluster(tuple(names), edges, max(e.similarity for e in edges), 0.85)


@pytest.mark.parametrize("size", [2, 3, 6, 12, 30, 200])
def test_a_cluster_graph_fits_its_drawing_and_names_its_members(size: int) -> None:
    cluster = _dense(size)
    graph = cluster_graph(cluster, lambda name: "s.html", lambda a, b: None)
    assert len(graph.nodes) == size and graph.pairs == len(cluster.edges)
    for node in graph.nodes:
        assert 0 < node.x < graph.width and 0 < node.y < graph.height
    named = sum(1 for node in graph.nodes if node.label)
    assert named == size if size <= 30 else named >= size // 3
    # A dense cluster keeps its strongest pairs, every member still linked.
    if size > 8:
        assert len(graph.links) <= EDGES_PER_MEMBER * size
        drawn = nx.Graph((link.a, link.b) for link in graph.links)
        assert nx.is_connected(drawn) and drawn.number_of_nodes() == size
        strongest = max(cluster.edges, key=lambda e: e.similarity)
        assert any(link.similarity == strongest.similarity for link in graph.links)
    else:
        assert len(graph.links) == len(cluster.edges)
    assert all(link.labelled == (len(graph.links) <= LABELLED_EDGES) for link in graph.links)
