"""Definitions nothing uses, dropped (pure): the template a contestant carries.

Contestants paste the same file head into every solution: fast input
readers, ``gcd``, modular powers, debugging printers, most of which a given
solution never calls.  Between two contestants that code is unshared and
counts against a copy of the solution itself; between one contestant's
solutions it is shared and counts for nothing the task asked.  For the
brace languages (C, C++, Java), in a file that defines ``main`` (so the
file is a whole program's entry, not a library another file calls into), a
function or method whose name appears nowhere outside its own definition is
dropped, and again until none is left (a helper only an unused helper calls
goes too).  Names the language or a library calls without the program
naming them (``toString``, ``compareTo``, ``run``, any ``@Override``) stay.

Names are matched as written, whatever the receiver (``in.nextInt()``
counts for every ``nextInt``), so the pass errs towards keeping code.  A
``Tokens -> Tokens`` filter placed before identifiers are erased; the kept
tokens keep their offsets.
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
# Called by the language, the runtime or a library, never by name in the program.
IMPLICIT = frozenset(
    {"main", "toString", "equals", "hashCode", "compareTo", "compare", "run", "call", "close",
     "iterator", "hasNext", "next", "remove", "get", "apply", "accept", "test", "clone",
     "finalize", "uncaughtException", "read", "write", "flush"}
)  # fmt: skip
# Passes: an unused helper's own helpers are found unused in the next one.
_PASSES = 4


@dataclass(frozen=True, slots=True)
class Definition:
    """A function definition: its whole span ``[start, close]``, its name's index and
    how many braces enclose it (0: a free function; 1: a top-level class's member)."""

    start: int
    name: int
    close: int
    depth: int


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


def definitions(texts: Sequence[str], kinds: Sequence[int]) -> list[Definition]:
    """Every function or method defined outside a function body: ``name(params) {body}``
    with what precedes it back to the last ``;``, ``{`` or ``}`` (type, modifiers,
    annotations)."""
    found: list[Definition] = []
    i = 0
    depth = 0
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
                        found.append(Definition(start, i, close, depth))
                        i = close + 1
                        continue
        if kinds[i] == CODE:
            depth += (texts[i] == "{") - (texts[i] == "}")
        i += 1
    return found


def _droppable(texts: Sequence[str], definition: Definition, java: bool) -> bool:
    """Whether a definition may be template code: in C and C++ a free function (a class's
    members are the class's work); in Java a static method, or any method of a nested
    class (a fast reader), not an instance method of the program's own class (a stack
    whose ``main`` only tries some of its operations)."""
    if java:
        return definition.depth >= 2 or (
            definition.depth == 1 and "static" in texts[definition.start : definition.name]
        )
    return definition.depth == 0


def _unused_once(tokens: Tokens, java: bool) -> Tokens | None:
    """One pass: every unused definition dropped (None when there is none)."""
    texts: list[str] = tokens.texts.tolist()
    kinds: list[int] = tokens.kinds.tolist()
    found = definitions(texts, kinds)
    if not any(texts[d.name] == "main" for d in found):
        return None  # not a program's entry: other files may call what it defines
    uses = Counter(t for t, k in zip(texts, kinds, strict=True) if k == NAME)
    dropped = np.zeros(len(texts), dtype=np.bool_)
    for d in found:
        name = texts[d.name]
        if name in IMPLICIT or "Override" in texts[d.start : d.name]:
            continue
        if not _droppable(texts, d, java):
            continue
        own = sum(1 for i in range(d.start, d.close + 1) if kinds[i] == NAME and texts[i] == name)
        if uses[name] == own:
            dropped[d.start : d.close + 1] = True
    if not dropped.any():
        return None
    return tokens.where(~dropped)


def drop_unused(tokens: Tokens, java: bool = False) -> Tokens:
    """``tokens`` without the functions nothing in the file uses (see the module)."""
    if not (tokens.texts == "main").any():
        return tokens
    for _ in range(_PASSES):
        found = _unused_once(tokens, java)
        if found is None:
            break
        tokens = found
    return tokens


def drop_unused_java(tokens: Tokens) -> Tokens:
    """``drop_unused`` for Java."""
    return drop_unused(tokens, java=True)
