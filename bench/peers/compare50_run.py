#!/usr/bin/env python3
"""Run compare50 (its Python API) on an assignment folder, as its CLI would.

Stage: benchmark tooling (``bench/``); runs in ``bench/.peers/venv``.

    python bench/peers/compare50_run.py SUBMISSIONS [--base STARTER] [-n 50] [--rank-only] [-o OUT.json]

What ``compare50 SUBMISSIONS/* -d STARTER`` does with its defaults, less the
parts that cannot run unattended or are not comparison work: no PyPI version
check, no overwrite prompt, no HTML rendering (mossish is timed with
``--no-report`` too).  That is: every submission folder (or file) is a
submission; the ``structure`` pass (k = 25, t = 35, identifiers, strings and
numbers normalised) scores every pair through its index, in a process pool
over all cores; the top ``-n`` pairs (default 50) are then compared in depth
with each default pass (structure, text, exact), which finds the matching
spans the report would show.

Scores: compare50 ranks by its score, the sum over shared fingerprints of
``1 + ln(N / (1 + holders))`` (rarer fingerprints weigh more), per
submission pair.  It is not a share in [0, 1] and not normalised by length;
we print it as the pair's "similarity" for ranking (ROC-AUC, AP and the best
F1 over all thresholds only use the order).  Every scored pair is printed,
not only the top n.  ``--rank-only`` skips the in-depth comparison.
"""

from __future__ import annotations

import argparse
import heapq
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import emit


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("root", type=Path)
    parser.add_argument("--base", type=Path, action="append", default=[])
    parser.add_argument("-n", type=int, default=50)
    parser.add_argument("--rank-only", action="store_true")
    parser.add_argument("-o", "--out")
    args = parser.parse_args()

    sys_excepthook = sys.excepthook
    from compare50 import __version__, _api, _data
    from compare50.__main__ import SubmissionFactory

    sys.excepthook = sys_excepthook
    root = args.root.resolve()
    factory = SubmissionFactory()
    passes = [p for p in _data.Pass._get_all() if p.default]
    preprocessor = _data.Preprocessor(passes[0].preprocessors)
    paths = sorted(str(p) for p in root.iterdir() if not p.name.startswith("."))
    subs = factory.get_all(paths, preprocessor)
    ignored_subs = factory.get_all([str(b.resolve()) for b in args.base], preprocessor)
    ignored_files = {f for sub in ignored_subs for f in sub.files}
    subs = [sub for sub in subs if sub.files]

    all_scores = passes[0].comparator.score(subs, [], ignored_files)
    top = heapq.nlargest(args.n, all_scores)
    if not args.rank_only:
        for pass_ in passes:
            preprocessor = _data.Preprocessor(pass_.preprocessors)
            for sub in list(subs) + list(ignored_subs):
                object.__setattr__(sub, "preprocessor", preprocessor)
            _api.compare(top, ignored_files, pass_)

    def name(sub: object) -> str:
        path = Path(sub.path)  # type: ignore[attr-defined]
        # a file submission: compare50 keeps the folder as path and the file in files
        if path == root:
            return sub.files[0].name.name  # type: ignore[attr-defined]
        return path.relative_to(root).parts[0]

    pairs: dict[tuple[str, str], float] = {}
    for score in all_scores:
        a, b = name(score.sub_a), name(score.sub_b)
        if a == b:
            continue
        key = (a, b) if a < b else (b, a)
        pairs[key] = max(pairs.get(key, 0.0), float(score.score))
    emit(
        "compare50", pairs, args.out, version=__version__, score="idf-weighted shared fingerprints"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
