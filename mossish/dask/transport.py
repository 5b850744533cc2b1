"""How blocks travel: documents and locators packed, and the husks the client keeps.

Sent as plain lists, a block of 1,000 documents is some 11,000 small arrays,
each its own frame for Dask's comms; packed, it is one array per field.  The
client keeps of each document the workers hold a husk: its name, size and
counts, its arrays zero-stride views of the right shape.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from mossish.engine.index import (
    Document,
)
from mossish.engine.locator import Locator
from mossish.model import (
    I64,
)


def shaped(shape: tuple[int, ...], dtype: Any) -> Any:
    """An array of ``shape`` holding zeros, taking no memory (a view of one zero)."""
    return np.broadcast_to(np.zeros(1, dtype=dtype), shape)


@dataclass(frozen=True, slots=True)
class _Shape:
    """An array's shape and type, without its values."""

    shape: tuple[int, ...]
    dtype: str


# What a document's husk keeps whole: everything else is a shape.
_HUSK_KEEPS = ("name", "file_starts", "effective", "distinct", "strings", "string_weights")


def husk_fields(document: Document) -> dict[str, Any]:
    """A document's fields, each array but ``_HUSK_KEEPS`` as its ``_Shape``."""
    return {
        f.name: value
        if f.name in _HUSK_KEEPS or not isinstance(value, np.ndarray)
        else _Shape(value.shape, value.dtype.str)
        for f in dataclasses.fields(Document)
        for value in (getattr(document, f.name),)
    }


def husk_of(fields: dict[str, Any]) -> Document:
    """What the client keeps of a document the workers hold (``husk_fields``): its name,
    size, counts, file starts and strings.

    Its token and fingerprint arrays are all zeros of the right shape, taking
    no memory (a zero-stride view of one zero): the client reads only its
    name, size, counts and the number of its fingerprints.
    """
    kept: dict[str, Any] = {
        key: shaped(value.shape, value.dtype) if isinstance(value, _Shape) else value
        for key, value in fields.items()
    }
    return Document(**kept)


class Block(list[Document]):
    """A block of documents that travels packed: each of the documents' arrays end to end.

    Sent as a plain list, a block of 1,000 documents is some 11,000 small
    arrays, each its own frame for Dask's comms; packed, it is one array per
    field.  Unpacked, each document's arrays are views of the field's array.
    """

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        return (_unpacked, (len(self), _columns(self, Document)))


def _unpacked(count: int, columns: dict[str, Any]) -> Block:
    return Block(_rows(Document, count, columns))


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


def compact(items: Sequence[Any], kind: type) -> list[Any]:
    """``items`` rebuilt with each field's arrays as views of one array.

    What a worker builds and keeps (lexed chunks, document blocks) is
    otherwise thousands of small arrays, each its own small allocation: freed,
    they leave the process's heap fragmented, memory Dask counts as unmanaged
    and cannot spill.  A few large arrays are each their own mapping, given
    back to the system as soon as they are freed.
    """
    return _rows(kind, len(items), _columns(items, kind))


class Locators(list[Locator]):
    """A block's locators, travelling packed as its documents do (``Block``)."""

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
) -> Locators:
    file_starts, starts, ends, line_starts = (np.split(*column) for column in columns)
    out, at = Locators(), 0
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
