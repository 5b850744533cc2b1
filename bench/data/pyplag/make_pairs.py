#!/usr/bin/env python3
"""Regenerate ``pairs.csv``: every unordered pair of Python files within each task.

Stage: benchmark data generation (``bench/``); not part of the mossish pipeline.
The columns and labels are described in ``bench/data/labelled.py`` and the
README; this script also checks the layout (file counts per task) and that
every file parses as Python.  Output is deterministic.

    python bench/data/pyplag/make_pairs.py
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # bench/data, for labelled.py

from labelled import write_pairs  # noqa: E402  (needs the path set up above)

SUFFIX = ".py"
LEVELS = ("L1", "L2", "L3", "L4", "L5", "L6", "S")
# Expected files per task: 1 original, 2 hand-written copies per level L1-L6,
# 3 scripted copies (S), 8 independent solutions.
EXPECTED = {"orig": 1, "plag": 6 * 2 + 3, "nonplag": 8}


def parses(path: Path, name: str) -> None:
    """Raise SyntaxError unless ``path`` parses as Python (it is never run)."""
    ast.parse(path.read_text(encoding="utf-8"), filename=name)


if __name__ == "__main__":
    sys.exit(write_pairs(HERE, SUFFIX, LEVELS, EXPECTED, parses))
