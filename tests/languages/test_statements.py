"""Statement-level normalisation: dead statements dropped, independent ones in one order."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from mossish.languages.normalize import (
    CURLY_FILTERS,
    Tokens,
    drop_layout,
    drop_self,
    lex,
    normalized_tokens,
)
from mossish.languages.statements import normalize_statements, with_statements


def statements_of(text: str, language: str = "java", **options: bool) -> str:
    """The code tokens of ``text`` after the pass, as one line of text."""
    tokens: Tokens = drop_layout(drop_self(lex(text, language)))
    return " ".join(normalize_statements(tokens, **options).texts.tolist())


def java_main(body: str) -> str:
    return "class Main {\n  public static void main(String[] args) {\n" + body + "\n  }\n}\n"


def test_a_variable_nothing_reads_is_dropped_with_what_only_feeds_it() -> None:
    body = """
        int n = 3;
        int unused = 42;
        int temp = n * 2;
        temp = temp + 1;
        System.out.println(n);
    """
    found = statements_of(java_main(body))
    assert "unused" not in found
    assert "temp" not in found
    assert "int n = 3 ;" in found


def test_what_output_conditions_or_calls_read_stays() -> None:
    body = """
        int a = 1;
        int b = read();
        int c = 2;
        if (c > 0) { a = a + 1; }
        System.out.println(a);
    """
    found = statements_of(java_main(body))
    for kept in ("int a = 1 ;", "int b = read ( ) ;", "int c = 2 ;", "a = a + 1 ;"):
        assert kept in found


def test_independent_statements_take_one_order_dependent_ones_keep_theirs() -> None:
    first = java_main('int a = 1; String b = "x"; int c = a + 2; System.out.println(c + b);')
    second = java_main('String b = "x"; int a = 1; int c = a + 2; System.out.println(c + b);')
    assert statements_of(first) == statements_of(second)
    found = statements_of(first)
    assert found.index("int c") > max(found.index("int a"), found.index("String b"))
    assert found.index("int c") < found.index("println")


def test_output_keeps_its_order() -> None:
    first = java_main('System.out.println("x"); System.out.println("y");')
    found = statements_of(first)
    assert found.index('" x "') < found.index('" y "')


def test_c_input_through_a_pointer_is_a_write() -> None:
    text = 'int main() { int n; scanf("%d", &n); int m = n * 2; printf("%d", m); return 0; }'
    found = statements_of(text, "c")
    assert found.index("scanf") < found.index("int m =")


def test_comparison_is_not_an_assignment() -> None:
    """C's lexer gives ``==`` a character at a time: still a read, not a write."""
    text = "int f(int a, int b) { int c = 0; if (a == b) { c = 1; } return c; }"
    assert "int c = 0 ;" in statements_of(text, "c")


def test_class_bodies_and_initialisers_are_left_alone() -> None:
    text = "class A { int unused = 1; int[] xs = {3, 1, 2}; }"
    assert statements_of(text) == "class A { int unused = 1 ; int [ ] xs = { 3 , 1 , 2 } ; }"


def test_unbalanced_braces_are_left_alone() -> None:
    text = "void f() { int a = 1; int b = 2;"
    tokens = drop_layout(lex(text, "java"))
    assert " ".join(normalize_statements(tokens).texts.tolist()) == " ".join(tokens.texts.tolist())


def test_each_step_alone() -> None:
    text = java_main("int b = 2; int unused = 0; int a = 1; System.out.println(a + b);")
    dead_only = statements_of(text, reorder=False)
    assert "unused" not in dead_only
    assert dead_only.index("int b") < dead_only.index("int a")
    order_only = statements_of(text, drop_dead=False)
    assert "unused" in order_only


def test_the_pass_puts_it_after_layout_and_before_names_are_erased() -> None:
    found = with_statements(CURLY_FILTERS)
    assert found.index(normalize_statements) == found.index(drop_layout) + 1
    text = java_main("int a = 1; int b = 2; System.out.println(a + b);")
    swapped = java_main("int b = 2; int a = 1; System.out.println(a + b);")
    assert [t[3] for t in normalized_tokens(text, "java", found)] == [
        t[3] for t in normalized_tokens(swapped, "java", found)
    ]


def test_offsets_still_point_at_the_code() -> None:
    text = java_main("int b = 2; int a = 1; System.out.println(a + b);")
    tokens = drop_layout(lex(text, "java"))
    found = normalize_statements(tokens)
    for start, end, text_of in zip(
        found.starts.tolist(), found.ends.tolist(), found.texts.tolist(), strict=True
    ):
        assert text[start:end] == text_of


@settings(max_examples=50, deadline=None)
@given(st.permutations(range(6)), st.lists(st.integers(0, 99), min_size=6, max_size=6))
def test_any_order_of_independent_declarations_gives_one_stream(
    order: list[int], values: list[int]
) -> None:
    """Declarations of distinct variables from constants commute: every order is one stream."""
    lines = [f"int v{i} = {values[i]};" for i in range(6)]
    use = "System.out.println(" + " + ".join(f"v{i}" for i in range(6)) + ");"
    shuffled = java_main(" ".join(lines[i] for i in order) + use)
    plain = java_main(" ".join(lines) + use)
    pass_ = with_statements(CURLY_FILTERS)
    assert [t[3] for t in normalized_tokens(shuffled, "java", pass_)] == [
        t[3] for t in normalized_tokens(plain, "java", pass_)
    ]
