#!/usr/bin/env python3
"""Regenerate ``pairs.csv``: every unordered pair of C files within each task.

Stage: benchmark data generation (``bench/``); not part of the mossish pipeline.
The columns and labels are described in ``bench/data/labelled.py`` and the
README; this script also checks the layout (file counts per task) and, where
the compiler is installed, that every file compiles (gcc's syntax check: no
program is built).  Output is deterministic.

    python bench/data/cplag/make_pairs.py
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # bench/data, for labelled.py

from labelled import compile_check, write_pairs  # noqa: E402  (needs the path set up above)

SUFFIX = ".c"
COMPILER = ["gcc", "-std=c11", "-fsyntax-only", "-w"]  # a syntax check: nothing is built
LEVELS = ("L1", "L2", "L3", "L4", "L5", "L6")
# Expected files per task: 1 original, 2 hand-written copies per level L1-L6,
# 8 independent solutions.
EXPECTED = {"orig": 1, "plag": 6 * 2, "nonplag": 8}

if __name__ == "__main__":
    sys.exit(write_pairs(HERE, SUFFIX, LEVELS, EXPECTED, compile_check(COMPILER)))
