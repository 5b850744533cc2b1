"""The HTML report: its content, its safety, its writing, and its size for big classes.

Browser tests (scripts running, clicks, network) are in test_html_browser.py.
"""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
from importlib import resources
from pathlib import Path

import pytest
from test_sample_submissions import planted

from helpers import run, write_tree
from mossish.errors import OutputError
from mossish.model import (
    Analysis,
    Cluster,
    Edge,
    FileInfo,
    Fragment,
    PairResult,
    SourceFile,
    Span,
    Stats,
    SubmissionInfo,
)
from mossish.report.html import MARKER, check_destination, select_pairs, write_report
from mossish.report.html import writer as html_writer
from mossish.report.html.code import lex_file, render_lines, style_css
from mossish.report.html.viewer import file_order
from mossish.settings import DEFAULT_K, DEFAULT_THRESHOLD, DEFAULT_WINDOW, Settings
from report_helpers import (
    HOSTILE_CODE,
    HOSTILE_FILE,
    HOSTILE_NAME,
    hostile_analysis,
    read_pair_page,
    sample_analysis,
)


@pytest.fixture(scope="module")
def sample(tmp_path_factory: pytest.TempPathFactory) -> tuple[Analysis, Path]:
    analysis = sample_analysis()
    folder = tmp_path_factory.mktemp("sample") / "report"
    write_report(analysis, folder)
    return analysis, folder


def _pages(folder: Path) -> list[Path]:
    return sorted(folder.rglob("*.html"))


# --- content -------------------------------------------------------------------


def test_overview_ranks_the_planted_pairs_first_with_their_pages(
    sample: tuple[Analysis, Path],
) -> None:
    analysis, folder = sample
    page = (folder / "index.html").read_text(encoding="utf-8")
    row = r'<tr class="(hot|cool)" data-sim="([0-9.]+)" data-names="([^"]*)">'
    rows = re.findall(row, page)
    # The overview opens on the 100 most similar; the pairs page lists them all.
    assert len(analysis.pairs) > 100 and len(rows) == 100
    listed = re.findall(row, (folder / "pairs.html").read_text(encoding="utf-8"))
    assert len(listed) == len(analysis.pairs) and listed[:100] == rows
    copies = planted("python")
    top = {frozenset(names.split()) for _, _, names in rows[: len(copies)]}
    assert top == copies
    assert [kind for kind, _, _ in rows[: len(copies)]] == ["hot"] * len(copies)
    assert {kind for kind, _, _ in rows[len(copies) :]} == {"cool"}
    # The top 20 pairs have a highlighted page; every other pair opens in the viewer.
    for rank in range(1, 21):
        assert f'href="pairs/{rank}.html"' in page
        assert (folder / "pairs" / f"{rank}.html").is_file()
    assert not (folder / "pairs" / "21.html").exists()
    assert 'href="compare.html#21"' in page
    # The overview says what was compared: counts, settings, base code, warnings.
    assert "22</b><span>submissions" in page
    assert "sample_submissions/python/starter" in page
    assert f"k = {DEFAULT_K}, window = {DEFAULT_WINDOW}" in page
    for warning in ("s1134_liam_walsh/notes.py", "s1197_rosa_delgado/gradebook.py"):
        assert warning in page


def test_histogram_shows_all_pairs_and_the_threshold(sample: tuple[Analysis, Path]) -> None:
    analysis, folder = sample
    page = (folder / "index.html").read_text(encoding="utf-8")
    counts = [int(n.replace(",", "")) for n in re.findall(r"<title>([\d,]+) pairs? with", page)]
    assert sum(counts) == analysis.stats.all_pairs == 231
    percent = round(DEFAULT_THRESHOLD * 100)
    assert f"threshold {percent}%" in page
    hot = re.findall(r'<g class="bin hot"><title>(\d+) pairs? with similarity (\d+)', page)
    # The demo's planted pairs, and only they, are at or above the threshold
    # (tests/test_sample_submissions.py), in bins from the threshold up.
    suspicious = [p for p in analysis.pairs if p.similarity >= DEFAULT_THRESHOLD]
    assert sum(int(n) for n, _ in hot) == len(suspicious) == 8
    assert all(int(low) >= percent for _, low in hot)


def test_the_ring_is_one_cluster_drawn_as_a_graph(sample: tuple[Analysis, Path]) -> None:
    _, folder = sample
    page = (folder / "clusters.html").read_text(encoding="utf-8")
    ring = ("s1031_ben_okafor", "s1141_maya_cohen", "s1178_pedro_alves")
    sections = page.split('<section class="panel cluster"')[1:]
    assert len(sections) == 6
    ring_sections = [s for s in sections if all(name in s for name in ring)]
    assert len(ring_sections) == 1
    drawn = ring_sections[0]
    assert drawn.count("<circle") == 3 and drawn.count('<line class="edge') == 3
    assert drawn.count('href="pairs/') >= 3  # edges and "Compare" link to pair pages


def test_pair_pages_mark_each_fragment_on_the_right_lines(sample: tuple[Analysis, Path]) -> None:
    analysis, folder = sample
    for rank in range(1, 9):
        pair = analysis.pairs[rank - 1]
        page = read_pair_page(folder / "pairs" / f"{rank}.html")
        assert page.fragment_links == list(range(1, len(pair.fragments) + 1))
        infos = {s.name: s for s in analysis.submissions}
        # Files matched to each other by what they share, then the rest.
        order_a, order_b = file_order(pair, infos[pair.a], infos[pair.b])
        assert sorted(order_a) == list(range(len(infos[pair.a].files)))
        assert page.files["a"] == [infos[pair.a].files[i].path for i in order_a]
        assert page.files["b"] == [infos[pair.b].files[i].path for i in order_b]
        first = (page.files["a"][0], page.files["b"][0])
        assert any((f.a.file, f.b.file) == first for f in pair.fragments), rank
        for number, fragment in enumerate(pair.fragments, start=1):
            for side, span in (("a", fragment.a), ("b", fragment.b)):
                assert page.anchors[(side, number)] == (span.file, span.start_line)
                for line in range(span.start_line, span.end_line + 1):
                    assert number in page.marks[(side, span.file, line)], (rank, side, line)
        # Nothing else is marked as that pair's fragments.
        expected = {
            (side, span.file, line, number)
            for number, f in enumerate(pair.fragments, start=1)
            for side, span in (("a", f.a), ("b", f.b))
            for line in range(span.start_line, span.end_line + 1)
        }
        shown = {
            (side, file, line, mark)
            for (side, file, line), marks in page.marks.items()
            for mark in marks
            if isinstance(mark, int)
        }
        assert shown == expected


def test_pair_pages_mark_the_starter_code(sample: tuple[Analysis, Path]) -> None:
    analysis, folder = sample
    pair = analysis.pairs[0]
    info = next(s for s in analysis.submissions if s.name == pair.a)
    assert info.base_code, "the demo's students kept starter code"
    page = read_pair_page(folder / "pairs" / "1.html")
    for span in info.base_code:
        for line in range(span.start_line, span.end_line + 1):
            assert "base" in page.marks[("a", span.file, line)]
    html = (folder / "pairs" / "1.html").read_text(encoding="utf-8")
    assert "starter code: ignored, never counts" in html


def test_pair_pages_mark_common_code(tmp_path: Path) -> None:
    from helpers import HONEST, PROGRAM

    # Code that three submissions hold is common code here (common_count=2);
    # with 11-token k-grams PROGRAM shares no idiom with it, so only the
    # common part is marked.
    common = HONEST
    analysis = run(
        {"ann": PROGRAM + common, "ben": PROGRAM + common, "cat": common, "dan": "print(1)\n"},
        common_count=2,
        k=11,
        window=8,
    )
    top = analysis.pairs[0]
    assert {top.a, top.b} == {"ann", "ben"}
    info = next(s for s in analysis.submissions if s.name == top.a)
    assert info.common_code and not info.base_code
    index = write_report(analysis, tmp_path / "report")
    page = read_pair_page(index.parent / "pairs" / "1.html")
    first = PROGRAM.count("\n") + 1
    common_lines = [
        line for (side, _, line), marks in page.marks.items() if side == "a" and "common" in marks
    ]
    assert common_lines and min(common_lines) >= first
    assert "common code (most of the class has it): ignored" in (
        index.parent / "pairs" / "1.html"
    ).read_text(encoding="utf-8")


def test_submission_pages_list_strongest_matches(sample: tuple[Analysis, Path]) -> None:
    analysis, folder = sample
    names = [s.name for s in analysis.submissions]
    number = names.index("s1031_ben_okafor") + 1
    page = (folder / "submissions" / f"{number}.html").read_text(encoding="utf-8")
    assert "s1178_pedro_alves" in page and "s1141_maya_cohen" in page
    assert page.index("s1178_pedro_alves") < page.index("s1141_maya_cohen")  # 99% before 98%
    strongest = next(
        n
        for n, p in enumerate(analysis.pairs, 1)
        if {p.a, p.b} == {"s1031_ben_okafor", "s1178_pedro_alves"}
    )
    assert f'href="../pairs/{strongest}.html"' in page
    assert "helpers.py" in page
    index = (folder / "submissions.html").read_text(encoding="utf-8")
    assert all(f'href="submissions/{i}.html"' in index for i in range(1, len(names) + 1))


def test_java_sample_renders(tmp_path: Path) -> None:
    analysis = sample_analysis("java")
    index = write_report(analysis, tmp_path / "report")
    page = read_pair_page(index.parent / "pairs" / "1.html")
    assert page.anchors[("a", 1)][0].endswith(".java")


def test_report_is_byte_identical_across_runs(
    sample: tuple[Analysis, Path], tmp_path: Path
) -> None:
    analysis, folder = sample
    again = write_report(analysis, tmp_path / "again").parent
    first = {p.relative_to(folder): p.read_bytes() for p in folder.rglob("*") if p.is_file()}
    second = {p.relative_to(again): p.read_bytes() for p in again.rglob("*") if p.is_file()}
    assert first == second


def test_lexed_lines_keep_the_text_exactly() -> None:
    text = 'x = """a\n<b>\n"""\n\n\ty = 1  # é\n'
    lexed = lex_file(text, "python")
    assert len(lexed.lines) == text.count("\n")
    assert ["".join(v for _, _, v in line) for line in lexed.lines] == text.split("\n")[:-1]
    assert len(lex_file("no newline", "python").lines) == 1
    assert len(lex_file("", "python").lines) == 1
    assert len(lex_file("x", "no-such-lexer").lines) == 1


def test_only_coloured_tokens_get_a_span() -> None:
    """Names and punctuation, which the style leaves plain, are written as text."""
    (line,) = render_lines(lex_file("def f(x): return x <= 1", "python"), ())
    html = str(line.parts[0].html)
    assert html.count("<span") == 5  # def, f (a function name), return, <=, 1
    assert '<span class="k">def</span>' in html and '<span class="nf">f</span>' in html
    assert '<span class="n">' not in html and '<span class="p">' not in html
    assert "(x): " in html  # the name and the punctuation around it as plain text
    rules = style_css(".src")
    assert ".src .k " in rules and ".src .n " not in rules


# --- safety --------------------------------------------------------------------


def test_hostile_names_and_code_stay_text(tmp_path: Path) -> None:
    analysis = hostile_analysis()
    assert analysis.pairs and analysis.pairs[0].similarity == 1.0
    index = write_report(analysis, tmp_path / "report")
    pages = _pages(index.parent)
    assert len(pages) >= 7
    for path in pages:
        html = path.read_text(encoding="utf-8")
        # The only script is ours, and no student text became a tag or an attribute.
        # A submission's page has nothing to sort or step through: it carries only the
        # decisions' script, which every page does.
        ours = ["<script>"] if path.parent.name == "submissions" else ["<script>", "<script>"]
        if path.name in ("compare.html", "graph.html"):
            ours.insert(0, "<script>")  # their own, inlined too: no script file is loaded
        assert re.findall(r"<script\b[^>]*>", html) == ours
        assert "'self'" not in html.split("script-src", 1)[1].split(";", 1)[0]
        for raw in (
            "<img",
            "<svg onload",
            "<p onclick",
            "</textarea>",
            "<!-- {{",
            'href="javascript',
        ):
            assert raw not in html, (path, raw)
        assert "{{" not in html.replace("{{ 7 * 7 }}", "")  # template syntax is never evaluated
    pair = (index.parent / "pairs" / "1.html").read_text(encoding="utf-8")
    assert "&lt;img src=x onerror=alert(1)&gt;.py" in pair  # the file name, as text
    assert "&#34;&gt;&lt;svg onload=alert(1)&gt;" in pair  # the submission name, as text
    assert "&lt;/</span><span" in pair or "&lt;/script&gt;" in pair  # the code, as text
    assert HOSTILE_NAME not in pair and HOSTILE_FILE not in pair
    assert (
        "&lt;/script&gt;&lt;script&gt;window.__pwned"
        in pair.replace('</span><span class="sd">', "")
        or "__pwned" in pair
    )
    assert HOSTILE_CODE.splitlines()[1] not in pair


def test_pages_load_nothing_from_the_network(sample: tuple[Analysis, Path]) -> None:
    _, folder = sample
    for path in _pages(folder):
        html = path.read_text(encoding="utf-8")
        assert not re.search(r"""(?:src|href)=["']?(?:https?:)?//""", html), path
        assert "default-src 'none'" in html  # and the policy forbids it anyway
    for asset in (folder / "assets").iterdir():
        text = asset.read_text(encoding="utf-8")
        assert "http://" not in text and "https://" not in text and "@import" not in text
        assert not re.search(
            r"fetch\(|XMLHttpRequest|\.innerHTML|outerHTML|insertAdjacentHTML|"
            r"document\.write|eval\(",
            text,
        ), asset


# --- writing -------------------------------------------------------------------


def test_writing_replaces_an_old_report_atomically(tmp_path: Path) -> None:
    analysis = hostile_analysis()
    target = tmp_path / "report"
    write_report(analysis, target)
    assert (target / MARKER).is_file()
    (target / "pairs" / "999.html").write_text("stale", encoding="utf-8")
    write_report(analysis, target, pages=1)
    assert not (target / "pairs" / "999.html").exists()
    assert sorted(p.name for p in (target / "pairs").iterdir()) == ["1.html", "chunk-1.js"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["report"]  # no temporary left


def test_a_failed_write_leaves_the_old_report(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    analysis = hostile_analysis()
    target = tmp_path / "report"
    write_report(analysis, target)
    before = {p: p.read_bytes() for p in target.rglob("*") if p.is_file()}

    def broken(*args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(html_writer, "render", broken)
    with pytest.raises(OutputError, match="No space left on device"):
        write_report(analysis, target)
    assert {p: p.read_bytes() for p in target.rglob("*") if p.is_file()} == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["report"]


def test_a_folder_that_is_not_a_report_is_never_replaced(tmp_path: Path) -> None:
    analysis = hostile_analysis()
    precious = write_tree(tmp_path / "thesis", {"chapter1.tex": "years of work"})
    with pytest.raises(OutputError, match="not a mossish report"):
        write_report(analysis, precious)
    assert (precious / "chapter1.tex").read_text() == "years of work"
    (tmp_path / "file").write_text("x")
    with pytest.raises(OutputError, match="it is a file"):
        write_report(analysis, tmp_path / "file")
    empty = tmp_path / "empty"
    empty.mkdir()
    assert write_report(analysis, empty).is_file()  # an empty folder is fine


def test_the_report_never_holds_an_input(tmp_path: Path) -> None:
    students = write_tree(tmp_path / "students", {"ann/a.py": "x = 1\n"})
    old_report = write_tree(tmp_path / "old", {MARKER: "", "hw/ann/a.py": "x = 1\n"})
    with pytest.raises(OutputError, match="lies inside the report folder"):
        check_destination(old_report, [str(old_report / "hw")])
    with pytest.raises(OutputError, match="not a mossish report"):
        check_destination(students, [str(students)])
    assert check_destination(tmp_path / "report", [str(students)]) == tmp_path / "report"
    # Inside an input is fine: discovery skips a folder that holds the marker.
    assert check_destination(students / "report", [str(students)]) == students / "report"


def test_a_report_inside_the_input_is_never_a_submission(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from mossish.cli.main import main

    program = "def area(r):\n    return 3.14159 * r * r\n\nprint(area(2), area(3))\n" * 3
    hw = write_tree(tmp_path / "hw", {"ann/a.py": program, "ben/b.py": program})
    monkeypatch.chdir(hw)
    for _ in range(2):  # the second run sees the first run's report
        assert main(["check", ".", "-q", "--no-config", "--json", "../r.json"]) == 0
    data = json.loads((tmp_path / "r.json").read_text())
    assert [s["name"] for s in data["submissions"]] == ["ann", "ben"]
    assert (hw / "mossish-report" / "index.html").is_file()


def test_the_report_never_replaces_the_current_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    old_report = write_tree(tmp_path / "old", {MARKER: ""})
    here = old_report / "inside"
    here.mkdir()
    monkeypatch.chdir(here)
    with pytest.raises(OutputError, match="current folder"):
        check_destination(".")
    with pytest.raises(OutputError, match="current folder"):
        check_destination("..")


def test_cli_refuses_a_foreign_folder_before_analysing(tmp_path: Path) -> None:
    from helpers import invoke

    students = write_tree(tmp_path / "students", {"ann/a.py": "x = 1\n", "ben/b.py": "x = 1\n"})
    precious = write_tree(tmp_path / "notes", {"todo.txt": "keep me"})
    code, out, err = invoke("check", str(students), "-o", str(precious), "--no-config")
    assert code == 2 and out == ""
    assert "not a mossish report" in err and err.count("\n") == 1
    assert (precious / "todo.txt").read_text() == "keep me"


def test_open_starts_the_browser_without_waiting(tmp_path: Path) -> None:
    students = write_tree(tmp_path / "students", {"ann/a.py": "x = 1\n", "ben/b.py": "y = 2\n"})
    seen = tmp_path / "seen.txt"
    browser = tmp_path / "browser.sh"
    # A browser that would hold the terminal for a minute if it were waited for.
    browser.write_text(f'#!/bin/sh\necho "$1 $$" > {seen}\nexec sleep 60\n', encoding="utf-8")
    browser.chmod(0o755)
    env = {**os.environ, "BROWSER": str(browser)}
    env.pop("DISPLAY", None)
    env.pop("WAYLAND_DISPLAY", None)
    started = time.monotonic()
    subprocess.run(
        [sys.executable, "-m", "mossish", "check", str(students), "-o", str(tmp_path / "r"),
         "--open", "-q", "--no-config"],
        env=env, check=True, cwd=tmp_path, stdin=subprocess.DEVNULL, timeout=60,
    )  # fmt: skip
    assert time.monotonic() - started < 30
    for _ in range(100):
        if seen.exists() and len(seen.read_text().split()) == 2:
            break
        time.sleep(0.05)
    url, pid = seen.read_text().split()
    os.kill(int(pid), signal.SIGTERM)  # the pretend browser, still running: mossish did not wait
    assert url == (tmp_path / "r" / "index.html").resolve().as_uri()


# --- what gets pages -----------------------------------------------------------


def _pairs(similarities: list[float]) -> Analysis:
    span = Span("a.py", 1, 0, 1, 1)
    pairs = tuple(
        PairResult(f"s{i}", f"t{i}", s, s, s, 10, 10, 1, (Fragment(span, span, 10),))
        for i, s in enumerate(similarities)
    )
    stats = Stats(0, 0, 0, 0, 0, 0, 0, 10, len(pairs), len(pairs))
    return Analysis(Settings(), (), (), pairs, (), (), stats, (0,) * 20)


def test_files_are_paired_by_what_they_share() -> None:
    def info(name: str, paths: list[str]) -> SubmissionInfo:
        return SubmissionInfo(
            name, "class", tuple(FileInfo(p, "python", 9, 90) for p in paths), 9, 0
        )

    a = info("a", ["display.py", "gradebook.py", "notes.py"])
    b = info("b", ["grades.py", "main.py", "view.py"])

    def frag(file_a: str, file_b: str, tokens: int) -> Fragment:
        return Fragment(Span(file_a, 1, 0, 2, 0), Span(file_b, 1, 0, 2, 0), tokens)

    fragments = (
        frag("display.py", "view.py", 30),
        frag("gradebook.py", "grades.py", 100),
        frag("display.py", "grades.py", 50),
        frag("display.py", "view.py", 25),
    )
    pair = PairResult("a", "b", 0.5, 0.5, 0.5, 205, 100, 9, fragments)
    order_a, order_b = file_order(pair, a, b)
    # gradebook/grades share most; display/view next (55 tokens: display/grades
    # is out, grades is taken); notes and main share nothing and come last.
    assert [a.files[i].path for i in order_a] == ["gradebook.py", "display.py", "notes.py"]
    assert [b.files[i].path for i in order_b] == ["grades.py", "view.py", "main.py"]
    assert file_order(pair, None, None) == ([], [])


def test_pages_default_to_the_top_20() -> None:
    assert select_pairs(_pairs([0.9] * 8 + [0.1] * 200)) == tuple(range(1, 21))
    assert len(select_pairs(_pairs([0.9] * 30 + [0.1] * 200))) == 20
    assert len(select_pairs(_pairs([0.9] * 600))) == 20
    assert len(select_pairs(_pairs([0.2] * 5))) == 5
    assert select_pairs(_pairs([0.9] * 30), pages=3) == (1, 2, 3)
    assert select_pairs(_pairs([0.9] * 30), pages=0) == ()
    assert len(select_pairs(_pairs([0.9] * 30), pages=999)) == 30


# --- big classes ---------------------------------------------------------------


def big_class(submissions: int = 1000, partners: int = 40) -> Analysis:
    """A class of 1,000 small submissions and tens of thousands of sharing pairs."""
    text = "".join(f"def step_{i}(x):\n    return x * {i} + len(str(x))\n\n" for i in range(30))
    lines = text.count("\n")
    names = [f"student_{i:04d}" for i in range(submissions)]
    infos = tuple(
        SubmissionInfo(n, "class", (FileInfo("main.py", "python", lines, 600),), 600, 0)
        for n in names
    )
    sources = {(n, "main.py"): SourceFile("main.py", "python", text) for n in names}
    results = []
    for i in range(submissions):
        for step in range(1, partners + 1):
            j = (i + step * 37) % submissions
            if i < j:
                # One pair in 25 is a copy; the rest share a little, as honest work does.
                s = 0.95 if step == 1 and i % 25 == 0 else 0.02 + 0.3 * ((i * step) % 97) / 97
                fragment = Fragment(Span("main.py", 4, 0, 9, 10), Span("main.py", 7, 0, 12, 10), 40)
                results.append(PairResult(names[i], names[j], s, s, s, 40, 40, 5, (fragment,)))
    results.sort(key=lambda p: (-p.similarity, p.a, p.b))
    hot = [p for p in results if p.similarity >= 0.5]
    clusters = tuple(
        Cluster((p.a, p.b), (Edge(p.a, p.b, p.similarity),), p.similarity, p.similarity)
        for p in hot
    )
    all_pairs = submissions * (submissions - 1) // 2
    counts = [0] * 20
    for p in results:
        counts[min(int(p.similarity * 20), 19)] += 1
    counts[0] += all_pairs - len(results)
    stats = Stats(
        submissions, submissions, 600 * submissions, 0, 0, 0, 0, 800, len(results), all_pairs
    )
    return Analysis(
        Settings(), infos, (), tuple(results), clusters, (), stats, tuple(counts), sources
    )


def test_a_class_of_1000_gives_a_light_overview_in_seconds(tmp_path: Path) -> None:
    analysis = big_class()
    assert len(analysis.pairs) > 15_000
    suspicious = sum(1 for p in analysis.pairs if p.similarity >= 0.5)
    started = time.perf_counter()
    index = write_report(analysis, tmp_path / "report")
    elapsed = time.perf_counter() - started
    folder = index.parent
    assert index.stat().st_size < 2_000_000
    assert suspicious > 20 and len(list((folder / "pairs").glob("*.html"))) == 20
    assert len(list((folder / "submissions").glob("*.html"))) == 1000
    # Every pair can be opened in the viewer: its data, a hundred pairs a file.
    assert len(list((folder / "pairs").glob("chunk-*.js"))) == -(-len(analysis.pairs) // 100)
    assert len(list((folder / "submissions").glob("*.js"))) == 1000
    assert (folder / "submissions.html").stat().st_size < 2_000_000
    # The overview opens on the first 100 pairs; the pairs page lists 1,000.
    overview = index.read_text(encoding="utf-8")
    assert (
        overview.count('<tr class="hot" data-sim') + overview.count('<tr class="cool" data-sim')
        == 100
    )
    assert index.stat().st_size < 300_000
    assert 'href="pairs.html">All pairs</a> (the 1,000 most similar' in overview
    listed = (folder / "pairs.html").read_text(encoding="utf-8")
    assert listed.count(" data-sim=") == 1000
    assert (folder / "pairs.html").stat().st_size < 2_000_000
    assert (folder / "clusters.html").stat().st_size < 2_000_000
    # Generous: it takes a few seconds here; the point is seconds, not minutes.
    assert elapsed < 60, f"rendering took {elapsed:.1f} s"


def test_templates_ship_inside_the_package() -> None:
    templates = resources.files("mossish.templates")
    for name in ("base.html", "overview.html", "pair.html", "clusters.html", "submission.html",
                 "submissions.html", "macros.html"):  # fmt: skip
        assert templates.joinpath(name).is_file(), name
    assert templates.joinpath("static").joinpath("report.js").is_file()
    assert templates.joinpath("static").joinpath("report.css").is_file()


def test_pair_pages_show_the_jaccard_similarity(tmp_path: Path) -> None:
    analysis = sample_analysis()
    index = write_report(analysis, tmp_path / "report")
    top = analysis.pairs[0]
    page = (index.parent / "pairs" / "1.html").read_text(encoding="utf-8")
    assert "Jaccard similarity of their fingerprint sets" in page
    assert f"{top.jaccard:.0%}" in page


def test_pair_pages_and_the_viewer_show_the_rare_strings_both_hold(tmp_path: Path) -> None:
    analysis = sample_analysis()
    index = write_report(analysis, tmp_path / "report")
    top = analysis.pairs[0]
    assert top.strings > 0
    page = (index.parent / "pairs" / "1.html").read_text(encoding="utf-8")
    assert f"Rare strings both hold: {top.strings:.0%}." in page
    script = (index.parent / "compare.html").read_text(encoding="utf-8")
    assert 'Rare strings both hold: " + pct(pair.strings)' in script
    chunks = sorted((index.parent / "pairs").glob("chunk-*.js"))
    data = "".join(p.read_text(encoding="utf-8") for p in chunks)
    assert f'"strings":{round(top.strings, 6)}' in data.replace(" ", "")
