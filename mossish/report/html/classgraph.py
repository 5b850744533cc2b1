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
from mossish.report.html.placing import Placed, Spot, place_labels
from mossish.report.late import late_text

# Edges drawn at most (the strongest), and the lowest similarity drawn.
MAX_EDGES = 4000
FLOOR = 0.3
WIDTH = 960
HUES = 12
# Dots named beside them at most (clustered first), their names cut to so many
# characters, in this font size (report.css: .class-graph text).
MAX_LABELS = 400
LABEL_CHARS = 18
LABEL_FONT = 10.0


# networkx lays out 500 nodes or more with SciPy, which mossish does not
# need otherwise: a group that large is drawn on a circle instead.
FORCE_LIMIT = 499


def _place_groups(graph: nx.Graph, positions: dict[str, tuple[float, float]]) -> float:
    """Lay out each connected group of ``graph`` in its own box; returns the height used.

    A group's box has a side in proportion to the square root of its share of
    the linked submissions, so the boxes together cover about the panel's
    width; each row of boxes is then stretched to the panel's full width.
    """
    groups = sorted(
        (sorted(group) for group in nx.connected_components(graph)), key=lambda g: (-len(g), g)
    )
    usable = WIDTH - 80
    total = sum(len(group) for group in groups)
    sides = [
        min(float(usable), max(90.0, 0.95 * usable * math.sqrt(len(group) / total)))
        for group in groups
    ]
    rows: list[list[int]] = [[]]
    used = 0.0
    for index, side in enumerate(sides):
        if rows[-1] and used + side > usable:
            rows.append([])
            used = 0.0
        rows[-1].append(index)
        used += side
    y = 40.0
    for row in rows:
        stretch = usable / sum(sides[i] for i in row)
        x = 40.0
        # A large group's box is wider than tall, as the panel is.
        row_height = max(0.7 * sides[i] if len(groups[i]) > 12 else sides[i] for i in row)
        for index in row:
            _lay_out(graph, groups[index], x, y, sides[index] * stretch, row_height, positions)
            x += sides[index] * stretch
        y += row_height
    return y + 10


def _lay_out(
    graph: nx.Graph,
    group: list[str],
    x: float,
    y: float,
    width: float,
    height: float,
    positions: dict[str, tuple[float, float]],
) -> None:
    """One group's nodes, laid out by force in the box at (x, y) of that size."""
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
    # Room at the sides of the box for the labels of the nodes at its edges.
    pad_x, pad_y = min(60.0, width / 4), 18.0
    for name, (px, py) in raw.items():
        positions[name] = (
            round(x + pad_x + _scaled(float(px), min(xs), max(xs), width - 2 * pad_x), 1),
            round(y + pad_y + _scaled(float(py), min(ys), max(ys), height - 2 * pad_y), 1),
        )


def _labels(
    linked: list[str],
    positions: dict[str, tuple[float, float]],
    clusters: dict[str, int],
    graph: nx.Graph,
    height: float,
) -> dict[str, tuple[str, Placed]]:
    """Names written beside the linked dots where there is room, clustered ones first.

    Dots in no pair above the floor sit in tight rows and keep their tooltip only.
    """
    order = sorted(
        linked,
        key=lambda n: (clusters.get(n, len(clusters) + 1), -graph.degree(n, weight="weight"), n),
    )[:MAX_LABELS]
    texts = [n if len(n) <= LABEL_CHARS else n[: LABEL_CHARS - 1] + "…" for n in order]
    spots = [
        Spot(positions[n][0], positions[n][1], 5.0, text)
        for n, text in zip(order, texts, strict=True)
    ]
    found = place_labels(spots, WIDTH, height, LABEL_FONT)
    return {
        n: (text, where)
        for n, text, where in zip(order, texts, found, strict=True)
        if where is not None
    }


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
    # The name written beside the dot ("" when there is no room for it), and where.
    label: str = ""
    label_x: float = 0.0
    label_y: float = 0.0
    anchor: str = "start"


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

    placed = _labels(linked, positions, clusters, graph, area)
    nodes = tuple(
        ClassNode(
            label=placed[n][0] if n in placed else "",
            label_x=placed[n][1].x if n in placed else 0.0,
            label_y=placed[n][1].y if n in placed else 0.0,
            anchor=placed[n][1].anchor if n in placed else "start",
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
