"""The check's costly stages on a dask.distributed cluster (``check --dask``).

The same engine functions run, only elsewhere, so the result is the local
engine's, byte for byte:

* discovery, lexing and fingerprinting: on a file system the workers share
  with the client (``Cluster.reads_files``), the client lists and groups
  the class's files, and each block of submissions is read and lexed on a
  worker (``Cluster.read``: a map over blocks of files); otherwise files go
  to the workers in chunks as the client reads them.  Lexing is
  ``lexjob.run_all``, as the local process pool runs it, and each block of
  submissions' documents is built on a worker from the entries kept there
  (``prepare.prepare``);
* the inverted index: a shuffle keyed by fingerprint.  Each partition of
  documents turns into postings (``index.postings``) split by hash range;
  each range gathers its pieces from every partition, so a worker holds one
  partition of postings, never the class's.  The ranges report their holder
  counts (common code, the pairing limit's histogram) and then their
  candidate pairs (``index.pairs_of``), summed per pair by block of first
  submission on the workers (a second shuffle), where they stay; the rings'
  few pairs are found on the client and sent to those blocks;
* scoring: the documents are held in blocks, and each block of first
  submissions' pairs is cut there into pair blocks (block of i, block of
  j); each pair block's task
  finds, tiles and scores its pairs (``compare.first_runs``,
  ``finish_pairs``, ``Scoring.score``).  What needs the whole class comes
  from a shuffle or a small exchange: the fingerprints too widely held to
  seed, the pairs found again from every fingerprint (``completion``), and
  rarity weighting (k-grams' holders shuffled by hash range, each
  submission's closeness summed from the pair blocks in the class's pair
  order, the weights' running sum taken block after block);
* the client gathers the edges, the histogram's bins, the listed pairs'
  results (their fragments drawn on the workers, which hold the locators)
  and the discounted regions, and puts them together with the local
  engine's code;
* prior work (archive/prior.py): the documents' fingerprints come to the
  client a block at a time to be looked up in the archive, and each chunk of
  archived documents goes to the blocks it is compared with (``HeldDocuments``).

Every float is summed in the order the local engine sums it, so the JSON
is the local engine's byte for byte (docs/scale.md says what goes where).
The lexed entries stay on the workers: each block of documents and
locators is built there, from the chunks holding its files, and the client
keeps their husks (names, sizes, counts) and the files' facts and warnings;
of the candidate pairs it keeps their count per block.
dask is an optional extra: it is imported only here, only when a cluster
is asked for.
"""

from __future__ import annotations

import dataclasses
import hashlib
import itertools
import operator
import os
import stat
from collections import Counter, deque
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from types import TracebackType
from typing import Any, Protocol

import numpy as np
import numpy.typing as npt

from mossish.engine import lexjob
from mossish.engine.arrays import Weighed, member, sorted_groups
from mossish.engine.cache import cache_key
from mossish.engine.compare import (
    FirstRuns,
    Locator,
    ScoredPairs,
    completion,
    finish_pairs,
    first_runs,
)
from mossish.engine.fingerprint import Entry, Fingerprints, kgram_hashes
from mossish.engine.index import (
    Document,
    Index,
    empty_index,
    limit_of,
    merge_postings,
    pairs_of,
    postings,
    ring_rows,
    with_ring_rows,
    without_common,
)
from mossish.engine.lexing import EntrySource, Progress
from mossish.engine.literals import pair_strings, weights
from mossish.engine.prepare import (
    Prepared,
    PreparedClass,
    TextFacts,
    base_files,
    base_of,
    file_problems,
    prepare,
    prepare_archived,
    text_facts,
)
from mossish.engine.ranking import (
    LIST_ALL,
    Ranked,
    binned,
    compare_all,
    discounts_at,
    histogram_from,
    listed_count,
    listing_order,
    pairs_in_scope,
)
from mossish.engine.rarity import (
    MIN_CLASS,
    ROUNDS,
    Rarity,
    closeness,
    held_share,
    kgram_weights,
    token_holders,
    token_weights,
    uniform,
)
from mossish.engine.rings import SIGNATURE, Signatures, combine, signatures
from mossish.engine.runs import Laid, joined, joined_corpus, lay
from mossish.engine.scoring import (
    Layout,
    Scoring,
    discounted,
    file_places,
    pair_scores,
    running_sum,
)
from mossish.engine.sketch import sketch_of
from mossish.engine.spool import TextSpool
from mossish.errors import UsageError
from mossish.model import (
    F64,
    I32,
    I64,
    U64,
    Bool,
    Discount,
    Edge,
    FileInfo,
    Inputs,
    PairResult,
    Problem,
    SourceFile,
    Span,
    Submission,
    SubmissionInfo,
    TokenizedFile,
    frozen_array,
)
from mossish.settings import Settings

# Submissions per partition of the index (``--dask-partition``): a worker
# holds about this many submissions' fingerprints at once.
DEFAULT_PARTITION = 1000
# The least ``--dask-memory-limit`` a local worker is given (bytes).
MIN_MEMORY_LIMIT = 512 * 2**20
# Files sent to a worker in one task (one round trip for several files).
CHUNK = 64
# Answers a worker combines in one task of a tree reduction.
FAN_IN = 8
# Where the class's files are read (``--dask-read``): by the workers when they see
# them as the client does (auto), always by the workers, or by the client.
READS = ("auto", "workers", "client")

Postings = tuple[U64, npt.NDArray[np.signedinteger]]


def connect(
    address: str,
    jobs: int | None = None,
    partition: int = DEFAULT_PARTITION,
    memory_limit: str | None = None,
    reads: str = "auto",
) -> Cluster:
    """A client of the scheduler at ``address``, or of a new LocalCluster for ``local``.

    ``memory_limit``: each local worker's (``dask worker --memory-limit``):
    above it a worker spills what it holds to disk.  A running cluster's
    workers were given theirs when they were started.  UsageError (one line,
    exit 2) when dask.distributed is not installed, the limit is not a size,
    or the scheduler cannot be reached.
    """
    try:
        from dask.utils import parse_bytes
        from distributed import Client, LocalCluster
    except ImportError:
        raise UsageError("--dask needs dask.distributed: pip install 'mossish[dask]'") from None
    if partition < 1:
        raise UsageError(f"--dask-partition must be at least 1, not {partition}")
    limit: str | int = "auto"  # Dask's: the machine's memory shared by the workers
    if memory_limit is not None:
        if address != "local":
            raise UsageError(
                "--dask-memory-limit is for --dask local: a cluster's workers take "
                "theirs when started (dask worker --memory-limit)"
            )
        try:
            limit = parse_bytes(memory_limit) if memory_limit.strip() else 0
        except ValueError:
            limit = 0
        if limit < MIN_MEMORY_LIMIT:
            # A worker process takes about 250 MB before any data and pauses at
            # 80 % of its limit: below this it would wait for ever.
            raise UsageError(
                f"--dask-memory-limit must be a size of at least 512MB (such as 2GB), "
                f"not {memory_limit!r}"
            )
    try:
        if address == "local":
            # Lexing holds the GIL (Pygments): one thread per worker process.
            local = LocalCluster(  # type: ignore[no-untyped-call]
                n_workers=jobs or 2, threads_per_worker=1, processes=True, dashboard_address=":0",
                memory_limit=limit,
            )  # fmt: skip
            client = Client(local)  # type: ignore[no-untyped-call]
            return Cluster(client, partition, owned=local, reads=reads)
        client = Client(address, timeout="10s")  # type: ignore[no-untyped-call]
        return Cluster(client, partition, reads=reads)
    except (OSError, ValueError) as error:  # unreachable, or not an address
        raise UsageError(f"--dask {address}: cannot reach the scheduler ({error})") from None


class Cluster:
    """A Dask client and how the class is cut up for it."""

    def __init__(
        self,
        client: Any,
        partition: int = DEFAULT_PARTITION,
        owned: Any = None,
        reads: str = "auto",
    ) -> None:
        if reads not in READS:
            raise ValueError(f"reads must be one of {READS}, not {reads!r}")
        self.client = client
        self.partition = partition
        self.reads = reads
        self._owned = owned  # a LocalCluster started for this check, closed with it
        self._sent: _Sent | None = None  # the class's documents, when prepared there
        self._pairs: _HeldPairs | None = None  # the class's candidate pairs, by block
        self._building: _Building | None = None  # blocks built as discovery goes

    def __enter__(self) -> Cluster:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.close()
        if error is not None and _lost(error):
            raise UsageError(
                "--dask: the cluster lost a worker and data it cannot compute again (Dask "
                "restarts a worker above 95 % of its memory limit); give each worker more "
                "memory (--dask-memory-limit, dask worker --memory-limit) or a smaller "
                "--dask-partition"
            ) from error

    def close(self) -> None:
        if self._owned is not None:
            self.client.close()
            self._owned.close()
            self._owned = None

    def lexing(self, settings: Settings, texts: bool = True) -> DaskLexing:
        """Where discovery sends the files to be lexed: their entries stay on the workers,
        for ``prepare``, and the client keeps each file's text on disk once sent
        (``DaskLexing.spool``), or, without ``texts``, lets it go."""
        return DaskLexing(self.client, settings, texts=False, spool=TextSpool() if texts else None)

    def reads_files(self, paths: Sequence[str]) -> bool:
        """Whether the workers read the class's files at ``paths`` (its ROOTs) themselves
        (``read``), rather than the client.

        ``reads`` decides: ``client``; ``workers``, where every worker must see
        ``paths`` as the client does (UsageError otherwise: one line, exit 2);
        ``auto``, where they do when every worker sees them so.  A worker sees
        a path so when it finds the same kind of thing there (a relative path
        taken from the client's working folder): a folder with the same
        entries, a file of the same size.
        """
        if self.reads == "client" or not paths:
            return False
        cwd = os.getcwd()
        mine = _seen(list(paths), cwd)
        theirs: dict[str, str] = self.client.run(_seen, list(paths), cwd)
        blind = sorted(worker for worker, seen in theirs.items() if seen != mine)
        if self.reads == "workers" and (blind or not theirs):
            where = f"worker {blind[0]}" if blind else "no worker (none is connected)"
            raise UsageError(
                f"--dask-read workers: {where} sees the class's files as this machine does; "
                "share them (the same paths on every machine) or let the client read "
                "them (--dask-read client)"
            )
        return bool(theirs) and not blind

    def read(
        self,
        base: Sequence[SourceFile],
        blocks: Sequence[Reader],
        settings: Settings,
        in_order: bool,
    ) -> tuple[list[Submission], list[Problem]]:
        """Discovery's reading, on the workers, for the blocks ``building`` builds: each
        block (``inputs.discover.ReadBlock``) read and its files lexed on a worker,
        where the entries stay (the lexing places them, for ``prepare``).

        ``base``: the base code, read by the client, lexed as ``building`` lexes.
        The workers keep a few blocks ahead of the client.  The client gets each
        block's submissions without their texts (kept in the lexing's spool, when
        it has one, to be read back for the report) and the problems met, in
        reading order.  ``in_order``: the blocks hold the class in its order, so
        each block of documents is built as soon as its submissions are read.
        """
        building = self._building
        if building is None:
            raise RuntimeError("read() needs building() first")
        building.read(base)
        client, lexing = self.client, building.lexing
        spool = lexing.spool
        ahead = 2 * max(1, len(client.scheduler_info().get("workers", ())))
        waiting: deque[tuple[Any, Any]] = deque()
        submissions: list[Submission] = []
        problems: list[Problem] = []

        def take() -> None:
            lexed, summary = waiting.popleft()
            found, met, places, texts = summary.result()
            problems.extend(met)
            at = 0
            for submission in found:
                files: list[SourceFile] = []
                for f in submission.files:
                    if spool is not None and texts is not None:
                        f = spool.keep(replace(f, text=texts[at + len(files)]))
                    files.append(f)
                lexing.hold(files, lexed, places[at : at + len(files)])
                at += len(files)
                submission = replace(submission, files=tuple(files))
                submissions.append(submission)
                if in_order:
                    building.add(submission)

        for block in blocks:
            # The block's files (an archive's members among them) go as data, not as
            # the task's arguments, which the scheduler would keep.
            given = client.scatter([block], hash=False)[0]
            done = client.submit(
                _read_lexed, given, settings.k, settings.window, spool is not None, pure=False
            )
            waiting.append(
                (client.submit(_lexed_of, done, pure=False),
                 client.submit(_read_facts, done, pure=False))
            )  # fmt: skip
            del given, done
            if len(waiting) > ahead:
                take()
        while waiting:
            take()
        return submissions, problems

    def building(
        self, settings: Settings, lexing: EntrySource, sketches: bool = False
    ) -> _Building:
        """Where discovery sends what it reads (``read`` for its files, ``add`` for each
        submission in the class's order), so each block of documents is built on the
        workers as soon as its files are lexed; ``prepare`` builds the rest.
        ``sketches``: each submission's SimHash is worked out too (for prior work)."""
        if not isinstance(lexing, DaskLexing):
            raise TypeError("Cluster.building needs the files lexed by lexing()")
        self._building = _Building(self.client, self.partition, settings, lexing, sketches)
        return self._building

    def prepare(
        self,
        inputs: Inputs,
        settings: Settings,
        report: Progress,
        lexing: EntrySource,
        sketch: Iterable[int] = (),
    ) -> PreparedClass:
        """``prepare.prepare_class``'s result, each block of ``partition`` submissions
        prepared on a worker from the entries kept there (``lexing``).

        The workers hold the blocks' documents and locators (``index``,
        ``without_common`` and ``rank`` take them); the client gets each
        submission's file facts, warnings and base-code regions, and keeps a husk
        of its document (``_husk_of``) and of its locator (paths and file starts).
        Only the base code's entries come to the client.  The blocks ``building``
        started as discovery went are kept.  ``sketch``: the submissions whose
        SimHash the prior pass needs (``building`` was asked for sketches).
        """
        if not isinstance(lexing, DaskLexing):
            raise TypeError("Cluster.prepare needs the files lexed by lexing()")
        wanted = set(sketch)
        building, self._building = self._building, None
        if building is None or building.lexing is not lexing:
            building = _Building(self.client, self.partition, settings, lexing, bool(wanted))
        if wanted and not building.sketches:
            raise RuntimeError("prepare(sketch=...) needs building(sketches=True)")
        prepared, self._sent = building.finish(inputs, report, wanted)
        return prepared

    def held(self, names: Sequence[str]) -> HeldDocuments:
        """Where the workers hold the class's documents (``prepare``), without their common
        code (``without_common``), for the prior pass; ``names``: the documents' names.
        Taken before ``rank``, which lets them go."""
        if self._sent is None:
            raise RuntimeError("held() needs the documents prepared by prepare()")
        return HeldDocuments(self.client, self.partition, self._sent, names)

    def without_common(self, lexed: PreparedClass, common: U64, k: int) -> PreparedClass:
        """``lexed.without_common(common, k).with_string_weights()`` for a class whose
        documents the workers hold (``prepare``): the blocks there lose their common
        code, and the client's husks take their new counts and common-code regions."""
        sent = self._sent
        if sent is None:
            raise RuntimeError("without_common needs the documents prepared by prepare()")
        client, p = self.client, self.partition
        husks = [prepared.document for prepared in lexed.submissions]
        # The strings' weights depend on the class alone, not on its common code.
        found = weights([d.strings for d in husks])
        shared = client.scatter(common, broadcast=True, hash=False)
        given = client.scatter([found[s : s + p] for s in range(0, len(husks), p)], hash=False)
        done = [
            client.submit(_uncommon, block, locators, shared, k, w, pure=False)
            for block, locators, w in zip(sent.blocks, sent.locators, given, strict=True)
        ]
        sent.blocks = [client.submit(_kept, d, pure=False) for d in done]
        facts = client.gather([client.submit(_facts, d, pure=False) for d in done])
        del done, given
        kept: list[Prepared] = []
        for prepared, w, (effective, distinct, regions) in zip(
            lexed.submissions, found, itertools.chain.from_iterable(facts), strict=True
        ):
            husk = replace(
                prepared.document, effective=effective, distinct=distinct, string_weights=w
            )
            kept.append(replace(prepared, document=husk, common_code=regions))
        return replace(lexed, submissions=tuple(kept))

    def index(self, documents: Sequence[Document], common_limit: int) -> Index:
        """``index.build_index``'s result, the postings shuffled across the workers."""
        if not documents:
            self._pairs = _HeldPairs([], [])
            return empty_index(common_limit)
        client, n = self.client, len(documents)
        starts = list(range(0, n, self.partition))
        ranges = len(starts)
        sent = self._sent
        if sent is not None:  # the workers hold the documents: each block is a partition
            split = [
                client.submit(_block_split, block, first, n, ranges, pure=False)
                for block, first in zip(sent.blocks, starts, strict=True)
            ]
        else:  # each partition's fingerprints sent as data, not written into the task graph
            split = [
                client.submit(
                    _split,
                    client.scatter(
                        [[d.fp_hashes for d in documents[first : first + self.partition]]],
                        hash=False,
                    )[0],
                    first, n, ranges, pure=False,
                )
                for first in starts
            ]  # fmt: skip
        # Range r takes piece r of every partition, in partition order (so owners ascend).
        merged = [
            client.submit(
                _merge, *[client.submit(operator.getitem, s, r, pure=False) for s in split],
                pure=False,
            )
            for r in range(ranges)
        ]  # fmt: skip
        summaries: list[_Summary] = client.gather(
            [client.submit(_summary, m, common_limit, pure=False) for m in merged]
        )
        values = np.concatenate([s.values for s in summaries])
        number = np.concatenate([s.number for s in summaries])
        values, at = np.unique(values, return_inverse=True)
        number = np.bincount(at, weights=number, minlength=values.shape[0]).astype(np.int64)
        pair_limit = limit_of(values, number, common_limit, n)
        found = [
            client.submit(_range_pairs, m, common_limit, pair_limit, n, pure=False) for m in merged
        ]
        # Each range's rows are cut by the block of their first submission; a
        # block's pieces from every range are summed on a worker (a shuffle, as
        # the postings'): no task holds more than a block's pairs, and the
        # client takes them block by block, already sorted by (i, j).
        bounds = np.array([*starts, n], dtype=np.int64)
        rows = self._by_block(found, _cut_pairs, bounds, _sum_pairs, [(n,)] * ranges)
        frequent = sum(client.gather([client.submit(_frequent, f, pure=False) for f in found]))
        # The rings' signatures likewise: each range's cut by block of submission,
        # each block's combined on a worker (minima), taken block by block.
        combined = self._by_block(
            found, _cut_signatures, bounds, _combined,
            [(first, size) for first, size in zip(starts, np.diff(bounds).tolist(), strict=True)],
        )  # fmt: skip
        signature = np.empty((n, SIGNATURE), dtype=np.uint64)
        held = np.empty(n, dtype=np.int64)
        for b, future in enumerate(combined):
            signature[bounds[b] : bounds[b + 1]], held[bounds[b] : bounds[b + 1]] = client.gather(
                future
            )
        del combined

        def fingerprints(members: I64) -> Mapping[int, U64] | Sequence[U64]:
            if sent is None:
                return [d.fp_hashes for d in documents]
            # The ring pairs' members' fingerprints (few), from the blocks holding them.
            fetched = _held_fingerprints(
                client, sent.blocks, self.partition, members.tolist(), len(sent.blocks)
            )
            return {number: prints for block in fetched for number, prints in block.items()}

        # The rings' pairs (few) go to the blocks of their first submissions, whose
        # rows take them in there (``index.with_ring_rows``): the class's candidate
        # pairs stay on the workers, a block of first submissions at a time.
        ring = ring_rows(signature, held, fingerprints)
        cuts = np.searchsorted(ring[:, 0], bounds).tolist()
        given = client.scatter([ring[a:b] for a, b in itertools.pairwise(cuts)], hash=False)
        held_rows = [
            client.submit(_with_ring, r, n, mine, pure=False)
            for r, mine in zip(rows, given, strict=True)
        ]
        del found, rows
        self._pairs = _HeldPairs(held_rows, client.gather([
            client.submit(len, r, pure=False) for r in held_rows
        ]))  # fmt: skip
        total = sum(self._pairs.counts)
        return Index(
            common_limit=common_limit,
            common_hashes=frozen_array(np.concatenate([s.common for s in summaries])),
            pairs=_shaped((total, 3), np.int64),
            distinct=sum(s.distinct for s in summaries),
            total=sum(int(d.fp_hashes.shape[0]) for d in documents),
            pair_limit=pair_limit,
            frequent=frequent,
            complete=_shaped((total,), np.bool_),
        )

    def pairs(self) -> tuple[I64, Bool]:
        """The candidate pairs of the last ``index`` and which are the rings', gathered
        from the workers (the index holds only their shape)."""
        if self._pairs is None:
            raise RuntimeError("pairs() needs an index built by index()")
        found = self.client.gather(self._pairs.rows)
        return (
            np.concatenate([np.zeros((0, 3), np.int64), *(f.rows for f in found)]),
            np.concatenate([np.zeros(0, np.bool_), *(f.complete for f in found)]),
        )

    def _by_block(
        self, found: list[Any], cut: Any, bounds: I64, combine: Any, extra: list[tuple[Any, ...]]
    ) -> list[Any]:
        """Each block's pieces of every hash range (``cut`` by ``bounds``) put together by
        ``combine`` on a worker, with that block's ``extra`` arguments: a shuffle."""
        client = self.client
        pieces = [client.submit(cut, f, bounds, pure=False) for f in found]
        return [
            client.submit(
                combine, [client.submit(operator.getitem, c, b, pure=False) for c in pieces],
                *arguments, pure=False,
            )
            for b, arguments in enumerate(extra)
        ]  # fmt: skip

    def rank(
        self,
        documents: Sequence[Document],
        locators: Sequence[Locator],
        index: Index,
        focus: Sequence[int] | None,
        settings: Settings,
        report: Progress,
    ) -> Ranked:
        """``ranking.rank_pairs``'s result, the pairs scored on the workers by pair block.

        ``documents``: the husks of the documents the workers hold when they were
        prepared there (``prepare``), else the documents themselves.
        """
        sent, self._sent = self._sent, None
        pairs, self._pairs = self._pairs, None
        if pairs is None:
            raise RuntimeError("rank needs the index built by index()")
        held = (sent.blocks, sent.locators) if sent is not None else None
        return _Ranking(
            self.client, documents, locators, self.partition, settings, pairs, held
        ).run(index, focus, report)


class _Building:
    """The class's blocks of documents built on the workers (``Cluster.prepare``).

    Discovery gives it the files it reads (``read``: the base code's first)
    and, when it finds the submissions in the class's order, each
    submission (``add``): a block's task is sent as soon as the block is
    complete, and the entries it alone needed are let go (``DaskLexing.taken``),
    so the workers hold a few blocks' entries, not the class's.  ``finish``
    sends the rest (every block, when discovery found the class out of order).
    """

    def __init__(
        self,
        client: Any,
        partition: int,
        settings: Settings,
        lexing: DaskLexing,
        sketches: bool = False,
    ) -> None:
        self.client = client
        self.partition = partition
        self.settings = settings
        self.lexing = lexing
        self.sketches = sketches
        self.base_files: list[SourceFile] | None = None
        self._base: tuple[Any, tuple[U64, frozenset[int]], list[Entry]] | None = None
        self._pending: list[Submission] = []
        self._built: list[Submission] = []
        self._facts: list[Any] = []
        self._sent = _Sent()

    def read(self, files: Sequence[SourceFile]) -> list[SourceFile] | None:
        """Discovery's ``on_read``: the files go to be lexed (the first call's are the base's)."""
        if self.base_files is None:
            self.base_files = list(files)
        return self.lexing.add(files)

    def add(self, submission: Submission) -> None:
        """Discovery's ``on_submission``: the next submission in the class's order."""
        self._pending.append(submission)
        if len(self._pending) == self.partition:
            self._build(self._pending)
            self._pending = []

    def _base_of(self) -> tuple[Any, tuple[U64, frozenset[int]], list[Entry]]:
        """The base code's fingerprints and strings, worked out once, and sent to every worker."""
        if self._base is None:
            files = self.base_files or []
            entries = list(self.lexing.entries(files))
            found = base_of(files, entries)
            shared = self.client.scatter([found], broadcast=True, hash=False)[0]
            self._base = (shared, found, entries)
        return self._base

    def _build(self, block: Sequence[Submission]) -> None:
        client = self.client
        base = self._base_of()[0]
        files = [f for s in block for f in s.files]
        places = self.lexing.placed(files)
        chunks = list({id(future): future for future, _ in places}.values())
        number = {id(future): c for c, future in enumerate(chunks)}
        # The files' paths go with them, not their texts (the chunks know those).
        light = client.scatter(
            [(
                [replace(s, files=tuple(replace(f, text="") for f in s.files)) for s in block],
                np.array([(number[id(future)], at) for future, at in places], dtype=np.int64),
            )],
            hash=False,
        )[0]  # fmt: skip
        done = client.submit(
            _prepared, light, chunks, self.settings, base, self.sketches, pure=False
        )
        self._sent.blocks.append(client.submit(_block_of, done, pure=False))
        self._sent.locators.append(client.submit(_locators_of, done, pure=False))
        self._facts.append(client.submit(_facts_of, done, pure=False))
        self._built.extend(block)
        self.lexing.taken(files)

    def finish(
        self, inputs: Inputs, report: Progress, sketch: set[int]
    ) -> tuple[PreparedClass, _Sent]:
        """Every block built: the class's prepared submissions (husks), with the SimHash of
        those in ``sketch``, and where their documents and locators are."""
        if self.base_files is None:
            self.base_files = list(inputs.base)
        built = len(self._built)
        if [s.name for s in self._built] != [s.name for s in inputs.submissions[:built]]:
            raise RuntimeError("blocks were built out of the class's order")
        for first in range(built, len(inputs.submissions), self.partition):
            self._build(inputs.submissions[first : first + self.partition])
        _, found, base_entries = self._base_of()
        self.lexing.release()  # the workers let each chunk go once its blocks are prepared
        client, p = self.client, self.partition
        files, total = 0, sum(len(s.files) for s in inputs.submissions)
        prepared: list[Prepared] = []
        problems = list(inputs.problems)
        sketches: dict[int, int] = {}
        starts = range(0, len(inputs.submissions), p)
        for first, future in zip(starts, self._facts, strict=True):
            block = inputs.submissions[first : first + p]
            for submission, fact in zip(block, client.gather(future), strict=True):
                problems.extend(fact.problems)
                if len(prepared) in sketch and fact.sketch is not None:
                    sketches[len(prepared)] = fact.sketch
                prepared.append(
                    Prepared(
                        submission=submission,
                        files=fact.files,
                        document=_husk_of(fact.document),
                        base_code=fact.base_code,
                        locator=Locator(fact.paths, fact.document["file_starts"], (), (), ()),
                    )
                )
                files += len(submission.files)
            report("lexing", files, total)
        self._facts = []
        return PreparedClass(
            submissions=tuple(prepared),
            base=found[0],
            base_files=base_files(inputs.base, base_entries),
            problems=tuple(problems),
            sketches=sketches,
        ), self._sent


class HeldDocuments:
    """The class's documents where the workers hold them (``Cluster.held``), for the prior
    pass (archive/prior.py): their fingerprints come to the client a block at a time, and
    their comparisons with prior work's documents run on the workers holding them."""

    def __init__(self, client: Any, partition: int, sent: _Sent, names: Sequence[str]) -> None:
        self.client = client
        self.partition = partition
        self.blocks = list(sent.blocks)
        self.locators = list(sent.locators)
        self.names = list(names)
        # Blocks asked for ahead of the one being looked up: the workers keep a few.
        self._ahead = 2 * max(1, sum(client.nthreads().values()))
        # The base code's and the class's common fingerprints, sent to every worker once.
        self._shared: tuple[U64, U64, Any] | None = None

    def fingerprints(self, focus: Sequence[int]) -> Iterator[dict[int, U64]]:
        """The fingerprints of the documents at ``focus`` (class positions), a block at a time."""
        return _held_fingerprints(self.client, self.blocks, self.partition, focus, self._ahead)

    def compare_entries(
        self,
        entries: Sequence[tuple[str, Submission]],
        rows: Sequence[tuple[int, int, int]],
        base: U64,
        common: U64,
        settings: Settings,
    ) -> Callable[[], tuple[list[SubmissionInfo], list[PairResult]]]:
        """Archived ``entries`` (label, submission with its texts) lexed and prepared on a
        worker (``prepare.prepare_archived``, as the local prior pass prepares them), and
        compared with the class's documents as ``rows`` say (class position, class size
        + place in ``entries``, shared), each block's rows on the worker holding it.

        Returns at once; what it returns waits for the entries' infos (in order) and
        the rows' results (in order, as ``compare_all`` gives them: each pair's result
        is its own two documents').
        """
        client, p, n = self.client, self.partition, len(self.names)
        if self._shared is None or self._shared[0] is not base or self._shared[1] is not common:
            shared = client.scatter([(base, common)], broadcast=True, hash=False)[0]
            self._shared = (base, common, shared)
        # The entries' texts go as data, not as the task's arguments (the scheduler keeps those).
        given = client.scatter([list(entries)], hash=False)[0]
        prepared = client.submit(_prior_prepared, given, self._shared[2], settings, pure=False)
        infos = client.submit(_prior_infos, prepared, pure=False)
        table = np.array(rows, dtype=np.int64).reshape(-1, 3)
        first = table[:, 0] // p
        futures = []
        for number in np.unique(first).tolist():
            mine = table[first == number]
            mine = np.column_stack([mine[:, 0] - number * p, mine[:, 1] - n, mine[:, 2]])
            held = (self.blocks[number], self.locators[number])
            futures.append(
                client.submit(_prior_compared, *held, prepared, mine, settings, pure=False)
            )
        del given, prepared
        names = [submission.name for _, submission in entries]

        def taken() -> tuple[list[SubmissionInfo], list[PairResult]]:
            results = [r for found in client.gather(futures) for r in found]
            order = {
                (self.names[i], names[j - n]): at for at, (i, j, _) in enumerate(table.tolist())
            }
            return infos.result(), sorted(results, key=lambda r: order[(r.a, r.b)])

        return taken


def _held_fingerprints(
    client: Any, blocks: Sequence[Any], partition: int, members: Iterable[int], ahead: int
) -> Iterator[dict[int, U64]]:
    """The fingerprints of the documents at ``members`` (class positions) from the blocks of
    ``partition`` holding them, a block at a time; at most ``ahead`` blocks are asked for
    before the first of them is taken."""
    by_block: dict[int, list[int]] = {}
    for i in members:
        by_block.setdefault(i // partition, []).append(i)
    asked = iter(sorted(by_block.items()))
    waiting: deque[tuple[list[int], Any]] = deque()
    while True:
        while len(waiting) <= ahead and (block := next(asked, None)) is not None:
            number, mine = block
            numbers = np.array([i - number * partition for i in mine], dtype=np.int64)
            future = client.submit(_fingerprints, blocks[number], numbers, pure=False)
            waiting.append((mine, future))
        if not waiting:
            return
        taken, future = waiting.popleft()
        yield dict(zip(taken, future.result(), strict=True))


_Archived = tuple["_Block", "_Locators", list[SubmissionInfo]]


def _prior_prepared(
    entries: list[tuple[str, Submission]], shared: tuple[U64, U64], settings: Settings
) -> _Archived:
    """Archived entries lexed (files with the same language and text once) and prepared to
    be compared with the class (``prepare.prepare_archived``), with their infos."""
    base, common = shared
    jobs, places = _jobs([s for _, s in entries], settings.k, settings.window)
    lexed = lexjob.run_all(jobs)
    block, locators, infos = _Block(), _Locators(), []
    at = 0
    for label, submission in entries:
        files = [lexed[number] for number in places[at : at + len(submission.files)]]
        at += len(submission.files)
        item, info = prepare_archived(submission, files, label, base, common, settings)
        block.append(item.document)
        locators.append(item.locator)
        infos.append(info)
    return block, locators, infos


def _prior_infos(prepared: _Archived) -> list[SubmissionInfo]:
    return prepared[2]


def _prior_compared(
    block: list[Document],
    locators: list[Locator],
    prepared: _Archived,
    rows: I64,
    settings: Settings,
) -> list[PairResult]:
    """``compare_all`` of the block's documents in ``rows``' first column (counted in the
    block) with the archived documents in its second (counted in ``prepared``)."""
    members = np.unique(rows[:, 0])
    wanted = np.unique(rows[:, 1])
    table = np.column_stack([
        np.searchsorted(members, rows[:, 0]),
        members.shape[0] + np.searchsorted(wanted, rows[:, 1]),
        rows[:, 2],
    ])  # fmt: skip
    return compare_all(
        [*(block[m] for m in members.tolist()), *(prepared[0][w] for w in wanted.tolist())],
        [*(locators[m] for m in members.tolist()), *(prepared[1][w] for w in wanted.tolist())],
        [(int(a), int(b), int(c)) for a, b, c in table.tolist()],
        settings,
    )


@dataclass(frozen=True, slots=True)
class _Rows(Weighed):
    """A block of first submissions' candidate pairs, (i, j, shared) sorted by (i, j),
    and which are the rings' (found again whatever their first runs give)."""

    rows: I64
    complete: Bool

    def __len__(self) -> int:
        return int(self.rows.shape[0])


@dataclass(frozen=True, slots=True)
class _HeldPairs:
    """The class's candidate pairs where the workers hold them: the futures of each
    block of first submissions' ``_Rows``, in class order, and their counts."""

    rows: list[Any]
    counts: list[int]


def _with_ring(rows: I64, n: int, ring: I64) -> _Rows:
    return _Rows(*with_ring_rows(rows, n, ring))


def _shaped(shape: tuple[int, ...], dtype: Any) -> Any:
    """An array of ``shape`` holding zeros, taking no memory (a view of one zero)."""
    return np.broadcast_to(np.zeros(1, dtype=dtype), shape)


class _Sent:
    """The futures of the class's documents and locators, a block of ``partition`` at a
    time, in class order, where the workers hold them (``Cluster.prepare``)."""

    def __init__(self) -> None:
        self.blocks: list[Any] = []  # futures of _Block
        self.locators: list[Any] = []  # futures of _Locators


@dataclass(frozen=True, slots=True)
class _Shape:
    """An array's shape and type, without its values."""

    shape: tuple[int, ...]
    dtype: str


# What a document's husk keeps whole: everything else is a shape.
_HUSK_KEEPS = ("name", "file_starts", "effective", "distinct", "strings", "string_weights")


def _husk_fields(document: Document) -> dict[str, Any]:
    """A document's fields, each array but ``_HUSK_KEEPS`` as its ``_Shape``."""
    return {
        f.name: value
        if f.name in _HUSK_KEEPS or not isinstance(value, np.ndarray)
        else _Shape(value.shape, value.dtype.str)
        for f in dataclasses.fields(Document)
        for value in (getattr(document, f.name),)
    }


def _husk_of(fields: dict[str, Any]) -> Document:
    """What the client keeps of a document the workers hold (``_husk_fields``): its name,
    size, counts, file starts and strings.

    Its token and fingerprint arrays are all zeros of the right shape, taking
    no memory (a zero-stride view of one zero): the client reads only its
    name, size, counts and the number of its fingerprints.
    """
    kept: dict[str, Any] = {
        key: _shaped(value.shape, value.dtype) if isinstance(value, _Shape) else value
        for key, value in fields.items()
    }
    return Document(**kept)


@dataclass(frozen=True, slots=True)
class _Facts:
    """What the client keeps of a submission prepared on a worker."""

    files: tuple[FileInfo, ...]
    problems: list[Problem]
    base_code: tuple[Span, ...]
    document: dict[str, Any]  # _husk_fields (its file starts are its locator's)
    paths: tuple[str, ...]
    sketch: int | None  # its SimHash, when asked for


@dataclass(slots=True)
class _Lexed(Weighed):
    """A chunk's entries in the order of its jobs, and (kept on the workers for
    ``Cluster.prepare``) each file's ``TextFacts``."""

    entries: list[Entry]
    facts: list[TextFacts]


def _lex(jobs: list[lexjob.Job]) -> _Lexed:
    entries = lexjob.run_all(jobs)
    # Held on the worker until its blocks are built: compacted, with each file's facts.
    tokens = _compact([tokens for tokens, _ in entries], TokenizedFile)
    prints = _compact([prints for _, prints in entries], Fingerprints)
    facts = [
        text_facts(SourceFile("", language, text), lexed)
        for (text, language, _, _), lexed in zip(jobs, tokens, strict=True)
    ]
    return _Lexed(list(zip(tokens, prints, strict=True)), facts)


class Reader(Protocol):
    """A block of submissions to read where it runs (``inputs.discover.ReadBlock``)."""

    def __call__(self) -> tuple[list[Submission], list[Problem]]: ...


# A block read on a worker: its submissions without their texts, the problems met,
# each file's place among the block's entries, and the texts (when the client keeps them).
_ReadFacts = tuple[list[Submission], list[Problem], list[int], list[str] | None]


@dataclass(slots=True)
class _Read(Weighed):
    """A block read and lexed on a worker (``_read_lexed``)."""

    lexed: _Lexed
    summary: _ReadFacts

    def __sizeof__(self) -> int:
        # Its texts are weighed too (a str's characters; at least a byte each).
        return Weighed.__sizeof__(self) + sum(map(len, self.summary[3] or ()))


def _read_lexed(block: Reader, k: int, window: int, texts: bool) -> _Read:
    """``block`` read, and its files lexed (files with the same language and text once)."""
    submissions, problems = block()
    jobs, places = _jobs(submissions, k, window)
    given = [f.text for s in submissions for f in s.files] if texts else None
    light = [replace(s, files=tuple(replace(f, text="") for f in s.files)) for s in submissions]
    return _Read(_lex(jobs), (light, problems, places, given))


def _jobs(
    submissions: Sequence[Submission], k: int, window: int
) -> tuple[list[lexjob.Job], list[int]]:
    """The lexing jobs of the submissions' files (files with the same language and text
    once), and each file's job, in order."""
    jobs: list[lexjob.Job] = []
    numbers: dict[tuple[str, str], int] = {}
    places = []
    for submission in submissions:
        for f in submission.files:
            number = numbers.setdefault((f.text, f.language), len(jobs))
            if number == len(jobs):
                jobs.append((f.text, f.language, k, window))
            places.append(number)
    return jobs, places


def _lexed_of(read: _Read) -> _Lexed:
    return read.lexed


def _read_facts(read: _Read) -> _ReadFacts:
    return read.summary


def _seen(paths: list[str], cwd: str) -> str:
    """What this machine sees at ``paths`` (a relative one taken from ``cwd``): a digest
    of each one's kind, a folder's entries and a file's size (``Cluster.reads_files``)."""
    digest = hashlib.blake2b(digest_size=16)
    for given in paths:
        path = os.path.join(cwd, given)
        try:
            info = os.stat(path)
            if stat.S_ISDIR(info.st_mode):
                seen = "folder\0" + "\0".join(sorted(os.listdir(path)))
            else:
                seen = f"file {info.st_size}"
        except OSError as error:
            seen = f"error {error.errno}"
        digest.update(seen.encode("utf-8", "surrogateescape") + b"\n")
    return digest.hexdigest()


_Made = tuple["_Block", "_Locators", list[_Facts]]


def _block_of(made: _Made) -> _Block:
    return made[0]


def _locators_of(made: _Made) -> _Locators:
    return made[1]


def _facts_of(made: _Made) -> list[_Facts]:
    return made[2]


def _prepared(
    given: tuple[list[Submission], I64],
    chunks: list[_Lexed],
    settings: Settings,
    base: tuple[U64, frozenset[int]],
    sketches: bool,
) -> _Made:
    """A block of submissions prepared (``prepare.prepare``) from the lexed chunks holding
    their files: its documents, its locators and what the client keeps of each (with
    its SimHash, with ``sketches``)."""
    submissions, places = given
    block, locators, facts = _Block(), _Locators(), []
    at = 0
    for submission in submissions:
        where = places[at : at + len(submission.files)].tolist()
        at += len(submission.files)
        entries = [chunks[c].entries[i] for c, i in where]
        done = prepare(
            submission, entries, settings, base[0], base[1], [chunks[c].facts[i] for c, i in where]
        )
        block.append(done.document)
        locators.append(done.locator)
        facts.append(
            _Facts(
                files=done.files,
                problems=file_problems(submission, entries),
                base_code=done.base_code,
                document=_husk_fields(done.document),
                paths=done.locator.paths,
                sketch=sketch_of(entries).simhash if sketches else None,
            )
        )
    return _Block(_compact(block, Document)), _compact_locators(locators), facts


def _compact_locators(locators: _Locators) -> _Locators:
    """``locators`` rebuilt as views of a few arrays (``_compact``)."""
    rebuild, arguments = locators.__reduce__()
    compacted: _Locators = rebuild(*arguments)
    return compacted


_Uncommon = tuple["_Block", list[tuple[int, int, tuple[Span, ...]]]]


def _kept(done: _Uncommon) -> _Block:
    return done[0]


def _facts(done: _Uncommon) -> list[tuple[int, int, tuple[Span, ...]]]:
    return done[1]


def _uncommon(
    block: list[Document],
    locators: list[Locator],
    common: U64,
    k: int,
    string_weights: list[F64],
) -> _Uncommon:
    """A block without its common code, its strings weighed; each document's counts
    and its common-code regions."""
    kept = _Block(
        _compact(
            [
                replace(without_common(d, common, k), string_weights=w)
                for d, w in zip(block, string_weights, strict=True)
            ],
            Document,
        )
    )
    return kept, [
        (d.effective, d.distinct, locator.regions(d.common))
        for d, locator in zip(kept, locators, strict=True)
    ]


class _Block(list[Document]):
    """A block of documents that travels packed: each of the documents' arrays end to end.

    Sent as a plain list, a block of 1,000 documents is some 11,000 small
    arrays, each its own frame for Dask's comms; packed, it is one array per
    field.  Unpacked, each document's arrays are views of the field's array.
    """

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        return (_unpacked, (len(self), _columns(self, Document)))


def _unpacked(count: int, columns: dict[str, Any]) -> _Block:
    return _Block(_rows(Document, count, columns))


def _columns(items: Sequence[Any], kind: type) -> dict[str, Any]:
    """Each field of ``items`` (dataclasses of ``kind``): its arrays end to end when they
    are all 1-D of one type (``_packed``), else the list of its values."""
    columns: dict[str, Any] = {}
    for name in (f.name for f in dataclasses.fields(kind)):
        values = [getattr(item, name) for item in items]
        if values and all(
            isinstance(v, np.ndarray) and v.ndim == 1 and v.dtype == values[0].dtype for v in values
        ):
            columns[name] = _packed(values, values[0].dtype)
        else:
            columns[name] = values
    return columns


def _rows(kind: type, count: int, columns: dict[str, Any]) -> list[Any]:
    """``count`` items of ``kind`` from their ``_columns``: arrays are views of the column's."""
    fields: dict[str, Any] = {
        name: np.split(value[0], value[1]) if isinstance(value, tuple) else value
        for name, value in columns.items()
    }
    return [kind(**{name: fields[name][d] for name in fields}) for d in range(count)]


def _compact(items: Sequence[Any], kind: type) -> list[Any]:
    """``items`` rebuilt with each field's arrays as views of one array.

    What a worker builds and keeps (lexed chunks, document blocks) is
    otherwise thousands of small arrays, each its own small allocation: freed,
    they leave the process's heap fragmented, memory Dask counts as unmanaged
    and cannot spill.  A few large arrays are each their own mapping, given
    back to the system as soon as they are freed.
    """
    return _rows(kind, len(items), _columns(items, kind))


class _Locators(list[Locator]):
    """A block's locators, travelling packed as its documents do (``_Block``)."""

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        return (
            _unpacked_locators,
            (
                [locator.paths for locator in self],
                _packed([locator.file_starts for locator in self], np.int64),
                *(
                    _packed([a for locator in self for a in getattr(locator, name)], np.int32)
                    for name in ("starts", "ends", "line_starts")
                ),
            ),
        )


def _packed(arrays: list[npt.NDArray[Any]], dtype: Any) -> tuple[npt.NDArray[Any], I64]:
    """Arrays end to end, and where each but the first starts."""
    lengths = np.array([a.shape[0] for a in arrays], dtype=np.int64)
    return np.concatenate([np.zeros(0, dtype=dtype), *arrays]), np.cumsum(lengths)[:-1]


def _unpacked_locators(
    paths: list[tuple[str, ...]], *columns: tuple[npt.NDArray[Any], I64]
) -> _Locators:
    file_starts, starts, ends, line_starts = (np.split(*column) for column in columns)
    out, at = _Locators(), 0
    for number, names in enumerate(paths):
        files = slice(at, at + len(names))
        out.append(
            Locator(
                names,
                file_starts[number],
                tuple(starts[files]),
                tuple(ends[files]),
                tuple(line_starts[files]),
            )
        )
        at += len(names)
    return out


def _lost(error: BaseException) -> bool:
    """Whether ``error`` is the cluster's losing a worker or the data it held.

    The documents and pair rows are scattered from the client, so Dask cannot
    compute them again: the check cannot go on without them.
    """
    from distributed import KilledWorker
    from distributed.client import FutureCancelledError
    from distributed.comm.core import CommClosedError

    return isinstance(error, (KilledWorker, FutureCancelledError, CommClosedError))


class _Ranking:
    """One class's pairs scored on the cluster (what ``Cluster.rank`` does, step by step)."""

    def __init__(
        self,
        client: Any,
        documents: Sequence[Document],
        locators: Sequence[Locator],
        partition: int,
        settings: Settings,
        pairs: _HeldPairs,
        held: tuple[list[Any], list[Any]] | None = None,
    ) -> None:
        self.client, self.documents, self.settings = client, documents, settings
        self.pairs = pairs
        n = self.n = len(documents)
        self.partition = partition
        self.starts = list(range(0, n, partition))
        self.bounds = np.array([*self.starts, n], dtype=np.int64)
        # The blocks of documents and locators the workers hold already, else
        # one block at a time from here: the client never holds the whole class
        # pickled.
        if held is None:
            held = (
                [self._scatter(_Block(documents[s : s + partition])) for s in self.starts],
                [self._scatter(_Locators(locators[s : s + partition])) for s in self.starts],
            )
        self.blocks, self.locators = held
        # Each block laid out once (tokens end to end, seeding fingerprints
        # sorted), on the worker holding it: a pair block joins two lays.
        self.laid = [self._submit(lay, block) for block in self.blocks]

    def _submit(self, function: Any, *args: Any) -> Any:
        return self.client.submit(function, *args, pure=False)

    def _scatter(self, data: Any) -> Any:
        return self.client.scatter([data], hash=False)[0]

    def run(
        self,
        index: Index,
        focus: Sequence[int] | None,
        report: Progress,
    ) -> Ranked:
        settings, n = self.settings, self.n
        rows, counts = self.pairs.rows, self.pairs.counts
        if focus is not None:  # each block's rows involving a target
            chosen = self.client.scatter(
                np.array(focus, dtype=np.int64), broadcast=True, hash=False
            )
            rows = [self._submit(_focused, r, chosen) for r in rows]
            counts = self.client.gather([self._submit(len, r) for r in rows])
        total = sum(counts)
        # Each block's first row's place among the class's pairs.
        offsets = np.cumsum([0, *counts])[:-1].tolist()
        report("comparing", 0, total)
        every = settings.top is None and n <= LIST_ALL
        floor = settings.listed_from
        opened = self._pair_blocks(rows, counts, offsets, index)
        again = (
            self._completed(opened, rows, offsets)
            if index.pair_limit < n
            else dict.fromkeys(opened)
        )
        del rows
        pairs = {
            key: self._submit(
                _finish, state, *self._both(key), *self._both(key, self.laid), again[key],
                settings,
            )
            for key, state in opened.items()
        }  # fmt: skip
        del opened, again
        del self.laid
        weighting = settings.rarity > 0 and n >= MIN_CLASS
        weights = [self._submit(_uniform, block) for block in self.blocks]
        if weighting:
            merged = self._shuffle(_kgram_split, settings.k)
            for _ in range(ROUNDS):
                weights = self._round(pairs, weights, merged)
            del merged
        sums = self._running(weights)
        final = {
            key: self._submit(_scored, state, *self._sums(sums, key), settings)
            for key, state in pairs.items()
        }
        del sums, pairs
        reports: list[_Report] = self.client.gather(
            [self._submit(_report, state, floor, settings.threshold) for state in final.values()]
        )
        present = sum(r.present for r in reports)
        wanted = listed_count(present, sum(r.at_floor for r in reports), settings.top)
        results = self._listed(final, wanted, every)
        report("comparing", total, total)
        names = [d.name for d in self.documents]
        edges = [np.concatenate([np.zeros(0, np.int64), *(r.edges[c] for r in reports)])
                 for c in range(3)]  # fmt: skip
        similarity = np.concatenate([np.zeros(0), *(r.edges[3] for r in reports)])
        order = np.argsort(edges[0], kind="stable")
        everyone = pairs_in_scope(n, focus)
        return Ranked(
            pairs=tuple(results),
            edges=tuple(
                Edge(names[i], names[j], s)
                for i, j, s in zip(
                    edges[1][order].tolist(),
                    edges[2][order].tolist(),
                    similarity[order].tolist(),
                    strict=True,
                )
            ),
            histogram=histogram_from(
                np.sum([r.bins for r in reports], axis=0, dtype=np.int64)
                if reports
                else binned(np.zeros(0)),
                present,
                everyone,
            ),
            candidates=total,
            scope=everyone,
            compared=present,
            discounts=self._discounts(weights) if weighting else ((),) * n,
        )

    def _both(self, key: tuple[int, int], blocks: list[Any] | None = None) -> tuple[Any, Any]:
        a, b = key
        blocks = self.blocks if blocks is None else blocks
        return blocks[a], None if a == b else blocks[b]

    def _sums(self, sums: list[Any], key: tuple[int, int]) -> tuple[Any, Any]:
        a, b = key
        return sums[a], None if a == b else sums[b]

    def _pair_blocks(
        self, rows: list[Any], counts: list[int], offsets: list[int], index: Index
    ) -> dict[tuple[int, int], Any]:
        """Each pair block's first runs (a future), pair blocks in (block of i, block of j)
        order.  ``rows``: each block of first submissions' rows, where the workers hold
        them (``counts`` of them, the first at ``offsets`` among the class's)."""
        settings = self.settings
        excluded: Any = np.zeros(0, dtype=np.uint64)
        if index.pair_limit < index.common_limit and any(counts):
            # Fingerprints held more widely than the pairing limit seed nothing; a
            # pair block knows only its own holders: the class's come from a shuffle.
            over = self.client.gather(
                [self._submit(_over, m, index.pair_limit) for m in self._shuffle(_kept_split)]
            )
            excluded = self.client.scatter(
                np.concatenate([excluded, *over]), broadcast=True, hash=False
            )
        # Each block of first submissions' rows cut by block of second, on its worker.
        cut = {
            a: self._submit(_by_second, r, offset, a, self.partition, self.n)
            for a, (r, count, offset) in enumerate(zip(rows, counts, offsets, strict=True))
            if count
        }
        seconds = self.client.gather([self._submit(sorted, c) for c in cut.values()])
        out: dict[tuple[int, int], Any] = {}
        for (a, pieces), blocks_b in zip(cut.items(), seconds, strict=True):
            for b in blocks_b:
                rows_of = self._submit(operator.getitem, pieces, b)
                out[(a, b)] = self._submit(_open, *self._both((a, b), self.laid), rows_of,
                                           settings, index.pair_limit, excluded)  # fmt: skip
        return out

    def _completed(
        self, pairs: dict[tuple[int, int], Any], rows: list[Any], offsets: list[int]
    ) -> dict[tuple[int, int], Any]:
        """Which pairs of each pair block are found again from every fingerprint
        (``completion``, and the rings' rows, found again whatever their first runs give)."""
        # Each pair block's most similar, then the most similar of those, by a tree
        # on the workers: the client takes one answer of at most the chosen number
        # (not that number from every pair block).
        found = self._tree(
            [self._submit(_to_complete, state, self.n) for state in pairs.values()],
            _most_similar, self.n,
        )  # fmt: skip
        places = self.client.gather(found)[0] if found else np.zeros(0, np.int64)
        rings = self.client.gather(
            [self._submit(_ring_places, r, offset) for r, offset in zip(rows, offsets, strict=True)]
        )
        chosen = np.union1d(
            places,
            np.concatenate([np.zeros(0, np.int64), *rings]),
        )
        shared = self.client.scatter(chosen, broadcast=True, hash=False)
        return {key: self._submit(_again, state, shared) for key, state in pairs.items()}

    def _tree(self, answers: list[Any], combine: Any, *arguments: Any) -> Any:
        """``answers`` combined ``FAN_IN`` at a time on the workers, in order, until one is
        left (a future; None for no answers): ``combine(*arguments, *some)``."""
        while len(answers) > 1:
            answers = [
                self._submit(combine, *arguments, *answers[s : s + FAN_IN])
                for s in range(0, len(answers), FAN_IN)
            ]
        return answers[0] if answers else None

    def _shuffle(self, split: Any, *extra: Any) -> list[Any]:
        """Postings made per document block by ``split``, merged per hash range (as the index)."""
        ranges = len(self.starts)
        pieces = [
            self._submit(split, block, first, self.n, ranges, *extra)
            for block, first in zip(self.blocks, self.starts, strict=True)
        ]
        return [
            self._submit(_merge, *[self._submit(operator.getitem, s, r) for s in pieces])
            for r in range(ranges)
        ]

    def _running(self, weights: list[Any]) -> list[Any]:
        """Each block's slice of the running sum of weights: a chain, block after block."""
        sums, start = [], 0.0
        for w in weights:
            sums.append(self._submit(_running, w, start))
            start = self._submit(_end, sums[-1])
        return sums

    def _round(
        self, pairs: dict[tuple[int, int], Any], weights: list[Any], merged: list[Any]
    ) -> list[Any]:
        """One round of ``rarity.weigh``: similarity under the weights, then new weights."""
        sums = self._running(weights)
        similar = {
            key: self._submit(_similarity, state, *self._sums(sums, key), self.settings)
            for key, state in pairs.items()
        }
        each_blocks = [
            self._submit(
                _each, first, int(self.bounds[c + 1]) - first,
                [similar[key] for key in sorted(similar) if key[0] == c],
                [similar[key] for key in sorted(similar) if key[1] == c],
            )
            for c, first in enumerate(self.starts)
        ]  # fmt: skip
        each = np.concatenate([np.zeros(0), *self.client.gather(each_blocks)])
        total = float(each.sum())
        shared = self.client.scatter(each, broadcast=True, hash=False)
        by_range = [
            self._submit(_range_weights, m, shared, total, self.settings.rarity, self.bounds)
            for m in merged
        ]
        return [
            self._submit(_block_weights, block, self.settings.k,
                         *[self._submit(operator.getitem, r, c) for r in by_range])
            for c, block in enumerate(self.blocks)
        ]  # fmt: skip

    def _listed(
        self,
        final: dict[tuple[int, int], Any],
        wanted: int,
        every: bool,
    ) -> list[PairResult]:
        """The listed pairs with their fragments, most similar first (then, when every pair
        is listed, the others' scores in the class's pair order)."""
        # Each pair block's first in listing order, then the first of those, by a tree on
        # the workers: the client takes the listed pairs' places (not up to ``wanted``
        # rows from every pair block).
        best = self._tree(
            [self._submit(_best, state, wanted) for state in final.values()], _first, wanted
        )
        listed = self.client.gather(best)[0] if best else np.zeros(0, np.int64)
        results: dict[int, PairResult] = {}
        rest: list[tuple[int, PairResult]] = []
        jobs, places = [], []
        shared = self.client.scatter(np.sort(listed), broadcast=True, hash=False)
        theirs = self.client.gather(
            [self._submit(_mine, state, shared) for state in final.values()]
        )
        for (key, state), (mine, at) in zip(final.items(), theirs, strict=True):
            if mine.size:
                jobs.append(
                    self._submit(_pieces, state, *self._both(key),
                                 *self._both(key, self.locators), mine, self.settings)
                )  # fmt: skip
                places.append(at)
        for found, at in zip(self.client.gather(jobs), places, strict=True):
            results.update(zip(at.tolist(), found, strict=True))
        if every:
            jobs, places = [], []
            for key, state in final.items():
                jobs.append(self._submit(_present_rest, state, listed))
                places.append(key)
            chosen = self.client.gather(jobs)
            summaries = [
                self._submit(_summaries, final[key], *self._both(key), mine, self.settings)
                for key, (mine, _) in zip(places, chosen, strict=True)
            ]
            for found, (_, at) in zip(self.client.gather(summaries), chosen, strict=True):
                rest.extend(zip(at.tolist(), found, strict=True))
        return [results[r] for r in listed.tolist()] + [
            p for _, p in sorted(rest, key=lambda x: x[0])
        ]

    def _discounts(self, weights: list[Any]) -> tuple[tuple[Discount, ...], ...]:
        found = self.client.gather(
            [
                self._submit(_discounted, block, locators, w, self.n, self.settings.k)
                for block, locators, w in zip(self.blocks, self.locators, weights, strict=True)
            ]
        )
        return tuple(d for block in found for d in block)


class DaskLexing:
    """``Lexing``'s job on the cluster: files in as read, their entries kept on the workers.

    Files with the same language and content are lexed once, as locally.
    Every chunk of ``CHUNK`` files is sent as soon as it is full, and its
    entries (with each file's ``TextFacts``) stay on the workers: ``placed``
    says where each file's are, for ``Cluster.prepare``, and ``taken`` lets
    them go once the blocks built from them no longer need them; only the
    files asked for by ``entries`` (the base code) come to the client.
    Without ``texts``, ``add`` returns the files without their texts, for the
    caller to keep instead: the client holds no file's text once its chunk
    is sent (a file given with its text is found by its content).  A
    ``spool`` given then keeps the texts on disk, to be read back
    (``TextSpool.text``).
    """

    def __init__(
        self,
        client: Any,
        settings: Settings,
        texts: bool = True,
        spool: TextSpool | None = None,
    ) -> None:
        self._client = client
        self._settings = settings
        self._texts = texts
        self.spool = spool if not texts else None
        self._placed: dict[bytes, tuple[Any, int]] = {}  # its chunk's future, its place there
        self._keys: dict[int, tuple[SourceFile, bytes]] = {}
        self._uses: Counter[bytes] = Counter()
        self._pending: dict[bytes, lexjob.Job] = {}  # not in a chunk yet
        self._read = 0  # blocks read and lexed on the workers (``hold``)

    def __enter__(self) -> DaskLexing:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        for future, _ in self._placed.values():
            future.cancel()
        self._placed.clear()

    def add(self, files: Sequence[SourceFile]) -> list[SourceFile] | None:
        """Queue files; each full chunk goes to the workers.

        Without ``texts``: the files without their texts, to keep instead.
        """
        k, window = self._settings.k, self._settings.window
        kept = []
        for f in files:
            key = cache_key(f.text, f.language, k, window)
            if not self._texts:
                f_kept = self.spool.keep(f) if self.spool else replace(f, text="")
                kept.append(f_kept)
                self._keys[id(f_kept)] = (f_kept, key)
            else:
                self._keys[id(f)] = (f, key)
            self._uses[key] += 1
            # An entry is let go once the blocks built so far no longer need it
            # (``taken``): a file added later with the same content is lexed again.
            if key not in self._placed and key not in self._pending:
                self._pending[key] = (f.text, f.language, k, window)
        while len(self._pending) >= CHUNK:
            self._send(CHUNK)
        return None if self._texts else kept

    def finish(self) -> None:
        """Every file is added: the last chunk is sent."""
        self._send(len(self._pending))

    def _send(self, count: int) -> None:
        if count == 0:
            return
        keys = list(itertools.islice(self._pending, count))
        jobs = [self._pending.pop(key) for key in keys]
        # The texts go to a worker as data, not as the task's arguments: the scheduler
        # would keep those (Dask's lineage) for as long as the entries are held.
        data = self._client.scatter([jobs], hash=False)[0]
        future = self._client.submit(_lex, data, pure=False)
        for at, key in enumerate(keys):
            self._placed[key] = (future, at)

    def hold(self, files: Sequence[SourceFile], chunk: Any, places: Sequence[int]) -> None:
        """Files lexed where they were read (``Cluster.read``): each one's entry is the
        one at its place in ``places`` of the chunk (a future of ``_Lexed``)."""
        self._read += 1
        for f, at in zip(files, places, strict=True):
            key = b"read %d %d" % (self._read, at)
            self._keys[id(f)] = (f, key)
            self._uses[key] += 1
            self._placed[key] = (chunk, at)

    def placed(self, files: Sequence[SourceFile]) -> list[tuple[Any, int]]:
        """Where each file's entry is kept: its chunk's future and its place there."""
        self.finish()
        return [self._placed[self._key(f)] for f in files]

    def taken(self, files: Sequence[SourceFile]) -> None:
        """A block was built from ``files`` (``placed``): each entry no file added so far
        still needs is let go (its chunk, once none of its entries is needed)."""
        for f in files:
            key = self._key(f)
            self._keys.pop(id(f), None)
            self._uses[key] -= 1
            if self._uses[key] <= 0:
                del self._uses[key]
                self._placed.pop(key, None)

    def release(self) -> None:
        """The client lets the kept chunks go: the workers drop each once no task needs it."""
        self._placed.clear()

    def _key(self, f: SourceFile) -> bytes:
        known = self._keys.get(id(f))
        if known is not None and known[0] is f:
            return known[1]
        if not self._texts:  # given with its text (the base code): found by its content
            key = cache_key(f.text, f.language, self._settings.k, self._settings.window)
            if key in self._placed:
                return key
        raise ValueError(f"{f.path}: entries() asked for a file never added")

    def entries(
        self, files: Sequence[SourceFile], progress: Progress | None = None
    ) -> Iterator[Entry]:
        """The entry of each file (added before), in the order given: each chunk's entries
        taken from its worker once, and kept there."""
        self.finish()
        gathered: dict[int, list[Entry]] = {}
        for f in files:
            future, at = self._placed[self._key(f)]
            if id(future) not in gathered:
                gathered[id(future)] = future.result().entries
            yield gathered[id(future)][at]


@dataclass(frozen=True, slots=True)
class _Summary:
    """One hash range's holder counts."""

    distinct: int
    common: U64  # fingerprints held by more than the common limit, sorted
    values: I64  # holders of shared, not common fingerprints ...
    number: I64  # ... and how many fingerprints have that many


def _block_split(block: list[Document], first: int, size: int, ranges: int) -> list[Postings]:
    """``_split`` of a block of documents the worker holds."""
    return _split([d.fp_hashes for d in block], first, size, ranges)


def _fingerprints(block: list[Document], numbers: I64) -> list[U64]:
    """The fingerprints of the block's documents at ``numbers`` (counted in the block)."""
    return [block[number].fp_hashes for number in numbers.tolist()]


def _split(fingerprints: list[U64], first: int, size: int, ranges: int) -> list[Postings]:
    """A partition's postings, cut into ``ranges`` equal ranges of hash values."""
    hashes, owners = postings(fingerprints, first, size)
    # Hashes are uniform over 64 bits: the top 32 bits scaled give the range.
    which = ((hashes >> np.uint64(32)) * np.uint64(ranges)) >> np.uint64(32)
    bounds = np.searchsorted(which, np.arange(ranges + 1, dtype=np.uint64))
    return [(hashes[lo:hi], owners[lo:hi]) for lo, hi in itertools.pairwise(bounds.tolist())]


def _merge(*pieces: Postings) -> Postings:
    """One hash range's postings from every partition's piece (given in partition order)."""
    return merge_postings(
        np.concatenate([h for h, _ in pieces]), np.concatenate([o for _, o in pieces])
    )


def _summary(merged: Postings, common_limit: int) -> _Summary:
    hashes, _ = merged
    group_starts, counts = sorted_groups(hashes)
    shared = (counts >= 2) & (counts <= common_limit)
    values, number = np.unique(counts[shared], return_counts=True)
    return _Summary(
        distinct=int(group_starts.shape[0]),
        common=hashes[group_starts][counts > common_limit],
        values=values.astype(np.int64),
        number=number.astype(np.int64),
    )


def _range_pairs(
    merged: Postings, common_limit: int, pair_limit: int, size: int
) -> tuple[I64, int, Signatures]:
    """A hash range's candidate pairs, fingerprints above the pairing limit, their signatures."""
    hashes, owners = merged
    group_starts, counts = sorted_groups(hashes)
    shared = (counts >= 2) & (counts <= common_limit)
    evidence = shared & (counts <= pair_limit)
    pairs = pairs_of(owners, group_starts[evidence], counts[evidence], size)
    frequent = shared & ~evidence
    above = np.repeat(frequent, counts)
    return (
        pairs,
        int(np.count_nonzero(frequent)),
        signatures(hashes[above], owners[above]),
    )


def _cut_pairs(found: tuple[I64, int, Signatures], bounds: I64) -> list[I64]:
    """A range's rows cut by the block (``bounds``) of their first submission."""
    rows = found[0]
    return np.split(rows, np.searchsorted(rows[:, 0], bounds[1:-1], side="left"))


def _frequent(found: tuple[I64, int, Signatures]) -> int:
    """A range's count of fingerprints above the pairing limit."""
    return found[1]


def _cut_signatures(found: tuple[I64, int, Signatures], bounds: I64) -> list[Signatures]:
    """A range's rings' signatures cut by the block (``bounds``) of their submission."""
    who, rows, held = found[2]
    cuts = np.searchsorted(who, bounds[1:-1], side="left")
    return list(zip(np.split(who, cuts), np.split(rows, cuts), np.split(held, cuts), strict=True))


def _combined(pieces: list[Signatures], first: int, size: int) -> tuple[U64, I64]:
    """``rings.combine`` for the block of ``size`` submissions from ``first``."""
    return combine([(who - first, rows.copy(), held) for who, rows, held in pieces], size)


def _sum_pairs(found: Sequence[I64], size: int) -> I64:
    """Every range's (i, j, shared) rows, one row per pair with the sum, sorted by (i, j)."""
    rows = np.concatenate([*found, np.zeros((0, 3), dtype=np.int64)])
    if rows.shape[0] == 0:
        return rows
    keys = rows[:, 0] * size + rows[:, 1]
    unique, at = np.unique(keys, return_inverse=True)
    shared = np.bincount(at, weights=rows[:, 2], minlength=unique.shape[0]).astype(np.int64)
    return np.stack([unique // size, unique % size, shared], axis=1).astype(np.int64)


# --- Scoring over blocks of pairs -------------------------------------------
#
# The class's documents are cut into blocks of ``partition`` submissions;
# the candidate pairs into pair blocks (block of i, block of j).  A pair
# block's task holds its two document blocks and its pairs' runs; the
# document blocks' tasks hold their token weights; the k-grams' holders are
# shuffled by hash range as the index's fingerprints are.  Every float is
# summed in the order the local engine sums it (docs/scale.md), so the
# scores are the local engine's, bit for bit.


@dataclass(frozen=True, slots=True)
class _Pairs(Weighed):
    """One pair block on a worker: its pairs (numbered locally) and what is known of them."""

    numbers: I64  # each local document's number in the class (-1: the spacer)
    positions: I64  # each pair's row among the class's candidate pairs
    first: FirstRuns | None = None
    scored: ScoredPairs | None = None
    layout: Layout | None = None
    # Per pair: the share of rare strings the two hold (``literals.shared``).
    strings: F64 | None = None
    # What the scores read of the documents besides the runs: where each
    # document and each of its files starts.  Kept with the runs, so the
    # scoring passes need the document blocks no more (nor their copies).
    places: _Places | None = None


@dataclass(frozen=True, slots=True)
class _Places(Weighed):
    """A pair block's documents' token places (``Scoring.offsets`` and its per-file view)."""

    offsets: I64
    files: I64
    file_ends: I64
    file_counts: I64

    def scoring(self, settings: Settings, cumulative: F64) -> Scoring:
        """A scoring of these documents under the weights whose running sum is ``cumulative``:
        scores and the per-file view read nothing else (merging was done with the tokens)."""
        bare = replace(
            _scoring([], settings),
            offsets=self.offsets,
            files=self.files,
            file_ends=self.file_ends,
            file_counts=self.file_counts,
        )
        return bare.summed(cumulative)


@dataclass(frozen=True, slots=True)
class _Weights(Weighed):
    """One document block's token weights and holder counts."""

    weights: tuple[F64, ...]
    holders: tuple[I32, ...]


@dataclass(frozen=True, slots=True)
class _Report:
    """What the client needs of a pair block's final scores."""

    present: int  # pairs sharing a run of k tokens
    at_floor: int  # of them, at or above the listing floor (``Settings.listed_from``)
    bins: I64  # their histogram bins
    edges: tuple[I64, I64, I64, F64]  # at or above the threshold: row, i, j, similarity


def _spacer() -> Document:
    """A document of one ignored token set between two blocks of a pair block's documents:
    each block's running sum of weights keeps its own end and start."""
    one = np.zeros(1, dtype=np.int32)
    return Document(
        name="",
        tokens=np.zeros(1, dtype=np.uint64),
        file_starts=np.array([0, 1], dtype=np.int64),
        fp_hashes=np.zeros(0, dtype=np.uint64),
        fp_positions=np.zeros(0, dtype=np.int64),
        base=np.zeros(1, dtype=np.bool_),
        common=np.zeros(1, dtype=np.bool_),
        ignored=np.ones(1, dtype=np.bool_),
        seg_lo=one,
        seg_hi=one + 1,
    )


# The spacer's locator, between a pair block's two blocks of locators.
_NO_FILES = Locator((), frozen_array(np.zeros(1, dtype=np.int64)), (), (), ())


def _local(block_a: list[Document], block_b: list[Document] | None) -> list[Document]:
    return block_a if block_b is None else [*block_a, _spacer(), *block_b]


def _scoring(documents: list[Document], settings: Settings) -> Scoring:
    return Scoring.of(
        documents, uniform(documents), settings.metric, settings.merge_gap, settings.merge_run
    )


def _open(
    laid_a: Laid,
    laid_b: Laid | None,
    pairs: tuple[I64, I64, I64],
    settings: Settings,
    pair_limit: int,
    excluded: U64,
) -> _Pairs:
    """A pair block's first runs (``compare.first_runs``) over its two blocks' lays joined
    (``runs.joined``, as ``lay(_local(a, b))``); ``pairs``: each local document's number
    in the class, the pairs' rows (numbered locally), their places in the class's."""
    numbers, rows, positions = pairs
    laid = joined(laid_a, laid_b, across=True)
    first = first_runs(laid, rows, settings.k, settings.window, pair_limit, excluded)
    return _Pairs(numbers, positions, first=first)


def _focused(rows: _Rows, chosen: I64) -> _Rows:
    """A block's rows that involve one of ``chosen`` (the targets)."""
    involved = member(rows.rows[:, 0], chosen) | member(rows.rows[:, 1], chosen)
    return _Rows(rows.rows[involved], rows.complete[involved])


def _by_second(
    rows: _Rows, offset: int, a: int, partition: int, n: int
) -> dict[int, tuple[I64, I64, I64]]:
    """Block ``a``'s rows (its first submissions'), whose first is the class's row
    ``offset``, cut by the block of their second submission: each pair block's local
    documents' numbers in the class, its rows numbered locally, their places in the
    class's pairs (what ``_open`` takes)."""
    found = rows.rows
    out: dict[int, tuple[I64, I64, I64]] = {}
    if found.shape[0] == 0:
        return out
    block_of_j = found[:, 1] // partition
    order = np.argsort(block_of_j, kind="stable")
    cuts = np.flatnonzero(np.diff(block_of_j[order])) + 1
    first_a = a * partition
    size_a = min(partition, n - first_a)
    for places in np.split(order, cuts):
        b = int(block_of_j[places[0]])
        first_b = b * partition
        numbers = np.arange(first_a, first_a + size_a, dtype=np.int64)
        local = found[places].copy()
        local[:, 0] -= first_a
        if a == b:
            local[:, 1] -= first_a
        else:
            size_b = min(partition, n - first_b)
            numbers = np.concatenate(
                (numbers, [-1], np.arange(first_b, first_b + size_b, dtype=np.int64))
            )
            local[:, 1] += size_a + 1 - first_b
        out[b] = (numbers, local, places.astype(np.int64) + offset)
    return out


def _ring_places(rows: _Rows, offset: int) -> I64:
    """The places among the class's pairs of a block's rings' rows."""
    return np.flatnonzero(rows.complete).astype(np.int64) + offset


def _again(pairs: _Pairs, chosen: I64) -> I64:
    """The block's pairs among ``chosen`` (places in the class's pairs, sorted)."""
    return np.flatnonzero(member(pairs.positions, chosen))


def _mine(pairs: _Pairs, listed: I64) -> tuple[I64, I64]:
    """The block's pairs among ``listed`` (sorted): local places, places in the class's."""
    mine = _again(pairs, listed)
    return mine, pairs.positions[mine]


def _to_complete(pairs: _Pairs, submissions: int) -> tuple[I64, F64]:
    """The block's pairs that may be scored again (rows in the class, similarity)."""
    assert pairs.first is not None
    positions = pairs.positions
    similarity = pairs.first.similarity
    chosen = completion(similarity, positions, submissions)
    return positions[chosen], similarity[chosen]


def _most_similar(submissions: int, *found: tuple[I64, F64]) -> tuple[I64, F64]:
    """Of several pair blocks' pairs that may be scored again (``_to_complete``), those the
    class's choice may take (``completion``): the most similar of each part are the
    most similar of the whole."""
    places = np.concatenate([np.zeros(0, np.int64), *(r for r, _ in found)])
    similarity = np.concatenate([np.zeros(0), *(s for _, s in found)])
    chosen = completion(similarity, places, submissions)
    return places[chosen], similarity[chosen]


def _finish(
    pairs: _Pairs,
    block_a: list[Document],
    block_b: list[Document] | None,
    laid_a: Laid,
    laid_b: Laid | None,
    again: I64 | None,
    settings: Settings,
) -> _Pairs:
    """The block's scored pairs and their runs' layout (``compare.finish_pairs``), from the
    two blocks and their lays (tokens and segments end to end, as ``_local`` lays them)."""
    assert pairs.first is not None
    documents = _local(block_a, block_b)
    if again is not None and again.size:  # the pairs found again are seeded from the lays
        laid = joined(laid_a, laid_b, across=block_b is not None)
        corpus = laid.corpus
    else:
        laid, corpus = None, joined_corpus(laid_a.corpus, None if laid_b is None else laid_b.corpus)
    scored = finish_pairs(documents, pairs.first, again, settings.k, settings.window, laid)
    # What ``_scoring(documents, settings)`` gives the layout, from the lays.
    files, file_ends, file_counts = file_places(documents, corpus.offsets)
    scoring = replace(_scoring([], settings), offsets=corpus.offsets, segment=corpus.seg_lo,
                      tokens=corpus.tokens, files=files, file_ends=file_ends,
                      file_counts=file_counts)  # fmt: skip
    places = _Places(scoring.offsets, files, file_ends, file_counts)
    return _Pairs(
        pairs.numbers,
        pairs.positions,
        scored=scored,
        layout=scoring.layout(scored),
        strings=pair_strings(documents, scored.i, scored.j, scored.matched),
        places=places,
    )


def _scoring_of(pairs: _Pairs, sum_a: F64, sum_b: F64 | None, settings: Settings) -> Scoring:
    assert pairs.places is not None
    cumulative = sum_a if sum_b is None else np.concatenate((sum_a, sum_b))
    return pairs.places.scoring(settings, cumulative)


def _similarity(
    pairs: _Pairs, sum_a: F64, sum_b: F64 | None, settings: Settings
) -> tuple[I64, I64, F64]:
    """The block's pairs (numbered in the class) and their average similarity under the
    weights whose running sums are given."""
    assert pairs.scored is not None and pairs.layout is not None
    # The avg metric alone, as the local engine's rounds (``Scoring.average``).
    avg = _scoring_of(pairs, sum_a, sum_b, settings).average(pairs.scored, pairs.layout)
    scored = pairs.scored
    low, high = np.minimum(scored.i, scored.j), np.maximum(scored.i, scored.j)
    return pairs.numbers[low], pairs.numbers[high], avg


def _scored(pairs: _Pairs, sum_a: F64, sum_b: F64 | None, settings: Settings) -> _Pairs:
    """The block's pairs with their final scores (``scoring.rescored``)."""
    assert pairs.scored is not None and pairs.layout is not None
    assert pairs.strings is not None
    scoring = _scoring_of(pairs, sum_a, sum_b, settings)
    scores = pair_scores(
        scoring, pairs.scored, pairs.layout, pairs.strings, settings.file_view, settings.strings
    )
    scored = replace(pairs.scored, similarity=scores.of(settings.metric), scores=scores)
    return replace(pairs, scored=scored)


def _report(pairs: _Pairs, floor: float, threshold: float) -> _Report:
    assert pairs.scored is not None
    positions = pairs.positions
    scored = pairs.scored
    present = scored.matched > 0
    similarity = scored.similarity[present]
    edge = np.flatnonzero(scored.similarity >= threshold)
    return _Report(
        present=int(np.count_nonzero(present)),
        at_floor=int(np.count_nonzero(similarity >= floor)),
        bins=binned(similarity),
        edges=(
            positions[edge],
            pairs.numbers[scored.i[edge]],
            pairs.numbers[scored.j[edge]],
            scored.similarity[edge],
        ),
    )


def _best(pairs: _Pairs, wanted: int) -> tuple[I64, F64, I64, I64, I64]:
    """The block's ``wanted`` first pairs in listing order: rows, similarity, tokens, i, j."""
    assert pairs.scored is not None
    positions = pairs.positions
    scored = pairs.scored
    present = np.flatnonzero(scored.matched > 0)
    i, j = pairs.numbers[scored.i[present]], pairs.numbers[scored.j[present]]
    order = present[listing_order(scored.similarity[present], scored.matched[present], i, j)]
    order = order[:wanted]
    return (
        positions[order],
        scored.similarity[order],
        scored.matched[order],
        pairs.numbers[scored.i[order]],
        pairs.numbers[scored.j[order]],
    )


def _first(wanted: int, *found: tuple[I64, F64, I64, I64, I64]) -> tuple[I64, F64, I64, I64, I64]:
    """Of several pair blocks' first pairs in listing order (``_best``), the ``wanted``
    first of them all: the first of each part are the first of the whole."""
    rows, similarity, matched, i, j = (
        np.concatenate([empty, *(b[c] for b in found)])
        for c, empty in enumerate(
            [np.zeros(0, np.int64), np.zeros(0), *[np.zeros(0, np.int64)] * 3]
        )
    )
    order = listing_order(similarity, matched, i, j)[:wanted]
    return rows[order], similarity[order], matched[order], i[order], j[order]


def _pieces(
    pairs: _Pairs,
    block_a: list[Document],
    block_b: list[Document] | None,
    locators_a: list[Locator],
    locators_b: list[Locator] | None,
    chosen: I64,
    settings: Settings,
) -> list[PairResult]:
    """The listed pairs' results, with their fragments."""
    assert pairs.scored is not None
    documents = _local(block_a, block_b)
    # Fragments merge runs over the pairs' own tokens alone (the weights play
    # no part): the other documents stand aside, a token each, uncopied.
    involved = np.zeros(len(documents), dtype=np.bool_)
    involved[pairs.scored.i[chosen]] = involved[pairs.scored.j[chosen]] = True
    aside = _spacer()
    documents = [d if kept else aside for d, kept in zip(documents, involved.tolist(), strict=True)]
    scored = replace(pairs.scored, scoring=_scoring(documents, settings))
    found = scored.pieces(chosen.tolist())
    # Numbered in the pair block, which keeps the class's order of i and j.
    locators = locators_a if locators_b is None else [*locators_a, _NO_FILES, *locators_b]
    subset = scored.take(chosen, np.arange(len(documents), dtype=np.int64))
    return subset.results(documents, locators, range(len(found)), found)


def _present_rest(pairs: _Pairs, listed: I64) -> tuple[I64, I64]:
    """The block's pairs sharing code but not listed: local places, rows in the class."""
    assert pairs.scored is not None
    positions = pairs.positions
    present = np.flatnonzero(pairs.scored.matched > 0)
    rest = present[~member(positions[present], np.sort(listed))]
    return rest, positions[rest]


def _summaries(
    pairs: _Pairs,
    block_a: list[Document],
    block_b: list[Document] | None,
    chosen: I64,
    settings: Settings,
) -> list[PairResult]:
    assert pairs.scored is not None
    documents = _local(block_a, block_b)
    # The longest fragment is merged runs' (weights play no part); every pair listed
    # without fragments is in a class of at most LIST_ALL, so its blocks are small.
    scored = replace(pairs.scored, scoring=_scoring(documents, settings))
    return scored.summaries(documents, chosen.tolist())


def _kept_split(documents: list[Document], first: int, size: int, ranges: int) -> list[Postings]:
    """A block's fingerprints outside ignored code (those that seed runs), cut by hash range."""
    kept = [d.fp_hashes[~d.ignored[d.fp_positions]] for d in documents]
    return _split(kept, first, size, ranges)


def _kgram_split(
    documents: list[Document], first: int, size: int, ranges: int, k: int
) -> list[Postings]:
    """A block's k-grams (every one, as rarity counts them), cut by hash range."""
    return _split([kgram_hashes(np.asarray(d.tokens), k) for d in documents], first, size, ranges)


def _over(merged: Postings, limit: int) -> U64:
    """A range's hashes held by more than ``limit`` submissions."""
    hashes, _ = merged
    starts, counts = sorted_groups(hashes)
    return hashes[starts[counts > limit]]


def _uniform(documents: list[Document]) -> _Weights:
    flat = uniform(documents)
    return _Weights(flat.weights, flat.holders)


def _running(weights: _Weights, start: float) -> F64:
    """A block's slice of the class's running sum of weights, from the previous block's end."""
    return running_sum(weights.weights, start)


def _end(running: F64) -> float:
    return float(running[-1])


def _each(
    first: int,
    size: int,
    as_i: Sequence[tuple[I64, I64, F64]],
    as_j: Sequence[tuple[I64, I64, F64]],
) -> F64:
    """How much each submission of a block counts as a holder (``rarity.closeness``).

    ``as_i``: the pair blocks where the block's submissions are i, in order of
    the other block; ``as_j`` likewise: each submission's pairs come in the
    class's pair order, so its sum is the local engine's.
    """
    none = np.zeros(0, dtype=np.int64)
    pairs_i = np.concatenate([none, *(i for i, _, _ in as_i)]) - first
    pairs_j = np.concatenate([none, *(j for _, j, _ in as_j)]) - first
    similarity_i = np.concatenate([np.zeros(0), *(s for _, _, s in as_i)])
    similarity_j = np.concatenate([np.zeros(0), *(s for _, _, s in as_j)])
    near = closeness(size, pairs_i, similarity_i, pairs_j, similarity_j)
    each: F64 = 1.0 / near
    return each


def _range_weights(
    merged: Postings, each: F64, total: float, zero_at: float, bounds: I64
) -> list[tuple[U64, F64, I64]]:
    """A hash range's k-gram weights and holder counts, cut by the document blocks holding them.

    ``bounds``: each block's first submission, and the class's size at the end.
    """
    hashes, owners = merged
    starts, counts = sorted_groups(hashes)
    group = np.repeat(np.arange(starts.shape[0], dtype=np.int64), counts)
    share = held_share(group, owners, int(starts.shape[0]), each, total)
    weight = kgram_weights(share, counts.astype(np.int64), zero_at)
    block = np.searchsorted(bounds, owners, side="right") - 1
    order = np.argsort(block, kind="stable")  # by block, k-grams still in hash order
    by_block, groups = block[order], group[order]
    new = np.ones(groups.shape[0], dtype=np.bool_)
    new[1:] = (groups[1:] != groups[:-1]) | (by_block[1:] != by_block[:-1])
    by_block, groups = by_block[new], groups[new]
    cuts = np.searchsorted(by_block, np.arange(bounds.shape[0]))
    return [
        (hashes[starts[g]], weight[g], counts[g].astype(np.int64))
        for g in (groups[lo:hi] for lo, hi in itertools.pairwise(cuts.tolist()))
    ]


def _block_weights(documents: list[Document], k: int, *pieces: tuple[U64, F64, I64]) -> _Weights:
    """A block's token weights from its k-grams' weights (every range's piece, in range order)."""
    hashes = np.concatenate([np.zeros(0, dtype=np.uint64), *(h for h, _, _ in pieces)])
    weight = np.concatenate([np.zeros(0), *(w for _, w, _ in pieces)])
    counts = np.concatenate([np.zeros(0, dtype=np.int64), *(c for _, _, c in pieces)])
    weights, holders = [], []
    for document in documents:
        at = np.searchsorted(hashes, kgram_hashes(np.asarray(document.tokens), k))
        weights.append(token_weights(document, weight[at], k))
        holders.append(token_holders(document, counts[at], k))
    return _Weights(tuple(weights), tuple(holders))


def _discounted(
    documents: list[Document],
    locators: list[Locator],
    weights: _Weights,
    submissions: int,
    k: int,
) -> list[tuple[Discount, ...]]:
    """Each document's regions that rarity weighting discounted."""
    rarity = Rarity(weights.weights, weights.holders, submissions)
    return [
        discounts_at(discounted(rarity, number, d, k), locator, submissions)
        for number, (d, locator) in enumerate(zip(documents, locators, strict=True))
    ]
