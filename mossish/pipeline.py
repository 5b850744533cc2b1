"""The pipeline: ``analyze(roots, settings, progress) -> Analysis``.

The one entry point the CLI and library users call.  It runs the stages in
order: discover, normalize and fingerprint every file (in parallel, as the
files are read, and through the fingerprint cache when one is given: this is
where the time goes; mossish/lexing.py), index, compare the candidate pairs
(current with current, current with prior work), cluster.

Longer than ~400 lines because it is the one place that orchestrates: the
preparation shared by current and prior submissions, the listing policy and
the result's assembly all need the same intermediate values, and splitting
them would pass those around as loose tuples between modules.  It holds no
stage logic of its own.
"""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from mossish.cache import Entry, FingerprintCache
from mossish.cluster import find_clusters
from mossish.compare import Locator, ScoredPairs, compare_all, score_pairs
from mossish.config import Settings
from mossish.discover import discover
from mossish.errors import UsageError
from mossish.index import (
    Document,
    base_hashes,
    build_document,
    build_index,
    member,
    without_common,
)
from mossish.lexing import (
    Lexing,
    Progress,
    process_files,
    quiet,
    read_and_lex,
    split_entries,
)
from mossish.model import (
    Analysis,
    Discount,
    Edge,
    FileInfo,
    Inputs,
    PairResult,
    Problem,
    Resubmission,
    SourceFile,
    Stats,
    Submission,
    SubmissionInfo,
    TokenizedFile,
)
from mossish.prior import FolderPrior, PriorSource, prior_candidates
from mossish.scoring import discounted, rescored
from mossish.sketch import DEFAULT_DISTANCE as NEAR_DISTANCE
from mossish.sketch import sketch_of

if TYPE_CHECKING:
    from mossish.model import U64, Span

    F64 = np.ndarray

HISTOGRAM_BINS = 20


def analyze(
    roots: Sequence[str],
    settings: Settings,
    progress: Progress | None = None,
    *,
    prior: Sequence[PriorSource] = (),
    cache: FingerprintCache | None = None,
    targets: Sequence[str] = (),
    singles: Sequence[str] = (),
    exact_from: float | None = None,
) -> Analysis:
    """Discover the submissions under ``roots`` (and ``singles``) and analyse them.

    ``targets`` are paths of submissions to check (each a folder or file that
    discovery finds as a submission); UsageError when one is not.
    """
    with Lexing(settings, cache) as lexing:
        # Files are lexed as they are read: the workers start while discovery goes on.
        inputs = discover(roots, settings, singles, on_read=lexing.add)
        lexing.finish()
        by_path = {str(Path(s.path).resolve()): s.name for s in inputs.submissions if s.path}
        names = []
        for target in targets:
            name = by_path.get(str(Path(target).resolve()))
            if name is None:
                raise UsageError(f"--target {target}: not a submission (no source files in it?)")
            names.append(name)
        return analyze_inputs(
            inputs, settings, progress, prior=prior, cache=cache, targets=names,
            exact_from=exact_from, lexing=lexing,
        )  # fmt: skip


def prior_from_folder(
    path: str,
    settings: Settings,
    progress: Progress | None = None,
    cache: FingerprintCache | None = None,
) -> FolderPrior:
    """A plain folder of earlier work as prior work, labelled with the folder's name.

    Its submissions are found as in a ROOT and fingerprinted in this run
    (through the cache, so a folder used every year costs its lexing once),
    the lexing starting while the folder is read.  What is wrong with its
    files is kept as warnings, named under the label.
    """
    # The base code is the current class's: it is applied when comparing.
    unbased = settings.with_(base=())
    inputs, entries = read_and_lex(
        lambda on_read: discover([path], unbased, on_read=on_read), settings, progress, cache
    )
    label = Path(path).resolve().name
    problems = [*inputs.problems]
    for submission, submission_entries in zip(inputs.submissions, entries, strict=True):
        problems.extend(_file_problems(submission, submission_entries))
    return FolderPrior.of(
        path,
        label,
        list(zip(inputs.submissions, [submission_hashes(e) for e in entries], strict=True)),
        [sketch_of(e).simhash for e in entries],
        [_under(label, problem) for problem in problems],
    )


def _under(label: str, problem: Problem) -> Problem:
    """A prior folder's warning, named as its submissions are (``label/name``)."""
    if problem.submission is None:  # about the folder itself: its path names it
        return problem
    return Problem(
        problem.kind, f"{label}/{problem.path}", problem.message, f"{label}/{problem.submission}"
    )


def submission_hashes(entries: Sequence[Entry]) -> U64:
    """A submission's distinct winnowed fingerprints (what an archive stores)."""
    if not entries:
        return np.zeros(0, dtype=np.uint64)
    return np.unique(np.concatenate([prints.hashes for _, prints in entries]))


@dataclass(frozen=True, slots=True)
class _Prepared:
    """One submission through the index stage, with what the views need.

    Holds no per-file tokens or k-grams: once the document is built, those
    are dropped, so a large class's arrays are held once.  Its base-code
    regions are worked out here, while the workers are still lexing.
    """

    submission: Submission
    files: tuple[FileInfo, ...]
    document: Document
    base_code: tuple[Span, ...]
    locator: Locator


@dataclass(frozen=True, slots=True)
class _Lexed:
    """The current submissions through the index stage, and the base code."""

    prepared: list[_Prepared]
    base: U64
    base_files: tuple[FileInfo, ...]
    problems: list[Problem]
    sketches: dict[int, int]


def _file_problems(submission: Submission, entries: Sequence[Entry]) -> list[Problem]:
    problems = []
    for source, (tokens, _) in zip(submission.files, entries, strict=True):
        shown = f"{submission.name}/{source.path}"
        if tokens.error_tokens:
            message = (
                f"{tokens.error_tokens} token(s) the {source.language} lexer could not read "
                "(broken or unfinished code?); compared as lexed"
            )
            problems.append(Problem("syntax", shown, message, submission.name))
        elif tokens.unmatched_brackets:
            message = (
                f"{tokens.unmatched_brackets} unmatched bracket(s) (unfinished or broken "
                "code?); compared as lexed"
            )
            problems.append(Problem("syntax", shown, message, submission.name))
        if len(tokens) == 0:
            problems.append(
                Problem("no-code", shown, "no code after removing comments", submission.name)
            )
    return problems


def _prepare(
    submission: Submission, entries: Sequence[Entry], settings: Settings, base: U64
) -> _Prepared:
    document = build_document(submission.name, entries, settings.k, base)
    tokens = [t for t, _ in entries]
    locator = Locator.of([f.path for f in submission.files], tokens)
    return _Prepared(
        submission=submission,
        files=tuple(_file_info(f, t) for f, t in zip(submission.files, tokens, strict=True)),
        document=document,
        base_code=locator.regions(document.base),
        locator=locator,
    )


def _lex(
    inputs: Inputs,
    settings: Settings,
    report: Progress,
    lexing: Lexing,
    sketch: Sequence[int],
) -> _Lexed:
    """Build each submission's document from its files' entries.

    The base code comes first; then each submission's document is built as
    soon as its files are lexed, while the workers go on with the rest, and
    its per-file results are let go: the documents and locators hold what
    the later stages need.  ``sketch``: the submissions whose SimHash the
    prior pass needs.
    """
    submissions = inputs.submissions
    stream = lexing.entries([*inputs.base, *(f for s in submissions for f in s.files)], report)
    base_entries = [next(stream) for _ in inputs.base]
    base = base_hashes([prints for _, prints in base_entries])
    problems = list(inputs.problems)
    prepared, sketches, wanted = [], {}, set(sketch)
    for i, submission in enumerate(submissions):
        entries = [next(stream) for _ in submission.files]
        problems.extend(_file_problems(submission, entries))
        if i in wanted:
            sketches[i] = sketch_of(entries).simhash
        prepared.append(_prepare(submission, entries, settings, base))
    for _ in stream:  # stops the workers and stores what the cache lacks
        pass
    return _Lexed(
        prepared=prepared,
        base=base,
        base_files=tuple(
            _file_info(source, tokens)
            for source, (tokens, _) in zip(inputs.base, base_entries, strict=True)
        ),
        problems=problems,
        sketches=sketches,
    )


def analyze_inputs(
    inputs: Inputs,
    settings: Settings,
    progress: Progress | None = None,
    *,
    prior: Sequence[PriorSource] = (),
    cache: FingerprintCache | None = None,
    targets: Sequence[str] = (),
    exact_from: float | None = None,
    lexing: Lexing | None = None,
) -> Analysis:
    """Analyse submissions already discovered (or built in memory by a caller).

    ``prior``: archives or folders of earlier work to compare with (never
    among themselves).  ``targets``: names of submissions to check; when
    given, only pairs involving one of them are compared.  ``lexing``: where
    discovery already sent every file (else they are lexed here).
    """
    report = progress or quiet
    submissions = inputs.submissions
    names = [s.name for s in submissions]
    focus = [i for i, name in enumerate(names) if not targets or name in set(targets)]
    with contextlib.ExitStack() as stack:
        if lexing is None:
            lexing = stack.enter_context(Lexing(settings, cache))
            lexing.add([*inputs.base, *(f for s in submissions for f in s.files)])
        lexed = _lex(inputs, settings, report, lexing, focus if prior else [])
    prepared, base = lexed.prepared, lexed.base
    index = build_index([p.document for p in prepared], settings.common_limit(len(prepared)))
    documents = [without_common(p.document, index.common_hashes, settings.k) for p in prepared]
    # Each submission keeps only its document without common code, so a large
    # class's arrays are not held twice through the comparison.
    prepared[:] = [replace(p, document=d) for p, d in zip(prepared, documents, strict=True)]

    rows = index.pairs
    if targets:
        chosen_rows = np.array(focus, dtype=np.int64)  # ascending, as enumerated
        involved = member(rows[:, 0], chosen_rows) | member(rows[:, 1], chosen_rows)
        rows = rows[involved]
    report("comparing", 0, len(rows))
    locators = [p.locator for p in prepared]
    floor = settings.threshold if exact_from is None else min(exact_from, settings.threshold)
    every = settings.top is None and len(documents) <= LIST_ALL
    scored = score_pairs(
        documents, rows, settings.k, settings.window, index.pair_limit,
        exact_from=0.0 if every else floor,
    )  # fmt: skip
    scored = rescored(
        scored, documents, settings.k, settings.metric, settings.merge_gap, settings.rarity
    )
    listed = _listed(scored, floor, settings.top)
    pairs = scored.materialize(documents, locators, listed, settings.k)
    similarity = scored.similarity.copy()
    similarity[listed] = [p.similarity for p in pairs]
    if every:  # the rest of the class's pairs, scores without fragments
        rest = np.setdiff1d(np.flatnonzero(scored.matched > 0), np.array(listed, dtype=np.int64))
        pairs.extend(scored.summaries(documents, rest.tolist()))
    report("comparing", len(rows), len(rows))
    n = len(documents)
    everyone = n * (n - 1) // 2 if not targets else _focus_pairs(n, focus)
    histogram = _histogram(similarity[scored.matched > 0], everyone)
    edges = [
        Edge(names[int(scored.i[at])], names[int(scored.j[at])], float(similarity[at]))
        for at in np.flatnonzero(similarity >= settings.threshold).tolist()
    ]

    prior_infos, prior_pairs, prior_sources, candidates, resubmissions = _compare_prior(
        prior, documents, prepared, focus, set(names), settings, base, index.common_hashes, cache,
        lexed.sketches,
    )  # fmt: skip
    pairs.extend(prior_pairs)
    pairs.sort(key=lambda p: (-p.similarity, -p.matched_tokens, p.a, p.b))
    problems = [*lexed.problems]
    for source in prior:
        if isinstance(source, FolderPrior):
            problems.extend(source.problems)
    edges.extend(Edge(p.a, p.b, p.similarity) for p in prior_pairs)
    clusters = find_clusters(edges, settings.threshold, settings.cluster_split)
    if settings.top:
        pairs = pairs[: settings.top]

    chosen = set(targets)
    infos = (
        tuple(
            _info(
                p,
                d,
                target=p.submission.name in chosen,
                discounted=_discounts(scored, n, p, d, settings.k),
            )
            for n, (p, d) in enumerate(zip(prepared, documents, strict=True))
        )
        + prior_infos
    )
    stats = Stats(
        submissions=n,
        files=sum(len(s.files) for s in submissions),
        tokens=sum(d.size for d in documents),
        fingerprints=index.total,
        distinct_fingerprints=index.distinct,
        base_fingerprints=int(base.shape[0]),
        common_fingerprints=int(index.common_hashes.shape[0]),
        common_limit=index.common_limit,
        candidate_pairs=len(rows),
        all_pairs=n * (n - 1) // 2,
        compared_pairs=int(np.count_nonzero(scored.matched > 0)),
        pair_limit=index.pair_limit,
        frequent_fingerprints=index.frequent,
        archive_entries=len(prior_infos),
        archive_candidates=candidates,
    )
    sources = {(s.name, f.path): f for s in submissions for f in s.files}
    sources.update(prior_sources)
    return Analysis(
        settings=settings,
        submissions=infos,
        base_files=lexed.base_files,
        pairs=tuple(pairs),
        clusters=clusters,
        problems=tuple(sorted(problems, key=lambda p: (p.path, p.kind, p.message))),
        stats=stats,
        histogram=histogram,
        sources=sources,
        groupings=inputs.groupings,
        resubmissions=resubmissions,
    )


def _focus_pairs(n: int, focus: Sequence[int]) -> int:
    """Pairs involving at least one focus submission."""
    m = len(focus)
    return m * (m - 1) // 2 + m * (n - m)


def _compare_prior(
    sources: Sequence[PriorSource],
    documents: Sequence[Document],
    prepared: Sequence[_Prepared],
    focus: Sequence[int],
    taken_names: set[str],
    settings: Settings,
    base: U64,
    common: U64,
    cache: FingerprintCache | None,
    sketches: dict[int, int],
) -> tuple[
    tuple[SubmissionInfo, ...],
    list[PairResult],
    dict[tuple[str, str], SourceFile],
    int,
    tuple[Resubmission, ...],
]:
    """Compare current documents with the best-matching entries of each prior source.

    First pass: whole-submission near-duplicates by SimHash (``sketches``: a
    focus document's SimHash), always compared in full and flagged where the
    comparison reaches the threshold; then the entries sharing the most
    fingerprints.
    """
    infos: list[SubmissionInfo] = []
    pairs: list[PairResult] = []
    texts: dict[tuple[str, str], SourceFile] = {}
    found: list[tuple[int, int, int, int]] = []  # (source, doc, entry, distance)
    flagged: list[Resubmission] = []
    candidates = 0
    for number, source in enumerate(sources):
        chosen = prior_candidates(documents, focus, source, settings)
        have = {(doc, entry) for doc, entry, _ in chosen}
        for doc, simhash in sketches.items():
            for entry, distance in source.near_entries(simhash, NEAR_DISTANCE):
                found.append((number, doc, entry, distance))
                if (doc, entry) not in have:
                    have.add((doc, entry))
                    chosen.append((doc, entry, 0))
        candidates += len(chosen)
        loaded = source.load([entry for _, entry, _ in chosen])
        renamed: dict[int, tuple[str, Submission]] = {}
        for entry, label, submission in loaded:
            name = _unique(f"{label}/{submission.name}", taken_names)
            renamed[entry] = (label, _renamed(submission, name))
        flat = [f for _, s in renamed.values() for f in s.files]
        entries = split_entries(
            process_files(flat, settings, None, cache), [s for _, s in renamed.values()]
        )
        ready: dict[int, tuple[_Prepared, Document]] = {}
        for (entry, (label, submission)), files in zip(renamed.items(), entries, strict=True):
            item = _prepare(submission, files, settings, base)
            document = without_common(item.document, common, settings.k)
            ready[entry] = (item, document)
            infos.append(_info(item, document, archive=label))
            texts.update({(submission.name, f.path): f for f in submission.files})
        order = sorted(ready)
        slot = {entry: len(documents) + n for n, entry in enumerate(order)}
        rows = [(doc, slot[entry], shared) for doc, entry, shared in chosen if entry in ready]
        compared = compare_all(
            [*documents, *(ready[e][1] for e in order)],
            [*(p.locator for p in prepared), *(ready[e][0].locator for e in order)],
            rows,
            settings.k,
            settings.window,
            metric=settings.metric,
        )
        pairs.extend(compared)
        # A near SimHash is a lead: flagged when the comparison confirms it (code
        # built from widely shared pieces can have close sketches without a copy).
        confirmed = {(p.a, p.b) for p in compared if p.similarity >= settings.threshold}
        for source_number, doc, entry, distance in found:
            names = (documents[doc].name, ready[entry][1].name) if entry in ready else None
            if source_number == number and names in confirmed:
                flagged.append(Resubmission(*names, renamed[entry][0], distance))
    flagged.sort(key=lambda r: (r.distance, r.submission, r.prior))
    return tuple(infos), pairs, texts, candidates, tuple(flagged)


def _unique(name: str, taken: set[str]) -> str:
    unique, n = name, 2
    while unique in taken:
        unique, n = f"{name}~{n}", n + 1
    taken.add(unique)
    return unique


def _renamed(submission: Submission, name: str) -> Submission:
    return Submission(name=name, root=submission.root, files=submission.files)


def _discounts(
    scored: ScoredPairs, number: int, item: _Prepared, document: Document, k: int
) -> tuple[Discount, ...]:
    """The regions of a submission that count less for being widely held (k tokens or more)."""
    if scored.scoring is None:
        return ()
    rarity = scored.scoring.rarity
    found = discounted(rarity, number, document, k)
    spans = item.locator.spans([f[0] for f in found], [f[1] for f in found])
    return tuple(
        Discount(span, holders, rarity.submissions, round(weight, 4))
        for span, (_, _, holders, weight) in zip(spans, found, strict=True)
    )


def _info(
    item: _Prepared,
    document: Document,
    archive: str | None = None,
    target: bool = False,
    discounted: tuple[Discount, ...] = (),
) -> SubmissionInfo:
    submission = item.submission
    return SubmissionInfo(
        name=submission.name,
        root=submission.root,
        files=item.files,
        tokens=document.size,
        ignored_tokens=document.size - document.effective,
        skipped=submission.skipped,
        base_code=item.base_code,
        common_code=item.locator.regions(document.common),
        discounted=discounted,
        path=None if archive is not None else (submission.path or None),
        is_file=submission.is_file,
        archive=archive,
        target=target,
    )


def _file_info(source: SourceFile, tokens: TokenizedFile) -> FileInfo:
    lines = source.text.count("\n") + (0 if source.text.endswith("\n") else 1)
    return FileInfo(
        path=source.path,
        language=source.language,
        lines=lines,
        tokens=len(tokens),
        cells=source.cells,
    )


def _histogram(similarities: F64, all_pairs: int) -> tuple[int, ...]:
    """Counts of all pairs of submissions by similarity, in bins of 1/HISTOGRAM_BINS.

    Pairs that share no run of k tokens (or were never candidates) are 0.
    """
    bins = np.minimum((similarities * HISTOGRAM_BINS).astype(np.int64), HISTOGRAM_BINS - 1)
    counts = np.bincount(bins, minlength=HISTOGRAM_BINS)
    counts[0] += max(all_pairs - int(similarities.shape[0]), 0)
    return tuple(int(c) for c in counts)


# By default, the pairs listed with their fragments are every pair at or
# above the threshold and at least this many of the most similar (as JPlag
# shows 500); every pair's score still goes into the histogram and clusters.
DEFAULT_LISTED = 1000
# In a class of up to this many submissions every pair sharing code is
# listed (those beyond the ones above with scores only, no fragments), so a
# ranking can be judged whole: a pair left out would read as 0.
LIST_ALL = 300


def _listed(scored: ScoredPairs, floor: float, top: int | None) -> list[int]:
    """Input indices of the pairs to turn into results, most similar first."""
    present = np.flatnonzero(scored.matched > 0)
    similarity = scored.similarity[present]
    if top == 0:
        wanted = present.size
    elif top is not None:
        # Exactly the top N, but allow for upper bounds that tiling lowers.
        wanted = max(top * 2, top + 50)
    else:
        wanted = max(int(np.count_nonzero(similarity >= floor)), DEFAULT_LISTED)
    if wanted < present.size:
        # Only pairs at least as similar as the wanted-th can be among the
        # first ``wanted`` (ties at it included): sort those alone.
        cut = np.partition(similarity, present.size - wanted)[present.size - wanted]
        present = present[similarity >= cut]
    order = present[
        np.lexsort((scored.j[present], scored.i[present], -scored.matched[present],
                    -scored.similarity[present]))
    ]  # fmt: skip
    return [int(at) for at in order[:wanted]]


__all__ = [
    "Document",
    "Progress",
    "analyze",
    "analyze_inputs",
    "prior_from_folder",
    "process_files",
    "split_entries",
    "submission_hashes",
]
