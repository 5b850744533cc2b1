"""The normaliser abstracts what rewrites change and the program does not.

Each case is a pair of sources a plagiarist (or a language model asked to
disguise a copy) turns one into the other: their normalised streams must be
equal, where version 2 of the normaliser told them apart.  Other cases hold
what must still be told apart, and what each filter must leave alone.
"""

from __future__ import annotations

import pytest

from helpers import pair, run
from mossish.languages.normalize import (
    BRACE_FILTERS,
    DEFAULT_FILTERS,
    IDENTIFIER,
    TokenFilter,
    drop_imports,
    drop_negation,
    drop_scopes,
    filters_for,
    merge_operators,
    normalized_tokens,
)


def stream(text: str, language: str) -> list[str]:
    return [token[3] for token in normalized_tokens(text, language)]


def previous_stream(text: str, language: str) -> list[str]:
    """The stream of normaliser version 2 (layout, identifiers, literals, braces)."""
    filters = BRACE_FILTERS if language != "python" else DEFAULT_FILTERS
    return [token[3] for token in normalized_tokens(text, language, filters)]


REWRITES = [
    pytest.param(
        "java",
        "class A { int sum(int[] a) { int s = 0; for (int x : a) s += x; return s; } }",
        "class A { long sum(long[] a) { long s = 0; for (var x : a) s += x; return s; } }",
        id="java-int-to-long-and-var",
    ),
    pytest.param(
        "cpp",
        "int f(int n) { int t = 0; while (n > 0) { t += n; n--; } return t; }",
        "long long f(long long n) { unsigned long long t = 0;"
        " while (n > 0) { t += n; n--; } return t; }",
        id="cpp-int-to-long-long",
    ),
    pytest.param(
        "cpp",
        "int main() { auto v = read(); const int n = 3; return n; }",
        "int main() { int v = read(); constexpr long n = 3; return n; }",
        id="cpp-auto-and-const",
    ),
    pytest.param(
        "java",
        "class A { private int n; void set(int m) { this.n = m; this.go(); } }",
        "class A { private static final int n; void set(int m) { n = m; go(); } }",
        id="java-this-and-modifiers",
    ),
    pytest.param(
        "java",
        "package p;\nimport java.util.List;\nclass A { int f() { return 1; } }",
        "import java.util.*;\nimport static java.lang.Math.max;\nclass A { int f() { return 1; } }",
        id="java-imports",
    ),
    pytest.param(
        "cpp",
        "#include <vector>\nusing namespace std;\nint f() { return 1; }",
        "#include <bits/stdc++.h>\nint f() { return 1; }",
        id="cpp-using-namespace",
    ),
    pytest.param(
        "python",
        "import sys\nfrom collections import (\n    deque,\n    Counter,\n)\n"
        "class A:\n    def f(self):\n        self.n += 1\n        return self.n\n",
        "import os, sys\nclass A:\n    def f(self):\n        n += 1\n        return n\n",
        id="python-imports-and-self",
    ),
]


@pytest.mark.parametrize(("language", "original", "rewrite"), REWRITES)
def test_a_rewrite_normalises_like_the_original(language: str, original: str, rewrite: str) -> None:
    assert stream(original, language) == stream(rewrite, language)
    # Version 2 told them apart: the case tests something.
    assert previous_stream(original, language) != previous_stream(rewrite, language)


def test_a_run_of_type_keywords_is_one_identifier() -> None:
    assert stream("unsigned long long x;", "c") == [IDENTIFIER, IDENTIFIER, ";"]
    # Casts stay casts: a name in parentheses, as ``(Integer) x`` reads.
    assert stream("y = (int) x;", "java") == stream("y = (Integer) x;", "java")


def test_what_only_looks_like_an_import_stays() -> None:
    # Python: ``yield from``/``raise ... from`` are not imports.
    code = "def f(g):\n    yield from g\n    raise E from g\n"
    assert stream(code, "python") == previous_stream(code, "python")
    # A brace language's import without its ``;`` within reach drops nothing.
    assert "import" in stream("import " + "a." * 80 + "b", "java")
    # ``this`` not followed by a dot (passed, returned) is kept.
    assert "this" in stream("class A { A f() { return this; } }", "java")


def test_languages_not_measured_keep_the_previous_pass() -> None:
    assert filters_for("javascript") == BRACE_FILTERS
    assert filters_for("ruby") == DEFAULT_FILTERS
    assert drop_imports in filters_for("objective-c")  # C's family: headers match sources


def test_a_copy_rewritten_with_other_types_and_modifiers_scores_as_a_copy() -> None:
    original = """
import java.util.Scanner;

public class Main {
    private int total;

    int add(int[] values) {
        int sum = 0;
        for (int i = 0; i < values.length; i++) {
            if (values[i] % 2 == 0) {
                sum += values[i] * 3;
            } else {
                sum -= values[i];
            }
        }
        this.total = sum;
        return sum;
    }
}
"""
    rewrite = (
        original.replace("import java.util.Scanner;", "import java.util.*;\nimport java.io.*;")
        .replace("private int total", "private static long total")
        .replace("int[]", "long[]")
        .replace("int sum", "final long sum")
        .replace("this.total", "total")
    )
    honest = """
public class Main {
    public static void main(String[] args) {
        String name = args.length > 0 ? args[0] : "world";
        System.out.println("hello " + name);
    }
}
"""
    analysis = run({"a": original, "b": rewrite, "c": honest}, language="java", threshold=0.0)
    copied = pair(analysis, "a", "b")
    assert copied is not None and copied.similarity_avg == pytest.approx(1.0)


LOOPS_ORIGINAL = """
class Stats {
    static int[] prefix(int[] a) {
        int[] p = new int[a.length + 1];
        for (int i = 0; i < a.length; i++) {
            p[i + 1] = p[i] + a[i];
        }
        return p;
    }

    static int best(int[] a, int k) {
        int[] p = prefix(a);
        int top = p[k] - p[0];
        for (int i = k; i <= a.length; i++) {
            if (p[i] - p[i - k] > top) {
                top = p[i] - p[i - k];
            }
        }
        return top;
    }

    static int count(int[] a, int x) {
        int c = 0;
        for (int i = 0; i < a.length; i++) {
            if (a[i] == x) {
                c++;
            }
        }
        return c;
    }
}
"""
# Each counted loop rewritten as a while loop, int as long: what a language
# model asked to make a copy look different does first.
LOOPS_REWRITE = """
class Stats {
    static long[] prefix(long[] a) {
        long[] p = new long[a.length + 1];
        int i = 0;
        while (i < a.length) {
            p[i + 1] = p[i] + a[i];
            i++;
        }
        return p;
    }

    static long best(long[] a, int k) {
        long[] p = prefix(a);
        long top = p[k] - p[0];
        int i = k;
        while (i <= a.length) {
            if (p[i] - p[i - k] > top) {
                top = p[i] - p[i - k];
            }
            i++;
        }
        return top;
    }

    static long count(long[] a, long x) {
        long c = 0;
        int i = 0;
        while (i < a.length) {
            if (a[i] == x) {
                c++;
            }
            i++;
        }
        return c;
    }
}
"""


def similarity(monkeypatch: pytest.MonkeyPatch, previous: bool) -> float:
    if previous:
        monkeypatch.setattr(
            "mossish.languages.normalize.filters_for", lambda language: BRACE_FILTERS
        )
    analysis = run(
        {"a": LOOPS_ORIGINAL, "b": LOOPS_REWRITE}, language="java", threshold=0.0, jobs=1
    )
    found = pair(analysis, "a", "b")
    assert found is not None
    return found.similarity_avg


def test_loops_rewritten_as_while_loops_with_other_types_still_match(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    now = similarity(monkeypatch, previous=False)
    before = similarity(monkeypatch, previous=True)
    assert now >= 0.75
    assert now >= before + 0.2


# --- version 4: operators whole, scope qualifiers and negation dropped ------


def stream_without(text: str, language: str, left_out: TokenFilter) -> list[str]:
    """The language's stream with one of its filters left out."""
    filters = tuple(f for f in filters_for(language) if f is not left_out)
    assert len(filters) == len(filters_for(language)) - 1
    return [token[3] for token in normalized_tokens(text, language, filters)]


VERSION_4_REWRITES = [
    pytest.param(
        drop_scopes,
        "cpp",
        "#include <vector>\nstd::vector<int> f(int n) { std::vector<int> v(n);"
        " std::sort(v.begin(), v.end()); return v; }",
        "#include <vector>\nusing namespace std;\nvector<int> f(int n) { vector<int> v(n);"
        " sort(v.begin(), v.end()); return v; }",
        id="cpp-std-qualifiers",
    ),
    pytest.param(
        drop_scopes,
        "cpp",
        "int f() { Tree::Node* n = new Tree::Node(); return n->size; }",
        "int f() { Node* n = new Node(); return n->size; }",
        id="cpp-class-qualifier",
    ),
    pytest.param(
        drop_negation,
        "java",
        "class A { int f(int a, int b) { if (a != b) { return a; } else { return b; } } }",
        "class A { int f(int a, int b) { if (a == b) { return b; } else { return a; } } }",
        id="java-condition-inverted-branches-swapped",
    ),
    pytest.param(
        drop_negation,
        "python",
        "def f(x, y):\n    if not x == y:\n        return 1\n    return 0\n",
        "def f(x, y):\n    if x != y:\n        return 1\n    return 0\n",
        id="python-not-equal-as-not",
    ),
    pytest.param(
        drop_negation,
        "python",
        "def f(seen, x, y):\n    if x not in seen:\n        return x\n    return y\n",
        "def f(seen, x, y):\n    if x in seen:\n        return y\n    return x\n",
        id="python-not-in-branches-swapped",
    ),
    pytest.param(
        merge_operators,
        "java",
        "class A { int g(int a, int b) { return a != b ? a : b; } }",
        "class A { int g(int a, int b) { return a == b ? b : a; } }",
        id="java-not-equal-read-whole",
    ),
]


@pytest.mark.parametrize(("needs", "language", "original", "rewrite"), VERSION_4_REWRITES)
def test_a_rewrite_normalises_like_the_original_in_version_4(
    needs: TokenFilter, language: str, original: str, rewrite: str
) -> None:
    assert stream(original, language) == stream(rewrite, language)
    # Without the filter the case is about, the two differ: it tests that filter.
    assert stream_without(original, language, needs) != stream_without(rewrite, language, needs)


def test_operators_are_one_token_each_by_longest_match() -> None:
    code = "class A { void f() { i++; x >>>= 2; y=-1; if (a && b || c <= d) g(); } }"
    found = stream(code, "java")
    for operator in ("++", ">>>=", "&&", "||", "<="):
        assert operator in found
    # ``=-`` is no operator: an assignment of a negative number stays two tokens.
    assert found[found.index("-") - 1] == "="
    assert "+" not in stream_without(code, "java", drop_negation)
    assert "+" in stream_without(code, "java", merge_operators)


def test_an_assignment_is_not_read_as_a_comparison() -> None:
    # Dropping ``!`` of a split ``!=`` would leave ``=``: operators are joined first.
    assert stream("x = a != b;", "java") != stream("x = a = b;", "java")
    assert stream("x = a != b;", "java") == stream("x = a == b;", "java")


def test_what_scopes_and_negation_leave_alone() -> None:
    # A scope with no name before it goes alone; the name after it stays.
    assert stream("int x = ::y;", "cpp") == stream("int x = y;", "cpp")
    # Python slices keep their colons (scopes are dropped in C, C++ and Java only).
    assert "::" in stream("ys = xs[::2]\n", "python")
    # Other languages keep ``!`` and split operators as their lexer gives them.
    assert "!" in stream("if (!a) { b(); }", "javascript")
