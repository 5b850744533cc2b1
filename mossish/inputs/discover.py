"""Discover stage (I/O): assignment folders and archives -> submissions of decoded files.

A ROOT is a folder, or an archive (zip, tar), holding the class's work.  Its
files are listed (archives read in memory, see mossish/inputs/archives.py), then
grouped per student (mossish/inputs/lms.py: LMS export layouts, ``--group-by``,
else one submission per folder, archive or loose file).  Files are only
ever read as bytes and decoded: student code is data, never imported or run.
Program code is compared as code, prose (``.md``, ``.txt``, ``.rst``,
``--text``) as words, a notebook's code cells in its kernel's language.
Anything odd about one file (binary, undecodable, huge, empty, unreadable, a
link, a hostile archive) becomes a ``Problem`` and the run goes on.
``discover`` does both steps, listing (``plan``: the files found and
grouped, none read) and reading; on a Dask cluster whose workers share the
file system, the client plans and each ``ReadBlock`` is read on a worker.
"""

from __future__ import annotations

import fnmatch
import functools
import itertools
import os
import stat
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime, timezone
from pathlib import Path, PurePosixPath

from mossish.errors import InputError, UsageError
from mossish.inputs.archives import archive_kind, archive_stem
from mossish.inputs.budget import RUN, Machine, SourceBudget, over_share, share
from mossish.inputs.gittime import is_repository, last_commit_time
from mossish.inputs.listing import SKIPPED_DIRS, Item, Listing, list_archive, list_folder
from mossish.inputs.lms import ARCHIVE, FILE, group_root
from mossish.inputs.passover import REPORT_MARKER, summary
from mossish.inputs.reading import Outcome, decode, prose_name, read_item, says_code
from mossish.inputs.safe_input import kind_of
from mossish.model import Grouping, Inputs, Problem, Skipped, SourceFile, Submission, unique_name
from mossish.settings import Settings, group_pattern

# Re-exported for the tests: REPORT_MARKER lives in mossish/inputs/passover.py,
# SKIPPED_DIRS in mossish/inputs/listing.py, decode in mossish/inputs/reading.py.
__all__ = ["REPORT_MARKER", "SKIPPED_DIRS", "decode", "discover"]


@dataclass(slots=True)
class _Unit:
    """A submission being put together: where it lies and its files, unread."""

    root: str
    name: str
    path: str
    files: list[tuple[Item, str]]
    is_file: bool = False
    skipped: list[Skipped] = field(default_factory=list)
    prose: frozenset[str] = frozenset()
    passed: tuple[tuple[str, str], ...] = ()  # passed over unread, shown in the submission
    late: bool = False


def discover(
    roots: Sequence[str],
    settings: Settings,
    singles: Sequence[str] = (),
    on_read: Callable[[Sequence[SourceFile]], Sequence[SourceFile] | None] | None = None,
    file_times: bool = False,
    on_submission: Callable[[Submission], None] | None = None,
    block: int | None = None,
) -> Inputs:
    """Find every submission under ``roots`` and the base code in ``settings.base``.

    Each path in ``singles`` is one submission as a whole (a student's
    repository or archive checked with ``--target``), named after its last
    component.  ``on_read`` is given the files as they are read (the base
    code first, then each submission's), so lexing can start meanwhile; for
    a submission's files it may return what the submission keeps instead
    (the same files without their text, once they are sent to be lexed).
    ``on_submission`` is given each submission as soon as it is read, when
    discovery reads them in the result's order (by name, as the folders of
    one ROOT are); else it is never called.
    A cloned repository's submission time is its last commit's; with
    ``file_times``, any other submission's is its newest file's modification
    time (never otherwise).  ``block``: on a cluster, the files of each
    ``block`` submissions read in turn have a source budget of their own
    (``SourceBudget.for_block``); the base code and archives keep the run's.
    Without ``block``, a class past the run's budget is refused before any
    of its submissions is read (``ClassTooLarge``, from ``Plan.fits``).
    """
    found = plan(roots, settings, singles)
    if block is None and not found.fits:
        raise found.machine.refusal(found.needed, exact=found.budget.over == 0)
    if on_read is not None:
        on_read(found.base)
    problems: list[Problem] = []
    submissions = []
    files_budget = found.budget
    for at, (unit, name) in enumerate(zip(found.units, found.names, strict=True)):
        if block is not None and at % block == 0:
            files_budget = SourceBudget.for_block(block)
        submission = _read_unit(unit, name, settings, problems, files_budget, file_times,
                                found.share)  # fmt: skip
        if submission is not None:
            if on_read is not None and (kept := on_read(submission.files)) is not None:
                submission = replace(submission, files=tuple(kept))
            submissions.append(submission)
            if on_submission is not None and found.in_order:
                on_submission(submission)
    return found.inputs(submissions, problems)


@dataclass(frozen=True, slots=True)
class Plan:
    """What discovery finds before it reads a submission's files (``plan``).

    The base code (read), the submissions to read (``units``, with their
    ``names``, in reading order), the problems met listing them, and the
    run's source budget as listing left it.  ``discover`` reads the units
    here; a Dask cluster on a file system its workers share reads them
    there, a ``ReadBlock`` at a time (``blocks``).

    ``share``: the bytes of source one submission may read (``budget.share``,
    from the sizes listed).  ``needed``: the bytes of source the run would
    hold, read whole within the shares (the base code and archives already
    read, and the files still on disk by their size); ``fits`` when that is
    within the run's budget and no archive was cut short by it.
    """

    base: tuple[SourceFile, ...]
    units: tuple[_Unit, ...]
    names: tuple[str, ...]
    problems: tuple[Problem, ...]
    base_problems: tuple[Problem, ...]
    groupings: tuple[Grouping, ...]
    budget: SourceBudget
    in_order: bool  # the units are read in the result's order (by name)
    machine: Machine
    share: int
    needed: int

    @property
    def fits(self) -> bool:
        return self.budget.over == 0 and self.needed <= self.budget.total

    def blocks(self, size: int, settings: Settings, file_times: bool = False) -> list[ReadBlock]:
        """The units cut into blocks of ``size`` in reading order, each to be read with a
        source budget of its own (``SourceBudget.for_block``), as ``discover(block=size)``
        reads them."""
        return [
            ReadBlock(
                self.units[s : s + size],
                self.names[s : s + size],
                size,
                settings,
                file_times,
                self.share,
            )
            for s in range(0, len(self.units), size)
        ]

    def inputs(self, submissions: Sequence[Submission], problems: Sequence[Problem]) -> Inputs:
        """The result, once the units are read into ``submissions`` and ``problems``."""
        return Inputs(
            submissions=tuple(sorted(submissions, key=lambda s: s.name)),
            base=self.base,
            problems=(*self.problems, *problems, *self.base_problems),
            groupings=self.groupings,
        )


@dataclass(frozen=True, slots=True)
class ReadBlock:
    """Submissions to read together, with a source budget of their own (a cluster's block).

    Called, it reads them where it runs (a worker on a file system shared
    with the client: a relative path is taken from ``cwd``, the client's
    working folder) and returns the submissions found, with their texts, and
    the problems met.  The submissions' paths stay as the client gave them.
    """

    units: tuple[_Unit, ...]
    names: tuple[str, ...]
    size: int
    settings: Settings
    file_times: bool = False
    share: int | None = None  # one submission's share (``Plan.share``)
    cwd: str = field(default_factory=os.getcwd)

    def __call__(self) -> tuple[list[Submission], list[Problem]]:
        budget = SourceBudget.for_block(self.size)
        problems: list[Problem] = []
        submissions = []
        for unit, name in zip(self.units, self.names, strict=True):
            found = _read_unit(_absolute(unit, self.cwd), name, self.settings, problems, budget,
                               self.file_times, self.share)  # fmt: skip
            if found is not None:
                submissions.append(replace(found, path=unit.path))
        return submissions, problems


def _absolute(unit: _Unit, cwd: str) -> _Unit:
    """``unit`` with its files' and folder's paths taken from ``cwd`` when relative."""
    base = Path(cwd)
    files = [
        (replace(item, disk=base / item.disk) if item.disk is not None else item, shown)
        for item, shown in unit.files
    ]
    return replace(unit, path=(base / unit.path).as_posix(), files=files)


def plan(roots: Sequence[str], settings: Settings, singles: Sequence[str] = ()) -> Plan:
    """Every submission under ``roots`` and in ``singles`` listed and grouped, not yet read,
    and the base code read (``discover`` without reading the submissions)."""
    for given in (*singles, *roots):
        if not Path(given).exists():
            raise InputError(f"no such file or folder: {given}")
        if (what := kind_of(given)) is not None:
            raise InputError(f"not a file or folder: {given} is {what}")
    base_problems: list[Problem] = []
    base: list[SourceFile] = []
    machine = Machine.here()
    # The whole run's source: base code, folders and archives.
    budget = SourceBudget(machine.source_bytes)
    for base_path in settings.base:
        if not Path(base_path).exists():
            raise InputError(f"--base: no such file or folder: {base_path}")
        if (what := kind_of(base_path)) is not None:
            raise InputError(f"--base: not a file or folder: {base_path} is {what}")
        base.extend(_read_base(Path(base_path), settings, base_problems, budget))
    problems: list[Problem] = []
    units: list[_Unit] = []
    groupings: list[Grouping] = []
    for single in singles:
        units.append(_single(Path(single), settings, budget))
    for root in roots:
        path = Path(root)
        if path.is_file() and archive_kind(path.name) is None:
            units.append(_Unit(root, path.name, path.as_posix(), [(Item(path.name, path), "")],
                               is_file=True))  # fmt: skip
            continue
        if not path.is_dir() and not path.is_file():
            raise InputError(f"not a file or folder: {root}")
        grouped, grouping = _group(root, path, settings, problems, budget)
        units.extend(grouped)
        groupings.append(grouping)
    names = _unique_names(units)
    sizes = [_sizes(unit, settings) for unit in units]  # (on disk, from archives)
    shares = share([disk + memory for disk, memory in sizes])
    read = budget.total - budget.left  # the base code and archives, read while listing
    return Plan(
        base=tuple(base),
        units=tuple(units),
        names=tuple(names),
        problems=tuple(problems),
        base_problems=tuple(base_problems),
        groupings=tuple(groupings),
        budget=budget,
        in_order=all(a < b for a, b in itertools.pairwise(names)),
        machine=machine,
        share=shares,
        needed=read + budget.over + sum(min(disk, shares) for disk, _ in sizes),
    )


def _sizes(unit: _Unit, settings: Settings) -> tuple[int, int]:
    """The bytes of the files ``unit`` will read: on disk (by their size), and from archives."""
    on_disk = in_memory = 0
    for item, shown in unit.files:
        if (shown and not _chosen(shown, settings)) or item.problem is not None:
            continue
        if item.data is not None:
            in_memory += len(item.data)
        elif item.disk is not None:
            try:
                info = item.disk.lstat()
            except OSError:
                continue  # reading it will say why
            if stat.S_ISREG(info.st_mode) and info.st_size <= settings.max_file_bytes:
                on_disk += info.st_size
    return on_disk, in_memory


def _listing(path: Path, settings: Settings, budget: SourceBudget) -> Listing:
    if path.is_dir():
        try:
            prune = functools.partial(_pruned, settings=settings)
            return list_folder(path, settings.max_file_bytes, prune, budget)
        except OSError as exc:
            raise InputError(f"cannot read folder {path}: {exc.strerror or exc}") from None
    return list_archive(path, settings.max_file_bytes, budget)


def _group(
    root: str, path: Path, settings: Settings, problems: list[Problem], budget: SourceBudget
) -> tuple[list[_Unit], Grouping]:
    """The submissions of one ROOT (a folder or an archive), grouped per student."""
    listing = _listing(path, settings, budget)
    for item in listing.items:
        if not item.rel and item.problem is not None:  # the ROOT archive itself
            problems.append(Problem(item.problem[0], root, item.problem[1]))
    pattern = group_pattern(settings.group_by) if settings.group_by else None
    by_rel: dict[str, list[Item]] = {}
    for item in listing.items:
        if item.rel:  # several problems may name one archive
            by_rel.setdefault(item.rel, []).append(item)
    layout = group_root(
        list(by_rel), listing.tops, pattern, functools.partial(prose_name, settings=settings)
    )
    where = Path(root) / listing.wrapper if listing.wrapper else Path(root)
    units = []
    for group in layout.groups:
        units.append(
            _Unit(
                root=root,
                name=group.name,
                path=(where / group.where).as_posix() if group.where else where.as_posix(),
                files=[(item, shown) for rel, shown in group.files for item in by_rel[rel]],
                is_file=group.is_file,
                prose=layout.prose,
                late=group.late,
            )
        )
    _account(units, listing, root, where)
    owners = {unit.name: unit for unit in units}
    for rel, student, reason in layout.dropped:
        owners[student].skipped.append(Skipped(rel, reason))
    for rel in layout.ungrouped:
        message = "--group-by found no student in this path; not compared"
        problems.append(Problem("ungrouped", f"{root.rstrip('/')}/{rel}", message))
    return units, Grouping(root, layout.code, layout.description)


def _account(units: list[_Unit], listing: Listing, root: str, where: Path) -> None:
    """Give each submission what was passed over in it, and list the entries left empty.

    A student's folder or archive whose code all lies in hidden or tools'
    folders yields no files, so no group: it becomes an empty submission,
    warned about, instead of vanishing from the result.
    """
    by_top: dict[str, list[tuple[str, str]]] = {}
    for path, why in listing.passed:
        by_top.setdefault(path.partition("/")[0], []).append((path, why))
    covered = {item.rel.partition("/")[0] for item in listing.items if item.rel}
    for i, unit in enumerate(units):
        top = Path(unit.path).relative_to(where).as_posix().partition("/")[0]
        if unit.path != where.as_posix() and top in by_top:
            units[i] = replace(unit, passed=_shown(by_top[top], top))
    for name, entry in sorted(listing.tops.items()):
        if name in covered or entry.kind == FILE:
            continue
        shown = archive_stem(name) if entry.kind == ARCHIVE else name
        units.append(_Unit(root, shown, (where / name).as_posix(), [],
                           passed=_shown(by_top.get(name, []), name)))  # fmt: skip


def _shown(passed: list[tuple[str, str]], top: str) -> tuple[tuple[str, str], ...]:
    """Passed-over paths as the submission shows them (without its own folder)."""
    cut = len(top) + 1
    return tuple((path[cut:], why) for path, why in passed)


def _single(path: Path, settings: Settings, budget: SourceBudget) -> _Unit:
    """A ``--target`` path outside every ROOT: one submission, whatever it holds."""
    name = path.resolve().name
    if path.is_file() and archive_kind(path.name) is None:
        return _Unit(path.parent.as_posix(), name, path.as_posix(), [(Item(name, path), "")],
                     is_file=True)  # fmt: skip
    listing = _listing(path, settings, budget)
    files = [(item, item.rel) for item in listing.items]
    return _Unit(path.parent.as_posix(), archive_stem(name), path.as_posix(), files,
                 passed=listing.passed)  # fmt: skip


def _unique_names(units: list[_Unit]) -> list[str]:
    """Names relative to their ROOT, prefixed with the ROOT where two ROOTs collide."""
    counts: dict[str, int] = {}
    for unit in units:
        counts[unit.name] = counts.get(unit.name, 0) + 1
    names = []
    used: set[str] = set()
    for unit in units:
        candidate = unit.name
        if counts[unit.name] > 1:
            candidate = f"{PurePosixPath(Path(unit.root).as_posix()).name or 'root'}/{unit.name}"
        names.append(unique_name(candidate, used))
    return names


def _read_unit(
    unit: _Unit,
    name: str,
    settings: Settings,
    problems: list[Problem],
    budget: SourceBudget,
    file_times: bool = False,
    share: int | None = None,
) -> Submission | None:
    """The submission ``unit``, read; None for a stray non-code file lying in a ROOT.

    It reads at most ``share`` bytes of source (one submission's share of
    the class): the file that would pass it and every file after it are not
    read, named in ``unread``, and one warning says so.
    """
    files: list[SourceFile] = []
    skipped = list(unit.skipped)
    unread: list[str] = []
    held = 0
    cut: list[str] = []
    for item, shown in unit.files:
        if shown and not _chosen(shown, settings):
            continue
        where = f"{name}/{shown}" if shown and not unit.is_file else name
        display = shown or item.rel
        if cut:
            cut.append(display)
            continue
        outcome = _read_within(budget, item, display, where, name, settings,
                               item.rel in unit.prose)  # fmt: skip
        source = outcome[0] if isinstance(outcome, tuple) else outcome
        if isinstance(source, SourceFile):
            held += len(source.text)
            if share is not None and held > share:
                cut.append(display)
                continue
        _sort_outcome(outcome, files, skipped, problems)
        if _unread(outcome, PurePosixPath(display).name, settings):
            unread.append(display)
    if cut:
        assert share is not None
        problems.append(Problem("too-large", name, over_share(share, len(cut)), name))
        unread.extend(
            path for path in cut
            if says_code(PurePosixPath(path).name, settings)
            or prose_name(PurePosixPath(path).name, settings)
        )  # fmt: skip
    if unit.is_file:
        if not files and not unread:
            # A stray non-code file lying in a ROOT (a grades sheet) is no submission.
            return None
    elif not files:
        message = "no source files found in this submission"
        if unit.passed:
            message = f"{message}; {summary(unit.passed)}"
        problems.append(Problem("no-source", name, message, name))
        # Its only code may sit where mossish never looks (build/, a hidden folder):
        # not read, so not checked.  What tools and systems leave there is no sign of it.
        unread.extend(
            path
            for path, _ in unit.passed
            if path.endswith("/") and PurePosixPath(path).name not in INNOCENT_FOLDERS
        )
    return Submission(
        name=name,
        root=unit.root,
        files=tuple(files),
        skipped=tuple(skipped),
        path=unit.path,
        is_file=unit.is_file,
        submitted=_submitted(unit, name, problems, file_times),
        late=unit.late,
        unread=tuple(unread),
    )


# Problems that leave a file named as code unread but hide nothing.
UNREAD_FINE = frozenset({"empty"})


def _unread(outcome: Outcome, name: str, settings: Settings) -> bool:
    """Whether ``outcome`` leaves the file called ``name`` unread, so its submission not
    fully checked: a file named as code that could not be read, or an archive a limit
    stopped (a bomb, one submission's share), whose rest was not read."""
    if not isinstance(outcome, Problem) or outcome.kind in UNREAD_FINE:
        return False
    stopped = outcome.kind in {"too-large", "archive-bomb"} and archive_kind(name) is not None
    return stopped or says_code(name, settings)


# Passed-over folders that version control, editors and macOS make: in a
# submission without code they are no sign of code hidden there (a
# repository with no commit of code is an empty hand-in).
INNOCENT_FOLDERS = frozenset({".git", ".hg", ".svn", "__MACOSX", ".idea", ".vscode"})


def _submitted(unit: _Unit, name: str, problems: list[Problem], file_times: bool) -> str | None:
    """A cloned repository's last commit time; else, if asked, its newest file's time."""
    folder = Path(unit.path)
    if not unit.is_file and is_repository(folder):
        found = last_commit_time(folder)
        if found.problem is not None:
            problems.append(Problem("no-time", name, found.problem, name))
        if found.time is not None or not file_times:
            return found.time
    if not file_times:
        return None
    newest: float | None = None
    for item, _ in unit.files:
        if item.disk is None:  # read from an archive: no file time of its own
            continue
        try:
            stamp = item.disk.stat().st_mtime
        except OSError:
            continue
        newest = stamp if newest is None else max(newest, stamp)
    if newest is None:
        return None
    return datetime.fromtimestamp(int(newest), tz=timezone.utc).isoformat()


def _read_within(
    budget: SourceBudget,
    item: Item,
    display: str,
    shown: str,
    owner: str,
    settings: Settings,
    prose: bool = False,
) -> Outcome:
    """``read_item`` for a file on disk while the run's source budget lasts.

    Archive members were counted when their archive was read.
    """
    if item.disk is None or item.problem is not None:
        return read_item(item, display, shown, owner, settings, prose)
    if budget.spent:
        message = budget.message()
        if owner != "base" and budget.scope == RUN:  # a cluster reads a class by blocks
            message += "; a Dask cluster reads a class by blocks (--dask)"
        return Problem("too-large", shown, message, owner)
    outcome = read_item(item, display, shown, owner, settings, prose)
    source = outcome[0] if isinstance(outcome, tuple) else outcome
    if isinstance(source, SourceFile):
        budget.spend(len(source.text))
    return outcome


def _read_base(
    path: Path, settings: Settings, problems: list[Problem], budget: SourceBudget
) -> list[SourceFile]:
    files: list[SourceFile] = []
    if path.is_file() and archive_kind(path.name) is None:
        _sort_outcome(_read_within(budget, Item(path.name, path), path.name, path.name, "base",
                                   settings), files, [], problems)  # fmt: skip
        return files
    prefix = path.name if path.is_dir() else archive_stem(path.name)
    for item in _listing(path, settings, budget).items:
        shown = f"{prefix}/{item.rel}" if item.rel else prefix
        if item.rel and not _chosen(item.rel, settings):
            continue
        _sort_outcome(_read_within(budget, item, shown, f"base/{shown}", "base", settings),
                      files, [], problems)  # fmt: skip
    return files


def _sort_outcome(
    outcome: Outcome, files: list[SourceFile], skipped: list[Skipped], problems: list[Problem]
) -> None:
    if isinstance(outcome, tuple):
        files.append(outcome[0])
        problems.extend(outcome[1])
    elif isinstance(outcome, SourceFile):
        files.append(outcome)
    elif isinstance(outcome, Skipped):
        skipped.append(outcome)
    else:
        problems.append(outcome)


def _excluded(relative: str, name: str, settings: Settings) -> bool:
    return any(
        fnmatch.fnmatchcase(relative, pattern) or fnmatch.fnmatchcase(name, pattern)
        for pattern in settings.exclude
    )


def _pruned(name: str, settings: Settings) -> bool:
    """A folder or archive ``--exclude`` names: never walked or read."""
    return _excluded(name, name, settings)


def _chosen(relative: str, settings: Settings) -> bool:
    """``--include`` / ``--exclude`` for a file at ``relative`` in its submission.

    A folder that ``--exclude`` names (by its path or its name) takes its
    files with it; ``--include`` picks among files.
    """
    parts = relative.split("/")
    for end in range(1, len(parts)):
        if _excluded("/".join(parts[:end]), parts[end - 1], settings):
            return False
    if _excluded(relative, parts[-1], settings):
        return False
    if not settings.include:
        return True
    return any(
        fnmatch.fnmatchcase(relative, pattern) or fnmatch.fnmatchcase(parts[-1], pattern)
        for pattern in settings.include
    )


def target_names(inputs: Inputs, paths: Sequence[str]) -> tuple[str, ...]:
    """The names of the submissions found at ``paths`` (``--target``); UsageError if one is not."""
    if not paths:
        return ()  # no submission's path is resolved when none is asked for
    by_path = {str(Path(s.path).resolve()): s.name for s in inputs.submissions if s.path}
    names = []
    for target in paths:
        name = by_path.get(str(Path(target).resolve()))
        if name is None:
            raise UsageError(f"--target {target}: not a submission (no source files in it?)")
        names.append(name)
    return tuple(names)
