"""Report view (pure): what each page of the HTML report shows, as named fields.

Every function here reads the ``Analysis`` (and its ``sources``) and returns
frozen values that a template renders; nothing here is markup, except the
code lines, whose markup Pygments writes (see ``code.py``).  Links are paths
relative to the report folder, built from numbers only (a pair's rank, a
submission's place in the sorted list), never from a student's names.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timezone

from mossish.inputs.labels import Labels
from mossish.model import (
    Analysis,
    Cluster,
    FileInfo,
    PairResult,
    Problem,
    Span,
    SubmissionInfo,
)
from mossish.report.caution import Caution, cautions
from mossish.report.decisions import Decision, Ledger, counts
from mossish.report.html.code import BASE, COMMON, FRAGMENT, LexedFile, Line, Region, render_lines
from mossish.report.html.graphs import Graph, Histogram, cluster_graph, histogram
from mossish.report.html.viewer import file_order, submitted_time
from mossish.report.late import late_text

# Fragment colours cycle through this many hues (report.css defines them).
HUES = 12
# The pairs page lists at most this many pairs (more are in --json / --csv):
# with 1,000 submissions there can be hundreds of thousands of pairs.
LISTED_ROWS = 1000
# The overview's table shows the first of them, so that it opens at once.
OVERVIEW_ROWS = 100
# Rows of the pairs page drawn at once; the script adds the others as they are
# scrolled to (docs/benchmarks.md: the HTML report's cost).
DRAWN_ROWS = 100
OVERVIEW_WARNINGS = 200
OVERVIEW_CLUSTERS = 50
# A submission page lists its strongest matches, this many at most.
SUBMISSION_MATCHES = 25
# The clusters page draws this many clusters at most.
CLUSTER_GRAPHS = 200

Lexer = Callable[[str, str], "LexedFile | None"]


@dataclass(frozen=True, slots=True)
class Links:
    """Where each submission's and each paged pair's page is (relative to the root)."""

    submissions: dict[str, str]
    pairs: dict[tuple[str, str], str]

    def submission(self, name: str) -> str:
        return self.submissions.get(name, "submissions.html")

    def pair(self, a: str, b: str) -> str | None:
        return self.pairs.get((min(a, b), max(a, b)))


def links_for(analysis: Analysis, paged: Sequence[int]) -> Links:
    """Page paths: ``submissions/N.html`` by sorted place, ``pairs/R.html`` by rank."""
    submissions = {s.name: f"submissions/{i}.html" for i, s in enumerate(analysis.submissions, 1)}
    # Every pair opens in the viewer; a pair with a page of its own opens there.
    pairs = {
        (min(pair.a, pair.b), max(pair.a, pair.b)): f"compare.html#{rank}"
        for rank, pair in enumerate(analysis.pairs, 1)
    }
    for rank in paged:
        pair = analysis.pairs[rank - 1]
        pairs[(min(pair.a, pair.b), max(pair.a, pair.b))] = f"pairs/{rank}.html"
    return Links(submissions, pairs)


@dataclass(frozen=True, slots=True)
class Note:
    """What is known of a submission beyond its code, as the tables show it.

    ``when`` is its submission time for a person (minutes, with the offset
    it was given in), ``iso`` the time as given, ``order`` the time in UTC
    for sorting; ``labels`` its ``--labels`` values, ``column: value, ...``.
    """

    when: str = ""
    iso: str = ""
    order: str = ""
    late: bool = False
    late_text: str = ""  # "3 h late", "late" (marked by the LMS), "" on time
    labels: str = ""
    values: tuple[str, ...] = ()  # one per label column, "" where it has none


def notes_for(analysis: Analysis, labels: Labels | None) -> dict[str, Note]:
    """Each submission's time, late mark and labels: ``--labels`` first, then git or the LMS."""
    labels = labels or Labels()
    notes = {}
    for info in analysis.submissions:
        row = labels.values.get(info.name, {})
        iso = submitted_time(info, labels)
        when, order = "", ""
        if iso is not None:
            moment = datetime.fromisoformat(iso)
            when = moment.isoformat(sep=" ", timespec="minutes")
            if moment.tzinfo is not None:
                moment = moment.astimezone(timezone.utc)
            order = moment.strftime("%Y-%m-%dT%H:%M:%S")
        text = ", ".join(f"{c}: {row[c]}" for c in labels.columns if c in row)
        if iso is not None or info.late or text:
            values = tuple(row.get(c, "") for c in labels.columns)
            notes[info.name] = Note(
                when, iso or "", order, info.late, late_text(info), text, values
            )
    return notes


@dataclass(frozen=True, slots=True)
class PairRow:
    rank: int
    a: str
    b: str
    a_href: str
    b_href: str
    similarity: float
    share_a: float
    share_b: float
    lines_a: int
    lines_b: int
    longest: int
    fragments: int
    href: str | None
    suspicious: bool
    jaccard: float = 0.0
    avg: float = 0.0
    max: float = 0.0
    strings: float = 0.0
    a_note: Note | None = None
    b_note: Note | None = None
    # Where a decision on the pair is filed (its content key), and the one read back.
    key: str = ""
    decision: Decision | None = None


def pair_row(
    rank: int,
    pair: PairResult,
    links: Links,
    threshold: float,
    notes: Mapping[str, Note] | None = None,
    ledger: Ledger | None = None,
) -> PairRow:
    notes = notes or {}
    return PairRow(
        key=ledger.key(pair.a, pair.b) if ledger else "",
        decision=ledger.decision(pair.a, pair.b) if ledger else None,
        a_note=notes.get(pair.a),
        b_note=notes.get(pair.b),
        rank=rank,
        a=pair.a,
        b=pair.b,
        a_href=links.submission(pair.a),
        b_href=links.submission(pair.b),
        similarity=pair.similarity,
        share_a=pair.share_a,
        share_b=pair.share_b,
        lines_a=pair.matched_lines_a,
        lines_b=pair.matched_lines_b,
        longest=pair.longest_fragment,
        fragments=len(pair.fragments),
        href=links.pair(pair.a, pair.b),
        suspicious=pair.similarity >= threshold,
        jaccard=pair.jaccard,
        avg=pair.similarity_avg,
        max=pair.similarity_max,
        strings=pair.strings,
    )


@dataclass(frozen=True, slots=True)
class Member:
    name: str
    href: str


@dataclass(frozen=True, slots=True)
class EdgeRow:
    a: Member
    b: Member
    similarity: float
    href: str | None
    key: str = ""
    decision: Decision | None = None


@dataclass(frozen=True, slots=True)
class ClusterView:
    number: int
    members: tuple[Member, ...]
    edges: tuple[EdgeRow, ...]
    max_similarity: float
    mean_similarity: float
    graph: Graph | None


def cluster_view(
    number: int, cluster: Cluster, links: Links, draw: bool, ledger: Ledger | None = None
) -> ClusterView:
    return ClusterView(
        number=number,
        members=tuple(Member(m, links.submission(m)) for m in cluster.members),
        edges=tuple(
            EdgeRow(
                Member(e.a, links.submission(e.a)),
                Member(e.b, links.submission(e.b)),
                e.similarity,
                links.pair(e.a, e.b),
                ledger.key(e.a, e.b) if ledger else "",
                ledger.decision(e.a, e.b) if ledger else None,
            )
            for e in cluster.edges
        ),
        max_similarity=cluster.max_similarity,
        mean_similarity=cluster.mean_similarity,
        graph=cluster_graph(cluster, links.submission, links.pair) if draw else None,
    )


@dataclass(frozen=True, slots=True)
class Overview:
    analysis: Analysis
    roots: tuple[str, ...]
    languages: tuple[tuple[str, int], ...]
    lines: int
    suspicious: int
    prior: bool  # prior work was compared: class and prior pairs are counted apart
    scope: str  # which class pairs were compared, when not all of them
    histogram: Histogram
    rows: tuple[PairRow, ...]
    pages: int
    clusters: tuple[ClusterView, ...]
    warnings: tuple[Problem, ...]
    warning_kinds: tuple[tuple[str, int], ...]
    skipped: int
    # Decisions read back with --decisions that hold: how many of each kind.
    decided: tuple[tuple[str, int], ...] = ()
    # Why the scores mean little in this class, if they do.
    cautions: tuple[Caution, ...] = ()


def overview(
    analysis: Analysis, links: Links, labels: Labels | None = None, ledger: Ledger | None = None
) -> Overview:
    threshold = analysis.settings.threshold
    notes = notes_for(analysis, labels)
    languages = Counter(f.language for s in analysis.submissions for f in s.files)
    return Overview(
        analysis=analysis,
        roots=tuple(dict.fromkeys(s.root for s in analysis.submissions)),
        languages=tuple(sorted(languages.items(), key=lambda item: (-item[1], item[0]))),
        lines=sum(f.lines for s in analysis.submissions for f in s.files),
        # Counted from the stats, not the listed pairs, which --top trims.
        suspicious=analysis.stats.flagged_pairs + analysis.stats.archive_flagged,
        prior=bool(analysis.stats.archive_candidates),
        scope="those involving a target" if any(s.target for s in analysis.submissions) else "",
        histogram=histogram(analysis.histogram, threshold, analysis.archive_histogram),
        rows=tuple(
            pair_row(rank, pair, links, threshold, notes, ledger)
            for rank, pair in enumerate(analysis.pairs[:OVERVIEW_ROWS], start=1)
        ),
        pages=len(links.pairs),
        clusters=tuple(
            cluster_view(number, cluster, links, draw=False)
            for number, cluster in enumerate(analysis.clusters[:OVERVIEW_CLUSTERS], start=1)
        ),
        warnings=analysis.warnings[:OVERVIEW_WARNINGS],
        warning_kinds=tuple(sorted(Counter(p.kind for p in analysis.warnings).items())),
        skipped=sum(len(s.skipped) for s in analysis.submissions),
        decided=tuple(counts(ledger.held).items()) if ledger else (),
        cautions=cautions(analysis),
    )


def pair_list(
    analysis: Analysis, links: Links, labels: Labels | None = None, ledger: Ledger | None = None
) -> tuple[PairRow, ...]:
    """The pairs page: the most similar pairs, up to LISTED_ROWS."""
    threshold = analysis.settings.threshold
    notes = notes_for(analysis, labels)
    return tuple(
        pair_row(rank, pair, links, threshold, notes, ledger)
        for rank, pair in enumerate(analysis.pairs[:LISTED_ROWS], start=1)
    )


def clusters(
    analysis: Analysis, links: Links, ledger: Ledger | None = None
) -> tuple[ClusterView, ...]:
    return tuple(
        cluster_view(number, cluster, links, draw=number <= CLUSTER_GRAPHS, ledger=ledger)
        for number, cluster in enumerate(analysis.clusters, start=1)
    )


# --- submissions ---------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SubmissionRow:
    number: int
    info: SubmissionInfo
    href: str
    lines: int
    ignored_share: float
    best: PairRow | None
    matches: int
    warnings: int
    note: Note | None = None


@dataclass(frozen=True, slots=True)
class SubmissionPage:
    row: SubmissionRow
    matches: tuple[PairRow, ...]
    clusters: tuple[ClusterView, ...]
    warnings: tuple[Problem, ...]


def _ignored_share(info: SubmissionInfo) -> float:
    return info.ignored_tokens / info.tokens if info.tokens else 0.0


def submission_pages(
    analysis: Analysis, links: Links, labels: Labels | None = None, ledger: Ledger | None = None
) -> tuple[SubmissionPage, ...]:
    """Every submission with its strongest matches: one pass over the pairs."""
    threshold = analysis.settings.threshold
    notes = notes_for(analysis, labels)
    matches: dict[str, list[PairRow]] = defaultdict(list)
    counts: Counter[str] = Counter()
    for rank, pair in enumerate(analysis.pairs, start=1):
        for name in (pair.a, pair.b):
            counts[name] += 1
            if len(matches[name]) < SUBMISSION_MATCHES:
                matches[name].append(pair_row(rank, pair, links, threshold, notes, ledger))
    warnings: dict[str | None, list[Problem]] = defaultdict(list)
    for problem in analysis.warnings:
        warnings[problem.submission].append(problem)
    in_clusters: dict[str, list[ClusterView]] = defaultdict(list)
    for number, cluster in enumerate(analysis.clusters, start=1):
        view = cluster_view(number, cluster, links, draw=False)
        for member in cluster.members:
            in_clusters[member].append(view)
    pages = []
    for number, info in enumerate(analysis.submissions, start=1):
        found = tuple(matches.get(info.name, ()))
        row = SubmissionRow(
            number=number,
            info=info,
            href=links.submission(info.name),
            lines=sum(f.lines for f in info.files),
            ignored_share=_ignored_share(info),
            best=found[0] if found else None,
            matches=counts[info.name],
            warnings=len(warnings.get(info.name, ())),
            note=notes.get(info.name),
        )
        pages.append(
            SubmissionPage(
                row=row,
                matches=found,
                clusters=tuple(in_clusters.get(info.name, ())),
                warnings=tuple(warnings.get(info.name, ())),
            )
        )
    return tuple(pages)


# --- pair pages ----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class FragmentRow:
    number: int
    hue: int
    tokens: int
    a: Span
    b: Span


@dataclass(frozen=True, slots=True)
class FileView:
    index: int
    info: FileInfo
    lines: tuple[Line, ...] | None  # None: the source text is not in the result
    fragments: int
    base: int  # regions of starter code
    common: int  # regions of common code


@dataclass(frozen=True, slots=True)
class Side:
    key: str  # "a" or "b"
    name: str
    href: str
    share: float
    matched_lines: int
    files: tuple[FileView, ...]
    several_files: bool


@dataclass(frozen=True, slots=True)
class PairPage:
    row: PairRow
    pair: PairResult
    total: int
    previous: str | None
    next: str | None
    fragments: tuple[FragmentRow, ...]
    sides: tuple[Side, Side]
    has_base: bool
    has_common: bool


def _side(
    key: str,
    info: SubmissionInfo | None,
    name: str,
    spans: Sequence[Span],
    share: float,
    matched_lines: int,
    links: Links,
    lexed: Lexer,
    order: Sequence[int] | None = None,
) -> Side:
    regions: dict[str, list[Region]] = defaultdict(list)
    for number, span in enumerate(spans, start=1):
        regions[span.file].append(Region(span, FRAGMENT, number, (number - 1) % HUES))
    if info is not None:
        for span in info.base_code:
            regions[span.file].append(Region(span, BASE))
        for span in info.common_code:
            regions[span.file].append(Region(span, COMMON))
    files = []
    # Files in the order given (matched to the other side's), numbered as listed.
    own = list(info.files) if info else []
    for place in order if order is not None else range(len(own)):
        file = own[place]
        index = place + 1
        source = lexed(name, file.path)
        marked = regions.get(file.path, [])
        files.append(
            FileView(
                index=index,
                info=file,
                lines=render_lines(source, marked) if source is not None else None,
                fragments=sum(1 for r in marked if r.kind == FRAGMENT),
                base=sum(1 for r in marked if r.kind == BASE),
                common=sum(1 for r in marked if r.kind == COMMON),
            )
        )
    return Side(
        key=key,
        name=name,
        href=links.submission(name),
        share=share,
        matched_lines=matched_lines,
        files=tuple(files),
        several_files=len(files) > 1,
    )


def pair_page(
    analysis: Analysis,
    rank: int,
    paged: Sequence[int],
    links: Links,
    lexed: Lexer,
    infos: dict[str, SubmissionInfo],
    ledger: Ledger | None = None,
) -> PairPage:
    """Both submissions of the pair at ``rank`` with every fragment marked on them."""
    pair = analysis.pairs[rank - 1]
    order_a, order_b = file_order(pair, infos.get(pair.a), infos.get(pair.b))
    place = paged.index(rank)
    fragments = tuple(
        FragmentRow(number, (number - 1) % HUES, f.tokens, f.a, f.b)
        for number, f in enumerate(pair.fragments, start=1)
    )
    side_a = _side(
        "a",
        infos.get(pair.a),
        pair.a,
        [f.a for f in pair.fragments],
        pair.share_a,
        pair.matched_lines_a,
        links,
        lexed,
        order_a,
    )
    side_b = _side(
        "b",
        infos.get(pair.b),
        pair.b,
        [f.b for f in pair.fragments],
        pair.share_b,
        pair.matched_lines_b,
        links,
        lexed,
        order_b,
    )
    sides = (side_a, side_b)
    return PairPage(
        row=pair_row(rank, pair, links, analysis.settings.threshold, ledger=ledger),
        pair=pair,
        total=len(analysis.pairs),
        previous=f"pairs/{paged[place - 1]}.html" if place > 0 else None,
        next=f"pairs/{paged[place + 1]}.html" if place + 1 < len(paged) else None,
        fragments=fragments,
        sides=sides,
        has_base=any(f.base for side in sides for f in side.files),
        has_common=any(f.common for side in sides for f in side.files),
    )
