"""The HTML report in a real browser: Debian's chromium, headless, driven by Playwright.

scripts/test.sh installs chromium (apt) when it is missing; in CI (CI=true)
these tests fail if it is still missing, elsewhere they skip saying why.
Every request a page makes is recorded and anything but file:// is blocked:
the tests assert there was none.  Screenshots go to test-artifacts/.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from helpers import run
from mossish.model import Analysis
from mossish.report.html import write_report
from report_helpers import ARTIFACTS, HOSTILE_FILE, HOSTILE_NAME, hostile_analysis, sample_analysis

CHROMIUM = Path("/usr/bin/chromium")
LAUNCH_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


def _unavailable(reason: str) -> None:
    if os.environ.get("CI", "").lower() in ("1", "true", "yes"):
        pytest.fail(f"browser tests cannot run in CI: {reason}", pytrace=False)
    pytest.skip(f"{reason} (scripts/test.sh installs it when run as root)")


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    if not CHROMIUM.exists():
        _unavailable(f"{CHROMIUM} is missing: apt-get install chromium")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        _unavailable("the playwright package is missing: pip install -e '.[test]'")
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=str(CHROMIUM), args=LAUNCH_ARGS)
        yield launched
        launched.close()


@dataclass
class Session:
    """A browser page with everything it did recorded."""

    page: Any
    requests: list[str] = field(default_factory=list)
    blocked: list[str] = field(default_factory=list)
    console: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    dialogs: list[str] = field(default_factory=list)

    def open(self, path: Path) -> None:
        self.page.goto(path.resolve().as_uri())
        self.page.wait_for_load_state("load")

    def assert_clean(self) -> None:
        assert self.blocked == [], f"requests off this machine: {self.blocked}"
        assert all(url.startswith(("file://", "data:")) for url in self.requests)
        assert self.errors == [], f"script errors: {self.errors}"
        assert self.console == [], f"console errors and warnings: {self.console}"
        assert self.dialogs == [], f"dialogs opened: {self.dialogs}"


@pytest.fixture()
def session(browser: Any, request: pytest.FixtureRequest) -> Iterator[Session]:
    javascript = getattr(request, "param", True)
    context = browser.new_context(
        viewport={"width": 1440, "height": 900}, java_script_enabled=javascript
    )
    page = context.new_page()
    recorded = Session(page)

    def route(handled: Any) -> None:
        url = handled.request.url
        if url.startswith(("file://", "data:")):
            handled.continue_()
        else:
            recorded.blocked.append(url)
            handled.abort()

    context.route("**/*", route)
    page.on("request", lambda r: recorded.requests.append(r.url))
    page.on(
        "console",
        lambda m: (
            recorded.console.append(f"{m.type}: {m.text}")
            if m.type in ("error", "warning")
            else None
        ),
    )
    page.on("pageerror", lambda e: recorded.errors.append(str(e)))

    def dialog(opened: Any) -> None:
        recorded.dialogs.append(opened.message)
        opened.dismiss()

    page.on("dialog", dialog)
    yield recorded
    context.close()


@pytest.fixture(scope="module")
def sample(tmp_path_factory: pytest.TempPathFactory) -> tuple[Analysis, Path]:
    analysis = sample_analysis()
    index = write_report(analysis, tmp_path_factory.mktemp("browser") / "report")
    return analysis, index.parent


def _screenshot(session: Session, name: str, full_page: bool = False) -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    target = ARTIFACTS / name
    session.page.screenshot(path=str(target), full_page=full_page)
    return target


def _visible_rows(session: Session) -> list[float]:
    result: list[float] = session.page.eval_on_selector_all(
        "#pair-table tbody tr", "rows => rows.filter(r => !r.hidden).map(r => +r.dataset.sim)"
    )
    return result


def test_overview_filters_and_sorts_pairs(session: Session, sample: tuple[Analysis, Path]) -> None:
    analysis, folder = sample
    session.open(folder / "index.html")
    page = session.page
    assert page.is_visible("#filters")
    assert len(_visible_rows(session)) == min(len(analysis.pairs), 100)
    _screenshot(session, "overview.png")
    _screenshot(session, "overview-full.png", full_page=True)

    # Filtering by a threshold in the page hides the pairs below it.
    page.eval_on_selector(
        "#min-sim", "el => { el.value = '90'; el.dispatchEvent(new Event('input')) }"
    )
    shown = _visible_rows(session)
    assert shown and all(s >= 0.9 for s in shown)
    assert len(shown) == sum(1 for p in analysis.pairs if p.similarity >= 0.9)
    assert page.text_content("#min-sim-out") == "90%"
    assert "on" in (page.get_attribute("#filter-line", "class") or "")
    page.click("#only-suspicious")
    assert len(_visible_rows(session)) == 8
    page.click("#show-all")
    page.fill("#name-filter", "ben_okafor")
    named = page.eval_on_selector_all(
        "#pair-table tbody tr", "rows => rows.filter(r => !r.hidden).map(r => r.dataset.names)"
    )
    assert named and all("ben_okafor" in names for names in named)
    page.fill("#name-filter", "")

    # Sorting: by the longest fragment, largest first, then back.
    page.click("#pair-table th:nth-child(8) button")
    longest = page.eval_on_selector_all(
        "#pair-table tbody tr", "rows => rows.map(r => +r.cells[7].dataset.v)"
    )
    assert longest == sorted(longest, reverse=True)
    page.click("#pair-table th:nth-child(8) button")
    longest = page.eval_on_selector_all(
        "#pair-table tbody tr", "rows => rows.map(r => +r.cells[7].dataset.v)"
    )
    assert longest == sorted(longest)
    session.assert_clean()


def _in_view(session: Session, side: str, number: int) -> bool:
    in_view: bool = session.page.evaluate(
        """([side, number]) => {
            const pane = document.getElementById('pane-' + side);
            const target = document.getElementById(side + '-f' + number).closest('.line');
            const p = pane.getBoundingClientRect(), t = target.getBoundingClientRect();
            return t.top >= p.top && t.bottom <= p.bottom;
        }""",
        [side, number],
    )
    return in_view


def test_clicking_a_fragment_scrolls_both_sides(
    session: Session, sample: tuple[Analysis, Path]
) -> None:
    analysis, folder = sample
    pair = analysis.pairs[2]  # the ring: two files a side, seven fragments
    assert len(pair.fragments) >= 5
    session.open(folder / "pairs" / "3.html")
    page = session.page
    last = len(pair.fragments)
    assert not _in_view(session, "a", last) and not _in_view(session, "b", last)
    page.click(f'.frag-link[data-f="{last}"]')
    assert _in_view(session, "a", last) and _in_view(session, "b", last)
    assert page.eval_on_selector("#pane-a", "p => p.scrollTop") > 0
    assert page.eval_on_selector("#pane-b", "p => p.scrollTop") > 0
    active = page.eval_on_selector_all(".pane .active", "els => els.map(e => e.dataset.f)")
    assert active and set(active) == {str(last)}
    assert page.is_visible(f'.minimap .mark[data-f="{last}"]')

    # The keyboard walks through the fragments; a click on code in one side
    # brings its match into view on the other.
    page.click(f'.frag-link[data-f="{last - 1}"]')
    page.keyboard.press("n")
    assert _in_view(session, "a", last) and _in_view(session, "b", last)
    page.eval_on_selector("#pane-b", "p => { p.scrollTop = 0 }")
    page.click(f'#pane-a [data-f="{last}"]')
    assert _in_view(session, "b", last)
    page.click('.frag-link[data-f="4"]')
    _screenshot(session, "pair.png")
    session.assert_clean()


def test_a_long_file_stays_usable(session: Session, tmp_path: Path) -> None:
    own = "".join(f"value_{i} = compute({i}, step={i % 7})\n" for i in range(2500))
    other = "".join(f"assert check_{i}({i}) != {i}\n" for i in range(2500))
    copied = "".join(
        f"def part_{i}(items):\n    total = 0\n    for item in items:\n"
        f"        total += item * {i}\n    return total\n\n"
        for i in range(20)
    )
    analysis = run({"ann": own + copied, "ben": copied + other})
    assert len(analysis.pairs[0].fragments) == 1
    folder = write_report(analysis, tmp_path / "report").parent
    session.open(folder / "pairs" / "1.html")
    page = session.page
    assert page.eval_on_selector_all("#pane-a .line", "lines => lines.length") > 2600
    page.click('.frag-link[data-f="1"]')
    assert _in_view(session, "a", 1) and _in_view(session, "b", 1)
    assert page.eval_on_selector("#pane-a", "p => p.scrollTop") > 40_000  # near the end of a
    _screenshot(session, "pair-long-file.png")
    session.assert_clean()


def test_clusters_and_submission_pages(session: Session, sample: tuple[Analysis, Path]) -> None:
    analysis, folder = sample
    session.open(folder / "clusters.html")
    assert session.page.locator("section.cluster svg").count() == len(analysis.clusters)
    _screenshot(session, "clusters.png")
    session.page.click("#cluster-3 .node circle >> nth=0")
    assert "/submissions/" in session.page.url
    assert session.page.locator("table.pairs tbody tr").count() > 0
    _screenshot(session, "submission.png")
    session.open(folder / "submissions.html")
    assert session.page.locator("#submission-table tbody tr").count() == len(analysis.submissions)
    session.assert_clean()


def test_hostile_names_and_code_run_no_script(session: Session, tmp_path: Path) -> None:
    folder = write_report(hostile_analysis(), tmp_path / "report").parent
    pages = sorted(folder.rglob("*.html"))
    for path in pages:
        session.open(path)
        assert session.page.locator("svg[onload], img, [onclick], [onerror]").count() == 0
    session.open(folder / "pairs" / "1.html")
    heads = session.page.locator(".file-head .path").all_text_contents()
    assert HOSTILE_FILE in heads
    assert HOSTILE_NAME in session.page.text_content("h1")
    code = session.page.text_content("#pane-a .src")
    assert "</script><script>window.__pwned = 1; alert(1)</script>" in code
    session.page.click('.frag-link[data-f="1"]')
    _screenshot(session, "hostile-pair.png")
    session.assert_clean()


@pytest.mark.parametrize("session", [False], indirect=True, ids=["javascript-off"])
def test_pages_read_without_javascript(session: Session, sample: tuple[Analysis, Path]) -> None:
    analysis, folder = sample
    session.open(folder / "index.html")
    page = session.page
    assert not page.is_visible("#filters")  # controls that need the script are hidden
    assert page.locator("#pair-table tbody tr").count() == min(len(analysis.pairs), 100)
    session.open(folder / "pairs.html")
    # The rows after the first 100 wait for the script; the page says where they are.
    assert page.locator("#pair-table tbody tr").count() == 100 < len(analysis.pairs)
    assert "every pair is in --json and --csv" in (page.text_content(".more-rows") or "")
    session.open(folder / "pairs" / "3.html")
    assert page.locator(".frag-link").count() == len(analysis.pairs[2].fragments)
    assert page.locator("#pane-a .line").count() > 100
    assert page.locator("#pane-a .line.frag").count() > 50
    # Fragment links are plain anchors: following one still shows the fragment.
    page.click('.frag-link[data-f="6"]')
    assert _in_view(session, "a", 6)
    _screenshot(session, "pair-no-javascript.png")
    session.assert_clean()


# --- the pair viewer: every pair, from data files ---------------------------------


def test_viewer_opens_a_pair_beyond_the_pages(
    session: Session, sample: tuple[Analysis, Path], tmp_path: Path
) -> None:
    analysis, _ = sample
    assert len(analysis.pairs) > 21
    folder = write_report(analysis, tmp_path / "report", pages=20).parent
    rank = 21
    pair = analysis.pairs[rank - 1]
    assert not (folder / "pairs" / f"{rank}.html").exists()
    session.open(folder / "index.html")
    href = session.page.get_attribute(f"#pair-table tbody tr:nth-child({rank}) td.go a", "href")
    assert href == f"compare.html#{rank}"
    session.page.goto((folder / "compare.html").resolve().as_uri() + f"#{rank}")
    session.page.wait_for_selector("#v-compare:not([hidden])", timeout=5000)
    page = session.page
    assert page.text_content("#v-a") == pair.a
    assert page.text_content("#v-b") == pair.b
    assert page.text_content("#v-rank") == str(rank)
    marked = page.eval_on_selector_all("#pane-a [data-f]", "els => els.length")
    assert marked > 0 and page.eval_on_selector_all("#fragments li", "l => l.length") == len(
        pair.fragments
    )
    # The page's keys move through the fragments as on a pair page.
    page.keyboard.press("n")
    assert "active" in (page.get_attribute("#fragments li:first-child a", "class") or "")
    _screenshot(session, "viewer.png")
    # The next pair: the page loads another chunk of data in place.
    page.click("#next-pair")
    page.wait_for_selector(f"#v-rank:text-is('{rank + 1}')")
    page.wait_for_selector("#v-compare:not([hidden])")
    assert page.text_content("#v-a") == analysis.pairs[rank].a
    session.assert_clean()


def test_the_viewer_loads_its_data_but_markup_can_load_no_script_file(
    browser: Any, sample: tuple[Analysis, Path], tmp_path: Path
) -> None:
    """No 'self': only the viewer's own (hashed) script may add script elements."""
    analysis, _ = sample
    folder = write_report(analysis, tmp_path / "report").parent
    (folder / "pairs" / "planted.js").write_text("window.planted = 1;\n", encoding="utf-8")
    page_text = (folder / "compare.html").read_text(encoding="utf-8")
    # As if markup had got into the page: a script tag naming a file beside the data.
    planted = folder / "planted.html"
    planted.write_text(
        page_text.replace("<main>", '<main><script src="pairs/planted.js"></script>', 1),
        encoding="utf-8",
    )
    context = browser.new_context()
    page = context.new_page()
    console: list[str] = []
    page.on("console", lambda m: console.append(m.text))
    page.goto(planted.resolve().as_uri() + "#1")
    page.wait_for_selector("#v-compare:not([hidden])", timeout=5000)
    assert page.text_content("#v-a") == analysis.pairs[0].a  # its data files loaded
    assert page.evaluate("window.planted") is None  # the planted file did not run
    assert any("Content Security Policy" in line for line in console)
    context.close()


def test_viewer_shows_hostile_text_as_text(session: Session, tmp_path: Path) -> None:
    analysis = hostile_analysis()
    folder = write_report(analysis, tmp_path / "report", pages=0).parent
    seen = ""
    for rank in range(1, len(analysis.pairs) + 1):
        session.page.goto((folder / "compare.html").resolve().as_uri() + f"#{rank}")
        session.page.wait_for_selector(f"#v-rank:text-is('{rank}')")
        session.page.wait_for_selector("#v-compare:not([hidden])", timeout=5000)
        hostile = "#viewer img, .pane img, svg[onload], [onclick], [onerror]"
        assert session.page.locator(hostile).count() == 0
        seen += (session.page.text_content("body") or "") + "\n"
    # The names, file names and code are all there, as text.
    assert HOSTILE_NAME in seen and HOSTILE_FILE in seen
    assert "</script><script>window.__pwned = 1; alert(1)</script>" in seen
    session.assert_clean()


def test_800px_keeps_both_sides_and_the_compare_button_in_view(
    browser: Any, sample: tuple[Analysis, Path]
) -> None:
    _, folder = sample
    context = browser.new_context(viewport={"width": 800, "height": 700})
    page = context.new_page()
    try:
        for url, ready in (
            ((folder / "pairs" / "1.html").resolve().as_uri(), "#pane-b"),
            ((folder / "compare.html").resolve().as_uri() + "#1", "#v-compare:not([hidden])"),
        ):
            page.goto(url)
            page.wait_for_selector(ready)
            a = page.locator("section.side-a").bounding_box()
            b = page.locator("section.side-b").bounding_box()
            assert a and b
            assert b["x"] > a["x"] + 200 and abs(b["y"] - a["y"]) < 2  # side by side
            assert b["y"] + 200 < 700 and b["x"] + b["width"] <= 801  # above the fold, on screen
        page.screenshot(path=str(ARTIFACTS / "viewer-800.png"))
        page.goto((folder / "index.html").resolve().as_uri())
        button = page.locator("#pair-table tbody tr:first-child td.go a").bounding_box()
        assert button and button["x"] + button["width"] <= 800
        assert page.evaluate("document.documentElement.scrollWidth") <= 800
    finally:
        context.close()


def test_a_decision_round_trip_report_export_decisions_rerun(browser: Any, tmp_path: Path) -> None:
    from helpers import HONEST, PROGRAM, RENAMED, invoke, write_tree

    course = write_tree(
        tmp_path / "c", {"ann/a.py": PROGRAM, "ben/b.py": RENAMED, "cat/c.py": HONEST}
    )
    report = tmp_path / "report"
    check = ("check", str(course), "--no-config", "-q", "--fail-above", "0.9")
    code, out, _ = invoke(*check, "-o", str(report))
    assert code == 1 and "1 pair(s)" in out

    context = browser.new_context(viewport={"width": 1200, "height": 800}, accept_downloads=True)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto((report / "compare.html").resolve().as_uri() + "#1")
    page.wait_for_selector("#v-decision:not([hidden])")
    page.check("input[name=decision][value=dismissed]")
    page.fill("#v-note", "same starter idea, <b>talked</b> to both")
    with page.expect_download() as download:
        page.click("#v-export")
    exported = tmp_path / "decisions.json"
    download.value.save_as(str(exported))
    page.screenshot(path=str(ARTIFACTS / "decision.png"))
    context.close()
    document = json.loads(exported.read_text(encoding="utf-8"))
    assert document["format"] == "mossish-decisions"
    [entry] = document["decisions"]
    assert (entry["decision"], entry["a"], entry["b"]) == ("dismissed", "ann", "ben")

    # The dismissed pair no longer fails the job; the report shows the decision.
    again = tmp_path / "report2"
    code, out, _ = invoke(*check, "--decisions", str(exported), "-o", str(again))
    assert code == 0 and out.startswith("mossish: OK")
    fresh = browser.new_context()  # a browser that never saw the decision
    page = fresh.new_page()
    page.goto((again / "compare.html").resolve().as_uri() + "#1")
    page.wait_for_selector("#v-decision:not([hidden])")
    assert page.is_checked("input[name=decision][value=dismissed]")
    assert page.input_value("#v-note") == "same starter idea, <b>talked</b> to both"
    assert page.eval_on_selector_all("#viewer b", "e => e.length") == 0
    fresh.close()
    assert errors == []

    # Changed code: the decision no longer holds, and the pair fails again.
    (course / "ben" / "b.py").write_text(RENAMED + "\nprint('changed')\n", encoding="utf-8")
    code, out, _ = invoke(*check, "--decisions", str(exported), "--no-report")
    assert code == 1


def test_a_decision_on_a_pair_page_shows_in_the_overview_after_a_rerun(
    browser: Any, tmp_path: Path
) -> None:
    from helpers import HONEST, PROGRAM, RENAMED, invoke, write_tree

    course = write_tree(
        tmp_path / "c",
        {"ann/a.py": PROGRAM, "ben/b.py": RENAMED, "cat/c.py": PROGRAM, "dan/d.py": HONEST},
    )
    report = tmp_path / "report"
    check = ("check", str(course), "--no-config", "-q")
    code, _, err = invoke(*check, "-o", str(report))
    assert code == 0, err

    context = browser.new_context(viewport={"width": 1200, "height": 800}, accept_downloads=True)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto((report / "pairs" / "1.html").resolve().as_uri())
    page.wait_for_selector("#v-decision:not([hidden])")
    names = page.text_content("h1") or ""
    page.check("input[name=decision][value=confirmed]")
    page.fill("#v-note", "identical; asked both")
    # The same browser shows it in every table, the pair's rank 1 row first.
    page.goto((report / "index.html").resolve().as_uri())
    assert page.input_value("#pair-table tbody tr:first-child select.decide") == "confirmed"
    # A decision taken in a table row is kept too, and shows on the clusters page.
    page.select_option("#pair-table tbody tr:nth-child(2) select.decide", "discuss")
    page.goto((report / "clusters.html").resolve().as_uri())
    assert sorted(page.eval_on_selector_all("select.decide", "s => s.map(e => e.value)")) == sorted(
        ["confirmed", "discuss", ""]
    )
    page.goto((report / "pairs" / "1.html").resolve().as_uri())
    page.wait_for_selector("#v-decision:not([hidden])")
    with page.expect_download() as download:
        page.click("#v-export")
    exported = tmp_path / "decisions.json"
    download.value.save_as(str(exported))
    context.close()
    document = json.loads(exported.read_text(encoding="utf-8"))
    assert sorted(d["decision"] for d in document["decisions"]) == ["confirmed", "discuss"]

    # Rerun with the decisions: a browser that never saw them finds them in the overview,
    # the JSON lists them, the CSV and the terminal count them.
    again = tmp_path / "report2"
    result = tmp_path / "r.json"
    table = tmp_path / "r.csv"
    code, out, err = invoke(
        "check", str(course), "--no-config", "--decisions", str(exported), "-o", str(again),
        "--json", str(result), "--csv", str(table),
    )  # fmt: skip
    assert code == 0, err
    assert "decided: 2 pairs (1 confirmed, 1 to discuss)" in out
    listed = json.loads(result.read_text(encoding="utf-8"))["decisions"]
    assert (listed[0]["rank"], listed[0]["decision"]) == (1, "confirmed")
    assert listed[0]["note"] == "identical; asked both"
    rows = table.read_text(encoding="utf-8").splitlines()
    assert rows[0].endswith(",decision") and rows[1].endswith(",confirmed")
    fresh = browser.new_context(viewport={"width": 1200, "height": 800})
    page = fresh.new_page()
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto((again / "index.html").resolve().as_uri())
    first = "#pair-table tbody tr:first-child select.decide"
    assert page.input_value(first) == "confirmed"
    assert "is-confirmed" in (page.get_attribute(first, "class") or "")
    assert "pairs decided (1 confirmed, 1 to discuss)" in (page.text_content(".cards") or "")
    page.screenshot(path=str(ARTIFACTS / "decided-overview.png"))
    # The pair page's form holds it, with its note, and a submission's page marks it.
    page.goto((again / "pairs" / "1.html").resolve().as_uri())
    page.wait_for_selector("#v-decision:not([hidden])")
    assert page.text_content("h1") == names
    assert page.is_checked("input[name=decision][value=confirmed]")
    assert page.input_value("#v-note") == "identical; asked both"
    page.goto((again / "submissions" / "1.html").resolve().as_uri())
    assert "confirmed" in page.eval_on_selector_all("select.decide", "s => s.map(e => e.value)")
    fresh.close()
    assert errors == []


# Boxes of the elements a selector finds, in page pixels (left, top, right, bottom).
_BOXES = """els => els.map(e => { const r = e.getBoundingClientRect();
    return [r.left, r.top, r.right, r.bottom]; })"""


def _overlapping(boxes: list[list[float]], others: list[list[float]] | None = None) -> list[Any]:
    """Pairs of boxes that overlap by more than half a pixel each way."""
    found = []
    pairs = (
        [(a, b) for i, a in enumerate(boxes) for b in boxes[i + 1 :]]
        if others is None
        else [(a, b) for a in boxes for b in others]
    )
    for a, b in pairs:
        if min(a[2], b[2]) - max(a[0], b[0]) > 0.5 and min(a[3], b[3]) - max(a[1], b[1]) > 0.5:
            found.append((a, b))
    return found


def test_a_cluster_of_30_is_drawn_with_every_member_named_and_no_label_on_another(
    session: Session, tmp_path: Path
) -> None:
    from helpers import PROGRAM, invoke, write_tree

    surnames = ("okafor", "lindqvist", "nakamura", "oyelaran", "fitzgerald", "abramowicz")
    files = {
        f"student_{i:02d}_{surnames[i % 6]}/main.py": PROGRAM + f"\nVERSION = {i}\n" * (i % 4)
        for i in range(30)
    }
    course = write_tree(tmp_path / "c", files)
    report = tmp_path / "report"
    code, _, err = invoke("check", str(course), "--no-config", "-q", "-o", str(report))
    assert code == 0, err
    page = session.page
    session.open(report / "clusters.html")
    cluster = "#cluster-1 svg"
    assert page.locator(f"{cluster} circle").count() == 30
    labels = page.eval_on_selector_all(f"{cluster} text.node-label", _BOXES)
    assert len(labels) == 30  # every member named
    assert _overlapping(labels) == []
    circles = page.eval_on_selector_all(f"{cluster} circle", _BOXES)
    assert _overlapping(labels, circles) == []
    # 435 pairs: the strongest are drawn, without a percentage on each.
    assert page.locator(f"{cluster} text.edge-label").count() == 0
    assert page.locator(f"{cluster} line").count() < 100
    assert "strongest" in (page.text_content("#cluster-1 figcaption") or "")
    page.locator("#cluster-1").screenshot(path=str(ARTIFACTS / "cluster-large.png"))

    # The class graph: the 30 dots use the panel's width and are named, none on another.
    session.open(report / "graph.html")
    xs = page.eval_on_selector_all(
        "#class-graph circle", "cs => cs.map(c => +c.getAttribute('cx'))"
    )
    assert len(xs) == 30 and max(xs) - min(xs) > 0.6 * 960
    labels = page.eval_on_selector_all("#class-graph text", _BOXES)
    assert len(labels) == 30 and _overlapping(labels) == []
    _screenshot(session, "graph-30.png")

    # The histogram's threshold label sits clear of every bar's count.
    session.open(report / "index.html")
    threshold = page.eval_on_selector_all("#histogram .threshold-label", _BOXES)
    counts = page.eval_on_selector_all("#histogram .bin text", _BOXES)
    assert threshold and counts and _overlapping(threshold, counts) == []
    session.assert_clean()


def test_a_bad_decisions_file_is_one_line(tmp_path: Path) -> None:
    from helpers import PROGRAM, invoke, write_tree

    course = write_tree(tmp_path / "c", {"ann/a.py": PROGRAM, "ben/b.py": PROGRAM})
    bad = tmp_path / "bad.json"
    bad.write_text("[1, 2", encoding="utf-8")
    code, _, err = invoke(
        "check", str(course), "--no-config", "--no-report", "--decisions", str(bad)
    )
    assert code == 2 and err.count("\n") == 1 and "not JSON" in err


def test_the_class_graph_slider_hides_pairs_live(
    session: Session, sample: tuple[Analysis, Path], tmp_path: Path
) -> None:
    analysis, _ = sample
    folder = write_report(analysis, tmp_path / "report").parent
    session.open(folder / "graph.html")
    page = session.page
    assert page.is_visible("#graph-filters")
    nodes = page.eval_on_selector_all("#class-graph circle", "c => c.length")
    assert nodes == len(analysis.submissions)

    def drawn() -> list[float]:
        found: list[float] = page.eval_on_selector_all(
            "#class-graph line",
            "ls => ls.filter(l => getComputedStyle(l).display !== 'none').map(l => +l.dataset.sim)",
        )
        return found

    at_threshold = drawn()
    threshold = analysis.settings.threshold
    assert len(at_threshold) == sum(1 for p in analysis.pairs if p.similarity >= threshold)
    page.eval_on_selector(
        "#graph-min", "el => { el.value = '30'; el.dispatchEvent(new Event('input')) }"
    )
    lower = drawn()
    assert len(lower) > len(at_threshold) and min(lower) >= 0.3
    assert page.text_content("#graph-min-out") == "30%"
    clustered = page.eval_on_selector_all("#class-graph circle.clustered", "c => c.length")
    assert clustered == len({m for c in analysis.clusters for m in c.members})
    _screenshot(session, "graph.png")
    session.assert_clean()


def test_labels_and_times_show_in_the_viewer_and_colour_the_graph(
    session: Session, tmp_path: Path
) -> None:
    from helpers import HONEST, PROGRAM, RENAMED, invoke, write_tree

    course = write_tree(
        tmp_path / "c", {"ann/a.py": PROGRAM, "ben/b.py": RENAMED, "cat/c.py": HONEST}
    )
    labels = tmp_path / "labels.csv"
    labels.write_text(
        "submission,section,submitted\n"
        "ann,<img src=x onerror=alert(1)>,2026-03-01T10:00:00\n"
        "ben,2,2026-03-03T10:00:00\n"
        "cat,2,2026-03-02T09:00:00\n",
        encoding="utf-8",
    )
    report = tmp_path / "report"
    code, _, _ = invoke(
        "check", str(course), "--no-config", "-q", "--labels", str(labels), "-o", str(report)
    )
    assert code == 0
    session.page.goto((report / "compare.html").resolve().as_uri() + "#1")
    session.page.wait_for_selector("#v-labels:not([hidden])")
    text = session.page.text_content("#v-labels") or ""
    assert "B submitted 2 days after A" in text
    assert "section: <img src=x onerror=alert(1)>" in text
    session.open(report / "graph.html")
    page = session.page
    page.select_option("#graph-colour", "0")
    classes = page.eval_on_selector_all(
        "#class-graph circle", "cs => cs.map(c => c.getAttribute('class'))"
    )
    # Section "2" (ben, cat) sorts before the other value (ann): one colour each.
    assert sorted(classes) == ["hue-0 clustered", "hue-0 clustered", "hue-1 clustered"]
    _screenshot(session, "graph-labels.png")
    assert page.locator("img").count() == 0
    session.assert_clean()


@pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")
def test_git_times_and_late_marks_show_in_the_viewer(session: Session, tmp_path: Path) -> None:
    from helpers import HONEST, PROGRAM, RENAMED, invoke, write_tree

    root = write_tree(
        tmp_path / "hw1",
        {"hw1-ann/main.py": PROGRAM, "hw1-ben/main.py": RENAMED, "hw1-cat/main.py": HONEST},
    )
    for who, when in (("ann", "2026-03-01T10:00:00+01:00"), ("ben", "2026-03-03T10:00:00+01:00")):
        env = {**os.environ, "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": os.devnull,
               "GIT_AUTHOR_DATE": when, "GIT_COMMITTER_DATE": when}  # fmt: skip
        repo = str(root / f"hw1-{who}")
        for command in (
            ["init", "-q"],
            ["add", "."],
            ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "m"],
        ):
            subprocess.run(["git", "-C", repo, *command], check=True, env=env)  # fmt: skip
    report = tmp_path / "report"
    code, _, err = invoke("check", str(root), "--no-config", "-q", "-o", str(report))
    assert code == 0, err
    session.page.goto((report / "compare.html").resolve().as_uri() + "#1")
    session.page.wait_for_selector("#v-labels:not([hidden])")
    text = session.page.text_content("#v-labels") or ""
    assert "A (submitted 2026-03-01T10:00:00+01:00)" in text
    assert "B submitted 2 days after A" in text
    session.assert_clean()


def test_the_pairs_page_lists_every_pair_and_filters_them(
    session: Session, sample: tuple[Analysis, Path]
) -> None:
    analysis, folder = sample
    session.open(folder / "index.html")
    session.page.click('a[href="pairs.html"] >> nth=0')
    page = session.page
    page.wait_for_selector("#filters:not([hidden])")
    assert page.url.endswith("/pairs.html")
    assert len(_visible_rows(session)) == 100 < len(analysis.pairs)  # the rest as scrolled to
    assert page.text_content("#pair-count") == f"{len(analysis.pairs)} pairs"
    page.eval_on_selector(
        "#min-sim", "el => { el.value = '90'; el.dispatchEvent(new Event('input')) }"
    )
    shown = _visible_rows(session)
    assert len(shown) == sum(1 for p in analysis.pairs if p.similarity >= 0.9)
    assert page.text_content("#pair-count") == f"{len(shown)} of {len(analysis.pairs)} pairs"
    session.assert_clean()


def _drawn_rows(session: Session) -> int:
    count: int = session.page.eval_on_selector_all("#pair-table tbody tr", "rows => rows.length")
    return count


def test_the_pairs_page_draws_its_first_rows_and_the_rest_as_scrolled_to(
    session: Session, sample: tuple[Analysis, Path]
) -> None:
    """Drawing all 1,000 rows held back the first view: only the first 100 are drawn at load."""
    analysis, folder = sample
    session.open(folder / "pairs.html")
    page = session.page
    page.wait_for_selector("#filters:not([hidden])")
    assert _drawn_rows(session) == 100
    assert page.text_content("#pair-count") == f"{len(analysis.pairs)} pairs"
    _screenshot(session, "pairs-page.png")
    # Scrolling to the end of the table draws the next rows, in rank order.
    # (Scrolled again at each poll: each batch drawn moves the end further down.)
    page.wait_for_function(
        """n => {
            const box = document.querySelector(".table-scroll");
            box.scrollTop = box.scrollHeight;
            return document.querySelectorAll("#pair-table tbody tr").length >= n;
        }""",
        arg=len(analysis.pairs),
        polling=100,
        timeout=15_000,
    )
    ranks = page.eval_on_selector_all(
        "#pair-table tbody tr", "rows => rows.map(r => +r.cells[0].dataset.v)"
    )
    assert ranks == list(range(1, len(analysis.pairs) + 1))
    session.assert_clean()


def test_sorting_the_pairs_page_sorts_the_rows_not_drawn_yet(
    session: Session, sample: tuple[Analysis, Path]
) -> None:
    analysis, folder = sample
    session.open(folder / "pairs.html")
    page = session.page
    page.wait_for_selector("#filters:not([hidden])")
    assert _drawn_rows(session) == 100
    page.click("#pair-table thead th:nth-child(1) button")  # rank, ascending
    page.click("#pair-table thead th:nth-child(1) button")  # rank, descending
    ranks = page.eval_on_selector_all(
        "#pair-table tbody tr", "rows => rows.map(r => +r.cells[0].dataset.v)"
    )
    assert ranks == list(range(len(analysis.pairs), 0, -1))
    page.fill("#name-filter", analysis.pairs[-1].a)
    wanted = sum(1 for p in analysis.pairs if analysis.pairs[-1].a in (p.a, p.b))
    assert len(_visible_rows(session)) == wanted
    session.assert_clean()


def test_a_thousand_row_pairs_page_draws_a_hundred_rows_at_load(
    session: Session, tmp_path: Path
) -> None:
    """The class of the benchmark lists 1,000 pairs: its first view draws 100 of them."""
    from dataclasses import replace

    analysis = sample_analysis()
    many = replace(analysis, pairs=(analysis.pairs * 5)[:1000])
    folder = write_report(many, tmp_path / "report", pages=0).parent
    session.open(folder / "pairs.html")
    page = session.page
    page.wait_for_selector("#filters:not([hidden])")
    assert _drawn_rows(session) == 100
    assert page.text_content("#pair-count") == "1000 pairs"
    page.eval_on_selector(
        "#min-sim", "el => { el.value = '0'; el.dispatchEvent(new Event('input')) }"
    )
    assert _drawn_rows(session) == 100  # nothing to hide: the rest still waits
    session.assert_clean()


def test_moodle_times_and_deadline_late_marks_show_and_stay_text(
    session: Session, tmp_path: Path
) -> None:
    from helpers import WORKSHEET, invoke, moodle_class

    root = moodle_class(tmp_path)
    sheet = tmp_path / "grades.csv"
    sheet.write_text(WORKSHEET, encoding="utf-8")
    report = tmp_path / "report"
    code, _, err = invoke(
        "check", str(root), "--no-config", "-q", "--labels", str(sheet),
        "--deadline", "2026-11-03T12:00:00+01:00", "-o", str(report),
    )  # fmt: skip
    assert code == 0, err
    session.open(report / "pairs.html")
    page = session.page
    marks = page.eval_on_selector_all("#pair-table .late", "els => els.map(e => e.textContent)")
    assert "4 h late" in marks and "2 days late" in marks
    session.page.goto((report / "compare.html").resolve().as_uri() + "#1")
    page.wait_for_selector("#v-labels:not([hidden])")
    text = page.text_content("#v-labels") or ""
    assert "4 h late" in text and "2 days late" in text
    assert "submitted 2 days after" in text
    _screenshot(session, "viewer-late.png")
    session.open(report / "graph.html")
    titles = page.eval_on_selector_all(
        "#class-graph circle title", "ts => ts.map(t => t.textContent)"
    )
    assert any("4 h late" in t for t in titles)
    assert page.locator("#class-graph a.late circle").count() == 2  # Ann and Ben
    # The worksheet row naming no one is a warning, its markup shown as text.
    session.open(report / "index.html")
    assert "Participant 9999 (<img src=x onerror=alert(1)>)" in (page.text_content("main") or "")
    assert page.locator("img").count() == 0
    session.assert_clean()


def test_hostile_names_in_rows_drawn_late_run_no_script(session: Session, tmp_path: Path) -> None:
    """Rows moved in from the template are the page's own markup: names in them stay text."""
    from dataclasses import replace

    analysis = hostile_analysis()
    many = replace(analysis, pairs=(analysis.pairs * 400)[:400])
    folder = write_report(many, tmp_path / "report", pages=0).parent
    session.open(folder / "pairs.html")
    page = session.page
    page.wait_for_selector("#filters:not([hidden])")
    page.fill("#name-filter", "svg")  # draws every row, then filters them
    assert _drawn_rows(session) == 400
    assert page.locator("#pair-table svg, #pair-table img").count() == 0
    names = page.eval_on_selector_all("#pair-table a.name", "as => as.map(a => a.textContent)")
    assert HOSTILE_NAME in names
    session.assert_clean()
