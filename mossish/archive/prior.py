"""Prior work: which archived submissions to compare, and comparing them with the class.

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

from collections import deque
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

import numpy as np

from mossish.engine.arrays import ranges
from mossish.engine.cache import FingerprintCache
from mossish.engine.index import Document
from mossish.engine.lexing import Progress, process_files, read_and_lex, split_entries
from mossish.engine.locator import Locator
from mossish.engine.prepare import file_problems, prepare_archived, submission_hashes
from mossish.engine.ranking import compare_all
from mossish.engine.sketch import DEFAULT_DISTANCE as NEAR_DISTANCE
from mossish.engine.sketch import distances, sketch_of, within
from mossish.inputs.discover import discover
from mossish.model import (
    I64,
    U64,
    Bool,
    PairResult,
    Problem,
    Resubmission,
    SourceFile,
    Submission,
    SubmissionInfo,
    unique_name,
)
from mossish.settings import Settings


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


class HeldDocuments(Protocol):
    """The class's documents where a cluster's workers hold them (``Cluster.held``):
    the prior pass reads their fingerprints and runs its comparisons there."""

    def fingerprints(self, focus: Sequence[int]) -> Iterator[Mapping[int, U64]]:
        """The fingerprints of the documents at ``focus``, a block of documents at a time."""
        ...

    def compare_entries(
        self,
        entries: Sequence[tuple[str, Submission]],
        rows: Sequence[tuple[int, int, int]],
        base: U64,
        common: U64,
        settings: Settings,
    ) -> Callable[[], tuple[list[SubmissionInfo], list[PairResult]]]:
        """Archived ``entries`` (label, submission) prepared on the workers as the local
        pass prepares them (``prepare.prepare_archived``), and compared with the class's
        documents as ``rows`` say (class position, class size + place in ``entries``,
        shared): the call returns at once, and what it returns waits for the entries'
        infos (in order) and the rows' results (in order)."""
        ...


def prior_candidates(
    documents: Sequence[Document], focus: Sequence[int], source: PriorSource, settings: Settings
) -> list[tuple[int, int, int]]:
    """(current document index, entry id, shared fingerprints), best entries per document.

    Only documents in ``focus`` are looked up.  Entries holding a fingerprint
    held by more entries than the archive's common limit do not count it.
    """
    if not focus or source.size() == 0:
        return []
    return _sorted_candidates(
        _candidates({i: documents[i].fp_hashes for i in focus}, source, settings)
    )


def held_candidates(
    held: HeldDocuments, focus: Sequence[int], source: PriorSource, settings: Settings
) -> list[tuple[int, int, int]]:
    """``prior_candidates`` of documents a cluster holds, their fingerprints fetched and
    looked up a block at a time (each document's candidates are its own postings')."""
    if not focus or source.size() == 0:
        return []
    found = held.fingerprints(focus)
    return _sorted_candidates([row for h in found for row in _candidates(h, source, settings)])


def _sorted_candidates(chosen: list[tuple[int, int, int]]) -> list[tuple[int, int, int]]:
    return sorted(chosen, key=lambda item: (item[0], -item[2], item[1]))


def _candidates(
    hashes: Mapping[int, U64], source: PriorSource, settings: Settings
) -> list[tuple[int, int, int]]:
    """``prior_candidates`` of the documents whose fingerprints ``hashes`` holds, unsorted
    (``source`` not empty)."""
    if not hashes:
        return []
    chosen: list[tuple[int, int, int]] = []
    pending = [list(hashes)]
    while pending:
        chunk = pending.pop(0)
        found = _chunk_candidates(hashes, chunk, source, settings, len(chunk) > 1)
        if found is None:  # too many postings to cross at once: halve the chunk
            middle = len(chunk) // 2
            pending[:0] = [chunk[:middle], chunk[middle:]]
        else:
            chosen.extend(found)
    return chosen


# Postings crossed at once between current documents and archive entries.  A
# class that shares much code with a large archive crosses billions in all;
# each document's candidates depend only on its own postings, so documents are
# taken in chunks small enough to keep this bound, with the same result.
MAX_CROSSED = 4_000_000


def _chunk_candidates(
    hashes: Mapping[int, U64],
    focus: Sequence[int],
    source: PriorSource,
    settings: Settings,
    may_split: bool,
) -> list[tuple[int, int, int]] | None:
    """``prior_candidates`` for the documents ``focus``; None when their crossing is too big."""
    current_h = np.concatenate([hashes[i] for i in focus])
    current_i = np.concatenate([np.full(hashes[i].shape[0], i, dtype=np.int64) for i in focus])
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
    doc_of, entry_of = keys // span, keys % span
    # Best first per document (most shared, then lowest id); the first
    # ``archive_top`` of each are kept, without a Python object per crossing.
    order = np.lexsort((entry_of, -shared, doc_of))
    doc_of, entry_of, shared = doc_of[order], entry_of[order], shared[order]
    return list(
        zip(*(a[_first_of_each(doc_of, settings.archive_top)].tolist()
              for a in (doc_of, entry_of, shared)), strict=True)
    )  # fmt: skip


def _first_of_each(groups: I64, top: int) -> Bool:
    """Rows among the first ``top`` of their group (``groups`` sorted)."""
    at = np.arange(groups.shape[0], dtype=np.int64)
    start = np.ones(groups.shape[0], dtype=np.bool_)
    start[1:] = groups[1:] != groups[:-1]
    first = np.maximum.accumulate(np.where(start, at, 0))
    kept: Bool = (at - first) < top
    return kept


@dataclass(frozen=True, slots=True)
class CurrentClass:
    """What the prior pass needs of the current class, after the index stage."""

    documents: tuple[Document, ...]  # without the class's common code
    locators: tuple[Locator, ...]
    focus: tuple[int, ...]  # the submissions looked up in prior work
    base: U64  # the base code's fingerprints
    common: U64  # the class's common code's fingerprints
    sketches: dict[int, int]  # a focus submission's SimHash, by position
    # On a cluster, where the documents are (``documents`` are then husks: names and sizes).
    held: HeldDocuments | None = None


@dataclass(frozen=True, slots=True)
class PriorComparison:
    """Current submissions against prior work: what the result adds for it."""

    submissions: tuple[SubmissionInfo, ...] = ()  # the prior entries compared
    pairs: tuple[PairResult, ...] = ()
    sources: dict[tuple[str, str], SourceFile] = field(default_factory=dict)
    candidates: int = 0
    resubmissions: tuple[Resubmission, ...] = ()
    problems: tuple[Problem, ...] = ()  # what reading prior folders found wrong


# Archive entries prepared and compared together: each chunk's documents are
# let go before the next is loaded, so memory follows the chunk, not the
# archive.  Rows are (current document, entry) pairs compared in full.
PRIOR_CHUNK_ENTRIES = 256
PRIOR_CHUNK_ROWS = 8_192
# Chunks a cluster prepares and compares while the client loads the next.
PRIOR_CHUNKS_AHEAD = 2


def compare_prior(
    sources: Sequence[PriorSource],
    current: CurrentClass,
    settings: Settings,
    cache: FingerprintCache | None = None,
) -> PriorComparison:
    """Compare current documents with the best-matching entries of each prior source.

    First pass: whole-submission near-duplicates by SimHash, the
    ``archive_top`` nearest per submission, always compared in full and
    flagged where the comparison reaches the threshold; then the entries
    sharing the most fingerprints.  Entries are loaded and compared in
    chunks (``prior_chunks``).  Prior submissions are named ``label/name``,
    made unique against the class's names.
    """
    documents = current.documents
    taken = {d.name for d in documents}
    infos: list[SubmissionInfo] = []
    pairs: list[PairResult] = []
    texts: dict[tuple[str, str], SourceFile] = {}
    flagged: list[Resubmission] = []
    problems: list[Problem] = []
    candidates = 0
    for source in sources:
        if current.held is not None:
            chosen = held_candidates(current.held, current.focus, source, settings)
        else:
            chosen = prior_candidates(documents, current.focus, source, settings)
        have = {(doc, entry) for doc, entry, _ in chosen}
        found: list[tuple[int, int, int]] = []  # (doc, entry, distance)
        crowded = 0
        for doc, simhash in current.sketches.items():
            near = sorted(source.near_entries(simhash, NEAR_DISTANCE), key=lambda n: (n[1], n[0]))
            # Like the fingerprint candidates, at most ``archive_top`` a
            # submission: a class whose submissions all look alike would
            # otherwise compare every one with every archive entry.
            crowded += len(near) > settings.archive_top
            for entry, distance in near[: settings.archive_top]:
                found.append((doc, entry, distance))
                if (doc, entry) not in have:
                    have.add((doc, entry))
                    chosen.append((doc, entry, 0))
        if crowded:
            problems.append(_crowded(source.path, crowded, settings.archive_top))
        candidates += len(chosen)
        names: dict[int, tuple[str, str]] = {}  # entry -> (label, name as compared)
        # On a cluster a few chunks are in flight at once: the next is loaded while
        # the workers prepare and compare those before it.  Each is taken in order.
        waiting: deque[tuple[list[tuple[int, int, int]], Callable[[], _Compared]]] = deque()
        ahead = PRIOR_CHUNKS_AHEAD if current.held is not None else 0
        chunks = iter(prior_chunks(chosen))
        while (chunk := next(chunks, None)) is not None or waiting:
            if chunk is not None:
                waiting.append(
                    (chunk, _started(source, chunk, current, settings, cache, taken, names, texts))
                )
                if len(waiting) <= ahead:
                    continue
            chunk, compared_later = waiting.popleft()
            entry_infos, compared = compared_later()
            infos.extend(entry_infos)
            pairs.extend(compared)
            # A near SimHash is a lead: flagged when the comparison confirms it (code
            # built from widely shared pieces can have close sketches without a copy).
            confirmed = {(p.a, p.b) for p in compared if p.similarity >= settings.threshold}
            entries = {entry for _, entry, _ in chunk}
            for doc, entry, distance in found:
                if entry in entries and entry in names:
                    both = (documents[doc].name, names[entry][1])
                    if both in confirmed:
                        flagged.append(Resubmission(*both, names[entry][0], distance))
    flagged.sort(key=lambda r: (r.distance, r.submission, r.prior))
    problems.extend(p for s in sources if isinstance(s, FolderPrior) for p in s.problems)
    return PriorComparison(
        submissions=tuple(infos),
        pairs=tuple(pairs),
        sources=texts,
        candidates=candidates,
        resubmissions=tuple(flagged),
        problems=tuple(problems),
    )


def prior_chunks(
    chosen: Sequence[tuple[int, int, int]],
    max_entries: int | None = None,
    max_rows: int | None = None,
) -> list[list[tuple[int, int, int]]]:
    """``chosen`` rows cut by entry, in ascending entry order, into bounded chunks.

    A chunk holds at most ``max_entries`` entries and, unless one entry alone
    has more, ``max_rows`` rows; an entry's rows stay in one chunk.
    """
    max_entries = max_entries or PRIOR_CHUNK_ENTRIES
    max_rows = max_rows or PRIOR_CHUNK_ROWS
    by_entry: dict[int, list[tuple[int, int, int]]] = {}
    for row in chosen:
        by_entry.setdefault(row[1], []).append(row)
    chunks: list[list[tuple[int, int, int]]] = []
    rows: list[tuple[int, int, int]] = []
    count = 0
    for entry in sorted(by_entry):
        mine = by_entry[entry]
        if rows and (count == max_entries or len(rows) + len(mine) > max_rows):
            chunks.append(rows)
            rows, count = [], 0
        rows.extend(mine)
        count += 1
    if rows:
        chunks.append(rows)
    return chunks


_Compared = tuple[list[SubmissionInfo], list[PairResult]]


def _started(
    source: PriorSource,
    chunk: Sequence[tuple[int, int, int]],
    current: CurrentClass,
    settings: Settings,
    cache: FingerprintCache | None,
    taken: set[str],
    names: dict[int, tuple[str, str]],
    texts: dict[tuple[str, str], SourceFile],
) -> Callable[[], _Compared]:
    """Load the entries of one chunk (``names`` and ``texts`` grow), then prepare them (lexed,
    the base code and the class's common code taken out) and compare them with the class:
    here, at once, or on the cluster holding the class.  What it returns gives the
    entries' infos and the pairs' results."""
    documents = current.documents
    renamed: dict[int, tuple[str, Submission]] = {}
    for entry, label, submission in source.load(sorted({entry for _, entry, _ in chunk})):
        name = unique_name(f"{label}/{submission.name}", taken)
        renamed[entry] = (label, _renamed(submission, name))
        names[entry] = (label, name)
        texts.update({(name, f.path): f for f in submission.files})
    order = sorted(renamed)
    slot = {entry: len(documents) + n for n, entry in enumerate(order)}
    rows = [(doc, slot[entry], shared) for doc, entry, shared in chunk if entry in renamed]
    if current.held is not None:
        loaded = [renamed[entry] for entry in order]
        later = current.held.compare_entries(loaded, rows, current.base, current.common, settings)
        place = {entry: n for n, entry in enumerate(order)}

        def as_loaded() -> _Compared:
            entry_infos, compared = later()
            return [entry_infos[place[entry]] for entry in renamed], compared

        return as_loaded
    flat = [f for _, s in renamed.values() for f in s.files]
    entries = split_entries(
        process_files(flat, settings, None, cache), [s for _, s in renamed.values()]
    )
    ready = {
        entry: prepare_archived(submission, files, label, current.base, current.common, settings)
        for (entry, (label, submission)), files in zip(renamed.items(), entries, strict=True)
    }
    compared = compare_all(
        [*documents, *(ready[e][0].document for e in order)],
        [*current.locators, *(ready[e][0].locator for e in order)],
        rows,
        settings,
    )
    done = ([ready[e][1] for e in renamed], compared)
    return lambda: done


def _crowded(path: str, submissions: int, top: int) -> Problem:
    return Problem(
        "archive-crowded",
        path,
        f"{submissions} submission(s) have more than {top} near-duplicate entries in this "
        f"prior work; only the {top} nearest of each were compared (see --archive-top)",
    )


def _renamed(submission: Submission, name: str) -> Submission:
    return Submission(name=name, root=submission.root, files=submission.files)


def prior_from_folder(
    path: str,
    settings: Settings,
    progress: Progress | None = None,
    cache: FingerprintCache | None = None,
) -> FolderPrior:
    """A plain folder of earlier work as prior work, labelled with the folder's name.

    Its submissions are found as in a ROOT and fingerprinted in this run
    (through the cache, so a folder used every year costs its lexing once),
    the lexing starting while the folder is read.  What is wrong with its
    files is kept as warnings, named under the label.
    """
    # The base code is the current class's: it is applied when comparing.
    unbased = settings.with_(base=())
    inputs, entries = read_and_lex(
        lambda on_read: discover([path], unbased, on_read=on_read), settings, progress, cache
    )
    label = Path(path).resolve().name
    problems = [*inputs.problems]
    for submission, submission_entries in zip(inputs.submissions, entries, strict=True):
        problems.extend(file_problems(submission, submission_entries))
    return FolderPrior.of(
        path,
        label,
        list(zip(inputs.submissions, [submission_hashes(e) for e in entries], strict=True)),
        [sketch_of(e).simhash for e in entries],
        [_under(label, problem) for problem in problems],
    )


def _under(label: str, problem: Problem) -> Problem:
    """A prior folder's warning, named as its submissions are (``label/name``)."""
    if problem.submission is None:  # about the folder itself: its path names it
        return problem
    return Problem(
        problem.kind, f"{label}/{problem.path}", problem.message, f"{label}/{problem.submission}"
    )
