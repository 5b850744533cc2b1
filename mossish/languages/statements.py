"""Statement-level normalisation (pure): dead statements dropped, independent ones in one order.

The token-sequence normalisation of JPlag v6 (Sağlam et al., "Automated
detection of AI-obfuscated plagiarism", and "Obfuscation-resilient software
plagiarism detection with JPlag"), as far as a Pygments token stream allows,
for the brace languages (C, C++, Java):

* a block's body is cut into statements; a simple statement ends at ``;``
  outside parentheses, anything with a ``{`` body (a loop, a branch, a
  method) is a compound one and stays where it is, a barrier;
* each simple statement reads and writes variables, known by name before
  ``erase_identifiers`` runs: a name just before an assignment operator, or
  next to ``++``/``--``, is written, every other name is read;
* a statement with a call, a ``return``/``break``/``continue``/``throw``, or a
  write through ``.`` or ``->`` may act on the world: it is *critical*;
* dead statements: a simple statement is kept when it is critical, or writes
  a variable that a kept statement or any compound statement reads (to a
  fixed point); the rest were inserted for nothing and are dropped;
* canonical order: within each run of simple statements, a statement must
  stay after every earlier one it shares a variable with (one writes what
  the other reads or writes) and critical statements keep their order; of
  the statements free to go next, the one whose normalised text sorts first
  goes, so two programs that differ only in the order of independent
  statements give one stream.

Each step is a ``Tokens -> Tokens`` filter placed before identifiers are
erased; the tokens keep their offsets, so a reordered fragment still points
at the code it came from.
"""

from __future__ import annotations

import heapq
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from mossish.languages.normalize import (
    CODE,
    NAME,
    NUMBER_KIND,
    STRING_KIND,
    TokenFilter,
    Tokens,
    drop_layout,
    merge_operators,
)

_ASSIGNMENTS = frozenset(
    {"=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", ">>>="}
)
_STEPS = frozenset({"++", "--"})
_EXITS = frozenset({"return", "break", "continue", "throw", "goto", "yield", "assert"})
_MEMBER = frozenset({".", "->", "::"})
# Names that are never variables of the program: writing or reading them says
# nothing about the data flow.
_NOT_VARIABLES = frozenset(
    {"System", "out", "in", "err", "std", "cout", "cin", "cerr", "endl", "Math"}
)
# Reading or writing one of these is input or output, however it is spelled
# (``cin >> n`` has no call in it).
_STREAMS = frozenset({"System", "cout", "cin", "cerr", "stdin", "stdout", "stderr"})


@dataclass(frozen=True, slots=True)
class Statement:
    """A span ``[start, stop)`` of a token table, with the variables it reads and writes."""

    start: int
    stop: int
    simple: bool
    reads: frozenset[str]
    writes: frozenset[str]
    critical: bool


def _simple(texts: Sequence[str], kinds: Sequence[int], start: int, stop: int) -> Statement:
    """The reads, writes and criticality of the simple statement ``[start, stop)``."""
    reads: set[str] = set()
    writes: set[str] = set()
    critical = False
    for i in range(start, stop):
        text, kind = texts[i], kinds[i]
        if kind == CODE and text in _EXITS:
            critical = True
        if kind == NAME and text in _STREAMS:
            critical = True
        if kind != NAME or text in _NOT_VARIABLES:
            continue
        after = texts[i + 1] if i + 1 < stop and kinds[i + 1] == CODE else ""
        before = texts[i - 1] if i > start and kinds[i - 1] == CODE else ""
        if after == "(":
            critical = True  # a call: it may print, read input or change anything
        elif after in _ASSIGNMENTS or (after == "[" and _assigned_element(texts, i + 1, stop)):
            if before in _MEMBER:
                critical = True  # a field of some object: the world outside the statement
            writes.add(text)
            if after != "=":
                reads.add(text)  # x += 1 and a[i] = v read x and a as well
        elif after in _STEPS or before in _STEPS:
            if before in _MEMBER:
                critical = True
            writes.add(text)
            reads.add(text)
        elif before not in _MEMBER:
            reads.add(text)
    if critical:
        # A call may change what it is given (``scanf("%d", &n)``, a list
        # passed to a method): it writes every name it mentions.
        writes |= reads
    return Statement(start, stop, True, frozenset(reads), frozenset(writes), critical)


def _assigned_element(texts: Sequence[str], at: int, stop: int) -> bool:
    """Whether the brackets opening at ``at`` close just before an assignment (``a[i] = v``)."""
    depth = 0
    for i in range(at, stop):
        if texts[i] == "[":
            depth += 1
        elif texts[i] == "]":
            depth -= 1
            if depth == 0:
                return i + 1 < stop and texts[i + 1] in _ASSIGNMENTS
    return False


def _names_in(texts: Sequence[str], kinds: Sequence[int], start: int, stop: int) -> set[str]:
    return {texts[i] for i in range(start, stop) if kinds[i] == NAME}


def _closing(texts: Sequence[str], kinds: Sequence[int], at: int, stop: int) -> int:
    """The index just past the ``}`` that closes the ``{`` at ``at`` (``stop`` if none)."""
    depth = 0
    for i in range(at, stop):
        if kinds[i] != CODE:
            continue
        if texts[i] == "{":
            depth += 1
        elif texts[i] == "}":
            depth -= 1
            if depth == 0:
                return i + 1
    return stop


def _statements(
    texts: Sequence[str], kinds: Sequence[int], start: int, stop: int
) -> list[Statement]:
    """The statements of the block body ``[start, stop)``, in order (compound ones whole).

    A compound statement runs to the ``}`` closing its first ``{``, and on
    through ``else``/``catch``/``finally``/``while`` that continue it.
    """
    found: list[Statement] = []
    i = start
    while i < stop:
        depth = 0
        j = i
        while j < stop:
            text = texts[j] if kinds[j] == CODE else ""
            if text in ("(", "["):
                depth += 1
            elif text in (")", "]"):
                depth -= 1
            elif text == ";" and depth <= 0:
                found.append(_simple(texts, kinds, i, j + 1))
                break
            elif text == "{" and depth <= 0:
                end = _closing(texts, kinds, j, stop)
                while end < stop and kinds[end] == CODE and texts[end] in _CONTINUED:
                    edge = _next_edge(texts, kinds, end, stop)
                    if edge == stop or texts[edge] == ";":
                        end = min(edge + 1, stop)
                        break
                    end = _closing(texts, kinds, edge, stop)
                names = frozenset(_names_in(texts, kinds, i, end))
                found.append(Statement(i, end, False, names, frozenset(), True))
                j = end - 1
                break
            elif text == "}" and depth <= 0:
                found.append(Statement(i, j + 1, False, frozenset(), frozenset(), True))
                break
            j += 1
        else:
            found.append(Statement(i, stop, False, frozenset(), frozenset(), True))
            j = stop - 1
        i = j + 1
    return found


_CONTINUED = frozenset({"else", "catch", "finally", "while"})


def _next_edge(texts: Sequence[str], kinds: Sequence[int], at: int, stop: int) -> int:
    """The first ``{`` or ``;`` of code from ``at`` (``stop`` if none)."""
    for i in range(at, stop):
        if kinds[i] == CODE and texts[i] in ("{", ";"):
            return i
    return stop


def _depends(first: Statement, then: Statement) -> bool:
    """Whether ``then`` must stay after ``first``."""
    return bool(
        (first.critical and then.critical)
        or first.writes & (then.reads | then.writes)
        or first.reads & then.writes
    )


def _canonical(run: list[Statement], keys: list[str]) -> list[int]:
    """An order of ``run`` that keeps every dependency, the smallest key first where free."""
    count = len(run)
    waiting = [0] * count
    after: list[list[int]] = [[] for _ in range(count)]
    for j in range(count):
        for i in range(j):
            if _depends(run[i], run[j]):
                after[i].append(j)
                waiting[j] += 1
    ready = [(keys[i], i) for i in range(count) if not waiting[i]]
    heapq.heapify(ready)
    order = []
    while ready:
        _, i = heapq.heappop(ready)
        order.append(i)
        for j in after[i]:
            waiting[j] -= 1
            if not waiting[j]:
                heapq.heappush(ready, (keys[j], j))
    return order


def _key(texts: Sequence[str], kinds: Sequence[int], statement: Statement) -> str:
    """A statement's text as the fingerprints see it: names and literals as their class."""
    shown = {NAME: "\x01N", STRING_KIND: "\x01S", NUMBER_KIND: "\x01#"}
    return " ".join(shown.get(kinds[i], texts[i]) for i in range(statement.start, statement.stop))


def _block_bodies(texts: Sequence[str], kinds: Sequence[int]) -> list[tuple[int, int]]:
    """Every ``{ ... }`` body ``[start, stop)`` of the table, outermost first."""
    bodies = []
    opened: list[int] = []
    for i, (text, kind) in enumerate(zip(texts, kinds, strict=True)):
        if kind != CODE:
            continue
        if text == "{":
            opened.append(i)
        elif text == "}" and opened:
            bodies.append((opened.pop() + 1, i))
    return sorted(bodies)


def normalize_statements(tokens: Tokens, drop_dead: bool = True, reorder: bool = True) -> Tokens:
    """``tokens`` with dead simple statements dropped and independent ones in canonical order.

    Works on the table after ``drop_layout`` and before ``erase_identifiers``
    (it needs the names and the braces).  A file whose braces do not match
    is returned as it is: its statements cannot be told apart.
    """
    # The lexers give ``+=`` and ``==`` a character at a time; joined here so
    # that ``a == b`` is not read as a write of ``a``.
    tokens = merge_operators(tokens)
    texts: list[str] = tokens.texts.tolist()
    kinds: list[int] = tokens.kinds.tolist()
    opened = sum(1 for t, k in zip(texts, kinds, strict=True) if k == CODE and t == "{")
    closed = sum(1 for t, k in zip(texts, kinds, strict=True) if k == CODE and t == "}")
    if not len(tokens) or opened != closed:
        return tokens
    # Only function bodies and the blocks inside them hold statements; a class
    # or namespace body holds declarations, which a statement-level view
    # would reorder or drop as if they ran.
    bodies = [(a, b) for a, b in _block_bodies(texts, kinds) if _opens_code(texts, kinds, a - 1)]
    runs: list[list[Statement]] = []
    for start, stop in bodies:
        run: list[Statement] = []
        for statement in _statements(texts, kinds, start, stop):
            if statement.simple:
                run.append(statement)
                continue
            if run:
                runs.append(run)
            run = []
        if run:
            runs.append(run)
    simple = [statement for run in runs for statement in run]
    keep = np.ones(len(tokens), dtype=np.bool_)
    if drop_dead:
        # Every name outside the simple statements (conditions, declarations,
        # anything not understood) counts as read by code that stays.
        inside = np.zeros(len(tokens), dtype=np.bool_)
        for statement in simple:
            inside[statement.start : statement.stop] = True
        needed = {
            t
            for i, (t, k) in enumerate(zip(texts, kinds, strict=True))
            if k == NAME and not inside[i]
        }
        live = {s.start for s in simple if s.critical or not s.writes}
        for statement in simple:
            if statement.start in live:
                needed |= statement.reads
        changed = True
        while changed:
            changed = False
            for statement in simple:
                if statement.start not in live and statement.writes & needed:
                    live.add(statement.start)
                    needed |= statement.reads
                    changed = True
        for statement in simple:
            if statement.start not in live:
                keep[statement.start : statement.stop] = False
    order = np.arange(len(tokens))
    if reorder:
        for run in runs:
            kept = [s for s in run if keep[s.start]]
            if len(kept) < 2:
                continue
            keys = [_key(texts, kinds, s) for s in kept]
            placed = [kept[i] for i in _canonical(kept, keys)]
            # The run's kept statements take the places of its kept statements
            # in their new order (dead ones between them drop out below).
            indices = np.concatenate([np.arange(s.start, s.stop) for s in placed])
            positions = np.concatenate([np.arange(s.start, s.stop) for s in kept])
            order[positions] = indices
    order = order[keep[order]]
    return Tokens(
        tokens.starts[order], tokens.ends[order], tokens.kinds[order], tokens.texts[order]
    )


def _opens_code(texts: Sequence[str], kinds: Sequence[int], brace: int) -> bool:
    """Whether the ``{`` at ``brace`` opens a body of statements, not of declarations or data.

    After ``)`` (a function, a loop, a branch), ``else``, ``do``, ``try``,
    ``finally``, ``->`` or another block's edge; or after a throws clause.
    A class, struct or namespace body follows a name; an initialiser, ``=``.
    """
    before = brace - 1
    if before < 0:
        return False
    if texts[before] in (")", "else", "do", "try", "finally", "{", "}", ";", "->", "const"):
        return True
    return kinds[before] == NAME and "throws" in texts[max(0, before - 6) : before]


def with_statements(
    filters: Sequence[TokenFilter], step: TokenFilter = normalize_statements
) -> tuple[TokenFilter, ...]:
    """A language's pass with ``step`` (``normalize_statements``) just after ``drop_layout``.

    There it sees the names (not yet erased) and the braces (not yet dropped),
    and no comment or blank splits an operator.
    """
    found: list[TokenFilter] = []
    for each in filters:
        found.append(each)
        if each is drop_layout:
            found.append(step)
    return tuple(found)
