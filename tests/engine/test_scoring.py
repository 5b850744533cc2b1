"""Scores: the avg and max metrics, rarity weighting, match merging, moved code."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from helpers import expression, pair, run
from mossish.errors import UsageError
from mossish.settings import Settings


def statement(rng: random.Random) -> str:
    shape = rng.randrange(5)
    if shape == 0:
        return f"total = {expression(rng, 3)}"
    if shape == 1:
        return (
            f"if {expression(rng, 2)} > {expression(rng, 2)}:\n        value = {expression(rng, 2)}"
        )
    if shape == 2:
        return f"for item in items[:{expression(rng, 2)}]:\n        total -= {expression(rng, 2)}"
    if shape == 3:
        return f"items.append({expression(rng, 3)})"
    return f"while value < {expression(rng, 2)}:\n        value += {expression(rng, 1)} + 1"


def function(seed: int, statements: int = 8) -> str:
    """A function of its own: random statements (names are erased anyway, shapes are not)."""
    rng = random.Random(seed)
    body = "\n    ".join(statement(rng) for _ in range(statements))
    return f"def f{seed}(value, total, limit, items):\n    {body}\n    return total\n"


def program(seed: int, functions: int) -> str:
    return "\n\n".join(function(seed * 1000 + n) for n in range(functions))


def python_documents(students: dict[str, str]) -> list[Any]:
    """Each student's Python program as a document (k = 7, w = 8, no base code), by name."""
    import numpy as np

    from mossish.engine.fingerprint import fingerprint
    from mossish.engine.index import build_document
    from mossish.languages.normalize import normalize

    documents = []
    for name, text in sorted(students.items()):
        tokens = normalize(text, "python")
        entry = (tokens, fingerprint(tokens.tokens, 7, 8))
        documents.append(build_document(name, [entry], 7, np.zeros(0, dtype=np.uint64)))
    return documents


def test_both_metrics_are_reported_and_metric_chooses_the_similarity() -> None:
    whole = program(1, 12)
    part = "\n\n".join(whole.split("\n\n")[:4])
    # Without containment (which lifts avg towards max for exactly such a pair).
    by_avg = pair(run({"whole": whole, "part": part}, containment=0.0), "whole", "part")
    by_max = pair(run({"whole": whole, "part": part}, metric="max"), "whole", "part")
    assert by_avg is not None and by_max is not None
    assert by_avg.similarity == by_avg.similarity_avg < by_avg.similarity_max
    assert by_max.similarity == by_max.similarity_max == by_avg.similarity_max
    with pytest.raises(UsageError):
        Settings.validated(metric="median")


def test_a_partial_copy_scores_high_under_max() -> None:
    # One submission is the first 60 lines of another's 170-line file.
    whole = program(2, 10)
    lines = whole.splitlines()
    assert 160 <= len(lines) <= 180, len(lines)
    cut = next(n for n in range(60, len(lines)) if lines[n] == "")  # end of a function
    part = "\n".join(lines[:cut]) + "\n"
    others = {f"other{n}": program(100 + n, 12) for n in range(4)}
    analysis = run({"whole": whole, "part": part, **others}, containment=0.0)
    copy = pair(analysis, "whole", "part")
    assert copy is not None
    assert copy.similarity_max >= 0.95
    assert copy.similarity_avg < 0.6  # the symmetric score halves it
    honest = [p.similarity_max for p in analysis.pairs if {p.a, p.b} != {"whole", "part"}]
    assert max(honest) < 0.75
    # Containment (on by default): avg rises to max where one side is found whole in
    # the other with the rest added; honest pairs, none contained, keep their avg.
    lifted = run({"whole": whole, "part": part, **others})
    again = pair(lifted, "whole", "part")
    assert again is not None and again.similarity_avg == pytest.approx(copy.similarity_max)
    for before in analysis.pairs:
        if {before.a, before.b} != {"whole", "part"}:
            after = pair(lifted, before.a, before.b)
            assert after is not None and after.similarity_avg == before.similarity_avg


@pytest.mark.parametrize("side_floor", [1.0, 0.0])
def test_a_stub_in_a_large_file_is_not_a_full_copy_under_max(side_floor: float) -> None:
    # A few lines found inside a large file: the smaller side counts as MIN_SIDE tokens
    # (by default tokens that count, each at the side's mean weight; at 0, weight).
    whole = program(3, 30)
    stub = "\n".join(whole.split("\n\n")[5].splitlines()[:4]) + "\n"
    found = pair(run({"whole": whole, "stub": stub}, side_floor=side_floor), "whole", "stub")
    assert found is not None
    assert max(found.share_a, found.share_b) == pytest.approx(1.0)
    assert found.similarity_max < 0.8


def test_a_short_program_the_class_shares_half_of_is_no_stub_with_the_floor_in_tokens() -> None:
    # Every student writes one idiom (rarity weighs it near 0) and a little code of
    # their own.  The original, 257 tokens, weighs under MIN_SIDE; its padded copy
    # holds it whole.  Floored by weight, max is well under 1 and containment lifts
    # avg only part-way; floored by tokens, the original is found whole.
    idiom = function(5, 3)
    original = idiom + "\n\n" + function(900, 2)
    padded = original + "\n\n" + program(901, 3)
    others = {f"s{n}": idiom + "\n\n" + function(300 + n, 5) for n in range(8)}
    students = {"original": original, "padded": padded, **others}
    by_weight, by_tokens = run(students, side_floor=0.0), run(students)
    before = pair(by_weight, "original", "padded")
    after = pair(by_tokens, "original", "padded")
    assert before is not None and after is not None
    assert max(before.share_a, before.share_b) == pytest.approx(1.0)
    assert before.similarity_max < 0.95 and before.similarity_avg < 0.8
    assert after.similarity_max == pytest.approx(1.0)
    assert after.similarity_avg == pytest.approx(1.0)
    # The other pairs, none contained in the other, keep their score.
    for honest in by_weight.pairs:
        if "original" not in (honest.a, honest.b):
            again = pair(by_tokens, honest.a, honest.b)
            assert again is not None and again.similarity == honest.similarity
    # Every token weighing 1 (prior work; rarity off), the two floors are one.
    plain = run(students, rarity=0.0, side_floor=0.0)
    plain_tokens = run(students, rarity=0.0)
    assert [(p.a, p.b, p.similarity_max, p.similarity_avg) for p in plain.pairs] == [
        (p.a, p.b, p.similarity_max, p.similarity_avg) for p in plain_tokens.pairs
    ]


def test_a_ring_of_copiers_in_a_small_class_is_not_common_code(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Seven of twelve students hand in one source, each with a little code
    # of their own; five work alone.  The source is widely held, but by
    # near-copies of each other: it must keep counting.
    source = program(4, 10)
    ring = {f"ring{n}": source + "\n\n" + program(600 + n, 3) for n in range(7)}
    alone = {f"alone{n}": program(200 + n, 10) for n in range(5)}

    def ring_scores() -> tuple[list[float], float]:
        analysis = run({**ring, **alone})
        inside = [p.similarity for p in analysis.pairs if {p.a[:4], p.b[:4]} == {"ring"}]
        assert len(inside) == 21
        outside = max(p.similarity for p in analysis.pairs if "alone" in p.a + p.b)
        return inside, outside

    inside, outside = ring_scores()
    assert min(inside) > outside + 0.1  # every ring pair above every other pair
    assert min(inside) >= 0.65
    # Counting every holder as one (no family weighting) would discount the ring.
    from mossish.engine import rarity

    monkeypatch.setattr(rarity, "RING_POWER", 1e9)
    unguarded, _ = ring_scores()
    assert min(inside) >= min(unguarded) + 0.03


def test_code_the_whole_class_carries_counts_less_and_is_reported() -> None:
    # A template every student pastes above their own code: held by all,
    # by submissions otherwise unrelated, so it stops counting.
    template = program(5, 6)
    students = {f"s{n}": template + "\n\n" + program(300 + n, 6) for n in range(10)}
    weighted = max(p.similarity for p in run(students).pairs)
    plain = max(p.similarity for p in run(students, rarity=0.0).pairs)
    assert weighted < plain - 0.25
    info = next(s for s in run(students).submissions if s.name == "s0")
    assert info.discounted and info.discounted[0].holders == 10
    assert info.discounted[0].submissions == 10
    assert info.discounted[0].span.start_line == 1


def test_matches_merge_across_an_inserted_statement() -> None:
    original = function(6, 10)
    lines = original.splitlines()
    # A statement inserted after the fourth line, and a changed operator after the seventh.
    changed = [*lines[:4], "    extra = limit * 3 + len(items)", *lines[4:]]
    copy = "\n".join(changed) + "\n"
    others = {f"o{n}": program(400 + n, 2) for n in range(3)}
    merged = pair(run({"a": original, "b": copy, **others}, merge_gap=16), "a", "b")
    apart = pair(run({"a": original, "b": copy, **others}, merge_gap=0), "a", "b")
    assert merged is not None and apart is not None
    assert len(apart.fragments) == 2
    assert len(merged.fragments) == 1
    fragment = merged.fragments[0]
    assert fragment.a.start_line == 1 and fragment.b.end_line == len(changed)


def test_merging_counts_a_short_statement_between_two_insertions() -> None:
    # A statement shorter than k, pushed apart from its neighbours by a
    # statement inserted on each side of it, matches nothing alone; merged,
    # it counts, and the inserted code does not.
    lines = function(7, 10).splitlines()
    original = "\n".join([*lines[:3], "    value = 3", *lines[3:]]) + "\n"
    inserted = [*lines[:3], "    print(items)", "    value = 3", "    items.sort()", *lines[3:]]
    copy = "\n".join(inserted) + "\n"
    # Counted on the gap's best diagonal (--merge-run 0): with --merge-run N,
    # a piece this short (two tokens are left of it) counts nothing.
    merged = pair(run({"a": original, "b": copy}, merge_gap=16, merge_run=0), "a", "b")
    apart = pair(run({"a": original, "b": copy}, merge_gap=0), "a", "b")
    tolerant = pair(run({"a": original, "b": copy}, merge_gap=16, merge_run=3), "a", "b")
    assert merged is not None and apart is not None and tolerant is not None
    assert len(apart.fragments) == 2 and len(merged.fragments) == 1
    assert 1 <= merged.matched_tokens - apart.matched_tokens <= 4
    assert tolerant.matched_tokens == apart.matched_tokens
    assert merged.share_a == pytest.approx(1.0)
    assert merged.similarity > apart.similarity


def test_code_moved_to_another_file_is_still_found() -> None:
    # The copy moves two of three functions into a new file, in another order.
    first, second, third = function(8), function(9), function(10)
    original = {"main.py": "\n\n".join((first, second, third))}
    moved = {"main.py": third, "util/helpers.py": "\n\n".join((second, first))}
    others = {f"o{n}": program(500 + n, 3) for n in range(3)}
    analysis = run({"a": original, "b": moved, **others})
    found = pair(analysis, "a", "b")
    assert found is not None
    assert found.similarity_avg >= 0.95
    assert {f.b.file for f in found.fragments} == {"main.py", "util/helpers.py"}
    # Files are taken in sorted order: swapping which name comes first changes nothing.
    renamed = {"zz.py": third, "aa.py": "\n\n".join((second, first))}
    again = pair(run({"a": original, "b": renamed, **others}), "a", "b")
    assert again is not None and again.similarity_avg == pytest.approx(found.similarity_avg)


def test_the_cli_metric_drives_the_similarity_and_the_json_has_both(tmp_path: Path) -> None:
    import json

    from helpers import invoke, write_tree

    whole = program(2, 10)
    part = "\n\n".join(whole.split("\n\n")[:3]) + "\n"
    root = write_tree(
        tmp_path / "hw",
        {
            "ann/a.py": whole,
            "ben/b.py": part,
            **{f"o{n}/c.py": program(700 + n, 4) for n in range(3)},
        },
    )
    out = tmp_path / "r.json"
    code, _, err = invoke(
        "check",
        str(root),
        "--no-report",
        "-q",
        "--metric",
        "max",
        "--containment",
        "0",
        "--json",
        str(out),
    )
    assert code == 0, err
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["settings"]["metric"] == "max"
    first = data["pairs"][0]
    assert {first["a"], first["b"]} == {"ann", "ben"}
    assert first["similarity"] == first["similarity_max"] > first["similarity_avg"]
    # Every pair sharing code is listed in a small class (fragments or not).
    assert len(data["pairs"]) == sum(1 for p in data["pairs"] if p["matched_tokens"] > 0)
    code, _, err = invoke("check", str(root), "--no-report", "--metric", "median")
    assert code == 2


def test_cpp_code_moved_into_a_header_still_matches() -> None:
    # A ".h" header is lexed as C++ when it holds C++, so a class moved from
    # a .cpp file into a header matches where it came from.
    from mossish.languages.registry import language_for

    header = "#pragma once\n#include <vector>\nclass Tree {\npublic:\n  void insert(int key);\n};\n"
    assert language_for("tree.h", header) == "cpp"
    assert language_for("io.h", "#include <stdio.h>\nint read_all(FILE *in);\n") == "c"
    body = (
        "class Tree {\npublic:\n  std::vector<int> keys;\n  void insert(int key) {\n"
        "    keys.push_back(key);\n"
        "    for (size_t i = keys.size() - 1; i > 0 && keys[i - 1] > keys[i]; --i)\n"
        "      std::swap(keys[i], keys[i - 1]);\n  }\n  bool has(int key) const {\n"
        "    return std::binary_search(keys.begin(), keys.end(), key);\n  }\n};\n"
    )
    main = (
        "int main() {\n  Tree t;\n  for (int k : {5, 3, 9}) t.insert(k);\n"
        "  return t.has(3) ? 0 : 1;\n}\n"
    )
    original = {"tree.cpp": "#include <vector>\n#include <algorithm>\n" + body + main}
    moved = {
        "tree.h": "#pragma once\n#include <vector>\n#include <algorithm>\n" + body,
        "main.cpp": main,
    }
    found = pair(run({"a": original, "b": moved}, language="cpp"), "a", "b")
    assert found is not None and found.similarity_avg >= 0.9


def test_runs_and_places_held_in_32_bits_score_as_in_64() -> None:
    # The scoring keeps every run and every token's place in 32 bits while
    # they fit; widened to 64 bits, the same runs give the same scores.
    import numpy as np

    from mossish.engine.compare import score_pairs
    from mossish.engine.merging import Bridges
    from mossish.engine.ranges import candidates
    from mossish.engine.scoring import Layout, Scoring, rescored

    students = {f"s{n}": program(500 + n % 3, 3) + function(600 + n, 6) for n in range(8)}
    documents = python_documents(students)
    scored, scores, scoring, _ = rescored(
        score_pairs(documents, candidates(documents, 8)[1], 7, 8), documents, "avg", 16
    )
    layout = scoring.layout(scored)
    assert layout.ga.size >= 20 and layout.joined.joins.any()
    for field in (layout.pair, layout.ga, layout.gb, layout.length, scoring.segment):
        assert field.dtype == np.int32
    assert all(h.dtype == np.int32 for h in scoring.rarity.holders)
    wide = Layout(
        *(field.astype(np.int64) for field in layout[:4]),
        Bridges(
            layout.joined.joins,
            *(field.astype(np.int64) for field in (layout.joined.gap_a, layout.joined.gap_b)),
            layout.joined.credit.astype(np.int64),
        ),
    )
    widened = Scoring.of(documents, scoring.rarity, "avg", 16)
    again = widened.score(scored, wide)
    for mine, theirs in zip(
        (scores.avg, scores.maximum, scores.matched),
        (again.avg, again.maximum, again.matched),
        strict=True,
    ):
        assert mine.tolist() == theirs.tolist()


def test_scores_worked_out_in_place_equal_the_formulas_to_the_bit() -> None:
    # ``Scoring.score`` and ``Scoring.average`` reuse their arrays to save
    # memory; each value must still be what the written-out formula gives.
    import numpy as np

    from mossish.engine.compare import score_pairs
    from mossish.engine.ranges import candidates
    from mossish.engine.scoring import MIN_SIDE, rescored

    students = {f"s{n}": program(700 + n % 3, 3) + function(800 + n, 6) for n in range(9)}
    documents = python_documents(students)
    pairs = candidates(documents, 9)[1].copy()
    pairs[::2, :2] = pairs[::2, 1::-1]  # some pairs given as (j, i)
    scored, scores, scoring, _ = rescored(
        score_pairs(documents, pairs, 7, 8), documents, "avg", 16, 3
    )
    layout = scoring.layout(scored)
    count = scored.i.shape[0]
    low, high = np.minimum(scored.i, scored.j), np.maximum(scored.i, scored.j)
    _, ga, gb, length, joined = layout
    weight_a = scoring._side_weights(ga, length, joined, joined.gap_a)
    weight_b = scoring._side_weights(gb, length, joined, joined.gap_b)
    matched_low = np.bincount(layout.pair, weights=weight_a, minlength=count)
    matched_high = np.bincount(layout.pair, weights=weight_b, minlength=count)
    total_low, total_high = scoring.totals[low], scoring.totals[high]
    avg = np.clip((matched_low + matched_high) / np.maximum(total_low + total_high, 1e-9), 0.0, 1.0)
    share_low = np.clip(matched_low / np.maximum(total_low, 1e-9), 0.0, 1.0)
    share_high = np.clip(matched_high / np.maximum(total_high, 1e-9), 0.0, 1.0)
    guarded = np.maximum(
        matched_low / np.maximum(total_low, MIN_SIDE),
        matched_high / np.maximum(total_high, MIN_SIDE),
    )
    swapped = scored.i > scored.j
    assert swapped.any() and (avg > 0).any() and (avg < 1).any()
    scores = scoring.score(scored, layout)
    assert scores.avg.tobytes() == avg.tobytes()
    assert scoring.average(scored, layout).tobytes() == avg.tobytes()
    assert scores.maximum.tobytes() == np.clip(np.maximum(guarded, avg), 0.0, 1.0).tobytes()
    assert scores.share_a.tobytes() == np.where(swapped, share_high, share_low).tobytes()
    assert scores.share_b.tobytes() == np.where(swapped, share_low, share_high).tobytes()
    tokens = np.bincount(layout.pair, weights=layout.length + layout.joined.credit, minlength=count)
    assert scores.matched.tolist() == tokens.astype(np.int64).tolist()


@pytest.mark.parametrize("min_run", [0, 3])
def test_fragments_are_the_runs_merged_as_the_layout_merged_them(min_run: int) -> None:
    # The fragments a view shows come from the layout that scored every pair
    # at once; they are what merging each pair's runs alone gives.
    import numpy as np

    from mossish.engine.compare import score_pairs
    from mossish.engine.merging import merged
    from mossish.engine.ranges import candidates
    from mossish.engine.results import pieces
    from mossish.engine.scoring import rescored

    rng = random.Random(min_run)
    students = {
        f"s{n}": program(900 + n % 4, 3) + function(rng.randrange(100), 6) + program(n, 2)
        for n in range(10)
    }
    documents = python_documents(students)
    pairs = candidates(documents, 10)[1].copy()
    pairs[1::2, :2] = pairs[1::2, 1::-1]  # some pairs given as (j, i)
    scored, _, scoring, layout = rescored(
        score_pairs(documents, pairs, 7, 8), documents, "avg", 16, min_run
    )
    chosen = list(range(scored.i.shape[0]))
    rng.shuffle(chosen)
    found = pieces(scored, layout, chosen)
    assert layout.joined.joins.any() and scored.tiled
    for index, mine in zip(chosen, found, strict=True):
        runs = scored.runs_of(index)
        low, high = min(scored.i[index], scored.j[index]), max(scored.i[index], scored.j[index])
        ga = np.array([x for x, _, _ in runs], dtype=np.int64) + scoring.offsets[low]
        gb = np.array([y for _, y, _ in runs], dtype=np.int64) + scoring.offsets[high]
        length = np.array([size for _, _, size in runs], dtype=np.int64)
        alone = scoring._bridges(np.zeros(len(runs), dtype=np.int64), ga, gb, length)
        assert mine == merged(runs, alone.joins, alone.credit)


@pytest.mark.parametrize(
    ("avg", "maximum", "expected"),
    [
        (0.40, 1.00, 1.00),  # one side found whole, the other padded: avg becomes max
        (0.40, 0.80, 0.60),  # half-way into containment: half the way to max
        (0.40, 0.60, 0.40),  # max at 0.6 or less: nothing
        (0.94, 0.98, 0.94),  # two near-identical programs: no gap, nothing
        (0.90, 0.975, 0.90),  # a gap of 0.075, under 0.1: nothing
        (0.80, 0.95, 0.865625),  # gap 0.15: half its gate; max 0.95: 0.875 of its
        (0.0, 0.0, 0.0),
    ],
)
def test_containment_lifts_avg_only_past_a_gap_to_max(
    avg: float, maximum: float, expected: float
) -> None:
    import numpy as np

    from mossish.engine.scoring import Scores, contained

    zero = np.zeros(1)
    scores = Scores(np.array([avg]), np.array([maximum]), zero, zero, np.zeros(1, np.int64))
    lifted = contained(scores, 1.0)
    assert lifted.avg[0] == pytest.approx(expected)
    assert lifted.maximum[0] == maximum and lifted.avg[0] <= maximum
    half = contained(scores, 0.5)
    assert half.avg[0] == pytest.approx(avg + 0.5 * (expected - avg))
    assert contained(scores, 0.0) is scores


def test_containment_waives_its_gap_where_a_side_has_several_files() -> None:
    import numpy as np

    from mossish.engine.scoring import Scores, contained

    # A gap of 0.075 (under 0.1): nothing for a one-file pair; where a side has
    # several files, the gap's gate is waived as far as asked.
    zero = np.zeros(2)
    scores = Scores(
        np.array([0.90, 0.90]), np.array([0.975, 0.975]), zero, zero, np.zeros(2, np.int64)
    )
    several = np.array([False, True])
    lift = (0.975 - 0.6) / 0.4
    whole = contained(scores, 1.0, several, 1.0)
    assert whole.avg[0] == 0.90
    assert whole.avg[1] == pytest.approx(0.90 + lift * 0.075)
    half = contained(scores, 1.0, several, 0.5)
    assert half.avg[1] == pytest.approx(0.90 + 0.5 * lift * 0.075)
    assert contained(scores, 1.0, several, 0.0).avg.tolist() == [0.90, 0.90]


def test_counted_places_count_each_file_s_tokens_that_count() -> None:
    # The side floor's sizes: per document its tokens that count, per non-empty
    # file likewise (a one-file document takes its count without a pass).
    import numpy as np

    from mossish.engine.fingerprint import fingerprint
    from mossish.engine.index import build_document
    from mossish.engine.scoring import counted_places, file_places
    from mossish.languages.normalize import normalize

    def entry(text: str) -> tuple[Any, Any]:
        tokens = normalize(text, "python")
        return tokens, fingerprint(tokens.tokens, 7, 8)

    starter = function(40, 4)
    base = np.unique(fingerprint(normalize(starter, "python").tokens, 7, 1).kgrams)
    files = [[starter + function(41, 3)], [function(42, 2), "", starter, function(43, 5)]]
    documents = [
        build_document(f"d{n}", [entry(t) for t in texts], 7, base) for n, texts in enumerate(files)
    ]
    counted, per_file = counted_places(documents)
    assert counted.tolist() == [int((~d.ignored).sum()) for d in documents]
    expected = [
        int((~d.ignored[lo:hi]).sum())
        for d in documents
        for lo, hi in zip(d.file_starts[:-1], d.file_starts[1:], strict=True)
        if hi > lo
    ]
    assert per_file.tolist() == expected
    assert per_file.shape == file_places(documents, np.zeros(3, dtype=np.int64))[0].shape
    assert any(d.ignored.any() for d in documents) and len(expected) == 4
