"""Extracted methods undone: a helper called once goes back where it is called."""

from __future__ import annotations

from mossish.languages.methods import inline_helpers
from mossish.languages.normalize import drop_layout, drop_self, lex


def inlined(text: str, language: str = "java") -> str:
    return " ".join(inline_helpers(drop_layout(drop_self(lex(text, language)))).texts.tolist())


EXTRACTED = """
public class Main {
    public static void main(String[] args) {
        int n = 5;
        report(total(n));
    }
    private static int total(int n) {
        int s = 0;
        for (int i = 0; i < n; i++) { s += square(i); }
        return s;
    }
    static int square(int x) { return x * x; }
    static void report(int s) { System.out.println(s); }
}
"""


def test_helpers_called_once_go_back_to_their_calls_helpers_of_helpers_too() -> None:
    found = inlined(EXTRACTED)
    for gone in ("total", "square", "report", "private", "static int"):
        assert gone not in found
    assert found.index("int n = 5") < found.index("int s = 0") < found.index("return x * x")
    assert found.index("return x * x") < found.index("System . out . println")


def test_a_helper_called_twice_stays_where_it_is() -> None:
    text = "class A { void f() { g(); g(); } void g() { int x = 1; } }"
    assert inlined(text) == "class A { void f ( ) { g ( ) ; g ( ) ; } void g ( ) { int x = 1 ; } }"


def test_recursion_methods_of_objects_and_constructors_stay() -> None:
    recursive = "class A { int f(int n) { return n < 1 ? 0 : f(n - 1); } void m() { f(3); } }"
    assert inlined(recursive).count("f (") == 3
    member = "class A { void m(B b) { b.go(); } void go() { int x = 1; } }"
    assert "void go" in inlined(member)
    built = "class A { A() { int x = 1; } static void m() { A a = new A(); } }"
    assert "new A ( )" in inlined(built)


def test_c_prototypes_are_no_calls() -> None:
    text = (
        'int sq(int);\nint main(void) { printf("%d", sq(3)); return 0; }\n'
        "int sq(int x) { return x * x; }"
    )
    found = inlined(text, "c")
    assert 'printf ( " %d " , 3 return x * x ; ) ;' in found
    assert found.count("int sq") == 1  # the prototype alone is left


def test_offsets_still_point_at_the_code() -> None:
    tokens = inline_helpers(drop_layout(lex(EXTRACTED, "java")))
    for start, end, text in zip(
        tokens.starts.tolist(), tokens.ends.tolist(), tokens.texts.tolist(), strict=True
    ):
        assert EXTRACTED[start:end] == text


def test_unbalanced_code_is_left_as_it_is() -> None:
    text = "class A { void f() { g( } void g() { int x = 1; }"
    tokens = drop_layout(lex(text, "java"))
    assert inline_helpers(tokens).texts.tolist() == tokens.texts.tolist()
