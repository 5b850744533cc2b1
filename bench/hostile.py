#!/usr/bin/env python3
"""Hostile and huge classes: peak memory and time of mossish under a memory ceiling.

Stage: benchmark tooling (``bench/``); not part of the test suite.

    python bench/hostile.py                        # every case, 4 GB ceiling
    python bench/hostile.py bomb nested --ceiling-mb 4096
    python bench/hostile.py archive --students 2000 --archived 2000
    python bench/hostile.py archive --no-base --archive-top 3

Cases (each input built in a temporary folder, deleted afterwards):

* ``bomb``: a class of three whose third student hands in a zip of 1,100
  generated code files of 999,000 bytes each (just under every per-file
  limit; about 1.1 GB unpacked from a few MB);
* ``nested``: a zip holding 20 zips of 100 such files each (2 GB unpacked);
* ``zeros``: a zip of a gigabyte of zeros in one entry beside two students;
* ``perbyte`` (not in the default list): an ordinary class of 22 MB of
  distinct code, to measure memory per byte of source (the source budget's
  basis in mossish/budget.py);
* ``archive``: ``mossish archive add`` of N generated submissions, then
  ``mossish check`` of M other ones ``--archive`` it (with ``--base``).

Each run is ``python -m mossish check ...`` in its own process group; the
summed RSS of the group is sampled every 20 ms from /proc, and the group is
killed if it passes the ceiling.  Printed per case: peak RSS, wall time, exit
code, and whether the ceiling or the time limit stopped it.
"""

from __future__ import annotations

import argparse
import io
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
import zipfile
from pathlib import Path

PAGE = os.sysconf("SC_PAGE_SIZE")
FILE_BYTES = 999_000


def group_rss(group: int) -> int:
    """Summed resident memory of every process in the process group ``group``."""
    total = 0
    for entry in os.scandir("/proc"):
        if not entry.name.isdigit():
            continue
        try:
            stat = Path(entry.path, "stat").read_text()
            fields = stat[stat.rindex(")") + 2 :].split()
            if int(fields[2]) != group:  # field 5 of stat: the process group
                continue
            total += int(Path(entry.path, "statm").read_text().split()[1]) * PAGE
        except (OSError, ValueError):
            continue
    return total


def measure(cmd: list[str], ceiling: int, timeout: float) -> dict[str, object]:
    started = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            start_new_session=True)  # fmt: skip
    peak, stopped = 0, ""
    while proc.poll() is None:
        peak = max(peak, group_rss(proc.pid))
        if peak > ceiling:
            stopped = "over the memory ceiling"
        elif time.perf_counter() - started > timeout:
            stopped = "over the time limit"
        if stopped:
            os.killpg(proc.pid, signal.SIGKILL)
            break
        time.sleep(0.02)
    _, err = proc.communicate()
    with_warnings = err.decode(errors="replace").strip().splitlines()[-1:] if err else []
    return {
        "peak_mb": round(peak / 2**20),
        "wall_s": round(time.perf_counter() - started, 1),
        "exit": proc.returncode,
        "stopped": stopped,
        "last_error_line": with_warnings[0] if with_warnings else "",
    }


def code_file(seed: int) -> str:
    """About FILE_BYTES of plausible Python (repetitive enough to compress well)."""
    rng = random.Random(seed)
    parts, size = [], 0
    while size < FILE_BYTES - 200:
        i = rng.randrange(10_000)
        line = f"def f{i}(a, b):\n    return a * {i % 97} + b - {i % 13}\n\n"
        parts.append(line)
        size += len(line)
    return "".join(parts)


STUDENT = "".join(f"def g{i}(x):\n    return x * {i} + {i * 3}\n\n" for i in range(60))


def class_folder(top: Path) -> Path:
    root = top / "class"
    for name in ("ann", "ben"):
        (root / name).mkdir(parents=True)
        (root / name / "main.py").write_text(STUDENT)
    return root


def bomb_zip(files: int, seed: int = 0) -> bytes:
    buffer = io.BytesIO()
    template = [code_file(seed + k) for k in range(8)]
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for i in range(files):
            archive.writestr(f"gen/m{i:04}.py", template[i % len(template)])
    return buffer.getvalue()


def case_bomb(top: Path) -> list[str]:
    root = class_folder(top)
    (root / "cat.zip").write_bytes(bomb_zip(1_100))
    return ["check", str(root), "--no-report", "-q", "--json", str(top / "r.json")]


def case_nested(top: Path) -> list[str]:
    root = class_folder(top)
    inner = bomb_zip(100)
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as outer:
        for i in range(20):
            outer.writestr(f"part{i:02}.zip", inner)
    (root / "cat.zip").write_bytes(buffer.getvalue())
    return ["check", str(root), "--no-report", "-q", "--json", str(top / "r.json")]


def case_zeros(top: Path) -> list[str]:
    root = class_folder(top)
    chunk = b"\0" * 2**20
    with (
        zipfile.ZipFile(root / "cat.zip", "w", zipfile.ZIP_DEFLATED) as archive,
        archive.open("zeros.py", "w", force_zip64=True) as entry,
    ):
        for _ in range(1024):
            entry.write(chunk)
    return ["check", str(root), "--no-report", "-q", "--json", str(top / "r.json")]


def case_perbyte(top: Path) -> list[str]:
    """40 students, 5 files of about 110 KB each of distinct functions: 22 MB of source."""
    rng = random.Random(1)
    ops = ["+", "-", "*", "//", "%"]
    for s in range(40):
        folder = top / "class" / f"s{s:02}"
        folder.mkdir(parents=True)
        for f in range(5):
            (folder / f"m{f}.py").write_text("".join(
                f"def f{i}_{f}(a, b):\n    c = a {rng.choice(ops)} b * {rng.randint(1, 99)}\n"
                f"    return c {rng.choice(ops)} {rng.randint(1, 9)}\n"
                for i in range(2000)
            ))  # fmt: skip
    return ["check", str(top / "class"), "--no-report", "-q"]


def source_bytes(root: Path) -> int:
    return sum(p.stat().st_size for p in root.rglob("*.py"))


def generated_class(root: Path, count: int, seed: int) -> None:
    """``count`` submissions built from a pool of functions, many shared between students."""
    rng = random.Random(seed)
    pool = [
        f"def h{i}(values):\n    total = {i}\n    for v in values:\n"
        f"        total = total * {i % 7 + 2} + v\n    return total % {i + 101}\n\n"
        for i in range(3_000)
    ]
    for n in range(count):
        folder = root / f"s{n:05}"
        folder.mkdir(parents=True)
        (folder / "main.py").write_text("".join(rng.sample(pool, 25)))


def case_archive(
    top: Path, students: int, archived: int, extra: list[str]
) -> tuple[list[str], list[str]]:
    old, new, base = top / "old", top / "new", top / "base"
    generated_class(old, archived, 1)
    generated_class(new, students, 2)
    base.mkdir()
    (base / "starter.py").write_text(STUDENT)
    add = ["archive", "add", str(top / "prior.db"), str(old), "--label", "old", "-q"]
    check = ["check", str(new), "--archive", str(top / "prior.db"), "--base", str(base),
             "--no-report", "-q", "--json", str(top / "r.json")]  # fmt: skip
    if "--no-base" in extra:
        check = check[:4] + check[6:]
    return add, check + [e for e in extra if e != "--no-base"]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("cases", nargs="*", default=["bomb", "nested", "zeros", "archive"])
    parser.add_argument("--ceiling-mb", type=int, default=4096)
    parser.add_argument("--timeout", type=float, default=900)
    parser.add_argument("--students", type=int, default=2000)
    parser.add_argument("--archived", type=int, default=2000)
    parser.add_argument("--archive-top", type=int, help="archive: passed on to check")
    parser.add_argument("--no-base", action="store_true", help="archive: check without --base")
    args = parser.parse_args(argv)
    ceiling = args.ceiling_mb * 2**20
    mossish = [sys.executable, "-m", "mossish"]
    print(f"ceiling {args.ceiling_mb} MB, time limit {args.timeout:.0f} s, {os.cpu_count()} cores")
    for case in args.cases:
        with tempfile.TemporaryDirectory(prefix="mossish-hostile-") as folder:
            top = Path(folder)
            runs: list[tuple[str, list[str]]]
            if case == "archive":
                extra = ["--no-base"] if args.no_base else []
                if args.archive_top is not None:
                    extra += ["--archive-top", str(args.archive_top)]
                add, check = case_archive(top, args.students, args.archived, extra)
                runs = [(f"archive add {args.archived}", add),
                        (f"check {args.students} vs {args.archived}", check)]  # fmt: skip
            else:
                runs = [(case, {"bomb": case_bomb, "nested": case_nested, "zeros": case_zeros,
                                "perbyte": case_perbyte}[case](top))]  # fmt: skip
            for label, cmd in runs:
                result = measure([*mossish, *cmd], ceiling, args.timeout)
                print(f"{label:<24} peak {result['peak_mb']:>6} MB  {result['wall_s']:>7} s  "
                      f"exit {result['exit']}  {result['stopped'] or 'completed'}  "
                      f"{result['last_error_line']}", flush=True)  # fmt: skip
                if case == "perbyte":
                    size = source_bytes(top / "class")
                    peak = int(result["peak_mb"]) * 2**20  # type: ignore[call-overload]
                    print(f"{'':<24} {size:,} bytes of source: {peak / size:.1f} bytes of memory "
                          "per byte of source", flush=True)  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
