"""Normaliser filters tried and left out (docs/quality.md, "A more abstract token stream").

Each is a ``Tokens -> Tokens`` filter like mossish's own
(mossish/languages/normalize.py); ``bench/quality.py``'s normaliser variants
(``--norms v2+operators`` ...) add them to a stream to measure them again.
"""

from __future__ import annotations

import numpy as np

from mossish.languages.normalize import CODE, IDENTIFIER, Tokens, _among, _dropped, _renamed

INC_DEC = "\x01++"
COMPOUND = "\x01="
LESS = "\x01<"
LESS_EQUAL = "\x01<="

# Operators Pygments' C, Java and Python lexers give one character at a time,
# longest first (maximal munch, as the compilers read them).
_OPERATORS = (">>>=", "<<=", ">>=", ">>>", "->*", "...", "++", "--", "+=", "-=", "*=", "/=",
              "%=", "&=", "|=", "^=", "==", "!=", "<=", ">=", "&&", "||", "<<", ">>", "->",
              "::", "**", "//", ":=", "@=")  # fmt: skip
_OPERATOR_CHARS = frozenset("".join(_OPERATORS))


def merge_operators(tokens: Tokens) -> Tokens:
    """Adjacent operator characters into the operator they spell (``+`` ``=`` -> ``+=``).

    Lexers split them or not by release; a compiler's longest match makes
    the stream one token per operator, so ``x=-1`` stays ``=`` ``-``.
    """
    kinds = tokens.kinds
    single = (kinds == CODE) & _among(tokens.texts, _OPERATOR_CHARS)
    glued = np.zeros(len(tokens), dtype=np.bool_)
    glued[1:] = single[1:] & single[:-1] & (tokens.starts[1:] == tokens.ends[:-1])
    if not glued.any():
        return tokens
    texts, ends = tokens.texts.copy(), tokens.ends.copy()
    keep = np.ones(len(tokens), dtype=np.bool_)
    # Only the glued stretches are walked: they are few.
    firsts = np.flatnonzero(~glued[:-1] & glued[1:]).tolist()
    lasts = np.flatnonzero(glued & ~np.r_[glued[1:], False]).tolist()
    for first, last in zip(firsts, lasts, strict=True):
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
    return Tokens(tokens.starts, ends, kinds, texts).where(keep)


_OPERATOR_SET = frozenset(_OPERATORS)


_INC_DEC = {"++": INC_DEC, "--": INC_DEC}
_COMPOUND = {op: COMPOUND for op in ("+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=",
                                     ">>=", ">>>=", "**=", "//=", "@=")}  # fmt: skip
_ORDER = {"<": LESS, ">": LESS, "<=": LESS_EQUAL, ">=": LESS_EQUAL}


def unify_operators(tokens: Tokens) -> Tokens:
    """Compound assignments as one token, ``++``/``--`` as one, ``<``/``>`` and ``<=``/``>=``.

    ``a < b`` is ``b > a``, and ``x -= 1`` for ``x += -1`` is a rewrite.
    """
    return _renamed(tokens, {**_INC_DEC, **_COMPOUND, **_ORDER})


def unify_steps(tokens: Tokens) -> Tokens:
    """``++``/``--`` as a compound assignment too (``x++`` for ``x += 1``)."""
    return _renamed(tokens, {"++": COMPOUND, "--": COMPOUND, INC_DEC: COMPOUND})


def drop_separators(tokens: Tokens) -> Tokens:
    """``;`` and ``,``: statement and list separators every program has."""
    return _dropped(tokens, frozenset({";", ","}))


def drop_parentheses(tokens: Tokens) -> Tokens:
    """Parentheses: added and removed around expressions and conditions freely."""
    return _dropped(tokens, frozenset({"(", ")"}))


def drop_colons(tokens: Tokens) -> Tokens:
    """Python's block colons and ``pass``."""
    return _dropped(tokens, frozenset({":", "pass"}))


def drop_scopes(tokens: Tokens) -> Tokens:
    """A namespace or class qualifier (``std::``, ``Outer::``): rewrites add and drop them.

    Runs after identifiers are erased and operators are whole (``::``).
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
