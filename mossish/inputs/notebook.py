"""Discover stage (pure): a Jupyter notebook's code cells as one source text.

A notebook is JSON; only its code cells are program code.  They are joined,
in order, into one text in the kernel's language, each cell behind a marker
comment line (``# %% [cell 3]``, the "percent" format editors know), so that

* the whole notebook is one file: a copy running over several small cells
  is one fragment, and cells too short to match alone still count;
* every line of the text maps back to a cell and a line in it: ``cells``
  holds ``(cell number, first line of its code in the text)`` pairs.

Cells are numbered from 1 over all cells of the notebook, markdown
included, as they sit in it.  Markdown cells and outputs are left out: they
are not code, and outputs are produced by the code.  The marker lines are
comments, so the normaliser drops them and they never match.  In Python
notebooks IPython's magics and shell escapes (lines starting with ``%`` or
``!``) become comments of the same length, which Python's lexer reads
without error.
"""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass
from typing import Any

from pygments.lexers import get_lexer_by_name
from pygments.token import Comment, Text, Whitespace
from pygments.util import ClassNotFound

from mossish.languages.registry import language_for

NOTEBOOK_SUFFIX = ".ipynb"
DEFAULT_LANGUAGE = "python"  # nbformat's default when a notebook names none
# Line-comment starts tried, in order, for the marker line of each cell.
_COMMENT_STARTS = ("//", "#", "--", "%", ";")


@dataclass(frozen=True, slots=True)
class Notebook:
    """A notebook's code cells as one text, and where each cell begins in it."""

    language: str
    text: str
    cells: tuple[tuple[int, int], ...]


class NotebookError(ValueError):
    """The file is not a notebook mossish can read (the message says why)."""


def is_notebook(name: str) -> bool:
    return name.lower().endswith(NOTEBOOK_SUFFIX)


def read_notebook(text: str) -> Notebook:
    """The code cells of a notebook's JSON text; NotebookError if unreadable."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise NotebookError(f"not valid notebook JSON ({exc}); skipped") from None
    if not isinstance(data, dict):
        raise NotebookError("not a Jupyter notebook (no cells); skipped")
    cells = data.get("cells")
    if not isinstance(cells, list):
        worksheets = data.get("worksheets")  # nbformat 3
        if isinstance(worksheets, list) and worksheets and isinstance(worksheets[0], dict):
            cells = worksheets[0].get("cells")
    if not isinstance(cells, list):
        raise NotebookError("not a Jupyter notebook (no cells); skipped")
    language = kernel_language(data.get("metadata"))
    codes = []
    for number, cell in enumerate(cells, start=1):
        if isinstance(cell, dict) and cell.get("cell_type") == "code":
            source = _source(cell.get("source", cell.get("input", "")))
            if source.strip():
                codes.append((number, source))
    if not codes:
        raise NotebookError("notebook without code; skipped")
    return join_cells(codes, language)


def join_cells(codes: list[tuple[int, str]], language: str) -> Notebook:
    """Join numbered cell sources into one text with a marker line before each."""
    comment = _comment_start(language)
    lines: list[str] = []
    table = []
    for number, source in codes:
        if comment is not None:
            lines.append(f"{comment} %% [cell {number}]")
        elif lines:
            lines.append("")
        table.append((number, len(lines) + 1))
        body = source.replace("\r\n", "\n").replace("\r", "\n").rstrip("\n").split("\n")
        if language == "python":
            body = [_magic_as_comment(line) for line in body]
        lines.extend(body)
    return Notebook(language=language, text="\n".join(lines) + "\n", cells=tuple(table))


def cell_line(cells: tuple[tuple[int, int], ...], line: int) -> tuple[int, int]:
    """``(cell number, line within the cell)`` of a line of the joined text."""
    found = cells[0]
    for entry in cells:
        if entry[1] > line:
            break
        found = entry
    return found[0], line - found[1] + 1


def kernel_language(metadata: Any) -> str:
    """The Pygments alias of the notebook's kernel language (Python if unknown)."""
    if not isinstance(metadata, dict):
        return DEFAULT_LANGUAGE
    info = metadata.get("language_info")
    spec = metadata.get("kernelspec")
    names = [
        info.get("name") if isinstance(info, dict) else None,
        spec.get("language") if isinstance(spec, dict) else None,
    ]
    for name in names:
        if isinstance(name, str) and name:
            alias = _alias(name.lower())
            if alias is not None:
                return alias
    extension = info.get("file_extension") if isinstance(info, dict) else None
    if isinstance(extension, str) and extension.startswith("."):
        found = language_for("notebook" + extension)
        if found is not None:
            return found
    return DEFAULT_LANGUAGE


@functools.lru_cache(maxsize=64)
def _alias(name: str) -> str | None:
    try:
        lexer = get_lexer_by_name(name)
    except ClassNotFound:
        return None
    return str(lexer.aliases[0]) if lexer.aliases else None


def _source(value: Any) -> str:
    if isinstance(value, list):
        return "".join(part for part in value if isinstance(part, str))
    return value if isinstance(value, str) else ""


def _magic_as_comment(line: str) -> str:
    stripped = line.lstrip()
    if stripped[:1] in ("%", "!"):
        at = len(line) - len(stripped)
        return line[:at] + "#" + line[at + 1 :]
    return line


@functools.lru_cache(maxsize=64)
def _comment_start(language: str) -> str | None:
    """A line-comment start the language's lexer reads as a comment, if any."""
    try:
        lexer = get_lexer_by_name(language, stripnl=False, ensurenl=False)
    except ClassNotFound:
        return None
    for start in _COMMENT_STARTS:
        sample = f"{start} %% [cell 1]\nx\n"
        tokens = list(lexer.get_tokens_unprocessed(sample))
        marker = [t for t in tokens if t[0] < len(sample) - 2]
        if all(ttype in Comment or ttype in Whitespace or (ttype in Text and not value.strip())
               for _, ttype, value in marker):  # fmt: skip
            return start
    return None
