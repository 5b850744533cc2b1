"""Report writer (I/O): render the pages into a temporary folder, then swap it in.

The report is written next to its destination and moved into place only when
every page is complete, so a reader (or a browser left open on it) never
sees half a report, and a failed run leaves the previous report as it was.
A marker file says a folder is a mossish report: a folder without it is
never deleted, unless it is empty.  The pages are rendered on every core,
and a file that has not changed since the report being replaced is kept
from it, not written again (``fanout``).
"""

from __future__ import annotations

import base64
import hashlib
import os
import shutil
import subprocess
import sys
import tempfile
import webbrowser
from collections.abc import Mapping, Sequence
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any

from jinja2 import Environment, FunctionLoader, StrictUndefined
from markupsafe import Markup

from mossish._version import __version__
from mossish.errors import OutputError
from mossish.inputs.labels import Labels
from mossish.inputs.passover import REPORT_MARKER, REPORT_MARKER_TEXT
from mossish.languages.registry import is_prose_language
from mossish.model import Analysis, Span, SubmissionInfo
from mossish.report.decisions import Decision, Ledger
from mossish.report.html import viewer, views
from mossish.report.html.classgraph import class_graph
from mossish.report.html.code import LexedFile, lex_file, style_css
from mossish.report.html.fanout import Output, Tally, Task, workers_for, write_pages
from mossish.report.html.swap import clean_stale, staging_prefix, swap_in
from mossish.report.late import late_text
from mossish.report.pages import DEFAULT_OUT, DEFAULT_PAGES

if TYPE_CHECKING:
    from importlib.abc import Traversable

MARKER = REPORT_MARKER
MARKER_TEXT = REPORT_MARKER_TEXT
# Lexed files kept for reuse while pair pages are written (a submission is on
# many pair pages); bounded so a big class does not hold all its code twice.
_LEXED_CACHE = 512


def select_pairs(analysis: Analysis, pages: int | None = None) -> tuple[int, ...]:
    """Ranks (1-based) of the pairs that get a highlighted page of their own."""
    if pages is None:
        pages = DEFAULT_PAGES
    return tuple(range(1, min(pages, len(analysis.pairs)) + 1))


def _is_ours_or_empty(folder: Path) -> bool:
    return (folder / MARKER).is_file() or not any(folder.iterdir())


def check_destination(out: str | os.PathLike[str], inputs: Sequence[str] = ()) -> Path:
    """The report folder, after checking it may be (re)placed; OutputError if not.

    ``inputs`` are the folders read (ROOTs, base code): the report must not
    hold one.  It may lie inside one: discovery skips marked report folders.
    """
    target = Path(out)
    shown = os.fspath(out)
    try:
        if target.is_symlink():
            raise OutputError(f"cannot write the report to {shown}: it is a symbolic link")
        if target.exists():
            if not target.is_dir():
                raise OutputError(f"cannot write the report to {shown}: it is a file")
            if not _is_ours_or_empty(target):
                raise OutputError(
                    f"{shown} is not empty and is not a mossish report (it has no {MARKER}); "
                    "refusing to replace it: choose another folder with -o"
                )
        parent = target.absolute().parent
        if not parent.is_dir():
            raise OutputError(f"cannot write the report to {shown}: folder {parent} does not exist")
        resolved = target.resolve()
        here = Path.cwd().resolve()
        if resolved == here or resolved in here.parents:
            raise OutputError(
                f"cannot write the report to {shown}: it would replace the current folder"
            )
        for given in inputs:
            # A report inside an input is fine (discovery skips folders with
            # the marker); an input inside the report would be replaced.
            path = Path(given).resolve()
            if resolved == path or resolved in path.parents:
                raise OutputError(
                    f"the input {given} lies inside the report folder {shown}, which is "
                    "replaced on every run: choose another folder with -o"
                )
    except OSError as exc:
        raise OutputError(f"cannot write the report to {shown}: {exc.strerror or exc}") from None
    return target


def write_report(
    analysis: Analysis,
    out: str | os.PathLike[str] = DEFAULT_OUT,
    pages: int | None = None,
    inputs: Sequence[str] = (),
    decisions: Mapping[tuple[str, str], Decision] | None = None,
    labels: Labels | None = None,
) -> Path:
    """Write the whole report into the folder ``out``; returns its ``index.html``.

    ``decisions`` (read back with ``--decisions``) are shown on every view of a pair;
    ``labels`` (``--labels``) in the viewer and the class graph.
    """
    target = check_destination(out, inputs)
    clean_stale(target)  # what a killed run left: its staging, or the old report hidden
    try:
        staging = Path(
            tempfile.mkdtemp(
                prefix=staging_prefix(target), suffix=".tmp", dir=target.absolute().parent
            )
        )
    except OSError as exc:
        raise OutputError(f"cannot write the report to {out}: {exc.strerror or exc}") from None
    # The report being replaced: its unchanged files are kept, not written again.
    previous = target if (target / MARKER).is_file() else None
    try:
        os.chmod(staging, 0o777 & ~_umask())  # mkdtemp's folder is private to its owner
        ranks = select_pairs(analysis, pages)
        render(analysis, staging, ranks, decisions or {}, labels, previous)
        Output(staging, previous).put(MARKER, MARKER_TEXT)
        _swap(staging, target)
    except OSError as exc:
        raise OutputError(f"cannot write the report to {out}: {exc.strerror or exc}") from None
    finally:
        shutil.rmtree(staging, ignore_errors=True)  # gone already when all went well
    return target / "index.html"


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def _swap(staging: Path, target: Path) -> None:
    """Put the finished report in place of the old one (only ever a report or empty)."""
    if not target.exists():
        os.rename(staging, target)
        return
    if target.is_symlink() or not target.is_dir() or not _is_ours_or_empty(target):
        raise OutputError(f"{target} changed while the report was written; left as it is")
    swap_in(staging, target)


# --- rendering -----------------------------------------------------------------


def _templates() -> Traversable:
    return resources.files("mossish.templates")


def _load(name: str) -> str:
    place = _templates()
    for part in name.split("/"):
        place = place.joinpath(part)
    return place.read_text(encoding="utf-8")


def environment() -> Environment:
    """Jinja with autoescape on: every value a template prints is escaped."""
    env = Environment(
        loader=FunctionLoader(_load),
        autoescape=True,
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.filters["pct"] = _percent
    # A mean to one decimal: pairs of 100, 99 and 99% must not average "100%".
    env.filters["pct1"] = _percent_tenths
    env.filters["lines"] = _lines
    env.filters["count"] = _count
    env.filters["lateness"] = late_text
    env.globals["version"] = __version__
    # The scripts are inlined and allowed by their hashes: on a file:// page,
    # 'self' or file: would let any file on the disk run as the report's
    # script.  Files are loaded by those scripts alone ('strict-dynamic',
    # templates/base.html): the decisions' script, which every page needs
    # and 2,000 submission pages would otherwise carry 2,000 times, and the
    # viewer's data files.  No markup can load one.
    for name in ("report", "load-decide", "compare", "graph"):
        script = _load(f"static/{name}.js")
        if "</" in script:
            raise AssertionError(f"{name}.js must not hold '</': it is inlined in a <script>")
        key = name.replace("-", "_")
        env.globals[f"{key}_script"] = Markup(script)  # our own asset, never student text
        env.globals[f"{key}_hash"] = _hash(script)
    env.globals["is_prose"] = is_prose_language
    return env


def _hash(script: str) -> str:
    """A script's CSP hash source (the part after 'sha256-')."""
    return base64.b64encode(hashlib.sha256(script.encode()).digest()).decode()


def _percent(value: float) -> str:
    return f"{value:.0%}"


def _percent_tenths(value: float) -> str:
    return f"{value:.1%}"


def _count(value: int) -> str:
    return f"{value:,}"


def _lines(span: Span) -> str:
    if span.start_line == span.end_line:
        return str(span.start_line)
    return f"{span.start_line}\u2013{span.end_line}"  # an en dash, as in "lines 12-40"


def render(
    analysis: Analysis,
    folder: Path,
    ranks: Sequence[int],
    decisions: Mapping[tuple[str, str], Decision] | None = None,
    labels: Labels | None = None,
    previous: Path | None = None,
) -> Tally:
    """Every page and asset of the report, written into ``folder``.

    A file whose bytes equal those of the report at ``previous`` is kept
    from it rather than written (``fanout.Output``).
    """
    env = environment()
    links = views.links_for(analysis, ranks)
    (folder / "assets").mkdir()
    (folder / "pairs").mkdir()
    (folder / "submissions").mkdir()
    output = Output(folder, previous)
    tally = Tally()
    for asset in ("report.css", "decide.js"):
        tally += output.put(f"assets/{asset}", _load(f"static/{asset}"))
    tally += output.put("assets/code.css", style_css(".src"))

    templates: set[str] = set()

    def page(path: str, template: str, **fields: Any) -> Task:
        templates.add(template)
        root = "../" * path.count("/")
        return lambda: [(path, env.get_template(template).render(root=root, **fields))]

    labels = labels or Labels()
    ledger = Ledger.of(analysis, decisions or {})
    overview = views.overview(analysis, links, labels, ledger)
    light = [page("index.html", "overview.html", page="overview", view=overview)]
    listed = views.pair_list(analysis, links, labels, ledger)
    light.append(page(
        "pairs.html", "pairs.html", page="pairs", rows=listed, analysis=analysis,
        drawn=views.DRAWN_ROWS,
    ))  # fmt: skip
    submission_pages = views.submission_pages(analysis, links, labels, ledger)
    rows = [p.row for p in submission_pages]
    light.append(page(
        "submissions.html", "submissions.html", page="submissions", rows=rows, analysis=analysis,
        label_columns=labels.columns, timed=any(r.note and r.note.iso for r in rows),
    ))  # fmt: skip
    light.extend(
        page(view.row.href, "submission.html", page="submission", view=view, analysis=analysis)
        for view in submission_pages
    )
    light.extend(_viewer_data(analysis, labels))
    light.append(page("compare.html", "compare.html", page="pair", chunk=viewer.CHUNK))

    def graph_page() -> list[tuple[str, str]]:
        graph = class_graph(analysis, links.submission, links.pair, labels)
        return page("graph.html", "graph.html", page="graph", graph=graph)()

    def clusters_page() -> list[tuple[str, str]]:
        # Each cluster's graph is laid out here, in a worker, not before the workers start.
        clusters = views.clusters(analysis, links, ledger)
        return page("clusters.html", "clusters.html", page="clusters", clusters=clusters,
                    analysis=analysis)()  # fmt: skip

    def chunks() -> list[tuple[str, str]]:
        # One task for every chunk: they share their lookups of files and lines.
        paged = {rank: f"pairs/{rank}.html" for rank in ranks}
        numbers = viewer.numbered(analysis.submissions)
        return [(f"pairs/chunk-{number}.js", text) for number, text in
                viewer.pair_chunks(analysis, numbers, paged, decisions or {})]  # fmt: skip

    cache: dict[tuple[str, str], LexedFile | None] = {}

    def lexed(name: str, path: str) -> LexedFile | None:
        key = (name, path)
        if key not in cache:
            if len(cache) >= _LEXED_CACHE:
                del cache[next(iter(cache))]
            source = analysis.sources.get(key)
            cache[key] = lex_file(source.text, source.language) if source else None
        return cache[key]

    infos = {s.name: s for s in analysis.submissions}

    def pair_page(rank: int) -> Task:
        def task() -> list[tuple[str, str]]:
            pair = views.pair_page(analysis, rank, ranks, links, lexed, infos, ledger)
            return page(f"pairs/{rank}.html", "pair.html", page="pair", view=pair,
                        analysis=analysis)()  # fmt: skip

        return task

    heavy = [graph_page, clusters_page, chunks, *(pair_page(rank) for rank in ranks)]
    for template in sorted({*templates, "graph.html", "clusters.html", "pair.html"}):
        env.get_template(template)  # compiled once, here, not again in every worker
    workers = workers_for(analysis.settings.jobs)
    return tally + write_pages(heavy, light, output, workers)


def _viewer_data(analysis: Analysis, labels: Labels) -> list[Task]:
    """The code of every paired submission for ``compare.html`` (see ``viewer.py``)."""
    numbers = viewer.numbered(analysis.submissions)
    paired = {name for pair in analysis.pairs for name in (pair.a, pair.b)}

    def data(number: int, info: SubmissionInfo) -> Task:
        return lambda: [
            (f"submissions/{number}.js", viewer.submission_data(analysis, number, info, labels))
        ]

    return [data(numbers[info.name], info) for info in analysis.submissions
            if info.name in paired]  # fmt: skip


# --- opening -------------------------------------------------------------------


def open_report(index: Path) -> bool:
    """Show the report in a browser without waiting for it; False if none was found.

    Never blocks and never prompts: a browser that ``webbrowser`` would wait
    for (a terminal browser taking over the terminal, a command in $BROWSER)
    is started detached from this process and its terminal instead.
    """
    url = index.resolve().as_uri()
    try:
        browser = webbrowser.get()
    except webbrowser.Error:
        return False
    if type(browser) is webbrowser.GenericBrowser:
        command = [browser.name, *(arg.replace("%s", url) for arg in browser.args)]
        options: dict[str, Any] = {}
        if sys.platform != "win32":
            options["start_new_session"] = True
        try:
            subprocess.Popen(
                command,
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
                **options,
            )
        except OSError:
            return False
        return True
    try:
        return bool(browser.open(url))
    except Exception:  # a broken browser set-up is no reason to fail the run
        return False
