"""The check's costly stages on a dask.distributed cluster (``check --dask``).

The same engine functions run, only elsewhere, so the result is the local
engine's, byte for byte:

* lexing and fingerprinting: files go to the workers in chunks as discovery
  reads them (``lexjob.run_all``, as the local process pool runs it);
* the inverted index: a shuffle keyed by fingerprint.  Each partition of
  documents turns into postings (``index.postings``) split by hash range;
  each range gathers its pieces from every partition, so a worker holds one
  partition of postings, never the class's.  The ranges report their holder
  counts (common code, the pairing limit's histogram) and then their
  candidate pairs (``index.pairs_of``), summed per pair on the client.

Document building, scoring, rarity weighting, fragments and clustering run
on the client with the local engine's code (docs/scale.md says what that
costs).  dask is an optional extra: it is imported only here, only when a
cluster is asked for.
"""

from __future__ import annotations

import itertools
import operator
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from types import TracebackType
from typing import Any

import numpy as np
import numpy.typing as npt

from mossish.engine import lexjob
from mossish.engine.arrays import sorted_groups
from mossish.engine.cache import cache_key
from mossish.engine.fingerprint import Entry
from mossish.engine.index import (
    Document,
    Index,
    empty_index,
    limit_of,
    merge_postings,
    pairs_of,
    postings,
    with_rings,
)
from mossish.engine.lexing import Progress, quiet
from mossish.engine.rings import Signatures, combine, signatures
from mossish.errors import UsageError
from mossish.model import I64, U64, SourceFile, frozen_array
from mossish.settings import Settings

# Submissions per partition of the index (``--dask-partition``): a worker
# holds about this many submissions' fingerprints at once.
DEFAULT_PARTITION = 1000
# Files sent to a worker in one task (one round trip for several files).
CHUNK = 64

Postings = tuple[U64, npt.NDArray[np.signedinteger]]


def connect(address: str, jobs: int | None = None, partition: int = DEFAULT_PARTITION) -> Cluster:
    """A client of the scheduler at ``address``, or of a new LocalCluster for ``local``.

    UsageError (one line, exit 2) when dask.distributed is not installed or
    the scheduler cannot be reached.
    """
    try:
        from distributed import Client, LocalCluster
    except ImportError:
        raise UsageError("--dask needs dask.distributed: pip install 'mossish[dask]'") from None
    if partition < 1:
        raise UsageError(f"--dask-partition must be at least 1, not {partition}")
    try:
        if address == "local":
            # Lexing holds the GIL (Pygments): one thread per worker process.
            local = LocalCluster(  # type: ignore[no-untyped-call]
                n_workers=jobs or 2, threads_per_worker=1, processes=True, dashboard_address=":0"
            )
            return Cluster(Client(local), partition, owned=local)  # type: ignore[no-untyped-call]
        return Cluster(Client(address, timeout="10s"), partition)  # type: ignore[no-untyped-call]
    except (OSError, ValueError) as error:  # unreachable, or not an address
        raise UsageError(f"--dask {address}: cannot reach the scheduler ({error})") from None


class Cluster:
    """A Dask client and how the class is cut up for it."""

    def __init__(self, client: Any, partition: int = DEFAULT_PARTITION, owned: Any = None) -> None:
        self.client = client
        self.partition = partition
        self._owned = owned  # a LocalCluster started for this check, closed with it

    def __enter__(self) -> Cluster:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.close()

    def close(self) -> None:
        if self._owned is not None:
            self.client.close()
            self._owned.close()
            self._owned = None

    def lexing(self, settings: Settings) -> DaskLexing:
        return DaskLexing(self.client, settings)

    def index(self, documents: Sequence[Document], common_limit: int) -> Index:
        """``index.build_index``'s result, the postings shuffled across the workers."""
        if not documents:
            return empty_index(common_limit)
        client, n = self.client, len(documents)
        starts = list(range(0, n, self.partition))
        ranges = len(starts)
        split = [
            client.submit(
                _split,
                [d.fp_hashes for d in documents[first : first + self.partition]],
                first,
                n,
                ranges,
                pure=False,
            )
            for first in starts
        ]
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
        found: list[tuple[I64, int, Signatures]] = client.gather(
            [
                client.submit(_range_pairs, m, common_limit, pair_limit, n, pure=False)
                for m in merged
            ]
        )
        pairs, complete = with_rings(
            _sum_pairs([p for p, _, _ in found], n),
            documents,
            *combine([r for _, _, r in found], n),
        )
        return Index(
            common_limit=common_limit,
            common_hashes=frozen_array(np.concatenate([s.common for s in summaries])),
            pairs=frozen_array(pairs),
            distinct=sum(s.distinct for s in summaries),
            total=sum(int(d.fp_hashes.shape[0]) for d in documents),
            pair_limit=pair_limit,
            frequent=sum(f for _, f, _ in found),
            complete=frozen_array(complete),
        )


class DaskLexing:
    """``Lexing``'s job on the cluster: files in as read, entries out in the order asked.

    Files with the same language and content are lexed once, as locally.
    At most ``AHEAD`` chunks per worker thread are lexed and not yet taken:
    the workers hold a few chunks of entries, whatever the class's size.
    """

    AHEAD = 2

    def __init__(self, client: Any, settings: Settings) -> None:
        self._client = client
        self._settings = settings
        self._keys: dict[int, tuple[SourceFile, bytes]] = {}
        self._uses: Counter[bytes] = Counter()
        self._pending: dict[bytes, lexjob.Job] = {}  # not in a chunk yet
        self._chunks: dict[int, list[tuple[bytes, lexjob.Job]]] = {}  # chunks not sent yet
        self._chunk_of: dict[bytes, int] = {}
        self._sent: dict[bytes, tuple[Any, list[bytes]]] = {}  # future, its chunk's keys
        self._flying: set[int] = set()  # ids of the futures not taken yet
        self._done: dict[bytes, Entry] = {}  # taken from the workers, still to be used
        self._made = 0  # chunks made so far (their numbers)
        self._room = self.AHEAD * max(1, sum(client.nthreads().values()))

    def __enter__(self) -> DaskLexing:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        for future, _ in self._sent.values():
            future.cancel()
        self._sent.clear()

    def add(self, files: Sequence[SourceFile]) -> None:
        """Queue files; full chunks go to the workers while there is room."""
        k, window = self._settings.k, self._settings.window
        for f in files:
            key = cache_key(f.text, f.language, k, window)
            self._keys[id(f)] = (f, key)
            self._uses[key] += 1
            if self._uses[key] == 1:
                self._pending[key] = (f.text, f.language, k, window)
        while len(self._pending) >= CHUNK:
            self._chunk(CHUNK)
        self._fill()

    def finish(self) -> None:
        """Every file is added: the last chunk is made."""
        self._chunk(len(self._pending))
        self._fill()

    def _chunk(self, count: int) -> None:
        if count == 0:
            return
        keys = list(itertools.islice(self._pending, count))
        number = self._made = self._made + 1
        self._chunks[number] = [(key, self._pending.pop(key)) for key in keys]
        for key in keys:
            self._chunk_of[key] = number

    def _fill(self) -> None:
        while self._chunks and len(self._flying) < self._room:
            self._send(next(iter(self._chunks)))

    def _send(self, number: int) -> None:
        chunk = self._chunks.pop(number)
        keys = [key for key, _ in chunk]
        future = self._client.submit(lexjob.run_all, [job for _, job in chunk], pure=False)
        self._flying.add(id(future))
        for key in keys:
            del self._chunk_of[key]
            self._sent[key] = (future, keys)

    def _take(self, key: bytes) -> Entry:
        """The key's entry, with its whole chunk taken from the workers."""
        entry = self._done.get(key)
        if entry is not None:
            return entry
        if key not in self._sent:  # asked for before its turn: sent now
            self._send(self._chunk_of[key])
        future, keys = self._sent[key]
        for other, found in zip(keys, future.result(), strict=True):
            del self._sent[other]
            self._done[other] = found
        self._flying.discard(id(future))
        self._fill()
        return self._done[key]

    def entries(
        self, files: Sequence[SourceFile], progress: Progress | None = None
    ) -> Iterator[Entry]:
        """The entry of each file (added before), in the order given."""
        self.finish()
        report = progress or quiet
        for done, f in enumerate(files, 1):
            known = self._keys.get(id(f))
            if known is None or known[0] is not f:
                raise ValueError(f"{f.path}: entries() asked for a file never added")
            key = known[1]
            entry = self._take(key)
            self._uses[key] -= 1
            if self._uses[key] <= 0:
                del self._done[key]  # its last file: let it go with the caller
            if done % CHUNK == 0:
                report("lexing", done, len(files))
            yield entry


@dataclass(frozen=True, slots=True)
class _Summary:
    """One hash range's holder counts."""

    distinct: int
    common: U64  # fingerprints held by more than the common limit, sorted
    values: I64  # holders of shared, not common fingerprints ...
    number: I64  # ... and how many fingerprints have that many


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


def _sum_pairs(found: Sequence[I64], size: int) -> I64:
    """Every range's (i, j, shared) rows, one row per pair with the sum, sorted by (i, j)."""
    rows = np.concatenate([*found, np.zeros((0, 3), dtype=np.int64)])
    if rows.shape[0] == 0:
        return rows
    keys = rows[:, 0] * size + rows[:, 1]
    unique, at = np.unique(keys, return_inverse=True)
    shared = np.bincount(at, weights=rows[:, 2], minlength=unique.shape[0]).astype(np.int64)
    return np.stack([unique // size, unique % size, shared], axis=1).astype(np.int64)
