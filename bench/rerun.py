"""Re-runs in CI: the fingerprint cache's warm run against the cold run.

    python bench/rerun.py            # a class of 500 submissions
    python bench/rerun.py -n 2000

Builds a class from our Python data (every pyplag file and demo student a
submission, repeated with distinct names up to N), then times `mossish check`
as a CI job would run it: without a cache, with an empty cache (cold), with
the cache filled (warm, nothing changed), and after one student pushed a
change (warm, one file lexed).  Each timing is the whole command, in a new
process, best of three.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent


def make_class(root: Path, count: int) -> None:
    sources = sorted(HERE.glob("data/pyplag/**/*.py")) + sorted(
        p
        for p in (HERE.parent / "sample_submissions/python/students").glob("*/*.py")
        if p.stat().st_size
    )
    for i in range(count):
        source = sources[i % len(sources)]
        folder = root / f"student{i:05d}"
        folder.mkdir(parents=True)
        text = source.read_text(encoding="utf-8", errors="replace")
        # A distinct comment per student: same code, different file contents.
        (folder / "solution.py").write_text(f"# student {i}\n{text}", encoding="utf-8")


def timed(args: list[str], repeat: int = 3) -> float:
    best = float("inf")
    for _ in range(repeat):
        started = time.perf_counter()
        subprocess.run(args, check=False, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        best = min(best, time.perf_counter() - started)
    return best


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", type=int, default=500)
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="mossish-rerun-"))
    root = work / "submissions"
    make_class(root, args.n)
    cache = work / "cache.db"
    base = [sys.executable, "-m", "mossish", "check", str(root), "--no-report", "-q", "--no-config"]
    none = timed(base)
    cold = float("inf")
    for _ in range(3):
        cache.unlink(missing_ok=True)
        for extra in ("-wal", "-shm"):
            Path(f"{cache}{extra}").unlink(missing_ok=True)
        started = time.perf_counter()
        subprocess.run([*base, "--cache", str(cache)], check=True, stdout=subprocess.DEVNULL)
        cold = min(cold, time.perf_counter() - started)
    warm = timed([*base, "--cache", str(cache)])
    changed = root / "student00000" / "solution.py"
    pushes = []
    for push in range(3):
        changed.write_text(changed.read_text() + f"\nprint('push {push}')\n")
        started = time.perf_counter()
        subprocess.run([*base, "--cache", str(cache)], check=True, stdout=subprocess.DEVNULL)
        pushes.append(time.perf_counter() - started)
    print(f"class of {args.n} submissions ({sum(1 for _ in root.rglob('*.py'))} files)")
    print(f"  no cache               {none:6.2f} s")
    print(f"  cold (cache empty)     {cold:6.2f} s")
    print(f"  warm (nothing changed) {warm:6.2f} s   {cold / warm:4.1f}x faster than cold")
    pushed = min(pushes)
    print(f"  warm (one file pushed) {pushed:6.2f} s   {cold / pushed:4.1f}x faster than cold")
    shutil.rmtree(work)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
