"""Report view (pure): one source file as highlighted lines with marked regions.

Pygments lexes the whole file once (so strings and comments that span lines
are coloured right) and its ``HtmlFormatter`` writes every piece of markup:
it escapes the text itself, so a student's ``</script>`` stays text.  The
tokens are cut at line ends and at region edges, so that each piece of a
line can sit inside its region's ``<mark>`` in the template; the template
only ever adds elements of its own around the formatter's output.

A region is a fragment (by its number) or ignored code (starter or common
code).  Regions never overlap (fragments are tiled; ignored code never
matches), but the cutting below is defensive and clips an overlap anyway.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from markupsafe import Markup
from pygments import format as format_tokens
from pygments.formatters import HtmlFormatter
from pygments.lexer import Lexer
from pygments.lexers import TextLexer, get_lexer_by_name
from pygments.token import STANDARD_TYPES, Comment, Text, Whitespace
from pygments.util import ClassNotFound

from mossish.model import Span

TokenType = Any  # pygments.token's types (not exported for typing)
Piece = tuple[TokenType, str]
# Pieces of one line: (column where the piece starts, token type, text).
LexedLine = tuple[tuple[int, TokenType, str], ...]

# The formatter writes bare spans (no <pre>, no line numbers): the page lays
# out the lines itself.  Whitespace becomes plain text: a span per run of
# blanks would only make pages heavier.
_FORMATTER = HtmlFormatter(nowrap=True)
# The colours of the code (Pygments' style; its rules are ``assets/code.css``).
CODE_STYLE = "default"
# Token types the style gives no colour or weight (names and punctuation, the
# most frequent): written as plain text, not as a span that nothing styles.
# That takes about a quarter off a pair page, and its rendering time with it.
_STYLED = frozenset(HtmlFormatter(style=CODE_STYLE).class2style)
_UNSTYLED = frozenset(t for t, css in STANDARD_TYPES.items() if css and css not in _STYLED)
FRAGMENT, BASE, COMMON = "fragment", "base", "common"


@dataclass(frozen=True, slots=True)
class Region:
    """A marked stretch of a file: a fragment (``number`` >= 1) or ignored code."""

    span: Span
    kind: str  # FRAGMENT, BASE or COMMON
    number: int = 0
    hue: int = 0

    @property
    def css(self) -> str:
        """The page's class for the region (report.css colours each hue)."""
        return f"frag hue-{self.hue}" if self.kind == FRAGMENT else self.kind


@dataclass(frozen=True, slots=True)
class Part:
    """A piece of a line: Pygments' markup for it, and the region it lies in."""

    html: Markup
    region: Region | None


@dataclass(frozen=True, slots=True)
class Line:
    """One source line as the page shows it.

    ``region`` is set when a single region covers the whole line (blanks
    aside): the page then colours the whole row.  ``starts`` are the
    fragments that begin on this line (the targets of the fragment links).
    """

    number: int
    parts: tuple[Part, ...]
    region: Region | None
    starts: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class LexedFile:
    """A file's Pygments tokens, cut into lines (computed once per file)."""

    lines: tuple[LexedLine, ...]

    @property
    def count(self) -> int:
        return len(self.lines)


def style_css(scope: str) -> str:
    """Pygments' token colours for ``CODE_STYLE``, scoped to elements under ``scope``."""
    rules: list[str] = HtmlFormatter(style=CODE_STYLE).get_token_style_defs(scope)
    return "\n".join(rules) + "\n"


@lru_cache(maxsize=64)
def _lexer(language: str) -> Lexer:
    options = {"stripnl": False, "ensurenl": False, "stripall": False, "tabsize": 0}
    try:
        return get_lexer_by_name(language, **options)
    except ClassNotFound:
        return TextLexer(**options)


# A page shows this much of one line.  A minified or generated line of a
# megabyte would make a page of tens of megabytes, slow to write and to open,
# that nobody reads past its first screens.
MAX_LINE_CHARS = 2_000


def _cap_lines(text: str) -> tuple[str, dict[int, int]]:
    """``text`` with each line cut to ``MAX_LINE_CHARS``, and how much each cut line lost."""
    if len(text) <= MAX_LINE_CHARS:
        return text, {}
    lines = text.split("\n")
    lost: dict[int, int] = {}
    for index, line in enumerate(lines):
        if len(line) > MAX_LINE_CHARS:
            lost[index] = len(line) - MAX_LINE_CHARS
            lines[index] = line[:MAX_LINE_CHARS]
    return ("\n".join(lines), lost) if lost else (text, lost)


def lex_file(text: str, language: str) -> LexedFile:
    """Tokens of ``text`` per line; plain text if the lexer loses track of the text.

    Lines longer than ``MAX_LINE_CHARS`` are cut, with a note of what is not shown.
    """
    text, lost = _cap_lines(text)
    tokens: list[Piece] = []
    position = 0
    try:
        for start, ttype, value in _lexer(language).get_tokens_unprocessed(text):
            if start != position or not value:
                if value:  # a lexer that skipped or repeated text: trust nothing
                    tokens = []
                    break
                continue
            plain = ttype in Whitespace or ttype in _UNSTYLED
            tokens.append((Text if plain else ttype, value))
            position += len(value)
    except Exception:  # a lexer bug must not cost the report; show plain text
        tokens = []
    if position != len(text) or not tokens:
        tokens = [(Text, text)]
    lines: list[LexedLine] = []
    current: list[tuple[int, TokenType, str]] = []
    column = 0
    for ttype, value in tokens:
        first, *rest = value.split("\n")
        for chunk_index, chunk in enumerate([first, *rest]):
            if chunk_index:
                lines.append(tuple(current))
                current, column = [], 0
            if chunk:
                current.append((column, ttype, chunk))
                column += len(chunk)
    if current or not text.endswith("\n"):
        lines.append(tuple(current))
    for index, more in lost.items():
        if index < len(lines):
            note = f" \u2026 {more:,} more characters on this line, not shown"
            lines[index] = (*lines[index], (MAX_LINE_CHARS, Comment, note))
    return LexedFile(lines=tuple(lines))


def _html(pieces: Sequence[Piece]) -> Markup:
    """Pygments' markup for some tokens of one line (Pygments escapes the text)."""
    if not pieces:
        return Markup("")
    html: str = format_tokens(pieces, _FORMATTER)
    # The formatter ends its last line with a newline; the page has its own lines.
    return Markup(html[:-1] if html.endswith("\n") else html)


def _line_text(line: LexedLine) -> str:
    return "".join(value for _, _, value in line)


def render_lines(lexed: LexedFile, regions: Sequence[Region]) -> tuple[Line, ...]:
    """The file's lines with every region marked on them."""
    # Per line, the column ranges regions cover: (start, end or None for "to the end").
    cover: dict[int, list[tuple[int, int | None, Region]]] = {}
    starts: dict[int, list[int]] = {}
    total = lexed.count
    for region in regions:
        span = region.span
        first, last = max(span.start_line, 1), min(span.end_line, total)
        if first > last:
            continue
        if region.kind == FRAGMENT:
            starts.setdefault(first, []).append(region.number)
        for number in range(first, last + 1):
            begin = span.start_col if number == span.start_line else 0
            end = span.end_col if number == span.end_line else None
            cover.setdefault(number, []).append((begin, end, region))
    lines = []
    for number, line in enumerate(lexed.lines, start=1):
        ranges = cover.get(number)
        if not ranges:
            lines.append(Line(number, (Part(_html([(t, v) for _, t, v in line]), None),), None, ()))
            continue
        whole = _whole(line, ranges)
        if whole is not None:
            parts: tuple[Part, ...] = (Part(_html([(t, v) for _, t, v in line]), None),)
        else:
            parts = _cut(line, ranges)
        lines.append(Line(number, parts, whole, tuple(sorted(starts.get(number, ())))))
    return tuple(lines)


def _whole(line: LexedLine, ranges: list[tuple[int, int | None, Region]]) -> Region | None:
    """The one region covering all of the line but blanks, if there is one."""
    if len(ranges) != 1:
        return None
    begin, end, region = ranges[0]
    text = _line_text(line)
    stop = len(text) if end is None else end
    outside = text[:begin] + text[stop:]
    return region if not outside.strip() else None


def _cut(line: LexedLine, ranges: list[tuple[int, int | None, Region]]) -> tuple[Part, ...]:
    """Split a line's tokens at the region edges and format each run on its own."""
    length = len(_line_text(line))
    marks: list[tuple[int, int, Region]] = []
    reached = 0
    for begin, end, region in sorted(ranges, key=lambda r: (r[0], r[2].number)):
        begin = max(begin, reached)
        stop = length if end is None else min(end, length)
        if stop > begin:
            marks.append((begin, stop, region))
            reached = stop
    # Boundaries with what lies between them: unmarked gaps and the marks.
    segments: list[tuple[int, int, Region | None]] = []
    position = 0
    for begin, stop, region in marks:
        if begin > position:
            segments.append((position, begin, None))
        segments.append((begin, stop, region))
        position = stop
    if position < length or not segments:
        segments.append((position, length, None))
    parts = []
    for begin, stop, inside in segments:
        pieces: list[Piece] = []
        for column, ttype, value in line:
            lo, hi = max(begin, column), min(stop, column + len(value))
            if lo < hi:
                pieces.append((ttype, value[lo - column : hi - column]))
        parts.append(Part(_html(pieces), inside))
    return tuple(parts)
