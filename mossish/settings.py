"""Settings: one validated value holding every knob of a run.

Settings come from defaults, then ``[tool.mossish]`` in a ``pyproject.toml``
(or a ``mossish.toml``), then command-line flags; ``Settings.validated``
checks them once, up front, so later stages can trust them.
"""

from __future__ import annotations

import contextlib
import math
import os
import re
import sys
from collections.abc import Callable
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Any

from mossish.errors import SettingError, UsageError

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - exercised on 3.10 only
    import tomli as tomllib  # type: ignore[import-not-found, no-redef, unused-ignore]

# Why k = 7, w = 8, rarity weighting on, merging across 16 tokens with gaps
# aligned tolerantly (stretches of 3 tokens or more), the per-file view at
# half, scored by avg: chosen by leave-one-set-out over eight labelled sets
# (IR-Plag, our Python, C and Java sets, and four sets of real code by
# different authors: contest solutions with their templates, textbook
# algorithms, interview-style Java/C++ and short Python programs, the last
# three with copies refactored into several files), among the settings that
# keep the demo classes' honest pairs under 0.3 in the median
# (docs/quality.md, `python bench/quality.py --loso`).  Short k-grams keep
# the short runs a disguised copy leaves (k = 5 lost on the interview-style
# set); w = 8 keeps fewer of the idioms every solution shares; rarity
# weighting stops code much of the class holds from counting; merging keeps
# a copy's statements that inserted code pushed apart; the per-file view
# keeps a copy split into several files a copy.
DEFAULT_K = 7
DEFAULT_WINDOW = 8
# Pairs at or above this similarity are "suspicious": they form the cluster
# graph and are what --fail-above style checks look at by default.  It lies
# between the most similar honest pairs and the least similar planted copies
# of the demo classes (docs/quality.md).
DEFAULT_THRESHOLD = 0.7
# Code held by more than this share of the submissions is treated as common
# code (like MOSS -m), but never when fewer than COMMON_MIN_COUNT hold it, so
# a ring of copiers in a small class is not mistaken for common code.  Off
# (1.0) by default: with 7-token k-grams, a share cut marks idioms that nearly
# every solution has, and masks every occurrence of them: on short programs
# it left identical copies scoring 0 (docs/quality.md).  Starter code is removed with --base; in a
# large class the pairing limit (index.py) keeps the most widely shared
# fingerprints from pairing submissions up; --common 90% turns the cut on.
DEFAULT_COMMON_SHARE = 1.0
# Which score drives the threshold, clusters and --fail-above: "avg" (the
# matched part of both submissions) or "max" (of the smaller one).  Both are
# always reported; avg ranked better on every labelled set (docs/quality.md),
# max finds partial copies.  Rarity weighting and match merging: see
# mossish/engine/rarity.py and mossish/engine/merging.py.
DEFAULT_METRIC = "avg"
METRICS = ("avg", "max")
# Code held by this share of the class (effective holders, mossish/engine/rarity.py)
# or more counts nothing; 0 turns the weighting off.
DEFAULT_RARITY = 1.0
DEFAULT_MERGE_GAP = 16
# 0: a merged gap's tokens count on its best diagonal; N: in equal stretches
# of at least N tokens, chained across diagonals (mossish/engine/merging.py).
DEFAULT_MERGE_RUN = 3
# Where a side has several files, how much the per-file view (the largest
# share of one file found in the other submission) counts in avg; 0: none.
DEFAULT_FILE_VIEW = 0.5
# How much the share of rare string literals two submissions both hold adds
# to avg (mossish/engine/literals.py): avg + X * share² * (1 - avg); 0 turns
# it off.  Off by default: every weight tried costs contest solutions, whose
# honest pairs share the output the problem prescribes, more than the rule for
# defaults allows (docs/quality.md, "The strings signal").
DEFAULT_STRINGS = 0.0
# How far avg rises towards max where one side is mostly found in the other and
# the two shares differ (a copy with code added, mossish/engine/scoring.py,
# ``contained``); 0 turns it off.  It passed the rule for defaults on every
# family, held out (docs/quality.md, "Containment").
DEFAULT_CONTAINMENT = 1.0
# How a short side is floored in max and the per-file view (mossish/engine/
# scoring.py, ``Scoring.floors``): 0 counts it as at least 100 tokens of
# weight 1, 1 as at least 100 tokens of its own mean rarity weight.  1 passed
# the rule for defaults on every family, held out (docs/quality.md, "Side floor
# and split containment").
DEFAULT_SIDE_FLOOR = 1.0
# How far containment waives its gap where a side has several files (a copy
# refactored into classes or files: mossish/engine/scoring.py, ``contained``).
# 1 passed the rule for defaults on every family, held out (docs/quality.md,
# "Side floor and split containment").
DEFAULT_SPLIT_CONTAINMENT = 1.0
COMMON_MIN_COUNT = 10
DEFAULT_MAX_FILE_BYTES = 1_000_000
# Connected components larger than this are split into communities.
DEFAULT_CLUSTER_SPLIT = 25
# Per current submission, how many archive entries (those sharing the most
# fingerprints) are compared in full: bounds the cost against a large archive
# whatever its boilerplate, like MOSS listing only the strongest matches.
DEFAULT_ARCHIVE_TOP = 20
# Settings that tune how pairs are scored, or how a Dask cluster divides the
# work, rather than say what is checked.  A config file holds them in a table
# of their own, [tool.mossish.tuning], so the main table reads as the
# assignment's set-up.  dask_partition is the command line's alone (no
# Settings field): a cluster's block size never changes a result.
TUNING = (
    "k",
    "window",
    "rarity",
    "merge_gap",
    "merge_run",
    "file_view",
    "strings",
    "containment",
    "side_floor",
    "split_containment",
    "dask_partition",
)


@dataclass(frozen=True, slots=True)
class Settings:
    """Every parameter of a run.  Immutable and checked when made.

    Each value is converted on the way in, whether it comes from a flag or a
    TOML file (a string such as ``"0.5"`` or ``"2m"``) or from Python code
    (``base="starter/"`` is one folder, not a tuple of characters); a value of
    the wrong type or out of range is a UsageError.  ``Settings.validated``
    also takes ``common`` (a count or a share, as ``--common``) and ignores
    values given as None.
    """

    k: int = DEFAULT_K
    window: int = DEFAULT_WINDOW
    threshold: float = DEFAULT_THRESHOLD
    common_share: float = DEFAULT_COMMON_SHARE
    common_count: int | None = None
    language: str | None = None
    include: tuple[str, ...] = ()
    exclude: tuple[str, ...] = ()
    base: tuple[str, ...] = ()
    max_file_bytes: int = DEFAULT_MAX_FILE_BYTES
    cluster_split: int = DEFAULT_CLUSTER_SPLIT
    top: int | None = None
    # How many lexing processes: how the run goes, not what it finds, so it is
    # left out of the result (the JSON is the same with any -j).
    jobs: int = 0
    archive_top: int = DEFAULT_ARCHIVE_TOP
    text: tuple[str, ...] = ()
    group_by: str | None = None
    # --fail-above: the similarity a CI check fails at.  Every pair down to it
    # is listed (when it is below the threshold), so it is part of the result.
    fail_above: float | None = None
    metric: str = DEFAULT_METRIC
    rarity: float = DEFAULT_RARITY
    merge_gap: int = DEFAULT_MERGE_GAP
    merge_run: int = DEFAULT_MERGE_RUN
    file_view: float = DEFAULT_FILE_VIEW
    strings: float = DEFAULT_STRINGS
    containment: float = DEFAULT_CONTAINMENT
    side_floor: float = DEFAULT_SIDE_FLOOR
    split_containment: float = DEFAULT_SPLIT_CONTAINMENT
    # A CI gate passes submissions with no code at all (empty hand-ins) instead
    # of failing as "not fully checked"; unread code files still fail it.
    allow_empty: bool = False

    def __post_init__(self) -> None:
        for name, convert in _CONVERT.items():
            value = getattr(self, name)
            if value is not None:
                object.__setattr__(self, name, convert(value, name))
        self._check()

    @property
    def listed_from(self) -> float:
        """Every pair scoring at or above this is listed with its fragments."""
        return self.threshold if self.fail_above is None else min(self.fail_above, self.threshold)

    @property
    def gate_floor(self) -> float:
        """Pairs at or above this fail ``--fail-above``: every output keeps them, whatever
        ``--top`` (infinite without the gate)."""
        return math.inf if self.fail_above is None else self.fail_above

    @property
    def guarantee(self) -> int:
        """Winnowing's guarantee threshold t = k + w - 1, in tokens."""
        return self.k + self.window - 1

    def common_limit(self, submissions: int) -> int:
        """How many submissions may hold a fingerprint before it is common code."""
        if self.common_count is not None:
            return self.common_count
        return max(COMMON_MIN_COUNT, math.ceil(self.common_share * submissions))

    def to_dict(self) -> dict[str, Any]:
        """What the result depends on, as plain JSON-ready values (``jobs`` left out)."""
        data = asdict(self)
        data.pop("jobs")
        data["guarantee"] = self.guarantee
        for key in ("include", "exclude", "base", "text"):
            data[key] = list(data[key])
        return data

    @classmethod
    def validated(cls, **values: Any) -> Settings:
        """Settings from keyword values (strings or Python values); UsageError if one is bad."""
        values = {key: value for key, value in values.items() if value is not None}
        if "common" in values:
            values["common_share"], values["common_count"] = parse_common(values.pop("common"))
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(values) - known)
        if unknown:
            raise UsageError(f"unknown setting {unknown[0]!r}")
        return cls(**values)

    def with_(self, **values: Any) -> Settings:
        return replace(self, **values)

    def updated(self, **values: Any) -> Settings:
        """These settings with ``values`` changed, converted and checked as ``validated`` does."""
        current = {f.name: getattr(self, f.name) for f in fields(self)}
        return Settings.validated(**(current | values))

    def _check(self) -> None:
        _require(2 <= self.k <= 200, "k", f"must be 2..200, not {self.k}")
        _require(1 <= self.window <= 200, "window", f"must be 1..200, not {self.window}")
        _require(
            0.0 <= self.threshold <= 1.0,
            "threshold",
            f"must be between 0 and 1, not {self.threshold}",
        )
        _require(
            0.0 < self.common_share <= 1.0,
            "common_share",
            f"must be a share in (0, 1], not {self.common_share}",
        )
        _require(
            self.common_count is None or self.common_count >= 2,
            "common_count",
            f"must be a count of at least 2, not {self.common_count}",
        )
        _require(
            self.metric in METRICS,
            "metric",
            f"must be one of {', '.join(METRICS)}, not {self.metric!r}",
        )
        _require(
            0.0 <= float(self.rarity) <= 1.0,
            "rarity",
            f"must be between 0 and 1, not {self.rarity}",
        )
        _require(
            isinstance(self.merge_gap, int) and 0 <= self.merge_gap <= 100,
            "merge_gap",
            f"must be 0..100 tokens, not {self.merge_gap}",
        )
        _require(
            isinstance(self.merge_run, int) and 0 <= self.merge_run <= 50,
            "merge_run",
            f"must be 0..50 tokens, not {self.merge_run}",
        )
        for name in ("file_view", "strings", "containment", "side_floor", "split_containment"):
            value = getattr(self, name)
            _require(0.0 <= float(value) <= 1.0, name, f"must be between 0 and 1, not {value}")
        _require(self.max_file_bytes > 0, "max_file_bytes", "must be positive")
        _require(self.cluster_split >= 2, "cluster_split", "must be at least 2")
        _require(self.top is None or self.top >= 0, "top", "must be 0 or more")
        _require(self.jobs >= 0, "jobs", "must be 0 (automatic) or more")
        _require(self.archive_top >= 1, "archive_top", "must be at least 1")
        _require(
            self.fail_above is None or 0.0 <= self.fail_above <= 1.0,
            "fail_above",
            f"must be between 0 and 1, not {self.fail_above}",
        )
        if self.group_by is not None:
            group_pattern(self.group_by)  # raises a SettingError when it does not compile
        if self.language is not None:
            _require(
                _lexer_exists(self.language),
                "language",
                f"no Pygments lexer named {self.language!r}",
                sep=": ",
            )


# ---- conversion: one path from user values (strings or Python values) to typed ones ----


def whole_number(value: object, name: str) -> int:
    """An int from an int or its digits (``"7"``); UsageError naming ``name`` otherwise."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if isinstance(value, str):
        with contextlib.suppress(ValueError):
            return int(value.strip())
    raise _wrong(name, f"expected a whole number, not {value!r}")


def fraction(value: object, name: str) -> float:
    """A float from a number, ``"0.5"`` or ``"50%"``; UsageError naming ``name`` otherwise."""
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        number = float(value)
    elif isinstance(value, str):
        text = value.strip()
        try:
            number = float(text[:-1]) / 100 if text.endswith("%") else float(text)
        except ValueError:
            raise _wrong(name, f"expected a number from 0 to 1, not {value!r}") from None
    else:
        raise _wrong(name, f"expected a number from 0 to 1, not {value!r}")
    if not math.isfinite(number):
        raise _wrong(name, f"expected a number from 0 to 1, not {value!r}")
    return number


def byte_size(value: object, name: str) -> int:
    """A number of bytes from an int or a size such as ``"500k"`` or ``"2m"``."""
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    if isinstance(value, str):
        units = {"k": 1_000, "m": 1_000_000, "g": 1_000_000_000}
        clean = value.strip().lower().rstrip("b")
        with contextlib.suppress(ValueError):
            if clean and clean[-1] in units:
                return int(float(clean[:-1]) * units[clean[-1]])
            return int(clean)
    raise _wrong(name, f"expected a size such as 500k or 2m, not {value!r}")


def _names(value: object, name: str) -> tuple[str, ...]:
    """Paths or patterns: one (a string or path) or several (a list or tuple of them)."""
    if isinstance(value, (str, os.PathLike)):
        return (os.fspath(value),)
    if isinstance(value, (list, tuple)) and all(isinstance(v, (str, os.PathLike)) for v in value):
        return tuple(os.fspath(v) for v in value)
    raise _wrong(name, f"expected a path or pattern, or a list of them, not {value!r}")


def _boolean(value: object, name: str) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().lower() in _WORDS:
        return _WORDS[value.strip().lower()]
    raise UsageError(f"{name}: expected true or false, not {value!r}")


_WORDS = {"true": True, "yes": True, "1": True, "false": False, "no": False, "0": False}


def _text(value: object, name: str) -> str:
    if isinstance(value, str):
        return value
    raise _wrong(name, f"expected text, not {value!r}")


_CONVERT: dict[str, Callable[[object, str], object]] = {
    "k": whole_number,
    "window": whole_number,
    "threshold": fraction,
    "common_share": fraction,
    "common_count": whole_number,
    "language": _text,
    "include": _names,
    "exclude": _names,
    "base": _names,
    "max_file_bytes": byte_size,
    "cluster_split": whole_number,
    "top": whole_number,
    "jobs": whole_number,
    "archive_top": whole_number,
    "text": _names,
    "group_by": _text,
    "fail_above": fraction,
    "metric": _text,
    "rarity": fraction,
    "merge_gap": whole_number,
    "merge_run": whole_number,
    "file_view": fraction,
    "strings": fraction,
    "containment": fraction,
    "side_floor": fraction,
    "split_containment": fraction,
    "allow_empty": _boolean,
}
# How the CLI names a setting in its messages: by its flag, where its user set it.
_FLAG = {
    "common": "--common",
    "k": "-k",
    "window": "--window",
    "threshold": "--threshold",
    "common_share": "--common",
    "common_count": "--common",
    "cluster_split": "cluster split size",
    "language": "--lang",
    "include": "--include",
    "exclude": "--exclude",
    "base": "--base",
    "max_file_bytes": "--max-file-size",
    "top": "--top",
    "jobs": "--jobs",
    "archive_top": "--archive-top",
    "text": "--text",
    "group_by": "--group-by",
    "fail_above": "--fail-above",
    "metric": "--metric",
    "rarity": "--rarity",
    "merge_gap": "--merge-gap",
    "merge_run": "--merge-run",
    "file_view": "--file-view",
    "strings": "--strings",
    "containment": "--containment",
    "side_floor": "--side-floor",
    "split_containment": "--split-containment",
    "allow_empty": "--allow-empty",
}


def _lexer_exists(name: str) -> bool:
    """True when Pygments has a lexer called ``name`` (an alias such as ``py``)."""
    from pygments.lexers import get_lexer_by_name
    from pygments.util import ClassNotFound

    try:
        get_lexer_by_name(name)
    except ClassNotFound:
        return False
    return True


def _wrong(setting: str, rest: str, sep: str = ": ") -> SettingError:
    """The error for ``setting``: named as the library names it, or by its flag in the CLI."""
    return SettingError(setting, _FLAG.get(setting, setting), rest, sep)


def _require(condition: bool, setting: str, rest: str, sep: str = " ") -> None:
    if not condition:
        raise _wrong(setting, rest, sep)


def group_pattern(text: str) -> re.Pattern[str]:
    """Compile ``--group-by``: a regular expression naming the student.

    The student is its group ``student``, else its first group, else the
    whole match.  UsageError when it does not compile.
    """
    try:
        return re.compile(text)
    except re.error as exc:
        raise _wrong("group_by", f"not a regular expression ({exc}): {text!r}") from None


def parse_common(given: object) -> tuple[float, int | None]:
    """Parse ``--common``: ``"25%"``, ``"0.25"`` or 0.25 is a share, ``"10"`` or 10 a count."""
    if isinstance(given, float):
        return given, None
    if isinstance(given, int) and not isinstance(given, bool):
        return DEFAULT_COMMON_SHARE, given
    if not isinstance(given, str):
        raise _wrong("common", f"takes a count (10) or a share (0.5, 50%), not {given!r}", " ")
    text = given
    value = text.strip()
    try:
        if value.endswith("%"):
            return float(value[:-1]) / 100.0, None
        if "." in value:
            return float(value), None
        return DEFAULT_COMMON_SHARE, int(value)
    except ValueError:
        raise _wrong(
            "common", f"takes a count (10) or a share (0.5, 50%), not {text!r}", " "
        ) from None


def load_file_settings(directory: Path, only: str | None = None) -> dict[str, Any]:
    """Settings from ``[tool.mossish]`` of a TOML file in ``directory``.

    Without ``only``: ``mossish.toml`` (the whole file, or its
    ``[tool.mossish]``), else ``pyproject.toml``'s ``[tool.mossish]``.  Keys
    may use dashes (``max-file-bytes``) or underscores.  The tuning settings
    (``TUNING``) come from its ``tuning`` table and nowhere else in the file;
    they are checked here, so a bad one is named where it was written.
    """
    names = (only,) if only else ("mossish.toml", "pyproject.toml")
    for name in names:
        path = directory / name
        if not path.is_file():
            continue
        try:
            data: Any = tomllib.loads(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
            raise UsageError(f"cannot read {path}: {exc}") from None
        table = data.get("tool", {}).get("mossish") if isinstance(data.get("tool"), dict) else None
        where = "[tool.mossish.tuning]"
        if table is None:
            table = {} if name == "pyproject.toml" else data
            where = "[tuning]"
        if not isinstance(table, dict):
            raise UsageError(f"{path}: [tool.mossish] must be a table")
        values = {key.replace("-", "_"): value for key, value in table.items()}
        tuning = values.pop("tuning", {})
        if not isinstance(tuning, dict):
            raise UsageError(f"{path}: {where} must be a table")
        misplaced = sorted(set(values) & set(TUNING))
        if misplaced:
            raise UsageError(f"{path}: {misplaced[0]} is a tuning setting: put it under {where}")
        return values | _tuning(tuning, f"{path}: {where}")
    return {}


def _tuning(table: dict[str, Any], where: str) -> dict[str, Any]:
    """The tuning table's values, checked on their own; UsageError naming ``where``."""
    values = {key.replace("-", "_"): value for key, value in table.items()}
    unknown = sorted(set(values) - set(TUNING))
    if unknown:
        raise UsageError(f"{where} has no setting {unknown[0]!r} (it holds {', '.join(TUNING)})")
    try:
        Settings.validated(**{k: v for k, v in values.items() if k != "dask_partition"})
        if "dask_partition" in values:
            _require(
                whole_number(values["dask_partition"], "dask_partition") >= 1,
                "dask_partition",
                f"must be at least 1, not {values['dask_partition']}",
            )
    except SettingError as exc:
        raise UsageError(f"{where} {exc.message}") from None
    return values
