"""Executors: where the engine's block kernels run.

The engine cuts a class into blocks of submissions and states its work as
tasks over them (``schedule.py``): each task is a pure kernel called on
blocks of documents, hash ranges or pair blocks.  An executor runs those
tasks.  ``InProcess`` runs each one as it is submitted, in this process (a
local run; with one block it is the whole class at once); the Dask executor
(``mossish.dask``) sends them to a cluster.  Either way the same kernels
run in the same order, so the result is the same, byte for byte
(compare50's ``Executor`` and ``FauxExecutor`` are the model).

A task's arguments may be the handles other tasks returned, alone or in a
list, tuple or dict: the executor hands the task their values.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol


class Executor(Protocol):
    """Runs the engine's tasks; handles stand for their results until gathered."""

    # Submissions per block: the unit a task holds of the class.
    partition: int

    def submit(self, function: Callable[..., Any], *args: Any) -> Any:
        """A handle to ``function(*args)``, the handles among ``args`` given as values."""
        ...

    def scatter(self, data: Any, broadcast: bool = False) -> Any:
        """A handle to ``data`` (``broadcast``: every worker will read it)."""
        ...

    def gather(self, handles: Any) -> Any:
        """The value of a handle, or the values of a list of them."""
        ...


@dataclass(frozen=True, slots=True)
class Done:
    """A task run already: its value."""

    value: Any


# A class of any size is one block unless a block size is given.
ONE_BLOCK = sys.maxsize


class InProcess:
    """Each task runs in this process as it is submitted.

    ``partition``: submissions per block.  One block (the default) is the
    plain local run; smaller blocks run the cluster's schedule here, which
    tests use to check that the cut never changes the result.
    """

    def __init__(self, partition: int = ONE_BLOCK) -> None:
        if partition < 1:
            raise ValueError(f"partition must be at least 1, not {partition}")
        self.partition = partition

    def submit(self, function: Callable[..., Any], *args: Any) -> Done:
        return Done(function(*(_value(a) for a in args)))

    def scatter(self, data: Any, broadcast: bool = False) -> Done:
        return Done(data)

    def gather(self, handles: Any) -> Any:
        return _value(handles)


def _value(given: Any) -> Any:
    """``given`` with every handle in it replaced by its value (as Dask resolves a task's
    arguments: in lists, tuples and dicts; a subclass of list is data, left alone)."""
    kind = type(given)
    if kind is Done:
        return given.value
    if kind is list:
        return [_value(x) for x in given]
    if kind is tuple:
        return tuple(_value(x) for x in given)
    if kind is dict:
        return {key: _value(x) for key, x in given.items()}
    return given


def blocks_of(executor: Executor, items: Sequence[Any]) -> list[Any]:
    """``items`` (documents or locators, in class order) handed to the executor a block
    at a time."""
    size = block_size(executor, len(items))
    return [executor.scatter(list(items[s : s + size])) for s in range(0, len(items), size)]


def block_size(executor: Executor, n: int) -> int:
    """The executor's block size for a class of ``n`` (never more than the class)."""
    return min(executor.partition, max(n, 1))
