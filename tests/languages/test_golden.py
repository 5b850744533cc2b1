"""Golden tests for the normaliser, in the style of Pygments' ``tests/snippets``.

Every input ``tests/golden/<language>/<case>.<ext>`` (the folder name is the
Pygments alias the file is lexed with) sits next to ``<case>.<ext>.tokens``:
the expected normalised stream, one kept token per line::

    LINE:COL<TAB>TEXT

after a first line naming the Pygments release it was made with
(``# made with Pygments 2.20.0``).  Every supported Pygments release must
give the same stream: where one lexes a case differently, the normaliser
evens it out (as it does for C++'s ``[[`` and ``]]``), so one expectation
holds for the whole supported range (``noxfile.py`` runs both ends).

LINE is 1-based and COL 0-based (from ``normalize(...).lines`` and the line starts).
TEXT is the normalised token text with the erased/collapsed classes shown as
``<ID>`` (identifier), ``<STR>`` (string literal), ``<NUM>`` (number) and
``<LOOP>`` (a loop keyword); any other token is shown as written, with
control characters escaped (``\\t``, ``\\n``, ``\\r``, ``\\xNN``).

To (re)generate the expected files after an intended normaliser change::

    python3 -m pytest tests/languages/test_golden.py --update-golden

then review the diff of the ``.tokens`` files against their inputs: that
review is the point of golden files.
"""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest
from pygments import __version__ as PYGMENTS_VERSION

from helpers import ROOT
from mossish.languages.normalize import (
    IDENTIFIER,
    LOOP,
    NUMBER,
    STRING,
    normalize,
    normalized_tokens,
    token_value,
)
from mossish.languages.registry import language_family
from mossish.model import TokenizedFile

GOLDEN_DIR = ROOT / "tests" / "golden"
TOKENS_SUFFIX = ".tokens"
LANGUAGES = ("python", "java", "c", "cpp", "javascript", "typescript")

HEADER = "# made with Pygments "
DISPLAY = {IDENTIFIER: "<ID>", STRING: "<STR>", NUMBER: "<NUM>", LOOP: "<LOOP>"}
# Operators the normaliser writes as another (drop_negation): shown as that one.
READ_AS = {"==": ("!=",)}
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")
_ESCAPES = {"\t": "\\t", "\n": "\\n", "\r": "\\r"}


def _inputs() -> list[Path]:
    return sorted(
        path
        for path in GOLDEN_DIR.glob("*/*")
        if path.is_file() and not path.name.endswith(TOKENS_SUFFIX)
    )


CASES = _inputs()


def _case_id(path: Path) -> str:
    return f"{path.parent.name}/{path.stem}"


def _read(path: Path) -> str:
    # Universal newlines, as the discover stage normalises \r\n and \r to \n
    # (also keeps the tests right on a checkout with autocrlf).
    return path.read_text(encoding="utf-8")


def _show(text: str) -> str:
    if text in DISPLAY:
        return DISPLAY[text]
    return _CONTROL.sub(lambda m: _ESCAPES.get(m.group(), f"\\x{ord(m.group()):02x}"), text)


def _cols(tokenized: TokenizedFile) -> list[int]:
    """The 0-based column each token starts at."""
    return (tokenized.starts - tokenized.line_starts[tokenized.lines - 1]).tolist()


def render(text: str, language: str) -> str:
    """The golden rendering of ``text``: one ``LINE:COL<TAB>TEXT`` line per kept token."""
    kept = normalized_tokens(text, language)
    tokenized = normalize(text, language)
    assert len(tokenized) == len(kept)
    lines = [
        f"{line}:{col}\t{_show(token[3])}"
        for token, line, col in zip(kept, tokenized.lines.tolist(), _cols(tokenized), strict=True)
    ]
    return "".join(f"{line}\n" for line in lines)


@pytest.mark.parametrize("path", CASES, ids=_case_id)
def test_golden(path: Path, request: pytest.FixtureRequest) -> None:
    language = path.parent.name
    actual = render(_read(path), language)
    expected_path = path.with_name(path.name + TOKENS_SUFFIX)
    if request.config.getoption("--update-golden"):
        expected_path.write_text(
            f"{HEADER}{PYGMENTS_VERSION}\n{actual}", encoding="utf-8", newline="\n"
        )
        return
    if not expected_path.exists():
        pytest.fail(f"{expected_path} is missing: run pytest with --update-golden and review it")
    header, _, expected = expected_path.read_text(encoding="utf-8").partition("\n")
    made_with = header.removeprefix(HEADER)
    assert header.startswith(HEADER) and made_with, f"{expected_path}: no '{HEADER}X.Y.Z' line"
    # Compared as lists of lines so a failure shows a readable per-token diff.
    assert actual.splitlines() == expected.splitlines(), (
        f"Pygments {PYGMENTS_VERSION} lexes {_case_id(path)} unlike Pygments {made_with}"
    )


@pytest.mark.parametrize("path", CASES, ids=_case_id)
def test_golden_positions(path: Path) -> None:
    """Offsets, lines and columns agree and point at real text on the right line."""
    text = _read(path)
    language = path.parent.name
    kept = normalized_tokens(text, language)
    tokenized = normalize(text, language)
    assert kept, "every golden input keeps some tokens"
    assert tokenized.starts.tolist() == [t[0] for t in kept]
    assert tokenized.ends.tolist() == [t[1] for t in kept]
    family = language_family(language)
    assert tokenized.tokens.tolist() == [token_value(t[3], family) for t in kept]
    previous_end = 0
    for (start, end, _ttype, normal), line, col, end_line in zip(
        kept,
        tokenized.lines.tolist(),
        _cols(tokenized),
        tokenized.end_lines.tolist(),
        strict=True,
    ):
        source = text[start:end]
        where = f"{path.name} offset {start}: {source!r}"
        assert source.strip(), where
        assert start >= previous_end, f"overlapping or unordered tokens at {where}"
        previous_end = end
        assert text.count("\n", 0, start) + 1 == line, where
        assert start - (text.rfind("\n", 0, start) + 1) == col, where
        assert text.count("\n", 0, end - 1) + 1 == end_line, where
        if normal not in DISPLAY:
            # Keywords, operators and punctuation are kept exactly as written,
            # but for the one the normaliser reads as another (``!=`` as ``==``).
            assert normal == source or source in READ_AS.get(normal, ()), where


def test_golden_inventory() -> None:
    """Every language has inputs, and no expected file is left without its input."""
    by_language = {lang: [p for p in CASES if p.parent.name == lang] for lang in LANGUAGES}
    assert all(len(paths) >= 3 for paths in by_language.values()), by_language
    assert {p.parent.name for p in CASES} == set(LANGUAGES)
    inputs = set(CASES)
    orphans = [
        p
        for p in GOLDEN_DIR.glob(f"*/*{TOKENS_SUFFIX}")
        if p.with_name(p.name[: -len(TOKENS_SUFFIX)]) not in inputs
    ]
    assert not orphans


# --- focused invariants ------------------------------------------------------


def _texts(text: str, language: str) -> list[str]:
    return [token[3] for token in normalized_tokens(text, language)]


PYTHON_ORIGINAL = """\
import statistics
from collections import defaultdict


class Gradebook:
    def __init__(self, course):
        self.course = course
        self.marks = defaultdict(list)

    @staticmethod
    def letter(score):
        return "A" if score >= 70 else "F"

    def add(self, student, score):
        self.marks[student].append(score)
        best = max(self.marks[student], key=lambda value: -value)
        return [self.letter(s) for s in self.marks[student]], best, len(self.marks)

    def report(self):
        return {name: statistics.mean(ms) for name, ms in self.marks.items()}
"""

PYTHON_RENAMED = """\
import stats_lib
from collections_mod import dd


class Book:
    def setup(this, klass):
        this.klass = klass
        this.scores = dd(tuple)

    @classmethod
    def grade_of(pts):
        return "A" if pts >= 70 else "F"

    def put(this, pupil, pts):
        this.scores[pupil].append(pts)
        top = biggest(this.scores[pupil], key=lambda v: -v)
        return [this.grade_of(q) for q in this.scores[pupil]], top, size(this.scores)

    def summary(this):
        return {who: stats_lib.avg(xs) for who, xs in this.scores.items()}
"""

JAVA_ORIGINAL = """\
import java.util.ArrayList;
import java.util.List;

public class Inventory {
    private final List<String> items = new ArrayList<>();
    private int count;

    @Override
    public String toString() {
        return "Inventory of " + count;
    }

    public void add(String item, int qty) {
        for (int i = 0; i < qty; i++) {
            items.add(item.trim());
        }
        count += qty;
        items.removeIf(s -> s.isEmpty());
        System.out.println(items.size());
    }
}
"""

JAVA_RENAMED = """\
import jdk.util.Vector;
import jdk.util.Seq;

public class Stock {
    private final Seq<Text> goods = new Vector<>();
    private int total;

    @Deprecated
    public Text describe() {
        return "Inventory of " + total;
    }

    public void put(Text thing, int amount) {
        for (int k = 0; k < amount; k++) {
            goods.push(thing.strip());
        }
        total += amount;
        goods.dropIf(x -> x.blank());
        Console.err.log(goods.length());
    }
}
"""


@pytest.mark.parametrize(
    ("language", "original", "renamed"),
    [("python", PYTHON_ORIGINAL, PYTHON_RENAMED), ("java", JAVA_ORIGINAL, JAVA_RENAMED)],
    ids=["python", "java"],
)
def test_renaming_identifiers_changes_nothing(language: str, original: str, renamed: str) -> None:
    assert original != renamed
    expected = _texts(original, language)
    assert IDENTIFIER in expected
    assert _texts(renamed, language) == expected


PYTHON_LAYOUT_ORIGINAL = '''\
def total(values, start=0):
    """Sum the values."""
    acc = start
    for v in values:
        acc += v  # running sum
    return acc
'''

PYTHON_LAYOUT_CHANGED = '''\
# helper written for lab 3


def total(values,
          start = 0):
  """Add up every value.

  Different docstring, different indentation.
  """

  # start from the given value
  acc=start

  for v in values :   # loop
      acc  +=  v
  return acc  # done
'''

C_LAYOUT_ORIGINAL = """\
#include <stdio.h>
int total(const int *values, int n) {
    int acc = 0;  // running sum
    for (int i = 0; i < n; i++) acc += values[i];
    return acc;
}
"""

C_LAYOUT_CHANGED = """\
/* total.c -- lab 3
 * sums an array
 */
#include <stdio.h>
#include <stdlib.h>

int
total(const int *values,
      int n)
{
\tint acc=0; /* start at zero */

\tfor(int i=0;i<n;i++)
\t\tacc+=values[i];   // add
\treturn acc ;
}
"""


def test_comments_and_layout_change_nothing() -> None:
    assert PYTHON_LAYOUT_CHANGED != PYTHON_LAYOUT_ORIGINAL
    assert _texts(PYTHON_LAYOUT_CHANGED, "python") == _texts(PYTHON_LAYOUT_ORIGINAL, "python")
    assert _texts(C_LAYOUT_CHANGED, "c") == _texts(C_LAYOUT_ORIGINAL, "c")


DOCSTRINGS = [
    # (source, kept texts): a line-start triple-quoted string is a docstring
    # (dropped) unless the token before it, comments aside, opens a value.
    ('"""Module."""\nx = 1\n', ["<ID>", "=", "<NUM>"]),
    ('f(\n    # the query\n    """SELECT 1""")\n', ["<ID>", "(", "<STR>", ")"]),
    # One docstring after another is dropped, whether the first was kept...
    ('f(\n"""a"""\n"""b""")\n', ["<ID>", "(", "<STR>", ")"]),
    # ...or dropped.
    ('def g():\n    """a"""\n    """b"""\n    return 1\n',
     ["def", "<ID>", "(", ")", ":", "return", "<NUM>"]),
    ('"""a"""\n', []),
]  # fmt: skip


@pytest.mark.parametrize(("source", "kept"), DOCSTRINGS)
def test_docstrings_dropped_unless_a_value(source: str, kept: list[str]) -> None:
    assert [_show(text) for text in _texts(source, "python")] == kept


# --- normaliser defects found while reviewing the golden files (now fixed) ---
# Each pair must normalise to the same token texts: Pygments splits or tags
# these in ways the normaliser corrects (see mossish/languages/normalize.py).

FIXED_DEFECTS = [
    pytest.param(
        "python",
        "ok = a and b \\\n    or c\n",
        "ok = a and b or c\n",
        id="python-backslash-continuation-kept",
    ),
    pytest.param(
        "python",
        'rows = query(\n    """SELECT 1""")\n',
        'rows = query("SELECT 1")\n',
        id="python-line-start-triple-quoted-value-dropped",
    ),
    pytest.param(
        "python",
        "z = 3 + 4j\n",
        "z = 3 + 4\n",
        id="python-imaginary-literal-split",
    ),
    pytest.param(
        "javascript",
        "const n = 1_000_000;\n",
        "const n = 1000000;\n",
        id="javascript-numeric-separator-split",
    ),
    pytest.param(
        "typescript",
        "function f(p: Point, n: number) { return n > 0 ? p : q; }\n",
        "function g(r: Spot, m: number) { return m > 0 ? r : s; }\n",
        id="typescript-name-after-colon-kept",
    ),
    pytest.param(
        "typescript",
        "@Component\nclass A {}\n",
        "@Widget\nclass A {}\n",
        id="typescript-decorator-kept",
    ),
]


@pytest.mark.parametrize(("language", "first", "second"), FIXED_DEFECTS)
def test_fixed_normaliser_defects(language: str, first: str, second: str) -> None:
    assert _texts(first, language) == _texts(second, language)


def test_cpp_attribute_brackets_are_two_tokens_whatever_pygments_does() -> None:
    """``[[``/``]]`` as one token (Pygments 2.21) or two (earlier) normalise alike."""
    from mossish.languages.normalize import CODE, NAME, Tokens, _split_double_brackets

    def table(rows: list[tuple[int, int, int, str]]) -> Tokens:
        starts, ends, kinds, texts = zip(*rows, strict=True)
        return Tokens(
            np.array(starts, dtype=np.int64),
            np.array(ends, dtype=np.int64),
            np.array(kinds, dtype=np.uint8),
            np.array(texts, dtype=np.object_),
        )

    joined = table([(0, 2, CODE, "[["), (2, 11, NAME, "nodiscard"), (11, 13, CODE, "]]")])
    split = table([(0, 1, CODE, "["), (1, 2, CODE, "["), (2, 11, NAME, "nodiscard"),
                   (11, 12, CODE, "]"), (12, 13, CODE, "]")])  # fmt: skip
    for tokens in (joined, split):
        assert _split_double_brackets(tokens).rows() == split.rows()
    code = "[[nodiscard]] int f();\nint a[b[1]];\n"
    texts = [t[3] for t in normalized_tokens(code, "cpp")]
    assert texts[:5] == ["[", "[", IDENTIFIER, "]", "]"]
