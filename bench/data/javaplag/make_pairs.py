#!/usr/bin/env python3
"""Regenerate ``pairs.csv``: every unordered pair of Java files within each task.

Stage: benchmark data generation (``bench/``); not part of the mossish pipeline.
The columns and labels are described in ``bench/data/labelled.py`` and the
README; this script also checks the layout (file counts per task) and, where
javac is installed, that every file compiles (into a throwaway folder: no
program is run).  Output is deterministic.

    python bench/data/javaplag/make_pairs.py
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # bench/data, for labelled.py

from labelled import write_pairs  # noqa: E402  (needs the path set up above)

LEVELS = ("L1", "L2", "L3", "L4", "L5", "L6")
# Expected files per task: 1 original, 2 hand-written copies per level L1-L6,
# 8 independent solutions.
EXPECTED = {"orig": 1, "plag": 6 * 2, "nonplag": 8}
JAVAC = shutil.which("javac")


def compiles(path: Path, name: str) -> None:
    """Raise unless javac accepts ``path`` (class files go to a throwaway folder)."""
    if JAVAC is None:
        return
    with tempfile.TemporaryDirectory(prefix="javaplag-") as classes:
        check = [JAVAC, "-nowarn", "-proc:none", "-d", classes, str(path)]
        done = subprocess.run(check, capture_output=True, text=True, check=False)
    if done.returncode:
        raise SystemExit(f"{name} does not compile:\n{done.stderr}")


if __name__ == "__main__":
    if JAVAC is None:
        print("javac not found: the files are not compiled", file=sys.stderr)
    sys.exit(write_pairs(HERE, ".java", LEVELS, EXPECTED, compiles))
