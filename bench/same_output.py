#!/usr/bin/env python3
"""Does a change of mossish's code keep its JSON output?  Byte for byte, on real-sized classes.

Stage: benchmark tooling (``bench/``); not part of the test suite.

    python bench/same_output.py --write REFDIR --tree OLD_CHECKOUT   # once, from the old code
    python bench/same_output.py --compare REFDIR                     # this tree against it

Runs ``mossish check ROOT --base STARTER --json OUT --no-report -q --no-config``
on the demo classes (``sample_submissions/python`` and ``java``) and on
generated classes of ``--size`` submissions per language (``bench/corpus.py``,
cached under ``bench/.corpora`` as ``bench/speed.py`` does), with the mossish
found under ``--tree`` (default: this checkout).  ``--compare`` says for each
class whether the files are byte-identical; when they are not, it lists the
JSON paths that differ, and ``--allow PATH`` (repeatable, e.g.
``settings.jobs``) names differences made on purpose: the class then counts as
the same when nothing else differs, in the values or in any other line.
"""

from __future__ import annotations

import argparse
import difflib
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
CORPORA = HERE / ".corpora"


def classes(size: int, seed: int) -> dict[str, tuple[Path, Path]]:
    """Name -> (ROOT, STARTER) of every class the check runs on."""
    found = {
        f"demo-{lang}": (
            REPO / "sample_submissions" / lang / "students",
            REPO / "sample_submissions" / lang / "starter",
        )
        for lang in ("python", "java")
    }
    for lang in ("python", "java"):
        root = CORPORA / f"{lang}-{size}-s{seed}"
        if not (root / "COMPLETE").exists():
            subprocess.run(
                [sys.executable, str(HERE / "corpus.py"), str(root), "-n", str(size),
                 "--lang", lang, "--seed", str(seed)],
                check=True,
            )  # fmt: skip
        found[f"{lang}-{size}"] = (root / "submissions", root / "starter")
    return found


def run(tree: Path, root: Path, starter: Path, out: Path, jobs: int | None) -> None:
    # Run from the tree itself: ``python -m`` puts the current folder first on sys.path.
    env = dict(os.environ, PYTHONPATH=str(tree))
    command = [sys.executable, "-m", "mossish", "check", str(root), "--base", str(starter),
               "--json", str(out), "--no-report", "-q", "--no-config"]  # fmt: skip
    if jobs is not None:
        command += ["-j", str(jobs)]
    done = subprocess.run(command, env=env, cwd=tree, capture_output=True, text=True)
    if done.returncode not in (0, 1) or not out.exists():
        raise SystemExit(f"mossish failed on {root} (exit {done.returncode}):\n{done.stderr}")


def differences(old: Any, new: Any, path: str = "") -> list[str]:
    """The JSON paths where ``old`` and ``new`` differ (a list index as ``[i]``)."""
    if isinstance(old, dict) and isinstance(new, dict):
        found = []
        for key in sorted(set(old) | set(new)):
            where = f"{path}.{key}" if path else key
            if key not in new:
                found.append(f"{where} (removed)")
            elif key not in old:
                found.append(f"{where} (added)")
            else:
                found += differences(old[key], new[key], where)
        return found
    if isinstance(old, list) and isinstance(new, list) and len(old) == len(new):
        pairs = enumerate(zip(old, new, strict=True))
        return [d for i, (a, b) in pairs for d in differences(a, b, f"{path}[{i}]")]
    return [] if old == new and type(old) is type(new) else [path]


def _other_lines(old: Path, new: Path, allowed: list[str]) -> list[str]:
    """Changed lines of the two files that name none of the ``allowed`` keys."""
    keys = [f'"{path.split(".")[-1]}"' for path in allowed]
    changed = difflib.unified_diff(
        old.read_text(encoding="utf-8").splitlines(),
        new.read_text(encoding="utf-8").splitlines(),
        n=0,
        lineterm="",
    )
    return [
        line
        for line in changed
        if line[:1] in "+-"
        and not line.startswith(("+++", "---"))
        and not any(key in line for key in keys)
    ]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    mode = parser.add_mutually_exclusive_group(required=True)
    mode.add_argument("--write", metavar="DIR", help="write the JSON of every class into DIR")
    mode.add_argument("--compare", metavar="DIR", help="compare this tree's JSON with DIR's")
    parser.add_argument("--tree", default=str(REPO), help="the checkout whose mossish runs")
    parser.add_argument("--size", type=int, default=1000, help="submissions per generated class")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("-j", "--jobs", type=int, help="passed on to mossish check")
    parser.add_argument(
        "--allow", action="append", default=[], metavar="PATH",
        help="a JSON path that may differ on purpose (e.g. settings.jobs)",
    )  # fmt: skip
    args = parser.parse_args()
    tree = Path(args.tree).resolve()
    todo = classes(args.size, args.seed)
    where = subprocess.run(
        [sys.executable, "-c", "import mossish.pipeline as p; print(p.__file__)"],
        env=dict(os.environ, PYTHONPATH=str(tree)), cwd=tree, capture_output=True, text=True,
    ).stdout.strip()  # fmt: skip
    print(f"mossish from {where}")
    if args.write:
        folder = Path(args.write)
        folder.mkdir(parents=True, exist_ok=True)
        for name, (root, starter) in todo.items():
            run(tree, root, starter, folder / f"{name}.json", args.jobs)
            print(f"{name}: wrote {folder / f'{name}.json'}")
        return 0
    reference = Path(args.compare)
    out = reference / "new"
    out.mkdir(exist_ok=True)
    failed = 0
    for name, (root, starter) in todo.items():
        old_file, new_file = reference / f"{name}.json", out / f"{name}.json"
        run(tree, root, starter, new_file, args.jobs)
        if old_file.read_bytes() == new_file.read_bytes():
            print(f"{name}: byte-identical")
            continue
        found = differences(json.loads(old_file.read_bytes()), json.loads(new_file.read_bytes()))
        unexpected = [d for d in found if d.split(" ")[0] not in args.allow]
        intended = sorted(set(found) - set(unexpected))
        if unexpected:
            failed += 1
            shown = ", ".join(unexpected[:10]) + (" ..." if len(unexpected) > 10 else "")
            print(f"{name}: DIFFERENT at {len(unexpected)} places: {shown}")
        elif _other_lines(old_file, new_file, args.allow):
            failed += 1
            print(f"{name}: the same values, but lines beyond {', '.join(intended)} changed")
        else:
            print(f"{name}: byte-identical except the lines of {', '.join(intended)}")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
