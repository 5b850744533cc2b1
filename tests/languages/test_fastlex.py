"""mossish.languages.fastlex: Pygments' regex lexers, the same tokens with fewer rules tried.

The loop skips, at each position, the rules whose pattern cannot begin with
the character there.  Everything rests on ``first_chars`` never leaving out
a character a match can begin with: the property test checks that against
Python's own matcher, and the comparisons check whole token streams against
Pygments' loop, in the languages courses use and in every plain regex lexer.
"""

from __future__ import annotations

import re
from itertools import islice

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pygments.lexer import RegexLexer
from pygments.lexers import LEXERS, find_lexer_class_by_name
from pygments.lexers.c_cpp import CLexer
from pygments.lexers.c_like import ArduinoLexer
from pygments.lexers.python import PythonLexer
from pygments.lexers.ruby import RubyLexer
from pygments.token import Keyword

from helpers import ROOT
from mossish.languages import fastlex
from mossish.languages.fastlex import faster, first_chars
from mossish.languages.registry import lexer as _lexer

OPTIONS = {"stripnl": False, "ensurenl": False}

# Texts no lexer was written for: stray quotes and comment openers, a
# mid-string end, non-Latin and astral characters, control characters,
# Windows line ends.
ODD_TEXTS = [
    "",
    "\n",
    "x",
    "\t  \n\n  ",
    "'open string\n\"and another\n/* open comment\n(* and *) {- this -} <!-- too",
    "é ü 漢字 \U0001f600 \u2028\u00a0 \r\n tab\there \x0c\x00 end",
    "#!/usr/bin/env thing\n<?php echo $x; ?>\n@decorator\n%macro\n`cmd`\n${x}",
    'r"raw" b\'\\x00\' f"{x!r:>{w}}" 0x1F 1e-3 1_000 .5j 07 0b101 "\\u00e9"',
    "a = [1, 2, {3: (4,)}]; b <<= c >>> d ?? e?.f !== g ** h // i",
    "end without newline \\",
]

COURSE_LANGUAGES = [
    "python", "java", "javascript", "typescript", "csharp", "go", "rust", "kotlin",
    "scala", "haskell", "ocaml", "matlab", "r", "sql", "bash", "julia", "dart",
    "erlang", "fsharp", "groovy", "prolog", "racket", "fortran", "vbnet", "perl",
    "html", "css", "clojure", "sml", "verilog", "vhdl", "nasm", "jsx", "tsx",
    # These pass over the regex loop's tokens (C and C++ re-tag type names).
    "c", "cpp", "php", "swift", "lua", "elixir",
]  # fmt: skip


def _course_texts() -> list[str]:
    paths = sorted(
        p
        for folder in ("sample_submissions", "tests/golden")
        for p in (ROOT / folder).rglob("*")
        if p.is_file() and p.suffix not in {".tokens", ".csv"}
    )
    return [p.read_bytes()[:2500].decode("utf-8", "replace") for p in paths] + ODD_TEXTS


COURSE_TEXTS = _course_texts()


def _same_tokens(stock_class: type, texts: list[str]) -> None:
    stock, fast = stock_class(**OPTIONS), faster(stock_class)(**OPTIONS)
    assert type(fast) is not stock_class, stock_class
    for number, text in enumerate(texts):
        expected = list(islice(stock.get_tokens_unprocessed(text), 100_000))
        got = list(islice(fast.get_tokens_unprocessed(text), 100_000))
        assert got == expected, (stock_class.__name__, number)


@pytest.mark.parametrize("language", COURSE_LANGUAGES)
def test_same_tokens_as_pygments_in_course_languages(language: str) -> None:
    """Every sample and golden file (in whatever language) lexed by each lexer."""
    _same_tokens(find_lexer_class_by_name(language), COURSE_TEXTS)


def _regex_loop_lexers() -> list[type]:
    names = [aliases[0] for _, _, aliases, *_ in LEXERS.values() if aliases]
    classes = {find_lexer_class_by_name(name) for name in names}
    plain = [c for c in classes if faster(c) is not c]
    return sorted(plain, key=lambda c: c.__name__)


def test_same_tokens_in_every_regex_loop_lexer() -> None:
    """All of Pygments' lexers that use its regex loop, on the odd texts and one sample."""
    lexers = _regex_loop_lexers()
    assert len(lexers) > 400  # Pygments 2.20 has 452; a drop means faster() declines them
    texts = [*ODD_TEXTS, COURSE_TEXTS[0][:3000]]
    for cls in lexers:
        _same_tokens(cls, texts)


def test_lexers_with_their_own_loop_are_left_alone() -> None:
    # Ruby's lexer has a loop of its own; Arduino's calls C++'s pass by its class.
    assert faster(RubyLexer) is RubyLexer
    assert faster(ArduinoLexer) is ArduinoLexer
    assert faster(PythonLexer) is not PythonLexer
    assert issubclass(faster(PythonLexer), PythonLexer)
    assert faster(PythonLexer) is faster(PythonLexer)
    # What the normaliser lexes with.
    assert isinstance(_lexer("python"), PythonLexer)
    assert type(_lexer("python")).get_tokens_unprocessed is not RegexLexer.get_tokens_unprocessed
    # C's pass over the loop's tokens is kept: it re-tags type names.
    assert isinstance(_lexer("c"), CLexer) and type(_lexer("c")) is not CLexer
    tokens = list(_lexer("c").get_tokens_unprocessed("size_t n = 0;"))
    assert tokens[0] == (0, Keyword.Type, "size_t")
    loop = type(_lexer("c")).get_tokens_unprocessed
    assert loop.__globals__["RegexLexer"] is not RegexLexer  # the pass runs over this loop


def _starts_with(pattern: str, char: str, flags: int = 0) -> bool:
    starts = first_chars(pattern, flags)
    return starts is None or any(s.match(char) for s in starts)


def test_first_chars() -> None:
    assert _starts_with("abc", "a") and not _starts_with("abc", "b")
    assert _starts_with("(?i)abc", "A") and not _starts_with("abc", "A")
    assert _starts_with(r"(?i:a)b", "A") and not _starts_with(r"a(?i:b)", "A")
    assert _starts_with(r"(?<=x)y", "y") and not _starts_with(r"(?<=x)y", "x")
    assert _starts_with(r"^\s*#", " ") and _starts_with(r"^\s*#", "#")
    assert not _starts_with(r"^\s*#", "a")
    assert _starts_with(r"[^\s]", "x") and not _starts_with(r"[^\s]", " ")
    assert not _starts_with(".", "\n") and _starts_with(".", "\n", re.DOTALL)
    assert _starts_with(r"(ab|cd)+", "c") and not _starts_with(r"(ab|cd)+", "b")
    assert _starts_with(r"\d{2,}", "7") and not _starts_with(r"\d{2,}", "x")
    # Nothing to go on: any character, the end of the text included.
    for anything in ("", "a*", r"(?=x)", r"\b", r"(a?)\1b", r"(a)?(?(1)b|c)"):
        assert first_chars(anything) is None, anything
    # A back-reference after a first character: the first character decides.
    assert not _starts_with(r"(a)\1", "b")


# Small regexes over a small alphabet, with what the reading must follow:
# groups, flags, alternation, repeats, anchors, lookarounds, classes.
_ATOMS = st.sampled_from(
    ["a", "b", "A", " ", r"\n", ".", r"\s", r"\w", r"\d", r"\S", "[ab]", "[^a]",
     "[a-c]", r"[\s\d]", "é", r"\b", "^", "$", ""]
)  # fmt: skip


def _compound(inner: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    return st.one_of(
        st.tuples(inner, inner).map("".join),
        st.tuples(inner, inner).map("|".join),
        inner.map(lambda r: f"({r})"),
        inner.map(lambda r: f"(?:{r})"),
        inner.map(lambda r: f"(?i:{r})"),
        inner.map(lambda r: f"(?s:{r})"),
        inner.map(lambda r: f"(?={r})"),
        inner.map(lambda r: f"(?!{r})"),
        inner.map(lambda r: f"(?:{r})*"),
        inner.map(lambda r: f"(?:{r})+?"),
        inner.map(lambda r: f"(?:{r})?"),
        inner.map(lambda r: f"(?:{r}){{0,2}}"),
        inner.map(lambda r: f"(?:{r}){{2}}"),
    )


REGEXES = st.recursive(_ATOMS, _compound, max_leaves=8)


@settings(max_examples=300)
@given(REGEXES, st.text(alphabet="abAB \n1_é", max_size=6), st.booleans())
def test_first_chars_never_leaves_out_a_match(pattern: str, text: str, ignore_case: bool) -> None:
    flags = re.MULTILINE | (re.IGNORECASE if ignore_case else 0)
    try:
        compiled = re.compile(pattern, flags)
    except re.error:
        return
    for pos in range(len(text) + 1):
        if compiled.match(text, pos):
            char = text[pos : pos + 1]
            assert _starts_with(pattern, char, flags), (pattern, text, pos)


def test_the_loop_works_without_the_regex_parser(monkeypatch: pytest.MonkeyPatch) -> None:
    """A Python without the parser module: every rule is tried everywhere, as Pygments does."""
    monkeypatch.setattr(fastlex, "_INTERNALS", None)
    first_chars.cache_clear()
    try:
        assert first_chars("abc") is None
        assert faster(PythonLexer) is PythonLexer
    finally:
        first_chars.cache_clear()
