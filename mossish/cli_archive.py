"""Command line (I/O): ``mossish archive add | list | remove | info``.

Builds and inspects the SQLite archive of prior work (``mossish/archive.py``).
``add`` fingerprints submissions exactly as ``check`` does (same discovery,
normalisation, k and window) and stores them in one transaction.
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path
from typing import Any, TextIO

from mossish.archive import Archive, ArchiveEntry
from mossish.cache import FingerprintCache
from mossish.cli_common import Progress, add_input_options, settings_from
from mossish.discover import discover
from mossish.errors import EXIT_OK, UsageError
from mossish.pipeline import process_files, split_entries, submission_hashes


def register_archive(commands: Any) -> None:
    archive = commands.add_parser(
        "archive",
        help="keep prior years' submissions for comparison (add, list, remove, info)",
        description="An archive is one SQLite file of fingerprinted submissions; "
        "mossish check --archive FILE compares a class with it.",
    )
    actions = archive.add_subparsers(dest="action", metavar="ACTION", required=True)
    add = actions.add_parser(
        "add",
        help="fingerprint submissions into an archive (created if missing)",
        description="Add each submission under ROOT (as mossish check finds them) to the "
        "archive under a label; a submission already there with the same label and "
        "name is replaced.",
    )
    add.add_argument("archive", metavar="ARCHIVE", help="the archive file (e.g. prior.db)")
    add.add_argument("roots", nargs="+", metavar="ROOT", help="assignment folder(s)")
    add.add_argument("--label", help="label for these submissions (default: the ROOT's name)")
    add_input_options(add)
    add.add_argument("-q", "--quiet", action="store_true", help="print nothing on success")

    listing = actions.add_parser("list", help="labels in an archive, or the names of one label")
    listing.add_argument("archive", metavar="ARCHIVE")
    listing.add_argument("--label", help="list the submissions of this label")

    remove = actions.add_parser("remove", help="remove a label, or one submission of it")
    remove.add_argument("archive", metavar="ARCHIVE")
    remove.add_argument("label", metavar="LABEL")
    remove.add_argument("name", nargs="?", metavar="NAME", help="one submission of the label")

    info = actions.add_parser("info", help="settings and size of an archive")
    info.add_argument("archive", metavar="ARCHIVE")


def run_archive(args: argparse.Namespace, stdout: TextIO, stderr: TextIO) -> int:
    if args.action == "add":
        return _add(args, stdout, stderr)
    with Archive.open_existing(args.archive) as archive:
        if args.action == "list":
            if args.label:
                names = archive.names(args.label)
                if not names:
                    raise UsageError(f"no label {args.label!r} in {args.archive}")
                stdout.write("".join(f"{name}\n" for name in names))
            else:
                rows = archive.labels()
                stdout.write(f"{'label':<24} {'submissions':>11} {'files':>7} {'tokens':>10}\n")
                for row in rows:
                    stdout.write(
                        f"{row.label:<24} {row.submissions:>11} {row.files:>7} {row.tokens:>10,}\n"
                    )
        elif args.action == "remove":
            removed = archive.remove(args.label, args.name)
            if not removed:
                what = f"{args.label}/{args.name}" if args.name else f"label {args.label!r}"
                raise UsageError(f"nothing to remove: no {what} in {args.archive}")
            stdout.write(f"removed {removed} submission(s) from {args.archive}\n")
        else:
            meta = archive.meta()
            labels = archive.labels()
            stdout.write(
                f"archive: {args.archive} ({os.path.getsize(args.archive):,} bytes)\n"
                f"made by: {meta.get('created_by')}; storage schema {meta.get('schema')}, "
                f"normaliser {meta.get('normalizer')}\n"
                f"settings: k={meta.get('k')} w={meta.get('window')}\n"
                f"submissions: {sum(r.submissions for r in labels):,} in {len(labels)} label(s)\n"
            )
    return EXIT_OK


def _add(args: argparse.Namespace, stdout: TextIO, stderr: TextIO) -> int:
    k, window = args.k, args.window
    if Path(args.archive).exists():
        # An existing archive fixes k and w; flags may only repeat them.
        with Archive.open_existing(args.archive) as existing:
            meta_k, meta_w = existing.k, existing.window
        k = meta_k if k is None else k
        window = meta_w if window is None else window
    settings = settings_from(args, k=k, window=window)
    label = args.label or Path(args.roots[0]).resolve().name
    inputs = discover(args.roots, settings)
    progress = Progress(stderr, enabled=not args.quiet and stderr.isatty())
    cache = FingerprintCache(args.cache) if args.cache else None
    try:
        files = [f for s in inputs.submissions for f in s.files]
        per_submission = split_entries(
            process_files(files, settings, progress, cache), inputs.submissions
        )
    finally:
        if cache is not None:
            cache.close()
    entries = [
        ArchiveEntry(
            name=s.name,
            files=s.files,
            hashes=submission_hashes(e),
            tokens=sum(len(tokens) for tokens, _ in e),
        )
        for s, e in zip(inputs.submissions, per_submission, strict=True)
        if s.files
    ]
    with Archive.open(args.archive, k=settings.k, window=settings.window, create=True) as archive:
        added = archive.add(label, entries)
        total = archive.size()
    if not args.quiet:
        stdout.write(
            f"added {added} submission(s) ({sum(len(e.files) for e in entries)} files) to "
            f"{args.archive} under label {label!r}; it holds {total:,} in all\n"
        )
        for problem in inputs.problems:
            stdout.write(f"  warning: {problem.path}: {problem.message}\n")
    return EXIT_OK
