"""Pygments' regex lexers, trying at each place only the rules that can start there.

Pygments' ``RegexLexer`` tries the rules of the current state one after the
other at each position until one matches: Python's root state has 54 rules
and Java's 30, and most of the lexing time goes into regex calls that fail
on the first character.  Here each rule's pattern is read once, with the
standard library's own regex parser, for the characters a match can begin
with; at a position holding ``c`` only the rules that can begin with ``c``
are tried, still in their order.  A rule whose pattern can match the empty
string, or that the reading does not follow (a back-reference, say), is
tried everywhere.

Skipping a rule that cannot match at a position leaves the same rule to
match first, with the same match: the tokens are Pygments' own, offset for
offset and type for type (``tests/languages/test_fastlex.py`` holds them
equal for every lexer Pygments ships that uses its regex loop), in a
fraction of the time (docs/benchmarks.md).

Lexers that pass over the regex loop's tokens (C and C++ re-tag type names)
run that pass over this loop's tokens; lexers with a loop of their own
(``ExtendedRegexLexer``, delegating lexers) are used as they are.
"""

from __future__ import annotations

import functools
import importlib
import re
import types
from collections.abc import Iterator, Sequence
from typing import Any

from pygments.lexer import ExtendedRegexLexer, Lexer, RegexLexer
from pygments.token import Error, Whitespace, _TokenType


def _regex_internals() -> tuple[Any, Any] | None:
    """The standard library's regex parser and its opcodes (named as in each Python)."""
    for parser, constants in (("re._parser", "re._constants"), ("sre_parse", "sre_constants")):
        try:
            return importlib.import_module(parser), importlib.import_module(constants)
        except ImportError:
            continue
    return None  # a Python without them: every rule is tried everywhere, as Pygments does


_INTERNALS = _regex_internals()

Rule = tuple[Any, Any, Any]  # (compiled pattern's match, action, new state), as Pygments keeps them
Starts = tuple[re.Pattern[str], ...]  # one-character patterns; a match begins with one of them

# The flags that decide which single character a pattern accepts.
_CHAR_FLAGS = re.IGNORECASE | re.DOTALL | re.ASCII


_SUBCLASSES: dict[type[Lexer], type[Lexer]] = {}


def faster(cls: type[Lexer]) -> type[Lexer]:
    """``cls`` driven by this module's loop, when it lexes with Pygments' regex loop.

    Also when it only passes over that loop's tokens, calling
    ``RegexLexer.get_tokens_unprocessed`` by name (C and C++ re-tag type
    names that way): that pass runs as written, over this loop's tokens.
    """
    if _INTERNALS is None or not issubclass(cls, RegexLexer):
        return cls
    if issubclass(cls, ExtendedRegexLexer):
        return cls  # a loop of its own
    made = _SUBCLASSES.get(cls)
    if made is None:
        own = cls.get_tokens_unprocessed
        if own is RegexLexer.get_tokens_unprocessed:
            loop = _tokens
        elif _calls_regex_loop(own):
            loop = _over_fast_loop(own)
        else:
            return cls  # a loop of its own
        namespace = {"get_tokens_unprocessed": loop, "__module__": __name__, "__doc__": cls.__doc__}
        made = _SUBCLASSES[cls] = type(cls.__name__, (cls,), namespace)
    return made


def _calls_regex_loop(function: Any) -> bool:
    code = getattr(function, "__code__", None)
    return code is not None and "RegexLexer" in code.co_names and "super" not in code.co_names


def _over_fast_loop(function: Any) -> Any:
    """``function`` with the name ``RegexLexer`` meaning a class whose loop is this module's."""
    names = {**function.__globals__, "RegexLexer": _FastRegexLexer}
    made = types.FunctionType(
        function.__code__, names, function.__name__, function.__defaults__, function.__closure__
    )
    made.__kwdefaults__ = function.__kwdefaults__
    made.__qualname__ = function.__qualname__
    return made


def _tokens(
    self: RegexLexer, text: str, stack: Sequence[str] = ("root",)
) -> Iterator[tuple[int, Any, str]]:
    """Pygments' tokens of ``text``: (offset, token type, text), as its own loop yields them.

    The same rules in the same order, so the same one matches first: a
    match yields its action's tokens, moves past the match and changes
    state; where no rule matches, a newline resets the state to the root
    and any other character is an error token.
    """
    states = _states(self._tokens)
    stack = list(stack)
    here = states[stack[-1]]
    pos = 0
    while True:
        try:
            char = text[pos]
        except IndexError:
            char = ""  # the end: only rules that can match nothing are tried
        for match, action, new_state in here[char]:
            found = match(text, pos)
            if found is None:
                continue
            if action is not None:
                if type(action) is _TokenType:
                    yield pos, action, found.group()
                else:
                    yield from action(self, found)
            pos = found.end()
            if new_state is not None:
                _enter(stack, new_state)
                here = states[stack[-1]]
            break
        else:
            if not char:
                return
            if char == "\n":
                stack = ["root"]
                here = states["root"]
                yield pos, Whitespace, "\n"
            else:
                yield pos, Error, char
            pos += 1


class _FastRegexLexer(RegexLexer):  # type: ignore[misc]
    """What ``RegexLexer`` names inside a pass over the regex loop (see ``faster``)."""

    get_tokens_unprocessed = _tokens


def _enter(stack: list[str], new_state: Any) -> None:
    """Change ``stack`` as a rule's processed new state says (Pygments' meanings)."""
    if type(new_state) is int:  # pop that many states, never the last one
        del stack[max(len(stack) + new_state, 1) :]
    elif new_state == "#push":
        stack.append(stack[-1])
    else:
        for state in new_state:
            if state == "#pop":
                if len(stack) > 1:
                    stack.pop()
            elif state == "#push":
                stack.append(stack[-1])
            else:
                stack.append(state)


class _Candidates(dict[str, tuple[Rule, ...]]):
    """One state's rules that can match at a character (worked out per character met)."""

    def __init__(self, rules: Sequence[Rule]) -> None:
        super().__init__()
        self.rules = tuple(rules)
        self.starts = tuple(_rule_starts(rule) for rule in self.rules)

    def __missing__(self, char: str) -> tuple[Rule, ...]:
        chosen = tuple(
            rule
            for rule, starts in zip(self.rules, self.starts, strict=True)
            if starts is None or any(start.match(char) for start in starts)
        )
        self[char] = chosen
        return chosen


class _States(dict[str, _Candidates]):
    """A lexer class's states, each read when the lexer first enters it."""

    def __init__(self, tokendefs: dict[str, Sequence[Rule]]) -> None:
        super().__init__()
        self.tokendefs = tokendefs

    def __missing__(self, state: str) -> _Candidates:
        candidates = self[state] = _Candidates(self.tokendefs[state])
        return candidates


_STATES: dict[int, _States] = {}


def _states(tokendefs: dict[str, Sequence[Rule]]) -> _States:
    """The states of a lexer's processed rules (shared by every lexer with the same rules).

    Keyed by the rules' identity: Pygments processes them once per class,
    or once per option value for the few lexers whose rules depend on one.
    Each ``_States`` holds its rules, so no other object takes their id.
    """
    states = _STATES.get(id(tokendefs))
    if states is None:
        states = _STATES[id(tokendefs)] = _States(tokendefs)
    return states


def _rule_starts(rule: Rule) -> Starts | None:
    pattern = getattr(rule[0], "__self__", None)
    if not isinstance(pattern, re.Pattern) or not isinstance(pattern.pattern, str):
        return None
    return first_chars(pattern.pattern, pattern.flags)


@functools.lru_cache(maxsize=4096)
def first_chars(pattern: str, flags: int = 0) -> Starts | None:
    """Patterns of the characters a match of ``pattern`` can begin with.

    None when that is any character: the pattern can match the empty
    string, or uses what this reading does not follow.  Lookarounds and
    anchors are passed over (they only narrow where a match begins), so
    the answer may be wider than the truth, never narrower.
    """
    if _INTERNALS is None:
        return None
    parser, _ = _INTERNALS
    try:
        tree = parser.parse(pattern, flags)
        starts, empty = _first(tree.data, tree.state.flags)
    except (re.error, RecursionError, TypeError, ValueError, AttributeError):
        return None
    return None if starts is None or empty else tuple(starts)


def _first(
    items: Sequence[tuple[Any, Any]], flags: int
) -> tuple[list[re.Pattern[str]] | None, bool]:
    """(patterns of the first character, whether ``items`` can match nothing); None: any."""
    assert _INTERNALS is not None
    op = _INTERNALS[1]
    found: list[re.Pattern[str]] = []
    for code, arg in items:
        if code in (op.LITERAL, op.NOT_LITERAL, op.IN, op.ANY):
            char = _char_pattern(code, arg, flags)
            return (None, True) if char is None else ([*found, char], False)
        if code is op.SUBPATTERN:  # (group, flags added, flags removed, items)
            starts, empty = _first(arg[3].data, (flags | arg[1]) & ~arg[2])
        elif code is op.BRANCH:
            starts, empty = [], False
            for branch in arg[1]:
                some, can_be_empty = _first(branch.data, flags)
                if some is None:
                    return None, True
                starts.extend(some)
                empty = empty or can_be_empty
        elif code in (op.MAX_REPEAT, op.MIN_REPEAT, getattr(op, "POSSESSIVE_REPEAT", None)):
            starts, empty = _first(arg[2].data, flags)
            empty = empty or arg[0] == 0
        elif code is getattr(op, "ATOMIC_GROUP", None):
            starts, empty = _first(arg.data, flags)
        elif code in (op.AT, op.ASSERT, op.ASSERT_NOT):
            continue  # takes no character
        else:
            return None, True  # back-references, conditionals: anything may follow
        if starts is None:
            return None, True
        found.extend(starts)
        if not empty:
            return found, False
    return found, True


def _char_pattern(code: Any, arg: Any, flags: int) -> re.Pattern[str] | None:
    """A one-character pattern accepting what ``(code, arg)`` accepts under ``flags``."""
    assert _INTERNALS is not None
    op = _INTERNALS[1]
    if code is op.ANY:
        body = "."
    elif code is op.LITERAL:
        body = f"[{_escape(arg)}]"
    elif code is op.NOT_LITERAL:
        body = f"[^{_escape(arg)}]"
    else:
        parts = []
        for item, value in arg:
            if item is op.NEGATE:
                parts.append("^")
            elif item is op.LITERAL:
                parts.append(_escape(value))
            elif item is op.RANGE:
                parts.append(f"{_escape(value[0])}-{_escape(value[1])}")
            elif item is op.CATEGORY and value in _CATEGORIES:
                parts.append(_CATEGORIES[value])
            else:
                return None
        body = f"[{''.join(parts)}]"
    return re.compile(body, flags & _CHAR_FLAGS)


def _escape(code_point: int) -> str:
    return f"\\U{code_point:08x}"


def _categories() -> dict[Any, str]:
    if _INTERNALS is None:
        return {}
    op = _INTERNALS[1]
    return {
        op.CATEGORY_DIGIT: r"\d",
        op.CATEGORY_NOT_DIGIT: r"\D",
        op.CATEGORY_SPACE: r"\s",
        op.CATEGORY_NOT_SPACE: r"\S",
        op.CATEGORY_WORD: r"\w",
        op.CATEGORY_NOT_WORD: r"\W",
    }


_CATEGORIES = _categories()
