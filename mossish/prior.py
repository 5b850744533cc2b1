"""Prior work (pure, over an archive interface): which archived submissions to compare.

Current submissions are compared with each other and with prior work (an
archive file, or a plain folder of old submissions); prior entries are never
compared with each other.  Candidates come from the archive's inverted index,
like current pairs do: a current submission's fingerprints are looked up, and
per submission the ``Settings.archive_top`` entries sharing the most
fingerprints are compared in full.  Fingerprints held by more archive entries
than the common limit (computed on the archive's size) are common code there
and ignored, as in a class.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Protocol

import numpy as np
import numpy.typing as npt

from mossish.config import Settings
from mossish.index import Document, ranges
from mossish.model import Problem, Submission
from mossish.sketch import distances, within

U64 = npt.NDArray[np.uint64]
I64 = npt.NDArray[np.int64]


class PriorSource(Protocol):
    """Prior work to compare against: an archive file or a folder of old work."""

    @property
    def path(self) -> str: ...

    def size(self) -> int: ...

    def lookup(self, hashes: U64) -> tuple[U64, I64, I64]:
        """(hash, entry id, holders of that hash) for each posting of ``hashes``."""
        ...

    def load(self, ids: Sequence[int]) -> list[tuple[int, str, Submission]]:
        """(entry id, label, submission) for each id."""
        ...

    def near_entries(self, simhash: int, distance: int) -> Sequence[tuple[int, int]]:
        """(entry id, Hamming distance) of whole-submission near-duplicates."""
        ...


@dataclass(frozen=True, slots=True)
class FolderPrior:
    """Prior work held in memory: old submissions fingerprinted in this run."""

    path: str
    label: str
    entries: tuple[Submission, ...]
    hashes: U64  # postings, sorted by hash
    owners: I64
    simhashes: U64 = field(default_factory=lambda: np.zeros(0, dtype=np.uint64))
    # What reading and lexing the folder found wrong (paths under ``label``).
    problems: tuple[Problem, ...] = ()

    @classmethod
    def of(
        cls,
        path: str,
        label: str,
        entries: Sequence[tuple[Submission, U64]],
        simhashes: Sequence[int] = (),
        problems: Sequence[Problem] = (),
    ) -> FolderPrior:
        hashes = [np.unique(h) for _, h in entries]
        owners = [np.full(h.shape[0], i, dtype=np.int64) for i, h in enumerate(hashes)]
        all_hashes = np.concatenate(hashes) if hashes else np.zeros(0, dtype=np.uint64)
        all_owners = np.concatenate(owners) if owners else np.zeros(0, dtype=np.int64)
        order = np.argsort(all_hashes, kind="stable")
        return cls(
            path=path,
            label=label,
            entries=tuple(s for s, _ in entries),
            hashes=all_hashes[order],
            owners=all_owners[order],
            simhashes=np.array(list(simhashes), dtype=np.uint64),
            problems=tuple(problems),
        )

    def near_entries(self, simhash: int, distance: int) -> list[tuple[int, int]]:
        """(entry id, Hamming distance) of entries whose SimHash is within ``distance``."""
        if self.simhashes.size == 0:
            return []
        found = within(simhash, self.simhashes, distance)
        gaps = distances(simhash, self.simhashes[found])
        return [(int(i), int(g)) for i, g in zip(found.tolist(), gaps.tolist(), strict=True)]

    def size(self) -> int:
        return len(self.entries)

    def lookup(self, hashes: U64) -> tuple[U64, I64, I64]:
        wanted = np.unique(hashes)
        lo = np.searchsorted(self.hashes, wanted, side="left")
        hi = np.searchsorted(self.hashes, wanted, side="right")
        counts = hi - lo
        present = counts > 0
        lo, counts = lo[present], counts[present]
        index = ranges(lo, counts)
        return self.hashes[index], self.owners[index], np.repeat(counts, counts).astype(np.int64)

    def load(self, ids: Sequence[int]) -> list[tuple[int, str, Submission]]:
        return [(i, self.label, self.entries[i]) for i in sorted(set(ids))]


def prior_candidates(
    documents: Sequence[Document], focus: Sequence[int], source: PriorSource, settings: Settings
) -> list[tuple[int, int, int]]:
    """(current document index, entry id, shared fingerprints), best entries per document.

    Only documents in ``focus`` are looked up.  Entries holding a fingerprint
    held by more entries than the archive's common limit do not count it.
    """
    if not focus or source.size() == 0:
        return []
    chosen: list[tuple[int, int, int]] = []
    pending = [list(focus)]
    while pending:
        chunk = pending.pop(0)
        found = _chunk_candidates(documents, chunk, source, settings, len(chunk) > 1)
        if found is None:  # too many postings to cross at once: halve the chunk
            middle = len(chunk) // 2
            pending[:0] = [chunk[:middle], chunk[middle:]]
        else:
            chosen.extend(found)
    return sorted(chosen, key=lambda item: (item[0], -item[2], item[1]))


# Postings crossed at once between current documents and archive entries.  A
# class that shares much code with a large archive crosses billions in all;
# each document's candidates depend only on its own postings, so documents are
# taken in chunks small enough to keep this bound, with the same result.
MAX_CROSSED = 4_000_000


def _chunk_candidates(
    documents: Sequence[Document],
    focus: Sequence[int],
    source: PriorSource,
    settings: Settings,
    may_split: bool,
) -> list[tuple[int, int, int]] | None:
    """``prior_candidates`` for the documents ``focus``; None when their crossing is too big."""
    current_h = np.concatenate([documents[i].fp_hashes for i in focus])
    current_i = np.concatenate(
        [np.full(documents[i].fp_hashes.shape[0], i, dtype=np.int64) for i in focus]
    )
    if current_h.size == 0:
        return []
    # One posting per (hash, document).
    order = np.lexsort((current_i, current_h))
    current_h, current_i = current_h[order], current_i[order]
    first = np.ones(current_h.shape[0], dtype=np.bool_)
    first[1:] = (current_h[1:] != current_h[:-1]) | (current_i[1:] != current_i[:-1])
    current_h, current_i = current_h[first], current_i[first]

    found_h, found_e, holders = source.lookup(np.unique(current_h))
    keep = holders <= settings.common_limit(source.size())
    found_h, found_e = found_h[keep], found_e[keep]
    if found_h.size == 0:
        return []
    # Cross every archive posting with the current documents holding its hash.
    lo = np.searchsorted(current_h, found_h, side="left")
    hi = np.searchsorted(current_h, found_h, side="right")
    counts = hi - lo
    if may_split and int(counts.sum()) > MAX_CROSSED:
        return None
    docs = current_i[ranges(lo, counts)]
    entries = np.repeat(found_e, counts)
    span = int(entries.max()) + 1 if entries.size else 1
    keys, shared = np.unique(docs * span + entries, return_counts=True)
    pairs = sorted(
        zip((keys // span).tolist(), (keys % span).tolist(), shared.tolist(), strict=True),
        key=lambda item: (item[0], -item[2], item[1]),
    )
    chosen: list[tuple[int, int, int]] = []
    taken: dict[int, int] = {}
    for doc, entry, count in pairs:
        if taken.get(doc, 0) < settings.archive_top:
            taken[doc] = taken.get(doc, 0) + 1
            chosen.append((doc, entry, count))
    return chosen
