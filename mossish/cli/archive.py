"""Command line (I/O): ``mossish archive add | list | remove | info | near``.

Builds and inspects the archive of prior work: a SQLite file
(``mossish/archive/store.py``) or a PostgreSQL database named by a
``postgresql://`` URL (``mossish/archive/postgres.py``).
``add`` fingerprints and sketches submissions exactly as ``check`` does (same
discovery, normalisation, k and window) and stores them in one transaction.
``near`` finds the archived submissions whose SimHash is within a few bits
of a submission's (``mossish/engine/sketch.py``): whole-submission resubmissions.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TextIO

from mossish.archive.backend import (
    bytes_used,
    exists,
    open_archive,
    open_existing,
    shown_location,
    translating,
)
from mossish.archive.store import ArchiveEntry
from mossish.cli.options import add_input_options, positive_int, settings_from
from mossish.cli.progress import ProgressBar
from mossish.engine.cache import FingerprintCache
from mossish.engine.fingerprint import Entry
from mossish.engine.lexing import read_and_lex
from mossish.engine.prepare import submission_hashes
from mossish.engine.sketch import estimate_jaccard, sketch_of
from mossish.errors import EXIT_OK, UsageError
from mossish.inert import visible
from mossish.inputs.discover import discover
from mossish.model import Inputs, SourceFile, Submission
from mossish.settings import Settings

_ARCHIVE_HELP = "the archive file (e.g. prior.db), or a postgresql://USER@HOST/DB URL"


def register_archive(commands: Any) -> None:
    archive = commands.add_parser(
        "archive",
        help="keep prior years' submissions for comparison (add, list, remove, info, near)",
        description="An archive is one SQLite file of fingerprinted submissions, or a "
        "PostgreSQL database named by a postgresql:// URL (shared by several machines; "
        "pip install 'mossish[postgres]'); mossish check --archive FILE|URL compares a "
        "class with it.",
    )
    actions = archive.add_subparsers(dest="action", metavar="ACTION", required=True)
    add = actions.add_parser(
        "add",
        help="fingerprint submissions into an archive (created if missing)",
        description="Add each submission under ROOT (as mossish check finds them) to the "
        "archive under a label; a submission already there with the same label and "
        "name is replaced.",
    )
    add.add_argument("archive", metavar="ARCHIVE", help=_ARCHIVE_HELP)
    add.add_argument("roots", nargs="+", metavar="ROOT", help="assignment folder(s)")
    add.add_argument("--label", help="label for these submissions (default: the ROOT's name)")
    add_input_options(add)
    add.add_argument("-q", "--quiet", action="store_true", help="print nothing on success")

    listing = actions.add_parser("list", help="labels in an archive, or the names of one label")
    listing.add_argument("archive", metavar="ARCHIVE", help=_ARCHIVE_HELP)
    listing.add_argument("--label", help="list the submissions of this label")

    remove = actions.add_parser("remove", help="remove a label, or one submission of it")
    remove.add_argument("archive", metavar="ARCHIVE", help=_ARCHIVE_HELP)
    remove.add_argument("label", metavar="LABEL")
    remove.add_argument("name", nargs="?", metavar="NAME", help="one submission of the label")

    info = actions.add_parser("info", help="settings and size of an archive")
    info.add_argument("archive", metavar="ARCHIVE", help=_ARCHIVE_HELP)

    near = actions.add_parser(
        "near",
        help="archived submissions that are near-copies of a submission (instant, by SimHash)",
        description="List the archived submissions whose SimHash differs from a submission's "
        "in at most D of 64 bits, with the distance and the estimated Jaccard similarity of "
        "their fingerprints. FILE_OR_FOLDER is one submission when it is a file or a folder "
        "with source files directly in it; a folder holding only folders is a class (each "
        "sub-folder a submission, as for mossish check); --root forces that reading.",
    )
    near.add_argument("target", metavar="FILE_OR_FOLDER", help="a submission, or a class folder")
    near.add_argument("archive", metavar="ARCHIVE", help=_ARCHIVE_HELP)
    near.add_argument(
        "-d", "--distance", type=positive_int, metavar="D",
        help="largest Hamming distance in bits (default: the archive's radius, 3); beyond "
        "the archive's radius every sketch is scanned",
    )  # fmt: skip
    near.add_argument(
        "--root", action="store_true",
        help="FILE_OR_FOLDER is a class: each sub-folder (and each file in it) a submission",
    )  # fmt: skip
    add_input_options(near)


def run_archive(args: argparse.Namespace, stdout: TextIO, stderr: TextIO) -> int:
    with translating([args.archive]):  # locked, read-only, damaged or unreachable: one line
        return _run_archive(args, stdout, stderr)


def _run_archive(args: argparse.Namespace, stdout: TextIO, stderr: TextIO) -> int:
    if args.action == "add":
        return _add(args, stdout, stderr)
    if args.action == "near":
        return _near(args, stdout, stderr)
    where = shown_location(args.archive)
    with open_existing(args.archive, writable=args.action == "remove") as archive:
        if args.action == "list":
            if args.label:
                names = archive.names(args.label)
                if not names:
                    raise UsageError(f"no label {args.label!r} in {where}")
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
                raise UsageError(f"nothing to remove: no {what} in {where}")
            stdout.write(f"removed {removed} submission(s) from {where}\n")
        else:
            meta = archive.meta()
            labels = archive.labels()
            stdout.write(
                f"archive: {where} ({bytes_used(archive):,} bytes)\n"
                f"made by: {meta.get('created_by')}; storage schema {meta.get('schema')}, "
                f"normaliser {meta.get('normalizer')}\n"
                f"token stream: {meta.get('token_stream', 'not recorded')}\n"
                f"settings: k={meta.get('k')} w={meta.get('window')}\n"
                f"submissions: {sum(r.submissions for r in labels):,} in {len(labels)} label(s)\n"
            )
            if "sketch_distance" in meta:
                stdout.write(
                    f"near-duplicate search: SimHash radius {meta['sketch_distance']} by index, "
                    f"MinHash {meta.get('minhash_size')} slots; "
                    f"{archive.sketch_count():,} submission(s) sketched\n"
                )
    return EXIT_OK


def _archive_settings(args: argparse.Namespace) -> Settings:
    """Settings for fingerprints comparable with the archive's (k and w from it if it exists)."""
    k, window = args.k, args.window
    if exists(args.archive):
        # An existing archive fixes k and w; flags may only repeat them.
        with open_existing(args.archive) as existing:
            meta_k, meta_w = existing.k, existing.window
        k = meta_k if k is None else k
        window = meta_w if window is None else window
    return settings_from(args, k=k, window=window)


def _fingerprinted(
    args: argparse.Namespace,
    settings: Settings,
    progress: ProgressBar,
    read: Callable[[Callable[[Sequence[SourceFile]], None]], Inputs],
) -> tuple[Inputs, list[list[Entry]]]:
    """``read_and_lex`` through the ``--cache`` the command was given."""
    cache = FingerprintCache(args.cache) if args.cache else None
    try:
        with progress:
            return read_and_lex(read, settings, progress, cache)
    finally:
        if cache is not None:
            cache.close()


def _add(args: argparse.Namespace, stdout: TextIO, stderr: TextIO) -> int:
    settings = _archive_settings(args)
    label = args.label or Path(args.roots[0]).resolve().name
    progress = ProgressBar(stderr, enabled=not args.quiet and stderr.isatty())
    inputs, per_submission = _fingerprinted(
        args, settings, progress, lambda on_read: discover(args.roots, settings, on_read=on_read)
    )
    entries = [
        ArchiveEntry(
            name=s.name,
            files=s.files,
            hashes=submission_hashes(e),
            tokens=sum(len(tokens) for tokens, _ in e),
            sketch=sketch_of(e),
        )
        for s, e in zip(inputs.submissions, per_submission, strict=True)
        if s.files
    ]
    with open_archive(args.archive, k=settings.k, window=settings.window, create=True) as archive:
        added = archive.add(label, entries)
        total = archive.size()
    if not args.quiet:
        stdout.write(
            f"added {added} submission(s) ({sum(len(e.files) for e in entries)} files) to "
            f"{shown_location(args.archive)} under label {label!r}; it holds {total:,} in all\n"
        )
        for problem in inputs.problems:
            stdout.write(f"  warning: {visible(problem.path)}: {visible(problem.message)}\n")
    return EXIT_OK


def _as_one(folder: str, inputs: Inputs) -> Inputs:
    """The submissions discovery found in ``folder`` taken as one submission of it all."""
    top = Path(folder)
    files: list[SourceFile] = []
    for submission in inputs.submissions:
        if submission.is_file:
            files.extend(submission.files)
        else:
            try:
                prefix = Path(submission.path).relative_to(top).as_posix()
            except ValueError:  # a path discovery reports otherwise
                prefix = submission.name
            files.extend(
                SourceFile(f"{prefix}/{f.path}", f.language, f.text) for f in submission.files
            )
    whole = Submission(
        name=top.resolve().name,
        root=top.parent.as_posix(),
        files=tuple(sorted(files, key=lambda f: f.path)),
        path=top.as_posix(),
    )
    return Inputs((whole,), inputs.base, inputs.problems)


def _near_inputs(
    args: argparse.Namespace, settings: Settings, add: Callable[[Sequence[SourceFile]], None]
) -> Inputs:
    """One submission (a file, or a folder with source files in it) or a class (a ROOT).

    Its files go to ``add`` once it is known what they belong to (taken as
    one submission, they are renamed).
    """
    inputs = discover([args.target], settings)
    target = Path(args.target)
    if target.is_dir() and not args.root and any(s.is_file for s in inputs.submissions):
        inputs = _as_one(args.target, inputs)
    add([f for s in inputs.submissions for f in s.files])
    return inputs


def _near(args: argparse.Namespace, stdout: TextIO, stderr: TextIO) -> int:
    settings = _archive_settings(args)
    with open_archive(
        args.archive, k=settings.k, window=settings.window, writable=False
    ) as archive:
        distance = archive.sketch_distance if args.distance is None else args.distance
        if distance > 64:
            raise UsageError(f"--distance: a SimHash has 64 bits; {distance} is more")
        sketched, size = archive.sketch_count(), archive.size()
        if not archive.near_is_indexed(distance):
            stderr.write(
                f"mossish: note: distance {distance} is beyond the archive's indexed radius "
                f"{archive.sketch_distance}: scanning all {sketched:,} sketches\n"
            )
        if sketched < size:
            stderr.write(
                f"mossish: warning: {size - sketched:,} archived submission(s) have no sketch "
                "and cannot be found by near (add them again to sketch them)\n"
            )
        progress = ProgressBar(stderr, stderr.isatty())
        inputs, per_submission = _fingerprinted(
            args, settings, progress, lambda add: _near_inputs(args, settings, add)
        )
        found = 0
        for submission, entries in zip(inputs.submissions, per_submission, strict=True):
            if not submission.files:
                continue
            sketch = sketch_of(entries)
            matches = archive.near(sketch.simhash, distance)
            found += bool(matches)
            if not matches:
                stdout.write(f"{visible(submission.name)}: none within {distance} bits\n")
                continue
            stdout.write(f"{visible(submission.name)}: {len(matches)} near-duplicate(s)\n")
            signatures = archive.signatures([m.id for m in matches])
            width = max(len(f"{m.label}/{m.name}") for m in matches)
            for match in matches:
                signature = signatures.get(match.id)
                jaccard = (
                    f"{estimate_jaccard(sketch.minhash, signature):.2f}"
                    if signature is not None
                    else "-"
                )
                shown = visible(f"{match.label}/{match.name}")
                stdout.write(
                    f"  {shown:<{width}}  distance {match.distance:>2}  Jaccard ~{jaccard}\n"
                )
    checked = sum(1 for s in inputs.submissions if s.files)
    stdout.write(
        f"{found} of {checked} submission(s) have near-duplicates within {distance} of 64 bits "
        f"among {sketched:,} sketched submission(s) of {shown_location(args.archive)}\n"
    )
    for problem in inputs.problems:
        stdout.write(f"  warning: {visible(problem.path)}: {visible(problem.message)}\n")
    return EXIT_OK
