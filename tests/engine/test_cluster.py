"""Cluster stage: components of the suspicious-pair graph, big ones split."""

from __future__ import annotations

import itertools
import subprocess
import sys
from pathlib import Path

from mossish.engine.cluster import find_clusters
from mossish.model import PairResult


def edge(a: str, b: str, similarity: float) -> PairResult:
    return PairResult(a, b, similarity, similarity, similarity, 10, 10, 1, ())


def test_components_above_threshold() -> None:
    pairs = [
        edge("a", "b", 0.9),
        edge("b", "c", 0.7),
        edge("d", "e", 0.6),
        edge("c", "d", 0.2),  # below the threshold: no edge
        edge("x", "y", 0.4),
    ]
    clusters = find_clusters(pairs, threshold=0.5, split_size=10)
    assert [c.members for c in clusters] == [("a", "b", "c"), ("d", "e")]
    first = clusters[0]
    assert first.max_similarity == 0.9
    assert abs(first.mean_similarity - 0.8) < 1e-12
    assert [(e.a, e.b) for e in first.edges] == [("a", "b"), ("b", "c")]


def _two_rings_joined() -> list[PairResult]:
    ring1 = [f"r1_{i}" for i in range(8)]
    ring2 = [f"r2_{i}" for i in range(8)]
    pairs = [edge(a, b, 0.9) for a, b in itertools.combinations(ring1, 2)]
    pairs += [edge(a, b, 0.85) for a, b in itertools.combinations(ring2, 2)]
    pairs.append(edge("r1_0", "r2_0", 0.55))  # one weak link joins them
    return pairs


def test_large_component_is_split_into_communities() -> None:
    clusters = find_clusters(_two_rings_joined(), threshold=0.5, split_size=10)
    assert sorted(len(c.members) for c in clusters) == [8, 8]
    assert all(len({m[:2] for m in c.members}) == 1 for c in clusters)
    whole = find_clusters(_two_rings_joined(), threshold=0.5, split_size=20)
    assert [len(c.members) for c in whole] == [16]


def test_split_is_deterministic_across_processes() -> None:
    code = (
        f"import sys; sys.path.insert(0, {str(Path(__file__).parent)!r})\n"
        "from test_cluster import _two_rings_joined\n"
        "from mossish.engine.cluster import find_clusters\n"
        "print([c.members for c in find_clusters(_two_rings_joined(), 0.5, 10)])\n"
    )
    outputs = {
        subprocess.run(
            [sys.executable, "-c", code],
            env={"PYTHONHASHSEED": seed, "PATH": "/usr/bin:/bin"},
            capture_output=True, text=True, check=True,
        ).stdout
        for seed in ("1", "2", "3")
    }  # fmt: skip
    assert len(outputs) == 1


def test_a_dense_component_is_kept_whole() -> None:
    # A ring of 30 who all copied one source, most of its pairs linked (some
    # pairs missed by a disguise): one group, not communities cut from it.
    ring = [f"r{i:02}" for i in range(30)]
    pairs = [
        edge(a, b, 0.9)
        for number, (a, b) in enumerate(itertools.combinations(ring, 2))
        if number % 4  # three pairs in four
    ]
    assert [len(c.members) for c in find_clusters(pairs, threshold=0.5, split_size=10)] == [30]
    # Two such rings joined by one weak pair are still two groups.
    twin = [edge(a.replace("r", "t"), b.replace("r", "t"), 0.8) for a, b, *_ in
            ((p.a, p.b) for p in pairs)]  # fmt: skip
    joined = find_clusters([*pairs, *twin, edge("r00", "t00", 0.55)], 0.5, split_size=10)
    assert sorted(len(c.members) for c in joined) == [30, 30]
