"""Saying when the scores mean little: in the terminal, the JSON and the report alike."""

from __future__ import annotations

import io
import json
import random
from pathlib import Path

from helpers import HONEST, PROGRAM, expression, invoke, write_tree
from mossish.pipeline import analyze
from mossish.report.caution import cautions
from mossish.report.terminal import write_summary


def _function(seed: int) -> str:
    """A function of its own shape (names are erased; shapes are not)."""
    rng = random.Random(seed)
    body = "\n    ".join(f"total = {expression(rng, 3)}" for _ in range(8))
    return f"def f{seed}(value, total, limit, items):\n    {body}\n    return total\n"


def _own(seed: int) -> str:
    return "\n\n".join(_function(seed * 100 + n) for n in range(6))


def test_most_pairs_flagged_is_said_in_every_view(tmp_path: Path) -> None:
    course = write_tree(tmp_path / "c", {f"s{i}/main.py": PROGRAM for i in range(6)})
    analysis = analyze(course)
    found = cautions(analysis)
    caution = found[0]
    assert caution.kind == "most-flagged" and "15 of the class's 15 pairs" in caution.message
    stream = io.StringIO()
    write_summary(analysis, stream)
    assert "caution: 15 of the class's 15 pairs" in stream.getvalue()
    report, result = tmp_path / "report", tmp_path / "r.json"
    code, _, err = invoke(
        "check", str(course), "--no-config", "-q", "-o", str(report), "--json", str(result)
    )
    assert code == 0, err
    document = json.loads(result.read_text(encoding="utf-8"))
    assert document["cautions"] == [{"kind": c.kind, "message": c.message} for c in found]
    overview = (report / "index.html").read_text(encoding="utf-8")
    assert "The scores mean little here." in overview and "15 of the class" in overview


def test_a_copy_in_a_class_that_differs_says_nothing(tmp_path: Path) -> None:
    files = {f"s{i}/main.py": _own(i) for i in range(8)}
    files["copy/main.py"] = files["s0/main.py"]
    analysis = analyze(write_tree(tmp_path / "c", files))
    assert analysis.stats.flagged_pairs >= 1 and cautions(analysis) == ()


def test_flagged_pairs_sharing_what_the_class_writes_is_said(tmp_path: Path) -> None:
    # Ten of twelve hold the same long helper code; two also share a short part of
    # their own: their pair is flagged, mostly for what nearly everyone wrote.
    shared = PROGRAM + "\n\n" + _own(99)
    files = {f"s{i}/main.py": shared + "\n\n" + _own(i)[:1200] for i in range(10)}
    files["s10/main.py"] = HONEST
    files["s11/main.py"] = _own(77)
    files["s9/main.py"] = files["s8/main.py"]
    analysis = analyze(write_tree(tmp_path / "c", files))
    kinds = {c.kind: c for c in cautions(analysis)}
    assert "common-code" in kinds, [(p.a, p.b, p.similarity) for p in analysis.pairs[:5]]
    assert "code much of the class writes" in kinds["common-code"].message
