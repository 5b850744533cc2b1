#!/usr/bin/env python3
"""Speed and memory of mossish's lexing workers under each multiprocessing start method.

Stage: benchmark tooling (``bench/``). On Linux mossish forks its workers
(``mossish.engine.lexing.worker_context``); this runs the same ``mossish check``
with the workers started by a fork server (Python 3.14's default) or spawned
instead,
alternating the methods between repeats, and prints wall time and the peak
summed RSS and PSS of the process tree (``bench/speed.py``'s measurement).
Run it with the peers' interpreter (psutil):

    bench/.peers/venv/bin/python bench/start_method.py 2000 --repeats 3

The corpus is ``bench/speed.py``'s synthetic Python class of that size.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

import speed

# Replaces the chosen start method in the measured process only.
RUN = (
    "import multiprocessing, sys; import mossish.engine.lexing as lexing; "
    "method = sys.argv[1]; "
    "lexing.worker_context = lambda: multiprocessing.get_context(method); "
    "from mossish.cli import main; sys.exit(main(sys.argv[2:]))"
)


def line(m: dict[str, object]) -> str:
    return f"wall {m['wall']} s  peak RSS {m['peak_rss_mb']} MB  PSS {m['peak_pss_mb']} MB"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("size", type=int, nargs="?", default=2000)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--methods", nargs="+", default=["fork", "forkserver", "spawn"])
    args = parser.parse_args()
    root = speed.corpus(args.size, "python", 1)
    best: dict[str, dict[str, float]] = {}
    methods: list[str] = args.methods
    with tempfile.TemporaryDirectory() as tmp:
        for repeat in range(args.repeats):
            turn = repeat % len(methods)
            for method in methods[turn:] + methods[:turn]:
                subs, base = str(root / "submissions"), str(root / "starter")
                cmd = [sys.executable, "-c", RUN, method, "check", subs, "--base", base,
                       "--no-report", "-q", "--no-config"]  # fmt: skip
                m = speed.measure(cmd, 1800, Path(tmp) / "log")
                print(f"{method:<10} {line(m)}  other CPU {m['other_cpu']} s", flush=True)
                if method not in best or float(str(m["wall"])) < best[method]["wall"]:
                    best[method] = {k: v for k, v in m.items() if isinstance(v, float | int)}
    print(f"best of {args.repeats}, {args.size} Python submissions:")
    for method, m in best.items():
        print(f"  {method:<10} {line(m)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
