"""docs/options.md names every option of `mossish check`, so the reference keeps up with the CLI."""

from __future__ import annotations

import argparse
import re
from pathlib import Path

from mossish.cli.main import build_parser

DOC = Path(__file__).resolve().parent.parent / "docs" / "options.md"


def check_options() -> set[str]:
    parser = build_parser()
    commands = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    check = commands.choices["check"]
    return {o for action in check._actions for o in action.option_strings} - {"-h", "--help"}


def documented_options() -> set[str]:
    """Words starting with '-' inside the doc's code spans, e.g. `-o/--out DIR` gives -o, --out."""
    spans = re.findall(r"`([^`\n]+)`", DOC.read_text(encoding="utf-8"))
    words = (w for span in spans for w in re.split(r"[\s/=]+", span))
    return {w for w in words if re.fullmatch(r"--?[a-z][a-z-]*", w)}


def test_every_check_option_is_documented() -> None:
    options = check_options()
    assert {"--base", "--threshold", "-t", "--dask-read"} <= options
    assert not options - documented_options()


def test_the_doc_names_no_option_check_lacks() -> None:
    # `--help` is named as such; `-m` is MOSS's option, which `--common` is like.
    assert not documented_options() - check_options() - {"--help", "-m"}
