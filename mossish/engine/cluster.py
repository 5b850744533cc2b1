"""Cluster stage (pure): suspicious pairs -> groups of students who share code.

A networkx graph has an edge for every pair at or above the threshold; its
connected components are the clusters.  A component larger than the split
size (a whole class linked through shared idioms, or one student linked to
many) says little, so it is split by Louvain community detection with a fixed
seed over integer node labels, which makes the split deterministic.  A large
component in which most pairs are linked (a ring of students who all copied
one source) is one group, and is kept whole.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Protocol

from mossish.model import Cluster, Edge

if TYPE_CHECKING:
    import networkx as nx


class Scored(Protocol):
    """Anything naming two submissions and their similarity (a pair, an edge)."""

    @property
    def a(self) -> str: ...

    @property
    def b(self) -> str: ...

    @property
    def similarity(self) -> float: ...


# A component with at least this share of its possible pairs linked is kept whole.
DENSE = 0.6


def find_clusters(
    pairs: Iterable[Scored], threshold: float, split_size: int
) -> tuple[Cluster, ...]:
    """Clusters of submissions linked by pairs with similarity >= threshold."""
    # Loaded here, after lexing, not with the module: the lexing workers
    # are forked before and never hold networkx.
    import networkx as nx

    edges = sorted(
        (min(p.a, p.b), max(p.a, p.b), p.similarity) for p in pairs if p.similarity >= threshold
    )
    names = sorted({name for a, b, _ in edges for name in (a, b)})
    number = {name: i for i, name in enumerate(names)}
    graph = nx.Graph()
    graph.add_nodes_from(range(len(names)))
    graph.add_weighted_edges_from((number[a], number[b], s) for a, b, s in edges)

    groups: list[list[int]] = []
    for component in nx.connected_components(graph):
        members = sorted(component)
        size = len(members)
        if size <= split_size or graph.subgraph(members).number_of_edges() >= DENSE * (
            size * (size - 1) // 2
        ):
            groups.append(members)
            continue
        sub = nx.Graph()
        sub.add_nodes_from(members)
        sub.add_weighted_edges_from(
            (u, v, graph[u][v]["weight"]) for u, v in sorted(graph.subgraph(members).edges())
        )
        for community in nx.community.louvain_communities(sub, weight="weight", seed=0):
            if len(community) >= 2:
                groups.append(sorted(community))

    clusters = [_cluster(graph, names, group) for group in groups]
    clusters = [c for c in clusters if c.edges]
    clusters.sort(key=lambda c: (-c.max_similarity, -len(c.members), c.members))
    return tuple(clusters)


def _cluster(graph: nx.Graph, names: Sequence[str], group: list[int]) -> Cluster:
    inside = set(group)
    edges = sorted(
        (
            Edge(a=names[min(u, v)], b=names[max(u, v)], similarity=float(data["weight"]))
            for u, v, data in graph.subgraph(group).edges(data=True)
            if u in inside and v in inside
        ),
        key=lambda e: (-e.similarity, e.a, e.b),
    )
    weights = [e.similarity for e in edges]
    return Cluster(
        members=tuple(names[i] for i in group),
        edges=tuple(edges),
        max_similarity=max(weights, default=0.0),
        mean_similarity=sum(weights) / len(weights) if weights else 0.0,
    )
