"""Command line (I/O): argument parsing, progress display, exit codes.

No logic of its own: it builds ``Settings``, opens what the user named
(archives, the cache), calls ``pipeline.analyze`` and hands the result to the
views.  A user mistake prints one line and exits 2; a pair over
``--fail-above`` exits 1; it never prints a traceback and never prompts (CI
runs it unattended).
"""

from __future__ import annotations

import argparse
import shlex
import sys
from collections import Counter
from collections.abc import Sequence
from contextlib import ExitStack
from pathlib import Path
from typing import Any, TextIO, cast

from mossish._version import __version__
from mossish.archive.backend import is_server, open_archive, translating
from mossish.archive.prior import PriorSource, prior_from_folder
from mossish.cli.archive import register_archive, run_archive
from mossish.cli.options import (
    Parser,
    add_config_options,
    add_file_options,
    add_speed_options,
    read_config,
    settings_from,
)
from mossish.cli.output import STDOUT, Results, plan
from mossish.cli.progress import ProgressBar
from mossish.cli.tuning import add_tuning_flags
from mossish.dask.cluster import DEFAULT_PARTITION, READS, connect
from mossish.engine.cache import FingerprintCache
from mossish.errors import (
    EXIT_OK,
    EXIT_USAGE,
    ClassTooLarge,
    MossishError,
    SettingError,
    UsageError,
)
from mossish.inert import InertStream, underlying
from mossish.inputs.labels import read_labels
from mossish.inputs.times import apply_times, parse_deadline
from mossish.model import Analysis
from mossish.pipeline import analyze
from mossish.report.ci import to_junit, to_sarif, verdict
from mossish.report.csv import to_csv
from mossish.report.decisions import decided, read_decisions
from mossish.report.json import write_json
from mossish.report.pages import DEFAULT_OUT, DEFAULT_PAGES
from mossish.report.terminal import write_summary
from mossish.settings import (
    DEFAULT_METRIC,
    DEFAULT_THRESHOLD,
    METRICS,
    Settings,
    whole_number,
)

# Pairs the terminal lists without --top: a summary; the files and the report hold the rest.
SHOWN = 10


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
        usage="%(prog)s ROOT [ROOT ...] [--base PATH] [options]",
        epilog="Every option, with examples: docs/options.md. The tuning settings (k-gram "
        "length, rarity, merging...): mossish check --help-tuning.",
    )
    _add_check_options(check)
    register_archive(commands)
    return parser


def _add_check_options(check: argparse.ArgumentParser) -> None:
    """``check``'s options, grouped as an instructor or a CI author looks for them."""
    inputs = check.add_argument_group("inputs")
    inputs.add_argument(
        "roots", nargs="*", metavar="ROOT", help="assignment folder(s) or export archive(s)"
    )
    add_file_options(inputs)
    inputs.add_argument(
        "--labels", action="append", default=[], metavar="FILE",
        help="sections, groups and submission times: a CSV with a 'submission' column "
        "(and an optional ISO 8601 'submitted'), or a Moodle grading worksheet; repeatable",
    )  # fmt: skip
    inputs.add_argument(
        "--deadline", metavar="TIME",
        help="due date-time (ISO 8601, e.g. 2026-11-05T23:59+01:00; UTC unless it says): "
        "later submissions are marked late",
    )  # fmt: skip
    inputs.add_argument(
        "--times-from-files", action="store_true",
        help="where nothing better says when a submission was handed in, take its newest "
        "file's modification time",
    )  # fmt: skip
    against = check.add_argument_group("what to compare against")
    against.add_argument(
        "--base", action="append", default=[], metavar="PATH",
        help="starter code handed out (file or folder; repeatable): never counts as a match",
    )  # fmt: skip
    against.add_argument(
        "--common", metavar="N|X|P%",
        help="code held by more than N submissions (or a share X / P%% of them, at least "
        "10) is common code and ignored (default: off; e.g. 90%%)",
    )  # fmt: skip
    against.add_argument(
        "--archive", action="append", default=[], metavar="PATH",
        help="prior work too: an archive file or postgresql:// URL (mossish archive add), or "
        "a folder of old submissions (repeatable); prior entries are not compared together",
    )  # fmt: skip
    against.add_argument(
        "--archive-top", metavar="N",
        help="archive entries compared in full per submission (default 20)",
    )  # fmt: skip
    against.add_argument(
        "--target", action="append", default=[], metavar="PATH",
        help="check only this submission (a folder under a ROOT, or a repository anywhere) "
        "against the class and the archive (repeatable)",
    )  # fmt: skip
    gate = check.add_argument_group("the verdict and the CI gate")
    gate.add_argument(
        "-t", "--threshold", metavar="X",
        help=f"similarity at which a pair is suspicious and joins a cluster (0-1, default "
        f"{DEFAULT_THRESHOLD})",
    )  # fmt: skip
    gate.add_argument(
        "--metric", choices=METRICS,
        help="the score pairs are judged by: avg (the matched part of both submissions) or "
        f"max (of the smaller one; finds partial copies); both are reported (default "
        f"{DEFAULT_METRIC})",
    )  # fmt: skip
    gate.add_argument(
        "--fail-above", metavar="X",
        help="exit 1 when a pair (involving a --target, if given) is at or above X, and 3 "
        "when a submission (a --target, if given) was not fully checked",
    )  # fmt: skip
    gate.add_argument(
        "--allow-empty", action="store_const", const=True, default=None,
        help="with --fail-above: pass submissions with no code at all instead of exiting 3",
    )  # fmt: skip
    gate.add_argument(
        "--decisions", metavar="FILE",
        help="decisions exported from the report: dismissed pairs whose code is unchanged "
        "never fail --fail-above",
    )  # fmt: skip
    output = check.add_argument_group("outputs")
    output.add_argument(
        "-o", "--out", metavar="DIR",
        help=f"write the HTML report into this folder (default {DEFAULT_OUT}; an existing "
        "folder is replaced only if it is a mossish report)",
    )  # fmt: skip
    output.add_argument("--no-report", action="store_true", help="write no HTML report")
    output.add_argument(
        "--open", action="store_true", help="open the report in a web browser when it is written"
    )
    output.add_argument(
        "--json", metavar="FILE", help="write the whole result as JSON (- for stdout)"
    )
    output.add_argument(
        "--csv", metavar="FILE", help="write one row per pair as CSV (- for stdout)"
    )
    output.add_argument(
        "--sarif", metavar="FILE", help="write SARIF 2.1.0 (code scanning; - for stdout)"
    )
    output.add_argument(
        "--junit", metavar="FILE", help="write JUnit XML (a test case per pair; - for stdout)"
    )
    output.add_argument(
        "--top", metavar="N",
        help=f"every output keeps only the N most similar pairs: the files, the report's "
        f"pair pages, the terminal (0: every pair sharing code; default: the terminal shows "
        f"{SHOWN}, the report pages {DEFAULT_PAGES}, the files every listed pair)",
    )  # fmt: skip
    output.add_argument(
        "-q", "--quiet", action="store_true",
        help="no progress, no summary (the --fail-above line is still printed)",
    )  # fmt: skip
    for gone in GONE:
        output.add_argument(gone, dest=f"gone_{gone[2:]}", help=argparse.SUPPRESS)
    speed = check.add_argument_group("performance")
    add_speed_options(speed)
    speed.add_argument(
        "--dask", metavar="SCHEDULER",
        help="read, lex and index on a Dask cluster (pip install 'mossish[dask]'): a "
        "scheduler address (tcp://host:8786), or 'local' for -j worker processes; the "
        "result is the same",
    )  # fmt: skip
    speed.add_argument(
        "--dask-read", choices=READS,
        help="who reads the class's files: the workers (the same paths on a shared file "
        "system), this machine (client), or auto (default)",
    )  # fmt: skip
    speed.add_argument(
        "--dask-memory-limit", metavar="SIZE",
        help="with --dask local: each worker's memory (e.g. 2GB), above which it spills to disk",
    )  # fmt: skip
    settings = check.add_argument_group("settings")
    add_config_options(settings)
    add_tuning_flags(settings)


# Flags that are gone, and the one line that says what does their job now.
GONE = {
    "--show": "--show is gone: --top N decides how many pairs every output keeps, the "
    f"terminal's included (it shows {SHOWN} by default)",
    "--pages": "--pages is gone: --top N decides how many pairs every output keeps, the "
    f"report's pair pages included ({DEFAULT_PAGES} by default)",
}


def _paths_from(config: dict[str, Any], args: argparse.Namespace) -> None:
    """The config file's ``out``, ``cache`` and ``archive``, where no flag gives them.

    Paths are taken as the flags take them (from the folder mossish runs in).
    A flag wins: ``-o``/``--no-report`` over ``out``, ``--cache`` over
    ``cache``, any ``--archive`` over the file's list; ``--dask`` leaves the
    file's cache unused, as its workers lex every file.
    """
    if "pages" in config:
        raise UsageError("the config file's " + GONE["--pages"].replace("--pages", "pages", 1))
    for key in ("out", "cache"):
        value = config.get(key)
        if value is not None and (not isinstance(value, str) or not value):
            raise UsageError(f"the config file's {key} must be a path (a string), not {value!r}")
    out, cache, archive = config.get("out"), config.get("cache"), config.get("archive", [])
    if isinstance(archive, str):
        archive = [archive]
    if not isinstance(archive, list) or not all(isinstance(a, str) and a for a in archive):
        raise UsageError(
            f"the config file's archive must be a path or a list of paths, not {archive!r}"
        )
    if out is not None and args.out is None and not args.no_report:
        args.out = out
    if cache is not None and args.cache is None and not args.dask:
        args.cache = cache
    if archive and not args.archive:
        args.archive = list(archive)


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
    progress: ProgressBar,
) -> list[PriorSource]:
    sources: list[PriorSource] = []
    for path in args.archive:
        if not is_server(path) and Path(path).is_dir():
            sources.append(prior_from_folder(path, settings, progress, cache))
        else:
            archive = open_archive(path, k=settings.k, window=settings.window, writable=False)
            stack.callback(archive.close)
            sources.append(archive)
    return sources


def _result_streams(
    args: argparse.Namespace, stdout: TextIO, stderr: TextIO
) -> tuple[TextIO, TextIO]:
    """Refuse unusable output paths before the work; where results and messages go.

    A result written to standard output (``-``) is written as it is, and the
    summary then goes to standard error so the result stays parseable.
    """
    given = [(flag, getattr(args, flag)) for flag in ("json", "csv", "sarif", "junit")]
    to_stdout = [f"--{flag}" for flag, path in given if path == STDOUT]
    if len(to_stdout) > 1:
        raise UsageError(
            f"only one output can go to standard output, not {' and '.join(to_stdout)}"
        )
    for _, path in given:
        if path is not None:
            plan(path)
    return underlying(stdout), stderr if to_stdout else stdout


def run_check(args: argparse.Namespace, stdout: TextIO, stderr: TextIO) -> int:
    for flag, line in GONE.items():
        if getattr(args, f"gone_{flag[2:]}") is not None:
            raise UsageError(line)
    config = read_config(args)
    _paths_from(config, args)
    settings = settings_from(
        args,
        config,
        threshold=args.threshold,
        top=args.top,
        common=args.common,
        archive_top=args.archive_top,
        fail_above=args.fail_above,
        metric=args.metric,
        allow_empty=args.allow_empty,
    )
    if not args.roots and not args.target:
        raise UsageError("name at least one ROOT (an assignment folder) or a --target")
    if args.no_report and (args.out or args.open):
        raise UsageError("--no-report cannot go with -o/--out or --open")
    if args.dask_memory_limit is not None and args.dask != "local":
        raise UsageError("--dask-memory-limit goes with --dask local")
    if args.dask_read is not None and not args.dask:
        raise UsageError("--dask-read goes with --dask")
    if args.dask and args.cache:
        raise UsageError("--dask cannot go with --cache: the cluster's workers lex every file")
    inside, outside = _targets(args)
    inputs = [*args.roots, *outside, *settings.base, *(a for a in args.archive if not is_server(a))]
    out = None if args.no_report else args.out or DEFAULT_OUT
    if out is not None:  # refuse a bad report folder before the work, not after
        # The report's modules (Jinja2, the graph layout) are loaded only for a
        # report: a --no-report run in CI starts faster, and the lexing workers
        # forked later never hold them.
        from mossish.report.html import check_destination

        check_destination(out, inputs)
    loaded = read_decisions(args.decisions) if args.decisions else {}  # a bad file fails at once
    # Bad times and rows matching no one become warnings in the result, below.
    sources = [(path, read_labels(path)) for path in args.labels]
    deadline = parse_deadline(args.deadline) if args.deadline is not None else None
    raw, stdout = _result_streams(args, stdout, stderr)
    with ExitStack() as stack:
        progress = stack.enter_context(
            ProgressBar(stderr, enabled=not args.quiet and stderr.isatty())
        )
        cache = FingerprintCache(args.cache) if args.cache else None
        if cache is not None:
            stack.callback(cache.close)
        # An archive locked, damaged or incomplete is one line, not a traceback.
        stack.enter_context(translating(args.archive))
        prior = _open_prior(stack, args, settings, cache, progress)
        cluster = None
        if args.dask:
            cluster = stack.enter_context(
                connect(
                    args.dask,
                    settings.jobs,
                    _partition(args, config),
                    args.dask_memory_limit,
                    args.dask_read or "auto",
                )
            )
        # The files' texts are kept for the report and for decisions (which key
        # on them); without either, a cluster's client lets them go once sent.
        analysis = analyze(
            args.roots, settings, progress, prior=prior, cache=cache,
            targets=[*inside, *outside], singles=outside, file_times=args.times_from_files,
            cluster=cluster, texts=out is not None or bool(loaded),
        )  # fmt: skip
    _check_something_compared(analysis, args, outside)
    labels = None
    if sources or deadline is not None:
        analysis, labels = apply_times(analysis, sources, deadline)
    decisions = decided(analysis, loaded)
    dismissed = frozenset(p for p, d in decisions.items() if d.decision == "dismissed")
    targets = [s.name for s in analysis.submissions if s.target]
    limit = settings.fail_above if settings.fail_above is not None else settings.threshold
    results = Results(raw)
    try:
        if args.json:
            results.add(args.json, lambda stream: write_json(analysis, stream, decisions))
        if args.csv:
            results.add(args.csv, to_csv(analysis, decisions))
        if args.sarif:
            results.add(args.sarif, to_sarif(analysis, limit, targets, dismissed=dismissed))
        if args.junit:
            results.add(args.junit, to_junit(analysis, limit, targets, dismissed))
        index = None
        if out is not None:
            from mossish.report.html import write_report

            index = write_report(analysis, out, _kept(settings, DEFAULT_PAGES), inputs,
                                 decisions, labels)  # fmt: skip
        # The result files go in place with the report, never beside an older one.
        results.commit()
    finally:
        results.discard()
    found = verdict(analysis, limit, targets, dismissed)
    if not args.quiet:
        # rich writes its own colours; every piece of student text in it is made inert.
        write_summary(
            analysis, underlying(stdout), pairs=_kept(settings, SHOWN),
            terminal=stdout.isatty(), decisions=decisions,
        )  # fmt: skip
        if cache is not None:
            stdout.write(f"cache: {cache.hits} files reused, {cache.misses} lexed\n")
        if settings.fail_above is None and found.unchecked:
            stdout.write(f"\n{found.unchecked_line()}\n")
        if index is not None:
            stdout.write(f"\nreport: {index}\n")
    if index is not None and args.open:
        from mossish.report.html import open_report

        if not open_report(index):
            stderr.write(f"mossish: no web browser found; open {index.resolve().as_uri()}\n")
    if settings.fail_above is not None:
        # Printed under -q too: this is what a CI log must show.
        stdout.write(found.line() + "\n")
        unchecked = found.unchecked_line()
        if unchecked is not None:
            stdout.write(unchecked + "\n")
        return found.exit_code
    return EXIT_OK


def _kept(settings: Settings, default: int) -> int:
    """Pairs a view shows: --top N's N, every listed one with --top 0, else its default."""
    if settings.top is None:
        return default
    # The pipeline already kept the N most similar; 0 keeps every one.
    return settings.top or sys.maxsize


def _partition(args: argparse.Namespace, config: dict[str, Any]) -> int:
    """Submissions per block on a cluster: the flag's, else the tuning table's, else the default."""
    if args.dask_partition is not None:
        return whole_number(args.dask_partition, "--dask-partition")
    return int(config.get("dask_partition", DEFAULT_PARTITION))


def _check_something_compared(
    analysis: Analysis, args: argparse.Namespace, outside: Sequence[str]
) -> None:
    """UsageError when the run compared nothing: a CI job pointed at the wrong folder fails.

    Comparing needs two submissions with code (or prose) in them, or one and
    prior work; with --target, a target with some.  Under --fail-above, where
    a submission in scope has code that could not be read, the gate fails
    instead and names it (exit 3).
    """
    own = [s for s in analysis.submissions if s.archive is None]
    found = [s for s in own if s.tokens > 0]
    aimed = [s for s in found if s.target] if args.target else found
    needed = 1 if args.archive or args.target else 2
    if len(aimed) >= needed and len(found) + bool(args.archive) >= 2:
        return
    aimed_at = {s.name for s in own if s.target or not args.target}
    if args.fail_above is not None and any(
        not u.empty and u.submission in aimed_at for u in analysis.unchecked
    ):
        # Code is there but could not be read: the gate names it, with its own exit code.
        return
    where = ", ".join([*args.roots, *outside])
    # What was there instead, by warning kind (binary, no-source...), for the one line.
    kinds = Counter(p.kind for p in analysis.warnings)
    kinds.update({"skipped": sum(len(s.skipped) for s in own)})
    names = ", ".join(s.name for s in found[:3]) + (", ..." if len(found) > 3 else "")
    what = f"{len(found)} submission(s) with source files" + (f" ({names})" if found else "")
    if args.target:
        what += f", {len(aimed)} of them a --target"
    if +kinds:
        what += " (warnings: " + ", ".join(f"{n} {k}" for k, n in sorted((+kinds).items())) + ")"
    wanted = "a --target with source files" if args.target else "at least two, or --archive"
    raise UsageError(f"nothing to compare in {where}: found {what}; need {wanted}")


def main(argv: Sequence[str] | None = None, stdout: TextIO | None = None,
         stderr: TextIO | None = None) -> int:  # fmt: skip
    """Run the command line; returns the exit code (never raises for user errors)."""
    # Names and messages hold student text: a terminal or CI log shows it, never obeys it.
    out = cast(TextIO, InertStream(stdout or sys.stdout))
    err = cast(TextIO, InertStream(stderr or sys.stderr))
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
        if args.command is None:
            # A CI step that forgot its command must not pass: usage, and exit 2.
            parser.print_usage(err)
            err.write("mossish: error: name a command: check or archive (mossish --help)\n")
            return EXIT_USAGE
        if args.command == "archive":
            return run_archive(args, out, err)
        return run_check(args, out, err)
    except SettingError as exc:
        # The user set it by its flag or in the config file: named as the flag says.
        err.write(f"mossish: error: {exc.flag_message}\n")
        return exc.exit_code
    except MossishError as exc:
        hint = ""
        if isinstance(exc, ClassTooLarge) and args.command == "check":
            hint = f"; a Dask cluster reads it by blocks: {_on_dask(argv)}"
        err.write(f"mossish: error: {exc.message}{hint}\n")
        return exc.exit_code
    except KeyboardInterrupt:
        err.write("mossish: interrupted\n")
        return 130


def _on_dask(argv: Sequence[str] | None) -> str:
    """The command line that runs this check on a local Dask cluster (no --cache there)."""
    given = list(sys.argv[1:] if argv is None else argv)
    kept: list[str] = []
    skip = False
    for arg in given:
        if skip:
            skip = False
        elif arg == "--cache":
            skip = True
        elif not arg.startswith("--cache="):
            kept.append(arg)
    return shlex.join(["mossish", *kept, "--dask", "local"])
