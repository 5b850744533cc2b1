"""The pipeline: ``analyze(roots, settings, progress) -> Analysis``.

The one entry point the CLI and library users call.  It runs the stages in
order: discover, normalize and fingerprint every file (in parallel: this is
where the time goes), index, compare the candidate pairs, cluster.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import TYPE_CHECKING

import numpy as np

from mossish.cluster import find_clusters
from mossish.compare import Locator, compare
from mossish.config import Settings
from mossish.discover import discover
from mossish.fingerprint import Fingerprints, fingerprint
from mossish.index import Document, base_hashes, build_document, build_index, without_common
from mossish.model import (
    Analysis,
    FileInfo,
    Inputs,
    PairResult,
    Problem,
    SourceFile,
    Span,
    Stats,
    SubmissionInfo,
    TokenizedFile,
)
from mossish.normalize import normalize

if TYPE_CHECKING:
    from mossish.model import Bool

Progress = Callable[[str, int, int], None]
HISTOGRAM_BINS = 20
# Below this many characters of source in all, starting worker processes
# costs more than it saves.
_PARALLEL_MIN_CHARS = 400_000
_CHUNK = 16


def _quiet(stage: str, done: int, total: int) -> None:
    pass


def analyze(roots: Sequence[str], settings: Settings, progress: Progress | None = None) -> Analysis:
    """Discover the submissions under ``roots`` and analyse them."""
    return analyze_inputs(discover(roots, settings), settings, progress)


def _process(job: tuple[str, str, int, int]) -> tuple[TokenizedFile, Fingerprints]:
    text, language, k, window = job
    tokens = normalize(text, language)
    return tokens, fingerprint(tokens.tokens, k, window)


def _process_all(
    files: Sequence[SourceFile], settings: Settings, progress: Progress
) -> list[tuple[TokenizedFile, Fingerprints]]:
    jobs = [(f.text, f.language, settings.k, settings.window) for f in files]
    workers = settings.jobs or os.cpu_count() or 1
    size = sum(len(f.text) for f in files)
    results: list[tuple[TokenizedFile, Fingerprints]] = []
    if workers > 1 and size >= _PARALLEL_MIN_CHARS and len(files) > _CHUNK:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            for result in pool.map(_process, jobs, chunksize=_CHUNK):
                results.append(result)
                if len(results) % _CHUNK == 0:
                    progress("lexing", len(results), len(jobs))
    else:
        for job in jobs:
            results.append(_process(job))
            if len(results) % _CHUNK == 0:
                progress("lexing", len(results), len(jobs))
    progress("lexing", len(jobs), len(jobs))
    return results


def analyze_inputs(
    inputs: Inputs, settings: Settings, progress: Progress | None = None
) -> Analysis:
    """Analyse submissions already discovered (or built in memory by a caller)."""
    report = progress or _quiet
    problems = list(inputs.problems)
    submissions = inputs.submissions
    all_files = [f for s in submissions for f in s.files] + list(inputs.base)
    processed = _process_all(all_files, settings, report)
    by_file = iter(processed)

    per_submission: list[list[tuple[SourceFile, TokenizedFile, Fingerprints]]] = []
    for submission in submissions:
        kept = []
        for source in submission.files:
            tokens, prints = next(by_file)
            shown = f"{submission.name}/{source.path}"
            if tokens.error_tokens:
                problems.append(
                    Problem(
                        "syntax",
                        shown,
                        f"{tokens.error_tokens} token(s) the {source.language} lexer could "
                        "not read (broken or unfinished code?); compared as lexed",
                        submission.name,
                    )
                )
            elif tokens.unmatched_brackets:
                problems.append(
                    Problem(
                        "syntax",
                        shown,
                        f"{tokens.unmatched_brackets} unmatched bracket(s) (unfinished or "
                        "broken code?); compared as lexed",
                        submission.name,
                    )
                )
            if len(tokens) == 0:
                problems.append(
                    Problem("no-code", shown, "no code after removing comments", submission.name)
                )
            kept.append((source, tokens, prints))
        per_submission.append(kept)
    base_processed = list(by_file)
    base = base_hashes([prints for _, prints in base_processed])

    documents = [
        build_document(s.name, [(tokens, prints) for _, tokens, prints in files], settings.k, base)
        for s, files in zip(submissions, per_submission, strict=True)
    ]
    index = build_index(documents, settings.common_limit(len(documents)))
    base_masks = [d.ignored for d in documents]
    documents = [without_common(d, index.common_hashes, settings.k) for d in documents]
    locators = [
        Locator.of([source.path for source, _, _ in files], [t for _, t, _ in files])
        for files in per_submission
    ]

    pairs: list[PairResult] = []
    total = int(index.pairs.shape[0])
    for done, (i, j, _) in enumerate(index.pairs.tolist(), start=1):
        result = compare(documents[i], documents[j], locators[i], locators[j], settings.k)
        if result is not None:
            pairs.append(result)
        if done % 256 == 0:
            report("comparing", done, total)
    report("comparing", total, total)
    pairs.sort(key=lambda p: (-p.similarity, -p.matched_tokens, p.a, p.b))
    clusters = find_clusters(pairs, settings.threshold, settings.cluster_split)
    n = len(documents)
    histogram = _histogram(pairs, n * (n - 1) // 2)
    if settings.top is not None and settings.top > 0:
        pairs = pairs[: settings.top]

    infos = tuple(
        SubmissionInfo(
            name=s.name,
            root=s.root,
            files=tuple(_file_info(source, tokens) for source, tokens, _ in files),
            tokens=d.size,
            ignored_tokens=d.size - d.effective,
            skipped=s.skipped,
            base_code=_regions(base_mask, locator),
            common_code=_regions(d.ignored & ~base_mask, locator),
        )
        for s, files, d, base_mask, locator in zip(
            submissions, per_submission, documents, base_masks, locators, strict=True
        )
    )
    base_infos = tuple(
        _file_info(source, tokens)
        for source, (tokens, _) in zip(inputs.base, base_processed, strict=True)
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
        candidate_pairs=total,
        all_pairs=n * (n - 1) // 2,
    )
    sources = {(s.name, f.path): f for s in submissions for f in s.files}
    return Analysis(
        settings=settings,
        submissions=infos,
        base_files=base_infos,
        pairs=tuple(pairs),
        clusters=clusters,
        problems=tuple(sorted(problems, key=lambda p: (p.path, p.kind, p.message))),
        stats=stats,
        histogram=histogram,
        sources=sources,
    )


def _file_info(source: SourceFile, tokens: TokenizedFile) -> FileInfo:
    lines = source.text.count("\n") + (0 if source.text.endswith("\n") else 1)
    return FileInfo(path=source.path, language=source.language, lines=lines, tokens=len(tokens))


def _regions(mask: Bool, locator: Locator) -> tuple[Span, ...]:
    """The source regions of the runs of marked tokens (a region lies in one file)."""
    if not mask.any():
        return ()
    edges = np.diff(np.concatenate(([False], mask, [False])).astype(np.int8))
    starts = np.flatnonzero(edges == 1).tolist()
    ends = np.flatnonzero(edges == -1).tolist()
    file_starts = locator.file_starts[1:-1]
    spans = []
    for start, end in zip(starts, ends, strict=True):
        cuts = np.unique(file_starts[(file_starts > start) & (file_starts < end)]).tolist()
        for lo, hi in zip([start, *cuts], [*cuts, end], strict=True):
            spans.append(locator.span(lo, hi - lo))
    return tuple(spans)


def _histogram(pairs: Sequence[PairResult], all_pairs: int) -> tuple[int, ...]:
    """Counts of all pairs of submissions by similarity, in bins of 1/HISTOGRAM_BINS."""
    counts = [0] * HISTOGRAM_BINS
    for pair in pairs:
        counts[min(int(pair.similarity * HISTOGRAM_BINS), HISTOGRAM_BINS - 1)] += 1
    counts[0] += max(all_pairs - len(pairs), 0)
    return tuple(counts)


__all__ = ["Document", "Progress", "analyze", "analyze_inputs"]
