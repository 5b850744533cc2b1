"""Command line: the tuning settings, kept out of ``mossish check --help``.

They change how pairs are scored, or how a cluster divides the work, not what
is checked, and their defaults were chosen on labelled sets held out from the
choice (docs/quality.md).  A config file holds them in ``[tool.mossish.tuning]``;
each keeps a flag, hidden from the main help, that overrides the file for one
run, so scripts and experiments written with the flags keep working.
``mossish check --help-tuning`` prints this table.
"""

from __future__ import annotations

import argparse
import sys
import textwrap
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from mossish.dask.cluster import DEFAULT_PARTITION
from mossish.settings import (
    DEFAULT_CONTAINMENT,
    DEFAULT_FILE_VIEW,
    DEFAULT_K,
    DEFAULT_MERGE_GAP,
    DEFAULT_MERGE_RUN,
    DEFAULT_RARITY,
    DEFAULT_SIDE_FLOOR,
    DEFAULT_SPLIT_CONTAINMENT,
    DEFAULT_STRINGS,
    DEFAULT_WINDOW,
)


@dataclass(frozen=True, slots=True)
class Knob:
    """One tuning setting: its key in the table (and in ``Settings``), its flags and meaning."""

    key: str
    flags: tuple[str, ...]
    metavar: str
    default: object
    help: str


KNOBS = (
    Knob("k", ("-k",), "N", DEFAULT_K, "k-gram length in tokens"),
    Knob(
        "window",
        ("-w", "--window"),
        "N",
        DEFAULT_WINDOW,
        "winnowing window in k-grams: any shared run of k + w - 1 tokens or more is "
        "always found; an archive keeps the k and window it was made with, and a check "
        "against it must use the same",
    ),
    Knob(
        "rarity",
        ("--rarity",),
        "X",
        DEFAULT_RARITY,
        "code held by this share of the class (a group of near-copies counting as one "
        "holder) counts nothing, rarer code proportionally more; 0 turns it off",
    ),
    Knob(
        "merge_gap",
        ("--merge-gap",),
        "N",
        DEFAULT_MERGE_GAP,
        "matches separated by at most N inserted or changed tokens on each side are one "
        "fragment; 0 turns merging off",
    ),
    Knob(
        "merge_run",
        ("--merge-run",),
        "N",
        DEFAULT_MERGE_RUN,
        "of a merged gap's tokens, equal stretches of at least N count, on any diagonal; "
        "0 counts the gap's best diagonal alone",
    ),
    Knob(
        "file_view",
        ("--file-view",),
        "X",
        DEFAULT_FILE_VIEW,
        "where a submission has several files, avg moves this far (0-1) towards the "
        "largest share of one file found in the other submission, so a copy refactored "
        "into several files scores as a copy; 0 turns it off",
    ),
    Knob(
        "strings",
        ("--strings",),
        "X",
        DEFAULT_STRINGS,
        "string literals two submissions share and few others hold add to avg: "
        "avg+X*share^2*(1-avg); off by default, as it lifts honest pairs where the "
        "exercise prescribes what the program prints",
    ),
    Knob(
        "containment",
        ("--containment",),
        "X",
        DEFAULT_CONTAINMENT,
        "where max passes 0.6 and exceeds avg by more than 0.1 (one side mostly found in "
        "the other, with code added), avg rises this far (0-1) towards max, fully once "
        "max reaches 1 and the gap 0.2; 0 turns it off",
    ),
    Knob(
        "side_floor",
        ("--side-floor",),
        "X",
        DEFAULT_SIDE_FLOOR,
        "max and the per-file view count a side as at least 100 tokens: of weight 1 (0), "
        "or of the side's own mean rarity weight (1), so that a short program whose code "
        "the class shares is not floored as a stub; between 0 and 1",
    ),
    Knob(
        "split_containment",
        ("--split-containment",),
        "X",
        DEFAULT_SPLIT_CONTAINMENT,
        "where a side has several files (a copy refactored into classes or files), "
        "containment waives this far (0-1) its condition that max exceed avg by more "
        "than 0.1; 0 keeps it",
    ),
    Knob(
        "dask_partition",
        ("--dask-partition",),
        "N",
        DEFAULT_PARTITION,
        "with --dask: submissions per block; a worker holds about this many "
        "submissions' fingerprints at once; never changes a score",
    ),
)


def add_tuning_flags(group: Any) -> None:
    """The tuning flags, hidden from ``--help``, and ``--help-tuning``, which names them."""
    for knob in KNOBS:
        group.add_argument(*knob.flags, dest=knob.key, metavar=knob.metavar, help=argparse.SUPPRESS)
    group.add_argument(
        "--help-tuning", action=_TuningHelp,
        help="list the tuning settings ([tool.mossish.tuning] in the config file) and exit",
    )  # fmt: skip


def tuning_help(width: int = 79) -> str:
    """What ``--help-tuning`` prints: how to set the tuning settings, then each one."""
    lines = [
        "Tuning settings of mossish check and mossish archive",
        "",
        *textwrap.wrap(
            "They change how pairs are scored, or how a Dask cluster divides the work, not "
            "what is checked. The defaults were chosen on labelled sets held out from the "
            "choice (docs/quality.md). Set them in the config file (pyproject.toml or "
            "mossish.toml in the current folder, or --config FILE):",
            width,
        ),
        "",
        "  [tool.mossish.tuning]",
        "  merge_gap = 24",
        "  strings = 0.4",
        "",
        *textwrap.wrap(
            "A flag sets one for a single run and wins over the file (--strings 0.4).", width
        ),
        "",
    ]
    for knob in KNOBS:
        flags = "/".join(knob.flags)
        lines.append(f"  {knob.key} = {knob.default}    ({flags} {knob.metavar})")
        lines.extend(textwrap.wrap(knob.help, width, initial_indent=" " * 6,
                                   subsequent_indent=" " * 6))  # fmt: skip
    return "\n".join(lines) + "\n"


class _TuningHelp(argparse.Action):
    """``--help-tuning``: print the tuning table and exit 0, as ``--help`` does."""

    def __init__(self, option_strings: Sequence[str], dest: str = argparse.SUPPRESS,
                 default: Any = argparse.SUPPRESS, help: str | None = None) -> None:  # fmt: skip
        super().__init__(option_strings, dest, nargs=0, default=default, help=help)

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                 values: Any, option_string: str | None = None) -> None:  # fmt: skip
        sys.stdout.write(tuning_help())
        parser.exit()
