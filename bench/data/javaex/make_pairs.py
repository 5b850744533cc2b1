#!/usr/bin/env python3
"""Regenerate ``pairs.csv``: every unordered pair of submissions within each task.

Stage: benchmark data generation (``bench/``); not part of the mossish pipeline.

Javaex has multi-file submissions (the ``split`` copies: several classes in
several ``.java`` files), so, like AlgoPlag, LcPlag, PyReal and RealC, it does
not use ``labelled.write_pairs`` (one file per submission); it uses
``labelled.write_folder_set``, whose labels mean the same thing:

* a submission is the content of ``original/``, ``non-plagiarized/NN/`` or
  ``plagiarized/LEVEL/NN/``; it is named by its file when it holds one file and
  by its folder when it holds several (a multi-file submission);
* ``a`` < ``b`` (paths relative to this folder, compared as strings),
  ``label`` 1 when both derive from the task's original, ``kind`` and
  ``level`` as in ``bench/data/labelled.py``.

Every submission is checked with ``javac -d <throwaway folder>`` (all the
files of a submission together); nothing is run.  Output is deterministic.

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
