"""Report view (pure): the geometry of the report's drawings, as plain numbers.

The histogram of all pairs' similarity and each cluster's graph are drawn as
inline SVG by the templates; this module only computes where things go
(networkx lays out the cluster graphs, with a fixed seed so the report is
the same on every run).  Nothing here is markup: names stay plain text
until the template escapes them.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import networkx as nx

from mossish.model import Cluster

# Histogram drawing area (SVG user units; the SVG scales to the page width).
HIST_WIDTH, HIST_HEIGHT = 720, 264
_LEFT, _RIGHT, _TOP, _BOTTOM = 16, 704, 34, 236


@dataclass(frozen=True, slots=True)
class Bar:
    x: float
    y: float
    width: float
    height: float
    count: int
    low: int  # bin edges, in percent
    high: int
    hot: bool  # at or above the threshold
    prior: int = 0  # of ``count``, pairs with prior work
    prior_height: float = 0.0  # their part of the bar, drawn on top


@dataclass(frozen=True, slots=True)
class Tick:
    x: float
    label: str


@dataclass(frozen=True, slots=True)
class Histogram:
    width: int
    height: int
    bars: tuple[Bar, ...]
    ticks: tuple[Tick, ...]
    threshold_x: float
    threshold: int  # percent
    baseline: float
    left: float
    right: float
    top: float
    total: int
    prior: int = 0  # of ``total``, pairs with prior work


def histogram(counts: Sequence[int], threshold: float, prior: Sequence[int] = ()) -> Histogram:
    """Bars for the bins of all pairs' similarity, heights on a log scale.

    A log scale because the bulk of a class (thousands of unrelated pairs)
    and the few pairs that stand out must both be visible.  ``prior`` counts
    the pairs with prior work in the same bins: they are added to the bars
    (their share of each bar drawn apart), so the bars count every pair the
    run compared.
    """
    if prior:
        counts = [c + p for c, p in zip(counts or [0] * len(prior), prior, strict=True)]
    bins = max(len(counts), 1)
    step = (_RIGHT - _LEFT) / bins
    peak = math.log10(max(counts, default=0) + 1) or 1.0
    bars = []
    for index, count in enumerate(counts):
        height = (_BOTTOM - _TOP) * math.log10(count + 1) / peak
        if count:
            height = max(height, 2.0)
        low, high = round(100 * index / bins), round(100 * (index + 1) / bins)
        from_prior = prior[index] if prior else 0
        bars.append(
            Bar(
                x=round(_LEFT + index * step + 1, 1),
                y=round(_BOTTOM - height, 1),
                width=round(step - 2, 1),
                height=round(height, 1),
                count=count,
                low=low,
                high=high,
                hot=index / bins >= threshold - 1e-9,
                prior=from_prior,
                prior_height=round(height * from_prior / count, 1) if count else 0.0,
            )
        )
    ticks = tuple(
        Tick(x=round(_LEFT + share * (_RIGHT - _LEFT), 1), label=f"{round(share * 100)}%")
        for share in (0.0, 0.25, 0.5, 0.75, 1.0)
    )
    return Histogram(
        width=HIST_WIDTH,
        height=HIST_HEIGHT,
        bars=tuple(bars),
        ticks=ticks,
        threshold_x=round(_LEFT + threshold * (_RIGHT - _LEFT), 1),
        threshold=round(threshold * 100),
        baseline=_BOTTOM,
        left=_LEFT,
        right=_RIGHT,
        top=_TOP,
        total=sum(counts),
        prior=sum(prior),
    )


@dataclass(frozen=True, slots=True)
class Node:
    x: float
    y: float
    name: str
    label: str
    href: str
    label_x: float
    label_y: float
    anchor: str  # text-anchor of the label: start, middle or end


@dataclass(frozen=True, slots=True)
class Link:
    x1: float
    y1: float
    x2: float
    y2: float
    mx: float
    my: float
    similarity: float
    width: float
    href: str | None
    a: str
    b: str


@dataclass(frozen=True, slots=True)
class Graph:
    width: int
    height: int
    nodes: tuple[Node, ...]
    links: tuple[Link, ...]


_LABEL_CHARS = 26


def _label_place(
    point: tuple[float, float], centre: tuple[float, float], size: int
) -> tuple[float, float, str]:
    """Where a node's label goes (x, y, text-anchor): away from the graph, off its edges."""
    x, y = point
    dx, dy = x - centre[0], y - centre[1]
    if size <= 2 or abs(dy) >= abs(dx) * 0.8:
        below = size <= 2 or dy >= 0
        return x, round(y + 26 if below else y - 16, 1), "middle"
    if dx > 0:
        return round(x + 15, 1), round(y + 4, 1), "start"
    return round(x - 15, 1), round(y + 4, 1), "end"


def _label(name: str) -> str:
    return name if len(name) <= _LABEL_CHARS else name[: _LABEL_CHARS - 1] + "…"


def cluster_graph(
    cluster: Cluster,
    submission_href: Callable[[str], str],
    pair_href: Callable[[str, str], str | None],
) -> Graph:
    """A cluster laid out by networkx (spring layout, weight = similarity)."""
    members = sorted(cluster.members)
    size = len(members)
    width = 640 if size <= 2 else 720
    height = 110 if size <= 2 else 300 if size <= 5 else 420
    graph = nx.Graph()
    graph.add_nodes_from(members)
    graph.add_weighted_edges_from((e.a, e.b, e.similarity) for e in cluster.edges)
    if size <= 2:
        positions = {name: ((-1.0 if i == 0 else 1.0), 0.0) for i, name in enumerate(members)}
    else:
        raw = nx.spring_layout(graph, weight="weight", seed=7, iterations=200)
        positions = {name: (float(x), float(y)) for name, (x, y) in raw.items()}
    xs = [p[0] for p in positions.values()]
    ys = [p[1] for p in positions.values()]
    # Room around the nodes for their labels (beside the nodes at the sides).
    margin_x = 130 if size <= 2 else 200
    margin_top, margin_bottom = 36, 40

    def place(value: float, low: float, high: float, start: float, end: float) -> float:
        if high - low < 1e-9:
            return round((start + end) / 2, 1)
        return round(start + (value - low) / (high - low) * (end - start), 1)

    points = {
        name: (
            place(x, min(xs), max(xs), margin_x, width - margin_x),
            place(y, min(ys), max(ys), margin_top, height - margin_bottom),
        )
        for name, (x, y) in positions.items()
    }
    centre_x = sum(x for x, _ in points.values()) / size
    centre_y = sum(y for _, y in points.values()) / size
    nodes = []
    for name in members:
        label_x, label_y, anchor = _label_place(points[name], (centre_x, centre_y), size)
        nodes.append(
            Node(
                x=points[name][0],
                y=points[name][1],
                name=name,
                label=_label(name),
                href=submission_href(name),
                label_x=label_x,
                label_y=label_y,
                anchor=anchor,
            )
        )
    links = []
    for edge in sorted(cluster.edges, key=lambda e: (e.similarity, e.a, e.b)):
        (x1, y1), (x2, y2) = points[edge.a], points[edge.b]
        links.append(
            Link(
                x1=x1,
                y1=y1,
                x2=x2,
                y2=y2,
                mx=round((x1 + x2) / 2, 1),
                my=round((y1 + y2) / 2, 1),
                similarity=edge.similarity,
                # Width grows with similarity so the strongest copies stand out.
                width=round(1.5 + 9.0 * edge.similarity**3, 1),
                href=pair_href(edge.a, edge.b),
                a=edge.a,
                b=edge.b,
            )
        )
    return Graph(width=width, height=height, nodes=tuple(nodes), links=tuple(links))
