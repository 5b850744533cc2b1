#!/usr/bin/env python3
"""The Dask path against the local engine on one generated class: time, memory, same JSON.

Stage: benchmark tooling (``bench/``); not part of the test suite.

    python bench/corpus.py /tmp/c20k -n 20000 --lang python
    python bench/dask_scale.py /tmp/c20k/submissions --workers 2 --partition 1000

Runs the local engine (``analyze``) and then the same check on a
LocalCluster of ``--workers`` worker processes (one thread each), in this
one process, one after the other.  Prints the wall time of each and their
ratio (the Dask path's overhead), the peak RSS of this process (the client:
documents, locators, the candidate pairs and clusters stay here; pairs are
scored on the workers) and of each worker process, and whether the two JSON
results are byte-identical.  The client's peak is reset after the local
run (it still holds the local run's JSON text, a few MB).
``--dask-only`` skips the local run (for a class too large to run twice).
``--memory-limit`` caps each worker as ``dask worker --memory-limit`` does:
above it the worker spills the data it holds between steps to disk, so
its peak is that share plus one task's arrays; each worker's bytes written
to and read back from disk are printed (Dask's spill metrics).  The load average (other
work on the machine) is printed before and after.  ``--profile`` prints,
per task function, the seconds the workers spent computing it and fetching
its inputs (Dask's task stream).  ``--stages`` prints the client's peak RSS
within each stage of the Dask run, and the stage's time (its peak is reset
at each stage's end): discovery, lexing and building the documents (on the
workers); the index; removing common code; scoring and ranking; the result
put together.  ``--processes`` starts the scheduler and the workers as
docs/scale.md's recipe does (``dask scheduler``, ``dask worker``), each in
its own process: without it the LocalCluster's scheduler shares this
process, and the client's peak includes the scheduler's (which holds every
pending task's arguments, the files' texts among them); with it the
scheduler's peak is printed apart.  ``--archive`` checks the class against
prior work (an archive file or database, or a folder of earlier
submissions), as ``check --archive`` does, in both runs.

Both runs read the whole class: one machine's source budget (about 80 MB,
mossish/inputs/budget.py) is lifted for the local run, since the cluster
gives each block of ``--partition`` submissions a budget of its own.  Each
run prints the files it read and its ``too-large`` warnings, so a class
cut short cannot pass unseen.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import socket
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from distributed import Client, LocalCluster, get_task_stream

import mossish.inputs.budget
import mossish.pipeline
from mossish.archive.backend import open_archive
from mossish.archive.prior import PriorSource, prior_from_folder
from mossish.dask.cluster import READS, Cluster
from mossish.pipeline import analyze
from mossish.report.json import write_json
from mossish.settings import Settings


def _peak_mb() -> float:
    """This process's own peak RSS (VmHWM: getrusage's would include its parent's, at fork)."""
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def _reset_peak() -> None:
    """Start this process's peak RSS afresh (Linux: 5 to clear_refs resets VmHWM)."""
    with open("/proc/self/clear_refs", "w", encoding="ascii") as refs:
        refs.write("5")


def _spilled(dask_worker: Any) -> tuple[float, float, float]:
    """A worker's data written to and read back from disk (MB) and its seconds doing it
    (Dask's spill metrics; zero when no memory limit is set, so nothing spills)."""
    metrics = getattr(dask_worker.data, "cumulative_metrics", {})
    seconds = sum(v for (label, unit), v in metrics.items() if unit == "seconds")
    return (
        metrics.get(("disk-write", "bytes"), 0.0) / 2**20,
        metrics.get(("disk-read", "bytes"), 0.0) / 2**20,
        seconds,
    )


class _Stages:
    """The client's peak RSS per stage of a check: each stage's end reads and resets it."""

    def __init__(self) -> None:
        self.peaks: dict[str, float] = {}
        self.seconds: dict[str, float] = {}
        self._last = time.perf_counter()

    def end(self, name: str) -> None:
        self.peaks[name] = _peak_mb()
        _reset_peak()
        now = time.perf_counter()
        self.seconds[name], self._last = now - self._last, now

    def watch(self) -> None:
        """Mark the ends of the pipeline's stages on the Dask path."""

        def ending(function: Any, name: str) -> Any:
            def wrapped(*args: Any, **kwargs: Any) -> Any:
                result = function(*args, **kwargs)
                self.end(name)
                return result

            return wrapped

        # With the files read on the workers, listing and reading end here; else
        # the next stage holds the client's reading too.
        Cluster.read = ending(  # type: ignore[method-assign]
            Cluster.read, "listing the class (the workers read and lex it)"
        )
        Cluster.prepare = ending(  # type: ignore[method-assign]
            Cluster.prepare, "discovering, lexing and building documents"
        )
        mossish.pipeline.index_blocks = ending(  # type: ignore[attr-defined]
            mossish.pipeline.index_blocks, "building the index"
        )
        Cluster.without_common = ending(  # type: ignore[method-assign]
            Cluster.without_common, "removing common code"
        )
        mossish.pipeline.compare_prior = ending(  # type: ignore[attr-defined]
            mossish.pipeline.compare_prior, "comparing with prior work"
        )
        mossish.pipeline.rank = ending(  # type: ignore[attr-defined]
            mossish.pipeline.rank, "scoring and ranking"
        )
        ranked = mossish.pipeline.rank  # type: ignore[attr-defined]

        def counted(*args: Any, **kwargs: Any) -> Any:
            # What the ranking hands the result: listed pairs (with fragments) and edges.
            result = ranked(*args, **kwargs)
            fragments = sum(len(p.fragments) for p in result.pairs)
            regions = sum(len(d) for d in result.discounts)
            print(
                f"  ranking gave {len(result.pairs):,} listed pairs ({fragments:,} fragments), "
                f"{len(result.edges):,} edges, {regions:,} discounted regions"
            )
            return result

        mossish.pipeline.rank = counted  # type: ignore[attr-defined]


@contextlib.contextmanager
def _cluster(args: argparse.Namespace) -> Iterator[Client]:
    """A client of a LocalCluster (its scheduler in this process), or with ``--processes``
    of a scheduler and a worker command started as separate processes."""
    if not args.processes:
        with (
            LocalCluster(
                n_workers=args.workers,
                threads_per_worker=1,
                processes=True,
                dashboard_address=":0",
                memory_limit=args.memory_limit,
            ) as local,
            Client(local) as client,
        ):
            yield client
        return
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    address = f"tcp://127.0.0.1:{port}"
    logs = Path(tempfile.mkdtemp(prefix="dask-scale-"))
    print(f"scheduler and worker logs: {logs}")
    started = [
        subprocess.Popen(
            [sys.executable, "-m", "distributed.cli.dask_scheduler", "--host", "127.0.0.1",
             "--port", str(port), "--dashboard-address", ":0"],
            stderr=(logs / "scheduler.log").open("w"),
        ),
        subprocess.Popen(
            [sys.executable, "-m", "distributed.cli.dask_worker", address,
             "--nworkers", str(args.workers), "--nthreads", "1",
             "--memory-limit", args.memory_limit, "--dashboard-address", ":0"],
            stderr=(logs / "workers.log").open("w"),
        ),
    ]  # fmt: skip
    try:
        with Client(address, timeout=60) as client:
            client.wait_for_workers(args.workers, timeout=120)
            yield client
    finally:
        for process in reversed(started):
            process.terminate()
            process.wait(timeout=60)


def _prior(path: str | None) -> list[PriorSource]:
    """``--archive``: an archive, or a folder of earlier work, as ``check`` opens it."""
    if path is None:
        return []
    settings = Settings()
    if Path(path).is_dir():
        return [prior_from_folder(path, settings)]
    return [open_archive(path, k=settings.k, window=settings.window, writable=False)]


def _json(
    folder: str, cluster: Cluster | None, texts: bool = True, archive: str | None = None
) -> tuple[str, float]:
    lifted = cluster is None  # the local run reads the whole class, as the cluster does
    kept = mossish.inputs.budget.CLASS_SOURCE_BYTES
    if lifted:
        mossish.inputs.budget.CLASS_SOURCE_BYTES = 2**62
    try:
        started = time.perf_counter()
        prior = _prior(archive)
        analysis = analyze([folder], Settings(), cluster=cluster, texts=texts, prior=prior)
        elapsed = time.perf_counter() - started
    finally:
        mossish.inputs.budget.CLASS_SOURCE_BYTES = kept
    cut = sum(p.kind == "too-large" for p in analysis.warnings)
    empty = sum(not s.files for s in analysis.submissions if not s.archive)
    print(
        f"{'local' if cluster is None else 'dask'} run: {analysis.stats.submissions:,} "
        f"submissions, {analysis.stats.files:,} files read, {empty:,} with none, "
        f"{cut:,} too-large warnings" + (" (source budget lifted)" if lifted else "")
    )
    stream = io.StringIO()
    write_json(analysis, stream)
    return stream.getvalue(), elapsed


def _profile(stream: list[dict[str, Any]]) -> None:
    compute: Counter[str] = Counter()
    transfer: Counter[str] = Counter()
    count: Counter[str] = Counter()
    for task in stream:
        name = str(task["key"]).split("-")[0].strip("('\"")
        count[name] += 1
        for step in task["startstops"]:
            spent = step["stop"] - step["start"]
            if step["action"] == "compute":
                compute[name] += spent
            elif step["action"] == "transfer":
                transfer[name] += spent
    print("task function: tasks, compute s, transfer s (summed over workers)")
    for name, spent in compute.most_common():
        print(f"  {name:16s} {count[name]:6d} {spent:8.1f} {transfer[name]:8.1f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("folder")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--partition", type=int, default=1000)
    parser.add_argument("--dask-only", action="store_true")
    parser.add_argument("--memory-limit", default="auto", help="per worker, e.g. 2GB")
    parser.add_argument("--profile", action="store_true", help="time per task function")
    parser.add_argument("--stages", action="store_true", help="the client's peak per stage")
    parser.add_argument(
        "--processes",
        action="store_true",
        help="a scheduler and workers started as docs/scale.md's recipe does (dask scheduler, "
        "dask worker), each its own process: the client's peak is its own",
    )
    parser.add_argument(
        "--no-texts",
        action="store_true",
        help="the Dask client lets the files' texts go, as check --no-report does",
    )
    parser.add_argument("--archive", help="prior work: an archive, or a folder of earlier work")
    parser.add_argument(
        "--read",
        choices=READS,
        default="auto",
        help="who reads the class's files on the Dask path (check --dask-read)",
    )
    args = parser.parse_args()
    stages = _Stages()
    print("load average before: {:.1f} {:.1f} {:.1f}".format(*os.getloadavg()))
    local_json, local_time = (
        ("", 0.0) if args.dask_only else _json(args.folder, None, archive=args.archive)
    )
    if not args.dask_only:
        print(f"local engine: {local_time:.1f} s, peak RSS {_peak_mb():.0f} MB")
        _reset_peak()
    with _cluster(args) as client:
        stream: Any = get_task_stream(client) if args.profile else contextlib.nullcontext()
        if args.stages:
            stages.watch()
            _reset_peak()
            stages.end("starting")
        with stream:
            dask_json, dask_time = _json(
                args.folder,
                Cluster(client, args.partition, reads=args.read),
                not args.no_texts,
                args.archive,
            )
        if args.stages:
            stages.end("putting the result together")
        workers = client.run(_peak_mb)
        spilled = client.run(_spilled)
        scheduler = client.run_on_scheduler(_peak_mb) if args.processes else None
        if args.profile:
            _profile(stream.data)
    print(
        f"dask ({args.workers} workers, partition {args.partition}, "
        f"memory limit {args.memory_limit}, files read by: {args.read}): {dask_time:.1f} s"
    )
    if args.stages:
        for name, peak in stages.peaks.items():
            if name != "starting":
                print(
                    f"  client peak RSS while {name}: {peak:.0f} MB ({stages.seconds[name]:.1f} s)"
                )
        highest = max(peak for name, peak in stages.peaks.items() if name != "starting")
        print(f"client peak RSS {highest:.0f} MB (the highest of the stages)")
    else:
        print(
            f"client peak RSS {_peak_mb():.0f} MB (the Dask run alone, the local one's result held)"
        )
    if scheduler is not None:
        print(f"scheduler peak RSS {scheduler:.0f} MB (its own process)")
    for address, peak in sorted(workers.items()):
        written, read, seconds = spilled[address]
        print(
            f"worker {address}: peak RSS {peak:.0f} MB, spilled {written:.0f} MB to disk, "
            f"read back {read:.0f} MB, {seconds:.1f} s in spilling"
        )
    if not args.dask_only:
        print(f"overhead ratio dask/local: {dask_time / local_time:.2f}")
        print("JSON byte-identical:", dask_json == local_json)
    print("load average after: {:.1f} {:.1f} {:.1f}".format(*os.getloadavg()))


if __name__ == "__main__":
    main()
