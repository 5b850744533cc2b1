"""Properties of the whole pipeline over generated programs (Hypothesis)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from helpers import pair, run

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
