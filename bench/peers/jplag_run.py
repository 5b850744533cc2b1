#!/usr/bin/env python3
"""Run JPlag (its command-line jar, v6) on an assignment folder.

Stage: benchmark tooling (``bench/``); runs with the peers' Python, never imports mossish.

    python bench/peers/jplag_run.py SUBMISSIONS [--base STARTER] [-o OUT.json]
                                    [--normalize] [--match-merging]

Needs ``bash bench/setup.sh`` to have put JPlag's CLI with its dependencies
(``lib/*.jar``) and a Java of 21 or later (``java``) under
``bench/.peers/jplag/``.  JPlag reads
one language per run: it is chosen from the files' suffixes (``.java`` java,
``.py`` python3, ``.c``/``.h`` c, C++ suffixes cpp), as an instructor would
pass ``-l``.  Everything else is JPlag's default (minimum match length, no
normalisation, no match merging) unless ``--normalize`` and
``--match-merging`` turn on its two defences against obfuscation.

Each immediate sub-folder of the root is one submission, as for the other
drivers; JPlag's check for a newer release on the network is skipped.  The
similarity is JPlag's average similarity (its default metric) from its CSV
export of every comparison; a submission JPlag rejects (too few tokens, a
file its parser refuses) is left out and its pairs score 0.
"""

from __future__ import annotations

import argparse
import csv
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _common import emit, source_files

HOME = Path(__file__).resolve().parent.parent / ".peers" / "jplag"
LANGUAGES = {
    ".java": "java",
    ".py": "python3",
    ".c": "c",
    ".h": "c",
    ".cpp": "cpp",
    ".cc": "cpp",
    ".cxx": "cpp",
    ".hpp": "cpp",
}


def language_of(root: Path) -> str:
    """The language most of the submissions' files are in, as JPlag names it."""
    found = Counter(LANGUAGES[p.suffix] for p in source_files(root) if p.suffix in LANGUAGES)
    if not found:
        raise SystemExit(f"jplag_run: no file of a language JPlag reads below {root}")
    return found.most_common(1)[0][0]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("root", type=Path)
    parser.add_argument("--base", type=Path)
    parser.add_argument("-o", "--out")
    parser.add_argument("--normalize", action="store_true", help="JPlag's token normalisation")
    parser.add_argument("--match-merging", action="store_true", help="JPlag's match merging")
    args = parser.parse_args()
    java = HOME / "java"
    if not list(HOME.glob("lib/*.jar")) or not java.exists():
        raise SystemExit("jplag_run: JPlag is not installed: run `bash bench/setup.sh` first")
    root = args.root.resolve()
    if "," in str(root):
        raise SystemExit(f"jplag_run: JPlag splits its folders at commas: {root}")
    flags = ["--normalize"] * args.normalize + ["--match-merging"] * args.match_merging
    with tempfile.TemporaryDirectory(prefix="jplag-") as tmp:
        command = [
            str(java), "-cp", str(HOME / "lib" / "*"), "de.jplag.cli.CLI",
            "--mode", "RUN", "-l", language_of(root),
            "--csv-export", "--overwrite", "-n", "-1", "-r", str(Path(tmp) / "results"),
            "--log-level", "ERROR", "--cluster-skip", "--skip-version-check", *flags,
        ]  # fmt: skip
        if args.base:
            command += ["--base-code", str(args.base.resolve())]
        done = subprocess.run([*command, str(root)], capture_output=True, text=True, check=False)
        # JPlag writes its CSV export into a folder named after the result file.
        table = Path(tmp) / "results" / "results.csv"
        if done.returncode or not table.exists():
            sys.stderr.write(done.stdout[-2000:] + done.stderr[-2000:])
            raise SystemExit(f"jplag_run: JPlag failed on {root} (exit {done.returncode})")
        with table.open(newline="", encoding="utf-8") as handle:
            rows = list(csv.DictReader(handle))
    pairs = {}
    for row in rows:
        a, b = sorted((row["submissionName1"], row["submissionName2"]))
        pairs[(a, b)] = float(row["averageSimilarity"])
    variant = "jplag" + (" (normalised, merged)" if flags else "")
    emit(variant, pairs, args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
