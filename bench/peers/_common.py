"""Shared bits of the peer drivers: submission names and the common JSON shape.

Stage: benchmark tooling (``bench/``); runs in the peers' venv, never imports mossish.

A submission is named as mossish names it: each immediate sub-folder of the
root is one submission (all its files, recursively); a file lying directly in
the root is a submission of its own, named by its file name.  Every driver
prints ``{"tool": ..., "pairs": [{"a": name, "b": name, "similarity": x}, ...]}``
with ``a < b``; a pair that is not listed scored 0 (shared nothing).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

SKIP_DIRS = {"__pycache__", "node_modules", ".git"}


def submission_of(root: Path, path: Path) -> str:
    """The submission a file belongs to (first path component under root)."""
    return path.relative_to(root).parts[0]


def source_files(folder: Path) -> list[Path]:
    """Every regular file below folder, sorted, hidden files and caches skipped."""
    out = []
    for path in sorted(folder.rglob("*")):
        rel = path.relative_to(folder).parts
        if any(p.startswith(".") or p in SKIP_DIRS for p in rel):
            continue
        if path.is_file():
            out.append(path)
    return out


def emit(tool: str, pairs: dict[tuple[str, str], float], out: str | None, **extra: object) -> None:
    rows = [
        {"a": a, "b": b, "similarity": round(float(s), 6)}
        for (a, b), s in sorted(pairs.items())
        if s > 0
    ]
    doc = {"tool": tool, **extra, "pairs": rows}
    text = json.dumps(doc, separators=(",", ":"))
    if out and out != "-":
        Path(out).write_text(text, encoding="utf-8")
    else:
        sys.stdout.write(text + "\n")
