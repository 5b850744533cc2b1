"""Experiment (not shipped): scores for rewrites and split copies, built from the same runs.

    python bench/score_views.py diagnose algoplag    # the llm and split copies ranked low,
                                                     # and the honest pairs above them
    python bench/score_views.py formulas             # every formula: AP per set and copy
                                                     # kind, demo medians, leave-one-set-out
    python bench/score_views.py formulas k=6         # the same on another setting's runs
    python bench/quality.py --loso --peers --loso-views   # the grid with VIEW_GRID's knobs

Runs mossish once per task of every labelled set (and once per demo class),
with the per-file view off, and keeps per pair the parts a score can be
built from: avg, max and each side's share (as shipped); the largest share
of one file of each side matched anywhere in the other (the per-file view,
per side); the same counting only merged fragments of at least L tokens;
the share of each side under a k-gram the other holds anywhere ("bag":
order-free and many-to-one, as Dolos counts); the share matched in merged
fragments of at least L tokens ("long"); the share of each side in chunks
of C tokens that are at least T matched ("chunk"). ``formulas`` then ranks
each set's pairs by each formula (docs/quality.md, "Scores for rewrites and
split copies"), and chooses each family's parameter by leave-one-set-out
among the formulas whose demo classes' honest median stays under
quality.SCALE_LIMIT.

quality.py's grid takes two of these as knobs (``scored_by``): ``view``, what
the per-file view moves avg towards ("one": the shipped largest share of one
file; "geo": the geometric mean of each side's largest; "long16": the
largest share of one file in fragments of 16 tokens or more), and
``blend``, the part by which avg moves towards max on every pair.
"""

from __future__ import annotations

import contextlib
import csv
import math
import sys
from collections import defaultdict
from collections.abc import Callable, Iterator, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))
import quality as q  # noqa: E402

from mossish.engine import ranking, scoring  # noqa: E402
from mossish.engine.fingerprint import kgram_hashes  # noqa: E402
from mossish.engine.rarity import _token_values  # noqa: E402
from mossish.engine.scoring import MIN_SIDE  # noqa: E402
from mossish.pipeline import analyze, analyze_inputs  # noqa: E402
from mossish.settings import Settings  # noqa: E402

Features = dict[str, Any]
LENGTHS = (16, 20, 25)
FLOORS = (0.25, 0.5, 0.75)
CHUNKS = ((32, 0.2), (32, 0.5), (64, 0.5))


# ---- the parts of a score, per pair ------------------------------------------------------


def _fragment_lengths(layout: scoring.Layout) -> np.ndarray:
    """Per run: the tokens of the merged fragment it belongs to (runs and credited gaps)."""
    joins = layout.joined.joins
    start = np.ones(joins.shape[0], dtype=bool)
    start[1:] = ~joins[:-1]
    fragment = np.cumsum(start) - 1
    if fragment.size == 0:
        return np.zeros(0)
    return np.bincount(fragment, weights=layout.length + layout.joined.credit)[fragment]


def one_file_sides(
    sc: scoring.Scoring, count: int, layout: scoring.Layout, weight_a: np.ndarray,
    weight_b: np.ndarray, floor: np.ndarray | None = None,
) -> tuple[np.ndarray, np.ndarray]:  # fmt: skip
    """Per pair and side (low, high): the largest share of one of its files matched in the other.

    A file counts as at least MIN_SIDE weighted tokens (as shipped), and at
    least ``floor`` of its pair where given."""
    found = []
    pair = layout.pair.astype(np.int64)
    files = sc.files.shape[0]
    sizes = np.maximum(sc.cumulative[sc.file_ends] - sc.cumulative[sc.files], MIN_SIDE)
    for start, weight in ((layout.ga, weight_a), (layout.gb, weight_b)):
        best = np.zeros(count)
        if pair.size and files:
            number = np.searchsorted(sc.files, start, side="right") - 1
            keys, where = np.unique(pair * files + number, return_inverse=True)
            size = sizes[keys % files]
            if floor is not None:
                size = np.maximum(size, floor[keys // files])
            share = np.bincount(where, weights=weight) / size
            np.maximum.at(best, keys // files, share)
        found.append(np.clip(best, 0.0, 1.0))
    return found[0], found[1]


def _bag(documents: Sequence[Any], weights: Sequence[np.ndarray], a: int, b: int, k: int) -> float:
    """The weight of a's tokens under a k-gram that b holds anywhere."""
    hit = np.isin(kgram_hashes(np.asarray(documents[a].tokens), k),
                  kgram_hashes(np.asarray(documents[b].tokens), k))  # fmt: skip
    covered = _token_values(hit.astype(np.float64), documents[a].size, k, 0.0) > 0
    return float(weights[a][covered].sum())


def _chunks(sc: scoring.Scoring, doc: int, spans: list[tuple[int, int]]) -> list[float]:
    """Per CHUNKS (C, T): the weight of doc's chunks of C tokens at least T covered by spans."""
    lo, hi = int(sc.offsets[doc]), int(sc.offsets[doc + 1])
    mask = np.zeros(hi - lo, dtype=bool)
    for start, end in spans:
        mask[start - lo : end - lo] = True
    weights = np.diff(sc.cumulative[lo : hi + 1])
    total = max(float(weights.sum()), 1e-9)
    out = []
    for size, at_least in CHUNKS:
        ids = np.arange(hi - lo) // size
        whole = np.bincount(ids, weights=weights)
        covered = np.bincount(ids, weights=weights * mask)
        out.append(float(whole[covered >= at_least * np.maximum(whole, 1e-9)].sum()) / total)
    return out


def run_weights(sc: Any, layout: Any) -> tuple[Any, Any]:
    """Per run, the weight it matches on each side, with its bridged gap's share."""
    _, ga, gb, length, joined = layout
    return (
        sc._side_weights(ga, length, joined, joined.gap_a),
        sc._side_weights(gb, length, joined, joined.gap_b),
    )


def features(out: Any, documents: Sequence[Any], k: int) -> dict[tuple[str, str], Features]:
    """Every pair sharing code, both orders: the parts a score can be built from."""
    sc, scores, count = out.scoring, out.scores, out.i.shape[0]
    layout = sc.layout(out)
    weight_a, weight_b = run_weights(sc, layout)
    lengths = _fragment_lengths(layout)
    sides = {"": one_file_sides(sc, count, layout, weight_a, weight_b)}
    smaller = np.minimum(sc.totals[out.i], sc.totals[out.j])
    for part in FLOORS:
        sides[f"F{part}"] = one_file_sides(sc, count, layout, weight_a, weight_b, part * smaller)
    longs = {}
    for least in LENGTHS:
        keep = lengths >= least
        sides[f"L{least}"] = one_file_sides(
            sc, count, layout, np.where(keep, weight_a, 0.0), np.where(keep, weight_b, 0.0)
        )
        longs[least] = tuple(
            np.bincount(layout.pair[keep], weights=w[keep], minlength=count)
            for w in (weight_a, weight_b)
        )
    bounds = np.searchsorted(layout.pair, np.arange(count + 1))
    joins = layout.joined.joins
    weights = sc.rarity.weights
    table: dict[tuple[str, str], Features] = {}
    for at in range(count):
        if out.matched[at] <= 0:
            continue
        low, high = sorted((int(out.i[at]), int(out.j[at])))
        lo, hi = int(bounds[at]), int(bounds[at + 1])
        spans: tuple[list[tuple[int, int]], list[tuple[int, int]]] = ([], [])
        begin = lo
        for r in range(lo, hi):
            if r == hi - 1 or not joins[r]:
                for side, starts in enumerate((layout.ga, layout.gb)):
                    spans[side].append((int(starts[begin]), int(starts[r] + layout.length[r])))
                begin = r + 1
        size = (float(sc.totals[low]), float(sc.totals[high]))
        sides_of = (low, high)
        per = []
        for side in (0, 1):
            mine, other = sides_of[side], sides_of[1 - side]
            total = max(size[side], 1e-9)
            per.append(
                {
                    "share": float((scores.share_a if out.i[at] == mine else scores.share_b)[at]),
                    "size": size[side],
                    "files": int(sc.file_counts[mine]),
                    "bag": _bag(documents, weights, mine, other, k) / total,
                    **{f"one{key}": float(v[side][at]) for key, v in sides.items()},
                    **{f"long{n}": float(longs[n][side][at]) / total for n in LENGTHS},
                    **{
                        f"chunk{c}_{t}": v
                        for (c, t), v in zip(CHUNKS, _chunks(sc, mine, spans[side]), strict=True)
                    },
                }
            )
        common = {"avg": float(scores.avg[at]), "max": float(scores.maximum[at])}
        names = (documents[low].name, documents[high].name)
        table[names] = {**common, "a": per[0], "b": per[1]}
        table[names[::-1]] = {**common, "a": per[1], "b": per[0]}
    return table


@contextlib.contextmanager
def captured() -> Iterator[list[tuple[Any, Sequence[Any]]]]:
    """Every rescored class of the runs inside, with its documents."""
    found: list[tuple[Any, Sequence[Any]]] = []
    original = ranking.rescored

    def keep(scored: Any, documents: Sequence[Any], *args: Any, **kwargs: Any) -> Any:
        out = original(scored, documents, *args, **kwargs)
        found.append((out, documents))
        return out

    ranking.rescored = keep
    try:
        yield found
    finally:
        ranking.rescored = original


def probe(settings: Settings, only: Sequence[str] = ()) -> tuple[dict[str, Any], dict[str, Any]]:
    """{set: (labelled pairs, features)} and {demo language: (names, planted, features)}."""
    settings = settings.with_(file_view=0.0, top=0, fail_above=0.0)
    sets = {}
    for name, root in q.DATASETS.items():
        if not (root / "pairs.csv").exists() or (only and name not in only):
            continue
        pairs = q.load_pairs(root)
        by_task: dict[str, set[str]] = defaultdict(set)
        for p in pairs:
            by_task[p.task].update((p.a, p.b))
        table: dict[tuple[str, str], Features] = {}
        for task in sorted(by_task):
            with captured() as found:
                analyze_inputs(q.task_inputs(root, by_task[task]), settings)
            for out, documents in found:
                table.update(features(out, documents, settings.k))
        relative(table, [sorted(members) for _, members in sorted(by_task.items())])
        sets[name] = (pairs, table)
        print(f"  {name}: {len(table) // 2} pairs", file=sys.stderr, flush=True)
    demos = {}
    for language in ("python", "java"):
        folder = q.SAMPLES / language
        with open(folder / "planted.csv", newline="", encoding="utf-8") as handle:
            planted = {frozenset((r["a"], r["b"])) for r in csv.DictReader(handle)}
        with captured() as found:
            analysis = analyze(
                [str(folder / "students")], settings.with_(base=(str(folder / "starter"),))
            )
        table = {}
        for out, documents in found:
            table.update(features(out, documents, settings.k))
        names = [s.name for s in analysis.submissions]
        relative(table, [names])
        demos[language] = (names, planted, table)
    return sets, demos


# ---- formulas ------------------------------------------------------------------------------

Formula = Callable[[Features], float]


def viewed(target: Formula, share: float) -> Formula:
    """avg moved the part ``share`` of the way towards ``target`` where a side has several files."""

    def score(f: Features) -> float:
        if f["a"]["files"] < 2 and f["b"]["files"] < 2:
            return float(f["avg"])
        return (1 - share) * f["avg"] + share * max(target(f), f["avg"])

    return score


def both(key: str) -> Formula:
    """The two sides' ``key`` combined as avg combines shares (weighted by size)."""

    def score(f: Features) -> float:
        a, b = f["a"], f["b"]
        return float((a[key] * a["size"] + b[key] * b["size"]) / max(a["size"] + b["size"], 1e-9))

    return score


def one_file(key: str = "one") -> Formula:
    return lambda f: max(f["a"][key], f["b"][key])


def geo(f: Features) -> float:
    return math.sqrt(f["a"]["one"] * f["b"]["one"])


SHIPPED = viewed(one_file(), 0.5)


def blended(base: Formula, other: Formula, weight: float) -> Formula:
    return lambda f: (1 - weight) * base(f) + weight * other(f)


FAMILIES: dict[str, dict[str, Formula]] = {
    "avg towards max, every pair (blend)": {
        str(w): blended(SHIPPED, lambda f: f["max"], w) for w in (0.0, 0.1, 0.2, 0.3, 0.5)
    },
    "with the bag of k-grams (order-free)": {
        str(w): blended(SHIPPED, both("bag"), w) for w in (0.0, 0.1, 0.2, 0.3)
    },
    "with fragments of 20 tokens or more": {
        str(w): blended(SHIPPED, both("long20"), w) for w in (0.0, 0.25, 0.5)
    },
    "alone": {
        "shipped": SHIPPED,
        "bag": both("bag"),
        "fragments of 20 or more": both("long20"),
    },
    "with chunks of 32 tokens at least 0.2 matched": {
        str(w): blended(SHIPPED, both("chunk32_0.2"), w) for w in (0.0, 0.3)
    },
    "the per-file view's weight": {
        str(s): viewed(one_file(), s) for s in (0.0, 0.25, 0.5, 0.75, 1.0)
    },
    "the per-file view's target": {
        "one 0.5": SHIPPED,
        "geo 0.5": viewed(geo, 0.5),
        "geo 1.0": viewed(geo, 1.0),
        "long16 0.75": viewed(one_file("oneL16"), 0.75),
        "long25 0.75": viewed(one_file("oneL25"), 0.75),
        "min 0.5": viewed(lambda f: min(f["a"]["one"], f["b"]["one"]), 0.5),
        **{f"file at least {p} of the smaller side, 0.5": viewed(one_file(f"oneF{p}"), 0.5)
           for p in FLOORS},
    },
    # The pair less a part of the larger of its two submissions' lower-quartile
    # score against the rest of its task (``relative``), at least 0.
    "class-relative (less the larger lower quartile)": {
        str(w): (lambda f, w=w: max(SHIPPED(f) - w * max(f["a"]["usual"], f["b"]["usual"]), 0.0))
        for w in (0.0, 0.25, 0.5, 1.0)
    },
}  # fmt: skip


def relative(table: dict[tuple[str, str], Features], groups: Sequence[Sequence[str]]) -> None:
    """Each side's "usual" score: the lower quartile of its shipped score against the other
    members of its group (a task, or a demo class), in place."""
    usual = {}
    for group in groups:
        for name in group:
            values = [SHIPPED(table[(name, o)]) if (name, o) in table else 0.0
                      for o in group if o != name]  # fmt: skip
            usual[name] = float(np.percentile(values, 25)) if values else 0.0
    for f in table.values():
        for side in ("a", "b"):
            f[side].setdefault("usual", 0.0)
    for (a, b), f in table.items():
        f["a"]["usual"], f["b"]["usual"] = usual.get(a, 0.0), usual.get(b, 0.0)


def kinds(pairs: Sequence[q.LabelledPair]) -> dict[str, list[q.LabelledPair]]:
    return {"all": list(pairs), **q.hard_subsets(pairs)}


def figures(sets: dict[str, Any], formula: Formula) -> dict[tuple[str, str], float]:
    found = {}
    for name, (pairs, table) in sets.items():
        scores = {key: formula(f) for key, f in table.items()}
        for kind, subset in kinds(pairs).items():
            found[(name, kind)] = q.metrics(subset, scores)["ap"]
    return found


def demo_medians(demos: dict[str, Any], formula: Formula) -> dict[str, float]:
    found = {}
    for language, (names, planted, table) in demos.items():
        honest = [
            formula(table[(a, b)]) if (a, b) in table else 0.0
            for i, a in enumerate(names)
            for b in names[i + 1 :]
            if frozenset((a, b)) not in planted
        ]
        found[language] = float(np.median(honest))
    return found


def formulas(settings: Settings) -> None:
    sets, demos = probe(settings)
    names = list(sets)
    print("| family | value | " + " | ".join(names) + " | mean | demo medians | "
          + " | ".join(f"{n} {k}" for n in names for k in kinds(sets[n][0]) if k != "all")
          + " |")  # fmt: skip
    hard_kinds = sum(len(kinds(pairs)) - 1 for pairs, _ in sets.values())
    print("|---|---|" + "---|" * (len(names) + 2 + hard_kinds))
    held: dict[str, list[str]] = {}
    for family, members in FAMILIES.items():
        results = {}
        for value, formula in members.items():
            ap = figures(sets, formula)
            medians = demo_medians(demos, formula)
            results[value] = (ap, medians)
            mean = sum(ap[(n, "all")] for n in names) / len(names)
            hard = [f"{v:.3f}" for (n, kind), v in ap.items() if kind != "all"]
            print(
                f"| {family} | {value} | " + " | ".join(f"{ap[(n, 'all')]:.3f}" for n in names)
                + f" | {mean:.4f} | " + " / ".join(f"{m:.3f}" for m in medians.values())
                + " | " + " | ".join(hard) + " |"
            )  # fmt: skip
        readable = [v for v, (_, m) in results.items() if max(m.values()) < q.SCALE_LIMIT]
        readable = readable or list(results)  # (none readable: chosen among all)
        cells = []
        for name in names:
            others = [n for n in names if n != name]
            best = max(readable, key=lambda v: sum(results[v][0][(o, "all")] for o in others))
            cells.append(f"{results[best][0][(name, 'all')]:.3f} ({best})")
        held[family] = cells
    print()
    print("Held out (each set's value chosen on the other sets, demo medians under "
          f"{q.SCALE_LIMIT}):")  # fmt: skip
    print()
    print("| family | " + " | ".join(names) + " |")
    print("|---|" + "---|" * len(names))
    for family, cells in held.items():
        print(f"| {family} | " + " | ".join(cells) + " |")


def diagnose(name: str, settings: Settings) -> None:
    """The set's llm and split copies against their originals, lowest first, with the
    number of honest pairs ranked at or above each, and the honest pairs ranked highest."""
    sets, _ = probe(settings, [name])
    pairs, table = sets[name]

    def row(p: q.LabelledPair) -> str:
        f = table.get((p.a, p.b))
        if f is None:
            return "no shared code"
        a, b = f["a"], f["b"]
        return (
            f"score {SHIPPED(f):.3f} avg {f['avg']:.3f} max {f['max']:.3f} "
            f"shares {a['share']:.2f}/{b['share']:.2f} sizes {a['size']:.0f}/{b['size']:.0f} "
            f"files {a['files']}/{b['files']} one-file {a['one']:.2f}/{b['one']:.2f} "
            f"bag {a['bag']:.2f}/{b['bag']:.2f} long20 {a['long20']:.2f}/{b['long20']:.2f}"
        )

    def value(p: q.LabelledPair) -> float:
        f = table.get((p.a, p.b))
        return SHIPPED(f) if f else 0.0

    honest = sorted((p for p in pairs if p.label == 0), key=value, reverse=True)
    for kind in ("llm", "split"):
        print(f"{kind} copies against their original:")
        copies = [p for p in pairs if p.kind == "orig-plag" and p.level == kind]
        for p in sorted(copies, key=value):
            above = sum(1 for h in honest if value(h) >= value(p))
            print(f"  {above:4d} honest above  {p.b:<48} {row(p)}")
    print("honest pairs ranked highest:")
    for p in honest[:25]:
        print(f"  {p.a:<48} {p.b:<48} {row(p)}")
    peers = q.cached_peer_tables(name, q.DATASETS[name], pairs, False)
    ours = {(p.a, p.b): value(p) for p in pairs}
    for tool in ("copydetect (max share)", "dolos"):
        if tool in peers:
            theirs = [peers[tool].get((p.a, p.b), 0.0) for p in honest]
            print(
                f"honest pairs scoring 0: mossish {sum(value(p) == 0 for p in honest)}, "
                f"{tool} {sum(v == 0 for v in theirs)} of {len(honest)}; median "
                f"{np.median([value(p) for p in honest]):.3f} and {np.median(theirs):.3f}"
            )
            gap_by_kind(pairs, ours, {(p.a, p.b): peers[tool].get((p.a, p.b), 0.0) for p in pairs},
                        tool)  # fmt: skip


def _role(path: str) -> str:
    """A submission's role in a set: original, honest, or its copy level."""
    parts = path.split("/")
    if parts[1] == "original":
        return "original"
    return parts[2] if parts[1] == "plagiarized" else "honest"


def gap_by_kind(
    pairs: Sequence[q.LabelledPair], ours: dict[Any, float], theirs: dict[Any, float], tool: str
) -> None:
    """AP against a peer's, split by the roles of each copy pair's two submissions.

    AP is the mean over copy pairs of the precision at each one's score (all
    pairs scoring at least as high); the sums per kind add up to it."""
    labels = np.array([p.label for p in pairs])
    positives = int(labels.sum())
    parts: dict[str, list[float]] = defaultdict(lambda: [0.0, 0.0, 0.0])
    for scores, column in ((ours, 1), (theirs, 2)):
        values = np.array([scores[(p.a, p.b)] for p in pairs])
        for at, p in enumerate(pairs):
            if p.label:
                above = values >= values[at]
                kind = " / ".join(sorted((_role(p.a), _role(p.b))))
                parts[kind][column] += float(labels[above].sum() / above.sum()) / positives
                parts[kind][0] += 0.5
    print(f"AP by kind of copy pair, mossish against {tool}:")
    for kind, (twice, mine, peer) in sorted(parts.items(), key=lambda x: x[1][1] - x[1][2]):
        print(f"  {kind:<20} {int(twice):4d} pairs  {mine:.4f} {peer:.4f}  {mine - peer:+.4f}")


@contextlib.contextmanager
def scored_by(view: str, blend: float) -> Iterator[None]:
    """Run mossish with the per-file view's target ``view`` and avg moved the part ``blend``
    towards max (quality.py's grid knobs; "one" and 0 are the shipped scoring)."""
    if view == "one" and blend == 0:
        yield
        return
    original_viewed, original_rescored = scoring.viewed, ranking.rescored

    def variant(scores: Any, scored: Any, sc: Any, layout: Any, share: float) -> Any:
        several = sc.file_counts > 1
        multi = several[scored.i] | several[scored.j]
        if not multi.any():
            return scores
        weight_a, weight_b = run_weights(sc, layout)
        if view.startswith("long"):
            keep = _fragment_lengths(layout) >= int(view[4:])
            weight_a, weight_b = np.where(keep, weight_a, 0.0), np.where(keep, weight_b, 0.0)
        low, high = one_file_sides(sc, scored.i.shape[0], layout, weight_a, weight_b)
        target = np.sqrt(low * high) if view == "geo" else np.maximum(low, high)
        target = np.maximum(target, scores.avg)
        avg = np.where(multi, (1.0 - share) * scores.avg + share * target, scores.avg)
        return replace(scores, avg=avg, maximum=np.maximum(scores.maximum, avg))

    def blended_rescored(scored: Any, documents: Any, k: int, metric: str, *rest: Any) -> Any:
        out = original_rescored(scored, documents, k, metric, *rest)
        if blend == 0:
            return out
        s = out.scores
        avg = (1.0 - blend) * s.avg + blend * s.maximum
        scores = replace(s, avg=avg, maximum=np.maximum(s.maximum, avg))
        return replace(out, scores=scores, similarity=scores.of(metric))

    if view != "one":
        scoring.viewed = variant
    ranking.rescored = blended_rescored
    try:
        yield
    finally:
        scoring.viewed, ranking.rescored = original_viewed, original_rescored


def main(argv: Sequence[str]) -> int:
    command, *rest = argv or ["formulas"]
    knobs = dict(arg.split("=", 1) for arg in rest if "=" in arg)
    settings = Settings.validated(**knobs)
    if command == "diagnose":
        for name in [a for a in rest if "=" not in a]:
            diagnose(name, settings)
        return 0
    formulas(settings)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
