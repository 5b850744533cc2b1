"""Normalize stage (pure): source text -> a token stream that survives disguises.

Pygments lexes the file with ``get_tokens_unprocessed`` so every token keeps
its character offset, into a table of columns (offsets, kinds, texts).  Small
composable filters, each ``Tokens -> Tokens`` over the whole table at once
(NumPy masks, no per-token Python), then

* drop whitespace, comments and docstrings (a student rewriting comments or
  reformatting changes nothing),
* erase identifiers to one symbol (renaming changes nothing),
* collapse each literal to its class: a whole string, however Pygments split
  it, becomes one string token, every number one number token,
* (Python, C, C++, Java: ``filters_for``) drop imports, ``this.``/``self.``
  and declaration modifiers, make built-in types identifiers and every loop
  keyword one loop token: rewrites change them, the program stays;
  join operators a lexer splits (``+`` ``=`` as ``+=``), drop ``std::``-style
  qualifiers (C, C++, Java) and negation (``not``, ``!``; ``!=`` as ``==``):
  rewrites add and drop qualifiers and invert conditions; (C, C++, Java)
  drop the functions nothing in a program's entry file uses, a contestant's
  template (``unused.py``).

Other keywords, operators and punctuation are kept as written: they are the
program's shape.  The kept tokens become stable 64-bit values (BLAKE2b of the
normalised text), identical in every process and on every machine.

Which lexer a file gets, and which family its token values are scoped by,
is ``registry.py``'s table.
"""

from __future__ import annotations

import functools
import hashlib
import unicodedata
from collections.abc import Iterable
from dataclasses import replace
from operator import itemgetter

import numpy as np
import numpy.typing as npt
from pygments import __version__ as PYGMENTS_VERSION
from pygments.token import (
    Comment,
    Error,
    Name,
    Number,
    String,
    Text,
    _TokenType,
)

from mossish.languages.prose import prose_tokens
from mossish.languages.registry import PROSE_FAMILY, is_prose_language, language_family, lexer
from mossish.languages.tokens import (
    CODE,
    COMMENT,
    DOC,
    ERROR,
    KINDS,
    NAME,
    NUMBER_KIND,
    STRING_KIND,
    TEXT,
    RawToken,
    Texts,
    TokenFilter,
    Tokens,
)
from mossish.languages.unused import drop_unused, drop_unused_java
from mossish.model import I64, Bool, TokenizedFile, frozen_array

# Bump when normalisation changes in a way that changes fingerprints: stored
# fingerprints (archives, caches) made by another version are then refused.
NORMALIZER_VERSION = 5
# Everything that decides a file's token stream: the normaliser, the Pygments
# release (its lexers change between releases) and the Unicode tables that
# regex classes such as \w and prose's NFKC/casefold follow.  Caches and
# archives record it and never mix fingerprints of two identities.
TOKEN_STREAM = (
    f"normaliser {NORMALIZER_VERSION}, Pygments {PYGMENTS_VERSION}, "
    f"Unicode {unicodedata.unidata_version}"
)

IDENTIFIER = "\x01N"
STRING = "\x01S"
NUMBER = "\x01#"


@functools.lru_cache(maxsize=1 << 16)
def token_value(text: str, family: str = "") -> int:
    """Stable 64-bit value of a normalised token (never Python's salted hash())."""
    key = text if not family else f"{family}\x1f{text}"
    digest = hashlib.blake2b(key.encode("utf-8", "surrogatepass"), digest_size=8).digest()
    return int.from_bytes(digest, "little")


# --- the token table, and the filters: each one Tokens -> Tokens -----------


@functools.cache
def token_class(ttype: _TokenType) -> str:
    """What a Pygments token type is to the normaliser (cached: types are few).

    One of ``comment``, ``doc``, ``text``, ``name``, ``string``, ``number``,
    ``error`` or ``code`` (keywords, operators, punctuation: kept as written).
    """
    for parent, label in (
        (Comment, "comment"),
        (String.Doc, "doc"),
        (String, "string"),
        (Number, "number"),
        (Name, "name"),
        (Text, "text"),
        (Error, "error"),
    ):
        if ttype in parent:
            return label
    return "code"


class _KindOf(dict[_TokenType, int]):
    """Pygments token type -> index in KINDS, worked out once per type."""

    def __missing__(self, ttype: _TokenType) -> int:
        kind = self[ttype] = KINDS.index(token_class(ttype))
        return kind


_KIND_OF = _KindOf()


def _among(texts: Texts, words: frozenset[str]) -> Bool:
    """Which of ``texts`` are in ``words`` (one C-level pass, no per-token bytecode)."""
    return np.fromiter(map(words.__contains__, texts), dtype=np.bool_, count=texts.shape[0])


# After these, a string Pygments calls a docstring (any triple-quoted string
# starting a line, in Python) is an argument or a value, so it is code.
_EXPRESSION_BEFORE = frozenset({"(", "[", "{", ",", "=", "+", "%", "return", "yield", "lambda"})


def drop_layout(tokens: Tokens) -> Tokens:
    """Drop whitespace, line continuations, comments (preprocessor lines too), docstrings."""
    kinds, texts = tokens.kinds, tokens.texts
    layout = (kinds == COMMENT) | np.fromiter(
        map(str.isspace, texts), dtype=np.bool_, count=len(tokens)
    )
    plain = np.flatnonzero((kinds == TEXT) & ~layout)
    if plain.size:
        layout[plain] = [text.strip() == "\\" for text in texts[plain].tolist()]
    docs = np.flatnonzero((kinds == DOC) & ~layout)
    if docs.size:
        # A docstring is code when the token before it, layout aside, opens
        # an expression.  A docstring before it never does, kept or not: it
        # was dropped for the same reason, or its text opens nothing.
        solid = np.flatnonzero(~layout)
        before = solid[np.maximum(np.searchsorted(solid, docs) - 1, 0)]
        code = (before < docs) & _among(texts[before], _EXPRESSION_BEFORE)
        layout[docs[~code]] = True
    return tokens.where(~layout)


# Constants some lexers tag as names (C++ true/nullptr, C's NULL): no student
# renames them, and other languages keep theirs as keywords.
CONSTANT_NAMES = frozenset({"true", "false", "nullptr", "NULL", "null", "None", "True", "False"})


def erase_identifiers(tokens: Tokens) -> Tokens:
    """Every identifier (names, attributes, functions, classes, builtins) -> one symbol."""
    names = np.flatnonzero(tokens.kinds == NAME)
    erased = names[~_among(tokens.texts[names], CONSTANT_NAMES)]
    if not erased.size:
        return tokens
    texts = tokens.texts.copy()
    texts[erased] = IDENTIFIER
    return replace(tokens, texts=texts)


def collapse_literals(tokens: Tokens) -> Tokens:
    """A run of string pieces becomes one string token; any number one number token.

    A name glued to the number before it (Python's ``4j``, JavaScript's
    ``1_000``, which Pygments splits) is part of that number.
    """
    kinds, starts, ends = tokens.kinds, tokens.starts, tokens.ends
    glued = np.zeros(len(tokens), dtype=np.bool_)
    glued[1:] = (kinds[1:] == NAME) & (kinds[:-1] == NUMBER_KIND) & (starts[1:] == ends[:-1])
    if glued.any():
        tokens = tokens.where(~glued)
        kinds, starts, ends = tokens.kinds, tokens.starts, tokens.ends
    stringy = (kinds == STRING_KIND) | (kinds == DOC)
    first, last = stringy.copy(), stringy.copy()
    first[1:] &= ~stringy[:-1]
    last[:-1] &= ~stringy[1:]
    texts, ends = tokens.texts.copy(), ends.copy()
    texts[kinds == NUMBER_KIND] = NUMBER
    texts[first] = STRING
    ends[first] = ends[last]
    return Tokens(starts, ends, kinds, texts).where(~stringy | first)


# Languages whose blocks are delimited by braces and whose declarations carry
# access modifiers (Pygments aliases).
BRACE_LANGUAGES = frozenset(
    {"c", "cpp", "java", "csharp", "javascript", "typescript", "tsx", "jsx", "go", "rust",
     "kotlin", "scala", "php", "objective-c", "swift", "dart", "groovy"}
)  # fmt: skip
_BLOCK_SYNTAX = frozenset({"{", "}", "public", "private", "protected", "internal"})


def drop_block_syntax(tokens: Tokens) -> Tokens:
    """Drop braces and access modifiers (brace languages only).

    Braces around a single statement are optional (``if (c) x();`` and
    ``if (c) { x(); }``), and adding or removing them, or changing ``private``
    to ``public``, is among the first disguises; statements and their
    semicolons still carry the structure.  Its effect on the labelled sets:
    docs/quality.md.
    """
    return _dropped(tokens, _BLOCK_SYNTAX)


# --- abstraction filters: what a rewrite changes and the program does not ---

LOOP = "\x01L"


def _renamed(tokens: Tokens, table: dict[str, str]) -> Tokens:
    """Code tokens whose text is a key of ``table`` get its value as their text."""
    code = np.flatnonzero(tokens.kinds == CODE)
    hits = code[_among(tokens.texts[code], frozenset(table))]
    if not hits.size:
        return tokens
    texts = tokens.texts.copy()
    texts[hits] = [table[t] for t in texts[hits].tolist()]
    return replace(tokens, texts=texts)


def _dropped(tokens: Tokens, words: frozenset[str]) -> Tokens:
    """Code tokens whose text is in ``words`` left out."""
    code = np.flatnonzero(tokens.kinds == CODE)
    hits = code[_among(tokens.texts[code], words)]
    if not hits.size:
        return tokens
    keep = np.ones(len(tokens), dtype=np.bool_)
    keep[hits] = False
    return tokens.where(keep)


_LOOPS = {"for": LOOP, "while": LOOP, "do": LOOP}


def unify_loops(tokens: Tokens) -> Tokens:
    """``for``, ``while`` and ``do`` as one loop token: rewriting one loop as another is routine."""
    return _renamed(tokens, _LOOPS)


# Built-in type keywords of C, C++ and Java; class types are names already.
_TYPES = frozenset({"int", "long", "short", "double", "float", "char", "boolean", "bool", "byte",
                    "unsigned", "signed", "auto", "var", "size_t", "wchar_t", "_Bool", "int8_t",
                    "int16_t", "int32_t", "int64_t", "uint8_t", "uint16_t", "uint32_t",
                    "uint64_t", "ssize_t", "ptrdiff_t"})  # fmt: skip


def types_as_names(tokens: Tokens) -> Tokens:
    """A built-in type keyword, or a run of them (``unsigned long long``), as an identifier.

    ``int`` to ``long``, ``auto``/``var`` or ``Integer`` is a rewrite that
    changes no logic, and class types are identifiers already.
    """
    code = np.flatnonzero(tokens.kinds == CODE)
    hits = code[_among(tokens.texts[code], _TYPES)]
    if not hits.size:
        return tokens
    typed = np.zeros(len(tokens), dtype=np.bool_)
    typed[hits] = True
    texts, kinds = tokens.texts.copy(), tokens.kinds.copy()
    texts[hits] = IDENTIFIER
    kinds[hits] = NAME
    follows = np.zeros(len(tokens), dtype=np.bool_)
    follows[1:] = typed[1:] & typed[:-1]
    return Tokens(tokens.starts, tokens.ends, kinds, texts).where(~follows)


_MODIFIERS = frozenset({"static", "final", "const", "inline", "override", "virtual", "abstract",
                        "synchronized", "volatile", "transient", "native", "strictfp",
                        "constexpr", "register", "extern", "mutable", "explicit", "noexcept",
                        "sealed"})  # fmt: skip


def drop_modifiers(tokens: Tokens) -> Tokens:
    """Declaration modifiers (``static``, ``final``, ``const``...): rewrites add and drop them."""
    return _dropped(tokens, _MODIFIERS)


_SELVES = frozenset({"this", "self"})


def drop_self(tokens: Tokens) -> Tokens:
    """``this.`` / ``self.`` before a member: a rewrite adds or drops the qualification.

    Runs before identifiers are erased (Python's ``self`` is a name).
    """
    texts = tokens.texts
    selves = np.flatnonzero(_among(texts, _SELVES))
    if not selves.size:
        return tokens
    # The next token that is not whitespace must be a dot.
    solid = np.flatnonzero(tokens.kinds != TEXT)
    after = np.searchsorted(solid, selves, side="right")
    ok = after < solid.size
    selves, nxt = selves[ok], solid[after[ok]]
    dotted = texts[nxt] == "."
    if not dotted.any():
        return tokens
    keep = np.ones(len(tokens), dtype=np.bool_)
    keep[selves[dotted]] = False
    keep[nxt[dotted]] = False
    return tokens.where(keep)


# Java's lexer gives ``import static`` as one token.
_IMPORT_HEADS = frozenset({"import", "import static", "package", "using"})


def drop_imports(tokens: Tokens) -> Tokens:
    """``import``/``package``/``using`` declarations up to their ``;`` (C, C++, Java).

    A rewrite changes the imports; honest code of one course shares them.
    """
    code = np.flatnonzero(tokens.kinds == CODE)
    texts = tokens.texts
    heads = code[_among(texts[code], _IMPORT_HEADS)]
    if not heads.size:
        return tokens
    ends = code[texts[code] == ";"]
    after = np.searchsorted(ends, heads)
    keep = np.ones(len(tokens), dtype=np.bool_)
    for head, at in zip(heads.tolist(), after.tolist(), strict=True):
        if at < ends.size and ends[at] - head <= 64:
            keep[head : ends[at] + 1] = False
    return tokens.where(keep)


_PYTHON_IMPORT_HEADS = frozenset({"import", "from"})


def drop_python_imports(tokens: Tokens) -> Tokens:
    """Python's ``import``/``from`` lines (before layout is dropped: a line ends them)."""
    texts = tokens.texts
    code = np.flatnonzero(tokens.kinds == CODE)
    heads = code[_among(texts[code], _PYTHON_IMPORT_HEADS)]
    if not heads.size:
        return tokens
    keep = np.ones(len(tokens), dtype=np.bool_)
    n = len(tokens)
    for head in heads.tolist():
        if not keep[head]:
            continue
        # Only at the start of a line: ``yield from``/``raise ... from`` are not imports.
        before = head - 1
        while before >= 0 and texts[before].isspace() and "\n" not in texts[before]:
            before -= 1
        if before >= 0 and "\n" not in texts[before]:
            continue
        depth, end = 0, head
        while end < n:
            text = texts[end]
            if text == "(":
                depth += 1
            elif text == ")":
                depth -= 1
            elif "\n" in text and depth <= 0 and tokens.kinds[end] == TEXT:
                break
            end += 1
        keep[head:end] = False
    return tokens.where(keep)


# Operators Pygments' C, C++, Java and Python lexers give one character at a
# time, longest first: the compilers' maximal munch.
_OPERATORS = (">>>=", "<<=", ">>=", ">>>", "->*", "...", "++", "--", "+=", "-=", "*=", "/=",
              "%=", "&=", "|=", "^=", "==", "!=", "<=", ">=", "&&", "||", "<<", ">>", "->",
              "::", "**", "//", ":=", "@=")  # fmt: skip
_OPERATOR_SET = frozenset(_OPERATORS)
_OPERATOR_CHARS = frozenset("".join(_OPERATORS))


def merge_operators(tokens: Tokens) -> Tokens:
    """Adjacent operator characters as the operator they spell (``+`` ``=`` -> ``+=``).

    The lexers give most operators one character at a time (``i++`` as two
    tokens, Python's ``!=`` as one); the compilers' longest match makes the
    stream one token per operator, so ``x=-1`` stays ``=`` ``-`` and ``! =``
    is never a ``!`` to drop.
    """
    single = (tokens.kinds == CODE) & _among(tokens.texts, _OPERATOR_CHARS)
    glued = np.zeros(len(tokens), dtype=np.bool_)
    glued[1:] = single[1:] & single[:-1] & (tokens.starts[1:] == tokens.ends[:-1])
    if not glued.any():
        return tokens
    texts, ends = tokens.texts.copy(), tokens.ends.copy()
    keep = np.ones(len(tokens), dtype=np.bool_)
    firsts = np.flatnonzero(~glued[:-1] & glued[1:])
    lasts = np.flatnonzero(glued & ~np.r_[glued[1:], False])
    # Most stretches are two characters (``++``, ``+=``, ``&&``): joined in
    # one pass; the few longer ones are walked.
    short = lasts - firsts == 1
    two = firsts[short]
    two = two[_among(texts[two] + texts[two + 1], _OPERATOR_SET)]
    texts[two] = texts[two] + texts[two + 1]
    ends[two] = ends[two + 1]
    keep[two + 1] = False
    for first, last in zip(firsts[~short].tolist(), lasts[~short].tolist(), strict=True):
        i = first
        while i < last:
            for size in (4, 3, 2):
                spelled = "".join(texts[i : i + size].tolist())
                if i + size - 1 <= last and spelled in _OPERATOR_SET:
                    texts[i] = spelled
                    ends[i] = ends[i + size - 1]
                    keep[i + 1 : i + size] = False
                    i += size
                    break
            else:
                i += 1
    return Tokens(tokens.starts, ends, tokens.kinds, texts).where(keep)


def drop_scopes(tokens: Tokens) -> Tokens:
    """A namespace or class qualifier (``std::``, ``Outer::``) dropped, as rewrites add and drop it.

    ``using namespace std;`` makes every ``std::`` optional.  Runs after
    identifiers are erased and operators are joined (``::`` whole); a ``::``
    with no name before it (``::global``) goes alone.
    """
    texts = tokens.texts
    scopes = np.flatnonzero((tokens.kinds == CODE) & (texts == "::"))
    if not scopes.size:
        return tokens
    keep = np.ones(len(tokens), dtype=np.bool_)
    keep[scopes] = False
    named = scopes[scopes > 0]
    named = named[texts[named - 1] == IDENTIFIER]
    keep[named - 1] = False
    return tokens.where(keep)


_NEGATION = frozenset({"not", "!"})


def drop_negation(tokens: Tokens) -> Tokens:
    """``not`` and ``!`` dropped, ``!=`` read as ``==`` (operators joined first).

    A rewrite inverts a condition and swaps the branches (``if x != y`` for
    ``if not x == y``, ``if not seen`` for ``if seen ... else``).
    """
    return _renamed(_dropped(tokens, _NEGATION), {"!=": "=="})


DEFAULT_FILTERS: tuple[TokenFilter, ...] = (drop_layout, erase_identifiers, collapse_literals)
BRACE_FILTERS: tuple[TokenFilter, ...] = (*DEFAULT_FILTERS, drop_block_syntax)
# The families whose stream is also abstracted from what rewrites change
# (imports, this/self, loop keywords, types, modifiers, split operators,
# scope qualifiers, negation): the languages that was measured on
# (docs/quality.md); the others keep the version 2 pass.
PYTHON_FILTERS: tuple[TokenFilter, ...] = (
    drop_python_imports,
    drop_self,
    *DEFAULT_FILTERS,
    unify_loops,
    merge_operators,
    drop_negation,
)
CURLY_FILTERS: tuple[TokenFilter, ...] = (
    drop_self,
    *BRACE_FILTERS,
    drop_imports,
    unify_loops,
    types_as_names,
    drop_modifiers,
    merge_operators,
    drop_scopes,
    drop_negation,
)


def _after_layout(filters: tuple[TokenFilter, ...], step: TokenFilter) -> tuple[TokenFilter, ...]:
    """``filters`` with ``step`` right after layout is dropped (names still as written)."""
    at = filters.index(drop_layout) + 1
    return (*filters[:at], step, *filters[at:])


# C, C++ and Java also drop the definitions nothing in a program's entry file
# uses: a contestant's template (unused.py).
C_FILTERS = _after_layout(CURLY_FILTERS, drop_unused)
JAVA_FILTERS = _after_layout(CURLY_FILTERS, drop_unused_java)
_FAMILY_FILTERS = {"python": PYTHON_FILTERS, "c": C_FILTERS, "java": JAVA_FILTERS}


def filters_for(language: str) -> tuple[TokenFilter, ...]:
    """The normalisation pass for a language: its family's, else the default one (+ braces)."""
    found = _FAMILY_FILTERS.get(language_family(language))
    if found is not None:
        return found
    return BRACE_FILTERS if language in BRACE_LANGUAGES else DEFAULT_FILTERS


_FIRST, _SECOND, _THIRD = itemgetter(0), itemgetter(1), itemgetter(2)
_NO_TOKENS = Tokens(
    np.zeros(0, dtype=np.int64),
    np.zeros(0, dtype=np.int64),
    np.zeros(0, dtype=np.uint8),
    np.zeros(0, dtype=np.object_),
)


def lex(text: str, language: str) -> Tokens:
    """Pygments' tokens of ``text`` as a table, with their offsets and kinds.

    The per-token work is Pygments' own: the columns are built by C-level
    passes over its output.
    """
    raw = list(lexer(language).get_tokens_unprocessed(text))
    if not raw:
        return _NO_TOKENS
    count = len(raw)
    starts = np.fromiter(map(_FIRST, raw), dtype=np.int64, count=count)
    kinds = np.fromiter(map(_KIND_OF.__getitem__, map(_SECOND, raw)), dtype=np.uint8, count=count)
    values = list(map(_THIRD, raw))
    lengths = np.fromiter(map(len, values), dtype=np.int64, count=count)
    table = Tokens(starts, starts + lengths, kinds, np.array(values, dtype=np.object_))
    table = table if lengths.all() else table.where(lengths > 0)
    return _split_double_brackets(table) if language_family(language) == "c" else table


_DOUBLE_BRACKETS = frozenset({"[[", "]]"})


def _split_double_brackets(tokens: Tokens) -> Tokens:
    """C/C++ ``[[`` and ``]]`` as two brackets each, as Pygments lexed them before 2.21.

    Pygments 2.21 lexes an attribute's ``[[nodiscard]]`` brackets as one token
    each; splitting them gives every supported Pygments release the same
    token stream (and ``a[b[1]]`` lexes the same as ``[[x]]``).
    """
    code = np.flatnonzero(tokens.kinds == CODE)
    double = code[_among(tokens.texts[code], _DOUBLE_BRACKETS)]
    if not double.size:
        return tokens
    # Each double bracket becomes its first character here and its second
    # one place after it.
    at = np.arange(len(tokens)) + np.searchsorted(double, np.arange(len(tokens)))
    size = len(tokens) + double.size
    starts = np.empty(size, dtype=np.int64)
    ends = np.empty(size, dtype=np.int64)
    kinds = np.empty(size, dtype=np.uint8)
    texts = np.empty(size, dtype=np.object_)
    starts[at], ends[at] = tokens.starts, tokens.ends
    kinds[at], texts[at] = tokens.kinds, tokens.texts
    first = at[double]
    second = first + 1
    ends[first] = tokens.starts[double] + 1
    starts[second], ends[second] = tokens.starts[double] + 1, tokens.ends[double]
    kinds[second] = CODE
    texts[first] = texts[second] = np.array([t[0] for t in tokens.texts[double]], dtype=np.object_)
    return Tokens(starts, ends, kinds, texts)


def _filtered(tokens: Tokens, language: str, filters: tuple[TokenFilter, ...] | None) -> Tokens:
    """``tokens`` through ``filters`` (the language's own pass when None)."""
    for token_filter in filters_for(language) if filters is None else filters:
        tokens = token_filter(tokens)
    return tokens


def normalized_tokens(
    text: str, language: str, filters: tuple[TokenFilter, ...] | None = None
) -> list[RawToken]:
    """The filtered token stream of ``text`` (useful on its own for golden tests)."""
    return _filtered(lex(text, language), language, filters).rows()


class _TokenValues(dict[str, int]):
    """One family's token values by normalised text, each worked out once.

    Kept texts are keywords, operators, punctuation and the erased and
    collapsed symbols: few, so the table stays small (and is capped anyway).
    """

    def __init__(self, family: str) -> None:
        super().__init__()
        self.family = family

    def __missing__(self, text: str) -> int:
        value = token_value(text, self.family)
        if len(self) < _VALUES_KEPT:
            self[text] = value
        return value


_VALUES_KEPT = 1 << 16


@functools.lru_cache(maxsize=64)
def _values(family: str) -> _TokenValues:
    return _TokenValues(family)


def normalize(
    text: str, language: str, filters: tuple[TokenFilter, ...] | None = None
) -> TokenizedFile:
    """Lex and normalise one file's text into a positioned token stream.

    Prose (``registry.PROSE_LANGUAGES``) is cut into folded words instead.
    """
    if is_prose_language(language) and filters is None:
        words = list(prose_tokens(text))
        values = np.fromiter(
            (token_value(w, PROSE_FAMILY) for _, _, w in words), dtype=np.uint64, count=len(words)
        )
        starts = np.array([w[0] for w in words], dtype=np.int64)
        ends = np.array([w[1] for w in words], dtype=np.int64)
        return _positioned(text, values, starts, ends, 0, 0)
    tokens = lex(text, language)
    # The lexer's own stream: error tokens, and brackets in code (not in
    # strings or comments) before any filter drops them.
    errors = int(np.count_nonzero(tokens.kinds == ERROR))
    code = np.flatnonzero(tokens.kinds == CODE)
    brackets = tokens.texts[code[_among(tokens.texts[code], _BRACKETS)]].tolist()
    tokens = _filtered(tokens, language, filters)
    table = _values(language_family(language))
    values = np.fromiter(map(table.__getitem__, tokens.texts), dtype=np.uint64, count=len(tokens))
    return _positioned(
        text, values, tokens.starts, tokens.ends, errors, unmatched_brackets(brackets)
    )


def _positioned(
    text: str,
    values: npt.NDArray[np.uint64],
    starts: I64,
    ends: I64,
    errors: int,
    unmatched: int,
) -> TokenizedFile:
    """Token values with their offsets in ``text``, and where its lines begin."""
    return TokenizedFile(
        tokens=frozen_array(values),
        starts=frozen_array(starts.astype(np.int32)),
        ends=frozen_array(ends.astype(np.int32)),
        line_starts=frozen_array(_line_starts(text)),
        error_tokens=errors,
        unmatched_brackets=unmatched,
    )


_OPENERS = {"(": ")", "[": "]", "{": "}"}
_CLOSERS = frozenset(_OPENERS.values())
_BRACKETS = frozenset(_OPENERS) | _CLOSERS


def unmatched_brackets(texts: Iterable[str]) -> int:
    """Brackets left open or closed without an opener: unfinished or broken code.

    Pygments lexes broken code without complaint, so this is how a missing
    ``)`` or ``}`` becomes a warning, the same way in every language.
    """
    stack: list[str] = []
    stray = 0
    for text in texts:
        if text in _OPENERS:
            stack.append(_OPENERS[text])
        elif text in _CLOSERS:
            if stack and stack[-1] == text:
                stack.pop()
            elif text in stack:
                # Close the nearest matching opener; those skipped stay unmatched.
                while stack[-1] != text:
                    stack.pop()
                    stray += 1
                stack.pop()
            else:
                stray += 1
    return stray + len(stack)


def _line_starts(text: str) -> npt.NDArray[np.int32]:
    """Offsets at which each line begins (line 1 begins at 0)."""
    raw = np.frombuffer(text.encode("utf-32-le"), dtype=np.uint32)
    newlines = np.flatnonzero(raw == 10)
    return np.concatenate(([0], newlines + 1)).astype(np.int32)
