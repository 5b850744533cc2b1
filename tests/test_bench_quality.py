"""The detection-quality figures of bench/quality.py, against their definitions.

The benchmark itself stays out of the suite; its metrics are checked here
because every quality figure in the docs rests on them.
"""

from __future__ import annotations

import importlib.util
import itertools
import sys
from pathlib import Path
from types import ModuleType

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

BENCH = Path(__file__).resolve().parent.parent / "bench" / "quality.py"


@pytest.fixture(scope="module")
def quality() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench_quality", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def brute_auc(labels: list[int], values: list[float]) -> float:
    positives = [v for v, y in zip(values, labels, strict=True) if y]
    negatives = [v for v, y in zip(values, labels, strict=True) if not y]
    wins = sum(
        1.0 if p > n else 0.5 if p == n else 0.0 for p, n in itertools.product(positives, negatives)
    )
    return wins / (len(positives) * len(negatives))


def brute_ap(labels: list[int], values: list[float]) -> float:
    total = sum(labels)
    ap, recall_before = 0.0, 0.0
    for threshold in sorted(set(values), reverse=True):
        flagged = [y for v, y in zip(values, labels, strict=True) if v >= threshold]
        recall = sum(flagged) / total
        ap += (recall - recall_before) * sum(flagged) / len(flagged)
        recall_before = recall
    return ap


def brute_f1(labels: list[int], values: list[float]) -> float:
    best = 0.0
    for threshold in set(values):
        flagged = [y for v, y in zip(values, labels, strict=True) if v >= threshold]
        hits = sum(flagged)
        if hits:
            precision, recall = hits / len(flagged), hits / sum(labels)
            best = max(best, 2 * precision * recall / (precision + recall))
    return best


scores = st.sampled_from([0.0, 0.0, 0.1, 0.25, 0.5, 0.5, 0.9, 1.0])
rankings = st.lists(st.tuples(st.integers(0, 1), scores, st.integers(0, 3)), min_size=2)


@settings(max_examples=200)
@given(rankings)
def test_metrics_match_their_definitions(
    quality: ModuleType, rows: list[tuple[int, float, int]]
) -> None:
    labels = [y for y, _, _ in rows]
    values = [v for _, v, _ in rows]
    if not 0 < sum(labels) < len(labels):
        return
    found = quality.ranking_metrics(labels, values)
    assert found["auc"] == pytest.approx(brute_auc(labels, values))
    assert found["ap"] == pytest.approx(brute_ap(labels, values))
    assert found["f1"] == pytest.approx(brute_f1(labels, values))


@settings(max_examples=200)
@given(rankings)
def test_weights_count_pairs_that_many_times(
    quality: ModuleType, rows: list[tuple[int, float, int]]
) -> None:
    repeated = [(y, v) for y, v, times in rows for _ in range(times)]
    if not 0 < sum(y for y, _ in repeated) < len(repeated):
        return
    weights = np.array([times for _, _, times in rows], dtype=np.float64)
    weighted = quality.ranking_metrics([y for y, _, _ in rows], [v for _, v, _ in rows], weights)
    plain = quality.ranking_metrics([y for y, _ in repeated], [v for _, v in repeated])
    for metric in ("auc", "ap", "f1"):
        assert weighted[metric] == pytest.approx(plain[metric])


def test_best_f1_threshold_and_degenerate_rankings(quality: ModuleType) -> None:
    # At 0.9: precision 1, recall 2/3 (F1 0.8); at 0.1: precision 3/4, recall 1.
    found = quality.ranking_metrics([1, 1, 0, 1, 0], [0.9, 0.95, 0.5, 0.1, 0.0])
    assert found["f1"] == pytest.approx(6 / 7) and found["at"] == 0.1
    assert found["auc"] == pytest.approx(5 / 6)
    assert np.isnan(quality.ranking_metrics([1, 1], [0.2, 0.3])["auc"])


def test_every_copy_kind_is_ranked_against_every_honest_pair(quality: ModuleType) -> None:
    pair = quality.LabelledPair
    pairs = [
        pair("o", "c1", 1, "t", "orig-plag", "llm"),
        pair("o", "c2", 1, "t", "orig-plag", "split"),
        pair("c1", "c2", 1, "t", "plag-plag", ""),
        pair("n", "o", 0, "t", "nonplag-orig", ""),
        pair("c1", "n", 0, "t", "nonplag-plag", ""),
    ]
    kinds = quality.copy_kinds(pairs)
    assert sorted(kinds) == ["llm", "split"]
    assert [(p.a, p.b) for p in kinds["llm"]] == [("o", "c1"), ("n", "o"), ("c1", "n")]
    assert sorted(quality.subsets_of(pairs)) == ["all", "llm", "original", "split"]


def test_the_worst_family_decides_not_the_mean(quality: ModuleType) -> None:
    # "a" leads its best peer by 0.3 and "b" trails by 0.05 with setting x;
    # y leads both by 0.02: the mean prefers x, the worst family y.
    figures = {
        ("a", "x"): {"avg": {"ap": 0.9}},
        ("b", "x"): {"avg": {"ap": 0.75}},
        ("a", "y"): {"avg": {"ap": 0.62}},
        ("b", "y"): {"avg": {"ap": 0.82}},
    }
    peers = {"a": {"all": ("dolos", 0.6)}, "b": {"all": ("jplag", 0.8)}}
    assert quality.worst_margin(figures, peers, ["a", "b"], ("x", "avg")) == pytest.approx(
        (-0.05, "b")
    )
    best = max(
        ("x", "y"), key=lambda c: quality.worst_margin(figures, peers, ["a", "b"], (c, "avg"))
    )
    assert best == "y"
