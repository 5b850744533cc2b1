"""Pygments lexers corrected where their mistakes hid copies (Java, TypeScript).

Each is Pygments' own lexer with one rule replaced; ``registry.lexer`` uses
them in place of Pygments' for their language.
"""

from __future__ import annotations

from pygments.lexer import bygroups, inherit, this, using
from pygments.lexers.javascript import JS_IDENT, JavascriptLexer, TypeScriptLexer
from pygments.lexers.jvm import JavaLexer
from pygments.token import Keyword, Name, Punctuation, Whitespace


class FixedJavaLexer(JavaLexer):  # type: ignore[misc]
    """Pygments' Java lexer, but ``record`` is a declaration only before a name.

    Pygments takes any line starting with ``record`` for a Java 16 record
    declaration, so a call such as ``record("DEPOSIT", amount);`` throws it
    out of step and the rest of the file is lexed as one long string.
    """

    tokens = {  # noqa: RUF012 (Pygments' own class attribute, read by its metaclass)
        "root": [
            (
                r"(^\s*)((?:(?:public|private|protected|static|strictfp)(?:\s+))*)"
                r"(record)\b(?=\s+(?:[^\W\d]|\$))",
                bygroups(Whitespace, using(this), Keyword.Declaration),
                "class",
            ),
            *JavaLexer.tokens["root"][1:],
        ]
    }


class FixedTypeScriptLexer(JavascriptLexer):  # type: ignore[misc]
    """Pygments' TypeScript lexer without its ``word: word`` rule.

    Pygments tags the right side of any ``a: b`` (type annotations, but also
    object values, ``case`` labels and the ``: b`` of ``c ? a : b``) as a
    type keyword, so renaming those names would change the token stream.
    Here they are lexed as JavaScript names; decorators become ``@`` and a
    name.
    """

    name = TypeScriptLexer.name
    aliases = TypeScriptLexer.aliases
    filenames = TypeScriptLexer.filenames
    mimetypes = TypeScriptLexer.mimetypes
    tokens = {  # noqa: RUF012 (Pygments' own class attribute, read by its metaclass)
        "root": [
            (r"(abstract|implements|private|protected|public|readonly)\b", Keyword,
             "slashstartsregex"),
            (r"(enum|interface|override)\b", Keyword.Declaration, "slashstartsregex"),
            (r"\b(declare|type)\b", Keyword.Reserved),
            (r"\b(string|boolean|number|any|void|never|unknown|object|symbol|bigint)\b",
             Keyword.Type),
            (r"\b(module)(\s*)([\w?.$]+)(\s*)",
             bygroups(Keyword.Reserved, Whitespace, Name.Other, Whitespace), "slashstartsregex"),
            (r"(@)(" + JS_IDENT + ")", bygroups(Punctuation, Name.Decorator)),
            inherit,
            (r"#[a-zA-Z_]\w*", Name),
        ]
    }  # fmt: skip
