"""Normaliser filters tried and left out (docs/quality.md, "A more abstract token stream"
and "Rewrites in one form (normaliser version 4)").

Each is a ``Tokens -> Tokens`` filter like mossish's own
(mossish/languages/normalize.py); ``bench/quality.py``'s normaliser variants
(``--norms v2+operators`` ...) add them to a stream to measure them again.
"""

from __future__ import annotations

import numpy as np

from mossish.languages.normalize import (
    CODE,
    IDENTIFIER,
    LOOP,
    NAME,
    NUMBER_KIND,
    STRING_KIND,
    Tokens,
    _among,
    _dropped,
    _renamed,
    merge_operators,
)

INC_DEC = "\x01++"
COMPOUND = "\x01="
LESS = "\x01<"
LESS_EQUAL = "\x01<="


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


# --- canonical forms of what a rewrite changes (the round after version 3) ---

# Binary operators that have a compound-assignment form (``x = x + e`` is ``x += e``).
_ARITHMETIC = frozenset({"+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>", "**", "//"})
_MEMBER_OF = frozenset({".", "->", "::"})
_OPERAND_GOES_ON = frozenset({".", "[", "(", "->", "::"})


def _solid_neighbours(n: int, at: np.ndarray, step: int) -> np.ndarray:
    """Indices ``at + step`` clipped into the table (callers mask the clipped ones)."""
    return np.clip(at + step, 0, max(n - 1, 0))


def canonical_steps(tokens: Tokens) -> Tokens:
    """``x = x + e`` as ``x += e``, ``x += 1`` as ``x++``, ``++x`` as ``x++``.

    Runs after layout is dropped and before identifiers are erased (``x = x``
    needs the names); operators are joined first.
    """
    tokens = merge_operators(tokens)
    n = len(tokens)
    if n < 3:
        return tokens
    texts, kinds = tokens.texts, tokens.kinds
    # x = x op ...  ->  x op= ...
    eq = np.flatnonzero((kinds == CODE) & (texts == "="))
    eq = eq[(eq >= 1) & (eq + 2 < n)]
    if eq.size:
        lhs, rhs, op = eq - 1, eq + 1, eq + 2
        ok = (kinds[lhs] == NAME) & (kinds[rhs] == NAME) & (texts[lhs] == texts[rhs])
        ok &= (kinds[op] == CODE) & _among(texts[op], _ARITHMETIC)
        before = lhs - 1
        ok &= ~((before >= 0) & _among(texts[np.maximum(before, 0)], _MEMBER_OF))
        if ok.any():
            texts = texts.copy()
            texts[eq[ok]] = [f"{t}=" for t in texts[op[ok]].tolist()]
            keep = np.ones(n, dtype=np.bool_)
            keep[rhs[ok]] = False
            keep[op[ok]] = False
            tokens = Tokens(tokens.starts, tokens.ends, kinds, texts).where(keep)
            texts, kinds, n = tokens.texts, tokens.kinds, len(tokens)
    # x += 1 -> x ++ (and -= 1 -> --), the 1 alone (not 1 * y)
    step = np.flatnonzero((kinds == CODE) & _among(texts, frozenset({"+=", "-="})))
    step = step[(step >= 1) & (step + 1 < n)]
    if step.size:
        one = step + 1
        after = _solid_neighbours(n, one, 1)
        ok = (kinds[step - 1] == NAME) & (kinds[one] == NUMBER_KIND) & (texts[one] == "1")
        ok &= (one + 1 >= n) | ~_among(texts[after], _ARITHMETIC | _OPERAND_GOES_ON)
        if ok.any():
            texts = texts.copy()
            texts[step[ok]] = [t[0] * 2 for t in texts[step[ok]].tolist()]
            keep = np.ones(n, dtype=np.bool_)
            keep[one[ok]] = False
            tokens = Tokens(tokens.starts, tokens.ends, kinds, texts).where(keep)
            texts, kinds, n = tokens.texts, tokens.kinds, len(tokens)
    # ++x -> x++ (a plain name only; offsets stay, only texts and kinds swap)
    pre = np.flatnonzero((kinds == CODE) & _among(texts, frozenset({"++", "--"})))
    pre = pre[pre + 1 < n]
    if pre.size:
        name = pre + 1
        after = _solid_neighbours(n, name, 1)
        before = _solid_neighbours(n, pre, -1)
        ok = kinds[name] == NAME
        ok &= (name + 1 >= n) | ~_among(texts[after], _OPERAND_GOES_ON)
        # not a postfix step of the token before (``x++ + y`` has no name after)
        ok &= (pre == 0) | ~((kinds[before] == NAME) | _among(texts[before], frozenset({")", "]"})))
        if ok.any():
            texts, kinds = texts.copy(), kinds.copy()
            p, m = pre[ok], name[ok]
            texts[p], texts[m] = texts[m], texts[p]
            kinds[p], kinds[m] = kinds[m], kinds[p]
            tokens = Tokens(tokens.starts, tokens.ends, kinds, texts)
    return tokens


_OPENS = frozenset({"(", "&&", "||", "and", "or", "not", "!", "return", "=", "if", "while",
                    ";", "?", ":", "elif", "assert", LOOP})  # fmt: skip
_CLOSES = frozenset({")", "&&", "||", "and", "or", ";", "?", ":"})
_OPERAND_KINDS = (NAME, NUMBER_KIND, STRING_KIND)
_FLIPPED = {">": "<", ">=": "<="}


def canonical_order(tokens: Tokens) -> Tokens:
    """``a > b`` as ``b < a`` and ``a >= b`` as ``b <= a`` when both operands are one token.

    Runs after identifiers are erased and operators are joined; an operand
    longer than one token (``a.b``, ``x + 1``) is left as written.
    """
    tokens = merge_operators(tokens)
    n = len(tokens)
    texts, kinds = tokens.texts, tokens.kinds
    op = np.flatnonzero((kinds == CODE) & _among(texts, frozenset(_FLIPPED)))
    op = op[(op >= 2) & (op + 2 < n)]
    if not op.size:
        return tokens
    a, b = op - 1, op + 1
    ok = np.isin(kinds[a], _OPERAND_KINDS) & np.isin(kinds[b], _OPERAND_KINDS)
    ok &= _among(texts[a - 1], _OPENS) & _among(texts[b + 1], _CLOSES)
    if not ok.any():
        return tokens
    texts, kinds = texts.copy(), kinds.copy()
    a, b, op = a[ok], b[ok], op[ok]
    texts[a], texts[b] = texts[b], texts[a]
    kinds[a], kinds[b] = kinds[b], kinds[a]
    texts[op] = [_FLIPPED[t] for t in texts[op].tolist()]
    return Tokens(tokens.starts, tokens.ends, kinds, texts)


def drop_else(tokens: Tokens) -> Tokens:
    """``else`` dropped (with Python's colon after it), ``elif`` as ``if``.

    A rewrite turns ``if/else`` into an early return and back.
    """
    texts, kinds = tokens.texts, tokens.kinds
    hits = np.flatnonzero((kinds == CODE) & (texts == "else"))
    if hits.size:
        keep = np.ones(len(tokens), dtype=np.bool_)
        keep[hits] = False
        nxt = hits[hits + 1 < len(tokens)] + 1
        keep[nxt[texts[nxt] == ":"]] = False
        tokens = tokens.where(keep)
    return _renamed(tokens, {"elif": "if"})


def numbers_as_names(tokens: Tokens) -> Tokens:
    """A number as an identifier: rewrites name their constants."""
    hits = np.flatnonzero(tokens.kinds == NUMBER_KIND)
    if not hits.size:
        return tokens
    texts, kinds = tokens.texts.copy(), tokens.kinds.copy()
    texts[hits] = IDENTIFIER
    kinds[hits] = NAME
    return Tokens(tokens.starts, tokens.ends, kinds, texts)


def brackets_as_parentheses(tokens: Tokens) -> Tokens:
    """``[`` and ``]`` as ``(`` and ``)``: ``a[i]`` rewritten as ``a.get(i)`` keeps more."""
    return _renamed(tokens, {"[": "(", "]": ")"})


def drop_type_arguments(tokens: Tokens) -> Tokens:
    """Type arguments of one or more plain names (``<Integer>``, ``<K, V>``, ``<>``) dropped.

    Rewrites add and drop them (``new ArrayList<>()``, ``var``, ``auto``).
    Runs after identifiers are erased and before operators are joined (a
    nested ``>>`` is two tokens then); nested arguments go inside out.
    """
    for _ in range(3):
        texts, kinds = tokens.texts, tokens.kinds
        opens = np.flatnonzero((kinds == CODE) & (texts == "<"))
        if not opens.size:
            return tokens
        keep = np.ones(len(tokens), dtype=np.bool_)
        dropped = False
        for at in opens.tolist():
            end = at + 1
            # <>, <N>, <N, N>, ... : names and commas alternating
            while end < len(tokens) and texts[end] == (IDENTIFIER if (end - at) % 2 else ","):
                end += 1
            inside = end - at - 1  # none, or a name first and last
            if end < len(tokens) and texts[end] == ">" and (inside == 0 or inside % 2 == 1):
                keep[at : end + 1] = False
                dropped = True
        if not dropped:
            return tokens
        tokens = tokens.where(keep)
    return tokens


_NULLS = frozenset({"nullptr", "NULL", "null", "None"})


def drop_null_checks(tokens: Tokens) -> Tokens:
    """``== null``, ``!= nullptr``, ``is None``, ``is not None`` dropped.

    ``if (p)`` is ``if (p != null)``, ``if not p`` is ``if p is None``.
    """
    tokens = merge_operators(tokens)
    texts = tokens.texts
    nulls = np.flatnonzero(_among(texts, _NULLS))
    nulls = nulls[nulls >= 1]
    if not nulls.size:
        return tokens
    keep = np.ones(len(tokens), dtype=np.bool_)
    op = nulls - 1
    simple = _among(texts[op], frozenset({"==", "!=", "is"}))
    keep[nulls[simple]] = keep[op[simple]] = False
    neg = (~simple) & (texts[op] == "not") & (nulls >= 2)
    neg &= texts[np.maximum(op - 1, 0)] == "is"
    keep[nulls[neg]] = keep[op[neg]] = keep[op[neg] - 1] = False
    return tokens.where(keep)


def drop_std(tokens: Tokens) -> Tokens:
    """``std::`` alone dropped (other qualifiers kept); runs before identifiers are erased."""
    tokens = merge_operators(tokens)
    texts = tokens.texts
    scopes = np.flatnonzero((tokens.kinds == CODE) & (texts == "::"))
    scopes = scopes[scopes > 0]
    scopes = scopes[texts[scopes - 1] == "std"]
    if not scopes.size:
        return tokens
    keep = np.ones(len(tokens), dtype=np.bool_)
    keep[scopes] = keep[scopes - 1] = False
    return tokens.where(keep)
