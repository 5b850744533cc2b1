"""Where graph labels go: none on another, none on a node, none outside the drawing."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from mossish.report.html.placing import Spot, place_labels, text_box

FONT = 12.0
WIDTH, HEIGHT = 600.0, 400.0


def _overlap(a: tuple[float, ...], b: tuple[float, ...]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


spots = st.lists(
    st.builds(
        Spot,
        st.floats(20, WIDTH - 20),
        st.floats(20, HEIGHT - 20),
        st.just(5.0),
        st.text("abcdefghij_0123456789", min_size=1, max_size=20),
    ),
    max_size=60,
)


@settings(max_examples=60, deadline=None)
@given(spots)
def test_placed_labels_never_overlap_each_other_nodes_or_the_edge(found: list[Spot]) -> None:
    placed = place_labels(found, WIDTH, HEIGHT, FONT)
    assert len(placed) == len(found)
    boxes = [text_box(p, s.text, FONT) for s, p in zip(found, placed, strict=True) if p]
    for i, box in enumerate(boxes):
        assert box[0] >= 0 and box[1] >= 0 and box[2] <= WIDTH and box[3] <= HEIGHT
        assert not any(_overlap(box, other) for other in boxes[i + 1 :])
        for s in found:
            node = (s.x - s.radius, s.y - s.radius, s.x + s.radius, s.y + s.radius)
            assert not _overlap(box, node)


def test_nodes_apart_are_all_labelled_beside_them() -> None:
    found = [Spot(100.0 + 150 * i, 200.0, 5.0, f"student_{i}") for i in range(3)]
    placed = place_labels(found, WIDTH, HEIGHT, FONT)
    assert all(p is not None and p.anchor == "start" for p in placed)
