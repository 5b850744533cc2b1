#!/usr/bin/env python3
"""A ring of copiers larger than a class's pairing limit: how much of it is found.

Stage: benchmark tooling (``bench/``); not part of the mossish pipeline.

    python bench/rings.py --size 2000 --ring 80 [--disguise] [--work /tmp/rings]

Writes a generated Python class (``bench/corpus.py``), plants ``--ring``
copies of one of its submissions (byte-identical, or each disguised by
``bench/disguise.py`` with its own seed: renamed, reordered, dead code,
swapped statements, new layout), runs ``mossish check`` with the starter
code as base, and prints the pairing limit, how many of the ring's pairs
are listed, their lowest score and the clusters holding ring members.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import time
from itertools import combinations
from pathlib import Path

HERE = Path(__file__).resolve().parent


def plant(corpus: Path, folder: Path, ring: int, disguise: bool) -> list[str]:
    """Copy the class into ``folder`` and add the ring: its members' names."""
    if folder.exists():
        shutil.rmtree(folder)
    shutil.copytree(corpus / "submissions", folder)
    source = sorted(p for p in folder.iterdir() if p.is_dir())[len(list(folder.iterdir())) // 3]
    members = [source.name]
    for n in range(1, ring + 1):
        copy = folder / f"zz-ring{n:03}"
        copy.mkdir()
        for path in sorted(source.glob("*.py")):
            text = path.read_text(encoding="utf-8")
            if disguise:
                text = subprocess.run(
                    [sys.executable, str(HERE / "disguise.py"), str(path), "--seed", str(n),
                     "--transforms", "rename,reorder,deadcode,swap,layout"],
                    check=True, capture_output=True, text=True,
                ).stdout  # fmt: skip
            (copy / path.name).write_text(text, encoding="utf-8")
        members.append(copy.name)
    return members


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=2000)
    parser.add_argument("--ring", type=int, default=80)
    parser.add_argument("--disguise", action="store_true")
    parser.add_argument("--work", type=Path, default=Path("/tmp/mossish-rings"))
    args = parser.parse_args(argv)
    corpus = args.work / f"python-{args.size}"
    if not (corpus / "submissions").exists():
        subprocess.run(
            [sys.executable, str(HERE / "corpus.py"), str(corpus), "-n", str(args.size)],
            check=True, capture_output=True,
        )  # fmt: skip
    folder = args.work / "class"
    members = plant(corpus, folder, args.ring, args.disguise)
    out = args.work / "result.json"
    started = time.perf_counter()
    subprocess.run(
        ["mossish", "check", str(folder), "--base", str(corpus / "starter"), "--json", str(out),
         "--no-report", "--quiet"],
        check=False, capture_output=True,
    )  # fmt: skip
    seconds = time.perf_counter() - started
    result = json.loads(out.read_text(encoding="utf-8"))
    wanted = {frozenset(p) for p in combinations(members, 2)}
    found = [p for p in result["pairs"] if frozenset((p["a"], p["b"])) in wanted]
    inside = set(members)
    clusters = [
        (len(c["members"]), len(inside & set(c["members"])))
        for c in result["clusters"]
        if inside & set(c["members"])
    ]
    print(
        f"class {args.size} + ring of {len(members)} "
        f"({'disguised' if args.disguise else 'identical'}): pairing limit "
        f"{result['stats']['pair_limit']}; ring pairs listed {len(found)} of {len(wanted)}"
        f" (lowest {min((p['similarity'] for p in found), default=0):.2f}); clusters holding"
        f" ring members (size, members of the ring): {clusters}; {seconds:.1f} s"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
