"""Index stage (pure): fingerprint -> postings, base and common code, candidate pairs.

Each submission becomes a ``Document``: its files' tokens end to end, with the
winnowed fingerprints at their token positions.  The inverted index maps each
fingerprint to the submissions holding it, so candidate pairs come only from
shared fingerprints (never a loop over all pairs of submissions):

* base code: every k-gram of the starter code is known; where a student's file
  repeats ``BASE_MIN_RUN`` or more tokens of it in a row, the fingerprints
  there are dropped and the tokens marked *ignored*: kept partly or edited
  around, starter code never counts as a match (a lone idiom it shares with
  the student's own code does);
* common code: a fingerprint held by more submissions than the common limit
  (``Settings.common_limit``, like MOSS ``-m``) is dropped and its tokens are
  ignored the same way.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace

import numpy as np
import numpy.typing as npt

from mossish.engine.arrays import Weighed, group_pairs, member, owner_dtype, sorted_groups
from mossish.engine.fingerprint import Fingerprints
from mossish.engine.rings import ring_pairs, shared_counts
from mossish.model import F64, I32, I64, U64, Bool, TokenizedFile, frozen_array


@dataclass(frozen=True, slots=True)
class Document(Weighed):
    """One submission ready for comparison.

    ``fp_hashes``/``fp_positions`` are its fingerprints (base and common code
    removed), sorted by hash; positions index ``tokens``.  ``seg_lo``/``seg_hi``
    bound the run of comparable tokens around each token: a match never
    crosses a file boundary nor enters ignored code.

    ``ignored`` is ``base | common | short``: starter code, common code, and
    the runs of other tokens shorter than k between them (or whole files
    shorter than k).  No match can ever cover a run shorter than k (the noise
    threshold), so such runs count on neither side: identical programs score
    1.0 even where starter code leaves slivers of student code.
    """

    name: str
    tokens: U64
    file_starts: I64
    fp_hashes: U64
    fp_positions: I64
    base: Bool
    common: Bool
    ignored: Bool
    seg_lo: I32
    seg_hi: I32

    @property
    def size(self) -> int:
        return int(self.tokens.shape[0])

    effective: int = 0  # tokens that count: all but ignored ones
    distinct: int = 0  # distinct fingerprints (base and common code removed)
    # Its distinct string literals' keys (sorted; starter code's left out) and
    # their weights in the class (``literals.py``).
    strings: U64 = field(default_factory=lambda: np.zeros(0, dtype=np.uint64))
    string_weights: F64 = field(default_factory=lambda: np.zeros(0, dtype=np.float64))


@dataclass(frozen=True, slots=True)
class Index:
    """Postings summary: common code and the fingerprints' counts.

    Its candidate pairs (those sharing fingerprints) stay with the blocks of
    their first submissions (``ranges.index_blocks``).
    """

    common_limit: int
    common_hashes: U64
    distinct: int
    total: int
    pair_limit: int = 0  # fingerprints held by more do not pair submissions up
    frequent: int = 0  # fingerprints above the pairing limit (and not common)


def base_hashes(files: Sequence[Fingerprints]) -> U64:
    """Every k-gram hash of the base code (not just the winnowed ones), sorted."""
    if not files:
        return frozen_array(np.zeros(0, dtype=np.uint64))
    return frozen_array(np.unique(np.concatenate([f.kgrams for f in files])))


# Starter code counts as base code where a student's file repeats at least this
# many tokens of it in a row (a statement and a half).  A lone k-gram of the
# starter (a loop header, a print call) is an idiom the student may well have
# written themselves: masking every occurrence of it cut the students' own
# code into pieces too short to match.  A longer run leaves more kept starter
# statements to match between everyone (docs/how-it-works.md, "Base code").
BASE_MIN_RUN = 12


def _long_runs(mask: Bool, min_length: int) -> Bool:
    """``mask`` with its runs of True shorter than ``min_length`` cleared."""
    if not mask.any():
        return mask
    edges = np.diff(np.concatenate(([0], mask.view(np.int8), [0])))
    starts = np.flatnonzero(edges == 1)
    lengths = np.flatnonzero(edges == -1) - starts
    long = lengths >= min_length
    return _cover(mask.shape[0], starts[long], lengths[long])


def _cover(size: int, starts: I64, k: int | I64) -> Bool:
    """Mark tokens covered by k-grams starting at ``starts`` (``k``: one length, or one each)."""
    # Run starts minus run ends, counted per token (bincount: one pass, no np.add.at).
    delta = np.bincount(starts, minlength=size + 1) - np.bincount(
        np.minimum(starts + k, size), minlength=size + 1
    )
    covered: Bool = np.cumsum(delta[:-1]) > 0
    return covered


def build_document(
    name: str,
    files: Sequence[tuple[TokenizedFile, Fingerprints]],
    k: int,
    base: U64,
) -> Document:
    """Join one submission's files into a document, base code marked ignored."""
    sizes = [len(tokens) for tokens, _ in files]
    file_starts = np.zeros(len(files) + 1, dtype=np.int64)
    np.cumsum(sizes, out=file_starts[1:])
    size = int(file_starts[-1])
    tokens = np.concatenate([t.tokens for t, _ in files]) if files else np.zeros(0, dtype=np.uint64)
    hashes: list[U64] = []
    positions: list[I64] = []
    base_masks: list[Bool] = []
    for offset, (tokens_of, prints) in zip(file_starts[:-1].tolist(), files, strict=True):
        selected = prints.selected
        chosen = prints.kgrams[selected]
        if base.size:
            in_base = member(prints.kgrams, base)
            covered = _long_runs(
                _cover(len(tokens_of), np.flatnonzero(in_base).astype(np.int64), k),
                BASE_MIN_RUN,
            )
            base_masks.append(covered)
            keep = ~(in_base[selected] & covered[selected])
            selected, chosen = selected[keep], chosen[keep]
        hashes.append(chosen)
        positions.append(selected + offset)
    base_mask = np.concatenate(base_masks) if base_masks else np.zeros(size, dtype=np.bool_)
    fp_hashes = np.concatenate(hashes) if hashes else np.zeros(0, dtype=np.uint64)
    fp_positions = np.concatenate(positions) if positions else np.zeros(0, dtype=np.int64)
    common_mask = np.zeros(size, dtype=np.bool_)
    return _finish(name, tokens, file_starts, fp_hashes, fp_positions, base_mask, common_mask, k)


def _finish(
    name: str,
    tokens: U64,
    file_starts: I64,
    fp_hashes: U64,
    fp_positions: I64,
    base: Bool,
    common: Bool,
    k: int,
    presorted: bool = False,
) -> Document:
    """The document, its fingerprints sorted by (hash, position) unless ``presorted``."""
    size = int(tokens.shape[0])
    ignored = base | common
    seg_lo, seg_hi = _segments(size, file_starts, ignored)
    short = ~ignored & ((seg_hi - seg_lo) < k)
    if short.any():
        ignored = ignored | short
        seg_lo, seg_hi = _segments(size, file_starts, ignored)
    if not presorted:
        order = np.lexsort((fp_positions, fp_hashes))
        fp_hashes, fp_positions = fp_hashes[order], fp_positions[order]
    return Document(
        name=name,
        tokens=frozen_array(tokens),
        file_starts=frozen_array(file_starts),
        fp_hashes=frozen_array(fp_hashes),
        fp_positions=frozen_array(fp_positions),
        base=frozen_array(base),
        common=frozen_array(common),
        ignored=frozen_array(ignored),
        seg_lo=frozen_array(seg_lo),
        seg_hi=frozen_array(seg_hi),
        effective=size - int(np.count_nonzero(ignored)),
        distinct=int(sorted_groups(fp_hashes)[0].shape[0]),
    )


def _segments(size: int, file_starts: I64, ignored: Bool) -> tuple[I32, I32]:
    """For each token, the bounds of its run of same-file, same-ignoredness tokens."""
    if size == 0:
        empty = np.zeros(0, dtype=np.int32)
        return empty, empty
    breaks = np.zeros(size, dtype=np.bool_)
    starts = file_starts[:-1]
    breaks[starts[starts < size]] = True
    breaks[0] = True
    breaks[1:] |= ignored[1:] != ignored[:-1]
    run_starts = np.flatnonzero(breaks)
    run_ends = np.append(run_starts[1:], size)
    run = np.cumsum(breaks) - 1
    return run_starts[run].astype(np.int32), run_ends[run].astype(np.int32)


def ring_rows(
    signature: U64,
    held: I64,
    fingerprints: Callable[[I64], Mapping[int, U64] | Sequence[U64]],
) -> I64:
    """The rings' pairs (``rings.ring_pairs``) as (i, j, shared) rows, sorted by (i, j),
    each with every fingerprint the two share."""
    ring = ring_pairs(signature, held)
    if ring.shape[0] == 0:
        return np.zeros((0, 3), dtype=np.int64)
    return np.column_stack((ring, shared_counts(fingerprints(np.unique(ring)), ring)))


def with_ring_rows(pairs: I64, n: int, ring: I64) -> tuple[I64, Bool]:
    """``pairs`` (sorted by (i, j)) with the ``ring_rows`` added, and which rows those are.

    Rows are independent: any slice of the class's pairs by first submission
    takes the ring rows of those first submissions (``ranges.index_blocks``
    adds them per block).
    """
    complete = np.zeros(pairs.shape[0], dtype=np.bool_)
    if ring.shape[0] == 0:
        return pairs, complete
    keys = pairs[:, 0] * n + pairs[:, 1]  # ascending: pairs are sorted by (i, j)
    ring_keys = ring[:, 0] * n + ring[:, 1]
    shared = ring[:, 2]
    at = np.searchsorted(keys, ring_keys)
    known = at < keys.shape[0]
    known[known] = keys[at[known]] == ring_keys[known]
    del keys, ring_keys
    inserted = at[~known]
    new = ring[~known]
    # One copy of the class's pairs: the ring's new rows go in, then the rows it
    # shares with the index take their new counts where they moved to.
    out = np.insert(pairs, inserted, new, axis=0)
    complete = np.insert(complete, inserted, True)
    moved = at[known] + np.searchsorted(inserted, at[known], side="right")
    out[moved, 2] = shared[known]
    complete[moved] = True
    return out, complete


def empty_index(common_limit: int) -> Index:
    """The index of no documents."""
    return Index(common_limit, frozen_array(np.zeros(0, np.uint64)), 0, 0, common_limit)


def postings(
    fingerprints: Sequence[U64], first: int = 0, size: int = 0
) -> tuple[U64, npt.NDArray[np.signedinteger]]:
    """One posting per (fingerprint, document), sorted by hash then document.

    ``fingerprints``: each document's hashes.  Documents are numbered from
    ``first``, in a class of ``size`` (a slice of a larger class).
    """
    hashes = np.concatenate([np.zeros(0, dtype=np.uint64), *fingerprints])
    return merge_postings(hashes, owners_of([f.shape[0] for f in fingerprints], first, size))


def owners_of(lengths: Sequence[int], first: int, size: int) -> npt.NDArray[np.signedinteger]:
    """Each posting's document for documents of ``lengths`` postings, numbered from ``first``
    in a class of ``size``."""
    owner = owner_dtype(max(size, first + len(lengths)))
    numbers = np.arange(first, first + len(lengths), dtype=owner)
    return np.repeat(numbers, np.asarray(lengths, dtype=np.int64))


def merge_postings(
    hashes: U64, owners: npt.NDArray[np.signedinteger]
) -> tuple[U64, npt.NDArray[np.signedinteger]]:
    """Postings sorted by hash then owner, repeats dropped; owners must come in ascending order.

    ``hashes`` is sorted in place: callers give an array of their own.
    """
    return merge_postings_placed(hashes, owners)[0]


def merge_postings_placed(
    hashes: U64, owners: npt.NDArray[np.signedinteger], places: bool = False
) -> tuple[tuple[U64, npt.NDArray[np.signedinteger]], npt.NDArray[np.signedinteger] | None]:
    """``merge_postings``, and with ``places`` each given hash's place among the distinct
    hashes in order (int32 while they fit), found from the same sort."""
    total = int(hashes.shape[0])
    # A stable sort by hash keeps the owners ascending within each fingerprint.
    order = np.argsort(hashes, kind="stable")
    owners = owners[order]
    hashes.sort()  # the same values as the stable order gives, with no second copy
    # Where each hash's group starts: the places' groups, and the first of the repeats.
    first = np.ones(total, dtype=np.bool_)
    np.not_equal(hashes[1:], hashes[:-1], out=first[1:])
    found = None
    if places:
        kind = np.int32 if total < 2**31 else np.int64
        group = np.cumsum(first, dtype=kind)
        group -= 1
        found = np.empty(total, dtype=kind)
        found[order] = group
        del group
    del order
    first[1:] |= owners[1:] != owners[:-1]
    return (hashes[first], owners[first]), found


# Pairing evidence.  In a large class nearly every pair of honest solutions
# shares some structural k-gram by chance, so pairing on
# every shared fingerprint would be quadratic.  Fingerprints are taken as
# evidence in ascending order of how many submissions hold them, until this
# many pairings are spent: copies share rare fingerprints (most are held by
# the copies alone), so they are all found, while idioms held by many stop
# pairing everyone with everyone.
# A class under the budget (anything up to a few hundred submissions, and
# copy-heavy classes like IR-Plag) is not affected at all.
PAIRING_BUDGET = 1_000_000
PAIRING_BUDGET_PER_SUBMISSION = 200
# Never cap below this many holders: a ring of copiers this large in one
# class still pairs up on what only they share.
MIN_PAIR_LIMIT = 20


def pairing_limit(counts: I64, common_limit: int, submissions: int) -> int:
    """Most holders a fingerprint may have and still pair submissions up."""
    if counts.size == 0:
        return common_limit
    values, number = np.unique(counts, return_counts=True)
    return limit_of(values, number, common_limit, submissions)


def limit_of(values: I64, number: I64, common_limit: int, submissions: int) -> int:
    """``pairing_limit`` from a histogram: ``number[x]`` fingerprints held by ``values[x]``."""
    budget = max(PAIRING_BUDGET, PAIRING_BUDGET_PER_SUBMISSION * submissions)
    if values.size == 0:
        return common_limit
    spent = np.cumsum(number * (values * (values - 1) // 2))
    if int(spent[-1]) <= budget:
        return common_limit
    affordable = values[spent <= budget]
    best = int(affordable[-1]) if affordable.size else 0
    return min(common_limit, max(MIN_PAIR_LIMIT, best))


def pairs_of(owners: npt.NDArray[np.signedinteger], starts: I64, counts: I64, n_docs: int) -> I64:
    """All (i, j, shared count) with i < j from posting groups, sorted by (i, j)."""
    first, second = group_pairs(starts, counts)
    if first.size == 0:
        return np.zeros((0, 3), dtype=np.int64)
    keys = owners[first].astype(np.int64) * n_docs + owners[second]
    unique, shared = np.unique(keys, return_counts=True)
    return np.stack([unique // n_docs, unique % n_docs, shared], axis=1).astype(np.int64)


def without_common(document: Document, common: U64, k: int) -> Document:
    """The document with common-code fingerprints dropped and their tokens ignored."""
    if common.size == 0 or document.fp_hashes.size == 0:
        return document
    is_common = member(document.fp_hashes, common)
    if not is_common.any():
        return document
    common_mask = document.common | _cover(document.size, document.fp_positions[is_common], k)
    keep = ~is_common
    finished = _finish(
        document.name,
        np.asarray(document.tokens),
        np.asarray(document.file_starts),
        document.fp_hashes[keep],
        document.fp_positions[keep],
        np.asarray(document.base),
        common_mask & ~document.base,
        k,
        presorted=True,
    )
    return replace(finished, strings=document.strings, string_weights=document.string_weights)
