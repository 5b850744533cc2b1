"""Prior work against the documents the workers hold (``archive/prior.py``'s comparison).

The documents' fingerprints come to the client a block at a time to be looked
up in the archive, and each chunk of archived entries goes to the blocks it
is compared with, where ``ranking.compare_all`` scores them.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any

import numpy as np

from mossish.dask.building import Sent
from mossish.dask.lexing import lex_jobs
from mossish.dask.transport import Block, Locators
from mossish.engine import lexjob
from mossish.engine.index import (
    Document,
)
from mossish.engine.locator import Locator
from mossish.engine.prepare import (
    prepare_archived,
)
from mossish.engine.ranges import fingerprints_of
from mossish.engine.ranking import (
    compare_all,
)
from mossish.model import (
    I64,
    U64,
    PairResult,
    Submission,
    SubmissionInfo,
)
from mossish.settings import Settings


class HeldDocuments:
    """The class's documents where the workers hold them (``Cluster.held``), for the prior
    pass (archive/prior.py): their fingerprints come to the client a block at a time, and
    their comparisons with prior work's documents run on the workers holding them."""

    def __init__(self, client: Any, partition: int, sent: Sent, names: Sequence[str]) -> None:
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
            future = client.submit(fingerprints_of, blocks[number], numbers, pure=False)
            waiting.append((mine, future))
        if not waiting:
            return
        taken, future = waiting.popleft()
        yield dict(zip(taken, future.result(), strict=True))


_Archived = tuple["Block", "Locators", list[SubmissionInfo]]


def _prior_prepared(
    entries: list[tuple[str, Submission]], shared: tuple[U64, U64], settings: Settings
) -> _Archived:
    """Archived entries lexed (files with the same language and text once) and prepared to
    be compared with the class (``prepare.prepare_archived``), with their infos."""
    base, common = shared
    jobs, places = lex_jobs([s for _, s in entries], settings.k, settings.window)
    lexed = lexjob.run_all(jobs)
    block, locators, infos = Block(), Locators(), []
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
