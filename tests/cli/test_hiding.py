"""A student who wants a copy to pass a course's CI: every way is found or fails the gate.

Each case hands in ``bob``, a copy of ``alice``'s program disguised one way,
beside two honest classmates, and runs the gate as a course's CI does
(``mossish check CLASS --fail-above 0.7``).  The outcome is one of:

* ``found``: the copy is compared, the pair alice ~ bob is at or above 70%,
  and the gate fails with exit 1;
* ``gate``: the copy could not be compared, bob is named as not fully
  checked, and the gate fails with exit 3.

No case may end with exit 0.
"""

from __future__ import annotations

import codecs
import gzip
import io
import json
import os
import tarfile
import zipfile
from collections.abc import Callable
from pathlib import Path

import pytest

from helpers import HONEST, PROGRAM, invoke, write_tree
from mossish.report.decisions import pair_key, submission_hashes

ORIGINAL = (
    PROGRAM
    + """

def summary(values):
    total = sum(values)
    mean = total / len(values)
    spread = max(values) - min(values)
    return f"total={total} mean={mean:.2f} spread={spread}"


if __name__ == "__main__":
    numbers = parse(input("numbers: "))
    print(histogram(numbers))
    print(summary(numbers))
"""
)
OTHER = """\
def collatz(n):
    steps = 0
    while n != 1:
        n = 3 * n + 1 if n % 2 else n // 2
        steps += 1
    return steps


def longest(limit):
    best, where = 0, 1
    for start in range(1, limit):
        length = collatz(start)
        if length > best:
            best, where = length, start
    return where, best


print(longest(10000))
"""

Files = dict[str, "str | bytes"]


def _encoded(codec: str, bom: bytes = b"") -> Files:
    return {"main.py": bom + ORIGINAL.encode(codec)}


def _notebook(code: str) -> str:
    cells = [
        {"cell_type": "markdown", "metadata": {}, "source": ["# Homework 3\n"]},
        {"cell_type": "code", "metadata": {}, "execution_count": 1, "outputs": [],
         "source": code.splitlines(keepends=True)},
    ]  # fmt: skip
    return json.dumps({"cells": cells, "metadata": {"kernelspec": {"language": "python",
                       "name": "python3"}}, "nbformat": 4, "nbformat_minor": 5})  # fmt: skip


def _zip(files: dict[str, str | bytes]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, content in files.items():
            archive.writestr(name, content)
    return buffer.getvalue()


def _targz(files: dict[str, str]) -> bytes:
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w") as archive:
        for name, content in files.items():
            data = content.encode()
            info = tarfile.TarInfo(name)
            info.size = len(data)
            archive.addfile(info, io.BytesIO(data))
    return gzip.compress(buffer.getvalue(), mtime=0)


def _between_tokens(char: str) -> str:
    return "\n".join(line.replace(" = ", f" ={char} ").replace("(", f"({char}") for line in
                     ORIGINAL.splitlines()) + "\n"  # fmt: skip


def _split() -> Files:
    head, _, tail = ORIGINAL.partition("\ndef parse")
    middle, _, rest = ("def parse" + tail).partition("\ndef summary")
    return {"plot.py": head, "io/parse.py": middle, "stats/summary.py": "def summary" + rest}


# name -> (bob's files, expected outcome)
CASES: dict[str, tuple[Callable[[], Files], str]] = {
    # Encodings and byte-order marks.
    "utf-8 with BOM": (lambda: _encoded("utf-8", codecs.BOM_UTF8), "found"),
    "utf-16-le with BOM": (lambda: _encoded("utf-16-le", codecs.BOM_UTF16_LE), "found"),
    "utf-16-be with BOM": (lambda: _encoded("utf-16-be", codecs.BOM_UTF16_BE), "found"),
    "utf-16-le without BOM": (lambda: _encoded("utf-16-le"), "found"),
    "utf-16-be without BOM": (lambda: _encoded("utf-16-be"), "found"),
    "utf-32 with BOM": (lambda: _encoded("utf-32"), "found"),
    "latin-1": (
        lambda: {"main.py": ("# auteur: José Müller\n" + ORIGINAL).encode("latin-1")},
        "found",
    ),
    # Control and invisible characters.
    "a NUL in a comment": (
        lambda: {"main.py": ORIGINAL.replace("\n\n", "\n# \x00\n", 1)},
        "found",
    ),
    "NUL padding": (lambda: {"main.py": ORIGINAL + "\x00" * 200_000}, "found"),
    "terminal escapes": (lambda: {"main.py": "# \x1b[2J\x1b[31m\n" + ORIGINAL}, "found"),
    "zero-width spaces between tokens": (lambda: {"main.py": _between_tokens("\u200b")}, "found"),
    "bidi overrides": (lambda: {"main.py": _between_tokens("\u202e")}, "found"),
    "soft hyphens and joiners": (lambda: {"main.py": _between_tokens("\u00ad\u2060")}, "found"),
    "controls everywhere": (
        lambda: {"main.py": "".join(c + "\x01" if c == " " else c for c in ORIGINAL)},
        "gate",
    ),
    # Line endings and layout.
    "CRLF": (lambda: {"main.py": ORIGINAL.replace("\n", "\r\n").encode()}, "found"),
    "CR only": (lambda: {"main.py": ORIGINAL.replace("\n", "\r").encode()}, "found"),
    "form feeds": (lambda: {"main.py": ORIGINAL.replace("\n\n\n", "\n\f\n")}, "found"),
    "tabs": (lambda: {"main.py": ORIGINAL.replace("    ", "\t")}, "found"),
    # Suffixes.
    "upper-case suffix": (lambda: {"MAIN.PY": ORIGINAL}, "found"),
    "mixed-case suffix": (lambda: {"main.Py": ORIGINAL}, "found"),
    "no suffix, shebang": (lambda: {"main": "#!/usr/bin/env python3\n" + ORIGINAL}, "found"),
    "no suffix, no shebang": (lambda: {"solution": ORIGINAL}, "found"),
    "a prose suffix": (lambda: {"main.txt": ORIGINAL}, "found"),
    "two suffixes": (lambda: {"main.py.txt": ORIGINAL}, "found"),
    "an unknown suffix": (lambda: {"main.py.bak": ORIGINAL}, "found"),
    "a binary suffix": (lambda: {"main.pyc": ORIGINAL}, "found"),
    # Notebooks and archives inside the submission.
    "a notebook": (lambda: {"hw.ipynb": _notebook(ORIGINAL)}, "found"),
    "a zip": (lambda: {"code.zip": _zip({"src/main.py": ORIGINAL})}, "found"),
    "a tar.gz": (lambda: {"code.tar.gz": _targz({"main.py": ORIGINAL})}, "found"),
    "a zip under another name": (lambda: {"code.dat": _zip({"main.py": ORIGINAL})}, "gate"),
    "a zip with an upper-case name": (
        lambda: {"CODE.ZIP": _zip({"main.py": ORIGINAL})},
        "found",
    ),
    # Folders mossish passes over.
    "only under build/": (lambda: {"build/main.py": ORIGINAL}, "gate"),
    "only under a hidden folder": (lambda: {".src/main.py": ORIGINAL}, "gate"),
    "only under node_modules/": (lambda: {"node_modules/x/main.py": ORIGINAL}, "gate"),
    "only under __pycache__/": (lambda: {"__pycache__/main.py": ORIGINAL}, "gate"),
    "only in git history": (lambda: {".git/objects/ab/cdef": b"x\x9c\x01\x02"}, "gate"),
    # Split, padded, linked.
    "split over three files": (_split, "found"),
    "too large": (lambda: {"main.py": ORIGINAL + "#" * 600_000 + "\n"}, "gate"),
}


def _course(tmp_path: Path, bob: Files) -> Path:
    return write_tree(
        tmp_path / "class",
        {"alice/main.py": ORIGINAL, "carol/main.py": HONEST, "dave/main.py": OTHER,
         **{f"bob/{name}": content for name, content in bob.items()}},
    )  # fmt: skip


def _gate(course: Path, tmp_path: Path, *extra: str) -> tuple[int, str, dict[str, object]]:
    result = tmp_path / "r.json"
    code, out, err = invoke(
        "check", str(course), "--no-report", "--no-config", "-q", "--fail-above", "0.7",
        "--max-file-size", "500k", "--json", str(result), *extra,
    )  # fmt: skip
    assert err == "", err
    return code, out, json.loads(result.read_text())


def _similarity(result: dict[str, object], a: str, b: str) -> float:
    pairs = result["pairs"]
    assert isinstance(pairs, list)
    for p in pairs:
        if {p["a"], p["b"]} == {a, b}:
            return float(p["similarity"])
    return 0.0


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_hidden_copy_is_found_or_fails_the_gate(case: str, tmp_path: Path) -> None:
    make, expected = CASES[case]
    code, out, result = _gate(_course(tmp_path, make()), tmp_path)
    unchecked = {u["submission"] for u in result["unchecked"]}  # type: ignore[attr-defined]
    if expected == "found":
        assert _similarity(result, "alice", "bob") >= 0.7, out
        assert code == 1 and "FAIL: 1 pair(s) at or above 70%" in out
        assert "bob" not in unchecked
    else:
        assert code == 3, out
        assert unchecked == {"bob"}
        assert "NOT FULLY CHECKED: no pair at or above 70%" in out
        assert "mossish: 1 submission(s) not fully checked: bob: " in out


def test_a_link_to_a_classmate_s_file_fails_the_gate(tmp_path: Path) -> None:
    course = _course(tmp_path, {"notes.md": "My work.\n"})
    os.symlink(course / "alice" / "main.py", course / "bob" / "main.py")
    code, out, _ = _gate(course, tmp_path)
    assert code == 3 and "bob: not read: main.py (" in out


def test_a_single_file_in_the_root_with_a_nul_is_compared(tmp_path: Path) -> None:
    course = write_tree(
        tmp_path / "class",
        {"alice.py": ORIGINAL, "bob.py": ORIGINAL.replace("\n\n", "\n#\x00\n", 1),
         "carol.py": HONEST},
    )  # fmt: skip
    code, _, result = _gate(course, tmp_path)
    assert code == 1 and _similarity(result, "alice.py", "bob.py") >= 0.7
    kinds = {w["kind"] for w in result["warnings"]}  # type: ignore[attr-defined]
    assert "invisible-characters" in kinds


def test_a_single_unreadable_code_file_in_the_root_stays_a_submission(tmp_path: Path) -> None:
    course = write_tree(
        tmp_path / "class",
        {"alice.py": ORIGINAL, "bob.py": b"\x89PNG\r\n\x1a\n" + b"\x00" * 64, "carol.py": HONEST,
         "grades.pdf": b"%PDF-1.4\n\x00\x01\x02"},
    )  # fmt: skip
    code, out, result = _gate(course, tmp_path)
    assert (
        code == 3 and "bob.py: nothing compared; not read: bob.py (binary file (PNG image)" in out
    )
    names = {s["name"] for s in result["submissions"]}  # type: ignore[attr-defined]
    assert names == {"alice.py", "bob.py", "carol.py"}  # a stray PDF is still no submission


def test_empty_hand_ins_fail_unless_the_course_allows_them(tmp_path: Path) -> None:
    course = _course(tmp_path, {"report.pdf": b"%PDF-1.4\n\x00\x01binary"})
    (course / "erin").mkdir()
    code, out, result = _gate(course, tmp_path)
    assert code == 3
    assert {u["submission"] for u in result["unchecked"]} == {"bob", "erin"}  # type: ignore[attr-defined]
    assert all(u["empty"] for u in result["unchecked"])  # type: ignore[attr-defined]
    code, out, _ = _gate(course, tmp_path, "--allow-empty")
    assert code == 0 and "2 empty submission(s) accepted (--allow-empty)" in out
    # An unread code file is never "empty": --allow-empty does not pass it.
    (course / "erin" / "main.py").write_bytes(b"\x7fELF" + b"\x00" * 100)
    code, out, _ = _gate(course, tmp_path, "--allow-empty")
    assert code == 3 and "erin: nothing compared; not read: main.py" in out


def test_the_gate_checks_only_the_target_s_coverage(tmp_path: Path) -> None:
    course = _course(tmp_path, {"build/main.py": ORIGINAL})
    code, out, _ = _gate(course, tmp_path, "--target", str(course / "carol"))
    assert code == 0 and "not fully checked" not in out
    code, out, _ = _gate(course, tmp_path, "--target", str(course / "bob"))
    assert code == 3 and "bob: nothing compared; not read: build/ (passed over)" in out


def test_a_class_of_two_with_one_hidden_copy_fails_the_gate(tmp_path: Path) -> None:
    course = write_tree(
        tmp_path / "class",
        {"alice/main.py": ORIGINAL, "bob/main.py": b"\x7fELF\x02" + b"\x00" * 64},
    )
    code, out, _ = _gate(course, tmp_path)
    assert code == 3 and "bob: nothing compared" in out
    # Without the gate, nothing to compare is the user's mistake, as before.
    code, _, err = invoke("check", str(course), "--no-report", "--no-config", "-q")
    assert code == 2 and "nothing to compare" in err


def test_the_gate_says_when_every_pair_over_the_limit_was_dismissed(tmp_path: Path) -> None:
    course = _course(tmp_path, {"main.py": ORIGINAL})
    from mossish.pipeline import analyze
    from mossish.settings import Settings

    analysis = analyze([str(course)], Settings())
    pair = next(p for p in analysis.pairs if {p.a, p.b} == {"alice", "bob"})
    key = pair_key(pair, submission_hashes(analysis))
    decisions = tmp_path / "decisions.json"
    decisions.write_text(json.dumps({"format": "mossish-decisions", "decisions": [
        {"key": key, "decision": "dismissed", "note": "pair work, allowed"}]}))  # fmt: skip
    code, out, _ = _gate(course, tmp_path, "--decisions", str(decisions))
    assert code == 0
    assert (
        "OK: 1 pair(s) at or above 70%, all dismissed; most similar: alice ~ bob 100% (dismissed)"
        in out
    )


def test_top_never_hides_a_pair_that_fails_the_gate(tmp_path: Path) -> None:
    # Two copied pairs at 100%; the most similar one (alice ~ bob) was dismissed.
    # --top 1 keeps it, and the other copy must still fail the gate and be listed.
    course = write_tree(
        tmp_path / "class",
        {"alice/main.py": ORIGINAL, "bob/main.py": ORIGINAL,
         "carol/main.py": OTHER, "dave/main.py": OTHER, "erin/main.py": HONEST},
    )  # fmt: skip
    from mossish.pipeline import analyze
    from mossish.settings import Settings

    analysis = analyze([str(course)], Settings())
    pair = next(p for p in analysis.pairs if {p.a, p.b} == {"alice", "bob"})
    assert analysis.pairs[0] == pair
    key = pair_key(pair, submission_hashes(analysis))
    decisions = tmp_path / "decisions.json"
    decisions.write_text(json.dumps({"format": "mossish-decisions", "decisions": [
        {"key": key, "decision": "dismissed", "note": "pair work, allowed"}]}))  # fmt: skip
    code, out, result = _gate(course, tmp_path, "--decisions", str(decisions), "--top", "1")
    assert code == 1, out
    assert "FAIL: 1 pair(s) at or above 70%" in out
    assert _similarity(result, "carol", "dave") == 1.0
    # Without the gate, --top 1 keeps one pair.
    code, _, _ = invoke("check", str(course), "--no-report", "--no-config", "-q",
                        "--top", "1", "--json", str(tmp_path / "t.json"))  # fmt: skip
    assert code == 0
    assert len(json.loads((tmp_path / "t.json").read_text())["pairs"]) == 1
