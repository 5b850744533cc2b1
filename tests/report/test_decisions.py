"""Decisions read back from the report's export, keyed by the code of both submissions."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from helpers import HONEST, PROGRAM, RENAMED, write_tree
from mossish import Settings, analyze
from mossish.errors import InputError
from mossish.model import SourceFile
from mossish.report.ci import verdict
from mossish.report.decisions import decided, pair_key, read_decisions, submission_hashes


def _analysis(tmp_path: Path):  # type: ignore[no-untyped-def]
    course = write_tree(
        tmp_path / "c", {"ann/a.py": PROGRAM, "ben/b.py": RENAMED, "cat/c.py": HONEST}
    )
    return analyze([str(course)], Settings())


def _file(tmp_path: Path, entries: list[object]) -> str:
    path = tmp_path / "d.json"
    path.write_text(json.dumps({"format": "mossish-decisions", "decisions": entries}))
    return str(path)


def test_keys_follow_the_code_not_the_names(tmp_path: Path) -> None:
    analysis = _analysis(tmp_path)
    pair = analysis.pairs[0]
    hashes = submission_hashes(analysis)
    key = pair_key(pair, hashes)
    swapped = dataclasses.replace(pair, a=pair.b, b=pair.a)
    assert pair_key(swapped, hashes) == key  # either side may be A
    sources = dict(analysis.sources)
    old = sources[(pair.b, "b.py")]
    sources[(pair.b, "b.py")] = SourceFile(old.path, old.language, old.text + "\n# edit\n")
    changed = submission_hashes(dataclasses.replace(analysis, sources=sources))
    assert pair_key(pair, changed) != key


def test_dismissed_pairs_do_not_fail_and_others_still_do(tmp_path: Path) -> None:
    analysis = _analysis(tmp_path)
    pair = analysis.pairs[0]
    key = pair_key(pair, submission_hashes(analysis))
    entries: list[object] = [
        {"key": key, "decision": "dismissed", "note": "n", "a": pair.a, "b": pair.b},
        {"key": "x" * 32, "decision": "confirmed"},  # another class's pair: no effect
        {"key": key, "decision": "maybe"},  # unknown kinds are ignored
        "junk",
    ]
    held = decided(analysis, read_decisions(_file(tmp_path, entries)))
    assert held == {(pair.a, pair.b): held[(pair.a, pair.b)]}
    assert held[(pair.a, pair.b)].decision == "dismissed"
    assert verdict(analysis, 0.9).failed
    assert not verdict(analysis, 0.9, dismissed=frozenset(held)).failed
    confirmed = [{"key": key, "decision": "confirmed", "note": ""}]
    kept = decided(analysis, read_decisions(_file(tmp_path, confirmed)))
    assert kept[(pair.a, pair.b)].decision == "confirmed"


@pytest.mark.parametrize("text", ["{", "[]", '{"format": "other"}', "\xff"])
def test_a_file_that_is_not_decisions_is_refused(tmp_path: Path, text: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(text, encoding="latin-1")
    with pytest.raises(InputError, match="not a decisions file"):
        read_decisions(str(path))
    with pytest.raises(InputError, match="cannot read"):
        read_decisions(str(tmp_path / "missing.json"))
