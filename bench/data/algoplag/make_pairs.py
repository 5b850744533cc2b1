#!/usr/bin/env python3
"""Regenerate ``pairs.csv``: every unordered pair of submissions within each task.

Stage: benchmark data generation (``bench/``); not part of the mossish pipeline.

AlgoPlag mixes languages (one per task) and has multi-file submissions, so it
does not use ``labelled.write_pairs`` (one file per submission, one suffix per
set); it uses ``labelled.write_folder_set``, whose labels (``role_and_level``,
``kind_of``) mean the same thing:

* a submission is the content of ``original/``, ``non-plagiarized/NN/`` or
  ``plagiarized/LEVEL/NN/``; it is named by its file when it holds one file and
  by its folder when it holds several (a multi-file submission);
* ``a`` < ``b`` (paths relative to this folder, compared as strings),
  ``label`` 1 when both derive from the task's original, ``kind`` and
  ``level`` as in ``bench/data/labelled.py``.

Every submission is checked to compile with a syntax check that builds and
runs nothing (``javac`` into a throwaway folder, ``g++ -fsyntax-only``,
``python -m py_compile`` into a throwaway folder).  Output is deterministic.

    python bench/data/algoplag/make_pairs.py            # write pairs.csv
    python bench/data/algoplag/make_pairs.py --no-check # skip the compilers
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # bench/data, for labelled.py

from labelled import write_folder_set  # noqa: E402  (needs the path set up above)

LEVELS = ("layout", "rename", "llm", "split")


def main(argv: Sequence[str] | None = None) -> int:
    return write_folder_set(HERE, LEVELS, argv)


if __name__ == "__main__":
    sys.exit(main())
