"""Discover stage (pure): which files of a ROOT belong to which student.

Instructors hand mossish what their platform gives them.  The entries of a
ROOT (its immediate files, folders and archives) are matched against the
export layouts of the common platforms; the first that fits groups them:

* ``--group-by REGEX``: the instructor's own rule, over each file's path
  in the ROOT (named group ``student``, else the first group);
* Canvas: ``name_12345_67890_file.py`` (``name_LATE_...`` for late work),
  files or archives; a resubmitted ``file-1.py`` replaces ``file.py``;
* Moodle: ``Full Name_12345_assignsubmission_file_/...`` folders (or, from
  older versions, ``Full Name_12345_assignsubmission_file_x.py`` files);
  online text (``..._onlinetext_``) is compared as prose;
* GitHub Classroom: ``assignment-username`` folders (repositories, or their
  zip downloads), the common ``assignment-`` prefix removed;
* otherwise one submission per folder, archive or loose file.

A layout is taken only when most of the ROOT's entries fit it, so an
ordinary one-folder-per-student ROOT keeps its names; entries that do not
fit are grouped the ordinary way.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace

from mossish.inputs.archives import archive_stem

FOLDER, ARCHIVE, FILE = "folder", "archive", "file"

CANVAS = re.compile(r"(?P<name>[^_/]+?)(?P<late>_LATE)?_(?P<uid>\d+)_(?P<sid>\d+)_(?P<file>.+)")
MOODLE = re.compile(r"(?P<name>.+?)_(?P<uid>\d+)_assignsubmission_(?P<plugin>[a-z]+)_(?P<file>.*)")
# A GitHub login: letters, digits and single hyphens, at most 39 characters.
GITHUB_LOGIN = re.compile(r"[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}")
# Canvas renames a re-uploaded file.py to file-1.py, file-2.py...
RESUBMISSION = re.compile(r"(?P<stem>.+?)-(?P<n>\d+)(?P<suffix>\.[^.]*)?")


@dataclass(frozen=True, slots=True)
class Top:
    """An entry lying directly in the ROOT: a folder, an archive or a file."""

    name: str
    kind: str
    clone: bool = False  # a folder holding a .git: a cloned repository


@dataclass(frozen=True, slots=True)
class Group:
    """One submission: its name, where it lies in the ROOT, and its files.

    ``files`` are ``(path in the ROOT, path shown within the submission)``;
    ``where`` is the submission's path in the ROOT (``""``: the ROOT itself).
    """

    name: str
    where: str
    files: tuple[tuple[str, str], ...]
    is_file: bool = False
    late: bool = False  # the export marks it late (Canvas: ``name_LATE_...``)


@dataclass(frozen=True, slots=True)
class Layout:
    """How a ROOT was grouped.

    ``dropped``: ``(path in the ROOT, submission, reason)`` of files left out
    on purpose (older resubmissions); ``ungrouped``: paths ``--group-by``
    placed nowhere; ``prose``: paths to compare as prose whatever their name.
    """

    code: str
    description: str
    groups: tuple[Group, ...]
    dropped: tuple[tuple[str, str, str], ...] = ()
    ungrouped: tuple[str, ...] = ()
    prose: frozenset[str] = frozenset()


def group_root(
    paths: Sequence[str],
    tops: Mapping[str, Top],
    pattern: re.Pattern[str] | None = None,
    is_prose: Callable[[str], bool] = lambda name: False,
) -> Layout:
    """Group the files ``paths`` (POSIX, relative to the ROOT) into submissions."""
    if pattern is not None:
        return _by_pattern(paths, pattern)
    for detect in (_canvas, _moodle, _github):
        layout = detect(paths, tops, is_prose)
        if layout is not None:
            return layout
    groups = _ordinary(paths, tops, is_prose)
    kinds = {top.kind for top in tops.values()}
    what = (
        "one folder per student"
        if kinds <= {FOLDER}
        else "one file per submission"
        if kinds == {FILE}
        else "one folder, archive or file per submission"
    )
    return Layout("folders", f"{what}, {_count(len(groups), 'submission')}", groups)


def _first(path: str) -> tuple[str, str]:
    top, _, rest = path.partition("/")
    return top, rest


def _ordinary(
    paths: Sequence[str], tops: Mapping[str, Top], is_prose: Callable[[str], bool]
) -> tuple[Group, ...]:
    """One submission per folder or archive, and per loose file.

    A loose prose file (a README beside the students' folders) is no
    submission, unless the ROOT holds nothing but prose: a folder of essays.
    """
    essays = all(t.kind == FILE and is_prose(t.name) for t in tops.values())
    grouped: dict[str, list[tuple[str, str]]] = {}
    for path in paths:
        name, rest = _first(path)
        top = tops.get(name, Top(name, FILE))
        if top.kind == FILE and is_prose(name) and not essays:
            continue
        # A loose file, or a problem with a whole archive, is shown by its name.
        grouped.setdefault(name, []).append((path, rest if top.kind == FOLDER else rest or name))
    # An archive is named without its suffix (alice.zip -> alice), unless
    # that name is taken (alice/ beside alice.zip, or alice.tar beside it).
    stems: dict[str, int] = {}
    for name in grouped:
        key = archive_stem(name) if tops.get(name, Top(name, FILE)).kind == ARCHIVE else name
        stems[key] = stems.get(key, 0) + 1
    groups = []
    for name, files in grouped.items():
        top = tops.get(name, Top(name, FILE))
        shown = archive_stem(name) if top.kind == ARCHIVE else name
        if stems[shown] > 1:
            shown = name
        groups.append(Group(shown, name, tuple(files), is_file=top.kind == FILE))
    return tuple(sorted(groups, key=lambda g: (g.name, g.where)))


def _fits(matched: int, total: int) -> bool:
    return matched >= 2 and 2 * matched > total


def _canvas(
    paths: Sequence[str], tops: Mapping[str, Top], is_prose: Callable[[str], bool]
) -> Layout | None:
    found = {
        name: match
        for name, top in tops.items()
        if top.kind != FOLDER and (match := CANVAS.fullmatch(name))
    }
    if not _fits(len(found), len(tops)):
        return None
    students: dict[str, list[str]] = {}
    for name, match in found.items():
        students.setdefault(match["uid"], []).append(name)
    names = _names({uid: found[entries[0]]["name"] for uid, entries in students.items()})
    owner: dict[str, str] = {}
    older: dict[str, tuple[str, str]] = {}  # entry -> (student, the entry kept instead)
    for uid, entries in students.items():
        kept, replaced = _latest(entries, found)
        owner.update((entry, uid) for entry in kept)
        older.update((entry, (uid, newer)) for entry, newer in replaced)
    late = sum(any(found[e]["late"] for e in entries) for entries in students.values())
    groups, rest = _assign(paths, owner, names)
    late_names = {
        names[uid] for uid, entries in students.items() if any(found[e]["late"] for e in entries)
    }
    groups = [replace(g, late=g.name in late_names) for g in groups]
    dropped = []
    for path in rest:
        if (entry := _first(path)[0]) in older:
            uid, newer = older[entry]
            dropped.append((path, names[uid], f"older submission; {newer} is the latest"))
    rest = [path for path in rest if _first(path)[0] not in older]
    others = _ordinary(rest, {n: t for n, t in tops.items() if n not in found}, is_prose)
    details = [f"{late} late"] if late else []
    if older:
        details.append(f"{_count(len(older), 'older resubmission')} left out")
    return Layout(
        "canvas",
        _describe("Canvas export", len(students), details, others),
        (*groups, *others),
        dropped=tuple(dropped),
    )


def _latest(
    entries: list[str], found: Mapping[str, re.Match[str]]
) -> tuple[list[str], list[tuple[str, str]]]:
    """Keep the latest of each resubmitted file (``file-2.py`` over ``file-1.py``, ``file.py``).

    Numbered names count as resubmissions only when the plain name is there
    too: ``ex-1.py`` and ``ex-2.py`` alone are two files.
    """
    chains: dict[str, list[tuple[int, int, str]]] = {}
    for entry in entries:
        match = found[entry]
        original = match["file"]
        numbered = RESUBMISSION.fullmatch(original)
        plain, number = original, 0
        if numbered:
            plain, number = numbered["stem"] + (numbered["suffix"] or ""), int(numbered["n"])
        chains.setdefault(plain, []).append((number, int(match["sid"]), entry))
    kept: list[str] = []
    older: list[tuple[str, str]] = []
    for chain in chains.values():
        if len(chain) > 1 and any(number == 0 for number, _, _ in chain):
            chain.sort()
            kept.append(chain[-1][2])
            older.extend((entry, chain[-1][2]) for _, _, entry in chain[:-1])
        else:
            kept.extend(entry for _, _, entry in chain)
    return sorted(kept), older


def _moodle(
    paths: Sequence[str], tops: Mapping[str, Top], is_prose: Callable[[str], bool]
) -> Layout | None:
    found = {name: match for name in tops if (match := MOODLE.fullmatch(name))}
    if not _fits(len(found), len(tops)):
        return None
    owner = {name: match["uid"] for name, match in found.items()}
    names = _names({match["uid"]: match["name"] for match in found.values()})
    groups, rest = _assign(paths, owner, names)
    others = _ordinary(rest, {n: t for n, t in tops.items() if n not in found}, is_prose)
    prose = frozenset(
        path for path in paths if (m := found.get(_first(path)[0])) and m["plugin"] == "onlinetext"
    )
    return Layout(
        "moodle",
        _describe("Moodle export", len(names), [], others),
        (*groups, *others),
        prose=prose,
    )


def _github(
    paths: Sequence[str], tops: Mapping[str, Top], is_prose: Callable[[str], bool]
) -> Layout | None:
    repos = {
        name: archive_stem(name) if top.kind == ARCHIVE else name
        for name, top in tops.items()
        if top.kind != FILE
    }
    if len(repos) < 2:
        return None
    prefix = _common_prefix(list(repos.values()))
    prefix = prefix[: prefix.rfind("-") + 1]
    if len(prefix) < 4:
        return None
    logins = {name: stem[len(prefix) :] for name, stem in repos.items()}
    if not all(GITHUB_LOGIN.fullmatch(login) for login in logins.values()):
        return None
    # Two or three folders may share a prefix by chance (alice-smith,
    # alice-jones); cloned repositories, or more of them, are a classroom.
    if len(repos) < 3 and not all(tops[name].clone for name in repos):
        return None
    grouped: dict[str, list[tuple[str, str]]] = {}
    rest = []
    for path in paths:
        top, inner = _first(path)
        if top in logins:
            grouped.setdefault(top, []).append((path, inner))
        else:
            rest.append(path)
    groups = [Group(logins[top], top, tuple(files)) for top, files in grouped.items()]
    others = _ordinary(rest, {n: t for n, t in tops.items() if n not in repos}, is_prose)
    detail = [f"prefix {prefix!r} removed"]
    return Layout(
        "github-classroom",
        _describe("GitHub Classroom", len(groups), detail, others, unit="repository"),
        tuple(sorted([*groups, *others], key=lambda g: g.name)),
    )


def _by_pattern(paths: Sequence[str], pattern: re.Pattern[str]) -> Layout:
    grouped: dict[str, list[tuple[str, str]]] = {}
    ungrouped = []
    for path in paths:
        match = pattern.search(path)
        student = _student(match) if match else None
        if not student:
            ungrouped.append(path)
            continue
        grouped.setdefault(student, []).append((path, path))
    groups = tuple(Group(name, "", tuple(files)) for name, files in sorted(grouped.items()))
    details = [f"{_count(len(ungrouped), 'file')} matched no student"] if ungrouped else []
    description = _describe(f"--group-by {pattern.pattern!r}", len(groups), details, ())
    return Layout("group-by", description, groups, ungrouped=tuple(ungrouped))


def _student(match: re.Match[str]) -> str | None:
    if "student" in match.re.groupindex:
        value = match["student"]
    elif match.re.groups:
        value = match.group(1)
    else:
        value = match.group(0)
    return value.strip().replace("/", "_") if value else None


def _assign(
    paths: Sequence[str], owner: Mapping[str, str], names: Mapping[str, str]
) -> tuple[list[Group], list[str]]:
    """Files whose ROOT entry has an owner, grouped by owner; and the rest."""
    grouped: dict[str, list[tuple[str, str]]] = {}
    rest = []
    for path in paths:
        key = owner.get(_first(path)[0])
        if key is None:
            rest.append(path)
        else:
            grouped.setdefault(key, []).append((path, path))
    groups = [Group(names[key], "", tuple(files)) for key, files in grouped.items()]
    return sorted(groups, key=lambda g: g.name), rest


def _names(by_id: Mapping[str, str]) -> dict[str, str]:
    """Students' display names; an id is added where two share a name."""
    counts: dict[str, int] = {}
    for name in by_id.values():
        counts[name] = counts.get(name, 0) + 1
    return {key: name if counts[name] == 1 else f"{name}_{key}" for key, name in by_id.items()}


def _common_prefix(names: list[str]) -> str:
    first, last = min(names), max(names)
    size = 0
    while size < min(len(first), len(last)) and first[size] == last[size]:
        size += 1
    return first[:size]


def _describe(
    what: str, count: int, details: list[str], others: Sequence[Group], unit: str = "student"
) -> str:
    parts = [*details]
    if others:
        parts.append(f"{_count(len(others), 'other entry')} on their own")
    text = f"{what}, {_count(count, unit)}"
    return f"{text} ({'; '.join(parts)})" if parts else text


def _count(n: int, noun: str) -> str:
    if n == 1:
        return f"1 {noun}"
    plural = noun[:-1] + "ies" if noun.endswith("y") and noun[-2] not in "aeiou" else noun + "s"
    return f"{n} {plural}"
