"""Command line (I/O): what ``check`` and ``archive`` share.

Argument types that turn a bad value into one clear line, the options that
shape normalisation and fingerprints (which an archive must share with the
checks that use it), settings from config file and flags, and atomic writes.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any, NoReturn

from mossish.cli.tuning import KNOBS
from mossish.errors import UsageError
from mossish.settings import TUNING, Settings, load_file_settings, whole_number


class Parser(argparse.ArgumentParser):
    """argparse that raises instead of printing usage and exiting."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


def positive_int(text: str) -> int:
    """argparse type of a flag that is not a setting (--dask-partition): 0 or more."""
    try:
        value = whole_number(text, "")
    except UsageError:
        raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"expected 0 or more, not {text}")
    return value


def add_file_options(group: Any) -> None:
    """The options that choose and read a ROOT's files (``group``: a parser or argument group)."""
    group.add_argument(
        "--include", action="append", default=[], metavar="GLOB",
        help="only files matching GLOB (repeatable)",
    )  # fmt: skip
    group.add_argument(
        "--exclude", action="append", default=[], metavar="GLOB",
        help="skip files and folders matching GLOB (repeatable)",
    )  # fmt: skip
    group.add_argument(
        "--text", action="append", default=[], metavar="GLOB",
        help="compare files matching GLOB as prose (repeatable; .md, .txt and .rst always are)",
    )  # fmt: skip
    group.add_argument("--lang", metavar="NAME", help="force one Pygments lexer (e.g. python)")
    group.add_argument(
        "--group-by", metavar="REGEX",
        help="which student a file belongs to, for exports no known layout fits: REGEX "
        "over its path in the ROOT, the student being its group 'student' (or its first)",
    )  # fmt: skip
    group.add_argument(
        "--max-file-size", metavar="BYTES",
        help="skip larger files with a warning (default 1m)",
    )  # fmt: skip


def add_speed_options(group: Any) -> None:
    """How the work is done, never what it finds: lexing processes and the fingerprint cache."""
    group.add_argument(
        "-j", "--jobs", metavar="N",
        help="processes for lexing (default: one per core)",
    )  # fmt: skip
    group.add_argument(
        "--cache", metavar="FILE",
        help="keep per-file fingerprints in this file: re-runs lex only changed files",
    )  # fmt: skip


def add_config_options(group: Any) -> None:
    group.add_argument(
        "--config", metavar="FILE", help="read settings from this TOML file ([tool.mossish])"
    )
    group.add_argument(
        "--no-config", action="store_true",
        help="ignore pyproject.toml / mossish.toml in the current folder",
    )  # fmt: skip


def add_input_options(parser: argparse.ArgumentParser) -> None:
    """The archive commands' inputs: files, their fingerprints' shape, and settings.

    An archive records the k and window it was made with, so ``-k`` and
    ``-w`` stay in its help (they also live in ``[tool.mossish.tuning]``).
    """
    inputs = parser.add_argument_group("inputs")
    add_file_options(inputs)
    for knob in KNOBS[:2]:  # k and window
        inputs.add_argument(
            *knob.flags, dest=knob.key, metavar=knob.metavar,
            help=f"{knob.help} (default {knob.default})",
        )  # fmt: skip
    add_speed_options(inputs)
    add_config_options(inputs)


def read_config(args: argparse.Namespace) -> dict[str, Any]:
    """The config file's values: --config FILE, else the current folder's, if any."""
    if args.config:
        path = Path(args.config)
        if not path.is_file():
            raise UsageError(f"--config: no such file: {args.config}")
        return load_file_settings(path.parent, only=path.name)
    if args.no_config:
        return {}
    return load_file_settings(Path.cwd())


def settings_from(
    args: argparse.Namespace, config: dict[str, Any] | None = None, **flags: Any
) -> Settings:
    """Defaults, then the config file, then flags (``flags`` adds command-specific ones).

    ``config`` is the file's values when the caller has read them already.
    Values stay as given (TOML values, flag strings): ``Settings.validated``
    converts and checks them all, as it does for library users.
    """
    values = dict(read_config(args) if config is None else config)
    # Keys only the CLI reads (report folder, cache, archives: ``main._paths_from``; a
    # cluster's blocks) may sit in the config too.
    for key in ("out", "pages", "cache", "archive", "dask_partition"):
        values.pop(key, None)
    # The tuning flags a command has (hidden or not): each overrides its table entry.
    tuning = {key: getattr(args, key, None) for key in TUNING if key != "dask_partition"}
    given = {
        **tuning,
        "language": args.lang,
        "max_file_bytes": args.max_file_size,
        "jobs": args.jobs,
        "group_by": getattr(args, "group_by", None),
        **flags,
    }
    values.update({key: value for key, value in given.items() if value is not None})
    for key in ("include", "exclude", "base", "text"):
        from_flags = getattr(args, key, None)
        if from_flags:
            values[key] = from_flags
    return Settings.validated(**values)
