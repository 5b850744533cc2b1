#!/usr/bin/env python3
"""The literal signals measured before ``--strings`` was built (docs/quality.md).

Stage: benchmark tooling (``bench/``); not part of the mossish pipeline.

    python bench/literal_signals.py            # every labelled set
    python bench/literal_signals.py --dataset realc --dataset realjava

For every labelled pair it takes mossish's avg with ``--strings 0`` and, from
each submission's own files lexed by Pygments, three sets: its string
literals (folded as ``mossish.engine.literals.string_key`` folds them), its
identifiers (two characters or more, case folded) and its numbers (two
significant digits or more).  Within each task a set's members weigh
``log(n / holders)`` (or, ``lin``, ``1 - (holders - 1) / (n / 2)``), and a
pair's share is the weight both hold over that of the side with less, with
an optional floor of F members' full weight under the denominator.  It
prints AP per set for:

* each signal alone;
* ``avg + X * share^p * (1 - avg)`` over weights, floors, X and p;
* numbers added on top of the shipped strings.

The figures are the exploration that chose the shipped form; the choice of
X itself is ``python bench/quality.py --loso --loso-strings``.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections import defaultdict
from collections.abc import Callable, Sequence
from pathlib import Path

from pygments.lexers import get_lexer_for_filename
from pygments.token import Name, Number, String
from pygments.util import ClassNotFound

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

import quality as q  # noqa: E402

from mossish.engine.literals import string_key  # noqa: E402
from mossish.settings import Settings  # noqa: E402

Sets = tuple[set[int], set[str], set[str]]  # strings, identifiers, numbers
Share = dict[tuple[str, str], float]


def signals(path: Path) -> Sets:
    """A submission's string keys, identifiers and numbers (a folder: all its files)."""
    files = sorted(p for p in path.rglob("*") if p.is_file()) if path.is_dir() else [path]
    strings: set[int] = set()
    names: set[str] = set()
    numbers: set[str] = set()
    for file in files:
        try:
            lexer = get_lexer_for_filename(file.name)
        except ClassNotFound:
            continue
        pieces: list[str] = []
        for kind, value in lexer.get_tokens(file.read_text(encoding="utf-8", errors="replace")):
            if kind in String and kind not in String.Doc:
                pieces.append(value)
                continue
            if pieces:
                key = string_key("".join(pieces))
                if key is not None:
                    strings.add(key)
                pieces = []
            if kind in Name and len(value) >= 2:
                names.add(value.casefold())
            if kind in Number and len(value.strip("0")) >= 2:
                numbers.add(value)
    return strings, names, numbers


def shares(
    tasks: dict[str, list[str]],
    found: dict[str, Sets],
    which: int,
    weight: str,
    floor: float,
    near: dict[tuple[str, str], float] | None = None,
) -> Share:
    """Every pair's share of one signal within its task.  ``near``: count holders as
    effective holders, each submission as ``1 / (1 + sum of its similarities squared)``
    (rarity.py's closeness, from these similarities)."""
    out: Share = {}
    for members in tasks.values():
        n = len(members)
        each = {m: 1.0 for m in members}
        if near is not None:
            for a in members:
                each[a] = 1.0 / (1.0 + sum(near.get((a, b), 0.0) ** 2 for b in members if b != a))
        everyone = sum(each.values())
        holders: dict[object, int] = defaultdict(int)
        held: dict[object, float] = defaultdict(float)
        for m in members:
            for key in found[m][which]:
                holders[key] += 1
                held[key] += each[m]

        # A key everyone holds weighs nothing; else log(total / held), or linearly
        # less from 1 (one holder) to 0 (half the class).
        weights = {
            key: 0.0
            if holders[key] >= n
            else max(0.0, 1 - (held[key] - 1) / (0.5 * everyone))
            if weight == "lin"
            else math.log(everyone / held[key])
            for key in holders
        }
        weighed = {m: {k: weights[k] for k in found[m][which]} for m in members}
        totals = {m: sum(w.values()) for m, w in weighed.items()}
        for x, a in enumerate(members):
            for b in members[x + 1 :]:
                both = sum(w for k, w in weighed[a].items() if k in weighed[b])
                below = max(min(totals[a], totals[b]), floor * math.log(n))
                out[(a, b)] = out[(b, a)] = both / below if below > 0 else 0.0
    return out


def ap(pairs: Sequence[q.LabelledPair], score: Callable[[q.LabelledPair], float]) -> float:
    return q.ranking_metrics([p.label for p in pairs], [score(p) for p in pairs])["ap"]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dataset", choices=sorted(q.DATASETS), action="append")
    args = parser.parse_args(argv)
    names = args.dataset or list(q.DATASETS)
    rows: dict[str, dict[str, float]] = {}
    for name in names:
        root = q.DATASETS[name]
        pairs = q.load_pairs(root)
        avg = q.score_metrics(root, pairs, Settings(strings=0.0))["avg"]
        tasks: dict[str, set[str]] = defaultdict(set)
        for p in pairs:
            tasks[p.task].update((p.a, p.b))
        ordered = {t: sorted(m) for t, m in tasks.items()}
        found = {m: signals(root / m) for members in ordered.values() for m in members}

        def plain(p: q.LabelledPair, avg: dict[tuple[str, str], float] = avg) -> float:
            return avg.get((p.a, p.b), 0.0)

        row = {"avg": ap(pairs, plain)}
        table = {
            (which, weight, floor): shares(ordered, found, which, weight, floor)
            for which in (0, 1, 2)
            for weight in ("log", "lin")
            for floor in (0.0, 1.0, 2.0)
        }
        for floor in (0.0, 0.5, 1.0):
            table[(0, "log-effective", floor)] = shares(ordered, found, 0, "log", floor, avg)
        for (which, weight, floor), share in table.items():
            label = ("strings", "identifiers", "numbers")[which]
            if floor == 0.0:
                row[f"{label} {weight} alone"] = ap(pairs, lambda p, s=share: s[(p.a, p.b)])
            for x in (0.3, 0.5, 0.6):
                for power in (1, 2):
                    row[f"{label} {weight} floor {floor:g} X {x} p {power}"] = ap(
                        pairs,
                        lambda p, s=share, x=x, e=power: (
                            plain(p) + x * s[(p.a, p.b)] ** e * (1 - plain(p))
                        ),
                    )
        strings, numbers = table[(0, "log", 0.0)], table[(2, "log", 0.0)]
        row["strings log X 0.6 p 2 + numbers X 0.2 p 2"] = ap(
            pairs,
            lambda p, s=strings, u=numbers: (
                plain(p) + (0.6 * s[(p.a, p.b)] ** 2 + 0.2 * u[(p.a, p.b)] ** 2) * (1 - plain(p))
            ),
        )
        rows[name] = row
        print(f"{name}: done", file=sys.stderr, flush=True)
    labels = list(next(iter(rows.values())))
    print("| variant | " + " | ".join(names) + " | mean |")
    print("|---|" + "---|" * (len(names) + 1))
    for label in labels:
        values = [rows[n][label] for n in names]
        cells = " | ".join(f"{v:.3f}" for v in values)
        print(f"| {label} | {cells} | {sum(values) / len(values):.4f} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
