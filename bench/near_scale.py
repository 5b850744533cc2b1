"""Near-duplicate search at archive scale: SimHash tables against the winnowing path.

    python bench/near_scale.py                     # 100,000 submissions (a few minutes)
    python bench/near_scale.py -n 10000 --queries 100 --keep /tmp/near.db

Builds an archive of N generated submissions with sketches, exactly as
bench/archive_scale.py does (5-8 functions drawn from a pool of functions of
our Python data; each function lexed once, a submission's k-grams computed
from its joined token stream, which is exactly the stream of the joined
text), then asks it about new submissions:

* copies of archived submissions: L0 verbatim; L1 comments and layout
  rewritten and identifiers renamed (bench/disguise.py ``comments,layout,
  rename``: the normalised tokens do not change); and, beyond L1, functions
  reordered, adjacent statements swapped, dead code inserted;
* non-copies: new submissions drawn from the same pool.

For each query it times ``Archive.near`` at the archive's radius (d = 3) and
the winnowing path of ``check --archive`` (index look-up of all the
submission's fingerprints and the choice of the 20 best entries,
``prior.prior_candidates``), and counts a copy as found when its source is
among the near-duplicates (resp. the 20 candidates).  ``--full N`` also runs
the whole ``mossish check NEW --archive`` on N copies per level.

It also measures, on bench/data/pyplag, the Hamming distance between each
task's original and its hand-written copies (L1-L6) and scripted copies (S),
and between independent solutions of the same task (the hardest non-copies:
same exercise, same idioms).

Prints tables; the figures are in docs/benchmarks.md ("Near-duplicate search").
"""

from __future__ import annotations

import argparse
import ast
import csv
import statistics
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

from archive_scale import function_pool  # noqa: E402
from disguise import disguise  # noqa: E402

from mossish.archive.prior import prior_candidates  # noqa: E402
from mossish.archive.store import Archive, ArchiveEntry  # noqa: E402
from mossish.engine.fingerprint import fingerprint  # noqa: E402
from mossish.engine.index import build_document  # noqa: E402
from mossish.engine.sketch import Sketch, hamming, minhash, simhash  # noqa: E402
from mossish.languages.normalize import normalize  # noqa: E402
from mossish.model import SourceFile  # noqa: E402
from mossish.settings import Settings  # noqa: E402

BATCH = 5_000
LEVELS = {
    "L0 verbatim": None,
    "L1 comments, layout, names": ("comments", "layout", "rename"),
    "+ functions reordered": ("reorder", "comments", "layout", "rename"),
    "+ statements swapped": ("swap", "comments", "layout", "rename"),
    "+ dead code": ("deadcode", "comments", "layout", "rename"),
}
RADII = (0, 1, 2, 3, 4, 6, 8, 12)


def picks_of(count: int, seed: int, pool_size: int) -> list[list[int]]:
    rng = np.random.default_rng(seed)
    return [
        rng.choice(pool_size, size=int(rng.integers(5, 9)), replace=False).tolist()
        for _ in range(count)
    ]


def entries(
    picks: list[list[int]], start: int, pool: list[str], tokens: dict[int, np.ndarray], s: Settings
) -> Iterator[ArchiveEntry]:
    for i, chosen in enumerate(picks):
        for p in chosen:
            if p not in tokens:
                tokens[p] = normalize(pool[p], "python").tokens
        stream = np.concatenate([tokens[p] for p in chosen])
        prints = fingerprint(stream, s.k, s.window)
        hashes = np.unique(prints.hashes)
        yield ArchiveEntry(
            name=f"s{start + i:06d}",
            files=(SourceFile("solution.py", "python", "\n\n".join(pool[p] for p in chosen)),),
            hashes=hashes,
            tokens=int(stream.shape[0]),
            sketch=Sketch(simhash(prints.kgrams), minhash(hashes)),
        )


def parses(chosen: list[int], pool: list[str]) -> bool:
    try:
        ast.parse("\n\n".join(pool[p] for p in chosen))
    except SyntaxError:
        return False
    return True


def query(text: str, s: Settings):
    """A new one-file submission through the real pipeline: (document, simhash)."""
    tokens = normalize(text, "python")
    prints = fingerprint(tokens.tokens, s.k, s.window)
    document = build_document("new", [(tokens, prints)], s.k, np.zeros(0, dtype=np.uint64))
    return document, simhash(prints.kgrams)


def ms(values: list[float]) -> str:
    ordered = sorted(values)
    p95 = ordered[max(0, int(len(ordered) * 0.95) - 1)]
    return f"{statistics.median(ordered) * 1e3:8.3f} {p95 * 1e3:8.3f}"


def pyplag(s: Settings) -> None:
    root = HERE / "data/pyplag"
    sketches: dict[str, int] = {}

    def sketch(relative: str) -> int:
        if relative not in sketches:
            text = (root / relative).read_text(encoding="utf-8")
            tokens = normalize(text, "python")
            sketches[relative] = simhash(fingerprint(tokens.tokens, s.k, s.window).kgrams)
        return sketches[relative]

    groups: dict[str, list[int]] = {}
    with (root / "pairs.csv").open(newline="") as handle:
        for row in csv.DictReader(handle):
            a, b = row["a"], row["b"]
            kind = row["kind"]
            if kind.startswith("orig-plag"):
                group = f"original vs copy {row['level']}"
            elif kind == "nonplag-nonplag" or kind.startswith("orig-nonplag"):
                group = "independent solutions"
            else:
                continue
            groups.setdefault(group, []).append(hamming(sketch(a), sketch(b)))
    print("\nbench/data/pyplag: Hamming distance of SimHashes (8 tasks)")
    print(f"{'pairs':<28} {'n':>4} {'min':>4} {'median':>6}   within d = 0 / 3 / 6 / 12")
    for group in sorted(groups):
        d = np.array(groups[group])
        shares = " / ".join(f"{np.mean(d <= r):4.0%}" for r in (0, 3, 6, 12))
        print(f"{group:<28} {d.size:>4} {d.min():>4} {np.median(d):>6.0f}   {shares}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", type=int, default=100_000, help="archive size")
    parser.add_argument("--queries", type=int, default=300, help="copies per level")
    parser.add_argument("--full", type=int, default=0, help="whole checks per level")
    parser.add_argument("--keep", help="keep (or reuse) the archive at this path")
    args = parser.parse_args()
    s = Settings()
    pool = function_pool()
    print(f"function pool: {len(pool)} functions")
    folder = Path(tempfile.mkdtemp(prefix="mossish-near-"))
    path = Path(args.keep) if args.keep else folder / "archive.db"
    archived = picks_of(args.n, 1, len(pool))
    tokens: dict[int, np.ndarray] = {}
    if not (args.keep and path.exists()):
        path.unlink(missing_ok=True)
        started = time.perf_counter()
        with Archive.open(path, k=s.k, window=s.window, create=True) as archive:
            for start in range(0, args.n, BATCH):
                archive.add(
                    "bench", entries(archived[start : start + BATCH], start, pool, tokens, s)
                )
                print(f"  added {min(start + BATCH, args.n):,} "
                      f"({time.perf_counter() - started:.0f} s)", flush=True)  # fmt: skip
        seconds = time.perf_counter() - started
        size = path.stat().st_size / 1e6
        print(f"archive: {args.n:,} submissions with sketches in {seconds:.0f} s "
              f"({args.n / seconds:,.0f}/s), {size:.0f} MB on disk")  # fmt: skip

    # Copies of archived submissions whose text parses (a few pooled functions
    # come from files with syntax errors, which the disguises cannot rewrite).
    order = np.random.default_rng(7).permutation(args.n).tolist()
    sources = [i for i in order[: args.queries * 2] if parses(archived[i], pool)][: args.queries]
    fresh = picks_of(args.queries, 10_000_019, len(pool))
    rows = []
    with Archive.open(path, k=s.k, window=s.window) as archive:
        ids = dict(archive._db.execute("SELECT name, id FROM submissions").fetchall())
        stored = {
            sid: value % 2**64
            for sid, value in archive._db.execute("SELECT submission, simhash FROM sketches")
        }
        radius = archive.sketch_distance
        cases: dict[str, list[tuple[str, str | None]]] = {}
        for level, transforms in LEVELS.items():
            cases[level] = []
            for q, source in enumerate(sources):
                text = "\n\n".join(pool[p] for p in archived[source])
                if transforms is not None:
                    text = disguise(text, 1000 + q, transforms)
                cases[level].append((text, f"s{source:06d}"))
        cases["non-copies"] = [("\n\n".join(pool[p] for p in chosen), None) for chosen in fresh]
        for level, items in cases.items():
            near_t, near_hits, win_t, win_hits, flagged, dist = [], 0, [], 0, 0, []
            for text, source in items:
                source_id = None if source is None else ids[source]
                document, value = query(text, s)
                t0 = time.perf_counter()
                found = archive.near(value, radius)
                near_t.append(time.perf_counter() - t0)
                t0 = time.perf_counter()
                chosen = prior_candidates([document], [0], archive, s)
                win_t.append(time.perf_counter() - t0)
                flagged += bool(found)
                if source_id is not None:
                    near_hits += any(m.id == source_id for m in found)
                    win_hits += any(entry == source_id for _, entry, _ in chosen)
                    dist.append(hamming(value, stored[source_id]))
            rows.append((level, len(items), near_hits, win_hits, flagged, near_t, win_t, dist))

    print(f"\n{len(sources)} queries per row against {args.n:,} archived submissions, "
          f"near at d = {radius}; times in ms (median, p95)")  # fmt: skip
    print(f"{'queries':<28} {'near':>9} {'top-20':>7} {'flagged':>8}  "
          f"{'near ms':>17}  {'winnowing ms':>17}")  # fmt: skip
    for level, n, near_hits, win_hits, flagged, near_t, win_t, _ in rows:
        copies = level != "non-copies"
        recall = f"{near_hits / n:8.1%}" if copies else f"{'-':>8}"
        top = f"{win_hits / n:6.1%}" if copies else f"{'-':>6}"
        print(f"{level:<28} {recall} {top} {flagged / n:8.1%}  {ms(near_t)}  {ms(win_t)}")
    print(f"\nHamming distance from each copy to its source; share within d = "
          f"{', '.join(map(str, RADII))}")  # fmt: skip
    for level, _, _, _, _, _, _, dist in rows:
        if dist:
            d = np.array(dist)
            shares = " ".join(f"{np.mean(d <= r):5.0%}" for r in RADII)
            print(f"{level:<28} median {np.median(d):4.0f}  {shares}")
    if args.full:
        full_checks(path, cases, args.full, folder)
    pyplag(s)
    return 0


def full_checks(path: Path, cases, count: int, folder: Path) -> None:
    """Whole `mossish check NEW --archive` runs: is the source a pair at >= 0.5?"""
    import json

    from mossish.cli.main import main as cli_main

    print(f"\nwhole `mossish check NEW --archive` ({count} per level):")
    for number, (level, items) in enumerate(cases.items()):
        if level == "non-copies":
            continue
        hits, times = 0, []
        for q, (text, source) in enumerate(items[:count]):
            root = folder / "full" / f"{number}-{q}"
            (root / "student").mkdir(parents=True)
            (root / "student" / "solution.py").write_text(text, encoding="utf-8")
            target = root / "result.json"
            t0 = time.perf_counter()
            code = cli_main(["check", str(root), "--archive", str(path), "--no-report", "-q",
                             "--no-config", "--json", str(target)])  # fmt: skip
            times.append(time.perf_counter() - t0)
            assert code == 0
            pairs = json.loads(target.read_text())["pairs"]
            wanted = f"bench/{source}"
            hits += any(wanted in (p["a"], p["b"]) and p["similarity"] >= 0.5 for p in pairs)
        print(f"{level:<28} found at >= 0.5: {hits / count:6.1%}   {ms(times)} ms")


if __name__ == "__main__":
    raise SystemExit(main())
