"""Tolerant gap alignment (``--merge-run``) and the per-file view (``--file-view``)."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from test_scoring import function, program

from helpers import invoke, pair, run, write_tree
from mossish.engine.merging import aligned, chained
from mossish.errors import UsageError
from mossish.settings import DEFAULT_THRESHOLD, Settings


def gaps(*sides: tuple[list[int], list[int]]) -> tuple[np.ndarray, ...]:
    """Token ids of several gaps laid end to end: (tokens, start a, gap a, start b, gap b)."""
    tokens: list[int] = []
    starts_a, lengths_a, starts_b, lengths_b = [], [], [], []
    for a, b in sides:
        starts_a.append(len(tokens))
        lengths_a.append(len(a))
        tokens += a
        starts_b.append(len(tokens))
        lengths_b.append(len(b))
        tokens += b
    return (
        np.array([*tokens, 99], dtype=np.uint64),
        np.array(starts_a),
        np.array(lengths_a),
        np.array(starts_b),
        np.array(lengths_b),
    )


def lcsk(a: list[int], b: list[int], m: int) -> int:
    """The longest chain of equal stretches of at least ``m`` tokens, by the plain recurrence."""
    run_ = [[0] * (len(b) + 1) for _ in range(len(a) + 1)]
    best = [[0] * (len(b) + 1) for _ in range(len(a) + 1)]
    for i in range(1, len(a) + 1):
        for j in range(1, len(b) + 1):
            run_[i][j] = run_[i - 1][j - 1] + 1 if a[i - 1] == b[j - 1] else 0
            value = max(best[i - 1][j], best[i][j - 1])
            if run_[i][j] >= m:
                value = max(value, best[i - m][j - m] + m)
            if run_[i][j] > m:
                value = max(value, best[i - 1][j - 1] + 1)
            best[i][j] = value
    return best[len(a)][len(b)]


def test_a_gap_with_a_changed_and_an_inserted_statement_counts_both_pieces() -> None:
    # The original's two pieces either side of a changed token, the second
    # pushed onto another diagonal by three inserted tokens.
    a = [1, 2, 3, 4, 9, 5, 6, 7, 8]
    b = [1, 2, 3, 4, 10, 7, 7, 7, 5, 6, 7, 8]
    tokens, sa, ga, sb, gb = gaps((a, b))
    assert int(chained(tokens, sa, ga, sb, gb, 3)[0]) == 8
    assert int(aligned(tokens, sa, ga, sb, gb)[0]) < 8  # one diagonal only
    assert int(chained(tokens, sa, ga, sb, gb, 5)[0]) == 0  # pieces shorter than 5


def test_chance_agreements_of_single_tokens_count_nothing() -> None:
    a = [1, 2, 1, 3, 1, 2, 4, 1]
    b = [2, 1, 4, 1, 3, 2, 1, 4]
    tokens, sa, ga, sb, gb = gaps((a, b))
    assert int(aligned(tokens, sa, ga, sb, gb)[0]) > 0
    assert int(chained(tokens, sa, ga, sb, gb, 3)[0]) == 0


def test_chained_agrees_with_the_plain_recurrence_on_random_gaps() -> None:
    rng = np.random.default_rng(5)
    sides = [
        (
            rng.integers(0, 3, rng.integers(0, 24)).tolist(),
            rng.integers(0, 3, rng.integers(0, 24)).tolist(),
        )
        for _ in range(200)
    ]
    tokens, sa, ga, sb, gb = gaps(*sides)
    for m in (1, 2, 4):
        found = chained(tokens, sa, ga, sb, gb, m).tolist()
        assert found == [lcsk(a, b, m) for a, b in sides]


def test_a_rewritten_stretch_keeps_its_pieces_with_merge_run() -> None:
    # The copy changes a sign and appends "+ 1" in one statement, and flips
    # an operator in the next: between the runs either side, the original's
    # two short pieces lie on two diagonals of one gap.
    lines = function(21, 12).splitlines()
    before = "    total = abs(value) * 3\n    value = len(items) - limit"
    after = "    total = -abs(value) * 3 + 1\n    value = len(items) + limit"
    original = "\n".join([*lines[:5], before, *lines[5:]]) + "\n"
    copy = "\n".join([*lines[:5], after, *lines[5:]]) + "\n"
    others = {f"o{n}": program(500 + n, 2) for n in range(3)}
    # 7-token k-grams: the pieces (6 and 7 tokens) are no runs of their own.
    diagonal = pair(run({"a": original, "b": copy, **others}, k=7, merge_run=0), "a", "b")
    tolerant = pair(run({"a": original, "b": copy, **others}, k=7), "a", "b")  # --merge-run 3
    assert diagonal is not None and tolerant is not None
    assert len(diagonal.fragments) == len(tolerant.fragments) == 1
    assert tolerant.matched_tokens > diagonal.matched_tokens
    assert tolerant.similarity > diagonal.similarity


def split_class() -> dict[str, dict[str, str] | str]:
    """An original, a copy refactored into three files with new code around each, and
    honest one-file submissions."""
    parts = [function(30 + n, 8) for n in range(3)]
    wrapper = [function(700 + n, 6) for n in range(3)]
    students: dict[str, dict[str, str] | str] = {"original": "\n\n".join(parts)}
    students["split"] = {f"part{n}.py": wrapper[n] + "\n\n" + parts[n] for n in range(3)}
    students.update({f"h{n}": program(800 + n, 3) for n in range(4)})
    return students


def test_a_copy_split_into_files_scores_higher_with_the_file_view() -> None:
    # Containment off: it lifts this copy too, and the test is about the view alone.
    plain = run(split_class(), file_view=0.0, containment=0.0)
    viewed = run(split_class(), containment=0.0)  # the default view: it counts half
    before, after = pair(plain, "original", "split"), pair(viewed, "original", "split")
    assert before is not None and after is not None
    assert before.similarity < DEFAULT_THRESHOLD <= after.similarity
    again = pair(run(split_class(), file_view=0.5, containment=0.0), "original", "split")
    assert again is not None and again.similarity == after.similarity
    # Pairs of one-file submissions keep their scores.
    for p in plain.pairs:
        if "split" not in (p.a, p.b):
            q = pair(viewed, p.a, p.b)
            assert q is not None and q.similarity == p.similarity


def test_a_copy_split_into_files_is_lifted_to_max_with_split_containment() -> None:
    # Each file adds a one-statement helper: the per-file view moves the copy
    # half-way to max, leaving a gap under the 0.1 containment asks for; split
    # containment waives it for this pair alone.
    parts = [function(30 + n, 8) for n in range(3)]
    students: dict[str, dict[str, str] | str] = {"original": "\n\n".join(parts)}
    students["split"] = {f"part{n}.py": function(700 + n, 1) + "\n\n" + parts[n] for n in range(3)}
    students.update({f"h{n}": program(800 + n, 3) for n in range(4)})
    kept = run(students, split_containment=0.0)
    waived = run(students, split_containment=1.0)
    before, after = pair(kept, "original", "split"), pair(waived, "original", "split")
    assert before is not None and after is not None
    assert before.similarity_max == after.similarity_max
    assert before.similarity < 0.96 and after.similarity == after.similarity_max == 1.0
    for p in kept.pairs:
        if "split" not in (p.a, p.b):
            q = pair(waived, p.a, p.b)
            assert q is not None and q.similarity == p.similarity


@pytest.mark.parametrize(
    ("values", "message"),
    [
        ({"merge_run": 60}, "merge_run must be 0..50 tokens"),
        ({"merge_run": "some"}, "merge_run: expected a whole number"),
        ({"file_view": 1.5}, "file_view must be between 0 and 1"),
    ],
)
def test_wrong_values_are_usage_errors(values: dict[str, object], message: str) -> None:
    with pytest.raises(UsageError) as caught:
        Settings.validated(**values)
    assert message in caught.value.message


def test_the_flags_reach_the_settings(tmp_path: Path) -> None:
    root = write_tree(tmp_path / "hw", {"a/m.py": function(40, 8), "b/m.py": function(40, 8)})
    out = tmp_path / "r.json"
    code, _, err = invoke(
        "check", str(root), "--merge-run", "0", "--file-view", "0.25", "--json", str(out),
        "-q", "--no-report",
    )  # fmt: skip
    assert code == 0, err
    settings = json.loads(out.read_text(encoding="utf-8"))["settings"]
    assert (settings["merge_run"], settings["file_view"]) == (0, 0.25)
    code, _, err = invoke("check", str(root), "--merge-run", "60", "-q", "--no-report")
    assert code == 2 and err == "mossish: error: --merge-run must be 0..50 tokens, not 60\n"
