"""Command line (I/O): argument parsing, progress display, exit codes.

No logic of its own: it builds ``Settings``, opens what the user named
(archives, the cache), calls ``pipeline.analyze`` and hands the result to the
views.  A user mistake prints one line and exits 2; a pair over
``--fail-above`` exits 1; it never prints a traceback and never prompts (CI
runs it unattended).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from contextlib import ExitStack
from pathlib import Path
from typing import TextIO

from mossish import __version__
from mossish.archive import Archive
from mossish.cache import FingerprintCache
from mossish.ci import to_junit, to_sarif, verdict
from mossish.cli_archive import register_archive, run_archive
from mossish.cli_common import (
    Parser,
    Progress,
    add_input_options,
    fraction,
    positive_int,
    settings_from,
    write_atomic,
)
from mossish.config import (
    DEFAULT_MERGE_GAP,
    DEFAULT_METRIC,
    DEFAULT_OUT,
    DEFAULT_RARITY,
    DEFAULT_THRESHOLD,
    MAX_PAGES,
    METRICS,
    MIN_PAGES,
    Settings,
)
from mossish.errors import EXIT_OK, EXIT_THRESHOLD, MossishError, UsageError
from mossish.pipeline import analyze, prior_from_folder
from mossish.prior import PriorSource
from mossish.report import summary, to_csv, write_json


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(
        prog="mossish",
        description="Find code that students share: winnowing over normalised tokens.",
    )
    parser.add_argument("--version", action="version", version=f"mossish {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=Parser)
    check = commands.add_parser(
        "check",
        help="compare the submissions in assignment folders",
        description=(
            "Compare submissions. Each sub-folder (or zip/tar archive) of a ROOT is one "
            "submission (all its source files, prose and notebooks); a file directly in a ROOT "
            "is a submission of its own. Canvas, Moodle and GitHub Classroom exports are "
            "grouped per student. A ROOT may itself be an archive."
        ),
    )
    check.add_argument(
        "roots", nargs="*", metavar="ROOT", help="assignment folder(s) or export archive(s)"
    )
    check.add_argument(
        "--base", action="append", default=[], metavar="PATH",
        help="starter code handed out (file or folder; repeatable): never counts as a match",
    )  # fmt: skip
    add_input_options(check)
    tuning = check.add_argument_group("detection")
    tuning.add_argument(
        "-t", "--threshold", type=fraction, metavar="X",
        help=f"similarity at which a pair is suspicious (0-1, default {DEFAULT_THRESHOLD})",
    )  # fmt: skip
    tuning.add_argument(
        "--metric", choices=METRICS,
        help="the score that drives the threshold, clusters and --fail-above: avg (the "
        "matched part of both submissions) or max (of the smaller one; finds partial "
        f"copies); both are always reported (default {DEFAULT_METRIC})",
    )  # fmt: skip
    tuning.add_argument(
        "--rarity", type=fraction, metavar="X",
        help="code held by this share of the class (counting a group of near-copies as "
        f"one) counts nothing, rarer code proportionally more; 0: off (default {DEFAULT_RARITY})",
    )  # fmt: skip
    tuning.add_argument(
        "--merge-gap", type=int, metavar="N",
        help="matches separated by at most N inserted or changed tokens on each side "
        f"are one fragment (0: off; default {DEFAULT_MERGE_GAP})",
    )  # fmt: skip
    tuning.add_argument(
        "--common", metavar="N|X|P%",
        help="code held by more than N submissions (or a share X / P%% of "
        "them, at least 10) is common code and ignored (default: off; e.g. 90%%)",
    )  # fmt: skip
    prior = check.add_argument_group("prior work and CI")
    prior.add_argument(
        "--archive", action="append", default=[], metavar="PATH",
        help="compare with prior work too: an archive file (mossish archive add) or a "
        "folder of old submissions (repeatable); prior entries are not compared "
        "with each other",
    )  # fmt: skip
    prior.add_argument(
        "--archive-top", type=positive_int, metavar="N",
        help="archive entries compared in full per submission (default 20)",
    )  # fmt: skip
    prior.add_argument(
        "--target", action="append", default=[], metavar="PATH",
        help="check only this submission (a folder under a ROOT, or a student's "
        "repository anywhere) against the class and the archive (repeatable)",
    )  # fmt: skip
    prior.add_argument(
        "--fail-above", type=fraction, metavar="X",
        help="exit with code 1 when a pair (involving a --target, if given) is at or above X",
    )  # fmt: skip
    prior.add_argument("--sarif", metavar="FILE", help="write SARIF 2.1.0 (code scanning)")
    prior.add_argument("--junit", metavar="FILE", help="write JUnit XML (a test case per pair)")
    output = check.add_argument_group("output")
    output.add_argument(
        "-o", "--out", metavar="DIR",
        help=f"write the HTML report into this folder (default {DEFAULT_OUT}; "
        "an existing folder is replaced only if it is a mossish report)",
    )  # fmt: skip
    output.add_argument("--no-report", action="store_true", help="write no HTML report")
    output.add_argument(
        "--open", action="store_true", help="open the report in a web browser when it is written"
    )
    output.add_argument(
        "--pages", type=positive_int, metavar="N",
        help="pair pages in the report: the N most similar pairs (default: every pair at or "
        f"above the threshold, at least {MIN_PAGES}, at most {MAX_PAGES})",
    )  # fmt: skip
    output.add_argument("--json", metavar="FILE", help="write the whole result as JSON")
    output.add_argument("--csv", metavar="FILE", help="write one row per pair as CSV")
    output.add_argument(
        "--top", type=positive_int, metavar="N",
        help="keep only the N most similar pairs in the outputs",
    )  # fmt: skip
    output.add_argument(
        "--show", type=positive_int, default=10, metavar="N",
        help="pairs, clusters and warnings listed in the terminal (default 10)",
    )  # fmt: skip
    output.add_argument(
        "-q", "--quiet", action="store_true",
        help="no progress, no summary (the --fail-above line is still printed)",
    )  # fmt: skip
    register_archive(commands)
    return parser


def _targets(args: argparse.Namespace) -> tuple[list[str], list[str]]:
    """--target paths: those inside a ROOT stay there, the others are extra submissions."""
    roots = [Path(r).resolve() for r in args.roots]
    inside: list[str] = []
    outside: list[str] = []
    for target in args.target:
        path = Path(target)
        if not path.exists():
            raise UsageError(f"--target: no such file or folder: {target}")
        (inside if path.resolve().parent in roots else outside).append(target)
    return inside, outside


def _open_prior(
    stack: ExitStack,
    args: argparse.Namespace,
    settings: Settings,
    cache: FingerprintCache | None,
    progress: Progress,
) -> list[PriorSource]:
    sources: list[PriorSource] = []
    for path in args.archive:
        if Path(path).is_dir():
            sources.append(prior_from_folder(path, settings, progress, cache))
        else:
            archive = Archive.open(path, k=settings.k, window=settings.window)
            stack.callback(archive.close)
            sources.append(archive)
    return sources


def run_check(args: argparse.Namespace, stdout: TextIO, stderr: TextIO) -> int:
    settings = settings_from(
        args,
        threshold=args.threshold,
        top=args.top,
        common=args.common,
        archive_top=args.archive_top,
        metric=args.metric,
        rarity=args.rarity,
        merge_gap=args.merge_gap,
    )
    if not args.roots and not args.target:
        raise UsageError("name at least one ROOT (an assignment folder) or a --target")
    if args.no_report and (args.out or args.open or args.pages is not None):
        raise UsageError("--no-report cannot go with -o/--out, --open or --pages")
    inside, outside = _targets(args)
    inputs = [*args.roots, *outside, *settings.base, *args.archive]
    out = None if args.no_report else args.out or DEFAULT_OUT
    if out is not None:  # refuse a bad report folder before the work, not after
        # The report's modules (Jinja2, the graph layout) are loaded only for a
        # report: a --no-report run in CI starts faster, and the lexing workers
        # forked later never hold them.
        from mossish.html import check_destination

        check_destination(out, inputs)
    progress = Progress(stderr, enabled=not args.quiet and stderr.isatty())
    with ExitStack() as stack:
        cache = FingerprintCache(args.cache) if args.cache else None
        if cache is not None:
            stack.callback(cache.close)
        prior = _open_prior(stack, args, settings, cache, progress)
        analysis = analyze(
            args.roots, settings, progress, prior=prior, cache=cache,
            targets=[*inside, *outside], singles=outside, exact_from=args.fail_above,
        )  # fmt: skip
    targets = [s.name for s in analysis.submissions if s.target]
    limit = args.fail_above if args.fail_above is not None else settings.threshold
    if args.json:
        write_atomic(args.json, lambda stream: write_json(analysis, stream))
    if args.csv:
        write_atomic(args.csv, to_csv(analysis))
    if args.sarif:
        write_atomic(args.sarif, to_sarif(analysis, limit, targets))
    if args.junit:
        write_atomic(args.junit, to_junit(analysis, limit, targets))
    index = None
    if out is not None:
        from mossish.html import write_report

        index = write_report(analysis, out, args.pages, inputs)
    if not args.quiet:
        stdout.write(summary(analysis, show=args.show))
        if cache is not None:
            stdout.write(f"cache: {cache.hits} files reused, {cache.misses} lexed\n")
        if index is not None:
            stdout.write(f"\nreport: {index}\n")
    if index is not None and args.open:
        from mossish.html import open_report

        if not open_report(index):
            stderr.write(f"mossish: no web browser found; open {index.resolve().as_uri()}\n")
    if args.fail_above is not None:
        found = verdict(analysis, args.fail_above, targets)
        stdout.write(found.line() + "\n")
        return EXIT_THRESHOLD if found.failed else EXIT_OK
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
        if args.command == "archive":
            return run_archive(args, out, err)
        return run_check(args, out, err)
    except MossishError as exc:
        err.write(f"mossish: error: {exc.message}\n")
        return exc.exit_code
    except KeyboardInterrupt:
        err.write("mossish: interrupted\n")
        return 130
