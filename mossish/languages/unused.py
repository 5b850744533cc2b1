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
from dataclasses import dataclass
from itertools import repeat

import numpy as np
import numpy.typing as npt

from mossish.languages.tokens import CODE, NAME, Texts, Tokens
from mossish.model import U8, Bool

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


# Each token's part in a definition's shape, by its text (0: none).
_OPEN, _SHUT, _BRACE, _UNBRACE, _SEMICOLON = 1, 2, 3, 4, 5
_SYMBOLS = {"(": _OPEN, ")": _SHUT, "{": _BRACE, "}": _UNBRACE, ";": _SEMICOLON}


def _pairs(opens: Bool, shuts: Bool, match: npt.NDArray[np.int64]) -> None:
    """Into ``match``, each opening bracket's closing one (-1 where none closes it)."""
    step = opens.astype(np.int64) - shuts
    depth = np.cumsum(step)  # after each token
    at = np.flatnonzero(opens | shuts)
    if depth[-1] == 0 and depth.min() >= 0:
        # Balanced: at each depth, openers and closers alternate in order.
        level = depth[at] + shuts[at]
        order = at[np.lexsort((at, level))]
        match[order[0::2]] = order[1::2]
        return
    stack: list[int] = []
    for i in at.tolist():
        if opens[i]:
            stack.append(i)
        elif stack:
            match[stack.pop()] = i


def _matching(symbols: npt.NDArray[np.int8], code: Bool) -> npt.NDArray[np.int64]:
    """Each code bracket's index -> the index of the bracket that closes it (else -1)."""
    match = np.full(symbols.shape[0], -1, dtype=np.int64)
    _pairs(code & (symbols == _OPEN), code & (symbols == _SHUT), match)
    _pairs(code & (symbols == _BRACE), code & (symbols == _UNBRACE), match)
    return match


def definitions(texts: Texts, kinds: U8) -> list[Definition]:
    """Every function or method defined outside a function body: ``name(params) {body}``
    with what precedes it back to the last ``;``, ``{`` or ``}`` (type, modifiers,
    annotations)."""
    count = len(texts)
    if count < 2:
        return []
    code = kinds == CODE
    get = _SYMBOLS.get
    symbols = np.fromiter(map(get, texts.tolist(), repeat(0)), dtype=np.int8, count=count)
    match = _matching(symbols, code)
    ends = np.flatnonzero(symbols >= _BRACE)  # every { } and ;
    # Braces open before each token (function bodies are balanced, so this is
    # the depth of the classes or namespaces around a definition).
    opened = np.cumsum(code & (symbols == _BRACE)) - np.cumsum(code & (symbols == _UNBRACE))
    named = np.flatnonzero((kinds[:-1] == NAME) & (symbols[1:] == _OPEN) & code[1:])
    found: list[Definition] = []
    after = -1  # the end of the last definition: none starts inside it
    for i in named.tolist():
        if i <= after or (i > 0 and texts[i - 1] in _NOT_BEFORE_DEFINITION):
            continue
        shut = int(match[i + 1])
        if shut < 0:
            continue
        at = int(np.searchsorted(ends, shut + 1))  # a throws clause, const, an initialiser
        if at == len(ends) or symbols[ends[at]] != _BRACE or not code[ends[at]]:
            continue
        close = int(match[ends[at]])
        if close < 0:
            continue
        before = int(np.searchsorted(ends, i)) - 1
        start = int(ends[before]) + 1 if before >= 0 else 0
        depth = int(opened[start - 1]) if start > 0 else 0
        found.append(Definition(start, i, close, depth))
        after = close
    return found


def _droppable(texts: Texts, definition: Definition, java: bool) -> bool:
    """Whether a definition may be template code: in C and C++ a free function (a class's
    members are the class's work); in Java a static method, or any method of a nested
    class (a fast reader), not an instance method of the program's own class (a stack
    whose ``main`` only tries some of its operations)."""
    if java:
        return definition.depth >= 2 or (
            definition.depth == 1 and "static" in texts[definition.start : definition.name].tolist()
        )
    return definition.depth == 0


def drop_unused(tokens: Tokens, java: bool = False) -> Tokens:
    """``tokens`` without the functions nothing in the file uses (see the module)."""
    texts, kinds = tokens.texts, tokens.kinds
    names = kinds == NAME
    uses = Counter(texts[names].tolist())
    if "main" not in uses:
        return tokens
    found = definitions(texts, kinds)
    if not any(texts[d.name] == "main" for d in found):
        return tokens  # not a program's entry: other files may call what it defines
    # Each candidate with its name and how often that name occurs inside it (its
    # recursive calls): definitions do not overlap, so this never changes.
    candidates = [
        (d, name, int(np.count_nonzero(names[span] & (texts[span] == name))))
        for d in found
        if (name := texts[d.name]) not in IMPLICIT
        and "Override" not in texts[d.start : d.name].tolist()
        and _droppable(texts, d, java)
        for span in (slice(d.start, d.close + 1),)
    ]
    dropped = np.zeros(len(texts), dtype=np.bool_)
    for _ in range(_PASSES):
        # A definition is unused when every use of its name lies inside it.
        gone = [(d, name) for d, name, own in candidates if uses[name] == own]
        if not gone:
            break
        for d, _name in gone:
            span = slice(d.start, d.close + 1)
            dropped[span] = True
            uses.subtract(texts[span][names[span]].tolist())  # its calls go with it
        candidates = [c for c in candidates if not dropped[c[0].name]]
    return tokens.where(~dropped) if dropped.any() else tokens


def drop_unused_java(tokens: Tokens) -> Tokens:
    """``drop_unused`` for Java."""
    return drop_unused(tokens, java=True)
