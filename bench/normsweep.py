"""AP of normaliser variants and k, w on every set, and on the hard copy kinds.

    python bench/normsweep.py shipped,v2,v2+types+mods -k 6,7 -w 8

A variant is one of bench/quality.py's (``shipped``, ``v2``, followed by
``+NAME`` parts); the other knobs are the shipped defaults.  Besides each
set's AP, each kind of copy a set has by name (``llm``: rewrites as a
language model makes them, ``split``: copies spread over several files) is
ranked alone: its original-to-copy pairs against all the set's honest pairs.
Figures are cached in bench/results/normsweep.json (by set, engine, variant,
k and w).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

import quality as q  # noqa: E402

from mossish.settings import Settings  # noqa: E402

CACHE = HERE / "results" / "normsweep.json"
KINDS = ("llm", "split")


def subsets(pairs: list[q.LabelledPair]) -> dict[str, list[q.LabelledPair]]:
    """All pairs, and per copy kind its original-to-copy pairs with every honest pair."""
    honest = [p for p in pairs if p.label == 0]
    found = {"all": pairs}
    for kind in KINDS:
        copies = [p for p in pairs if p.kind == "orig-plag" and f"/plagiarized/{kind}" in p.a + p.b]
        if copies:
            found[kind] = copies + honest
    return found


def figures(name: str, variant: str, k: int, w: int, cache: dict[str, object]) -> dict[str, float]:
    """{"SUBSET": AP} for one set, variant and k, w (scored by the shipped metric)."""
    root = q.DATASETS[name]
    pairs = q.load_pairs(root)
    key = f"{name}|{q.data_digest(root, pairs)}|{q.engine_digest()}|{variant}|{k}|{w}"
    if key not in cache:
        settings = Settings(k=k, window=w, jobs=1)
        with q.normalised_by(variant):
            table = q.score(root, pairs, settings)
        cache[key] = {label: q.metrics(sub, table)["ap"] for label, sub in subsets(pairs).items()}
        CACHE.parent.mkdir(parents=True, exist_ok=True)
        CACHE.write_text(json.dumps(cache), encoding="utf-8")
    found = cache[key]
    assert isinstance(found, dict)
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("variants", help="comma-separated normaliser variants")
    parser.add_argument("-k", default="7", help="comma-separated k values")
    parser.add_argument("-w", default="8", help="comma-separated window sizes")
    parser.add_argument("--dataset", action="append", choices=sorted(q.DATASETS))
    args = parser.parse_args()
    cache = json.loads(CACHE.read_text(encoding="utf-8")) if CACHE.exists() else {}
    names = args.dataset or [n for n, p in q.DATASETS.items() if (p / "pairs.csv").exists()]
    rows = [
        (variant, k, w, {n: figures(n, variant, k, w, cache) for n in names})
        for variant in args.variants.split(",")
        for k in map(int, args.k.split(","))
        for w in map(int, args.w.split(","))
    ]
    extra = sorted({(n, s) for *_, found in rows for n in names for s in found[n] if s != "all"})
    print("| variant | k | w | " + " | ".join(names) + " | mean | "
          + " | ".join(f"{n}: {s}" for n, s in extra) + " |")  # fmt: skip
    print("|---|---|---|" + "---|" * (len(names) + 1 + len(extra)))
    for variant, k, w, found in rows:
        aps = [found[n]["all"] for n in names]
        cells = [f"{a:.3f}" for a in aps] + [f"{sum(aps) / len(aps):.4f}"]
        cells += [f"{found[n][s]:.3f}" if s in found[n] else "" for n, s in extra]
        print(f"| {variant} | {k} | {w} | " + " | ".join(cells) + " |", flush=True)


if __name__ == "__main__":
    main()
