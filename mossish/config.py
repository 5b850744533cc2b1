"""Settings: one validated value holding every knob of a run.

Settings come from defaults, then ``[tool.mossish]`` in a ``pyproject.toml``
(or a ``mossish.toml``), then command-line flags; ``Settings.validated``
checks them once, up front, so later stages can trust them.
"""

from __future__ import annotations

import math
import re
import sys
from dataclasses import asdict, dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from mossish.errors import UsageError

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - exercised on 3.10 only
    import tomli as tomllib  # type: ignore[import-not-found, no-redef, unused-ignore]

# Why k = 7, w = 8, rarity weighting on and merging across 16 tokens, scored
# by avg: chosen by leave-one-set-out over six labelled sets (IR-Plag, our
# Python, C and Java sets, and two sets of real code by different authors:
# contest solutions with their authors' templates, and textbook algorithms),
# among the settings that keep the demo classes' honest pairs under 0.3 in
# the median (docs/quality.md, `python bench/quality.py --loso`).  Short
# k-grams keep the short runs a disguised copy leaves; w = 8 keeps fewer
# of the idioms every solution shares; rarity weighting stops code much of
# the class holds from counting; merging keeps a copy's statements that
# inserted code pushed apart.
DEFAULT_K = 7
DEFAULT_WINDOW = 8
# Pairs at or above this similarity are "suspicious": they form the cluster
# graph and are what --fail-above style checks look at by default.  On the
# demo classes the most similar honest pairs score 0.37-0.45 and the least
# similar planted copies 0.80-0.83 (docs/quality.md).
DEFAULT_THRESHOLD = 0.7
# Code held by more than this share of the submissions is treated as common
# code (like MOSS -m), but never when fewer than COMMON_MIN_COUNT hold it, so
# a ring of copiers in a small class is not mistaken for common code.  Off
# (1.0) by default: with 7-token k-grams, a share cut marks idioms that nearly
# every solution has, and masks every occurrence of them; on IR-Plag's short
# programs a 90 % cut masked 60 % of all tokens and left identical copies
# scoring 0 (docs/quality.md).  Starter code is removed with --base; in a
# large class the pairing limit (index.py) keeps the most widely shared
# fingerprints from pairing submissions up; --common 90% turns the cut on.
DEFAULT_COMMON_SHARE = 1.0
# Which score drives the threshold, clusters and --fail-above: "avg" (the
# matched part of both submissions) or "max" (of the smaller one).  Both are
# always reported; avg ranked better on every labelled set (docs/quality.md),
# max finds partial copies.  Rarity weighting and match merging: see
# mossish/rarity.py and mossish/merging.py.
DEFAULT_METRIC = "avg"
METRICS = ("avg", "max")
# Code held by this share of the class (effective holders, mossish/rarity.py)
# or more counts nothing; 0 turns the weighting off.
DEFAULT_RARITY = 1.0
DEFAULT_MERGE_GAP = 16
COMMON_MIN_COUNT = 10
DEFAULT_MAX_FILE_BYTES = 1_000_000
# Connected components larger than this are split into communities.
DEFAULT_CLUSTER_SPLIT = 25
# Per current submission, how many archive entries (those sharing the most
# fingerprints) are compared in full: bounds the cost against a large archive
# whatever its boilerplate, like MOSS listing only the strongest matches.
DEFAULT_ARCHIVE_TOP = 20
# The HTML report's folder, and its pair pages by default: every pair at or
# above the threshold, but at least the top MIN_PAGES (so a class with no
# suspicious pair still shows its closest ones side by side) and at most
# MAX_PAGES (a class linked by shared idioms must not produce a report too
# big to open or share).
DEFAULT_OUT = "mossish-report"
MIN_PAGES = 20
MAX_PAGES = 500


@dataclass(frozen=True, slots=True)
class Settings:
    """Every parameter of a run.  Immutable; build one with ``Settings.validated``."""

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
    jobs: int = 0
    archive_top: int = DEFAULT_ARCHIVE_TOP
    text: tuple[str, ...] = ()
    group_by: str | None = None
    metric: str = DEFAULT_METRIC
    rarity: float = DEFAULT_RARITY
    merge_gap: int = DEFAULT_MERGE_GAP
    extra: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)

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
        """The settings as plain JSON-ready values (``extra`` left out)."""
        data = asdict(self)
        data.pop("extra", None)
        data["guarantee"] = self.guarantee
        for key in ("include", "exclude", "base", "text"):
            data[key] = list(data[key])
        return data

    @classmethod
    def validated(cls, **values: Any) -> Settings:
        """Build settings from keyword values, checking each; UsageError if bad."""
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(values) - known)
        if unknown:
            raise UsageError(f"unknown setting {unknown[0]!r}")
        settings = cls(**{key: value for key, value in values.items() if value is not None})
        settings._check()
        return settings

    def with_(self, **values: Any) -> Settings:
        settings = replace(self, **values)
        settings._check()
        return settings

    def _check(self) -> None:
        _require(isinstance(self.k, int) and 2 <= self.k <= 200, f"-k must be 2..200, not {self.k}")
        _require(
            isinstance(self.window, int) and 1 <= self.window <= 200,
            f"--window must be 1..200, not {self.window}",
        )
        _require(
            0.0 <= float(self.threshold) <= 1.0,
            f"--threshold must be between 0 and 1, not {self.threshold}",
        )
        _require(
            0.0 < float(self.common_share) <= 1.0,
            f"--common share must be in (0, 1], not {self.common_share}",
        )
        _require(
            self.common_count is None or self.common_count >= 2,
            f"--common count must be at least 2, not {self.common_count}",
        )
        _require(
            self.metric in METRICS,
            f"--metric must be one of {', '.join(METRICS)}, not {self.metric!r}",
        )
        _require(
            0.0 <= float(self.rarity) <= 1.0, f"--rarity must be between 0 and 1, not {self.rarity}"
        )
        _require(
            isinstance(self.merge_gap, int) and 0 <= self.merge_gap <= 100,
            f"--merge-gap must be 0..100 tokens, not {self.merge_gap}",
        )
        _require(self.max_file_bytes > 0, "--max-file-size must be positive")
        _require(self.cluster_split >= 2, "cluster split size must be at least 2")
        _require(self.top is None or self.top >= 0, "--top must be 0 or more")
        _require(self.jobs >= 0, "--jobs must be 0 (automatic) or more")
        _require(self.archive_top >= 1, "--archive-top must be at least 1")
        if self.group_by is not None:
            group_pattern(self.group_by)  # raises UsageError when it does not compile
        if self.language is not None:
            from mossish.normalize import lexer_exists

            _require(
                lexer_exists(self.language), f"--lang: no Pygments lexer named {self.language!r}"
            )


def _require(condition: bool, message: str) -> None:
    if not condition:
        raise UsageError(message)


def group_pattern(text: str) -> re.Pattern[str]:
    """Compile ``--group-by``: a regular expression naming the student.

    The student is its group ``student``, else its first group, else the
    whole match.  UsageError when it does not compile.
    """
    try:
        return re.compile(text)
    except re.error as exc:
        raise UsageError(f"--group-by: not a regular expression ({exc}): {text!r}") from None


def parse_common(text: str) -> tuple[float | None, int | None]:
    """Parse ``--common``: ``"25%"`` or ``"0.25"`` is a share, ``"10"`` a count."""
    value = text.strip()
    try:
        if value.endswith("%"):
            return float(value[:-1]) / 100.0, None
        if "." in value:
            return float(value), None
        return None, int(value)
    except ValueError:
        raise UsageError(
            f"--common takes a count (10) or a share (0.5, 50%), not {text!r}"
        ) from None


def load_file_settings(directory: Path, only: str | None = None) -> dict[str, Any]:
    """Settings from ``[tool.mossish]`` of a TOML file in ``directory``.

    Without ``only``: ``mossish.toml`` (the whole file, or its
    ``[tool.mossish]``), else ``pyproject.toml``'s ``[tool.mossish]``.  Keys
    may use dashes (``max-file-bytes``) or underscores.
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
        if table is None:
            table = {} if name == "pyproject.toml" else data
        if not isinstance(table, dict):
            raise UsageError(f"{path}: [tool.mossish] must be a table")
        return {key.replace("-", "_"): value for key, value in table.items()}
    return {}
