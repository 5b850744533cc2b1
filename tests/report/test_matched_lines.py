"""A pair's matched lines: the distinct lines its fragments cover on one side."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from mossish.model import Fragment, PairResult, Span

spans = st.builds(
    lambda file, first, size: Span(file, first, 0, first + size, 1),
    st.sampled_from(["a.py", "b.py", "c/d.py"]),
    st.integers(1, 40),
    st.integers(-2, 12),  # an end before the start covers no line
)


@given(st.lists(st.tuples(spans, spans), max_size=12))
def test_matched_lines_count_each_file_line_once(sides: list[tuple[Span, Span]]) -> None:
    pair = PairResult(
        a="x", b="y", similarity=0.5, share_a=0.5, share_b=0.5, matched_tokens=0,
        longest_fragment=0, shared_fingerprints=0,
        fragments=tuple(Fragment(a, b, 1) for a, b in sides),
    )  # fmt: skip
    for count, side in ((pair.matched_lines_a, 0), (pair.matched_lines_b, 1)):
        lines = {
            (s[side].file, line)
            for s in sides
            for line in range(s[side].start_line, s[side].end_line + 1)
        }
        assert count == len(lines)
