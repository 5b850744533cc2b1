"""The pipeline: ``analyze(path_or_paths, settings=None, **overrides) -> Analysis``.

The one entry point the CLI and library users call.  It runs the stages in
order and hands each one's result to the next: discover (inputs), lex and
fingerprint every file as it is read and build one document per submission
(engine.prepare), index, score and rank the class's pairs (engine.ranking),
compare with prior work (archive.prior), cluster, and put the result together.
Every stage runs on one ``Backend`` (engine/backend.py): ``Local`` for this
machine, a Dask ``Cluster`` for many; the pipeline asks it, never which it is.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, TypeAlias

import numpy as np

from mossish.archive.prior import CurrentClass, PriorComparison, PriorSource, compare_prior
from mossish.dask.cluster import Cluster
from mossish.engine.backend import Backend, Local
from mossish.engine.cache import FingerprintCache
from mossish.engine.cluster import find_clusters
from mossish.engine.executor import Executor, blocks_of
from mossish.engine.index import Index
from mossish.engine.lexing import EntrySource, Progress, quiet
from mossish.engine.prepare import PreparedClass
from mossish.engine.ranges import index_blocks
from mossish.engine.ranking import Ranked, histogram_of
from mossish.engine.schedule import rank
from mossish.engine.spool import SpooledSources, TextSpool
from mossish.errors import UsageError
from mossish.inputs.discover import discover, plan, target_names
from mossish.model import Analysis, Edge, Inputs, PairResult, Stats
from mossish.settings import Settings

# A path as people pass it: a string or a ``pathlib.Path`` (any ``os.PathLike``).
StrPath: TypeAlias = "str | os.PathLike[str]"


def analyze(
    path_or_paths: StrPath | Iterable[StrPath],
    settings: Settings | None = None,
    progress: Progress | None = None,
    *,
    prior: Sequence[PriorSource] = (),
    cache: FingerprintCache | None = None,
    targets: Sequence[str] = (),
    singles: Sequence[str] = (),
    file_times: bool = False,
    cluster: Cluster | None = None,
    texts: bool = True,
    executor: Executor | None = None,
    **overrides: Any,
) -> Analysis:
    """Discover the submissions under ``path_or_paths`` (and ``singles``) and analyse them.

    ``path_or_paths`` is one folder (a string or a path) or several (a list of
    them).  ``settings`` default to ``Settings()``; ``overrides`` change some
    of them by name (``threshold=0.6``), converted and checked as
    ``Settings.validated`` does: a bad one is a ``SettingError`` naming it.

    ``targets`` are paths of submissions to check (each a folder or file that
    discovery finds as a submission); UsageError when one is not.
    ``file_times``: a submission without a time from git takes its newest
    file's modification time (asked for only: copying resets them).
    ``cluster``: lex and index on a Dask cluster (the cache is not used then);
    its workers read the files too when they see them (``Cluster.reads_files``).
    ``texts``: the result carries the files' texts (``Analysis.sources``, which
    the HTML report and decisions read).  On a cluster the client keeps them
    on disk once sent to be lexed, and reads each back when asked; without
    ``texts`` it lets them go.  ``executor``: where the engine's tasks run
    without a cluster (``engine.executor.InProcess``, whose block size tests
    set; one block by default).
    """
    roots = _paths(path_or_paths)
    settings = settings or Settings()
    if overrides:
        settings = settings.updated(**overrides)
    backend: Backend = cluster or Local(cache, executor)
    # On a cluster the entries stay on the workers, where the documents are built.
    with backend.lexing(settings, texts) as lexing:
        # Files are lexed as they are read: the workers start while discovery goes on,
        # and on a cluster each block of documents is built as soon as it is lexed.
        building = backend.building(settings, lexing, bool(prior))
        if backend.reads_files([*roots, *singles]):
            # The workers see the files: the client lists them, the workers read them.
            found = plan(roots, settings, singles)
            assert backend.partition is not None
            blocks = found.blocks(backend.partition, settings, file_times)
            inputs = found.inputs(*backend.read(found.base, blocks, settings, found.in_order))
        else:
            # On a cluster each block's files have a source budget of their own.
            inputs = discover(
                roots, settings, singles, on_read=building.read, file_times=file_times,
                on_submission=building.add, block=backend.partition,
            )  # fmt: skip
        lexing.finish()
        return _analyze(
            inputs, settings, progress, backend, prior=prior, cache=cache,
            targets=target_names(inputs, targets), lexing=lexing, texts=texts,
            spool=backend.spool(lexing),
        )  # fmt: skip


def _paths(given: object) -> list[str]:
    """Folders from one path or a list of them: a string is one path, never its characters."""
    if isinstance(given, (str, os.PathLike)):
        return [os.fspath(given)]
    if isinstance(given, Iterable) and not isinstance(given, (bytes, Mapping)):
        paths = list(given)
        if all(isinstance(path, (str, os.PathLike)) for path in paths):
            return [os.fspath(path) for path in paths]
    raise UsageError(
        f"path_or_paths: expected a folder (a string or a path) or a list of them, not {given!r}"
    )


def analyze_inputs(
    inputs: Inputs,
    settings: Settings,
    progress: Progress | None = None,
    *,
    prior: Sequence[PriorSource] = (),
    cache: FingerprintCache | None = None,
    targets: Sequence[str] = (),
    lexing: EntrySource | None = None,
    cluster: Cluster | None = None,
    texts: bool = True,
    spool: TextSpool | None = None,
    executor: Executor | None = None,
) -> Analysis:
    """Analyse submissions already discovered (or built in memory by a caller).

    ``prior``: archives or folders of earlier work to compare with (never
    among themselves).  ``targets``: names of submissions to check; when
    given, only pairs involving one of them are compared.  ``lexing``: where
    discovery already sent every file (else they are lexed here; with a
    cluster, the cluster's ``lexing()``).  ``cluster``:
    build the index and score the pairs on a Dask cluster.  ``texts``: the
    result carries the files' texts (``Analysis.sources``), read back from
    ``spool`` for the files kept without them there.  ``executor``: where the
    engine's tasks run without a cluster (``InProcess()``, one block, by default).
    """
    backend: Backend = cluster or Local(cache, executor)
    return _analyze(
        inputs, settings, progress, backend, prior=prior, cache=cache, targets=targets,
        lexing=lexing, texts=texts, spool=spool,
    )  # fmt: skip


def _analyze(
    inputs: Inputs,
    settings: Settings,
    progress: Progress | None,
    backend: Backend,
    *,
    prior: Sequence[PriorSource],
    cache: FingerprintCache | None,
    targets: Sequence[str],
    lexing: EntrySource | None,
    texts: bool,
    spool: TextSpool | None,
) -> Analysis:
    """``analyze_inputs`` on ``backend``: the stages in order."""
    report = progress or quiet
    chosen = set(targets)
    # The submissions checked: those named as targets, else all of them.
    focus = tuple(i for i, s in enumerate(inputs.submissions) if not targets or s.name in chosen)
    with contextlib.ExitStack() as stack:
        if lexing is None:
            # The caller holds the files with their texts: none is kept here.
            fresh = stack.enter_context(backend.lexing(settings, texts=False))
            fresh.add([*inputs.base, *(f for s in inputs.submissions for f in s.files)])
            lexing = fresh
        # On a cluster the documents are built on the workers, which keep them
        # (the client keeps their husks).
        lexed = backend.prepare(inputs, settings, report, lexing, focus if prior else ())
    documents = [p.document for p in lexed.submissions]
    limit = settings.common_limit(len(inputs.submissions))
    # The same kernels run wherever the executor runs them: in this process
    # (one block, unless a block size is given), or on the cluster.
    executor = backend.executor
    held = backend.held_blocks()
    index, candidates = index_blocks(
        executor,
        held[0] if held else blocks_of(executor, documents),
        len(documents),
        sum(int(d.fp_hashes.shape[0]) for d in documents),
        limit,
    )
    del documents, held
    # Only the documents without common code go on (the others are let go, so
    # a large class's arrays are not held twice through the comparison).
    lexed = backend.without_common(lexed, index.common_hashes, settings.k)
    current = lexed.submissions
    # Prior work first: on a cluster, ranking lets the documents the workers hold go.
    earlier = compare_prior(
        prior,
        CurrentClass(
            documents=tuple(p.document for p in current),
            locators=tuple(p.locator for p in current),
            focus=focus,
            base=lexed.base,
            common=index.common_hashes,
            sketches=lexed.sketches,
            held=backend.held([p.document.name for p in current]) if prior else None,
        ),
        settings,
        cache,
    )
    ranked = rank(
        executor, [p.document for p in current], [p.locator for p in current], index, candidates,
        focus if targets else None, settings, report,
        backend.held_blocks(let_go=True),
    )  # fmt: skip
    return _analysis(inputs, settings, lexed, index, ranked, earlier, chosen, texts, spool)


def _analysis(
    inputs: Inputs,
    settings: Settings,
    lexed: PreparedClass,
    index: Index,
    ranked: Ranked,
    earlier: PriorComparison,
    targets: set[str],
    texts: bool,
    spool: TextSpool | None,
) -> Analysis:
    """The stages' results put together as one ``Analysis``."""
    pairs = sorted(
        [*ranked.pairs, *earlier.pairs], key=lambda p: (-p.similarity, -p.matched_tokens, p.a, p.b)
    )
    prior_edges = [Edge(p.a, p.b, p.similarity) for p in earlier.pairs]
    prior_edges = [e for e in prior_edges if e.similarity >= settings.threshold]
    edges = [*ranked.edges, *prior_edges]
    current = lexed.submissions
    n = len(current)
    stats = Stats(
        submissions=n,
        files=sum(len(s.files) for s in inputs.submissions),
        tokens=sum(p.document.size for p in current),
        fingerprints=index.total,
        distinct_fingerprints=index.distinct,
        base_fingerprints=int(lexed.base.shape[0]),
        common_fingerprints=int(index.common_hashes.shape[0]),
        common_limit=index.common_limit,
        candidate_pairs=ranked.candidates,
        all_pairs=ranked.scope,
        compared_pairs=ranked.compared,
        pair_limit=index.pair_limit,
        frequent_fingerprints=index.frequent,
        archive_entries=len(earlier.submissions),
        archive_candidates=earlier.candidates,
        flagged_pairs=len(ranked.edges),
        archive_pairs=len(earlier.pairs),
        archive_flagged=len(prior_edges),
    )
    problems = [*lexed.problems, *earlier.problems]
    sources = {
        **{(s.name, f.path): f for s in inputs.submissions for f in s.files},
        **earlier.sources,
    }
    return Analysis(
        settings=settings,
        submissions=(
            *(
                p.info(target=p.submission.name in targets, discounted=discounts)
                for p, discounts in zip(current, ranked.discounts, strict=True)
            ),
            *earlier.submissions,
        ),
        base_files=lexed.base_files,
        pairs=kept_pairs(pairs, settings),
        clusters=find_clusters(edges, settings.threshold, settings.cluster_split),
        warnings=tuple(sorted(problems, key=lambda p: (p.path, p.kind, p.message))),
        stats=stats,
        histogram=ranked.histogram,
        archive_histogram=histogram_of(
            np.array([p.similarity for p in earlier.pairs], dtype=np.float64), earlier.candidates
        )
        if earlier.candidates
        else (),
        sources=(SpooledSources(sources, spool) if spool else sources) if texts else {},
        groupings=inputs.groupings,
        resubmissions=earlier.resubmissions,
    )


def kept_pairs(pairs: Sequence[PairResult], settings: Settings) -> tuple[PairResult, ...]:
    """The listed pairs every output keeps: ``--top N``'s N most similar (every one
    with 0 or without it), and with ``--fail-above`` every pair at or above the
    limit too, so the gate never decides on a pair that no output shows."""
    if not settings.top:
        return tuple(pairs)
    return tuple(
        p for n, p in enumerate(pairs) if n < settings.top or p.similarity >= settings.gate_floor
    )
