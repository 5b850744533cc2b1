"""Report view (pure): the whole class as one graph, laid out once by networkx.

Every submission is a node; every pair at or above a floor is an edge, so the
page's slider can raise the threshold live (it hides edges, it never moves a
node). Nodes are coloured by the cluster they belong to at the run's
threshold. The layout is computed here, offline, with a fixed seed: the
same class gives the same picture on every run.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import networkx as nx

from mossish.inputs.labels import Labels
from mossish.model import Analysis
from mossish.report.late import late_text

# Edges drawn at most (the strongest), and the lowest similarity drawn.
MAX_EDGES = 4000
FLOOR = 0.3
WIDTH = 960
HUES = 12


# networkx lays out 500 nodes or more with SciPy, which mossish does not
# need otherwise: a group that large is drawn on a circle instead.
FORCE_LIMIT = 499


def _place_groups(graph: nx.Graph, positions: dict[str, tuple[float, float]]) -> float:
    """Lay out each connected group of ``graph`` in its own box; returns the height used."""
    groups = sorted(
        (sorted(group) for group in nx.connected_components(graph)), key=lambda g: (-len(g), g)
    )
    usable = WIDTH - 80
    x, y, row_height = 40.0, 40.0, 0.0
    for group in groups:
        size = min(float(usable), max(70.0, 60.0 * math.sqrt(len(group))))
        if x + size > 40 + usable:
            x, y, row_height = 40.0, y + row_height, 0.0
        sub = _induced(graph, group)
        if len(group) == 1:
            raw = {group[0]: (0.0, 0.0)}
        elif len(group) > FORCE_LIMIT:
            raw = nx.circular_layout(sub)
        else:
            raw = nx.spring_layout(
                sub, weight="weight", seed=7, iterations=100, k=1.5 / math.sqrt(len(group))
            )
        xs = [float(v[0]) for v in raw.values()]
        ys = [float(v[1]) for v in raw.values()]
        inner = size - 30
        for name, (px, py) in raw.items():
            positions[name] = (
                round(x + 15 + _scaled(float(px), min(xs), max(xs), inner), 1),
                round(y + 15 + _scaled(float(py), min(ys), max(ys), inner), 1),
            )
        x += size
        row_height = max(row_height, size)
    return y + row_height + 10


def _induced(graph: nx.Graph, nodes: list[str]) -> nx.Graph:
    """The subgraph on ``nodes``, built in sorted order.

    networkx's subgraph view may walk its nodes in the order of a set of
    strings, which Python salts per process; the layout's seeded start and
    so the whole picture follow that order.
    """
    inside = set(nodes)
    sub = nx.Graph()
    sub.add_nodes_from(sorted(nodes))
    sub.add_weighted_edges_from(
        sorted(
            (min(u, v), max(u, v), float(w))
            for u, v, w in graph.edges(nodes, data="weight")
            if u in inside and v in inside
        )
    )
    return sub


def _scaled(value: float, low: float, high: float, size: float) -> float:
    return (value - low) / (high - low) * size if high > low else size / 2


@dataclass(frozen=True, slots=True)
class ClassNode:
    x: float
    y: float
    name: str
    href: str
    hue: int | None  # the cluster's colour; None: in no cluster
    cluster: int | None
    labels: tuple[int | None, ...]  # per label column: the value's colour (None: no value)
    label_text: str  # "section: 2, group: B"
    late: bool = False  # marked late (drawn with a ring)


@dataclass(frozen=True, slots=True)
class ClassEdge:
    x1: float
    y1: float
    x2: float
    y2: float
    similarity: float
    href: str | None
    a: str
    b: str


@dataclass(frozen=True, slots=True)
class ClassGraph:
    width: int
    height: int
    nodes: tuple[ClassNode, ...]
    edges: tuple[ClassEdge, ...]
    floor: int  # percent: the slider's lowest value
    threshold: int  # percent: the run's threshold, where the slider starts
    left_out: int  # pairs above the floor not drawn (beyond MAX_EDGES)
    label_columns: tuple[str, ...]


def class_graph(
    analysis: Analysis,
    submission_href: Callable[[str], str],
    pair_href: Callable[[str, str], str | None],
    labels: Labels | None = None,
) -> ClassGraph:
    threshold = analysis.settings.threshold
    floor = min(FLOOR, threshold)
    above = [p for p in analysis.pairs if p.similarity >= floor]
    drawn = above[:MAX_EDGES]  # pairs are ranked, most similar first
    names = [s.name for s in analysis.submissions]
    graph = nx.Graph()
    graph.add_nodes_from(names)
    graph.add_weighted_edges_from((p.a, p.b, p.similarity) for p in drawn)
    linked = sorted(n for n in names if graph.degree(n) > 0)
    alone = [n for n in names if graph.degree(n) == 0]
    # Linked submissions are laid out by force, each group of linked ones in a
    # box of its own (largest first, in rows); the rest sit in rows below.
    positions: dict[str, tuple[float, float]] = {}
    area = _place_groups(_induced(graph, linked), positions) if linked else 40.0
    per_row = 48
    step = (WIDTH - 80) / per_row
    top = area
    for i, name in enumerate(alone):
        positions[name] = (round(40 + (i % per_row) * step, 1), round(top + (i // per_row) * 14, 1))
    height = int(top + (math.ceil(len(alone) / per_row) * 14 if alone else 0) + 30)
    clusters: dict[str, int] = {}
    for number, cluster in enumerate(analysis.clusters, start=1):
        for member in cluster.members:
            clusters.setdefault(member, number)
    labels = labels or Labels()
    # Each label column's values in sorted order, a colour each (cycling).
    hues = [
        {
            v: i % HUES
            for i, v in enumerate(sorted({row[c] for row in labels.values.values() if c in row}))
        }
        for c in labels.columns
    ]

    def label_hues(name: str) -> tuple[int | None, ...]:
        row = labels.values.get(name, {})
        return tuple(
            hues[i].get(row[c]) if c in row else None for i, c in enumerate(labels.columns)
        )

    lateness = {s.name: late_text(s) for s in analysis.submissions}

    def label_text(name: str) -> str:
        row = labels.values.get(name, {})
        shown = [f"{c}: {row[c]}" for c in labels.columns if c in row]
        return ", ".join([*shown, lateness[name]] if lateness.get(name) else shown)

    nodes = tuple(
        ClassNode(
            x=positions[n][0],
            y=positions[n][1],
            name=n,
            href=submission_href(n),
            hue=(clusters[n] - 1) % HUES if n in clusters else None,
            cluster=clusters.get(n),
            labels=label_hues(n),
            label_text=label_text(n),
            late=bool(lateness.get(n)),
        )
        for n in names
    )
    edges = tuple(
        ClassEdge(
            *positions[p.a],
            *positions[p.b],
            similarity=p.similarity,
            href=pair_href(p.a, p.b),
            a=p.a,
            b=p.b,
        )
        for p in reversed(drawn)  # the strongest drawn last, on top
    )
    return ClassGraph(
        width=WIDTH,
        height=height,
        nodes=nodes,
        edges=edges,
        floor=math.floor(floor * 100),
        threshold=round(threshold * 100),
        left_out=len(above) - len(drawn),
        label_columns=labels.columns,
    )
