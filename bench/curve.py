#!/usr/bin/env python3
"""The scaling curve: mossish's time and memory on one machine, class by class, local and Dask.

Stage: benchmark tooling (``bench/``); not part of the test suite.

    python bench/corpus.py /tmp/c5k -n 5000 --lang python --seed 1     # one class per size
    python bench/curve.py /tmp/c2k /tmp/c5k /tmp/c20k /tmp/c50k

For each generated class (``bench/corpus.py``: ``ROOT/submissions`` and
``ROOT/starter``), runs ``mossish check`` with the default settings and the
HTML report, then the same with ``--dask local`` (a LocalCluster of one
worker process per core), each once, one after the other.  Prints the
source size, wall time, CPU (user + system of the whole process tree),
peak memory (the summed RSS of every process of the tree, sampled every
20 ms: the Dask workers count), the exit code and the first line of any
refusal.  A class larger than the machine's source budget is refused at the
start by the local run (exit 3, with the ``--dask local`` command); the
Dask run then checks it by blocks.  Results go to
``bench/results/curve-python.json``.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import tempfile
from pathlib import Path

from speed import RESULTS, git_state, machine, measure


def source_bytes(root: Path) -> tuple[int, int]:
    """Files and bytes of the class's submissions."""
    files = size = 0
    for folder, _, names in os.walk(root / "submissions"):
        for name in names:
            files += 1
            size += os.path.getsize(os.path.join(folder, name))
    return files, size


def run(root: Path, dask: bool, limit: float, work: Path) -> dict[str, object]:
    report = work / "report"
    shutil.rmtree(report, ignore_errors=True)
    cmd = [sys.executable, "-m", "mossish", "check", str(root / "submissions"),
           "--base", str(root / "starter"), "-q", "--no-config", "-o", str(report),
           "--json", str(work / "r.json")]  # fmt: skip
    if dask:
        cmd += ["--dask", "local"]
    log = work / "run.log"
    result = measure(cmd, limit, log)
    lines = log.read_text(encoding="utf-8", errors="replace").splitlines()
    result["message"] = next((line for line in lines if line.startswith("mossish:")), None)
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("classes", nargs="+", type=Path, help="folders made by bench/corpus.py")
    parser.add_argument("--limit", type=float, default=3600.0, help="time limit per run, seconds")
    parser.add_argument("--local-only", action="store_true", help="skip the --dask local runs")
    args = parser.parse_args()
    rows = []
    work = Path(tempfile.mkdtemp(prefix="mossish-curve-"))
    try:
        for root in args.classes:
            files, size = source_bytes(root)
            submissions = len(os.listdir(root / "submissions"))
            for dask in (False,) if args.local_only else (False, True):
                result = run(root, dask, args.limit, work)
                row = {"class": str(root), "submissions": submissions, "files": files,
                       "source_bytes": size, "engine": "dask local" if dask else "local",
                       **result}  # fmt: skip
                rows.append(row)
                print(
                    f"{submissions:>7,} submissions {size / 1e6:7.1f} MB  {row['engine']:<10} "
                    f"wall {result['wall']:8.1f} s  CPU {result['cpu']:8.1f} s  "
                    f"peak {result['peak_rss_mb']:8,.0f} MB  exit {result['returncode']}"
                    + (f"  {result['message']}" if result["returncode"] else ""),
                    flush=True,
                )
    finally:
        shutil.rmtree(work, ignore_errors=True)
    RESULTS.mkdir(exist_ok=True)
    out = RESULTS / "curve-python.json"
    out.write_text(
        json.dumps({"rows": rows, "machine": machine(), "git": git_state()}, indent=2) + "\n",
        encoding="utf-8",
    )
    print(f"written {out}")


if __name__ == "__main__":
    main()
