"""Builders shared by the HTML report's tests: results to render, and a page reader."""

from __future__ import annotations

from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path

from helpers import run
from mossish.model import Analysis
from mossish.pipeline import analyze
from mossish.settings import Settings

SAMPLES = Path(__file__).resolve().parent.parent / "sample_submissions"
ARTIFACTS = Path(__file__).resolve().parent.parent / "test-artifacts"


def sample_analysis(language: str = "python") -> Analysis:
    folder = SAMPLES / language
    return analyze([str(folder / "students")], Settings(base=(str(folder / "starter"),)))


# Student-controlled text that would run script if a page ever let it through
# as markup: in a submission's name, a file's name and the code itself.
HOSTILE_NAME = '"><svg onload=alert(1)>'
HOSTILE_FILE = "<img src=x onerror=alert(1)>.py"
HOSTILE_CODE = '''\
def render(page):
    """</script><script>window.__pwned = 1; alert(1)</script>"""
    html = "<img src=x onerror=alert(1)>" + '<script>alert("x")</script>'
    note = "<!-- {{ 7 * 7 }} ]]> </textarea></title></style></code></mark></div>"
    for part in page.split("<b>"):
        html = html + "<p onclick=alert(1)>" + part + "</p>"
    return html


def escape_all(text):
    for old, new in (("&", "&amp;"), ("<", "&lt;"), (">", "&gt;")):
        text = text.replace(old, new)
    return text
'''


def hostile_analysis() -> Analysis:
    """Two copies of hostile code under hostile names, and an honest third."""
    return run(
        {
            HOSTILE_NAME: {HOSTILE_FILE: HOSTILE_CODE},
            "javascript:alert(1)": {"copy.py": HOSTILE_CODE},
            "honest": {"main.py": "print('hello')\nprint(sum(range(10)))\n"},
        }
    )


@dataclass
class PairPageReader(HTMLParser):
    """What a pair page shows: per side, file and line, the regions marked on it.

    ``marks[(side, file, line)]`` holds fragment numbers (ints) and the kinds
    of ignored code (``"base"``, ``"common"``) marked on that line, whether on
    the whole line or on part of it; ``anchors[(side, n)]`` is where fragment
    ``n`` starts, as ``(file, line)``.
    """

    marks: dict[tuple[str, str, int], set[int | str]] = field(default_factory=dict)
    anchors: dict[tuple[str, int], tuple[str, int]] = field(default_factory=dict)
    files: dict[str, list[str]] = field(default_factory=dict)
    fragment_links: list[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self._side = ""
        self._file = ""
        self._line = 0
        self._capture: str | None = None
        self._pending: set[int | str] = set()

    def _regions(self, attrs: dict[str, str | None]) -> set[int | str]:
        classes = (attrs.get("class") or "").split()
        found: set[int | str] = {kind for kind in ("base", "common") if kind in classes}
        if "frag" in classes and attrs.get("data-f"):
            found.add(int(str(attrs["data-f"])))
        return found

    def handle_starttag(self, tag: str, attr_list: list[tuple[str, str | None]]) -> None:
        attrs = dict(attr_list)
        classes = (attrs.get("class") or "").split()
        if tag == "div" and "pane" in classes:
            self._side = str(attrs["data-side"])
            self.files[self._side] = []
        elif tag == "span" and "path" in classes and self._side:
            self._capture = "path"
        elif tag == "div" and "line" in classes:
            self._pending = self._regions(attrs)
        elif tag == "span" and "num" in classes:
            self._capture = "num"
        elif tag == "span" and "anchor" in classes:
            side, number = str(attrs["id"]).split("-f")
            self.anchors[(side, int(number))] = (self._file, self._line)
        elif tag == "mark":
            self.marks[(self._side, self._file, self._line)].update(self._regions(attrs))
        elif tag == "a" and "frag-link" in classes:
            self.fragment_links.append(int(str(attrs["data-f"])))

    def handle_data(self, data: str) -> None:
        if self._capture == "path":
            self._file = data
            self.files[self._side].append(data)
        elif self._capture == "num":
            self._line = int(data)
            self.marks[(self._side, self._file, self._line)] = set(self._pending)
        self._capture = None


def read_pair_page(path: Path) -> PairPageReader:
    reader = PairPageReader()
    reader.feed(path.read_text(encoding="utf-8"))
    reader.close()
    return reader
