"""The class's documents built on the workers, a block at a time, where they stay.

Each block of submissions' documents and locators is built on a worker from
the lexed entries kept there (``prepare.prepare``); the client keeps their
husks and the files' facts and warnings.  Common code is removed there too
(``uncommon``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

import numpy as np

from mossish.dask.lexing import (
    DaskLexing,
    Lexed,
)
from mossish.dask.transport import Block, Locators, compact, husk_fields, husk_of
from mossish.engine.fingerprint import Entry
from mossish.engine.index import (
    Document,
    without_common,
)
from mossish.engine.lexing import Progress
from mossish.engine.locator import Locator
from mossish.engine.prepare import (
    Prepared,
    PreparedClass,
    base_files,
    base_of,
    file_problems,
    prepare,
)
from mossish.engine.sketch import sketch_of
from mossish.model import (
    F64,
    I64,
    U64,
    FileInfo,
    Inputs,
    Problem,
    SourceFile,
    Span,
    Submission,
)
from mossish.settings import Settings


class Building:
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
        self._sent = Sent()

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
    ) -> tuple[PreparedClass, Sent]:
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
                        document=husk_of(fact.document),
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


class Sent:
    """The futures of the class's documents and locators, a block of ``partition`` at a
    time, in class order, where the workers hold them (``Cluster.prepare``)."""

    def __init__(self) -> None:
        self.blocks: list[Any] = []  # futures of Block
        self.locators: list[Any] = []  # futures of Locators


@dataclass(frozen=True, slots=True)
class Facts:
    """What the client keeps of a submission prepared on a worker."""

    files: tuple[FileInfo, ...]
    problems: list[Problem]
    base_code: tuple[Span, ...]
    document: dict[str, Any]  # husk_fields (its file starts are its locator's)
    paths: tuple[str, ...]
    sketch: int | None  # its SimHash, when asked for


_Made = tuple["Block", "Locators", list[Facts]]


def _block_of(made: _Made) -> Block:
    return made[0]


def _locators_of(made: _Made) -> Locators:
    return made[1]


def _facts_of(made: _Made) -> list[Facts]:
    return made[2]


def _prepared(
    given: tuple[list[Submission], I64],
    chunks: list[Lexed],
    settings: Settings,
    base: tuple[U64, frozenset[int]],
    sketches: bool,
) -> _Made:
    """A block of submissions prepared (``prepare.prepare``) from the lexed chunks holding
    their files: its documents, its locators and what the client keeps of each (with
    its SimHash, with ``sketches``)."""
    submissions, places = given
    block, locators, facts = Block(), Locators(), []
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
            Facts(
                files=done.files,
                problems=file_problems(submission, entries),
                base_code=done.base_code,
                document=husk_fields(done.document),
                paths=done.locator.paths,
                sketch=sketch_of(entries).simhash if sketches else None,
            )
        )
    return Block(compact(block, Document)), _compact_locators(locators), facts


def _compact_locators(locators: Locators) -> Locators:
    """``locators`` rebuilt as views of a few arrays (``compact``)."""
    rebuild, arguments = locators.__reduce__()
    compacted: Locators = rebuild(*arguments)
    return compacted


_Uncommon = tuple["Block", list[tuple[int, int, tuple[Span, ...]]]]


def kept_block(done: _Uncommon) -> Block:
    return done[0]


def uncommon_facts(done: _Uncommon) -> list[tuple[int, int, tuple[Span, ...]]]:
    return done[1]


def uncommon(
    block: list[Document],
    locators: list[Locator],
    common: U64,
    k: int,
    string_weights: list[F64],
) -> _Uncommon:
    """A block without its common code, its strings weighed; each document's counts
    and its common-code regions."""
    kept = Block(
        compact(
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
