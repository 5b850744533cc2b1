"""Definitions nothing uses, dropped before names are erased (a contestant's template)."""

from __future__ import annotations

from mossish.languages import normalize
from mossish.languages.unused import drop_unused, drop_unused_java

CPP = """\
#include <bits/stdc++.h>
using namespace std;
long long gcd(long long a, long long b) { return b ? gcd(b, a % b) : a; }
long long lcm(long long a, long long b) { return a / gcd(a, b) * b; }
struct Dsu { int find(int x) { return x; } int unused() { return 1; } };
int solve(int n) { return n * 2; }
int main() { int n; cin >> n; cout << solve(n); }
"""

JAVA = """\
public class Main {
    static class FastReader {
        String next() { return st.nextToken(); }
        int nextInt() { return Integer.parseInt(next()); }
        long nextLong() { return Long.parseLong(next()); }
    }
    static long power(long a, long b) { return b == 0 ? 1 : a * power(a, b - 1); }
    int size() { return 0; }
    @Override public String toString() { return ""; }
    public static void main(String[] args) {
        FastReader in = new FastReader();
        System.out.println(in.nextInt());
    }
}
"""


def _texts(source: str, language: str, java: bool) -> str:
    tokens = normalize._filtered(
        normalize.lex(source, language), language, (normalize.drop_layout,)
    )
    kept = drop_unused_java(tokens) if java else drop_unused(tokens)
    return " ".join(kept.texts.tolist())


def test_unused_free_functions_go_and_so_do_their_helpers() -> None:
    kept = _texts(CPP, "cpp", java=False)
    assert "lcm" not in kept and "gcd" not in kept  # gcd was used by lcm alone
    assert "solve" in kept and "main" in kept
    assert "unused" in kept  # a struct's member is the struct's work


def test_java_drops_unused_static_and_nested_methods_only() -> None:
    kept = _texts(JAVA, "java", java=True)
    assert "nextLong" not in kept and "power" not in kept
    assert "nextInt" in kept and "next (" in kept
    assert "size" in kept  # an instance method of the program's own class
    assert "toString" in kept  # called by the runtime


def test_a_file_without_main_keeps_everything() -> None:
    library = CPP.replace("int main() { int n; cin >> n; cout << solve(n); }\n", "")
    tokens = normalize._filtered(normalize.lex(library, "cpp"), "cpp", (normalize.drop_layout,))
    assert drop_unused(tokens) is tokens


def test_offsets_point_at_the_code_kept() -> None:
    tokens = normalize._filtered(normalize.lex(CPP, "cpp"), "cpp", (normalize.drop_layout,))
    kept = drop_unused(tokens)
    for start, end, text in zip(
        kept.starts.tolist(), kept.ends.tolist(), kept.texts.tolist(), strict=True
    ):
        assert CPP[start:end] == text or text.strip() == ""


def _stream(source: str, language: str) -> list[tuple[str, str]]:
    """The normalised stream without offsets (kinds and texts)."""
    return [(kind, text) for _, _, kind, text in normalize.normalized_tokens(source, language)]


def test_the_shipped_pass_drops_a_template_in_c_cpp_and_java() -> None:
    # Normaliser version 5: the pass runs by default for the brace families.
    assert normalize.NORMALIZER_VERSION == 5
    template = "static int unusedHelper(int a) { return a * a + 17; }\n"
    with_template = JAVA.replace("    int size()", "    " + template + "    int size()")
    assert _stream(with_template, "java") == _stream(JAVA, "java")
    spare = CPP.replace("long long gcd", "int spare(int q) { return q; }\nlong long gcd")
    assert _stream(spare, "cpp") == _stream(CPP, "cpp")
    assert _stream(spare.replace("#include", "// "), "c") == _stream(
        CPP.replace("#include", "// "), "c"
    )
