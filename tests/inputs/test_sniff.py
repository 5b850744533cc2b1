"""Text or binary, and a language from the content (mossish/inputs/sniff.py)."""

from __future__ import annotations

import gzip
import io
import json
import py_compile
import random
import sqlite3
import struct
import sys
import tarfile
import unicodedata
import zipfile
import zlib
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mossish.inputs import sniff
from mossish.inputs.sniff import classify, identify, strip_invisible

NOISE = random.Random(7).randbytes(20_000)


def _png() -> bytes:
    def chunk(kind: bytes, body: bytes) -> bytes:
        return (
            struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
        )

    header = struct.pack(">IIBBBBB", 64, 64, 8, 2, 0, 0, 0)
    rows = b"".join(b"\x00" + NOISE[i * 192 : (i + 1) * 192] for i in range(64))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows))
            + chunk(b"IEND", b""))  # fmt: skip


def _zip() -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("Main.java", "class Main { }\n" * 50)
        archive.writestr("data.bin", NOISE[:5000])
    return buffer.getvalue()


def _tar() -> bytes:
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w") as archive:
        info = tarfile.TarInfo("main.py")
        body = b"print('hello')\n" * 20
        info.size = len(body)
        archive.addfile(info, io.BytesIO(body))
    return buffer.getvalue()


def _pdf() -> bytes:
    stream = zlib.compress(NOISE[:8000])
    head = b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Length " + str(len(stream)).encode()
    return head + b" /Filter /FlateDecode >>\nstream\n" + stream + b"\nendstream\nendobj\n%%EOF\n"


def _sqlite(tmp: Path) -> bytes:
    path = tmp / "grades.db"
    with sqlite3.connect(path) as db:
        db.execute("create table grades (student text, mark real)")
        db.executemany("insert into grades values (?, ?)", [(f"s{i}", i / 3) for i in range(200)])
    return path.read_bytes()


def _pyc(tmp: Path) -> bytes:
    source = tmp / "mod.py"
    source.write_text("def f(x):\n    return x * 2\n" * 30)
    return Path(py_compile.compile(str(source), cfile=str(tmp / "mod.pyc"))).read_bytes()


def _elf() -> bytes:
    return b"\x7fELF\x02\x01\x01" + b"\x00" * 9 + NOISE[:4000]


def _class_file() -> bytes:
    return b"\xca\xfe\xba\xbe\x00\x00\x00\x41" + NOISE[:3000]


BINARIES = {
    "png": lambda tmp: _png(),
    "jpeg": lambda tmp: b"\xff\xd8\xff\xe0\x00\x10JFIF\x00" + NOISE[:6000],
    "gif": lambda tmp: b"GIF89a\x10\x00\x10\x00\xf0\x00\x00" + NOISE[:500],
    "bmp": lambda tmp: b"BM" + struct.pack("<IHHI", 2000, 0, 0, 54) + NOISE[:1990],
    "pdf": lambda tmp: _pdf(),
    "zip": lambda tmp: _zip(),
    "gzip": lambda tmp: gzip.compress(b"int main() { return 0; }\n" * 300),
    "tar": lambda tmp: _tar(),
    "elf": lambda tmp: _elf(),
    "class": lambda tmp: _class_file(),
    "pyc": _pyc,
    "sqlite": _sqlite,
    "random": lambda tmp: NOISE,
    "random-without-nul": lambda tmp: NOISE.replace(b"\x00", b"a"),
    "only-nul": lambda tmp: b"\x00" * 4096,
    "compiled-table": lambda tmp: b"\x1a\x01&\x00\x1c\x00" + b"xterm+88color\x00" * 40,
}


@pytest.mark.parametrize("kind", sorted(BINARIES))
@pytest.mark.parametrize("code_name", [False, True])
def test_binary_content_is_binary_by_any_name(kind: str, code_name: bool, tmp_path: Path) -> None:
    # A hand-in's images, documents, archives and compiled files are never read as code,
    # even when named main.c.
    assert classify(BINARIES[kind](tmp_path), code_name).binary is not None


def _sources() -> list[Path]:
    """Real source files: the standard library's json and email packages."""
    folders = [Path(json.__file__).parent, Path(zipfile.__file__).parent / "email"]
    return sorted(p for folder in folders for p in folder.glob("*.py"))[:40]


@pytest.mark.parametrize("path", _sources(), ids=lambda p: p.name)
def test_real_sources_are_text(path: Path) -> None:
    assert classify(path.read_bytes(), code_name=False) == sniff.Content()


def test_a_nul_in_code_is_dropped_and_noted_not_a_reason_to_skip() -> None:
    code = b"int main(void) {\n  /* \x00 */ return 0;\n}\n"
    assert classify(code, code_name=True).binary is None
    # Under a name that does not say code, NULs still mean data.
    assert classify(code, code_name=False).binary is not None
    text, removed = strip_invisible(code.decode())
    assert "\x00" not in text and removed == {"NUL": 1}
    padded = code + b"\x00" * 100_000
    assert classify(padded, code_name=True).binary is None


def test_nuls_beside_other_controls_stay_binary_even_named_as_code() -> None:
    assert classify(b"int x;\x00\x01 int y;\n" * 10, code_name=True).binary is not None


def test_a_program_may_start_with_a_format_s_letters() -> None:
    for start in (b"BMI = 22\n", b"MZ_LIMIT = 3\n", b"ID3 = 'tag'\n", b"RIFF = 1\n", b"BZh = 2\n"):
        assert classify(start + b"print(BMI)\n", code_name=False).binary is None


@pytest.mark.parametrize("codec", ["utf-16-le", "utf-16-be"])
def test_utf16_without_a_mark_is_read(codec: str) -> None:
    data = "public class Main {\n  int x = 1;\n}\n".encode(codec)
    assert classify(data, code_name=False).codec == codec


def test_every_control_and_format_character_is_removed() -> None:
    # Every character the running Python calls a control or a format character
    # (tab, newlines and form feeds aside) is in the set that is taken out.
    for code in range(0x110000):
        char = chr(code)
        if unicodedata.category(char) in ("Cc", "Cf") and char not in "\t\n\x0b\x0c\r":
            assert strip_invisible(f"a{char}b")[0] == "ab", hex(code)


@given(st.text(st.characters(blacklist_categories=("Cc", "Cs")) | st.sampled_from("\t\n\r ")))
def test_text_without_controls_is_never_binary(text: str) -> None:
    data = text.encode("utf-8")
    assert classify(data, code_name=False).binary is None
    assert strip_invisible(text)[0] == "".join(c for c in text if not sniff._FORMAT_RE.match(c))


@given(st.text(st.characters(max_codepoint=0xA0)) | st.text())
def test_removed_characters_are_those_of_the_one_expression(text: str) -> None:
    # The ASCII fast path removes and counts what the full expression would.
    kept = "".join(c for c in text if not sniff._INVISIBLE_RANGES.match(c))
    stripped, removed = strip_invisible(text)
    assert stripped == kept
    assert sum(removed.values()) == len(text) - len(kept)
    assert removed.get("NUL", 0) == text.count("\x00")


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("#!/usr/bin/env python3\nprint('hi')\n", "python"),
        ("#!/usr/bin/python3.11 -u\nimport sys\n", "python"),
        ("#!/usr/bin/node\nconsole.log(1)\n", "javascript"),
        ("#!/bin/bash\necho hi\n", "bash"),
        ("# vim: set ft=ruby :\nputs 1\n", "ruby"),
        ("/* -*- mode: c++; tab-width: 4 -*- */\nint x;\n", "c++"),
        ("// -*- java -*-\nclass A {}\n", "java"),
        (
            "import java.util.Scanner;\n\npublic class Main {\n"
            "    public static void main(String[] args) {\n"
            "        Scanner in = new Scanner(System.in);\n        int n = in.nextInt();\n"
            "        System.out.println(n * 2);\n    }\n}\n",
            "java",
        ),
        ('#include <stdio.h>\n\nint main(void)\n{\n    printf("hi\\n");\n    return 0;\n}\n', "c"),
        ("#include <iostream>\nusing namespace std;\nint main() {\n  cout << 1;\n}\n", "cpp"),
        ("def area(r):\n    return 3.14 * r * r\n\nprint(area(2))\n", "python"),
    ],
)
def test_identify_from_content(text: str, language: str) -> None:
    assert identify(text) == language


@pytest.mark.parametrize(
    "text",
    [
        "# -*- coding: utf-8 -*-\nThis is a note about the assignment.\n",
        "Dear instructor,\n\nI wrote the program in main.c; it uses #include <stdio.h> and\n"
        "int main(void) as the book says. I hope this is fine.\n\nRegards,\nAnn\n",
        "MIT License\n\nCopyright (c) 2026 Ann\n\nPermission is hereby granted, free of charge,\n",
        "name,mark\nann,3\nben,4\n",
    ],
)
def test_prose_and_data_are_not_taken_for_code(text: str) -> None:
    assert identify(text) is None


def test_format_ranges_match_unicode() -> None:
    # The table of format characters is Unicode's (checked against this Python's data).
    missing = [
        hex(c)
        for c in range(0x110000)
        if unicodedata.category(chr(c)) == "Cf" and not sniff._FORMAT_RE.match(chr(c))
    ]
    assert missing == [], sys.version
