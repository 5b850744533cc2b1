"""Archive at scale: build an archive of N submissions, then time checks against it.

    python bench/archive_scale.py                 # 50,000 submissions (a few minutes)
    python bench/archive_scale.py -n 5000 --keep /tmp/a.db
    python bench/archive_scale.py --backend postgresql   # the same on a PostgreSQL server
    python bench/archive_scale.py --backend postgresql --url postgresql://USER@HOST/DB

With ``--backend postgresql`` and no ``--url``, a throw-away cluster is
started in a temporary folder (Debian's server, as the tests do:
tests/pg_server.py) and deleted at the end; with ``--url`` the database
named must be empty (it is filled, and left filled).

Submissions are assembled from functions pooled from our Python data sets
(bench/data/pyplag and sample_submissions): each takes 5-8 functions at
random, so fingerprints are shared widely between entries, as in an archive
of an assignment reused for years (the hard case for posting lists).  Each
function is lexed once; a submission's fingerprints are computed from its
joined token stream exactly as `mossish archive add` does.

Prints: the time to add (in transactions of 5,000), the archive's size on
disk (or the database's on the server), and for new one-submission checks:
the index look-up time (all of the submission's fingerprints), the
candidate choice, and the whole `mossish check NEW --archive` run
in-process.
"""

from __future__ import annotations

import argparse
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from mossish.archive.backend import bytes_used, open_archive  # noqa: E402
from mossish.archive.store import ArchiveEntry  # noqa: E402
from mossish.engine.fingerprint import fingerprint  # noqa: E402
from mossish.languages.normalize import normalize  # noqa: E402
from mossish.model import SourceFile  # noqa: E402
from mossish.settings import Settings  # noqa: E402

BATCH = 5_000


def function_pool() -> list[str]:
    sources = sorted(HERE.glob("data/pyplag/**/*.py")) + sorted(
        (HERE.parent / "sample_submissions/python/students").glob("**/*.py")
    )
    pool = []
    for path in sources:
        text = path.read_text(encoding="utf-8", errors="replace")
        for chunk in re.split(r"\n(?=def |class )", text):
            if chunk.startswith(("def ", "class ")) and 5 <= chunk.count("\n") <= 80:
                pool.append(chunk.rstrip() + "\n")
    return sorted(set(pool))


def build(
    count: int, seed: int, pool: list[str], token_cache: dict[int, object], settings: Settings
):
    rng = np.random.default_rng(seed)
    for i in range(count):
        picks = rng.choice(len(pool), size=int(rng.integers(5, 9)), replace=False).tolist()
        text = "\n\n".join(pool[p] for p in picks)
        parts = []
        for p in picks:
            if p not in token_cache:
                token_cache[p] = normalize(pool[p], "python").tokens
            parts.append(token_cache[p])
        tokens = np.concatenate(parts)
        prints = fingerprint(tokens, settings.k, settings.window)
        yield ArchiveEntry(
            name=f"s{seed}-{i:06d}",
            files=(SourceFile("solution.py", "python", text),),
            hashes=np.unique(prints.hashes),
            tokens=int(tokens.shape[0]),
        )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", type=int, default=50_000, help="archive size")
    parser.add_argument("--queries", type=int, default=20)
    parser.add_argument("--keep", help="keep the archive at this path (SQLite)")
    parser.add_argument("--backend", choices=("sqlite", "postgresql"), default="sqlite")
    parser.add_argument("--url", help="an empty PostgreSQL database (default: a throw-away one)")
    args = parser.parse_args()
    if args.backend == "postgresql" and not args.url:
        sys.path.insert(0, str(HERE.parent / "tests"))
        import pg_server

        cluster = pg_server.start_cluster()
        args.url = pg_server.new_database(next(cluster))
        try:
            return run(args)
        finally:
            cluster.close()  # stops the server, deletes its folder
    return run(args)


def run(args: argparse.Namespace) -> int:
    settings = Settings()
    pool = function_pool()
    print(f"function pool: {len(pool)} functions")
    folder = Path(tempfile.mkdtemp(prefix="mossish-archive-"))
    path = Path(args.keep) if args.keep else folder / "archive.db"
    if args.backend == "postgresql":
        location = args.url
    else:
        path.unlink(missing_ok=True)
        location = str(path)
    print(f"back end: {args.backend}")
    cache: dict[int, object] = {}

    started = time.perf_counter()
    with open_archive(location, k=settings.k, window=settings.window, create=True) as archive:
        added = 0
        while added < args.n:
            size = min(BATCH, args.n - added)
            archive.add("bench", build(size, added + 1, pool, cache, settings))
            added += size
            print(f"  added {added:,} ({time.perf_counter() - started:.0f} s)", flush=True)
        megabytes = bytes_used(archive) / 1e6
    build_seconds = time.perf_counter() - started
    rate = args.n / build_seconds
    print(f"archive: {args.n:,} submissions in {build_seconds:.0f} s ({rate:,.0f}/s), "
          f"{megabytes:.0f} MB on disk")  # fmt: skip

    from mossish.archive.prior import prior_candidates
    from mossish.cli.main import main as cli_main
    from mossish.engine.index import build_document

    lookups, choices, whole = [], [], []
    new_root = folder / "new"
    for q, entry in enumerate(build(args.queries, 10_000_019, pool, cache, settings)):
        with open_archive(location, k=settings.k, window=settings.window) as archive:
            t0 = time.perf_counter()
            archive.lookup(entry.hashes)
            lookups.append(time.perf_counter() - t0)
            tokens = normalize(entry.files[0].text, "python")
            prints = fingerprint(tokens.tokens, settings.k, settings.window)
            document = build_document("new", [(tokens, prints)], settings.k, np.zeros(0, np.uint64))
            t0 = time.perf_counter()
            chosen = prior_candidates([document], [0], archive, settings)
            choices.append(time.perf_counter() - t0)
        submission = new_root / f"q{q}" / "student"
        submission.mkdir(parents=True)
        (submission / "solution.py").write_text(entry.files[0].text, encoding="utf-8")
        t0 = time.perf_counter()
        code = cli_main(
            ["check", str(submission.parent), "--archive", location, "--no-report", "-q",
             "--no-config"]
        )  # fmt: skip
        whole.append(time.perf_counter() - t0)
        assert code == 0 and chosen

    def show(label: str, values: list[float]) -> None:
        values = sorted(values)
        print(f"{label:<44} median {statistics.median(values) * 1000:7.1f} ms   "
              f"p95 {values[int(len(values) * 0.95) - 1] * 1000:7.1f} ms   "
              f"max {values[-1] * 1000:7.1f} ms")  # fmt: skip

    print(f"one new submission against {args.n:,} archived ({args.queries} queries):")
    show("index look-up of all its fingerprints", lookups)
    show("look-up + choosing the candidates", choices)
    show("whole `mossish check` (lex, compare top 20)", whole)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
