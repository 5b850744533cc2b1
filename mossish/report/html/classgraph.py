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

# Edges drawn at most (the strongest), and the lowest similarity drawn.
MAX_EDGES = 4000
FLOOR = 0.3
WIDTH = 960
HUES = 12


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
    # Linked submissions are laid out by force; the rest sit in rows below them.
    linked_width = WIDTH - 80
    side = max(1.0, math.sqrt(len(linked)))
    area = round(min(900.0, max(320.0, 90 * side)))
    positions: dict[str, tuple[float, float]] = {}
    if linked:
        raw = nx.spring_layout(
            graph.subgraph(linked), weight="weight", seed=7, iterations=100, k=1.5 / side
        )
        xs = [float(p[0]) for p in raw.values()]
        ys = [float(p[1]) for p in raw.values()]

        def place(value: float, low: float, high: float, size: float) -> float:
            return (
                round(40 + (value - low) / (high - low) * size, 1) if high > low else 40 + size / 2
            )

        for name, (x, y) in raw.items():
            positions[name] = (
                place(float(x), min(xs), max(xs), linked_width),
                place(float(y), min(ys), max(ys), area - 80),
            )
    per_row = 48
    step = (WIDTH - 80) / per_row
    top = area if linked else 40
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

    def label_text(name: str) -> str:
        row = labels.values.get(name, {})
        return ", ".join(f"{c}: {row[c]}" for c in labels.columns if c in row)

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
