"""Prose: written reports and essays compared as words, each kind with its own kind."""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import ROOT, pair, write_tree
from mossish.inputs.discover import discover
from mossish.languages.normalize import normalize
from mossish.languages.prose import looks_like_prose, prose_tokens
from mossish.languages.registry import language_family
from mossish.model import Analysis, Inputs, SourceFile, Submission
from mossish.pipeline import analyze, analyze_inputs
from mossish.settings import Settings

ESSAYS = ROOT / "tests" / "data" / "essays"


def words(text: str) -> list[str]:
    return [word for _, _, word in prose_tokens(text)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Hello, World! It's 2024.", ["hello", "world", "it", "s", "2024"]),
        ("STRASSE straße \uff26\uff55\uff4c\uff4c", ["strasse", "strasse", "full"]),
        ("snake_case — dash-word", ["snake", "case", "dash", "word"]),
        ("城市中心\uff0c应该禁车。", ["城", "市", "中", "心", "应", "该", "禁", "车"]),
        ("東京へ行きます。", ["東", "京", "へ", "行", "き", "ま", "す"]),
        ("서울에 갑니다", ["서", "울", "에", "갑", "니", "다"]),
        ("नमस्ते दुनिया", ["नमस्ते", "दुनिया"]),  # vowel signs stay in their word
        ("Καλημέρα κόσμε", ["καλημέρα", "κόσμε"]),
        ("Cafe\u0301 café", ["café", "café"]),  # decomposed and composed alike
        ("mix 中文 words", ["mix", "中", "文", "words"]),
    ],
)
def test_words(text: str, expected: list[str]) -> None:
    assert words(text) == expected


def test_offsets_point_into_the_text() -> None:
    text = "Alpha, beta.\n中文 gamma"
    tokens = list(prose_tokens(text))
    assert [text[start:end] for start, end, _ in tokens] == ["Alpha", "beta", "中", "文", "gamma"]
    normalized = normalize(text, "markdown")
    assert normalized.lines.tolist() == [1, 1, 2, 2, 2]
    assert language_family("markdown") == language_family("text") == "text"


def test_data_is_not_prose() -> None:
    assert looks_like_prose("The results, in words.")
    assert not looks_like_prose("1 2 3\n4 5 6\n7 8 9 x\n")
    assert not looks_like_prose("")


def essays(language: str) -> Analysis:
    subs = tuple(
        Submission(path.stem, "mem", (SourceFile(path.name, "markdown", path.read_text("utf-8")),))
        for path in sorted(ESSAYS.glob(f"{language}_*.md"))
    )
    return analyze_inputs(Inputs(subs, (), ()), Settings())


@pytest.mark.parametrize("language", ["en", "zh"])
def test_copied_paragraphs_are_found_and_independent_essays_are_not(language: str) -> None:
    """Measured with the defaults (figures in docs/inputs.md).

    ``original`` and ``independent`` are two essays on the same question;
    ``reordered_copy`` is ``original`` with its sentences and paragraphs
    reordered; ``one_paragraph`` copies one paragraph of ``independent``
    (sentences reordered) into otherwise new text.
    """
    analysis = essays(language)
    threshold = analysis.settings.threshold
    copy = pair(analysis, f"{language}_original", f"{language}_reordered_copy")
    assert copy is not None and copy.similarity >= 0.85 > threshold
    paragraph = pair(analysis, f"{language}_independent", f"{language}_one_paragraph")
    # One copied paragraph of five: above 0.1 (0.14 in Chinese with w = 8), under the threshold.
    assert paragraph is not None and 0.1 < paragraph.similarity < threshold
    # Every fragment longer than k tokens lies in the copied paragraph (the
    # second after the title); at most one phrase of exactly k tokens (seven
    # Chinese characters) elsewhere is the topic's wording.
    text = (ESSAYS / f"{language}_one_paragraph.md").read_text("utf-8")
    title, first, copied = text.split("\n\n")[:3]
    start = title.count("\n") + first.count("\n") + 5
    end = start + copied.count("\n")
    k = analysis.settings.k
    outside = [
        f
        for f in paragraph.fragments
        if not (
            start <= (side := f.b if f.b.file.startswith(f"{language}_one") else f.a).start_line
            and side.end_line <= end
        )
    ]
    assert len(outside) <= 1 and all(f.tokens == k for f in outside)
    assert sum(f.tokens for f in paragraph.fragments) >= 0.8 * len(normalize(copied, "text"))
    # Independent essays on the same topic share nothing that matters.
    honest = [
        p
        for p in analysis.pairs
        if {p.a, p.b} not in ({copy.a, copy.b}, {paragraph.a, paragraph.b})
    ]
    assert all(p.similarity < 0.1 for p in honest)


def test_each_kind_is_compared_with_its_own_kind(tmp_path: Path) -> None:
    """A web app in Python, JavaScript and HTML, with a README: four families."""
    app = "from flask import Flask\napp = Flask(__name__)\n\n@app.route('/')\ndef home():\n"
    app += "    total = sum(range(10))\n    return render(total, [1, 2, 3], title='home')\n"
    script = (
        "function total(items) {\n  let sum = 0;\n  for (const item of items) {\n"
        "    sum += item.price * item.count;\n  }\n  return sum.toFixed(2);\n}\n"
    )
    page = (
        "<html><body><h1>Shop</h1><ul id='cart'><li>one</li><li>two</li></ul>"
        "<script src='app.js'></script></body></html>\n"
    )
    readme = (
        "This shop keeps a cart of items in the browser and adds up their prices "
        "with a small script before the page is sent to the server for checkout.\n"
    )
    write_tree(
        tmp_path / "hw",
        {
            "ann/app.py": app,
            "ann/static/app.js": script,
            "ann/templates/index.html": page,
            "ann/README.md": readme,
            # Ben copied only the JavaScript; his Python, page and README are
            # his own, but his notes.txt holds Ann's script as text.
            "ben/server.py": "import os\nprint(os.listdir('.'))\n",
            "ben/cart.js": script.replace("sum", "acc"),
            "ben/page.html": "<html><body><p>Hello</p></body></html>\n",
            "ben/README.md": "My shop. It has a cart.\n",
            "ben/notes.txt": f"I wrote this function today and it works well:\n{script}\n",
        },
    )
    analysis = analyze([str(tmp_path / "hw")], Settings())
    result = pair(analysis, "ann", "ben")
    assert result is not None
    # The script is what matches; the two pages share only their opening and
    # closing tags, fragments of a few tokens.
    script_match, *others = sorted(result.fragments, key=lambda f: -f.tokens)
    assert (script_match.a.file, script_match.b.file) == ("static/app.js", "cart.js")
    assert all(
        (f.a.file, f.b.file) == ("templates/index.html", "page.html") and f.tokens < 15
        for f in others
    )
    # The pair's score combines all files by size (tokens that count: files
    # shorter than k tokens, like Ben's README, cannot match and do not).
    sizes = {s.name: s.tokens - s.ignored_tokens for s in analysis.submissions}
    assert result.similarity == 2 * result.matched_tokens / (sizes["ann"] + sizes["ben"])
    languages = {f.path: f.language for s in analysis.submissions for f in s.files}
    assert languages["README.md"] == "markdown" and languages["notes.txt"] == "text"
    assert languages["templates/index.html"] == "html"


def test_readmes_given_as_base_code_do_not_count(tmp_path: Path) -> None:
    starter = (ESSAYS / "en_original.md").read_text("utf-8")
    write_tree(
        tmp_path,
        {
            "starter/README.md": starter,
            "hw/a/README.md": starter + "\nI did the extra task as well, with a chart.\n",
            "hw/a/main.py": "print('a')\n",
            "hw/b/README.md": starter,
            "hw/b/main.py": "print('b')\n",
        },
    )
    analysis = analyze([str(tmp_path / "hw")], Settings(base=(str(tmp_path / "starter"),)))
    assert analysis.pairs == ()
    without = analyze([str(tmp_path / "hw")], Settings())
    assert without.pairs and without.pairs[0].similarity > 0.9


def test_loose_prose_and_forced_text(tmp_path: Path) -> None:
    essay = (ESSAYS / "en_original.md").read_text("utf-8")
    # A README beside the students' folders is no submission...
    write_tree(tmp_path / "code", {"README.md": essay, "a/main.py": "x = 1\n"})
    assert [s.name for s in discover([str(tmp_path / "code")], Settings()).submissions] == ["a"]
    # ...but a folder of essays is a class of essays.
    write_tree(tmp_path / "essays", {"ann.md": essay, "ben.txt": essay, "cat.rst": essay})
    found = discover([str(tmp_path / "essays")], Settings())
    assert [s.name for s in found.submissions] == ["ann.md", "ben.txt", "cat.rst"]
    # --text GLOB: LaTeX reports compared as prose; CMakeLists.txt is not prose.
    write_tree(
        tmp_path / "tex",
        {"a/report.tex": essay, "a/CMakeLists.txt": "project(x)\n", "b/report.tex": essay},
    )
    plain = discover([str(tmp_path / "tex")], Settings())
    assert [f.path for s in plain.submissions for f in s.files] == []
    assert {k.path: k.reason for k in plain.submissions[0].skipped} == {
        "CMakeLists.txt": "not program code (cmake)",
        "report.tex": "not program code (tex)",
    }
    forced = analyze([str(tmp_path / "tex")], Settings(text=("*.tex",)))
    assert [(f.path, f.language) for s in forced.submissions for f in s.files] == [
        ("report.tex", "text"),
        ("report.tex", "text"),
    ]
    assert forced.pairs[0].similarity == 1.0
