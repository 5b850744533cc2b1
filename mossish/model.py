"""The data model: the few immutable values that flow between mossish's stages.

Every stage takes and returns these (or plain tuples of them). Arrays are
NumPy arrays marked read-only, so a value handed to a later stage cannot be
changed behind the back of an earlier one.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeVar
from warnings import warn

import numpy as np
import numpy.typing as npt

if TYPE_CHECKING:
    from mossish.settings import Settings

# The array types every stage names (one set, here).
U8 = npt.NDArray[np.uint8]
U64 = npt.NDArray[np.uint64]
I32 = npt.NDArray[np.int32]
I64 = npt.NDArray[np.int64]
F64 = npt.NDArray[np.float64]
Bool = npt.NDArray[np.bool_]


ArrayT = TypeVar("ArrayT", bound="np.ndarray[Any, Any]")


def frozen_array(array: ArrayT) -> ArrayT:
    """Return ``array`` marked read-only (the arrays in values are never changed)."""
    array.flags.writeable = False
    return array


def unique_name(name: str, taken: set[str]) -> str:
    """``name``, or ``name~2``, ``name~3``... whichever is not taken yet; it is taken then."""
    unique, n = name, 2
    while unique in taken:
        unique, n = f"{name}~{n}", n + 1
    taken.add(unique)
    return unique


@dataclass(frozen=True, slots=True)
class Problem:
    """A warning about one input: recorded in the result, never a crash.

    ``kind`` is a stable machine-readable code (see docs/json-schema.md),
    ``path`` names the file or folder as the user knows it.
    """

    kind: str
    path: str
    message: str
    submission: str | None = None


@dataclass(frozen=True, slots=True)
class Skipped:
    """A file that was seen but deliberately not compared (prose, data...)."""

    path: str
    reason: str


@dataclass(frozen=True, slots=True)
class SourceFile:
    """One decoded source file of a submission.

    ``path`` is relative to the submission (POSIX separators); ``text`` has
    its newlines normalised to ``\\n`` so offsets agree with what is shown.
    For a notebook, ``text`` is its code cells joined and ``cells`` maps its
    lines back: ``(cell number, first line of the cell's code in text)``
    for each code cell (see mossish/inputs/notebook.py).
    """

    path: str
    language: str
    text: str
    cells: tuple[tuple[int, int], ...] = ()


@dataclass(frozen=True, slots=True)
class Submission:
    """One student's work (or the base code): a name and its source files."""

    name: str
    root: str
    files: tuple[SourceFile, ...]
    skipped: tuple[Skipped, ...] = ()
    path: str = ""
    is_file: bool = False
    # When it was handed in (ISO 8601, from git history or the LMS), if known.
    submitted: str | None = None
    late: bool = False  # the LMS marked it late
    # Files named as code (or notebooks) that could not be read: binary
    # content, too large, unreadable, links.  The submission was not fully checked.
    unread: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Grouping:
    """How the files of one ROOT were grouped into submissions (see mossish/inputs/lms.py).

    ``layout`` is a stable code (``folders``, ``canvas``, ``moodle``,
    ``github-classroom``, ``group-by``), ``description`` says it to a person.
    """

    root: str
    layout: str
    description: str


@dataclass(frozen=True, slots=True)
class Inputs:
    """What discovery found: submissions, base code, and the problems met."""

    submissions: tuple[Submission, ...]
    base: tuple[SourceFile, ...]
    problems: tuple[Problem, ...]
    groupings: tuple[Grouping, ...] = ()


@dataclass(frozen=True, slots=True)
class TokenizedFile:
    """A normalised token stream with each token's place in the source.

    ``tokens`` holds one stable 64-bit value per kept token (the hash of its
    normalised text); ``starts``/``ends`` are character offsets into the
    file's text, and ``line_starts`` the offset at which each line begins
    (line 1 at 0).  Lines and columns are derived from these when asked for,
    not stored per token: a class's worth of tokens stays small in memory.
    """

    tokens: U64
    starts: I32
    ends: I32
    line_starts: I32
    error_tokens: int = 0
    unmatched_brackets: int = 0

    def __len__(self) -> int:
        return int(self.tokens.shape[0])

    @property
    def lines(self) -> I32:
        """The 1-based line each token starts on."""
        return line_of(self.line_starts, self.starts)

    @property
    def end_lines(self) -> I32:
        """The 1-based line each token's last character is on."""
        return line_of(self.line_starts, _last_chars(self.starts, self.ends))

    @property
    def end_cols(self) -> I32:
        """The 0-based column just past each token, on its end line."""
        return (self.ends - self.line_starts[self.end_lines - 1]).astype(np.int32)


def line_of(line_starts: I32, offsets: I32) -> I32:
    """1-based line numbers of character offsets, given each line's starting offset."""
    return np.searchsorted(line_starts, offsets, side="right").astype(np.int32)


def _last_chars(starts: I32, ends: I32) -> I32:
    return np.maximum(ends - 1, starts)


def spans_in(
    path: str, line_starts: I32, starts: I32, ends: I32, first: I64, last: I64
) -> list[Span]:
    """The spans of one file's token runs ``first[r] .. last[r]`` (token indices)."""
    begin, finish = starts[first], _last_chars(starts[last], ends[last])
    start_lines, end_lines = line_of(line_starts, begin), line_of(line_starts, finish)
    start_cols = begin - line_starts[start_lines - 1]
    end_cols = ends[last] - line_starts[end_lines - 1]
    return [
        Span(path, l0, c0, l1, c1)
        for l0, c0, l1, c1 in zip(
            start_lines.tolist(), start_cols.tolist(), end_lines.tolist(), end_cols.tolist(),
            strict=True,
        )
    ]  # fmt: skip


@dataclass(frozen=True, slots=True)
class Span:
    """A region of one file: first and last line (1-based, inclusive) and columns.

    ``start_col`` is 0-based on ``start_line``; ``end_col`` is the 0-based
    column just past the region on ``end_line``.
    """

    file: str
    start_line: int
    start_col: int
    end_line: int
    end_col: int


@dataclass(frozen=True, slots=True)
class Fragment:
    """A maximal run of identical normalised tokens found in both submissions."""

    a: Span
    b: Span
    tokens: int


@dataclass(frozen=True, slots=True)
class PairResult:
    """How much of two submissions is shared, and where.

    ``share_a`` is the part of ``a``'s (non-base, non-common) tokens covered
    by fragments, ``share_b`` likewise for ``b`` (each token weighted by how
    rare its code is in the class); ``similarity_avg`` is the covered part of
    both together, ``similarity_max`` that of the smaller side, and
    ``similarity`` whichever of the two the run's metric chose.
    """

    a: str
    b: str
    similarity: float
    share_a: float
    share_b: float
    matched_tokens: int
    longest_fragment: int
    shared_fingerprints: int
    fragments: tuple[Fragment, ...]
    jaccard: float = 0.0
    # Both metrics; ``similarity`` is the one the run's --metric chose.
    similarity_avg: float = 0.0
    similarity_max: float = 0.0
    # The share of rare string literals both hold (of the side with fewer;
    # mossish/engine/literals.py), which --strings adds to avg.
    strings: float = 0.0

    @property
    def matched_lines_a(self) -> int:
        return _covered_lines(f.a for f in self.fragments)

    @property
    def matched_lines_b(self) -> int:
        return _covered_lines(f.b for f in self.fragments)


def _covered_lines(spans: Iterable[Span]) -> int:
    """How many distinct (file, line) the spans cover: their line ranges merged per file."""
    covered = 0
    file, end = None, 0  # the file being merged, and the last line counted in it
    for span_file, first, last in sorted((s.file, s.start_line, s.end_line) for s in spans):
        if span_file != file:
            file, end = span_file, first - 1
        if last > end and last >= first:
            covered += last - max(first - 1, end)
            end = last
    return covered


@dataclass(frozen=True, slots=True)
class Edge:
    """A pair at or above the threshold, as an edge of a cluster."""

    a: str
    b: str
    similarity: float


@dataclass(frozen=True, slots=True)
class Cluster:
    """A group of submissions linked by pairs at or above the threshold."""

    members: tuple[str, ...]
    edges: tuple[Edge, ...]
    max_similarity: float
    mean_similarity: float


@dataclass(frozen=True, slots=True)
class FileInfo:
    """What the result says about one compared file."""

    path: str
    language: str
    lines: int
    tokens: int
    cells: tuple[tuple[int, int], ...] = ()  # a notebook's cells (see SourceFile)


@dataclass(frozen=True, slots=True)
class Discount:
    """A region of a submission that counts less because much of the class holds it.

    ``holders`` of the class's ``submissions`` hold its most widely held
    k-gram; ``weight`` is how much its tokens count on average (0 to 1).
    """

    span: Span
    holders: int
    submissions: int
    weight: float


@dataclass(frozen=True, slots=True)
class SubmissionInfo:
    """What the result says about one submission.

    ``base_code`` and ``common_code`` are the regions of its files whose
    tokens were ignored as starter code or as code most of the class holds
    (together ``ignored_tokens``), so a view can mark them; ``discounted``
    the regions that count less for being widely held (mossish/engine/rarity.py).  ``path`` is where
    the submission lies as the user named it (a folder, or a file when
    ``is_file``); ``archive`` is the label of the archive it came from, for
    prior work (then ``path`` is None).
    """

    name: str
    root: str
    files: tuple[FileInfo, ...]
    tokens: int
    ignored_tokens: int
    skipped: tuple[Skipped, ...] = ()
    base_code: tuple[Span, ...] = ()
    common_code: tuple[Span, ...] = ()
    discounted: tuple[Discount, ...] = ()
    path: str | None = None
    is_file: bool = False
    archive: str | None = None
    target: bool = False
    submitted: str | None = None  # ISO 8601, from git history or the LMS
    late: bool = False
    # Seconds after its due date (--deadline, or the LMS's), when that is known.
    late_by: int | None = None
    # Its files named as code that could not be read (see ``Submission.unread``).
    unread: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Unchecked:
    """A submission the run did not fully check: a CI gate must not pass it unseen.

    ``empty``: it holds no code at all (nothing handed in, documents only, or
    code that gives no tokens), which some courses accept (``--allow-empty``);
    otherwise a file or folder named as code was not read.
    """

    submission: str
    reason: str
    empty: bool


@dataclass(frozen=True, slots=True)
class Stats:
    """Counts that describe the run (all deterministic, no timings).

    Class pairs and prior-work pairs are counted apart, so every view says
    the same of each: ``all_pairs`` class pairs in scope (all of them, or
    those involving a target), ``compared_pairs`` of them sharing a run of k
    tokens, ``flagged_pairs`` at or above the threshold; likewise
    ``archive_candidates`` current-prior pairs compared in full,
    ``archive_pairs`` sharing code and ``archive_flagged`` at or above.
    """

    submissions: int
    files: int
    tokens: int
    fingerprints: int
    distinct_fingerprints: int
    base_fingerprints: int
    common_fingerprints: int
    common_limit: int
    candidate_pairs: int
    all_pairs: int
    archive_entries: int = 0
    archive_candidates: int = 0
    compared_pairs: int = 0
    pair_limit: int = 0
    frequent_fingerprints: int = 0
    flagged_pairs: int = 0
    archive_pairs: int = 0
    archive_flagged: int = 0

    @property
    def common_cut(self) -> bool:
        """Whether the common-code limit can catch anything in this class."""
        return self.common_limit < self.submissions


@dataclass(frozen=True, slots=True)
class Resubmission:
    """A whole-submission near-duplicate of prior work, found by SimHash.

    ``distance`` is the Hamming distance of the two 64-bit SimHash sketches
    (0: the same normalised code, whatever its names, comments and layout).
    """

    submission: str
    prior: str
    label: str
    distance: int


@dataclass(frozen=True, slots=True)
class Analysis:
    """The whole result of one run: what every view (terminal, JSON, HTML) reads."""

    settings: Settings
    submissions: tuple[SubmissionInfo, ...]
    base_files: tuple[FileInfo, ...]
    pairs: tuple[PairResult, ...]
    clusters: tuple[Cluster, ...]
    # Problems with one input (a file unread, a name matching no one): the run went on.
    # The JSON, the terminal and the report call them warnings too.
    warnings: tuple[Problem, ...]
    stats: Stats
    histogram: tuple[int, ...] = field(default=())
    # Each file's text by (submission, path): what the report shows.  A Mapping,
    # since on a cluster the texts are read back from disk (engine/spool.py).
    sources: Mapping[tuple[str, str], SourceFile] = field(default_factory=dict, compare=False)
    resubmissions: tuple[Resubmission, ...] = ()
    groupings: tuple[Grouping, ...] = ()
    # The current-prior pairs compared in full, in the same bins as ``histogram``.
    archive_histogram: tuple[int, ...] = field(default=())

    @property
    def problems(self) -> tuple[Problem, ...]:
        """Deprecated: the same as ``warnings``, the name the JSON and the report use."""
        warn(
            "Analysis.problems is deprecated; use Analysis.warnings",
            DeprecationWarning,
            stacklevel=2,
        )
        return self.warnings

    @property
    def unchecked(self) -> tuple[Unchecked, ...]:
        """The class's submissions that were not fully checked, and why (``Unchecked``)."""
        needy = [
            info
            for info in self.submissions
            if info.archive is None and (info.tokens == 0 or info.unread)
        ]
        names = {info.name for info in needy}
        # Each one's warnings by path, gathered in one pass (a later warning wins).
        said = {(p.submission, p.path): p.message for p in self.warnings if p.submission in names}
        found = []
        for info in needy:
            if info.unread:
                named = []
                for path in info.unread:
                    if path.endswith("/"):
                        named.append(f"{path} (passed over)")
                        continue
                    why = said.get(
                        (info.name, info.name if info.is_file else f"{info.name}/{path}")
                    )
                    named.append(f"{path or info.name} ({why or 'not read'})")
                shown = "; ".join(named[:3]) + ("; ..." if len(named) > 3 else "")
                reason = ("nothing compared; " if info.tokens == 0 else "") + f"not read: {shown}"
            else:
                reason = said.get((info.name, info.name)) or "nothing compared: no code in it"
            found.append(Unchecked(info.name, reason, empty=info.tokens == 0 and not info.unread))
        return tuple(found)
