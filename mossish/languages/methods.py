"""Extracted methods undone (pure): a helper called once is put back where it is called.

"Extract helper methods" is a refactoring a student, or a language model
asked to make code look different, applies to a copy: the program's code is
the same, cut into pieces placed elsewhere in the file.  For the brace
languages (C, C++, Java), as far as one file's tokens show it: a function
defined once in the file, called exactly once, and not calling itself, has
its body's tokens put in place of the call (after the arguments, which
stay: they are code the copy holds) and its definition dropped; repeated
until no such helper is left (a helper of a helper goes back in too).
Helpers in another file of the submission, and methods called through an
object, are left alone.

A ``Tokens -> Tokens`` filter placed before identifiers are erased; the
tokens keep their offsets, so a fragment still points at the code it came
from.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from mossish.languages.normalize import CODE, NAME, Tokens

# Before a function's name in its definition: never one of these (they make
# ``name(`` a call, or a constructor's argument).
_NOT_BEFORE_DEFINITION = frozenset(
    {".", "->", "::", "new", "=", "(", ",", "return", "+", "-", "*", "/", "!", "&&", "||", "?",
     ":", "<<", ">>", "==", "!=", "<", ">"}
)  # fmt: skip
_ENDS = frozenset({";", "{", "}"})
# Passes of inlining: a helper's helper is found in the next one.
_PASSES = 4


@dataclass(frozen=True, slots=True)
class _Definition:
    """A function definition: its whole span, its name's index and its body ``[open, close]``."""

    start: int
    name: int
    open: int
    close: int


def _closing(texts: Sequence[str], kinds: Sequence[int], at: int, opener: str, closer: str) -> int:
    """The index of the bracket closing the one at ``at`` (-1 if none)."""
    depth = 0
    for i in range(at, len(texts)):
        if kinds[i] != CODE:
            continue
        if texts[i] == opener:
            depth += 1
        elif texts[i] == closer:
            depth -= 1
            if depth == 0:
                return i
    return -1


def _definitions(texts: Sequence[str], kinds: Sequence[int]) -> list[_Definition]:
    """Every function defined outside any function body: ``type name(params) {body}``."""
    found: list[_Definition] = []
    i = 0
    count = len(texts)
    while i < count - 1:
        if kinds[i] == NAME and texts[i + 1] == "(" and kinds[i + 1] == CODE:
            before = texts[i - 1] if i > 0 else ""
            shut = _closing(texts, kinds, i + 1, "(", ")")
            if before not in _NOT_BEFORE_DEFINITION and shut > 0:
                brace = shut + 1
                while brace < count and texts[brace] not in _ENDS:
                    brace += 1  # a throws clause, const, an initialiser list
                if brace < count and texts[brace] == "{" and kinds[brace] == CODE:
                    close = _closing(texts, kinds, brace, "{", "}")
                    if close > 0:
                        start = i
                        while start > 0 and texts[start - 1] not in _ENDS:
                            start -= 1
                        found.append(_Definition(start, i, brace, close))
                        i = close + 1
                        continue
        i += 1
    return found


def _is_call(texts: Sequence[str], kinds: Sequence[int], i: int) -> bool:
    """Whether ``texts[i]`` is a plain call's name (``name(``, not ``x.name(`` or ``new name(``)."""
    return (
        kinds[i] == NAME
        and i + 1 < len(texts)
        and texts[i + 1] == "("
        and not (i > 0 and texts[i - 1] in (".", "->", "new"))
    )


def _calls(
    texts: Sequence[str], kinds: Sequence[int], bodies: Sequence[_Definition]
) -> Counter[str]:
    """How often each name is called in a function body (a C prototype is no call)."""
    found: Counter[str] = Counter()
    for body in bodies:
        for i in range(body.open + 1, body.close):
            if _is_call(texts, kinds, i):
                found[texts[i]] += 1
    return found


def _inline_once(tokens: Tokens) -> Tokens | None:
    """One pass: every helper called once put in place of its call (None when there is none)."""
    texts: list[str] = tokens.texts.tolist()
    kinds: list[int] = tokens.kinds.tolist()
    definitions = _definitions(texts, kinds)
    names = Counter(texts[d.name] for d in definitions)
    calls = _calls(texts, kinds, definitions)
    chosen: dict[int, _Definition] = {}  # the call's name index -> the helper
    for definition in definitions:
        name = texts[definition.name]
        if names[name] != 1 or calls[name] != 1 or name == "main":
            continue
        body = range(definition.open + 1, definition.close)
        if any(kinds[i] == NAME and texts[i] == name for i in body):
            continue  # recursive: its body holds its own name
        for other in definitions:
            for i in range(other.open + 1, other.close):
                if (
                    texts[i] == name
                    and _is_call(texts, kinds, i)
                    and _closing(texts, kinds, i + 1, "(", ")") > 0
                ):
                    chosen[i] = definition
    if not chosen:
        return None
    # A helper whose call lies inside another chosen helper waits for the
    # next pass, after the outer one has moved.
    spans = [(d.start, d.close) for d in chosen.values()]
    chosen = {
        call: d
        for call, d in chosen.items()
        if not any(a <= call <= b for a, b in spans if (a, b) != (d.start, d.close))
    }
    if not chosen:
        return None
    order: list[int] = []
    dropped = np.zeros(len(texts), dtype=np.bool_)
    for definition in chosen.values():
        dropped[definition.start : definition.close + 1] = True
    # The call's name and parentheses go; its arguments stay (a call in them
    # may be a helper too), followed by the helper's body.
    pending: dict[int, _Definition] = {}
    i = 0
    while i < len(texts):
        if i in chosen:
            pending[_closing(texts, kinds, i + 1, "(", ")")] = chosen[i]
            i += 2
            continue
        if i in pending:
            definition = pending.pop(i)
            order.extend(range(definition.open + 1, definition.close))
        elif not dropped[i]:
            order.append(i)
        i += 1
    index = np.array(order, dtype=np.int64)
    return Tokens(
        tokens.starts[index], tokens.ends[index], tokens.kinds[index], tokens.texts[index]
    )


def inline_helpers(tokens: Tokens) -> Tokens:
    """``tokens`` with every helper called once put back at its call (see the module)."""
    for _ in range(_PASSES):
        found = _inline_once(tokens)
        if found is None:
            break
        tokens = found
    return tokens
