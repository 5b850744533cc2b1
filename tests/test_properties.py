"""Properties of the whole pipeline over generated programs (Hypothesis)."""

from __future__ import annotations

import io
import tempfile
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from helpers import pair, run, write_tree
from mossish.archive.prior import prior_from_folder
from mossish.engine.executor import InProcess
from mossish.model import Analysis
from mossish.pipeline import analyze
from mossish.report.json import write_json
from mossish.settings import Settings

NAMES = st.sampled_from(["a", "b", "total", "x1", "item", "count", "data", "k"])
OPS = st.sampled_from(["+", "-", "*", "//", "%"])


@st.composite
def statement(draw: st.DrawFn, depth: int = 0) -> str:
    kind = draw(st.integers(0, 4 if depth < 2 else 2))
    pad = "    " * (depth + 1)
    a, b, c = draw(NAMES), draw(NAMES), draw(NAMES)
    if kind == 0:
        return f"{pad}{a} = {b} {draw(OPS)} {draw(st.integers(0, 99))}\n"
    if kind == 1:
        return f"{pad}{a}.append({b}[{c}])\n"
    if kind == 2:
        return f'{pad}print("{a}", {b}, {c})\n'
    body = "".join(draw(st.lists(statement(depth + 1), min_size=1, max_size=3)))
    if kind == 3:
        return f"{pad}for {a} in range({b}):\n{body}"
    return f"{pad}if {a} > {b}:\n{body}"


@st.composite
def program(draw: st.DrawFn) -> str:
    functions = []
    for number in range(draw(st.integers(1, 3))):
        body = "".join(draw(st.lists(statement(), min_size=2, max_size=6)))
        functions.append(f"def f{number}({draw(NAMES)}):\n{body}    return {draw(NAMES)}\n")
    return "\n\n".join(functions)


def rename(source: str, suffix: str) -> str:
    out = source
    for name in ("total", "item", "count", "data", "x1"):
        out = out.replace(name, name + suffix)
    return out


@settings(max_examples=40)
@given(program())
def test_identical_programs_score_one(source: str) -> None:
    analysis = run({"a": source, "b": source}, k=5, window=3)
    if analysis.submissions[0].tokens < 5:
        return
    result = pair(analysis, "a", "b")
    assert result is not None and result.similarity == 1.0


@settings(max_examples=40)
@given(program(), program())
def test_similarity_is_symmetric_and_bounded(one: str, two: str) -> None:
    forward = pair(run({"a": one, "b": two}, k=5, window=3), "a", "b")
    backward = pair(run({"a": two, "b": one}, k=5, window=3), "a", "b")
    assert (forward is None) == (backward is None)
    if forward is not None and backward is not None:
        assert forward.similarity == backward.similarity
        assert forward.matched_tokens == backward.matched_tokens
        assert 0.0 < forward.similarity <= 1.0
        assert 0.0 < forward.share_a <= 1.0 and 0.0 < forward.share_b <= 1.0


@settings(max_examples=40)
@given(program(), program())
def test_renaming_identifiers_changes_nothing(one: str, two: str) -> None:
    plain = pair(run({"a": one, "b": two}, k=5, window=3), "a", "b")
    renamed = pair(run({"a": one, "b": rename(two, "_renamed")}, k=5, window=3), "a", "b")
    assert (plain is None) == (renamed is None)
    if plain is not None and renamed is not None:
        assert plain.similarity == renamed.similarity
        assert [f.tokens for f in plain.fragments] == [f.tokens for f in renamed.fragments]


def test_ci_has_a_hypothesis_profile_without_a_deadline() -> None:
    """CI's examples never fail for being slow on a loaded machine."""
    assert settings.get_profile("ci").deadline is None
    assert settings.get_profile("ci").derandomize
    assert settings.default.deadline is None or settings.default.deadline.total_seconds() >= 1


# ---- a class's scores are one function of the class ----


@st.composite
def small_class(draw: st.DrawFn) -> dict[str, str]:
    """Four to six submissions: some written alone, some copies of another with code
    of their own added or a few tokens changed (gaps that merging bridges), some
    repeating a block of themselves (runs that overlap)."""
    count = draw(st.integers(4, 6))
    names = [f"s{n}" for n in range(count)]
    students: dict[str, str] = {}
    for number, name in enumerate(names):
        kind = draw(st.integers(0, 3)) if number else 0
        source = draw(program())
        if kind == 1:  # a copy of an earlier submission, with code of its own
            source = students[names[draw(st.integers(0, number - 1))]] + "\n\n" + source
        if kind == 3:  # a copy with some operators changed
            source = students[names[draw(st.integers(0, number - 1))]].replace(" + ", " - ")
        if kind == 2 or draw(st.booleans()):  # a block repeated inside the submission
            source = source + "\n\n" + source.replace("def f", "def g")
        students[name] = source
    return students


def scores_of(analysis: Analysis) -> dict[tuple[str, str], tuple[float, float, int, float]]:
    """Each listed pair's avg, max, tokens matched and strings, by its two names (sorted)."""
    return {
        (min(p.a, p.b), max(p.a, p.b)): (
            p.similarity_avg,
            p.similarity_max,
            p.matched_tokens,
            p.strings,
        )
        for p in analysis.pairs
    }


CUTS: list[dict[str, object]] = [
    {"top": 0},
    {"top": 1},
    {"top": 3},
    {"threshold": 0.95},
    {"threshold": 0.1},
    {"fail_above": 0.2},
    {"metric": "max"},
]


@settings(max_examples=25)
@given(small_class(), st.sampled_from(CUTS))
def test_output_flags_never_change_a_listed_pairs_scores(
    students: dict[str, str], cut: dict[str, object]
) -> None:
    """--top, -t, --fail-above and --metric choose what is shown, never what a pair scores."""
    every = run(students, k=5, window=3)
    shown = run(students, k=5, window=3, **cut)
    whole = scores_of(every)
    assert {key: whole[key] for key in scores_of(shown)} == scores_of(shown)
    if cut.get("top"):  # the top N are the first N of the whole listing
        top = int(str(cut["top"]))
        assert [(p.a, p.b) for p in shown.pairs] == [(p.a, p.b) for p in every.pairs][:top]
    if "top" in cut or "fail_above" in cut:  # the same threshold: the same clusters
        assert shown.clusters == every.clusters


@settings(max_examples=20)
@given(small_class(), st.permutations(range(6)))
def test_the_order_and_names_of_submissions_change_only_the_names(
    students: dict[str, str], order: list[int]
) -> None:
    """Submissions renamed (and so listed in another order) keep every pair's scores, to
    the last bits of a float sum taken in another order (the JSON keeps 6 places)."""
    names = sorted(students)
    renamed = {name: f"r{order[n]}" for n, name in enumerate(names)}
    plain = scores_of(run(students, k=5, window=3))
    moved = scores_of(run({renamed[n]: s for n, s in students.items()}, k=5, window=3))
    back = {value: key for key, value in renamed.items()}
    moved = {(min(back[a], back[b]), max(back[a], back[b])): v for (a, b), v in moved.items()}
    assert moved.keys() == plain.keys()
    for key, values in plain.items():
        assert moved[key] == pytest.approx(values, rel=1e-12, abs=1e-12)


@settings(max_examples=15)
@given(small_class())
def test_a_pair_against_prior_work_scores_as_inside_the_class(students: dict[str, str]) -> None:
    """One submission checked against an archive of the rest of its class scores each pair
    as the class does, where the class's own weights play no part (rarity and strings
    off): prior-work pairs go through the class's scoring function."""
    plain = {"k": 5, "window": 3, "rarity": 0.0, "strings": 0.0}
    # Each submission's functions after the first in a file of their own (the per-file view).
    files = {
        n: dict(zip(("main.py", "util.py"), s.split("\n\n\n", 1), strict=False))
        for n, s in students.items()
    }
    inside = scores_of(run(dict(files), **plain))
    first = min(students)
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        write_tree(root / "now", {f"{first}/{p}": t for p, t in files[first].items()})
        write_tree(
            root / "y1",
            {f"{n}/{p}": t for n, f in files.items() if n != first for p, t in f.items()},
        )
        settings_ = Settings.validated(**plain)
        prior = [prior_from_folder(str(root / "y1"), settings_)]
        checked = analyze([str(root / "now")], settings_, prior=prior, texts=False)
    against = {
        (min(p.a, p.b).removeprefix("y1/"), max(p.a, p.b).removeprefix("y1/")): p
        for p in checked.pairs
    }
    assert {key for key in inside if first in key} == set(against)
    for key, (average, maximum, *_) in inside.items():
        if first in key:
            assert (against[key].similarity_avg, against[key].similarity_max) == pytest.approx(
                (average, maximum), rel=1e-12, abs=1e-12
            )


def json_of(analysis: Analysis) -> str:
    stream = io.StringIO()
    write_json(analysis, stream)
    return stream.getvalue()


# What else a run is asked for: rarity weighting off and strings on, every pair
# listed, one target (pairs involving it alone), code held by more than 3 common.
RUNS: list[dict[str, object]] = [
    {},
    {"rarity": 0.0, "strings": 0.5},
    {"top": 0, "metric": "max"},
    {"targets": ("s1",)},
    {"common_count": 3},
]


@settings(max_examples=20)
@given(small_class(), st.integers(1, 5), st.sampled_from(RUNS))
def test_any_block_size_gives_the_json_of_one_block(
    students: dict[str, str], size: int, asked: dict[str, object]
) -> None:
    """The in-process executor cut into blocks of any size runs the cluster's schedule
    (shuffles by hash range, pair blocks, rarity's rounds by block) and gives the JSON
    of one block, byte for byte."""
    whole = json_of(run(students, k=5, window=3, **asked))
    cut = json_of(run(students, k=5, window=3, executor=InProcess(size), **asked))
    assert cut == whole
