"""Command line (I/O): what ``check`` and ``archive`` share.

Argument types that turn a bad value into one clear line, the options that
shape normalisation and fingerprints (which an archive must share with the
checks that use it), settings from config file and flags, atomic writes and
the progress line.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path
from typing import Any, NoReturn, TextIO

from mossish.config import Settings, load_file_settings, parse_common
from mossish.errors import UsageError
from mossish.inert import InertStream


class Parser(argparse.ArgumentParser):
    """argparse that raises instead of printing usage and exiting."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


def positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"expected 0 or more, not {text}")
    return value


def fraction(text: str) -> float:
    try:
        value = float(text[:-1]) / 100 if text.endswith("%") else float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number from 0 to 1, not {text!r}") from None
    if not 0.0 <= value <= 1.0:
        raise argparse.ArgumentTypeError(f"expected a number from 0 to 1, not {text}")
    return value


def size(text: str) -> int:
    units = {"k": 1_000, "m": 1_000_000, "g": 1_000_000_000}
    clean = text.strip().lower().rstrip("b")
    try:
        if clean and clean[-1] in units:
            return int(float(clean[:-1]) * units[clean[-1]])
        return int(clean)
    except ValueError:
        message = f"expected a size such as 500k or 2m, not {text!r}"
        raise argparse.ArgumentTypeError(message) from None


def add_input_options(parser: argparse.ArgumentParser) -> None:
    """Options that choose and read files, and shape their fingerprints."""
    inputs = parser.add_argument_group("inputs")
    inputs.add_argument("--lang", metavar="NAME", help="force one Pygments lexer (e.g. python)")
    inputs.add_argument(
        "--include", action="append", default=[], metavar="GLOB",
        help="only files matching GLOB (repeatable)",
    )  # fmt: skip
    inputs.add_argument(
        "--exclude", action="append", default=[], metavar="GLOB",
        help="skip files and folders matching GLOB (repeatable)",
    )  # fmt: skip
    inputs.add_argument(
        "--text", action="append", default=[], metavar="GLOB",
        help="compare files matching GLOB as prose, whatever their type (repeatable; "
        ".md, .txt and .rst always are)",
    )  # fmt: skip
    inputs.add_argument(
        "--group-by", metavar="REGEX",
        help="which student a file belongs to: REGEX over its path in the ROOT, the student "
        "being its group 'student' (else its first group), for exports no known layout fits",
    )  # fmt: skip
    inputs.add_argument(
        "--max-file-size", type=size, metavar="BYTES",
        help="skip larger files with a warning (default 1m)",
    )  # fmt: skip
    inputs.add_argument("-k", type=positive_int, metavar="N", help="k-gram length in tokens")
    inputs.add_argument(
        "-w", "--window", type=positive_int, metavar="N", help="winnowing window in k-grams"
    )
    inputs.add_argument(
        "--cache", metavar="FILE",
        help="keep per-file fingerprints in this file: re-runs only lex changed files",
    )  # fmt: skip
    inputs.add_argument(
        "-j", "--jobs", type=positive_int, metavar="N",
        help="processes for lexing (default: one per core)",
    )  # fmt: skip
    inputs.add_argument(
        "--config", metavar="FILE", help="read settings from this TOML file ([tool.mossish])"
    )
    inputs.add_argument(
        "--no-config", action="store_true",
        help="ignore pyproject.toml / mossish.toml in the current folder",
    )  # fmt: skip


def settings_from(args: argparse.Namespace, **flags: Any) -> Settings:
    """Defaults, then the config file, then flags (``flags`` adds command-specific ones)."""
    values: dict[str, Any] = {}
    if args.config:
        path = Path(args.config)
        if not path.is_file():
            raise UsageError(f"--config: no such file: {args.config}")
        values.update(load_file_settings(path.parent, only=path.name))
    elif not args.no_config:
        values.update(load_file_settings(Path.cwd()))
    if "common" in values:
        share, count = parse_common(str(values.pop("common")))
        values["common_share"], values["common_count"] = share, count
    for key in ("include", "exclude", "base", "text"):
        if key in values and isinstance(values[key], str):
            values[key] = [values[key]]
    given = {
        "k": args.k,
        "window": args.window,
        "language": args.lang,
        "max_file_bytes": args.max_file_size,
        "jobs": args.jobs,
        "group_by": getattr(args, "group_by", None),
        **flags,
    }
    common = given.pop("common", None)
    values.update({key: value for key, value in given.items() if value is not None})
    if common is not None:
        share, count = parse_common(common)
        values["common_share"], values["common_count"] = share, count
    for key in ("include", "exclude", "base", "text"):
        from_flags = getattr(args, key, None)
        if from_flags:
            values[key] = from_flags
        if key in values:
            values[key] = tuple(str(v) for v in values[key])
    # Keys only the CLI reads (report folder, cache...) may sit in the config too.
    for key in ("out", "pages", "cache", "archive", "fail_above"):
        values.pop(key, None)
    try:
        return Settings.validated(**values)
    except TypeError as exc:
        raise UsageError(f"bad setting: {exc}") from None


class Progress:
    """A one-line progress display on stderr, only on a terminal."""

    def __init__(self, stream: TextIO | InertStream, enabled: bool) -> None:
        # Only stage names and counts: its carriage returns are meant.
        self.stream = stream.stream if isinstance(stream, InertStream) else stream
        self.enabled = enabled
        self.last = 0.0

    def __call__(self, stage: str, done: int, total: int) -> None:
        if not self.enabled:
            return
        now = time.monotonic()
        if done < total and now - self.last < 0.1:
            return
        self.last = now
        width = 30
        filled = width * done // total if total else width
        self.stream.write(f"\r{stage:<10} [{'#' * filled}{'.' * (width - filled)}] {done}/{total}")
        if done >= total:
            self.stream.write("\r" + " " * (width + 40) + "\r")
        self.stream.flush()
