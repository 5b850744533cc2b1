#!/usr/bin/env python3
"""Regenerate Javaex's ``pairs.csv`` and ``submissions.csv`` from its folders.

Stage: benchmark data generation (``bench/``); not part of the mossish pipeline.

The split copies are several files, so the set is a folder set: the labels,
the checks (``javac -d <throwaway folder>``, nothing run) and the provenance
test are those of ``labelled.write_folder_set``.

    python bench/data/javaex/make_pairs.py            # write pairs.csv
    python bench/data/javaex/make_pairs.py --no-check # skip the compiler
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # bench/data, for labelled.py

from labelled import write_folder_set  # noqa: E402  (needs the path set up above)

LEVELS = ("layout", "rename", "insert", "llm", "split")


def main(argv: Sequence[str] | None = None) -> int:
    return write_folder_set(HERE, LEVELS, argv)


if __name__ == "__main__":
    sys.exit(main())
