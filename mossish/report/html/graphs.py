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

from mossish.model import Cluster, Edge
from mossish.report.html.placing import Spot, place_labels

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
    label: str  # "" when no free place was found for it (the tooltip names it)
    href: str
    label_x: float
    label_y: float
    anchor: str  # text-anchor of the label: start, middle or end
    radius: float = 9.0


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
    labelled: bool = True  # its percentage is written on it


@dataclass(frozen=True, slots=True)
class Graph:
    width: int
    height: int
    nodes: tuple[Node, ...]
    links: tuple[Link, ...]
    pairs: int = 0  # the cluster's pairs; ``links`` may be only the strongest of them


# Percentages are written on the edges of a cluster with at most this many
# drawn; beyond, they would cover each other (the tooltips and the table of
# strongest pairs give them).
LABELLED_EDGES = 12
# A cluster of at most this many members is drawn with every pair.
SMALL = 8
# A larger cluster with more pairs than this many per member is drawn with its
# strongest pairs only: those that keep it connected, and the strongest others
# up to this many per member.
EDGES_PER_MEMBER = 2
_LABEL_CHARS = 26
_FONT = 12.5


def _label(name: str, chars: int = _LABEL_CHARS) -> str:
    return name if len(name) <= chars else name[: chars - 1] + "…"


def strongest_edges(cluster: Cluster) -> tuple[Edge, ...]:
    """The pairs a dense cluster is drawn with: a maximum spanning tree, then the strongest.

    Every member stays linked to the one it is most like, and the picture
    keeps at most ``EDGES_PER_MEMBER`` lines per member.
    """
    limit = EDGES_PER_MEMBER * len(cluster.members)
    if len(cluster.members) <= SMALL or len(cluster.edges) <= limit:
        return cluster.edges
    graph = nx.Graph()
    graph.add_nodes_from(sorted(cluster.members))
    ordered = sorted(cluster.edges, key=lambda e: (-e.similarity, e.a, e.b))
    for edge in ordered:
        graph.add_edge(edge.a, edge.b, weight=edge.similarity)
    tree = nx.maximum_spanning_tree(graph, weight="weight", algorithm="kruskal")
    kept = {(min(a, b), max(a, b)) for a, b in tree.edges()}
    for edge in ordered:
        if len(kept) >= limit:
            break
        kept.add((min(edge.a, edge.b), max(edge.a, edge.b)))
    return tuple(e for e in cluster.edges if (min(e.a, e.b), max(e.a, e.b)) in kept)


def cluster_graph(
    cluster: Cluster,
    submission_href: Callable[[str], str],
    pair_href: Callable[[str, str], str | None],
) -> Graph:
    """A cluster laid out by networkx (spring layout, weight = similarity), its members labelled.

    From 2 to a few hundred members: the drawing grows with the cluster, a
    dense cluster shows its strongest pairs only, and the percentages are
    written on the edges only while they can be read.
    """
    members = sorted(cluster.members)
    size = len(members)
    width = 640 if size <= 2 else 720
    height = (
        110 if size <= 2
        else 300 if size <= 5
        else 420 if size <= 12
        else min(760, 300 + 16 * size) if size <= 60
        else min(1040, 760 + 2 * (size - 60))
    )  # fmt: skip
    radius = 9.0 if size <= 12 else 6.0
    graph = nx.Graph()
    graph.add_nodes_from(members)
    graph.add_weighted_edges_from(sorted((e.a, e.b, e.similarity) for e in cluster.edges))
    if size <= 2:
        positions = {name: ((-1.0 if i == 0 else 1.0), 0.0) for i, name in enumerate(members)}
    else:
        raw = nx.spring_layout(graph, weight="weight", seed=7, iterations=200)
        positions = {name: (float(x), float(y)) for name, (x, y) in raw.items()}
    xs = [p[0] for p in positions.values()]
    ys = [p[1] for p in positions.values()]
    # Room around the nodes for the labels of those at the sides.
    margin_x = 130 if size <= 2 else 170 if size <= 12 else 110
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
    # The most linked members are labelled first: they are where a reader looks.
    strength = {name: 0.0 for name in members}
    for edge in cluster.edges:
        strength[edge.a] += edge.similarity
        strength[edge.b] += edge.similarity
    order = sorted(members, key=lambda n: (-strength[n], n))
    chars = _LABEL_CHARS if size <= 12 else 18
    texts = {name: _label(name, chars) for name in members}
    spots = [Spot(points[n][0], points[n][1], radius, texts[n]) for n in order]
    placed = dict(zip(order, place_labels(spots, width, height, _FONT), strict=True))
    nodes = []
    for name in members:
        where = placed[name]
        nodes.append(
            Node(
                x=points[name][0],
                y=points[name][1],
                name=name,
                label=texts[name] if where else "",
                href=submission_href(name),
                label_x=round(where.x, 1) if where else 0.0,
                label_y=round(where.y, 1) if where else 0.0,
                anchor=where.anchor if where else "start",
                radius=radius,
            )
        )
    drawn = strongest_edges(cluster)
    links = []
    for edge in sorted(drawn, key=lambda e: (e.similarity, e.a, e.b)):
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
                width=round((1.5 + 9.0 * edge.similarity**3) * (1.0 if size <= 12 else 0.5), 1),
                href=pair_href(edge.a, edge.b),
                a=edge.a,
                b=edge.b,
                labelled=len(drawn) <= LABELLED_EDGES,
            )
        )
    return Graph(
        width=width,
        height=height,
        nodes=tuple(nodes),
        links=tuple(links),
        pairs=len(cluster.edges),
    )
