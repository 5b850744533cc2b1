#!/usr/bin/env python3
"""Regenerate the scripted copies ``task-NN/plagiarized/S/KK/copy.py``.

Stage: benchmark data generation (``bench/``); not part of the mossish pipeline.

Each copy is ``bench/disguise.py`` applied to the task's ``original/orig.py``
with seed ``100 * NN + KK`` and the transform mix listed in ``MIXES`` below.
The output is deterministic: re-running this script must leave the files
byte-identical (``git diff`` shows nothing).

    python bench/data/pyplag/make_scripted.py
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))  # bench/, for disguise.py

from disguise import disguise  # noqa: E402  (needs the path set up above)

# copy number -> transforms, applied in this order.
MIXES: dict[int, tuple[str, ...]] = {
    1: ("rename", "comments", "layout"),
    2: ("reorder", "swap", "rename", "comments", "layout"),
    3: ("reorder", "swap", "deadcode", "rename", "comments", "layout"),
}


def seed_for(task: int, copy: int) -> int:
    """The seed used for copy ``copy`` of task ``task``."""
    return 100 * task + copy


def main() -> int:
    """Write every scripted copy; print one line per file."""
    for task_dir in sorted(HERE.glob("task-[0-9][0-9]")):
        task = int(task_dir.name.split("-")[1])
        original = (task_dir / "original" / "orig.py").read_text(encoding="utf-8")
        for copy, transforms in sorted(MIXES.items()):
            out = task_dir / "plagiarized" / "S" / f"{copy:02d}" / "copy.py"
            out.parent.mkdir(parents=True, exist_ok=True)
            result = disguise(original, seed_for(task, copy), transforms)
            if result == original:
                raise SystemExit(f"{out}: disguise changed nothing")
            out.write_text(result, encoding="utf-8")
            print(
                f"{out.relative_to(HERE)}  seed={seed_for(task, copy)}  "
                f"transforms={','.join(transforms)}"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
