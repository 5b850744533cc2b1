#!/usr/bin/env python3
"""Synthetic assignment folders for the speed benchmarks, with planted copies.

Stage: benchmark tooling (``bench/``); not part of the mossish pipeline.

    python bench/corpus.py ROOT -n 2000 --lang python [--seed 1]

writes

    ROOT/submissions/<name>/...   one folder per student (about 20 % multi-file)
    ROOT/starter/...              the starter code handed out
    ROOT/planted.csv              a,b,kind,detail: every planted copy pair

Every honest submission is its own program, made by a seeded procedural
generator (typed variables, functions or static methods with loops,
conditions, arithmetic, string handling, lists and maps, input and output;
100-400 lines, about 200 on average).  Programs are not assembled from a
shared pool of snippets: two honest programs share only idioms a few tokens
long, as independent solutions do.

Most students keep the starter code (80 % whole, 15 % in part, 5 % drop
it).  About 10 % of the submissions are planted copies of another one: whole
copies disguised by 1-4 scripted transforms (Python: ``bench/disguise.py``;
Java: the small token-level equivalent below), and partial copies (a share of
another student's functions, the rest their own).  One ring of three per 100
submissions.  These shares do not depend on the size, so the amount of copied
code grows linearly with the class (what the 10x-size / 12x-time target needs).

Everything is derived from ``(seed, language, size, index)``: the same
arguments always write byte-identical folders.  A corpus of 20,000 is written
in a minute or two using all cores.
"""

from __future__ import annotations

import argparse
import csv
import os
import random
import re
import shutil
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from multiprocessing import Pool
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import disguise as pydisguise  # noqa: E402

COPY_SHARE = 0.10  # planted copies among all submissions
RINGS_PER_100 = 1  # rings of three (an original and two copies)
PARTIAL_SHARE = 0.25  # of the planted pair copies: copy some functions only
MULTI_FILE_SHARE = 0.20

WORDS = [
    "account",
    "address",
    "age",
    "amount",
    "angle",
    "answer",
    "area",
    "average",
    "balance",
    "base",
    "bill",
    "block",
    "board",
    "book",
    "bonus",
    "box",
    "budget",
    "buffer",
    "cap",
    "card",
    "cart",
    "cell",
    "chain",
    "change",
    "channel",
    "charge",
    "city",
    "class",
    "code",
    "color",
    "column",
    "count",
    "counter",
    "credit",
    "cursor",
    "customer",
    "data",
    "date",
    "day",
    "debt",
    "degree",
    "delta",
    "depth",
    "digit",
    "discount",
    "distance",
    "doc",
    "dose",
    "due",
    "edge",
    "entry",
    "error",
    "event",
    "exam",
    "factor",
    "fee",
    "field",
    "file",
    "flag",
    "floor",
    "fuel",
    "fund",
    "gain",
    "gap",
    "grade",
    "grid",
    "group",
    "guess",
    "height",
    "hour",
    "index",
    "input",
    "interest",
    "item",
    "key",
    "label",
    "length",
    "level",
    "limit",
    "line",
    "list",
    "load",
    "loan",
    "low",
    "map",
    "mark",
    "margin",
    "match",
    "max",
    "mean",
    "member",
    "message",
    "min",
    "minute",
    "mode",
    "month",
    "name",
    "node",
    "note",
    "number",
    "offset",
    "order",
    "output",
    "owner",
    "page",
    "pair",
    "part",
    "path",
    "payment",
    "peak",
    "penalty",
    "percent",
    "period",
    "piece",
    "point",
    "pool",
    "price",
    "profit",
    "quota",
    "range",
    "rank",
    "rate",
    "ratio",
    "reading",
    "record",
    "result",
    "room",
    "round",
    "row",
    "rule",
    "sale",
    "salary",
    "scale",
    "score",
    "seat",
    "second",
    "segment",
    "sensor",
    "share",
    "shift",
    "size",
    "slot",
    "speed",
    "stack",
    "stage",
    "start",
    "state",
    "step",
    "stock",
    "store",
    "streak",
    "sum",
    "table",
    "target",
    "task",
    "tax",
    "team",
    "temp",
    "term",
    "text",
    "threshold",
    "tick",
    "time",
    "token",
    "total",
    "track",
    "trip",
    "turn",
    "unit",
    "usage",
    "user",
    "value",
    "vote",
    "wage",
    "week",
    "weight",
    "width",
    "window",
    "word",
    "year",
    "zone",
]
VERBS = [
    "add",
    "adjust",
    "apply",
    "build",
    "calc",
    "check",
    "clamp",
    "collect",
    "compute",
    "convert",
    "count",
    "decode",
    "encode",
    "filter",
    "find",
    "format",
    "group",
    "handle",
    "load",
    "make",
    "merge",
    "normalize",
    "parse",
    "pick",
    "print",
    "process",
    "read",
    "record",
    "reduce",
    "render",
    "scan",
    "score",
    "select",
    "shift",
    "sort",
    "split",
    "summarize",
    "total",
    "track",
    "update",
    "validate",
]
PHRASES = [
    "enter a value",
    "invalid input",
    "result is",
    "total so far",
    "no data",
    "processing",
    "done",
    "warning: out of range",
    "skipping entry",
    "summary",
    "average",
    "best score",
    "not found",
    "try again",
    "error",
    "ok",
    "report",
    "level up",
    "low balance",
    "high",
    "medium",
    "empty",
    "value too large",
]


def snake(rng: random.Random, n: int = 2) -> str:
    return "_".join(rng.choice(WORDS) for _ in range(n))


def camel(name: str) -> str:
    head, *rest = name.split("_")
    return head + "".join(w.capitalize() for w in rest)


INT, FLT, STR, LST, MAP, BOOL = "int", "float", "str", "list", "map", "bool"


@dataclass
class Func:
    name: str
    params: list[tuple[str, str]]
    ret: str
    module: str = ""  # Java: class holding it when not Main; Python: module


@dataclass
class Program:
    """A generated program: named files of code blocks (one block per function)."""

    files: dict[str, list[str]] = field(default_factory=dict)


class Gen:
    """Seeded generator of one program in Python or Java."""

    def __init__(self, rng: random.Random, java: bool) -> None:
        self.rng = rng
        self.java = java
        self.funcs: list[Func] = []
        self.used: set[str] = set()
        self.style_fstring = rng.random() < 0.6

    # ---- names -----------------------------------------------------------
    def fresh(self, n: int = 2, taken: set[str] | None = None) -> str:
        taken = self.used if taken is None else taken
        while True:
            name = snake(self.rng, self.rng.choice((1, 2, 2, 2, 3)) if n == 0 else n)
            name = camel(name) if self.java else name
            if name not in taken and name not in JAVA_RESERVED and name not in PY_RESERVED:
                taken.add(name)
                return name

    # ---- types -----------------------------------------------------------
    def jtype(self, t: str) -> str:
        return {
            INT: "int",
            FLT: "double",
            STR: "String",
            LST: "List<Integer>",
            MAP: "Map<String, Integer>",
            BOOL: "boolean",
        }[t]

    # ---- expressions -----------------------------------------------------
    def lit(self, t: str) -> str:
        r = self.rng
        if t == INT:
            return str(r.choice((0, 1, 2, 3, 5, 10, r.randint(2, 100), r.randint(100, 9999))))
        if t == FLT:
            return f"{r.randint(0, 99)}.{r.randint(0, 99):02d}"
        if t == BOOL:
            return r.choice(("true", "false")) if self.java else r.choice(("True", "False"))
        if t == STR:
            return '"' + r.choice(PHRASES) + '"'
        if t == LST:
            if self.java:
                return "new ArrayList<>()"
            roll = r.random()
            if roll < 0.5:
                return "[]"
            if roll < 0.65:
                return f"[0] * {r.randint(2, 20)}"
            if roll < 0.8:
                return f"list(range({r.randint(1, 9)}, {r.randint(10, 60)}))"
            return "[" + ", ".join(self.lit(INT) for _ in range(r.randint(2, 7))) + "]"
        return "new HashMap<>()" if self.java else "{}"

    def pick(self, scope: dict[str, str], t: str) -> str | None:
        names = [n for n, ty in scope.items() if ty == t]
        return self.rng.choice(names) if names else None

    def num(self, scope: dict[str, str], t: str = INT, depth: int = 0) -> str:
        r = self.rng
        roll = r.random()
        if depth >= 2 or roll < 0.3:
            v = self.pick(scope, t) or (self.pick(scope, INT) if t == FLT else None)
            return v if v and r.random() < 0.85 else self.lit(t)
        if roll < 0.72:
            ops = ["+", "-", "*", "+", "-"] + (
                ["%", "//" if not self.java else "/"] if t == INT else ["/"]
            )
            op = r.choice(ops)
            right = self.num(scope, t, depth + 1)
            if op in ("%", "//", "/") and not re.fullmatch(r"[1-9][0-9.]*", right):
                right = str(r.randint(2, 9)) + (".0" if t == FLT and self.java else "")
            expr = f"{self.num(scope, t, depth + 1)} {op} {right}"
            return f"({expr})" if depth else expr
        if roll < 0.82:
            lst = self.pick(scope, LST)
            if lst:
                return f"{lst}.size()" if self.java else f"len({lst})"
        if roll < 0.9:
            a, b = self.num(scope, t, depth + 1), self.num(scope, t, depth + 1)
            fn = r.choice(("max", "min", "abs"))
            if fn == "abs":
                return f"Math.abs({a})" if self.java else f"abs({a})"
            return f"Math.{fn}({a}, {b})" if self.java else f"{fn}({a}, {b})"
        call = self.call(scope, t)
        return call or self.lit(t)

    def cond(self, scope: dict[str, str], depth: int = 0) -> str:
        r = self.rng
        roll = r.random()
        if roll < 0.5:
            t = INT if r.random() < 0.8 or not self.pick(scope, FLT) else FLT
            op = r.choice(("<", ">", "<=", ">=", "==", "!="))
            if r.random() < 0.2:
                return f"{self.num(scope, INT, 2)} % {r.randint(2, 7)} == 0"
            left = self.pick(scope, t) if r.random() < 0.7 else None
            return f"{left or self.num(scope, t, 1)} {op} {self.num(scope, t, 2)}"
        if roll < 0.62 and (m := self.pick(scope, MAP)) and (s := self.pick(scope, STR)):
            return f"{m}.containsKey({s})" if self.java else f"{s} in {m}"
        if roll < 0.72 and (lst := self.pick(scope, LST)):
            return f"{lst}.isEmpty()" if self.java else f"not {lst}"
        if roll < 0.82 and (s := self.pick(scope, STR)):
            word = r.choice(WORDS)[: r.randint(1, 3)]
            how = r.choice(("startswith", "endswith"))
            return (
                f'{s}.{"startsWith" if how == "startswith" else "endsWith"}("{word}")'
                if self.java
                else f'{s}.{how}("{word}")'
            )
        if roll < 0.88 and (b := self.pick(scope, BOOL)):
            return (
                f"!{b}"
                if self.java and r.random() < 0.4
                else (f"not {b}" if r.random() < 0.4 else b)
            )
        if depth < 1:
            op = r.choice(("&&", "||")) if self.java else r.choice(("and", "or"))
            return f"{self.cond(scope, depth + 1)} {op} {self.cond(scope, depth + 1)}"
        return f"{self.num(scope, INT, 2)} > {self.lit(INT)}"

    def strexpr(self, scope: dict[str, str]) -> str:
        r = self.rng
        roll = r.random()
        s = self.pick(scope, STR)
        if roll < 0.45 or not s:
            parts = [(x, t) for x, t in scope.items() if t in (INT, FLT, STR)]
            if parts and r.random() < 0.8:
                chosen = r.sample(parts, min(len(parts), r.randint(1, 3)))
                words = r.choice(PHRASES)
                sep = r.choice((", ", " ", "; ", " | ", "/", " - ", "="))
                if self.java:
                    return f'"{words}: " + ' + f' + "{sep}" + '.join(x for x, _ in chosen)
                if self.style_fstring:
                    inner = sep.join(
                        "{" + x + (":.2f" if t == FLT else "") + "}" for x, t in chosen
                    )
                    return f'f"{words}: {inner}"'
                if r.random() < 0.5:
                    return "print_args:" + ", ".join([f'"{words}"'] + [x for x, _ in chosen])
                return f'"{words}: " + ' + f' + "{sep}" + '.join(
                    x if t == STR else f"str({x})" for x, t in chosen
                )
            return self.lit(STR)
        if roll < 0.5:
            m = (
                r.choice(("upper", "lower", "strip"))
                if not self.java
                else r.choice(("toUpperCase", "toLowerCase", "trim"))
            )
            return f"{s}.{m}()"
        if roll < 0.65:
            n = self.num(scope, INT, 1)
            return f"String.valueOf({n})" if self.java else f"str({n})"
        if roll < 0.8:
            return f'{s} + "{r.choice(("-", " ", "_", ":", "/"))}" + {self.pick(scope, STR)}'
        if roll < 0.9:
            a = r.randint(0, 3)
            return (
                f"{s}.substring(0, Math.min({a + 2}, {s}.length()))"
                if self.java
                else f"{s}[{a}:{a + r.randint(2, 6)}]"
            )
        return self.call(scope, STR) or self.lit(STR)

    def strexpr_value(self, scope: dict[str, str]) -> str:
        e = self.strexpr(scope)
        if e.startswith("print_args:"):
            return '" ".join(map(str, [' + e[len("print_args:") :] + "]))"
        return e

    def map_stmt(self, scope: dict[str, str], m: str, s: str, pad: str, nested: bool) -> list[str]:
        r = self.rng
        n = self.num(scope, INT, 2)
        j = self.java
        form = r.randrange(8)
        if form == 0:
            return [
                f"{pad}{m}.put({s}, {m}.getOrDefault({s}, 0) + {n});"
                if j
                else f"{pad}{m}[{s}] = {m}.get({s}, 0) + {n}"
            ]
        if form == 1:
            return [f"{pad}{m}.put({s}, {n});" if j else f"{pad}{m}[{s}] = {n}"]
        if form == 2 and nested:
            if j:
                return [
                    f"{pad}if (!{m}.containsKey({s})) {{",
                    f"{pad}    {m}.put({s}, {n});",
                    f"{pad}}}",
                ]
            return [f"{pad}if {s} not in {m}:", f"{pad}    {m}[{s}] = {n}"]
        if form == 3:
            return [f"{pad}{m}.remove({s});" if j else f"{pad}{m}.pop({s}, None)"]
        if form == 4 and nested:
            k, v = (
                self.fresh(1, set(scope) | self.used_locals),
                self.fresh(1, set(scope) | self.used_locals),
            )
            inner = dict(scope)
            inner[k], inner[v] = STR, INT
            head = (
                f"{pad}for (Map.Entry<String, Integer> {k} : {m}.entrySet()) {{"
                if j
                else f"{pad}for {k}, {v} in {m}.items():"
            )
            body = self.stmt_lines(inner, len(pad) // 4 + 1, r.randint(1, 3), 2, "none")
            if j:
                body = [f"{pad}    int {v} = {k}.getValue();"] + body + [f"{pad}}}"]
            return [head] + body
        if form == 5:
            t = self.fresh(0, set(scope) | self.used_locals)
            scope[t] = INT
            self.used_locals.add(t)
            return [f"{pad}int {t} = {m}.size();" if j else f"{pad}{t} = len({m})"]
        if form == 6:
            t = self.fresh(0, set(scope) | self.used_locals)
            scope[t] = INT
            self.used_locals.add(t)
            if j:
                return [f"{pad}int {t} = 0;", f"{pad}for (int v : {m}.values()) {t} += v;"]
            return [f"{pad}{t} = sum({m}.values())"]
        return [f"{pad}{m}.merge({s}, {n}, Integer::sum);" if j else f"{pad}{m}[{s}] += {n}"]

    def expr(self, scope: dict[str, str], t: str) -> str:
        if t in (INT, FLT):
            return self.num(scope, t)
        if t == STR:
            return self.strexpr_value(scope)
        if t == BOOL:
            return self.cond(scope)
        return self.pick(scope, t) or self.lit(t)

    def call(self, scope: dict[str, str], ret: str | None) -> str | None:
        options = [f for f in self.funcs if ret is None or f.ret == ret]
        if not options:
            return None
        f = self.rng.choice(options)
        args = ", ".join(self.pick(scope, t) or self.lit(t) for _, t in f.params)
        prefix = (
            f"{f.module}." if self.java and f.module and f.module != self.current_module else ""
        )
        return f"{prefix}{f.name}({args})"

    # ---- statements ------------------------------------------------------
    def stmt_lines(
        self, scope: dict[str, str], ind: int, budget: int, depth: int, ret: str
    ) -> list[str]:
        """Some statements taking about ``budget`` lines."""
        out: list[str] = []
        while len(out) < budget:
            out += self.stmt(scope, ind, depth, ret, budget - len(out))
            if out[-1].lstrip().startswith("return "):
                break  # nothing after a return in the same block
        return out

    def declare(self, scope: dict[str, str], t: str, value: str, ind: int) -> list[str]:
        name = self.fresh(0, set(scope) | self.used_locals)
        scope[name] = t
        self.used_locals.add(name)
        pad = "    " * ind
        if self.java:
            return [f"{pad}{self.jtype(t)} {name} = {value};"]
        return [f"{pad}{name} = {value}"]

    def stmt(self, scope: dict[str, str], ind: int, depth: int, ret: str, room: int) -> list[str]:
        r = self.rng
        pad = "    " * ind
        semi = ";" if self.java else ""
        roll = r.random()
        nested = depth < 3 and room >= 4
        if roll < 0.22:
            t = r.choice((INT, INT, INT, FLT, STR, STR, BOOL, LST, MAP))
            return self.declare(
                scope, t, self.expr(scope, t) if t not in (LST, MAP) else self.lit(t), ind
            )
        if roll < 0.32:
            v = self.pick(scope, INT) or self.pick(scope, FLT)
            if v:
                t = scope[v]
                op = (
                    r.choice(("+=", "-=", "*=", "="))
                    if t == INT
                    else r.choice(("+=", "-=", "*=", "/="))
                )
                return [f"{pad}{v} {op} {self.num(scope, t, 1)}{semi}"]
        if roll < 0.45 and nested:
            lines = [
                f"{pad}if ({self.cond(scope)}) {{" if self.java else f"{pad}if {self.cond(scope)}:"
            ]
            inner = dict(scope)
            lines += self.stmt_lines(inner, ind + 1, r.randint(1, min(5, room - 2)), depth + 1, ret)
            if r.random() < 0.35:
                lines += [
                    f"{pad}}} else if ({self.cond(scope)}) {{"
                    if self.java
                    else f"{pad}elif {self.cond(scope)}:"
                ]
                lines += self.stmt_lines(dict(scope), ind + 1, r.randint(1, 3), depth + 1, ret)
            if r.random() < 0.45:
                lines += [f"{pad}}} else {{" if self.java else f"{pad}else:"]
                lines += self.stmt_lines(dict(scope), ind + 1, r.randint(1, 3), depth + 1, ret)
            if self.java:
                lines.append(f"{pad}}}")
            return lines
        if roll < 0.56 and nested:
            inner = dict(scope)
            lst = self.pick(scope, LST)
            var = self.fresh(1, set(scope) | self.used_locals)
            inner[var] = INT
            if lst and r.random() < 0.5:
                head = (
                    f"{pad}for (int {var} : {lst}) {{" if self.java else f"{pad}for {var} in {lst}:"
                )
            else:
                bound = self.num(scope, INT, 1)
                if self.java:
                    head = f"{pad}for (int {var} = 0; {var} < {bound}; {var}++) {{"
                else:
                    head = f"{pad}for {var} in range({bound}):"
            lines = [head] + self.stmt_lines(
                inner, ind + 1, r.randint(1, min(6, room - 2)), depth + 1, ret
            )
            return lines + ([f"{pad}}}"] if self.java else [])
        if roll < 0.6 and nested:
            v = self.pick(scope, INT)
            if v:
                limit = self.num(scope, INT, 1)
                lines = [
                    f"{pad}while ({v} < {limit}) {{" if self.java else f"{pad}while {v} < {limit}:"
                ]
                lines += self.stmt_lines(dict(scope), ind + 1, r.randint(1, 4), depth + 1, ret)
                lines.append(f"{pad}    {v} += {r.randint(1, 4)}{semi}")
                return lines + ([f"{pad}}}"] if self.java else [])
        if roll < 0.68:
            lst = self.pick(scope, LST)
            if lst:
                what = r.random()
                if what < 0.6:
                    return [
                        f"{pad}{lst}.{'add' if self.java else 'append'}({self.num(scope, INT, 1)}){semi}"
                    ]
                if what < 0.8:
                    return [f"{pad}Collections.sort({lst});" if self.java else f"{pad}{lst}.sort()"]
                t = self.fresh(0, set(scope) | self.used_locals)
                scope[t] = INT
                self.used_locals.add(t)
                if self.java:
                    return [f"{pad}int {t} = {lst}.isEmpty() ? 0 : {lst}.get({lst}.size() - 1);"]
                return [f"{pad}{t} = {lst}[-1] if {lst} else 0"]
        if roll < 0.75:
            m, s = self.pick(scope, MAP), self.pick(scope, STR)
            if m and s:
                return self.map_stmt(scope, m, s, pad, nested)
        if roll < 0.84:
            e = self.strexpr(scope)
            if e.startswith("print_args:"):
                return [f"{pad}print({e[len('print_args:') :]})"]
            if self.java and r.random() < 0.25:
                return [f'{pad}System.out.printf("%s%n", {e});']
            return [f"{pad}System.out.println({e});" if self.java else f"{pad}print({e})"]
        if roll < 0.88 and not self.java and (lst := self.pick(scope, LST)):
            var = self.fresh(1, set(scope) | self.used_locals)
            name = self.fresh(0, set(scope) | self.used_locals)
            scope[name] = LST
            cond = (
                f" if {var} {r.choice(('>', '<', '!='))} {self.lit(INT)}"
                if r.random() < 0.6
                else ""
            )
            return [
                f"{pad}{name} = [{var} {r.choice(('*', '+', '-', '%'))} {r.randint(1, 9)} for {var} in {lst}{cond}]"
            ]
        if roll < 0.92 and nested:
            s = self.pick(scope, STR) or self.lit(STR)
            name = self.fresh(0, set(scope) | self.used_locals)
            init = self.num(scope, INT, 2)
            trim = (
                r.choice(("", ".strip()", ".strip()"))
                if not self.java
                else r.choice(("", ".trim()"))
            )
            if self.java:
                lines = [
                    f"{pad}int {name} = {init};",
                    f"{pad}try {{",
                    f"{pad}    {name} = Integer.parseInt({s}{trim});",
                ]
                lines += self.stmt_lines(dict(scope), ind + 1, r.randint(0, 2), depth + 1, ret)[
                    : r.randint(0, 2)
                ]
                lines += [
                    f"{pad}}} catch ({r.choice(('NumberFormatException', 'Exception', 'IllegalArgumentException'))} {r.choice(('e', 'ex', 'err'))}) {{"
                ]
            else:
                lines = [f"{pad}{name} = {init}", f"{pad}try:", f"{pad}    {name} = int({s}{trim})"]
                lines += self.stmt_lines(dict(scope), ind + 1, r.randint(0, 2), depth + 1, ret)[
                    : r.randint(0, 2)
                ]
                lines += [
                    f"{pad}except {r.choice(('ValueError', 'ValueError', '(ValueError, TypeError)', 'Exception'))}:"
                ]
            scope[name] = INT
            lines += self.stmt_lines(dict(scope), ind + 1, 1, depth + 1, ret)
            return lines + ([f"{pad}}}"] if self.java else [])
        if roll < 0.96:
            c = self.call(scope, None)
            if c:
                f = c
                return [f"{pad}{f}{semi}"]
        if ret != "none" and depth > 0 and r.random() < 0.5:
            return [f"{pad}return {self.expr(scope, ret)}{semi}"]
        t = r.choice((INT, INT, FLT, STR))
        return self.declare(scope, t, self.expr(scope, t), ind)

    # ---- definitions -----------------------------------------------------
    def function(self, lines_target: int, module: str, ind: int) -> list[str]:
        r = self.rng
        name = self.fresh(0)
        verb = r.choice(VERBS)
        name = (verb + name[0].upper() + name[1:]) if self.java else f"{verb}_{name}"
        self.used.add(name)
        params = [
            (self.fresh(0, set()), r.choice((INT, INT, FLT, STR, STR, LST, MAP)))
            for _ in range(r.choice((0, 1, 1, 2, 2, 2, 3, 3, 4)))
        ]
        seen: set[str] = set()
        params = [(p, t) for p, t in params if not (p in seen or seen.add(p))]  # type: ignore[func-returns-value]
        ret = r.choice((INT, INT, FLT, STR, BOOL, LST, "none", "none"))
        scope = dict(params)
        self.used_locals = set(scope)
        pad = "    " * ind
        if self.java:
            sig = ", ".join(f"{self.jtype(t)} {p}" for p, t in params)
            rtype = "void" if ret == "none" else self.jtype(ret)
            head = [
                f"{pad}{r.choice(('static', 'public static', 'private static'))} {rtype} {name}({sig}) {{"
            ]
        else:
            head = [f"{pad}def {name}({', '.join(p for p, _ in params)}):"]
            if r.random() < 0.4:
                head.append(
                    f'{pad}    """{r.choice(VERBS).capitalize()} the {r.choice(WORDS)} {r.choice(WORDS)}."""'
                )
        if r.random() < 0.3:
            c = f"{r.choice(PHRASES)} {r.choice(WORDS)}"
            head.insert(0, f"{pad}// {c}" if self.java else f"{pad}# {c}")
        body = self.stmt_lines(scope, ind + 1, lines_target, 0, ret)
        if ret != "none":
            body.append(f"{pad}    return {self.expr(scope, ret)}{';' if self.java else ''}")
        self.funcs.append(Func(name, params, ret, module))
        return head + body + ([f"{pad}}}"] if self.java else [])

    def main_block(self, ind: int) -> list[str]:
        pad = "    " * ind
        scope: dict[str, str] = {}
        self.used_locals = set()
        if self.java:
            lines = [
                f"{pad}public static void main(String[] args) {{",
                f"{pad}    Scanner scanner = new Scanner(System.in);",
            ]
            name = self.fresh(1, self.used_locals)
            lines.append(f"{pad}    String {name} = scanner.nextLine();")
        else:
            lines = ["def main():"]
            name = self.fresh(1, self.used_locals)
            lines.append(f"    {name} = input({self.lit(STR)})")
        scope[name] = STR
        lines += self.stmt_lines(scope, ind + 1, self.rng.randint(5, 14), 0, "none")
        if self.java:
            return lines + [f"{pad}}}"]
        return lines + ["", "", 'if __name__ == "__main__":', "    main()"]


JAVA_RESERVED = {
    "int",
    "double",
    "class",
    "new",
    "for",
    "if",
    "else",
    "while",
    "return",
    "static",
    "void",
    "public",
    "private",
    "try",
    "catch",
    "case",
    "switch",
    "default",
    "break",
    "continue",
    "this",
    "char",
    "long",
    "byte",
    "short",
    "float",
    "final",
    "boolean",
    "true",
    "false",
    "null",
    "do",
    "main",
    "String",
    "List",
    "Map",
    "Math",
    "System",
    "Scanner",
    "Integer",
}
PY_RESERVED = {
    "in",
    "is",
    "if",
    "or",
    "and",
    "not",
    "for",
    "def",
    "class",
    "return",
    "import",
    "from",
    "pass",
    "print",
    "input",
    "len",
    "max",
    "min",
    "abs",
    "sum",
    "list",
    "dict",
    "str",
    "int",
    "float",
    "range",
    "type",
    "id",
    "map",
    "filter",
    "format",
    "round",
    "main",
    "sorted",
    "set",
    "open",
    "next",
    "iter",
    "zip",
    "hash",
    "vars",
    "all",
    "any",
    "object",
    "self",
    "e",
}

# ---- starter code ----------------------------------------------------------

PY_STARTER = '''"""Assignment 4: data processing.

Complete the functions below. Do not change the names of the provided helpers:
the autograder imports them. Put your own functions after them.
"""

import sys


def read_numbers(prompt):
    """Read one line of whitespace-separated integers."""
    line = input(prompt)
    values = []
    for part in line.split():
        try:
            values.append(int(part))
        except ValueError:
            print("skipping", part, file=sys.stderr)
    return values


def print_table(rows, width=12):
    """Print rows of values as a left-aligned table."""
    for row in rows:
        print("".join(str(cell).ljust(width) for cell in row))


def clamp(value, low, high):
    """Keep value within [low, high]."""
    if value < low:
        return low
    if value > high:
        return high
    return value
'''

JAVA_STARTER_HELPERS = """    /** Read one line of whitespace-separated integers. */
    static List<Integer> readNumbers(Scanner in, String prompt) {
        System.out.print(prompt);
        List<Integer> values = new ArrayList<>();
        for (String part : in.nextLine().trim().split("\\\\s+")) {
            try {
                values.add(Integer.parseInt(part));
            } catch (NumberFormatException e) {
                System.err.println("skipping " + part);
            }
        }
        return values;
    }

    /** Print rows of values as a left-aligned table. */
    static void printTable(List<List<Integer>> rows, int width) {
        for (List<Integer> row : rows) {
            StringBuilder line = new StringBuilder();
            for (int cell : row) {
                line.append(String.format("%-" + width + "s", cell));
            }
            System.out.println(line);
        }
    }

    /** Keep value within [low, high]. */
    static int clamp(int value, int low, int high) {
        if (value < low) {
            return low;
        }
        if (value > high) {
            return high;
        }
        return value;
    }
"""
JAVA_HEADER = "import java.util.*;\n\n"
JAVA_STARTER = (
    JAVA_HEADER
    + "/**\n * Assignment 4: data processing.\n *\n * Complete the program below. Keep the provided helpers: the autograder\n"
    " * calls them. Add your own methods after them.\n */\npublic class Main {\n"
    + JAVA_STARTER_HELPERS
    + "\n    public static void main(String[] args) {\n        Scanner scanner = new Scanner(System.in);\n"
    "        // TODO: your program\n    }\n}\n"
)


def starter_files(lang: str) -> dict[str, str]:
    return {"main.py": PY_STARTER} if lang == "python" else {"Main.java": JAVA_STARTER}


def _starter_kept(rng: random.Random, java: bool) -> str:
    """The part of the starter code a student keeps: whole (80 %), in part (15 %), none."""
    roll = rng.random()
    text = JAVA_STARTER_HELPERS if java else PY_STARTER
    if roll < 0.80:
        return text
    if roll < 0.95:
        blocks = re.split(r"\n\n(?=    /\*\*|def )" if java else r"\n\n\n(?=def )", text)
        keep = [b for i, b in enumerate(blocks) if i == 0 or rng.random() < 0.5]
        return ("\n\n" if java else "\n\n\n").join(keep)
    return "" if java else "import sys\n"


# ---- one honest program ----------------------------------------------------


def honest_program(seed: str, lang: str) -> dict[str, str]:
    rng = random.Random(seed)
    java = lang == "java"
    g = Gen(rng, java)
    target = int(rng.triangular(70, 340, 90))  # plus the starter code kept: 100-400 lines
    n_files = 1 if rng.random() >= MULTI_FILE_SHARE else rng.choice((2, 2, 3))
    kept = _starter_kept(rng, java)
    if java:
        modules = ["Main"] + [
            g.fresh(1).capitalize() + rng.choice(("Util", "Helper", "Stats", "Parser"))
            for _ in range(n_files - 1)
        ]
    else:
        modules = ["main"] + [
            g.fresh(1) + rng.choice(("_utils", "_helpers", "_stats", ""))
            for _ in range(n_files - 1)
        ]
    blocks: dict[str, list[str]] = {m: [] for m in modules}
    lines = kept.count("\n") + 10
    # helper modules first, so main can call into them
    order = modules[1:] + ["main" if not java else "Main"]
    per_file = [target // n_files] * n_files
    for m, share in zip(order, per_file, strict=True):
        g.current_module = m
        written = 0
        while written < share - (10 if m in ("main", "Main") else 0) or not blocks[m]:
            size = rng.randint(6, 30)
            block = g.function(size, m, 1 if java else 0)
            blocks[m].append("\n".join(block))
            written += len(block) + 1
        lines += written
    g.current_module = order[-1]
    main = "\n".join(g.main_block(1 if java else 0))
    files: dict[str, str] = {}
    if java:
        for m in modules[1:]:
            files[f"{m}.java"] = (
                JAVA_HEADER + f"public class {m} {{\n" + "\n\n".join(blocks[m]) + "\n}\n"
            )
        body = "\n\n".join(blocks["Main"] + [main])
        files["Main.java"] = (
            JAVA_HEADER + "public class Main {\n" + (kept + "\n" if kept else "") + body + "\n}\n"
        )
    else:
        for m in modules[1:]:
            files[f"{m}.py"] = (
                '"""'
                + f"{rng.choice(VERBS).capitalize()} helpers."
                + '"""\n\n\n'
                + "\n\n\n".join(blocks[m])
                + "\n"
            )
        imports = "".join(
            f"from {m} import {', '.join(sorted(f.name for f in g.funcs if f.module == m))}\n"
            for m in modules[1:]
        )
        head = kept.rstrip("\n") + "\n" + (imports if imports else "")
        files["main.py"] = head + "\n\n" + "\n\n\n".join(blocks["main"] + [main]) + "\n"
    return files


# ---- Java disguises (token-level, regex based) -------------------------------

_JAVA_STRING = re.compile(r'"(?:\\.|[^"\\])*"')
_JAVA_DECL = re.compile(
    r"\b(?:int|double|String|boolean|void|List<Integer>|Map<String, Integer>)\s+([a-z][A-Za-z0-9]*)\s*[=(;,:)]"
)


def _outside_strings(text: str, fn) -> str:  # type: ignore[no-untyped-def]
    out, last = [], 0
    for m in _JAVA_STRING.finditer(text):
        out.append(fn(text[last : m.start()]))
        out.append(m.group())
        last = m.end()
    out.append(fn(text[last:]))
    return "".join(out)


def java_rename(src: str, rng: random.Random) -> str:
    names = sorted(
        {
            n
            for n in _JAVA_DECL.findall(_outside_strings(src, lambda s: s))
            if n not in JAVA_RESERVED
        }
    )
    names = [n for n in names if n not in {"readNumbers", "printTable", "clamp", "main", "scanner"}]
    taken = set(re.findall(r"[A-Za-z_]\w*", src))
    mapping = {}
    for n in names:
        if rng.random() < 0.85:
            while True:
                new = camel(snake(rng, rng.choice((1, 2, 2))))
                new = new + rng.choice(("", "", "Val", "2", "Tmp", "X"))
                if new not in taken and new not in JAVA_RESERVED:
                    taken.add(new)
                    mapping[n] = new
                    break
    if not mapping:
        return src
    pattern = re.compile(
        r"\b(" + "|".join(map(re.escape, sorted(mapping, key=len, reverse=True))) + r")\b"
    )
    return _outside_strings(src, lambda s: pattern.sub(lambda m: mapping[m.group()], s))


def _java_members(body: str) -> list[str]:
    """Split a class body into member blocks (methods with their comments)."""
    members, current, depth = [], [], 0
    for line in body.split("\n"):
        if depth == 0 and not line.strip():
            if current:
                members.append("\n".join(current))
                current = []
            continue
        current.append(line)
        depth += _outside_strings(line, lambda s: s).count("{") - _outside_strings(
            line, lambda s: s
        ).count("}")
    if current:
        members.append("\n".join(current))
    return members


def _java_split(src: str) -> tuple[str, list[str], str] | None:
    start = src.find("{", src.find(" class "))
    end = src.rstrip().rfind("}")
    if start < 0 or end <= start:
        return None
    return src[: start + 1], _java_members(src[start + 1 : end].strip("\n")), src[end:]


def java_reorder(src: str, rng: random.Random) -> str:
    parts = _java_split(src)
    if not parts:
        return src
    head, members, tail = parts
    rng.shuffle(members)
    return head + "\n" + "\n\n".join(members) + "\n" + tail


def java_comments(src: str, rng: random.Random) -> str:
    out = []
    for line in src.split("\n"):
        stripped = line.strip()
        if stripped.startswith("//") or stripped.startswith("/**") or stripped.startswith("*"):
            if rng.random() < 0.6:
                continue
        out.append(line)
        if stripped.endswith("{") and rng.random() < 0.15:
            indent = line[: len(line) - len(line.lstrip())] + "    "
            out.append(f"{indent}// {rng.choice(PHRASES)} {rng.choice(WORDS)}")
    return "\n".join(out)


def java_layout(src: str, rng: random.Random) -> str:
    allman = rng.random() < 0.5
    unit = rng.choice(("  ", "\t", "    "))
    tight = rng.random() < 0.5
    out = []
    for line in src.split("\n"):
        stripped = line.lstrip(" ")
        level = (len(line) - len(stripped)) // 4
        text = stripped
        if tight:
            text = _outside_strings(text, lambda s: re.sub(r" ([-+*/<>=!]=?|&&|\|\|) ", r"\1", s))
        if allman and text.endswith(" {") and not text.startswith("}"):
            out.append(unit * level + text[:-2])
            out.append(unit * level + "{")
        else:
            out.append(unit * level + text)
        if rng.random() < 0.05 and text == "}":
            out.append("")
    return "\n".join(out)


def java_deadcode(src: str, rng: random.Random) -> str:
    parts = _java_split(src)
    if not parts:
        return src
    head, members, tail = parts
    new = []
    for m in members:
        lines = m.split("\n")
        if len(lines) > 3 and rng.random() < 0.5:
            at = 1
            pad = "        "
            junk = rng.choice(
                (
                    [f"{pad}int {camel(snake(rng))}Unused = {rng.randint(0, 99)};"],
                    [
                        f"{pad}if (false) {{",
                        f'{pad}    System.out.println("{rng.choice(PHRASES)}");',
                        f"{pad}}}",
                    ],
                    [f'{pad}String {camel(snake(rng))}Tmp = "";'],
                )
            )
            lines[at:at] = junk
        new.append("\n".join(lines))
    if rng.random() < 0.6:
        name = camel(snake(rng))
        new.insert(
            rng.randint(0, len(new)),
            f"    static int {name}Helper(int x) {{\n        int y = x * {rng.randint(2, 9)};\n        return y - x;\n    }}",
        )
    return head + "\n" + "\n\n".join(new) + "\n" + tail


JAVA_TRANSFORMS = {
    "comments": java_comments,
    "rename": java_rename,
    "reorder": java_reorder,
    "deadcode": java_deadcode,
    "layout": java_layout,
}
PY_TRANSFORMS = ["comments", "rename", "reorder", "deadcode", "swap", "layout"]


def disguise_files(
    files: dict[str, str], seed: str, lang: str, rng: random.Random
) -> tuple[dict[str, str], str]:
    names = list(JAVA_TRANSFORMS) if lang == "java" else PY_TRANSFORMS
    chosen = sorted(rng.sample(names, rng.randint(1, 4)), key=names.index)
    if "layout" in chosen:  # formatting last, as a student would run a formatter
        chosen.remove("layout")
        chosen.append("layout")
    out = {}
    for i, (name, text) in enumerate(sorted(files.items())):
        if lang == "java":
            for t in chosen:
                text = JAVA_TRANSFORMS[t](text, random.Random(f"{seed}:{i}:{t}"))
        else:
            try:
                text = pydisguise.disguise(text, abs(hash_seed(f"{seed}:{i}")), chosen)
            except ValueError:
                pass
        out[name] = text
    return out, "+".join(chosen)


def hash_seed(text: str) -> int:
    value = 0
    for ch in text.encode():
        value = (value * 131 + ch) % (1 << 61)
    return value


# ---- the corpus ----------------------------------------------------------------


@dataclass(frozen=True)
class Plan:
    """Who copies whom: index -> (source index, kind)."""

    copies: dict[int, tuple[int, str]]
    rings: list[tuple[int, int, int]]


def plan(n: int, seed: int) -> Plan:
    rng = random.Random(f"plan:{seed}:{n}")
    n_copies = round(n * COPY_SHARE)
    n_rings = min(n // 100 * RINGS_PER_100 or (1 if n >= 10 else 0), n_copies // 2)
    order = list(range(n))
    rng.shuffle(order)
    copies: dict[int, tuple[int, str]] = {}
    rings = []
    pos = 0
    for _ in range(n_rings):
        a, b, c = order[pos : pos + 3]
        pos += 3
        copies[b] = (a, "ring")
        copies[c] = (b if rng.random() < 0.5 else a, "ring")
        rings.append((a, b, c))
    for _ in range(n_copies - 2 * n_rings):
        a, b = order[pos : pos + 2]
        pos += 2
        copies[b] = (a, "partial" if rng.random() < PARTIAL_SHARE else "whole")
    return Plan(copies, rings)


def _name(i: int) -> str:
    return f"s{i:05d}"


def _write(folder: Path, files: dict[str, str]) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for name, text in files.items():
        (folder / name).write_text(text, encoding="utf-8")


def _partial(
    own: dict[str, str], source: dict[str, str], rng: random.Random, lang: str
) -> dict[str, str]:
    """Own program with a share (30-70 %) of the source's main-file functions pasted in."""
    main = "Main.java" if lang == "java" else "main.py"
    splitter = (
        r"\n\n(?=    (?:static|public static|private static|// ))"
        if lang == "java"
        else r"\n\n\n(?=def |# )"
    )
    blocks = [
        b
        for b in re.split(splitter, source[main])
        if ("static" in b if lang == "java" else b.startswith(("def ", "# ")))
    ]
    blocks = [b for b in blocks if "main(" not in b.split("\n")[0] and "if __name__" not in b]
    if not blocks:
        return dict(source)
    share = rng.uniform(0.3, 0.7)
    taken = [b for b in blocks if rng.random() < share] or blocks[:1]
    text = own[main]
    if lang == "java":
        cut = text.rfind("}")
        text = (
            text[:cut].rstrip("\n")
            + "\n\n"
            + "\n\n".join(b.rstrip("}\n ") if b.rstrip().endswith("}\n}") else b for b in taken)
            + "\n}\n"
        )
    else:
        cut = text.find("\n\ndef main(")
        text = (
            text[:cut] + "\n\n" + "\n\n\n".join(b.rstrip("\n") for b in taken) + "\n" + text[cut:]
        )
    out = dict(own)
    out[main] = text
    return out


def _make(args: tuple[int, int, str, int, Plan]) -> tuple[int, dict[str, str], str]:
    i, n, lang, seed, p = args
    if i not in p.copies:
        return i, honest_program(f"{seed}:{lang}:{i}", lang), ""
    src_index, kind = p.copies[i]
    # a ring's second copy may copy the first copy: resolve the chain
    chain = [src_index]
    while chain[-1] in p.copies:
        chain.append(p.copies[chain[-1]][0])
    source = honest_program(f"{seed}:{lang}:{chain[-1]}", lang)
    rng = random.Random(f"copy:{seed}:{lang}:{i}")
    for j in reversed(chain[:-1]):  # re-create the intermediate copies first
        source = _make((j, n, lang, seed, p))[1]
    if kind == "partial":
        own = honest_program(f"{seed}:{lang}:{i}", lang)
        files = _partial(own, source, rng, lang)
        detail = "partial"
        if rng.random() < 0.5:
            files, how = disguise_files(files, f"{seed}:{i}", lang, rng)
            detail += "+" + how
        return i, files, detail
    if rng.random() < 0.08:
        return i, dict(source), "verbatim"
    files, how = disguise_files(source, f"{seed}:{i}", lang, rng)
    return i, files, how


def generate(root: Path, n: int, lang: str, seed: int = 1, jobs: int | None = None) -> None:
    if root.exists():
        shutil.rmtree(root)
    (root / "submissions").mkdir(parents=True)
    _write(root / "starter", starter_files(lang))
    p = plan(n, seed)
    details: dict[int, str] = {}
    with Pool(jobs or os.cpu_count() or 1) as pool:
        for i, files, detail in pool.imap_unordered(
            _make, ((i, n, lang, seed, p) for i in range(n)), chunksize=32
        ):
            _write(root / "submissions" / _name(i), files)
            if detail:
                details[i] = detail
    rows = []
    for b, (a, kind) in sorted(p.copies.items()):
        rows.append((_name(min(a, b)), _name(max(a, b)), kind, details.get(b, "")))
    for a, b, c in p.rings:  # the third edge of each ring
        x, y = sorted((a, b, c))[0], sorted((a, b, c))[1:]
        for u, v in ((a, b), (a, c), (b, c)):
            pair = (_name(min(u, v)), _name(max(u, v)))
            if not any(r[:2] == pair for r in rows):
                rows.append((pair[0], pair[1], "ring", "via third member"))
        del x, y
    rows.sort()
    with open(root / "planted.csv", "w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(("a", "b", "kind", "detail"))
        writer.writerows(rows)
    (root / "COMPLETE").write_text(f"{n} {lang} seed={seed}\n", encoding="utf-8")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("root", type=Path)
    parser.add_argument("-n", "--size", type=int, default=100)
    parser.add_argument("--lang", choices=("python", "java"), default="python")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("-j", "--jobs", type=int)
    args = parser.parse_args(argv)
    generate(args.root, args.size, args.lang, args.seed, args.jobs)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
