#!/usr/bin/env python3
"""Regenerate ``pairs.csv``: every unordered pair of C files within each task.

Stage: benchmark data generation (``bench/``); not part of the mossish pipeline.
The columns and labels are described in ``bench/data/labelled.py`` and the
README; this script also checks the layout (file counts per task) and, where
gcc is installed, that every file compiles (``-fsyntax-only``: no binary is
made, nothing is run).  Output is deterministic.

    python bench/data/cplag/make_pairs.py
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # bench/data, for labelled.py

from labelled import write_pairs  # noqa: E402  (needs the path set up above)

LEVELS = ("L1", "L2", "L3", "L4", "L5", "L6")
# Expected files per task: 1 original, 2 hand-written copies per level L1-L6,
# 8 independent solutions.
EXPECTED = {"orig": 1, "plag": 6 * 2, "nonplag": 8}
GCC = shutil.which("gcc")


def compiles(path: Path, name: str) -> None:
    """Raise unless gcc accepts ``path`` as C11 (checked only, never built or run)."""
    if GCC is None:
        return
    check = [GCC, "-std=c11", "-fsyntax-only", "-w", str(path)]
    done = subprocess.run(check, capture_output=True, text=True, check=False)
    if done.returncode:
        raise SystemExit(f"{name} does not compile:\n{done.stderr}")


if __name__ == "__main__":
    if GCC is None:
        print("gcc not found: the files' syntax is not checked", file=sys.stderr)
    sys.exit(write_pairs(HERE, ".c", LEVELS, EXPECTED, compiles))
