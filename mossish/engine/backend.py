"""Where a run lexes, builds and keeps its documents: this machine, or a cluster.

``pipeline.py`` calls the stages in order over one ``Backend``.  ``Local`` is
this machine: files lexed by this process's worker pool (with the cache),
documents built and kept here, the engine's tasks run by an in-process
executor.  ``mossish.dask.cluster.Cluster`` is the other one: the workers
lex, build and keep the documents, and the same kernels run as Dask tasks.
Every method answers what the pipeline asks; none changes a result.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from mossish.engine.cache import FingerprintCache
from mossish.engine.executor import Executor, InProcess
from mossish.engine.lexing import EntrySource, Lexing, Progress
from mossish.engine.prepare import PreparedClass, prepare_class
from mossish.model import U64, Inputs, Problem, SourceFile, Submission
from mossish.settings import Settings


class Feed(Protocol):
    """Where discovery hands what it reads: each file list, then each submission."""

    def read(self, files: Sequence[SourceFile]) -> Sequence[SourceFile] | None: ...

    def add(self, submission: Submission) -> None: ...


class Backend(Protocol):
    """What the pipeline asks of where it runs (``Local`` or a Dask ``Cluster``)."""

    @property
    def partition(self) -> int | None: ...

    @property
    def executor(self) -> Executor: ...

    def lexing(self, settings: Settings, texts: bool = True) -> Any: ...

    def building(self, settings: Settings, lexing: EntrySource, sketches: bool = False) -> Feed: ...

    def reads_files(self, paths: Sequence[str]) -> bool: ...

    def read(
        self, base: Any, blocks: Any, settings: Settings, in_order: bool
    ) -> tuple[list[Submission], list[Problem]]: ...

    def spool(self, lexing: Any) -> Any: ...

    def prepare(
        self,
        inputs: Inputs,
        settings: Settings,
        report: Progress,
        lexing: EntrySource,
        sketch: Sequence[int],
    ) -> PreparedClass: ...

    def without_common(self, lexed: PreparedClass, common: U64, k: int) -> PreparedClass: ...

    def held(self, names: Sequence[str]) -> Any: ...

    def held_blocks(self, let_go: bool = False) -> tuple[list[Any], list[Any]] | None: ...


class _Direct:
    """Discovery's files go straight to the lexing pool; submissions need nothing more."""

    def __init__(self, add_files: Callable[[Sequence[SourceFile]], Any]) -> None:
        self._add_files = add_files

    def read(self, files: Sequence[SourceFile]) -> Sequence[SourceFile] | None:
        self._add_files(files)
        return None

    def add(self, submission: Submission) -> None:
        return None


class Local:
    """This machine: the lexing pool here (with ``cache``), documents kept here, the
    engine's tasks run by ``executor`` (in this process, one block, by default)."""

    partition: int | None = None

    def __init__(
        self, cache: FingerprintCache | None = None, executor: Executor | None = None
    ) -> None:
        self.cache = cache
        self._executor = executor or InProcess()

    @property
    def executor(self) -> Executor:
        return self._executor

    def lexing(self, settings: Settings, texts: bool = True) -> Lexing:
        """The worker pool; the texts stay with the submissions either way."""
        return Lexing(settings, self.cache)

    def building(self, settings: Settings, lexing: EntrySource, sketches: bool = False) -> Feed:
        assert isinstance(lexing, Lexing)
        return _Direct(lexing.add)

    def reads_files(self, paths: Sequence[str]) -> bool:
        return False  # this process reads every file itself

    def read(
        self, base: Any, blocks: Any, settings: Settings, in_order: bool
    ) -> tuple[list[Submission], list[Problem]]:
        raise NotImplementedError("a local run reads its files while discovering them")

    def spool(self, lexing: Any) -> None:
        return None  # the texts stay in memory

    def prepare(
        self,
        inputs: Inputs,
        settings: Settings,
        report: Progress,
        lexing: EntrySource,
        sketch: Sequence[int],
    ) -> PreparedClass:
        return prepare_class(inputs, settings, report, lexing, sketch)

    def without_common(self, lexed: PreparedClass, common: U64, k: int) -> PreparedClass:
        return lexed.without_common(common, k).with_string_weights()

    def held(self, names: Sequence[str]) -> None:
        return None  # the documents are here, not held elsewhere

    def held_blocks(self, let_go: bool = False) -> None:
        return None
