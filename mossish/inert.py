"""Views (pure): student-chosen text made safe to show in each kind of output.

File names come from students.  On disk they are bytes: a name that is not
UTF-8 (Latin-1 from an old Windows zip, a GNU tar member) is carried through
mossish losslessly as Python's surrogate escapes, which no UTF-8 writer can
encode.  Names may also hold escape sequences, carriage returns or newlines
that would rewrite a terminal or forge lines in a CI log, and characters that
XML 1.0 cannot carry at all.  Each writer passes student text through one of
these functions: the bytes that cannot be shown become visible ``\\xNN``
escapes, and the text stays readable and one line.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, TextIO

# Lone surrogates: undecodable bytes of a name (U+DC80-U+DCFF) or worse.
_SURROGATE = re.compile("[\ud800-\udfff]")
# What a terminal or a log may act on: C0 and C1 controls, DEL, and the
# bidirectional overrides and isolates that reorder what a reader sees.
_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]")
# The same, keeping newlines and tabs: for whole blocks of our own text.
_CONTROL_BLOCK = re.compile(
    "[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]"
)
# Characters XML 1.0 cannot carry, escaped or not.
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff\ud800-\udfff]")


def _escape(match: re.Match[str]) -> str:
    code = ord(match.group())
    if 0xDC80 <= code <= 0xDCFF:  # a byte that was not UTF-8, as surrogateescape keeps it
        return f"\\x{code - 0xDC00:02x}"
    if code <= 0xFF:
        return f"\\x{code:02x}"
    return f"\\u{code:04x}"


def shown(text: str) -> str:
    """``text`` with its undecodable bytes as ``\\xNN``: encodable as UTF-8."""
    return _SURROGATE.sub(_escape, text) if _SURROGATE.search(text) else text


def visible(text: str) -> str:
    """One line of student text for a terminal or a log: nothing in it acts."""
    return _CONTROL.sub(_escape, shown(text))


def visible_block(text: str) -> str:
    """Several lines of our own output with student text in them: newlines kept."""
    return _CONTROL_BLOCK.sub(_escape, shown(text))


def xml_safe(text: str) -> str:
    """Text XML 1.0 can carry, controls made visible (JUnit lands in CI logs)."""
    return _NOT_XML.sub(_escape, visible(text))


def json_safe(dumped: str) -> str:
    """JSON text (dumped with ``ensure_ascii=False``) that encodes as UTF-8.

    A lone surrogate can only be inside a string there, so its escape is
    written with the backslash doubled: the value reads ``\\xNN``.
    """
    if not _SURROGATE.search(dumped):
        return dumped
    return _SURROGATE.sub(lambda m: "\\" + _escape(m), dumped)


def deep(value: Any, convert: Callable[[str], str]) -> Any:
    """``value`` (JSON-like: dicts, lists, strings) with every string converted."""
    if isinstance(value, str):
        return convert(value)
    if isinstance(value, dict):
        return {convert(k) if isinstance(k, str) else k: deep(v, convert) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [deep(v, convert) for v in value]
    return value


class InertStream:
    """A text stream for a terminal or a log that shows, never obeys, what is written.

    Newlines and tabs pass; other controls, escape sequences included, and
    undecodable bytes are written as visible escapes.
    """

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream

    def write(self, text: str) -> int:
        return self.stream.write(visible_block(text))

    def __getattr__(self, name: str) -> Any:
        return getattr(self.stream, name)


def underlying(stream: TextIO) -> TextIO:
    """The stream under an ``InertStream``: for writers whose own escapes are meant.

    They make every piece of student text they write inert themselves
    (rich's summary table, the progress bar's stage names and counts).
    """
    return stream.stream if isinstance(stream, InertStream) else stream
