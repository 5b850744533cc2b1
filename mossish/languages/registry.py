"""What each language gets: its lexer, its family, and whether it is code, prose or neither.

Pygments picks the lexer of a file from its name (its content settles the
suffixes several languages claim).  Every language is compared as code with
that lexer, in a family of its own, except where the tables below say
otherwise:

================================  ==========================================
``PROSE_LANGUAGES``               compared as words (``prose.py``), family
                                  ``PROSE_FAMILY``
``NON_CODE_LEXERS``               data, build and configuration files: listed
                                  as skipped, never compared
``LANGUAGE_FAMILIES``             languages whose code moves between each
                                  other share a family (C and C++, JavaScript
                                  and TypeScript)
``FIXED_LEXERS``                  Pygments' lexer with a rule corrected
                                  (``pygments_fixes.py``)
``AMBIGUOUS_SUFFIXES``            the file's first 4 KiB choose the lexer
================================  ==========================================

A notebook's code cells take its kernel's language (``inputs/notebook.py``);
``--text GLOB`` makes any file prose and ``--lang`` forces one lexer.
"""

from __future__ import annotations

import fnmatch
import functools
import os
import re
from pathlib import PurePosixPath

from pygments.lexer import Lexer
from pygments.lexers import find_lexer_class, find_lexer_class_by_name, get_all_lexers

from mossish.languages.fastlex import faster
from mossish.languages.pygments_fixes import FixedJavaLexer, FixedTypeScriptLexer

# Pygments' names for the prose formats mossish compares as text.  Files
# forced with ``--text GLOB`` get ``text``.
PROSE_LANGUAGES = frozenset({"text", "markdown", "restructuredtext"})
# The family prose token values are scoped by.
PROSE_FAMILY = "text"
# Lexers whose files are prose, data or build configuration, not program
# code: seen, listed as skipped, never compared (a class's README files or
# Makefiles would otherwise all "match").  Prose is compared all the same.
NON_CODE_LEXERS = frozenset(
    {
        "text", "markdown", "restructuredtext", "json", "json-object", "jsonld", "yaml",
        "toml", "ini", "xml", "tex", "properties", "diff", "output", "todotxt", "email",
        "make", "cmake", "docker", "nginx", "apacheconf", "http", "bibtex", "gettext",
    }
)  # fmt: skip
# Languages whose code moves between each other (C into C++, JavaScript into
# TypeScript) share a family; every other language is a family of its own.
# Token values are scoped by family, so k-grams never match across families:
# each file is compared with files of its own kind, and a submission in
# several languages scores by size over all of them.
LANGUAGE_FAMILIES = {
    "c": "c", "cpp": "c", "objective-c": "c",
    "javascript": "js", "typescript": "js", "jsx": "js", "tsx": "js",
}  # fmt: skip
# Lexers that replace Pygments' own for a language (bugs that hid copies).
FIXED_LEXERS: dict[str, type[Lexer]] = {"java": FixedJavaLexer, "typescript": FixedTypeScriptLexer}
# Suffixes several lexers claim: the file's content decides (Pygments'
# analyse_text); for all other suffixes the name alone decides, cached.
AMBIGUOUS_SUFFIXES = frozenset({".h", ".m", ".pl", ".pro", ".inc", ".v", ".r", ".t", ".cls"})


def is_prose_language(language: str) -> bool:
    return language in PROSE_LANGUAGES


def is_code_language(language: str) -> bool:
    return language not in NON_CODE_LEXERS


def language_family(language: str) -> str:
    """The family a language's token values are scoped by."""
    if is_prose_language(language):
        return PROSE_FAMILY
    return LANGUAGE_FAMILIES.get(language, language)


@functools.lru_cache(maxsize=128)
def lexer(language: str) -> Lexer:
    """The lexer a language's files are normalised with (Pygments' rules, mossish's loop)."""
    # stripnl/ensurenl off: get_tokens_unprocessed gets our text as it is, so
    # offsets point into exactly the text the report shows.
    options = {"stripnl": False, "ensurenl": False, "stripall": False}
    fixed = FIXED_LEXERS.get(language)
    cls = fixed if fixed is not None else find_lexer_class_by_name(language)
    return faster(cls)(**options)


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


@functools.lru_cache(maxsize=256)
def exact_language(name: str, language: str) -> str:
    """A prose suffix may belong to a tool's file (``CMakeLists.txt``): its name decides."""
    if not is_prose_language(language):
        return language
    cls = lexer_class_for_filename(name)
    return str(cls.aliases[0]) if cls is not None and cls.aliases else language


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
    plugin's module slows every run where such packages are installed.
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
