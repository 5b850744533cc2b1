"""Report view (pure): where a graph's node labels go so that none overlaps another.

Each label is tried at a few places around its node (right, left, below,
above, then the corners); the first place that overlaps no label already
placed, no node and stays inside the drawing wins.  A label with no free
place is left out (its node keeps its tooltip).  Labels are placed in the
order given, so the caller puts first the nodes that matter most.

Text widths are estimated, not measured (no font is at hand offline): a
generous width per character keeps the estimate above what a sans-serif
font draws.  A grid of buckets keeps the checks local, so a class of
thousands is placed in a fraction of a second.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass

# Width of a character as a share of the font size: above that of the digits
# and lower-case letters of common sans-serif fonts (DejaVu Sans: 0.64 for a
# digit), so that estimated boxes hold the text.
CHAR_WIDTH = 0.66
# Height above and below the baseline, as shares of the font size: at least
# what a sans-serif font's glyph box reaches (DejaVu Sans: ascent 0.93,
# descent 0.24), so that labels placed one above the other never touch.
ASCENT = 0.95
DESCENT = 0.25
_CELL = 48.0

Box = tuple[float, float, float, float]  # left, top, right, bottom


@dataclass(frozen=True, slots=True)
class Placed:
    x: float
    y: float  # the text's baseline
    anchor: str  # text-anchor: start, middle or end


@dataclass(frozen=True, slots=True)
class Spot:
    """A node to label: its centre, radius and the text of its label."""

    x: float
    y: float
    radius: float
    text: str


def text_width(text: str, font: float) -> float:
    return len(text) * CHAR_WIDTH * font


def text_box(placed: Placed, text: str, font: float) -> Box:
    """The box a label's text covers, from its baseline and anchor."""
    width = text_width(text, font)
    left = {
        "start": placed.x,
        "middle": placed.x - width / 2,
        "end": placed.x - width,
    }[placed.anchor]
    return left, placed.y - font * ASCENT, left + width, placed.y + font * DESCENT


def _candidates(spot: Spot, font: float) -> list[Placed]:
    x, y, r = spot.x, spot.y, spot.radius
    gap = 3.0
    middle = y + font * 0.3  # a baseline that centres the text on the node
    return [
        Placed(x + r + gap, middle, "start"),
        Placed(x - r - gap, middle, "end"),
        Placed(x, y + r + gap + font * ASCENT, "middle"),
        Placed(x, y - r - gap - font * DESCENT, "middle"),
        Placed(x + r, y - r - font * DESCENT, "start"),
        Placed(x + r, y + r + font * ASCENT, "start"),
        Placed(x - r, y - r - font * DESCENT, "end"),
        Placed(x - r, y + r + font * ASCENT, "end"),
    ]


def _overlap(one: Box, other: Box) -> bool:
    return one[0] < other[2] and other[0] < one[2] and one[1] < other[3] and other[1] < one[3]


class _Grid:
    """Boxes in buckets of ``_CELL`` units: an overlap is only looked for nearby."""

    def __init__(self) -> None:
        self.cells: dict[tuple[int, int], list[Box]] = defaultdict(list)

    def _keys(self, box: Box) -> list[tuple[int, int]]:
        return [
            (i, j)
            for i in range(int(box[0] // _CELL), int(box[2] // _CELL) + 1)
            for j in range(int(box[1] // _CELL), int(box[3] // _CELL) + 1)
        ]

    def add(self, box: Box) -> None:
        for key in self._keys(box):
            self.cells[key].append(box)

    def hits(self, box: Box) -> bool:
        return any(_overlap(box, other) for key in self._keys(box) for other in self.cells[key])


def place_labels(
    spots: Sequence[Spot], width: float, height: float, font: float
) -> list[Placed | None]:
    """A place for each spot's label (None: no free place), in the order of ``spots``."""
    grid = _Grid()
    for spot in spots:
        r = spot.radius
        grid.add((spot.x - r, spot.y - r, spot.x + r, spot.y + r))
    found: list[Placed | None] = []
    for spot in spots:
        chosen = None
        for placed in _candidates(spot, font):
            box = text_box(placed, spot.text, font)
            inside = box[0] >= 0 and box[1] >= 0 and box[2] <= width and box[3] <= height
            if inside and not grid.hits(box):
                chosen = placed
                grid.add(box)
                break
        found.append(chosen)
    return found
