#!/usr/bin/env python3
"""Run copydetect (its Python API, ``CopyDetector``) on an assignment folder.

Stage: benchmark tooling (``bench/``); runs in ``bench/.peers/venv``.

    python bench/peers/copydetect_run.py SUBMISSIONS [--base STARTER] [-o OUT.json]

copydetect's defaults: noise threshold 25 and guarantee threshold 25 (every
25-gram of its filtered token text is a fingerprint), all file extensions,
starter code as ``boilerplate_dirs``.  ``ignore_leaf`` is set when every
submission is a folder, so files of one submission are not compared with each
other (work a per-submission tool would not do); no HTML report is written
(mossish is timed with ``--no-report`` too).

copydetect works per file: for files x and y it gives two shares, the part
of x's tokens found in y and the part of y's found in x.  Per file pair we
take their mean (as Dolos and mossish combine both sides); per submission
pair the highest file-pair value (a submission with one copied file of
several is flagged as copydetect's report would flag that file).  The
output also carries ``max_share`` (the larger of the two shares) for a
variant ranking in bench/quality.py.
"""

from __future__ import annotations

import argparse
import logging
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import emit, submission_of


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("root", type=Path)
    parser.add_argument("--base", type=Path, action="append", default=[])
    parser.add_argument("-o", "--out")
    args = parser.parse_args()
    from copydetect import CopyDetector, __version__

    logging.disable(logging.WARNING)
    root = args.root.resolve()
    entries = [p for p in root.iterdir() if not p.name.startswith(".")]
    all_folders = all(p.is_dir() for p in entries)
    detector = CopyDetector(
        test_dirs=[str(root)],
        ref_dirs=[str(root)],
        boilerplate_dirs=[str(b.resolve()) for b in args.base],
        ignore_leaf=all_folders,
        autoopen=False,
        silent=True,
    )
    detector.run()
    matrix = detector.similarity_matrix
    best: dict[tuple[str, str], float] = {}
    best_max: dict[tuple[str, str], float] = {}
    if len(matrix):
        import numpy as np

        tests = [submission_of(root, Path(f)) for f in detector.test_files]
        refs = [submission_of(root, Path(f)) for f in detector.ref_files]
        xs, ys = np.where(matrix[:, :, 0] > 0)
        for i, j in zip(xs.tolist(), ys.tolist(), strict=True):
            a, b = tests[i], refs[j]
            if a == b:
                continue
            key = (a, b) if a < b else (b, a)
            s1, s2 = float(matrix[i, j, 0]), float(matrix[i, j, 1])
            mean = (s1 + s2) / 2
            if mean > best.get(key, 0.0):
                best[key] = mean
            if max(s1, s2) > best_max.get(key, 0.0):
                best_max[key] = max(s1, s2)
    emit(
        "copydetect",
        best,
        args.out,
        version=__version__ if isinstance(__version__, str) else "",
        max_share={f"{a}\t{b}": round(v, 6) for (a, b), v in sorted(best_max.items())},
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
