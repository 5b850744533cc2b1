"""Normalize stage (pure): source text -> a token stream that survives disguises.

Pygments lexes the file with ``get_tokens_unprocessed`` so every token keeps
its character offset, into a table of columns (offsets, kinds, texts).  Small
composable filters, each ``Tokens -> Tokens`` over the whole table at once
(NumPy masks, no per-token Python), then

* drop whitespace, comments and docstrings (a student rewriting comments or
  reformatting changes nothing),
* erase identifiers to one symbol (renaming changes nothing),
* collapse each literal to its class: a whole string, however Pygments split
  it, becomes one string token, every number one number token.

Keywords, operators and punctuation are kept as written: they are the
program's shape.  The kept tokens become stable 64-bit values (BLAKE2b of the
normalised text), identical in every process and on every machine.

Longer than ~400 lines because Pygments' lexers for two languages (Java,
TypeScript) are corrected here, beside the filters whose output they shape,
the choice of a file's lexer (Pygments' own lexers only) lives with the
lexers it picks, the token table lives with the filters that share it, and
the prose dispatch lives with the code path it mirrors.
"""

from __future__ import annotations

import fnmatch
import functools
import hashlib
import os
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from operator import itemgetter
from pathlib import PurePosixPath

import numpy as np
import numpy.typing as npt
from pygments.lexer import Lexer, bygroups, inherit, this, using
from pygments.lexers import (
    find_lexer_class,
    find_lexer_class_by_name,
    get_all_lexers,
    get_lexer_by_name,
)
from pygments.lexers.javascript import JS_IDENT, JavascriptLexer, TypeScriptLexer
from pygments.lexers.jvm import JavaLexer
from pygments.token import (
    Comment,
    Error,
    Keyword,
    Name,
    Number,
    Punctuation,
    String,
    Text,
    Whitespace,
    _TokenType,
)
from pygments.util import ClassNotFound

from mossish.fastlex import faster
from mossish.model import TokenizedFile, frozen_array
from mossish.prose import PROSE_FAMILY, is_prose_language, prose_tokens

# Bump when normalisation changes in a way that changes fingerprints: stored
# fingerprints (archives, caches) made by another version are then refused.
NORMALIZER_VERSION = 2

IDENTIFIER = "\x01N"
STRING = "\x01S"
NUMBER = "\x01#"

# (start offset, end offset, kind, text): one row of a token table, the kind
# being ``token_class`` of the Pygments token type.
RawToken = tuple[int, int, str, str]
I64 = npt.NDArray[np.int64]
U8 = npt.NDArray[np.uint8]
Bool = npt.NDArray[np.bool_]

# Lexers whose files are prose, data or build configuration, not program
# code: seen, listed as skipped, never compared (a class's README files or
# Makefiles would otherwise all "match").
NON_CODE_LEXERS = frozenset(
    {
        "text", "markdown", "restructuredtext", "json", "json-object", "jsonld", "yaml",
        "toml", "ini", "xml", "tex", "properties", "diff", "output", "todotxt", "email",
        "make", "cmake", "docker", "nginx", "apacheconf", "http", "bibtex", "gettext",
    }
)  # fmt: skip
# Suffixes several lexers claim: the file's content decides (Pygments'
# analyse_text); for all other suffixes the name alone decides, cached.
AMBIGUOUS_SUFFIXES = frozenset({".h", ".m", ".pl", ".pro", ".inc", ".v", ".r", ".t", ".cls"})


def lexer_exists(name: str) -> bool:
    """True when Pygments has a lexer called ``name`` (an alias such as ``py``)."""
    try:
        get_lexer_by_name(name)
    except ClassNotFound:
        return False
    return True


@functools.cache
def _filename_patterns() -> tuple[tuple[str, tuple[str, ...]], ...]:
    """(lexer name, file name patterns) of every lexer Pygments itself ships."""
    return tuple((name, tuple(patterns)) for name, _, patterns, _ in get_all_lexers(plugins=False))


def lexer_class_for_filename(filename: str, head: str = "") -> type[Lexer] | None:
    """The Pygments lexer for a file name, or None; ``head`` settles ties.

    Pygments' own choice (``find_lexer_class_for_filename``: an exact name
    beats a pattern, then the lexer's priority, or its ``analyse_text`` of
    ``head``) among the lexers Pygments ships only.  Lexer plugins that other
    packages install (IPython's, say) are left out: a file's language must not
    depend on what else is installed on the machine, and loading every
    plugin's module cost a run 0.2 s where IPython was installed.
    """
    name = os.path.basename(filename)
    matches = [
        (find_lexer_class(lexer), pattern)
        for lexer, patterns in _filename_patterns()
        for pattern in patterns
        if fnmatch.fnmatchcase(name, pattern)
    ]
    if not matches:
        return None

    def rating(match: tuple[type[Lexer], str]) -> tuple[float, str]:
        cls, pattern = match
        bonus = 0.0 if "*" in pattern else 0.5
        return (cls.analyse_text(head) if head else cls.priority) + bonus, cls.__name__

    best: type[Lexer] = max(matches, key=rating)[0]
    return best


@functools.lru_cache(maxsize=512)
def _lexer_class_for_suffix(key: str) -> type[Lexer] | None:
    return lexer_class_for_filename(key)


def language_for(filename: str, head: str = "") -> str | None:
    """The Pygments lexer alias for a file name, or None when none fits.

    ``head`` (the start of the file) settles suffixes several languages use.
    """
    path = PurePosixPath(filename)
    suffix = path.suffix.lower()
    if suffix in AMBIGUOUS_SUFFIXES:
        cls = lexer_class_for_filename(path.name, head)
    else:
        cls = _lexer_class_for_suffix(("x" + suffix) if suffix else path.name)
    if cls is None or not cls.aliases:
        return None
    if suffix == ".h" and _CPP_HEADER.search(head) and not _OBJC_HEADER.search(head):
        return "cpp"
    return str(cls.aliases[0])


# A ".h" header holds C++ as often as C, and Pygments' C lexer reads C++'s
# keywords (class, namespace, template...) as names, so code moved from a
# .cpp file into a header no longer matched where it came from.
_CPP_HEADER = re.compile(
    r"^\s*(class|struct\s+\w+\s*(:|\{[^}]*\b(public|private)\b)|namespace|template\s*<|using\s+namespace)"
    r"|\b(public|private|protected)\s*:|std::|#\s*include\s*<(iostream|vector|string|map|memory)>",
    re.MULTILINE,
)
_OBJC_HEADER = re.compile(r"^\s*(@interface|@implementation|@protocol|#\s*import)\b", re.MULTILINE)


def is_code_language(language: str) -> bool:
    return language not in NON_CODE_LEXERS


class _JavaLexer(JavaLexer):  # type: ignore[misc]
    """Pygments' Java lexer, but ``record`` is a declaration only before a name.

    Pygments takes any line starting with ``record`` for a Java 16 record
    declaration, so a call such as ``record("DEPOSIT", amount);`` throws it
    out of step and the rest of the file is lexed as one long string.
    """

    tokens = {  # noqa: RUF012 (Pygments' own class attribute, read by its metaclass)
        "root": [
            (
                r"(^\s*)((?:(?:public|private|protected|static|strictfp)(?:\s+))*)"
                r"(record)\b(?=\s+(?:[^\W\d]|\$))",
                bygroups(Whitespace, using(this), Keyword.Declaration),
                "class",
            ),
            *JavaLexer.tokens["root"][1:],
        ]
    }


class _TypeScriptLexer(JavascriptLexer):  # type: ignore[misc]
    """Pygments' TypeScript lexer without its ``word: word`` rule.

    Pygments tags the right side of any ``a: b`` (type annotations, but also
    object values, ``case`` labels and the ``: b`` of ``c ? a : b``) as a
    type keyword, so renaming those names would change the token stream.
    Here they are lexed as JavaScript names; decorators become ``@`` and a
    name.
    """

    name = TypeScriptLexer.name
    aliases = TypeScriptLexer.aliases
    filenames = TypeScriptLexer.filenames
    mimetypes = TypeScriptLexer.mimetypes
    tokens = {  # noqa: RUF012 (Pygments' own class attribute, read by its metaclass)
        "root": [
            (r"(abstract|implements|private|protected|public|readonly)\b", Keyword,
             "slashstartsregex"),
            (r"(enum|interface|override)\b", Keyword.Declaration, "slashstartsregex"),
            (r"\b(declare|type)\b", Keyword.Reserved),
            (r"\b(string|boolean|number|any|void|never|unknown|object|symbol|bigint)\b",
             Keyword.Type),
            (r"\b(module)(\s*)([\w?.$]+)(\s*)",
             bygroups(Keyword.Reserved, Whitespace, Name.Other, Whitespace), "slashstartsregex"),
            (r"(@)(" + JS_IDENT + ")", bygroups(Punctuation, Name.Decorator)),
            inherit,
            (r"#[a-zA-Z_]\w*", Name),
        ]
    }  # fmt: skip


# Lexers that replace Pygments' own for a language (bugs that matter here).
_FIXED_LEXERS: dict[str, type[Lexer]] = {"java": _JavaLexer, "typescript": _TypeScriptLexer}


@functools.lru_cache(maxsize=128)
def _lexer(language: str) -> Lexer:
    # stripnl/ensurenl off: get_tokens_unprocessed gets our text as it is, so
    # offsets point into exactly the text the report shows.
    options = {"stripnl": False, "ensurenl": False, "stripall": False}
    # Pygments' rules, tried only where they can match (mossish.fastlex).
    fixed = _FIXED_LEXERS.get(language)
    cls = fixed if fixed is not None else find_lexer_class_by_name(language)
    return faster(cls)(**options)


# Languages whose code moves between each other (C into C++, JavaScript into
# TypeScript) share a family; every other language is a family of its own.
# Token values are scoped by family, so k-grams never match across families:
# each file is compared with files of its own kind, and a submission in
# several languages scores by size over all of them.
LANGUAGE_FAMILIES = {
    "c": "c", "cpp": "c", "objective-c": "c",
    "javascript": "js", "typescript": "js", "jsx": "js", "tsx": "js",
}  # fmt: skip


def language_family(language: str) -> str:
    if is_prose_language(language):
        return PROSE_FAMILY
    return LANGUAGE_FAMILIES.get(language, language)


@functools.lru_cache(maxsize=1 << 16)
def token_value(text: str, family: str = "") -> int:
    """Stable 64-bit value of a normalised token (never Python's salted hash())."""
    key = text if not family else f"{family}\x1f{text}"
    digest = hashlib.blake2b(key.encode("utf-8", "surrogatepass"), digest_size=8).digest()
    return int.from_bytes(digest, "little")


# --- the token table, and the filters: each one Tokens -> Tokens -----------

# What a Pygments token type is to the normaliser (``token_class``), kept per
# token as an index into this tuple.
KINDS = ("code", "comment", "doc", "text", "name", "string", "number", "error")
CODE, COMMENT, DOC, TEXT, NAME, STRING_KIND, NUMBER_KIND, ERROR = range(len(KINDS))

Texts = npt.NDArray[np.object_]


@dataclass(frozen=True, slots=True)
class Tokens:
    """One file's tokens as columns: character offsets, kinds and texts.

    Filters read and return whole columns (NumPy masks over all tokens at
    once), so the normaliser's own cost stays small beside Pygments' lexing.
    ``kinds`` index ``KINDS``; ``texts`` is an object array of ``str``.
    """

    starts: I64
    ends: I64
    kinds: U8
    texts: Texts

    def __len__(self) -> int:
        return int(self.kinds.shape[0])

    def where(self, keep: Bool) -> Tokens:
        """The tokens at which ``keep`` is true, in order."""
        return Tokens(self.starts[keep], self.ends[keep], self.kinds[keep], self.texts[keep])

    def rows(self) -> list[RawToken]:
        """One ``(start, end, kind, text)`` tuple per token (for tests and tools)."""
        kinds = [KINDS[k] for k in self.kinds.tolist()]
        return list(
            zip(self.starts.tolist(), self.ends.tolist(), kinds, self.texts.tolist(), strict=True)
        )


TokenFilter = Callable[[Tokens], Tokens]


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
    semicolons still carry the structure.  Measured on IR-Plag (Java): ROC-AUC
    0.597 -> 0.633 over all pairs, with no loss elsewhere (docs/quality.md).
    """
    code = np.flatnonzero(tokens.kinds == CODE)
    block = code[_among(tokens.texts[code], _BLOCK_SYNTAX)]
    if not block.size:
        return tokens
    keep = np.ones(len(tokens), dtype=np.bool_)
    keep[block] = False
    return tokens.where(keep)


DEFAULT_FILTERS: tuple[TokenFilter, ...] = (drop_layout, erase_identifiers, collapse_literals)
BRACE_FILTERS: tuple[TokenFilter, ...] = (*DEFAULT_FILTERS, drop_block_syntax)


def filters_for(language: str) -> tuple[TokenFilter, ...]:
    """The normalisation pass for a language: the default one, plus block syntax."""
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
    raw = list(_lexer(language).get_tokens_unprocessed(text))
    if not raw:
        return _NO_TOKENS
    count = len(raw)
    starts = np.fromiter(map(_FIRST, raw), dtype=np.int64, count=count)
    kinds = np.fromiter(map(_KIND_OF.__getitem__, map(_SECOND, raw)), dtype=np.uint8, count=count)
    values = list(map(_THIRD, raw))
    lengths = np.fromiter(map(len, values), dtype=np.int64, count=count)
    table = Tokens(starts, starts + lengths, kinds, np.array(values, dtype=np.object_))
    return table if lengths.all() else table.where(lengths > 0)


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

    Prose (``prose.PROSE_LANGUAGES``) is cut into folded words instead.
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
