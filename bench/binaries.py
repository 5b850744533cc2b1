"""Which files the reading stage takes for text, against libmagic's verdict (``file``).

Walks folders of real files (a Debian system's libraries, images, documents,
archives and sources), asks ``file --mime-encoding`` whether each is binary,
and counts where mossish's reader (``mossish.inputs.sniff.classify``, as if
every file were named as code: the lenient case) disagrees.  A binary file
read as text would be compared as code; the count of those must be 0.

    python bench/binaries.py /usr/lib /usr/share /usr/include
    python bench/binaries.py --limit 20000 --show 20 /usr/lib
"""

from __future__ import annotations

import argparse
import collections
import os
import random
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mossish.inputs.sniff import classify

MAX_BYTES = 1_000_000  # mossish's default --max-file-size


def files_under(roots: list[str], limit: int, seed: int) -> list[str]:
    found = []
    for root in roots:
        for folder, _, names in os.walk(root):
            for name in names:
                path = os.path.join(folder, name)
                if os.path.isfile(path) and not os.path.islink(path):
                    found.append(path)
    found.sort()
    random.Random(seed).shuffle(found)
    return found[:limit]


def libmagic(paths: list[str]) -> dict[str, str]:
    """``file``'s encoding verdict per path (``binary`` for binary data)."""
    verdicts: dict[str, str] = {}
    for start in range(0, len(paths), 500):
        chunk = paths[start : start + 500]
        out = subprocess.run(
            ["file", "--mime-encoding", "--separator", "\t", "--", *chunk],
            capture_output=True, text=True, errors="replace", check=False,
        ).stdout  # fmt: skip
        for line in out.splitlines():
            path, _, verdict = line.rpartition("\t")
            verdicts[path] = verdict.strip().lstrip(":").strip()
    return verdicts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("roots", nargs="+", help="folders to walk")
    parser.add_argument("--limit", type=int, default=40000, help="files sampled (default 40000)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--show", type=int, default=10, help="disagreements listed")
    args = parser.parse_args()
    paths = files_under(args.roots, args.limit, args.seed)
    verdicts = libmagic(paths)
    counts: collections.Counter[str] = collections.Counter()
    wrong: dict[str, list[str]] = collections.defaultdict(list)
    for path in paths:
        verdict = verdicts.get(path)
        if verdict is None:
            continue
        try:
            data = Path(path).read_bytes()[:MAX_BYTES]
        except OSError:
            continue
        if not data:
            continue
        binary = verdict == "binary"
        content = classify(data, code_name=True)
        ours = content.binary is not None
        key = f"{'binary' if binary else 'text'} read as {'binary' if ours else 'text'}"
        counts[key] += 1
        if binary != ours:
            wrong[key].append(f"{path} ({verdict}; {content.binary or content.codec or 'text'})")
    for key in sorted(counts):
        print(f"{key:24} {counts[key]:7}")
    for key, paths_wrong in sorted(wrong.items()):
        print(f"\n{key}:")
        for line in paths_wrong[: args.show]:
            print(f"  {line}")


if __name__ == "__main__":
    main()
