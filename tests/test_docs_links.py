"""Every relative link and #anchor in README.md, CHANGELOG.md and docs/ resolves,
and every page of docs/ stays a reference of at most 400 lines.

Anchors follow GitHub's heading slugs (github-slugger): the heading's text,
lower-cased, with everything but letters, digits, marks, `_`, `-` and spaces
dropped, spaces turned into `-`, and `-1`, `-2`, ... added to repeated slugs.
A page that renames a heading breaks every link to it; this finds them.
"""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PAGES = sorted(
    [ROOT / "README.md", *(ROOT / "docs").rglob("*.md")]
    + ([ROOT / "CHANGELOG.md"] if (ROOT / "CHANGELOG.md").exists() else [])
)

FENCE = re.compile(r"^\s*(```|~~~)")
HEADING = re.compile(r"^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$")
# [text](target) and ![alt](target), an optional "title" after the target.
LINK = re.compile(r"!?\[(?P<text>[^\]]*)\]\((?P<target>[^)\s]+)(?:\s+\"[^\"]*\")?\)")
CODE_SPAN = re.compile(r"(`+)(?:(?!\1).)+?\1")
SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:")


def prose_lines(text: str) -> list[str]:
    """The page's lines outside fenced code blocks (those show links and headings as code)."""
    lines: list[str] = []
    fenced = False
    for line in text.splitlines():
        if FENCE.match(line):
            fenced = not fenced
            continue
        if not fenced:
            lines.append(line)
    return lines


def slug(heading: str) -> str:
    """GitHub's anchor for a heading's text, before repeats are numbered."""
    text = LINK.sub(lambda m: m.group("text"), heading)
    text = text.replace("`", "").replace("*", "")
    kept = (
        c
        for c in text.lower()
        if c in " -_" or unicodedata.category(c)[0] in "LNM" or unicodedata.category(c) == "Pc"
    )
    return "".join(kept).replace(" ", "-")


def anchors(page: Path) -> set[str]:
    """Every anchor of a page: its headings' slugs (repeats numbered) and explicit ids."""
    seen: dict[str, int] = {}
    found: set[str] = set()
    for line in prose_lines(page.read_text(encoding="utf-8")):
        match = HEADING.match(line)
        if match:
            base = slug(match.group(2))
            count = seen.get(base, 0)
            seen[base] = count + 1
            found.add(base if count == 0 else f"{base}-{count}")
        found.update(re.findall(r"<a\s+(?:id|name)=\"([^\"]+)\"", line))
    return found


def links(page: Path) -> list[str]:
    """The page's link targets outside code (fenced blocks and inline code spans)."""
    text = "\n".join(CODE_SPAN.sub("", line) for line in prose_lines(page.read_text("utf-8")))
    return [m.group("target") for m in LINK.finditer(text)]


def broken(page: Path, target: str) -> str | None:
    """Why a link from `page` does not resolve, or None (web links are not followed)."""
    if SCHEME.match(target):
        return None
    path, _, anchor = target.partition("#")
    goal = (page.parent / path).resolve() if path else page
    if not goal.is_relative_to(ROOT):
        return "leaves the repository"
    if not goal.exists():
        return "no such file"
    if anchor and goal.suffix != ".md":
        return "an anchor into a file that is not a page"
    if anchor and anchor not in anchors(goal):
        return f"no heading with the anchor #{anchor} in {goal.relative_to(ROOT)}"
    return None


@pytest.mark.parametrize("page", PAGES, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_link_resolves(page: Path) -> None:
    problems = [f"{target}: {why}" for target in links(page) if (why := broken(page, target))]
    assert not problems, f"{page.relative_to(ROOT)}:\n" + "\n".join(problems)


def test_the_readme_links_to_the_docs() -> None:
    # Guards against a parser that finds nothing and so passes everything.
    targets = links(ROOT / "README.md")
    assert any("#" in t for t in targets)
    assert {"docs/benchmarks.md", "docs/how-it-works.md"} <= {t.split("#")[0] for t in targets}


@pytest.mark.parametrize(
    ("heading", "anchor"),
    [
        ("4. Index (`engine/index.py`)", "4-index-engineindexpy"),
        ("The pairs page's first view: 100 rows", "the-pairs-pages-first-view-100-rows"),
        ("Checks on a Dask cluster (`--dask`)", "checks-on-a-dask-cluster---dask"),
        ("`settings`", "settings"),
        ("Notebooks: `cells`", "notebooks-cells"),
        ("Near-duplicate search", "near-duplicate-search"),
        ("Cost model at 1 M submissions", "cost-model-at-1-m-submissions"),
        ("A [linked](other.md) heading", "a-linked-heading"),
        ("Straße ≤ 3 — café", "straße--3--café"),
    ],
)
def test_slugs_follow_github(heading: str, anchor: str) -> None:
    assert slug(heading) == anchor


def test_repeated_headings_are_numbered(tmp_path: Path) -> None:
    page = tmp_path / "page.md"
    page.write_text("# A\n\n## Setup\n\n```sh\n# Setup\n```\n\n## Setup\n\n### Setup\n")
    assert anchors(page) == {"a", "setup", "setup-1", "setup-2"}


# A page of docs/ is a reference a reader finishes: past this, split it by topic.
MAX_DOC_LINES = 400


@pytest.mark.parametrize("page", sorted((ROOT / "docs").glob("*.md")), ids=lambda p: p.name)
def test_each_page_of_docs_is_at_most_400_lines(page: Path) -> None:
    assert len(page.read_text(encoding="utf-8").splitlines()) <= MAX_DOC_LINES
