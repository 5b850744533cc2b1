#!/usr/bin/env python3
"""Seeded, scripted disguises of Python source, for plagiarism benchmarks.

Stage: benchmark tooling (``bench/``); not part of the mossish pipeline.

Every transform is a function ``(source: str, rng: random.Random) -> str``.
All randomness comes from the generator it is given, so the same source, seed
and transform list always give byte-identical output.  A transform that cannot
apply (nothing to do, an unusual construct, one of its own consistency checks
failing) returns its input unchanged, and every result is checked to parse.

Transforms, by the names :func:`disguise` and the command line use:

``comments``  reword, drop or add comments; reword, replace, drop or turn
              docstrings into comments.
``layout``    change blank lines, spacing around operators and commas, and the
              indentation width (the program's AST is unchanged).
``rename``    consistently rename variables, parameters, functions, classes,
              methods and instance attributes; never builtins, imported names
              or attributes of imported modules.
``reorder``   shuffle top-level functions/classes and the methods of classes,
              keeping definition-time dependencies (decorators, bases, ...).
``deadcode``  insert unused variables, unused helper functions and
              ``if False:`` blocks.
``swap``      swap adjacent independent simple assignments.

Command line::

    python bench/disguise.py SRC --seed 3 --transforms rename,reorder > OUT

Importing this module has no side effects.  It is longer than the ~400 lines
the style guide suggests because it is meant to stay one self-contained,
standard-library-only script that corpus generators can import or copy.
"""

from __future__ import annotations

import argparse
import ast
import builtins
import functools
import io
import keyword
import random
import re
import sys
import tokenize
from collections.abc import Callable, Iterator, Mapping, Sequence
from types import MappingProxyType

__all__ = [
    "DEFAULT_TRANSFORMS",
    "TRANSFORMS",
    "Transform",
    "disguise",
    "insert_dead_code",
    "main",
    "rename_identifiers",
    "reorder_definitions",
    "rewrite_comments",
    "rewrite_layout",
    "swap_statements",
]

Transform = Callable[[str, random.Random], str]
"""A disguise: source text and a seeded generator in, source text out."""

_BUILTIN_NAMES: frozenset[str] = frozenset(dir(builtins))
_KEYWORDS: frozenset[str] = frozenset(keyword.kwlist) | frozenset(keyword.softkwlist)
# Attribute names of common built-in types: renaming a method or attribute that
# shares one of these names would also rename e.g. ``list.append`` calls.
_BUILTIN_TYPE_ATTRS: frozenset[str] = frozenset(
    attr
    for typ in (
        str,
        bytes,
        bytearray,
        list,
        dict,
        set,
        frozenset,
        tuple,
        int,
        float,
        complex,
        bool,
        object,
        type,
        range,
        slice,
        memoryview,
        BaseException,
        io.TextIOWrapper,
        io.StringIO,
        io.BytesIO,
    )
    for attr in dir(typ)
)
_FUNC_TYPES = (ast.FunctionDef, ast.AsyncFunctionDef)
# ast.TryStar (except*) only exists from Python 3.11; the project supports 3.10.
_TRY_TYPES: tuple[type[ast.stmt], ...] = tuple(
    t for t in (ast.Try, getattr(ast, "TryStar", None)) if isinstance(t, type)
)
_DEF_TYPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)


# --------------------------------------------------------------------------
# shared helpers
# --------------------------------------------------------------------------


def _parse(source: str) -> ast.Module | None:
    """Parse ``source``; None if it is not valid Python."""
    try:
        return ast.parse(source)
    except (SyntaxError, ValueError):
        return None


def _same_ast(a: str, b: str) -> bool:
    """True when both sources parse to the same AST (positions ignored)."""
    ta, tb = _parse(a), _parse(b)
    return ta is not None and tb is not None and ast.dump(ta) == ast.dump(tb)


def _guarded(func: Transform) -> Transform:
    """Make a transform total: on any failure or unparsable result, no change."""

    @functools.wraps(func)
    def wrapper(source: str, rng: random.Random) -> str:
        if _parse(source) is None:
            return source
        try:
            result = func(source, rng)
        except Exception:
            return source
        if _parse(result) is None:
            return source
        return result

    return wrapper


def _lines(source: str) -> list[str]:
    """Split into lines that keep their ends; the last line always ends."""
    lines = source.splitlines(keepends=True)
    if lines and not lines[-1].endswith("\n"):
        lines[-1] += "\n"
    return lines


def _char_col(line: str, byte_col: int) -> int:
    """Convert an AST (UTF-8 byte) column to a str index into ``line``."""
    return len(line.encode("utf-8")[:byte_col].decode("utf-8", errors="replace"))


def _stmt_first_line(node: ast.stmt) -> int:
    """First line of a statement, counting decorators."""
    decorators: list[ast.expr] = getattr(node, "decorator_list", [])
    return min([node.lineno] + [d.lineno for d in decorators])


def _owns_lines(lines: list[str], node: ast.stmt) -> bool:
    """True if nothing but whitespace/comments shares the statement's lines."""
    first = _stmt_first_line(node)
    decorators: list[ast.expr] = getattr(node, "decorator_list", [])
    start_col = node.col_offset
    if decorators and first < node.lineno:
        start_col = min(d.col_offset for d in decorators if d.lineno == first) - 1
    head = lines[first - 1]
    start = _char_col(head, max(start_col, 0))
    if head[:start].strip() or head[start:].startswith("elif"):
        return False  # shares its line, or is the `if` hidden in an `elif`
    end_lineno = node.end_lineno or node.lineno
    end_col = node.end_col_offset or 0
    tail = lines[end_lineno - 1]
    rest = tail[_char_col(tail, end_col) :].strip()
    return rest == "" or rest.startswith("#")


def _indent_of(line: str) -> str:
    return line[: len(line) - len(line.lstrip(" \t"))]


def _indent_unit(lines: list[str]) -> str:
    """Most common indentation step of the file (defaults to four spaces)."""
    steps: dict[str, int] = {}
    previous = ""
    for line in lines:
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        indent = _indent_of(line)
        if len(indent) > len(previous) and indent.startswith(previous):
            step = indent[len(previous) :]
            steps[step] = steps.get(step, 0) + 1
        previous = indent
    if not steps:
        return "    "
    return max(sorted(steps), key=lambda s: steps[s])


def _string_rows(source: str) -> set[int]:
    """1-based rows lying inside a multi-line string (after its first row)."""
    rows: set[int] = set()
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type == tokenize.STRING and tok.end[0] > tok.start[0]:
            rows.update(range(tok.start[0] + 1, tok.end[0] + 1))
    return rows


def _words(identifier: str) -> list[str]:
    """Split ``snake_case``/``camelCase``/``CapWords`` into lower-case words."""
    parts = re.findall(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+", identifier)
    return [p.lower() for p in parts] or [identifier.lower()]


def _statement_lists(node: ast.AST) -> Iterator[tuple[ast.AST, list[ast.stmt]]]:
    """Every (owner, statement list) in the tree, outermost first."""
    for child in ast.walk(node):
        for field in ("body", "orelse", "finalbody"):
            value = getattr(child, field, None)
            if isinstance(value, list) and value and isinstance(value[0], ast.stmt):
                yield child, value
        if isinstance(child, _TRY_TYPES):
            handlers: list[ast.ExceptHandler] = getattr(child, "handlers", [])
            for handler in handlers:
                yield handler, handler.body
        if isinstance(child, ast.Match):
            for case in child.cases:
                yield case, case.body


def _has_docstring(body: list[ast.stmt]) -> bool:
    first = body[0] if body else None
    return (
        isinstance(first, ast.Expr)
        and isinstance(first.value, ast.Constant)
        and isinstance(first.value.value, str)
    )


def _all_identifiers(tree: ast.AST) -> set[str]:
    """Every identifier spelled anywhere in the tree (for collision checks)."""
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            names.add(node.id)
        elif isinstance(node, ast.Attribute):
            names.add(node.attr)
        elif isinstance(node, ast.arg):
            names.add(node.arg)
        elif isinstance(node, _DEF_TYPES):
            names.add(node.name)
        elif isinstance(node, ast.alias):
            names.add((node.asname or node.name).split(".")[0])
            names.add(node.name.split(".")[0])
        elif isinstance(node, ast.keyword) and node.arg:
            names.add(node.arg)
        elif isinstance(node, ast.ExceptHandler) and node.name:
            names.add(node.name)
        elif isinstance(node, ast.Global | ast.Nonlocal):
            names.update(node.names)
    return names


# Small thesaurus used for comments, docstrings and new identifiers.  Each
# entry is what a student might write instead; order does not matter.
def _wordlist(text: str) -> tuple[str, ...]:
    """Whitespace-separated words (keeps long word lists compact in source)."""
    return tuple(text.split())


def _word_table(text: str) -> dict[str, tuple[str, ...]]:
    """Parse ``word: alternative alternative | word: ...`` (lines or ``|``)."""
    table: dict[str, tuple[str, ...]] = {}
    for entry in text.replace("\n", "|").split("|"):
        word, _, alternatives = entry.partition(":")
        if word.strip():
            table[word.strip()] = tuple(alternatives.split())
    return table


_SYNONYMS: Mapping[str, tuple[str, ...]] = MappingProxyType(
    _word_table("""
total: sum overall acc running | sum: total acc tot | count: tally num amount
counter: tally cnt counts | counts: tallies freqs occurrences | num: number value figure
number: num value figure | value: val item amount | values: vals numbers entries
val: value elem v | result: res output answer out | res: result ans
index: idx pos position | idx: index pos ptr | i: idx k pos ii | j: jj col m | k: kk q step
n: size length count | x: xv a elem | y: yv b | word: term token w
words: terms tokens wordlist | text: content txt data string | line: row ln entry
lines: rows entries all_lines | file: fh handle infile | filename: path fname file_path
path: filename location fname | name: label title nm | names: labels titles
list: sequence array | lst: arr seq items | items: elements entries things
item: element entry thing obj | data: info records payload | matrix: mat grid table
row: line r rw | col: column c cl | rows: nrows height lines | cols: ncols width columns
board: grid field table | player: who mark symbol | balance: funds money amount
amount: sum qty value | account: acct wallet | get: fetch obtain read
calc: compute work_out | calculate: compute determine | compute: calculate calc
print: show display output | show: print display | display: show print
check: verify test validate | make: build create | create: make build
build: make construct | find: search locate lookup | search: find lookup seek
read: load parse | load: read fetch | write: save store dump | save: write store
add: insert put plus | remove: delete drop take | delete: remove drop
update: refresh change modify | main: run start program | start: begin first
end: stop last | low: lo left bottom | high: hi right top | mid: middle center half
left: lo lhs | right: hi rhs | key: k label | freq: frequency occurrences
frequency: freq counts | char: ch letter symbol | ch: char c letter | encode: compress pack
decode: decompress unpack expand | encoded: compressed packed | decoded: expanded unpacked
date: day dt | day: d dd | month: mon mm | year: yr yyyy | days: num_days day_count
price: cost unit_price | qty: quantity amount | quantity: qty stock amount
stock: quantity supply | inventory: stock store catalog | temp: tmp aux holder
tmp: temp t aux | new: fresh updated | old: prev previous | max: maximum biggest largest
min: minimum smallest | first: initial head | last: final tail | size: length dim
length: size len | target: goal wanted needle | arr: array lst values | array: arr values
sort: order arrange | swap: exchange flip | found: located hit | message: msg text
msg: message note | error: err problem | choice: option selection opt | option: choice opt
user: person usr | output: out result | winner: champion victor | move: turn step
moves: turns steps | history: log records | transactions: operations entries
rate: ratio pct | deposit: credit pay_in | withdraw: debit take_out | owner: holder client
string: text s | s: text string st | report: summary overview | top: best most
clean: tidy normalize | loop: iterate go | go: loop walk | each: every all | every: each all
all: every each | return: give send | returns: gives sends | function: method routine helper
program: script code | dictionary: dict map mapping | dict: dictionary mapping
input: entry input_value | big: large huge | small: little tiny | simple: basic easy
current: cur present | previous: prev last | next: following upcoming | element: item entry
elements: items entries | position: pos index
""")
)

_ABBREVIATIONS: Mapping[str, str] = MappingProxyType(
    {
        word: short
        for word, _, short in (
            pair.partition("=")
            for pair in _wordlist("""
number=num count=cnt index=idx value=val result=res temporary=tmp temp=tmp
matrix=mat string=s length=ln total=tot position=pos character=ch char=ch
message=msg frequency=freq quantity=qty dictionary=d list=lst current=cur
previous=prev maximum=mx minimum=mn element=el word=w words=ws column=col row=r
calculate=calc average=avg balance=bal account=acc amount=amt counter=ctr
counts=cnts text=txt line=ln lines=lns file=f filename=fn name=nm items=its item=it
board=brd player=plr month=mo year=yr day=dy days=dys price=pr stock=stk
inventory=inv encode=enc decode=dec encoded=enc decoded=dec target=tgt array=arr
search=srch binary=bin history=hist transaction=txn deposit=dep withdraw=wd
interest=intr print=prt display=disp check=chk winner=win result_list=rl size=sz
first=fst last=lst middle=mid left=l right=r low=lo high=hi key=k data=d report=rpt
update=upd
""")
        )
    }
)


def _reword(text: str, rng: random.Random, probability: float) -> str:
    """Replace words of ``text`` by thesaurus entries with some probability."""

    def repl(match: re.Match[str]) -> str:
        word = match.group(0)
        if len(word) < 3 or word.isupper():
            return word  # single letters and acronyms are usually code names
        options = _SYNONYMS.get(word.lower())
        if not options or rng.random() >= probability:
            return word
        choice = rng.choice(options).replace("_", " ")
        if len(choice) <= 1:
            return word
        if word[:1].isupper():
            choice = choice[:1].upper() + choice[1:]
        return choice

    return re.sub(r"[A-Za-z]+", repl, text)


# --------------------------------------------------------------------------
# comments and docstrings
# --------------------------------------------------------------------------

_STMT_PHRASES: Mapping[str, tuple[str, ...]] = MappingProxyType(
    {
        "For": (
            "go through each {t}",
            "loop over the {t}",
            "iterate over {t}",
            "process every {t}",
        ),
        "While": ("keep going until done", "repeat while {t}", "main loop"),
        "If": ("check {t}", "handle this case", "special case when {t}", "only if {t}"),
        "Return": ("give back the result", "return {t}", "send back {t}", "done"),
        "Assign": ("set up {t}", "store {t}", "work out {t}", "initialise {t}"),
        "AugAssign": ("update {t}", "accumulate into {t}", "add to {t}"),
        "FunctionDef": ("{t}", "function to {t}", "helper: {t}", "this does {t}"),
        "ClassDef": ("class for {t}", "{t} class", "the {t} object"),
        "Try": ("might fail here", "be careful with bad input", "error handling"),
        "Expr": ("do the work", "call {t}", "run {t}"),
    }
)

_GENERIC_COMMENTS: tuple[str, ...] = (
    "next step",
    "now do the work",
    "the main part",
    "important",
    "see below",
    "not sure if needed",
    "works now",
    "this part is tricky",
)

_MODULE_DOCS: tuple[str, ...] = (
    "Solution for the programming exercise.",
    "My program for this assignment.",
    "Homework solution.",
    "Exercise solution - see functions below.",
    "Assignment code.",
)


def _stmt_topic(node: ast.stmt) -> str:
    """A few words describing what a statement is about."""
    target: ast.AST | None = None
    if isinstance(node, ast.For):
        target = node.iter
        if not any(
            isinstance(n, ast.Name) and n.id not in _BUILTIN_NAMES for n in ast.walk(node.iter)
        ):
            target = node.target  # `for i in range(n)`: talk about i, not range
    elif isinstance(node, ast.While | ast.If):
        target = node.test
    elif isinstance(node, ast.Return):
        target = node.value
    elif isinstance(node, ast.Assign):
        target = node.targets[0]
    elif isinstance(node, ast.AugAssign | ast.AnnAssign):
        target = node.target
    elif isinstance(node, ast.Expr):
        target = node.value.func if isinstance(node.value, ast.Call) else node.value
    elif isinstance(node, _DEF_TYPES):
        return " ".join(_words(node.name))
    names = [
        n.id if isinstance(n, ast.Name) else n.attr
        for n in (ast.walk(target) if target is not None else [])
        if isinstance(n, ast.Name | ast.Attribute)
    ]
    names = [n for n in names if n not in ("self", "cls") and n not in _BUILTIN_NAMES]
    if not names:
        return "the values"
    return " ".join(_words(names[-1] if isinstance(node, ast.Expr) else names[0]))


def _phrase_for(node: ast.stmt, rng: random.Random) -> str:
    kind = type(node).__name__.replace("Async", "")
    options = _STMT_PHRASES.get(kind)
    topic = _stmt_topic(node)
    if not options or (topic == "the values" and kind in ("Expr", "Assign", "AugAssign")):
        return rng.choice(_GENERIC_COMMENTS)
    return rng.choice(options).format(t=topic)


def _style_comment(text: str, style: tuple[bool, bool, bool]) -> str:
    """Render comment text in a student's style (space, capital, full stop)."""
    space, capital, stop = style
    text = text.strip()
    first = text[:1].upper() if capital else text[:1].lower()
    text = first + text[1:]
    text = text.rstrip(".")
    if stop and text and text[-1].isalnum():
        text += "."
    return ("# " if space else "#") + text


def _docstring_text(owner: ast.AST, rng: random.Random) -> str:
    if isinstance(owner, ast.ClassDef):
        words = " ".join(_words(owner.name))
        return rng.choice(
            (f"Class representing a {words}.", f"{words} object.", f"Keeps track of the {words}.")
        )
    if isinstance(owner, _FUNC_TYPES):
        words = " ".join(_words(owner.name))
        return rng.choice(
            (
                f"{words}.",
                f"This function will {words}.",
                f"{words} and return the result.",
                f"Function to {words}",
                f"Does the {words} part.",
            )
        )
    return rng.choice(_MODULE_DOCS)


def _sanitize_doc(text: str) -> str:
    text = re.sub(r"[\"'\\]", "", text).strip()
    return (text[:1].upper() + text[1:]) if text else "Helper."


@_guarded
def rewrite_comments(source: str, rng: random.Random) -> str:
    """Reword, drop or add comments and rewrite docstrings.

    One "author style" is drawn per call (comment spacing, capitals, full
    stops, quote style), as a plagiarist rewriting comments would have.
    """
    tree = _parse(source)
    assert tree is not None
    lines = _lines(source)
    style = (rng.random() < 0.75, rng.random() < 0.5, rng.random() < 0.3)
    quote = rng.choice(('"""', '"""', "'''"))
    p_drop, p_reword = rng.uniform(0.1, 0.5), rng.uniform(0.3, 0.8)
    p_add = rng.uniform(0.0, 0.15)
    doc_mode_weights = (rng.random(), rng.random(), rng.random(), rng.random())

    replace: dict[int, list[str]] = {}  # 0-based line -> replacement lines
    insert_before: dict[int, list[str]] = {}

    # Docstrings (module, classes, functions).
    owners: list[ast.Module | ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef] = [tree]
    owners += [n for n in ast.walk(tree) if isinstance(n, _DEF_TYPES)]
    for owner in owners:
        body: list[ast.stmt] = owner.body
        if not _has_docstring(body) or not _owns_lines(lines, body[0]):
            continue
        doc = body[0]
        first, last = doc.lineno - 1, (doc.end_lineno or doc.lineno) - 1
        indent = _indent_of(lines[first])
        original = ast.get_docstring(owner, clean=True) or ""
        mode = rng.choices(("reword", "replace", "drop", "comment"), weights=doc_mode_weights)[0]
        if mode in ("drop", "comment") and len(body) < 2:
            mode = "replace"
        if mode == "reword":
            text_lines = [
                _sanitize_doc(_reword(t, rng, p_reword)) if t.strip() else ""
                for t in original.splitlines()
            ] or [_docstring_text(owner, rng)]
            if len(text_lines) == 1:
                new = [f"{indent}{quote}{text_lines[0]}{quote}\n"]
            else:
                new = [f"{indent}{quote}{text_lines[0]}\n"]
                new += [f"{indent}{t}\n" if t else "\n" for t in text_lines[1:]]
                new.append(f"{indent}{quote}\n")
        elif mode == "replace":
            new = [f"{indent}{quote}{_sanitize_doc(_docstring_text(owner, rng))}{quote}\n"]
        elif mode == "drop":
            new = []
        else:
            summary = original.strip().splitlines()[0] if original.strip() else ""
            summary = _reword(summary, rng, p_reword) or _docstring_text(owner, rng)
            new = [indent + _style_comment(summary, style) + "\n"]
        replace[first] = new
        for row in range(first + 1, last + 1):
            replace[row] = []

    # Comments.
    tokens = list(tokenize.generate_tokens(io.StringIO(source).readline))
    stmt_by_line: dict[int, ast.stmt] = {}
    for _, stmts in _statement_lists(tree):
        for stmt in stmts:
            if _owns_lines(lines, stmt):
                stmt_by_line.setdefault(_stmt_first_line(stmt) - 1, stmt)
    for tok in tokens:
        if tok.type != tokenize.COMMENT:
            continue
        row, col = tok.start[0] - 1, tok.start[1]
        text = tok.string
        if row in replace or (row < 2 and (text.startswith("#!") or "coding" in text)):
            continue
        if re.match(r"#\s*(type:|noqa|pragma|fmt:|pylint:)", text):
            continue
        line = lines[row]
        own_line = not line[:col].strip()
        roll = rng.random()
        if roll < p_drop:
            replace[row] = [] if own_line else [line[:col].rstrip() + "\n"]
            continue
        if roll < p_drop + p_reword:
            body_text = text.lstrip("#").strip()
            new_text = _reword(body_text, rng, 0.7)
            if new_text == body_text:
                nxt = next(
                    (stmt_by_line[r] for r in range(row + 1, row + 4) if r in stmt_by_line), None
                )
                new_text = (
                    _phrase_for(nxt, rng)
                    if nxt is not None and own_line
                    else rng.choice(_GENERIC_COMMENTS)
                )
            new_comment = _style_comment(new_text, style)
            if own_line:
                replace[row] = [line[:col] + new_comment + "\n"]
            else:
                replace[row] = [line[:col].rstrip() + "  " + new_comment + "\n"]
        else:
            # Keep the words, but in this author's comment style.
            words = text.strip("#").strip()
            if not words or re.search(r"[=()\[\]{}]|^-+$", words):
                continue  # commented-out code and rulers stay as they are
            replace[row] = [line[:col] + _style_comment(words, style) + line[tok.end[1] :]]

    # Occasionally add a comment above a statement that has none.
    for row, stmt in sorted(stmt_by_line.items()):
        if row in replace or rng.random() >= p_add:
            continue
        above = lines[row - 1].strip() if row > 0 else ""
        if above.startswith("#") or isinstance(stmt, ast.Import | ast.ImportFrom):
            continue
        insert_before[row] = [
            _indent_of(lines[row]) + _style_comment(_phrase_for(stmt, rng), style) + "\n"
        ]

    out: list[str] = []
    for row, line in enumerate(lines):
        out.extend(insert_before.get(row, []))
        out.extend(replace.get(row, [line]))
    return "".join(out)


# --------------------------------------------------------------------------
# layout: blank lines, spacing, indentation
# --------------------------------------------------------------------------

_SPACED_OPS: frozenset[str] = frozenset(
    {
        "+",
        "-",
        "*",
        "/",
        "//",
        "%",
        "**",
        "==",
        "!=",
        "<",
        ">",
        "<=",
        ">=",
        "=",
        "+=",
        "-=",
        "*=",
        "/=",
        "//=",
        "%=",
        "**=",
        "|",
        "&",
        "^",
        "<<",
        ">>",
    }
)
_VALUE_KEYWORDS = frozenset({"True", "False", "None"})


def _respace(source: str, rng: random.Random) -> str:
    """Change the whitespace around binary operators and after commas."""
    tight_ops = rng.random() < 0.5
    tight_commas = rng.random() < 0.35
    spaced_kwargs = rng.random() < 0.3
    p_apply = rng.uniform(0.5, 1.0)
    tokens = [
        t
        for t in tokenize.generate_tokens(io.StringIO(source).readline)
        if t.type not in (tokenize.NL, tokenize.COMMENT, tokenize.INDENT, tokenize.DEDENT)
    ]
    gaps: dict[tuple[int, int, int], str] = {}  # (row, start, end) -> new whitespace

    def set_gap(a: tokenize.TokenInfo, b: tokenize.TokenInfo, ws: str) -> None:
        if a.end[0] != b.start[0] or a.type == tokenize.NEWLINE:
            return
        if a.start[0] != a.end[0] or b.start[0] != b.end[0]:
            return
        gaps[(a.end[0], a.end[1], b.start[1])] = ws

    depth = 0
    for i, tok in enumerate(tokens):
        if tok.type == tokenize.OP and tok.string in "([{":
            depth += 1
        elif tok.type == tokenize.OP and tok.string in ")]}":
            depth = max(0, depth - 1)
        if i == 0 or i + 1 >= len(tokens) or rng.random() >= p_apply:
            continue
        prev, nxt = tokens[i - 1], tokens[i + 1]
        if tok.type == tokenize.OP and tok.string == ",":
            if nxt.type == tokenize.OP and nxt.string in ")]}":
                continue
            set_gap(tok, nxt, "" if tight_commas else " ")
            continue
        if tok.type != tokenize.OP or tok.string not in _SPACED_OPS:
            continue
        binary = (
            prev.type in (tokenize.NUMBER, tokenize.STRING)
            or (
                prev.type == tokenize.NAME
                and (prev.string not in _KEYWORDS or prev.string in _VALUE_KEYWORDS)
            )
            or (prev.type == tokenize.OP and prev.string in ")]}")
        )
        if not binary:
            continue
        if tok.string == "=" and depth > 0:
            ws = " " if spaced_kwargs else ""
        else:
            ws = "" if tight_ops else " "
        set_gap(prev, tok, ws)
        set_gap(tok, nxt, ws)

    lines = _lines(source)
    for (row, start, end), ws in sorted(gaps.items(), reverse=True):
        line = lines[row - 1]
        if line[start:end].strip():
            continue
        lines[row - 1] = line[:start] + ws + line[end:]
    return "".join(lines)


def _reindent(source: str, rng: random.Random) -> str:
    """Scale the indentation width (e.g. 4 spaces -> 2)."""
    lines = _lines(source)
    unit = _indent_unit(lines)
    if "\t" in unit or any("\t" in _indent_of(line) for line in lines):
        return source
    choices = [w for w in (2, 3, 4, 8) if w != len(unit)]
    new_unit = rng.choice(choices)
    protected = _string_rows(source)
    out = []
    for row, line in enumerate(lines, start=1):
        if row in protected or not line.strip():
            out.append(line)
            continue
        width = len(_indent_of(line))
        new_width = (width // len(unit)) * new_unit + width % len(unit)
        out.append(" " * new_width + line.lstrip(" "))
    return "".join(out)


def _reblank(source: str, rng: random.Random) -> str:
    """Remove and/or add blank lines between statements."""
    tree = _parse(source)
    assert tree is not None
    lines = _lines(source)
    protected = _string_rows(source)
    mode = rng.choice(("compact", "airy", "mixed"))
    p_remove = {"compact": 0.75, "airy": 0.1, "mixed": 0.4}[mode]
    p_add = {"compact": 0.0, "airy": 0.3, "mixed": 0.15}[mode]
    top_level_gap = rng.choice((1, 2, 2, 3))
    # 0-based row where each statement's block starts (its comments included)
    # -> number of blank lines wanted above it, or None for "leave as is".
    anchors: dict[int, int | None] = {}
    for owner, stmts in _statement_lists(tree):
        for index, stmt in enumerate(stmts):
            if not index or not _owns_lines(lines, stmt):
                continue
            row = _stmt_first_line(stmt) - 1
            while row > 0 and lines[row - 1].lstrip().startswith("#"):
                row -= 1
            if isinstance(owner, ast.Module) and isinstance(stmt, _DEF_TYPES):
                anchors[row] = top_level_gap
            else:
                anchors[row] = 1 if rng.random() < p_add else None
    out: list[str] = []
    for row, line in enumerate(lines):
        wanted = anchors.get(row)
        if wanted is not None:
            had = 0
            while out and not out[-1].strip():
                out.pop()
                had += 1
            if out and out[-1].rstrip().endswith("\\"):
                wanted = had  # never touch lines joined by a backslash
            elif wanted == 1:
                wanted = max(1, had)  # "add a blank line" never removes any
            out.extend(["\n"] * wanted)
        elif (
            not line.strip()
            and (row + 1) not in protected
            and row > 0
            and not lines[row - 1].rstrip().endswith("\\")
            and rng.random() < p_remove
        ):
            continue
        out.append(line)
    return "".join(out)


@_guarded
def rewrite_layout(source: str, rng: random.Random) -> str:
    """Change blank lines, operator/comma spacing and indentation width.

    Each step is kept only if the program's AST is unchanged by it.
    """
    result = source
    steps: list[Callable[[str, random.Random], str]] = [_reblank]
    if rng.random() < 0.7:
        steps.append(_respace)
    if rng.random() < 0.35:
        steps.append(_reindent)
    for step in steps:
        try:
            candidate = step(result, rng)
        except (SyntaxError, ValueError, IndexError, tokenize.TokenError):
            continue
        if _same_ast(result, candidate):
            result = candidate
    return result


# --------------------------------------------------------------------------
# consistent renaming
# --------------------------------------------------------------------------


class _NameFacts:
    """What the renamer needs to know about the names of one module."""

    def __init__(self, tree: ast.Module) -> None:
        self.bound: set[str] = set()  # variables, parameters, functions, classes
        self.class_bound: set[str] = set()  # names bound directly in class bodies
        self.self_attrs: set[str] = set()  # attributes stored via self.X / cls.X
        self.imported: set[str] = set()
        self.forbidden: set[str] = set()
        self.forbidden_attrs: set[str] = set()
        self.star_import = False
        # callable name -> its parameters (renamed like variables) and, for
        # classes, its annotated fields (renamed like attributes, dataclass-style)
        self.callable_params: dict[str, set[str]] = {}
        self.callable_fields: dict[str, set[str]] = {}
        self._visit(tree, in_class=False)
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Attribute)
                and isinstance(node.value, ast.Name)
                and node.value.id in self.imported
            ):
                self.forbidden_attrs.add(node.attr)
        self.identifiers = _all_identifiers(tree)

    def _bind(self, name: str, in_class: bool) -> None:
        (self.class_bound if in_class else self.bound).add(name)

    def _visit(self, node: ast.AST, in_class: bool) -> None:
        if isinstance(node, _FUNC_TYPES):
            self._bind(node.name, in_class)
            params = {a.arg for a in _all_args(node.args)}
            self.callable_params.setdefault(node.name, set()).update(params)
            for a in _all_args(node.args):
                self.bound.add(a.arg)
            for part in [
                *node.decorator_list,
                *node.args.defaults,
                *[d for d in node.args.kw_defaults if d is not None],
                *[a.annotation for a in _all_args(node.args) if a.annotation],
                *([node.returns] if node.returns else []),
            ]:
                self._visit(part, in_class)
            for stmt in node.body:
                self._visit(stmt, False)
            return
        if isinstance(node, ast.ClassDef):
            self._bind(node.name, in_class)
            for head in [*node.decorator_list, *node.bases, *node.keywords]:
                self._visit(head, in_class)
            for stmt in node.body:
                self._visit(stmt, True)
            fields = {
                s.target.id
                for s in node.body
                if isinstance(s, ast.AnnAssign) and isinstance(s.target, ast.Name)
            }
            init = [s for s in node.body if isinstance(s, _FUNC_TYPES) and s.name == "__init__"]
            params = {a.arg for f in init for a in _all_args(f.args)}
            self.callable_params.setdefault(node.name, set()).update(params)
            self.callable_fields.setdefault(node.name, set()).update(fields)
            return
        if isinstance(node, ast.Lambda):
            for a in _all_args(node.args):
                self.bound.add(a.arg)
            for d in [*node.args.defaults, *[d for d in node.args.kw_defaults if d]]:
                self._visit(d, in_class)
            self._visit(node.body, False)
            return
        if isinstance(node, ast.ListComp | ast.SetComp | ast.GeneratorExp | ast.DictComp):
            for i, gen in enumerate(node.generators):
                self._visit(gen.iter, in_class if i == 0 else False)
                self._visit(gen.target, False)
                for cond in gen.ifs:
                    self._visit(cond, False)
            for child in ast.iter_child_nodes(node):
                if not isinstance(child, ast.comprehension):
                    self._visit(child, False)
            return
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store | ast.Del):
            self._bind(node.id, in_class)
        elif isinstance(node, ast.NamedExpr) and isinstance(node.target, ast.Name):
            self.bound.add(node.target.id)
        elif (
            isinstance(node, ast.Attribute)
            and isinstance(node.ctx, ast.Store)
            and isinstance(node.value, ast.Name)
            and node.value.id in ("self", "cls")
        ):
            self.self_attrs.add(node.attr)
        elif isinstance(node, ast.Import | ast.ImportFrom):
            for alias in node.names:
                if alias.name == "*":
                    self.star_import = True
                else:
                    self.imported.add((alias.asname or alias.name).split(".")[0])
        elif isinstance(node, ast.Global | ast.Nonlocal):
            self.bound.update(node.names)
        elif isinstance(node, ast.ExceptHandler) and node.name:
            self._bind(node.name, in_class)
        elif isinstance(node, ast.JoinedStr):
            # f"{total=}" spells the name inside a string constant too.
            for text, value in zip(node.values, node.values[1:], strict=False):
                if (
                    isinstance(text, ast.Constant)
                    and isinstance(text.value, str)
                    and text.value.rstrip().endswith("=")
                    and isinstance(value, ast.FormattedValue)
                ):
                    for inner in ast.walk(value.value):
                        if isinstance(inner, ast.Name):
                            self.forbidden.add(inner.id)
                        elif isinstance(inner, ast.Attribute):
                            self.forbidden_attrs.add(inner.attr)
        elif isinstance(node, ast.MatchAs | ast.MatchStar) and node.name:
            self.forbidden.add(node.name)
        elif isinstance(node, ast.MatchMapping) and node.rest:
            self.forbidden.add(node.rest)
        elif isinstance(node, ast.MatchClass):
            self.forbidden_attrs.update(node.kwd_attrs)
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in ("getattr", "setattr", "hasattr", "delattr")
            and len(node.args) >= 2
            and isinstance(node.args[1], ast.Constant)
            and isinstance(node.args[1].value, str)
        ):
            self.forbidden.add(node.args[1].value)
            self.forbidden_attrs.add(node.args[1].value)
        elif isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id in ("__all__", "__slots__") for t in node.targets
        ):
            for const in ast.walk(node.value):
                if isinstance(const, ast.Constant) and isinstance(const.value, str):
                    self.forbidden.add(const.value)
                    self.forbidden_attrs.add(const.value)
        for child in ast.iter_child_nodes(node):
            self._visit(child, in_class)

    @staticmethod
    def _plain(name: str) -> bool:
        return not (
            name.startswith("__")
            or name in _BUILTIN_NAMES
            or name in _KEYWORDS
            or name in ("self", "cls", "_")
        )

    def renamable_names(self) -> set[str]:
        return {n for n in self.bound if self._plain(n)} - self.imported - self.forbidden

    def renamable_attrs(self) -> set[str]:
        attrs = {n for n in self.class_bound | self.self_attrs if self._plain(n)}
        return attrs - self.forbidden_attrs - self.forbidden - _BUILTIN_TYPE_ATTRS - self.imported


def _all_args(args: ast.arguments) -> list[ast.arg]:
    result = [*args.posonlyargs, *args.args, *args.kwonlyargs]
    if args.vararg:
        result.append(args.vararg)
    if args.kwarg:
        result.append(args.kwarg)
    return result


def _name_kind(name: str) -> str:
    """'constant', 'class' or 'variable', from the spelling of ``name``."""
    if name.isupper() and len(name) > 1:
        return "constant"
    if name[:1].isupper():
        return "class"
    return "variable"


def _new_name(name: str, kind: str, style: str, rng: random.Random, taken: set[str]) -> str | None:
    """Propose a fresh identifier for ``name`` in the given renaming style."""
    prefix = "_" if name.startswith("_") and not name.startswith("__") else ""
    words = _words(name.lstrip("_"))

    def synonym(word: str) -> str:
        options = _SYNONYMS.get(word)
        return rng.choice(options) if options else word

    def abbreviate(word: str) -> str:
        if word in _ABBREVIATIONS:
            return _ABBREVIATIONS[word]
        if len(word) > 4:
            return word[0] + re.sub(r"[aeiou]", "", word[1:])[:3]
        return synonym(word)

    if style == "abbrev":
        new_words = [abbreviate(w) for w in words]
    elif style == "prefix":
        new_words = [rng.choice(("my", "the", "cur", "tmp"))] + [
            synonym(w) if rng.random() < 0.4 else w for w in words
        ]
    elif style == "terse" and kind == "variable" and len(words) > 1:
        new_words = ["".join(w[0] for w in words)]
    else:  # synonym, camel
        new_words = [synonym(w) if rng.random() < 0.8 else w for w in words]
    new_words = [p for w in new_words for p in w.split("_") if p]
    if new_words == words:
        new_words = (
            [*words, rng.choice(("val", "v", "x", "2", "data", "new"))]
            if len(words) > 1 or len(words[0]) > 1
            else [rng.choice(("val", "item", "elem", "q", "z", "w", "tmp", "p"))]
        )

    if kind == "class":
        base = "".join(w[:1].upper() + w[1:] for w in new_words)
    elif kind == "constant":
        base = "_".join(w.upper() for w in new_words)
    elif style == "camel":
        base = new_words[0] + "".join(w[:1].upper() + w[1:] for w in new_words[1:])
    else:
        base = "_".join(new_words)
    base = prefix + re.sub(r"\W", "", base)
    if not base or base[0].isdigit():
        base = "v" + base
    candidate, counter = base, 2
    while (
        candidate in taken
        or candidate in _KEYWORDS
        or candidate in _BUILTIN_NAMES
        or candidate == name
    ):
        candidate = f"{base}{counter}"
        counter += 1
    return candidate


@_guarded
def rename_identifiers(source: str, rng: random.Random) -> str:
    """Consistently rename user-defined identifiers.

    Renames local and global variables, parameters (and matching keyword
    arguments at call sites), functions, classes, methods and attributes set
    on ``self``.  Builtins, imported names, attributes of imported modules,
    dunder names and names of built-in types' attributes are left alone.
    Comments and formatting are preserved: only identifier characters change.
    Code that introspects names (``func.__name__``, ``getattr`` with computed
    strings) can print or look up different names afterwards.
    """
    tree = _parse(source)
    assert tree is not None
    facts = _NameFacts(tree)
    if facts.star_import:
        return source
    name_ok = facts.renamable_names()
    attr_ok = facts.renamable_attrs()
    style = rng.choice(("synonym", "synonym", "abbrev", "camel", "prefix", "terse"))
    p_rename = rng.uniform(0.6, 1.0)
    taken = set(facts.identifiers) | _BUILTIN_NAMES | _KEYWORDS
    mapping: dict[str, str] = {}
    for name in sorted(name_ok | attr_ok):
        if rng.random() >= p_rename:
            continue
        new = _new_name(name, _name_kind(name), style, rng, taken)
        if new:
            mapping[name] = new
            taken.add(new)
    if not mapping:
        return source

    lines = _lines(source)
    raw = [line.encode("utf-8") for line in lines]
    edits: dict[tuple[int, int], tuple[str, str]] = {}

    def pick(name: str, attr: bool) -> str | None:
        """New spelling of ``name``; ``attr`` selects the attribute namespace."""
        if (attr and name in attr_ok) or (not attr and name in name_ok):
            return mapping.get(name)
        return None

    def pick_name(name: str, in_class: bool) -> str | None:
        """A bare name: class-body names live in the attribute namespace."""
        return pick(name, in_class and name in facts.class_bound)

    def edit(lineno: int, col: int, old: str, new: str) -> None:
        edits[(lineno, col)] = (old, new)

    def edit_search(lineno: int, start: int, pattern: bytes, old: str, new: str) -> None:
        match = re.compile(pattern).search(raw[lineno - 1], start)
        if match is None:
            raise ValueError("identifier not found")
        edit(lineno, match.start(1), old, new)

    def visit(node: ast.AST, in_class: bool) -> None:
        if isinstance(node, _DEF_TYPES):
            new = pick_name(node.name, in_class)
            if new:
                keyword_re = rb"class" if isinstance(node, ast.ClassDef) else rb"def"
                edit_search(
                    node.lineno,
                    node.col_offset,
                    keyword_re + rb"\s+(" + re.escape(node.name.encode()) + rb")\b",
                    node.name,
                    new,
                )
                node.name = new
            heads: list[ast.AST] = list(node.decorator_list)
            if isinstance(node, ast.ClassDef):
                heads += [*node.bases, *node.keywords]
                for child in heads:
                    visit(child, in_class)
                for stmt in node.body:
                    visit(stmt, True)
                return
            visit_args(node.args, in_class)
            for child in heads + ([node.returns] if node.returns else []):
                visit(child, in_class)
            for stmt in node.body:
                visit(stmt, False)
            return
        if isinstance(node, ast.Lambda):
            visit_args(node.args, in_class)
            visit(node.body, False)
            return
        if isinstance(node, ast.ListComp | ast.SetComp | ast.GeneratorExp | ast.DictComp):
            for i, gen in enumerate(node.generators):
                visit(gen.iter, in_class if i == 0 else False)
                visit(gen.target, False)
                for cond in gen.ifs:
                    visit(cond, False)
            for child in ast.iter_child_nodes(node):
                if not isinstance(child, ast.comprehension):
                    visit(child, False)
            return
        if isinstance(node, ast.Name):
            new = pick_name(node.id, in_class)
            if new:
                edit(node.lineno, node.col_offset, node.id, new)
                node.id = new
            return
        if isinstance(node, ast.Attribute):
            visit(node.value, in_class)
            new = pick(node.attr, True)
            if new and node.end_lineno is not None and node.end_col_offset is not None:
                edit(node.end_lineno, node.end_col_offset - len(node.attr.encode()), node.attr, new)
                node.attr = new
            return
        if isinstance(node, ast.Call):
            callee = None
            if isinstance(node.func, ast.Name) and node.func.id in facts.bound | facts.class_bound:
                callee = node.func.id
            elif isinstance(node.func, ast.Attribute) and (
                node.func.attr in attr_ok or node.func.attr == "__init__"
            ):
                callee = node.func.attr
            visit(node.func, in_class)
            for arg in node.args:
                visit(arg, in_class)
            for kw in node.keywords:
                if kw.arg and callee is not None:
                    new = None
                    if kw.arg in facts.callable_params.get(callee, set()):
                        new = pick(kw.arg, False)
                    elif kw.arg in facts.callable_fields.get(callee, set()):
                        new = pick(kw.arg, True)
                    if new:
                        edit(kw.lineno, kw.col_offset, kw.arg, new)
                        kw.arg = new
                visit(kw.value, in_class)
            return
        if isinstance(node, ast.ExceptHandler):
            if node.type is not None:
                visit(node.type, in_class)
            if node.name:
                new = pick_name(node.name, in_class)
                if new:
                    line, col = node.lineno, node.col_offset
                    if node.type is not None and node.type.end_lineno is not None:
                        line, col = node.type.end_lineno, node.type.end_col_offset or 0
                    edit_search(
                        line,
                        col,
                        rb"\bas\s+(" + re.escape(node.name.encode()) + rb")\b",
                        node.name,
                        new,
                    )
                    node.name = new
            for stmt in node.body:
                visit(stmt, in_class)
            return
        if isinstance(node, ast.Global | ast.Nonlocal):
            names = []
            for name in node.names:
                new = pick(name, False)
                if new:
                    edit_search(
                        node.lineno,
                        node.col_offset + 6,
                        rb"\b(" + re.escape(name.encode()) + rb")\b",
                        name,
                        new,
                    )
                names.append(new or name)
            node.names = names
            return
        for child in ast.iter_child_nodes(node):
            visit(child, in_class)

    def visit_args(args: ast.arguments, in_class: bool) -> None:
        for d in [*args.defaults, *[d for d in args.kw_defaults if d is not None]]:
            visit(d, in_class)
        for a in _all_args(args):
            if a.annotation is not None:
                visit(a.annotation, in_class)
            new = pick(a.arg, False)
            if new:
                edit(a.lineno, a.col_offset, a.arg, new)
                a.arg = new

    visit(tree, False)

    by_line: dict[int, list[tuple[int, str, str]]] = {}
    for (lineno, col), (old, new) in edits.items():
        by_line.setdefault(lineno, []).append((col, old, new))
    for lineno, items in by_line.items():
        data = raw[lineno - 1]
        for col, old, new in sorted(items, reverse=True):
            if data[col : col + len(old.encode())] != old.encode():
                return source
            data = data[:col] + new.encode() + data[col + len(old.encode()) :]
        raw[lineno - 1] = data
    result = b"".join(raw).decode("utf-8")
    new_tree = _parse(result)
    if new_tree is None or ast.dump(new_tree) != ast.dump(tree):
        return source
    return result


# --------------------------------------------------------------------------
# reordering definitions
# --------------------------------------------------------------------------


def _definition_time_names(node: ast.stmt) -> set[str]:
    """Names a def/class statement evaluates when it is executed."""
    exprs: list[ast.AST] = list(getattr(node, "decorator_list", []))
    if isinstance(node, _FUNC_TYPES):
        exprs += [*node.args.defaults, *[d for d in node.args.kw_defaults if d]]
        exprs += [a.annotation for a in _all_args(node.args) if a.annotation]
        if node.returns:
            exprs.append(node.returns)
    elif isinstance(node, ast.ClassDef):
        exprs += [*node.bases, *node.keywords]
        names: set[str] = set()
        for stmt in node.body:
            if isinstance(stmt, _DEF_TYPES):
                names |= _definition_time_names(stmt)
            else:
                exprs.append(stmt)
        return names | {n.id for e in exprs for n in ast.walk(e) if isinstance(n, ast.Name)}
    else:
        exprs.append(node)
    return {n.id for e in exprs for n in ast.walk(e) if isinstance(n, ast.Name)}


def _def_name(stmt: ast.stmt) -> str:
    return stmt.name if isinstance(stmt, _DEF_TYPES) else ""


def _random_topological(count: int, deps: dict[int, set[int]], rng: random.Random) -> list[int]:
    """A random order of ``range(count)`` in which deps come first."""
    best = list(range(count))
    for _ in range(6):
        remaining = set(range(count))
        order: list[int] = []
        while remaining:
            ready = sorted(i for i in remaining if not deps[i] & remaining)
            choice = rng.choice(ready)
            order.append(choice)
            remaining.discard(choice)
        best = order
        if order != list(range(count)):
            break
    return best


def _reorder_body(
    source: str, body: list[ast.stmt], parent_line: int, rng: random.Random, keep_init_first: bool
) -> str:
    """Shuffle each run of consecutive defs/classes in ``body``."""
    lines = _lines(source)
    runs: list[list[int]] = []
    current: list[int] = []
    for index, stmt in enumerate(body):
        if isinstance(stmt, _DEF_TYPES) and _owns_lines(lines, stmt):
            current.append(index)
        else:
            if len(current) > 1:
                runs.append(current)
            current = []
    if len(current) > 1:
        runs.append(current)
    for run in reversed(runs):  # bottom-up keeps earlier line numbers valid
        spans: list[tuple[int, int]] = []  # 1-based inclusive line spans
        for index in run:
            stmt = body[index]
            prev_end = (body[index - 1].end_lineno or 0) if index else parent_line
            start = _stmt_first_line(stmt)
            while start - 1 > prev_end and lines[start - 2].strip().startswith("#"):
                start -= 1
            spans.append((start, stmt.end_lineno or stmt.lineno))
        names = [_def_name(body[i]) for i in run]
        bound_by = {name: k for k, name in reversed(list(enumerate(names)))}
        deps: dict[int, set[int]] = {k: set() for k in range(len(run))}
        for k, index in enumerate(run):
            for name in _definition_time_names(body[index]):
                j = bound_by.get(name)
                if j is not None and j < k:
                    deps[k].add(j)
                # a redefinition (e.g. @x.setter) must stay after the first one
            for j in range(k):
                if names[j] == names[k]:
                    deps[k].add(j)
        if keep_init_first:
            init = [k for k, name in enumerate(names) if name == "__init__"]
            for k in range(len(run)):
                if init and k != init[0]:
                    deps[k].add(init[0])
        order = _random_topological(len(run), deps, rng)
        segments = ["".join(lines[s - 1 : e]) for s, e in spans]
        gaps = ["".join(lines[spans[k][1] : spans[k + 1][0] - 1]) for k in range(len(spans) - 1)]
        pieces: list[str] = []
        for position, k in enumerate(order):
            pieces.append(segments[k])
            if position < len(gaps):
                pieces.append(gaps[position])
        first, last = spans[0][0], spans[-1][1]
        lines[first - 1 : last] = _lines("".join(pieces))
    return "".join(lines)


def _class_paths(body: list[ast.stmt], prefix: tuple[int, ...] = ()) -> list[tuple[int, ...]]:
    paths = []
    for index, stmt in enumerate(body):
        if isinstance(stmt, ast.ClassDef):
            paths.append((*prefix, index))
    return paths


def _class_at(tree: ast.Module, path: tuple[int, ...]) -> ast.ClassDef | None:
    body: list[ast.stmt] = tree.body
    node: ast.stmt | None = None
    for index in path:
        if index >= len(body):
            return None
        node = body[index]
        if not isinstance(node, ast.ClassDef):
            return None
        body = node.body
    return node if isinstance(node, ast.ClassDef) else None


def _statement_multiset(tree: ast.Module) -> list[str]:
    """Every statement but classes (whose member order may change), sorted."""
    dumps = [
        ast.dump(s)
        for s in ast.walk(tree)
        if isinstance(s, ast.stmt) and not isinstance(s, ast.ClassDef)
    ]
    dumps += [
        f"class {s.name} {len(s.body)}" for s in ast.walk(tree) if isinstance(s, ast.ClassDef)
    ]
    return sorted(dumps)


@_guarded
def reorder_definitions(source: str, rng: random.Random) -> str:
    """Shuffle top-level functions/classes and the methods inside classes.

    Only runs of consecutive definitions move, so module-level code keeps its
    place; a definition whose decorators, defaults, annotations, bases or
    class body use another definition of the same run stays after it.
    """
    tree = _parse(source)
    assert tree is not None
    before = _statement_multiset(tree)
    keep_init_first = rng.random() < 0.6
    result = _reorder_body(source, tree.body, 0, rng, keep_init_first)
    pending = _class_paths(_parse(result).body)  # type: ignore[union-attr]
    while pending:
        path = pending.pop(0)
        current = _parse(result)
        node = _class_at(current, path) if current is not None else None
        if node is None:
            continue
        result = _reorder_body(result, node.body, node.lineno, rng, keep_init_first)
        again = _parse(result)
        inner = _class_at(again, path) if again is not None else None
        if inner is not None:
            pending.extend(_class_paths(inner.body, path))
    after_tree = _parse(result)
    if after_tree is None:
        return source
    return result if _statement_multiset(after_tree) == before else source


# --------------------------------------------------------------------------
# dead code
# --------------------------------------------------------------------------

_DEAD_FUNCTIONS: tuple[str, ...] = (
    "def {name}({p}):\n{u}{doc}if {p} is None:\n{u}{u}return 0\n{u}return {p}\n",
    "def {name}({p}, {q}=0):\n{u}{doc}{v} = {p}\n{u}for _ in range({q}):\n{u}{u}{v} = {v}\n"
    "{u}return {v}\n",
    "def {name}({p}):\n{u}{doc}{v} = []\n{u}for {w} in str({p}):\n{u}{u}if {w}.isdigit():\n"
    "{u}{u}{u}{v}.append({w})\n{u}return len({v}) > 0\n",
    "def {name}():\n{u}{doc}pass\n",
    "def {name}({p}):\n{u}{doc}try:\n{u}{u}return int({p})\n{u}except (TypeError, ValueError):\n"
    "{u}{u}return -1\n",
    "def {name}({p}, {q}):\n{u}{doc}if {p} > {q}:\n{u}{u}return {p}\n{u}return {q}\n",
    "def {name}(*{p}):\n{u}{doc}print('[debug]', *{p})\n",
)
_DEAD_FUNCTION_NAMES = _wordlist(
    """
    helper check_input validate debug_print log_msg clamp_value safe_int is_number
    unused_helper _util process_extra format_output temp_func aux
"""
)
_DEAD_VARIABLE_NAMES = _wordlist(
    """
    unused tmp debug flag counter2 dummy _x placeholder temp_val old_value z checked
    extra
"""
)
_DEAD_CONSTANTS = ("0", "[]", "''", "None", "False", "1.0", "{}", "-1", "True")
_DEAD_DOCS = ("Not used anymore.", "Helper function.", "TODO: finish this.", "")


def _fresh(pool: Sequence[str], taken: set[str], rng: random.Random) -> str:
    options = [n for n in pool if n not in taken]
    name = rng.choice(options) if options else f"{rng.choice(pool)}_{len(taken)}"
    while name in taken:
        name += "_"
    taken.add(name)
    return name


def _own_statement_lists(func: ast.FunctionDef | ast.AsyncFunctionDef) -> list[list[ast.stmt]]:
    """Statement lists of ``func`` itself, not of definitions nested in it."""
    found: list[list[ast.stmt]] = []
    pending: list[list[ast.stmt]] = [func.body]
    while pending:
        stmts = pending.pop()
        found.append(stmts)
        for stmt in stmts:
            if isinstance(stmt, _DEF_TYPES):
                continue
            for _, inner in _statement_lists(stmt):
                if inner is not stmts and _owner_chain_ok(stmt, inner):
                    pending.append(inner)
    return found


def _owner_chain_ok(root: ast.stmt, target: list[ast.stmt]) -> bool:
    """True if ``target`` is a direct statement list of ``root``."""
    for field in ("body", "orelse", "finalbody"):
        if getattr(root, field, None) is target:
            return True
    for handler in getattr(root, "handlers", []):
        if handler.body is target:
            return True
    return any(case.body is target for case in getattr(root, "cases", []))


@_guarded
def insert_dead_code(source: str, rng: random.Random) -> str:
    """Insert unused variables, ``if False:`` blocks and unused helpers.

    Inserted names never clash with names already in the file, so no
    existing binding or lookup changes meaning.
    """
    tree = _parse(source)
    assert tree is not None
    lines = _lines(source)
    unit = _indent_unit(lines)
    taken = _all_identifiers(tree) | _BUILTIN_NAMES | _KEYWORDS

    # (row before which to insert, kind, function or None)
    in_function: list[tuple[int, ast.FunctionDef | ast.AsyncFunctionDef]] = []
    for func in ast.walk(tree):
        if not isinstance(func, _FUNC_TYPES):
            continue
        for stmts in _own_statement_lists(func):
            for index, stmt in enumerate(stmts):
                if stmts is func.body and index == 0 and _has_docstring(stmts):
                    continue
                if _owns_lines(lines, stmt):
                    in_function.append((_stmt_first_line(stmt), func))
    in_function = sorted(set(in_function), key=lambda item: item[0])
    module_rows: list[int] = []
    skip = 1 if _has_docstring(tree.body) else 0
    for index, stmt in enumerate(tree.body):
        if isinstance(stmt, ast.ImportFrom) and stmt.module == "__future__":
            skip = index + 1
    for index, stmt in enumerate(tree.body[skip:], start=skip):
        if isinstance(stmt, ast.Import | ast.ImportFrom):
            continue
        if _owns_lines(lines, stmt) and index > 0:
            module_rows.append(_stmt_first_line(stmt))
    module_rows.append(len(lines) + 1)

    inserts: dict[int, list[str]] = {}
    # A plagiarist pads a file a little, not a lot: 2-5 insertions, of which at
    # most two are whole helper functions (each a different template and place).
    kinds = ["var", "var", "if", "func"] if in_function else ["func"]
    wanted = rng.randint(2, 5) if in_function else rng.randint(1, 2)
    templates = list(_DEAD_FUNCTIONS)
    rng.shuffle(templates)
    free_rows = list(module_rows)
    for _ in range(wanted):
        kind = rng.choice(kinds)
        if kind == "func" and (not templates or not free_rows or len(templates) <= 5):
            kind = rng.choice(("var", "if")) if in_function else "none"
        if kind == "none":
            continue
        if kind == "func":
            row = free_rows.pop(rng.randrange(len(free_rows)))
            template = templates.pop()
            doc = rng.choice(_DEAD_DOCS)
            code = template.format(
                name=_fresh(_DEAD_FUNCTION_NAMES, taken, rng),
                p=_fresh(("value", "data", "arg", "item", "x", "obj"), taken, rng),
                q=_fresh(("limit", "other", "n", "times", "y"), taken, rng),
                v=_fresh(("result", "out", "acc", "buf", "r"), taken, rng),
                w=_fresh(("c", "ch", "part", "piece"), taken, rng),
                u=unit,
                doc=f'"""{doc}"""\n{unit}' if doc else "",
            )
            block = ["\n", *_lines(code), "\n"]
        else:
            row, func = rng.choice(in_function)
            indent = _indent_of(lines[row - 1])
            params = [a.arg for a in _all_args(func.args) if a.arg not in ("self", "cls")]
            if kind == "var":
                name = _fresh(_DEAD_VARIABLE_NAMES, taken, rng)
                value = (
                    rng.choice(params)
                    if params and rng.random() < 0.3
                    else rng.choice(_DEAD_CONSTANTS)
                )
                block = [f"{indent}{name} = {value}\n"]
            else:
                shown = rng.choice(params) if params else repr("unreachable")
                test = rng.choice(("False", "0 > 1", "1 == 2", "None"))
                body = rng.choice(
                    (
                        f"print('debug', {shown})",
                        f"print({shown})",
                        "pass",
                        f"{_fresh(_DEAD_VARIABLE_NAMES, taken, rng)} = {shown}",
                    )
                )
                block = [f"{indent}if {test}:\n", f"{indent}{unit}{body}\n"]
        inserts.setdefault(row, []).extend(block)
    out: list[str] = []
    for row, line in enumerate(lines, start=1):
        out.extend(inserts.get(row, []))
        out.append(line)
    out.extend(inserts.get(len(lines) + 1, []))
    return "".join(out)


# --------------------------------------------------------------------------
# swapping independent statements
# --------------------------------------------------------------------------

_PURE_FUNCTIONS = frozenset(
    _wordlist(
        """
    len int float str abs min max round sum list dict set tuple sorted range bool
    ord chr repr
"""
    )
)
_PURE_METHODS = frozenset(
    _wordlist(
        """
    strip lstrip rstrip lower upper split copy get keys values items count
    startswith endswith replace join format isdigit isalpha title capitalize
"""
    )
)


def _dotted(node: ast.AST) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        base = _dotted(node.value)
        return f"{base}.{node.attr}" if base else None
    return None


def _effects(stmt: ast.stmt, shadowed: frozenset[str]) -> tuple[set[str], set[str]] | None:
    """(reads, writes) of a simple assignment, or None if it may have effects."""
    if isinstance(stmt, ast.Assign):
        targets, value = stmt.targets, stmt.value
    elif isinstance(stmt, ast.AnnAssign | ast.AugAssign) and stmt.value is not None:
        targets, value = [stmt.target], stmt.value
    else:
        return None
    reads: set[str] = set()
    writes: set[str] = set()
    for node in ast.walk(value):
        if isinstance(node, ast.Await | ast.Yield | ast.YieldFrom | ast.NamedExpr | ast.Lambda):
            return None
        if isinstance(node, ast.Call):
            func = node.func
            if (
                isinstance(func, ast.Name)
                and func.id in _PURE_FUNCTIONS
                and func.id not in shadowed
            ):
                continue
            if isinstance(func, ast.Attribute) and func.attr in _PURE_METHODS:
                continue
            return None
        if isinstance(node, ast.Name | ast.Attribute):
            dotted = _dotted(node)
            if dotted:
                reads.add(dotted)

    def target(node: ast.expr) -> bool:
        if isinstance(node, ast.Tuple | ast.List):
            return all(target(e) for e in node.elts)
        if isinstance(node, ast.Starred):
            return target(node.value)
        if isinstance(node, ast.Name | ast.Attribute):
            dotted = _dotted(node)
            if dotted is None:
                return False
            writes.add(dotted)
            if isinstance(stmt, ast.AugAssign):
                reads.add(dotted)
            if isinstance(node, ast.Attribute):
                reads.add(dotted.split(".")[0])
            return True
        if isinstance(node, ast.Subscript):
            base = _dotted(node.value)
            if base is None:
                return False
            writes.add(base)
            reads.add(base)
            for sub in ast.walk(node.slice):
                if isinstance(sub, ast.Call):
                    return False
                if isinstance(sub, ast.Name | ast.Attribute) and _dotted(sub):
                    reads.add(_dotted(sub) or "")
            return True
        return False

    if not all(target(t) for t in targets):
        return None
    return reads, writes


def _overlaps(a: set[str], b: set[str]) -> bool:
    return any(x == y or x.startswith(y + ".") or y.startswith(x + ".") for x in a for y in b)


@_guarded
def swap_statements(source: str, rng: random.Random) -> str:
    """Swap some pairs of adjacent, independent simple assignments.

    Two assignments are independent when neither writes a name (or dotted
    attribute path) the other reads or writes, and neither calls anything but
    a few side-effect-free builtins and string/dict methods.
    """
    tree = _parse(source)
    assert tree is not None
    lines = _lines(source)
    facts = _NameFacts(tree)
    shadowed = _PURE_FUNCTIONS & (facts.bound | facts.class_bound | facts.imported)
    p_swap = rng.uniform(0.5, 1.0)
    swaps: list[tuple[ast.stmt, ast.stmt]] = []
    for _, stmts in _statement_lists(tree):
        index = 0
        while index + 1 < len(stmts):
            first, second = stmts[index], stmts[index + 1]
            fx, sx = _effects(first, shadowed), _effects(second, shadowed)
            ok = (
                fx is not None
                and sx is not None
                and _owns_lines(lines, first)
                and _owns_lines(lines, second)
                and (first.end_lineno or 0) < second.lineno
                and not _overlaps(fx[1], sx[0] | sx[1])
                and not _overlaps(sx[1], fx[0])
                and all(
                    not lines[r].strip() or lines[r].lstrip().startswith("#")
                    for r in range(first.end_lineno or 0, second.lineno - 1)
                )
            )
            if ok and rng.random() < p_swap:
                swaps.append((first, second))
                index += 2
            else:
                index += 1
    if not swaps:
        return source
    for first, second in sorted(swaps, key=lambda pair: pair[0].lineno, reverse=True):
        a0, a1 = first.lineno, first.end_lineno or first.lineno
        b0, b1 = second.lineno, second.end_lineno or second.lineno
        indent_a, indent_b = _indent_of(lines[a0 - 1]), _indent_of(lines[b0 - 1])
        block_a = lines[a0 - 1 : a1]
        block_b = lines[b0 - 1 : b1]
        if indent_a != indent_b:
            continue
        lines[a0 - 1 : b1] = block_b + lines[a1 : b0 - 1] + block_a
    return "".join(lines)


# --------------------------------------------------------------------------
# entry points
# --------------------------------------------------------------------------

TRANSFORMS: Mapping[str, Transform] = MappingProxyType(
    {
        "reorder": reorder_definitions,
        "swap": swap_statements,
        "deadcode": insert_dead_code,
        "rename": rename_identifiers,
        "comments": rewrite_comments,
        "layout": rewrite_layout,
    }
)
"""Transforms by name; :data:`DEFAULT_TRANSFORMS` gives a sensible order."""

DEFAULT_TRANSFORMS: tuple[str, ...] = tuple(TRANSFORMS)


def disguise(source: str, seed: int, transforms: Sequence[str] | None = None) -> str:
    """Apply the named transforms in order, each with its own seeded generator.

    The generator of the i-th transform is seeded from ``(seed, i, name)``, so
    adding a transform at the end does not change what the earlier ones do.

    Raises ``ValueError`` if ``source`` does not parse or a name is unknown.
    """
    names = list(DEFAULT_TRANSFORMS if transforms is None else transforms)
    unknown = [n for n in names if n not in TRANSFORMS]
    if unknown:
        raise ValueError(
            f"unknown transform(s): {', '.join(unknown)}; choose from {', '.join(TRANSFORMS)}"
        )
    if _parse(source) is None:
        raise ValueError("source does not parse as Python")
    result = source if source.endswith("\n") or not source else source + "\n"
    for index, name in enumerate(names):
        rng = random.Random(f"{seed}:{index}:{name}")
        result = TRANSFORMS[name](result, rng)
    return result


def main(argv: Sequence[str] | None = None) -> int:
    """Command-line entry: disguise one file and print it to standard output."""
    parser = argparse.ArgumentParser(
        description="Apply seeded scripted disguises to a Python source file."
    )
    parser.add_argument("src", help="Python file to disguise ('-' for standard input)")
    parser.add_argument("--seed", type=int, default=0, help="random seed (default 0)")
    parser.add_argument(
        "--transforms",
        default=",".join(DEFAULT_TRANSFORMS),
        help="comma-separated transforms, applied in order "
        f"(default {','.join(DEFAULT_TRANSFORMS)})",
    )
    parser.add_argument("-o", "--output", help="write here instead of standard output")
    args = parser.parse_args(argv)
    try:
        if args.src == "-":
            source = sys.stdin.read()
        else:
            with open(args.src, encoding="utf-8") as handle:
                source = handle.read()
        names = [n.strip() for n in args.transforms.split(",") if n.strip()]
        result = disguise(source, args.seed, names)
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        print(f"disguise: error: {exc}", file=sys.stderr)
        return 2
    if args.output:
        with open(args.output, "w", encoding="utf-8") as handle:
            handle.write(result)
    else:
        sys.stdout.write(result)
    return 0


if __name__ == "__main__":
    sys.exit(main())
