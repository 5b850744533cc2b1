"""Experiment: scores robust to rewrites and refactoring, per set and per copy kind.

    python bench/align.py                         # shipped defaults, every set
    python bench/align.py k=5 window=4 merge_gap=32 tolerance=1

Runs mossish once per task with the given settings (``name=value``, as
``Settings.validated`` takes them) and prints, per set, the AP of every
score formula built from the same run (``avg``, ``max``, the geometric mean
of the two shares, ...) over all labelled pairs and over the hard copy
kinds: each original-to-copy pair of a kind (a ``level`` naming a language
model's rewrite, or a split into several files) ranked against every honest
pair of its set (docs/quality.md).
"""

from __future__ import annotations

import math
import sys
from collections import defaultdict
from collections.abc import Callable, Sequence
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))
import quality as q  # noqa: E402

from mossish.pipeline import analyze_inputs  # noqa: E402
from mossish.settings import Settings  # noqa: E402

Row = tuple[float, float, float, float]  # avg, max, share a, share b


def _geo(r: Row) -> float:
    return math.sqrt(r[2] * r[3])


FORMULAS: dict[str, Callable[[Row], float]] = {
    "avg": lambda r: r[0],
    "max": lambda r: r[1],
    "geo": _geo,
    "avg+max": lambda r: (r[0] + r[1]) / 2,
    "avg+geo": lambda r: (r[0] + _geo(r)) / 2,
}


def raw_scores(
    root: Path, pairs: Sequence[q.LabelledPair], settings: Settings
) -> dict[tuple[str, str], Row]:
    by_task: dict[str, set[str]] = defaultdict(set)
    for pair in pairs:
        by_task[pair.task].update((pair.a, pair.b))
    table: dict[tuple[str, str], Row] = {}
    for task in sorted(by_task):
        analysis = analyze_inputs(
            q.task_inputs(root, by_task[task]), settings.with_(top=0, fail_above=0.0)
        )
        for r in analysis.pairs:
            table[(r.a, r.b)] = (r.similarity_avg, r.similarity_max, r.share_a, r.share_b)
            table[(r.b, r.a)] = (r.similarity_avg, r.similarity_max, r.share_b, r.share_a)
    return table


def subsets(pairs: Sequence[q.LabelledPair]) -> dict[str, list[q.LabelledPair]]:
    honest = [p for p in pairs if p.label == 0]
    found = {"all": list(pairs)}
    for name, test in (("llm", lambda lv: "llm" in lv), ("split", lambda lv: lv == "split")):
        copies = [p for p in pairs if p.kind == "orig-plag" and test(p.level)]
        if copies:
            found[name] = copies + honest
    return found


def main(argv: Sequence[str]) -> int:
    knobs = dict(arg.split("=", 1) for arg in argv if "=" in arg)
    names = [a for a in argv if "=" not in a] or [
        n for n, p in q.DATASETS.items() if (p / "pairs.csv").exists()
    ]
    settings = Settings.validated(**knobs)
    print(f"settings: {knobs or 'shipped defaults'}")
    means: dict[str, list[float]] = defaultdict(list)
    for name in names:
        root = q.DATASETS[name]
        pairs = q.load_pairs(root)
        table = raw_scores(root, pairs, settings)
        cells = []
        for label, subset in subsets(pairs).items():
            aps = []
            for formula, f in FORMULAS.items():
                scores = {key: f(row) for key, row in table.items()}
                ap = q.metrics(subset, scores)["ap"]
                aps.append(f"{formula} {ap:.3f}")
                if label == "all":
                    means[formula].append(ap)
            cells.append(f"  {label:<6} " + "  ".join(aps))
        print(f"{name}:")
        print("\n".join(cells), flush=True)
    print("mean AP: " + "  ".join(f"{f} {sum(v) / len(v):.4f}" for f, v in means.items()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
