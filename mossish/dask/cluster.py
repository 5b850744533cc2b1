"""The cluster: connecting to it, its memory limits, who reads the files, and the executor.

``connect`` gives a ``Cluster``: a Dask client and the class's block size
(``--dask-partition``).  Its ``executor`` runs the engine's tasks
(``engine/schedule.py``) as Dask tasks; the rest of it reads, lexes and
prepares the class on the workers, where the documents stay.
"""

from __future__ import annotations

import itertools
import os
from collections import deque
from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from types import TracebackType
from typing import Any

from mossish.dask.building import Building, Sent, kept_block, uncommon, uncommon_facts
from mossish.dask.lexing import (
    DaskLexing,
    Reader,
    lexed_of,
    read_facts,
    read_lexed,
    seen_as,
)
from mossish.dask.prior import HeldDocuments
from mossish.dask.transport import Block, Locators
from mossish.engine.index import (
    Document,
)
from mossish.engine.lexing import EntrySource, Progress
from mossish.engine.literals import weights
from mossish.engine.locator import Locator
from mossish.engine.prepare import (
    Prepared,
    PreparedClass,
)
from mossish.engine.spool import TextSpool
from mossish.errors import UsageError
from mossish.model import (
    U64,
    Inputs,
    Problem,
    SourceFile,
    Submission,
)
from mossish.settings import Settings

# Submissions per partition of the index (``--dask-partition``): a worker
# holds about this many submissions' fingerprints at once.
DEFAULT_PARTITION = 1000
# The least ``--dask-memory-limit`` a local worker is given (bytes).
MIN_MEMORY_LIMIT = 512 * 2**20
# Where the class's files are read (``--dask-read``): by the workers when they see
# them as the client does (auto), always by the workers, or by the client.
READS = ("auto", "workers", "client")


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
        self._sent: Sent | None = None  # the class's documents, when prepared there
        self._building: Building | None = None  # blocks built as discovery goes

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

    def spool(self, lexing: DaskLexing) -> TextSpool | None:
        """Where the client keeps the files' texts once sent to be lexed (None: let go)."""
        return lexing.spool

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
        mine = seen_as(list(paths), cwd)
        theirs: dict[str, str] = self.client.run(seen_as, list(paths), cwd)
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
                read_lexed, given, settings.k, settings.window, spool is not None, pure=False
            )
            waiting.append(
                (client.submit(lexed_of, done, pure=False),
                 client.submit(read_facts, done, pure=False))
            )  # fmt: skip
            del given, done
            if len(waiting) > ahead:
                take()
        while waiting:
            take()
        return submissions, problems

    def building(self, settings: Settings, lexing: EntrySource, sketches: bool = False) -> Building:
        """Where discovery sends what it reads (``read`` for its files, ``add`` for each
        submission in the class's order), so each block of documents is built on the
        workers as soon as its files are lexed; ``prepare`` builds the rest.
        ``sketches``: each submission's SimHash is worked out too (for prior work)."""
        if not isinstance(lexing, DaskLexing):
            raise TypeError("Cluster.building needs the files lexed by lexing()")
        self._building = Building(self.client, self.partition, settings, lexing, sketches)
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
        of its document (``husk_of``) and of its locator (paths and file starts).
        Only the base code's entries come to the client.  The blocks ``building``
        started as discovery went are kept.  ``sketch``: the submissions whose
        SimHash the prior pass needs (``building`` was asked for sketches).
        """
        if not isinstance(lexing, DaskLexing):
            raise TypeError("Cluster.prepare needs the files lexed by lexing()")
        wanted = set(sketch)
        building, self._building = self._building, None
        if building is None or building.lexing is not lexing:
            building = Building(self.client, self.partition, settings, lexing, bool(wanted))
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
            client.submit(uncommon, block, locators, shared, k, w, pure=False)
            for block, locators, w in zip(sent.blocks, sent.locators, given, strict=True)
        ]
        sent.blocks = [client.submit(kept_block, d, pure=False) for d in done]
        facts = client.gather([client.submit(uncommon_facts, d, pure=False) for d in done])
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

    @property
    def executor(self) -> DaskExecutor:
        """The engine's tasks on this cluster (``schedule.py``), a block of ``partition``
        submissions at a time."""
        return DaskExecutor(self.client, self.partition)

    def held_blocks(self, let_go: bool = False) -> tuple[list[Any], list[Any]] | None:
        """The blocks of documents and locators the workers hold (``prepare``, then
        ``without_common``), else None.  ``let_go``: the cluster keeps them no more
        (the ranking, their last user, holds them until it is done)."""
        sent = self._sent
        if let_go:
            self._sent = None
        return None if sent is None else (list(sent.blocks), list(sent.locators))


class DaskExecutor:
    """The engine's tasks (``executor.Executor``) on a Dask cluster: each task a Dask task,
    blocks of documents and locators sent packed (``Block``, ``Locators``)."""

    def __init__(self, client: Any, partition: int) -> None:
        self.client = client
        self.partition = partition

    def submit(self, function: Callable[..., Any], *args: Any) -> Any:
        return self.client.submit(function, *args, pure=False)

    def scatter(self, data: Any, broadcast: bool = False) -> Any:
        return self.client.scatter([_packed_block(data)], broadcast=broadcast, hash=False)[0]

    def gather(self, handles: Any) -> Any:
        return self.client.gather(handles)


def _packed_block(data: Any) -> Any:
    """A list of documents or locators as the block that travels packed, else ``data``."""
    if type(data) is list and data:
        if all(isinstance(d, Document) for d in data):
            return Block(data)
        if all(isinstance(d, Locator) for d in data):
            return Locators(data)
    return data


def _lost(error: BaseException) -> bool:
    """Whether ``error`` is the cluster's losing a worker or the data it held.

    The documents and pair rows are scattered from the client, so Dask cannot
    compute them again: the check cannot go on without them.
    """
    from distributed import KilledWorker
    from distributed.client import FutureCancelledError
    from distributed.comm.core import CommClosedError

    return isinstance(error, (KilledWorker, FutureCancelledError, CommClosedError))
