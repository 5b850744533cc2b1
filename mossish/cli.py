"""Command line (I/O): argument parsing, progress display, exit codes.

No logic of its own: it builds ``Settings``, calls ``pipeline.analyze`` and
hands the result to the views.  A user mistake prints one line and exits 2;
it never prints a traceback and never prompts (CI runs it unattended).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NoReturn, TextIO

from mossish import __version__
from mossish.config import Settings, load_file_settings, parse_common
from mossish.errors import EXIT_OK, MossishError, OutputError, UsageError
from mossish.html import (
    DEFAULT_OUT,
    MAX_PAGES,
    MIN_PAGES,
    check_destination,
    open_report,
    write_report,
)
from mossish.pipeline import analyze
from mossish.report import summary, to_csv, to_json


class _Parser(argparse.ArgumentParser):
    """argparse that raises instead of printing usage and exiting."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


def _positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"expected 0 or more, not {text}")
    return value


def _fraction(text: str) -> float:
    try:
        value = float(text[:-1]) / 100 if text.endswith("%") else float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number from 0 to 1, not {text!r}") from None
    if not 0.0 <= value <= 1.0:
        raise argparse.ArgumentTypeError(f"expected a number from 0 to 1, not {text}")
    return value


def _size(text: str) -> int:
    units = {"k": 1_000, "m": 1_000_000, "g": 1_000_000_000}
    clean = text.strip().lower().rstrip("b")
    try:
        if clean and clean[-1] in units:
            return int(float(clean[:-1]) * units[clean[-1]])
        return int(clean)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"expected a size such as 500k or 2m, not {text!r}"
        ) from None


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="mossish",
        description="Find code that students share: winnowing over normalised tokens.",
    )
    parser.add_argument("--version", action="version", version=f"mossish {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    check = commands.add_parser(
        "check",
        help="compare the submissions in assignment folders",
        description=(
            "Compare submissions. Each sub-folder of a ROOT is one submission (all its source "
            "files); a source file directly in a ROOT is a submission of its own."
        ),
    )
    check.add_argument("roots", nargs="+", metavar="ROOT", help="assignment folder(s)")
    inputs = check.add_argument_group("inputs")
    inputs.add_argument(
        "--base", action="append", default=[], metavar="PATH",
        help="starter code handed out (file or folder; repeatable): never counts as a match",
    )  # fmt: skip
    inputs.add_argument("--lang", metavar="NAME", help="force one Pygments lexer (e.g. python)")
    inputs.add_argument(
        "--include",
        action="append",
        default=[],
        metavar="GLOB",
        help="only files matching GLOB (repeatable)",
    )
    inputs.add_argument(
        "--exclude",
        action="append",
        default=[],
        metavar="GLOB",
        help="skip files and folders matching GLOB (repeatable)",
    )
    inputs.add_argument(
        "--max-file-size",
        type=_size,
        metavar="BYTES",
        help="skip larger files with a warning (default 1m)",
    )
    tuning = check.add_argument_group("detection")
    tuning.add_argument("-k", type=_positive_int, metavar="N", help="k-gram length in tokens")
    tuning.add_argument(
        "-w", "--window", type=_positive_int, metavar="N", help="winnowing window in k-grams"
    )
    tuning.add_argument(
        "-t",
        "--threshold",
        type=_fraction,
        metavar="X",
        help="similarity at which a pair is suspicious (0-1, default 0.5)",
    )
    tuning.add_argument(
        "--common",
        metavar="N|X|P%",
        help="code held by more than N submissions (or a share X / P%% of "
        "them) is common code and ignored (default: 80%%, at least 10)",
    )
    output = check.add_argument_group("output")
    output.add_argument(
        "-o",
        "--out",
        metavar="DIR",
        help=f"write the HTML report into this folder (default {DEFAULT_OUT}; "
        "an existing folder is replaced only if it is a mossish report)",
    )
    output.add_argument("--no-report", action="store_true", help="write no HTML report")
    output.add_argument(
        "--open", action="store_true", help="open the report in a web browser when it is written"
    )
    output.add_argument(
        "--pages",
        type=_positive_int,
        metavar="N",
        help="pair pages in the report: the N most similar pairs (default: every "
        f"pair at or above the threshold, at least {MIN_PAGES}, at most "
        f"{MAX_PAGES})",
    )
    output.add_argument("--json", metavar="FILE", help="write the whole result as JSON")
    output.add_argument("--csv", metavar="FILE", help="write one row per pair as CSV")
    output.add_argument(
        "--top",
        type=_positive_int,
        metavar="N",
        help="keep only the N most similar pairs in the outputs",
    )
    output.add_argument(
        "--show",
        type=_positive_int,
        default=10,
        metavar="N",
        help="pairs, clusters and warnings listed in the terminal (default 10)",
    )
    output.add_argument("-q", "--quiet", action="store_true", help="no progress, no summary")
    check.add_argument(
        "-j",
        "--jobs",
        type=_positive_int,
        metavar="N",
        help="processes for lexing (default: one per core)",
    )
    check.add_argument(
        "--config", metavar="FILE", help="read settings from this TOML file ([tool.mossish] table)"
    )
    check.add_argument(
        "--no-config",
        action="store_true",
        help="ignore pyproject.toml / mossish.toml in the current folder",
    )
    return parser


def settings_from(args: argparse.Namespace) -> Settings:
    """Defaults, then the config file, then flags."""
    values: dict[str, Any] = {}
    if args.config:
        path = Path(args.config)
        if not path.is_file():
            raise UsageError(f"--config: no such file: {args.config}")
        values.update(load_file_settings(path.parent, only=path.name))
    elif not args.no_config:
        values.update(load_file_settings(Path.cwd()))
    if "common" in values:
        common = values.pop("common")
        share, count = parse_common(str(common))
        values["common_share"], values["common_count"] = share, count
    for key in ("include", "exclude", "base"):
        if key in values and isinstance(values[key], str):
            values[key] = [values[key]]
    flags = {
        "k": args.k,
        "window": args.window,
        "threshold": args.threshold,
        "language": args.lang,
        "max_file_bytes": args.max_file_size,
        "top": args.top,
        "jobs": args.jobs,
    }
    values.update({key: value for key, value in flags.items() if value is not None})
    if args.common is not None:
        share, count = parse_common(args.common)
        values["common_share"], values["common_count"] = share, count
    for key in ("include", "exclude", "base"):
        given = getattr(args, key)
        if given:
            values[key] = given
        if key in values:
            values[key] = tuple(str(v) for v in values[key])
    try:
        return Settings.validated(**values)
    except TypeError as exc:
        raise UsageError(f"bad setting: {exc}") from None


class _Progress:
    """A one-line progress display on stderr, only on a terminal."""

    def __init__(self, stream: TextIO, enabled: bool) -> None:
        self.stream = stream
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


def write_atomic(path: str, text: str) -> None:
    """Write a whole file or nothing: a reader never sees half a result."""
    target = Path(path)
    folder = target.parent if str(target.parent) else Path(".")
    if not folder.is_dir():
        raise OutputError(f"cannot write {path}: folder {folder} does not exist")
    try:
        handle, temporary = tempfile.mkstemp(dir=folder, prefix=f".{target.name}.", suffix=".tmp")
        with os.fdopen(handle, "w", encoding="utf-8", newline="") as stream:
            stream.write(text)
        os.replace(temporary, target)
    except OSError as exc:
        raise OutputError(f"cannot write {path}: {exc.strerror or exc}") from None


def run_check(args: argparse.Namespace, stdout: TextIO, stderr: TextIO) -> int:
    settings = settings_from(args)
    if args.no_report and (args.out or args.open or args.pages is not None):
        raise UsageError("--no-report cannot go with -o/--out, --open or --pages")
    out = None if args.no_report else args.out or DEFAULT_OUT
    if out is not None:  # refuse a bad report folder before the work, not after
        check_destination(out, [*args.roots, *settings.base])
    progress = _Progress(stderr, enabled=not args.quiet and stderr.isatty())
    analysis = analyze(args.roots, settings, progress)
    if args.json:
        write_atomic(args.json, to_json(analysis))
    if args.csv:
        write_atomic(args.csv, to_csv(analysis))
    index = None
    if out is not None:
        index = write_report(analysis, out, args.pages, [*args.roots, *settings.base])
    if not args.quiet:
        stdout.write(summary(analysis, show=args.show))
        if index is not None:
            stdout.write(f"\nreport: {index}\n")
    if index is not None and args.open and not open_report(index):
        stderr.write(f"mossish: no web browser found; open {index.resolve().as_uri()}\n")
    return EXIT_OK


def main(argv: Sequence[str] | None = None, stdout: TextIO | None = None,
         stderr: TextIO | None = None) -> int:  # fmt: skip
    """Run the command line; returns the exit code (never raises for user errors)."""
    out = stdout or sys.stdout
    err = stderr or sys.stderr
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
        if args.command is None:
            parser.print_help(out)
            return EXIT_OK
        return run_check(args, out, err)
    except MossishError as exc:
        err.write(f"mossish: error: {exc.message}\n")
        return exc.exit_code
    except KeyboardInterrupt:
        err.write("mossish: interrupted\n")
        return 130
