"""The Dask path (``check --dask``): the same JSON as the local engine, byte for byte.

dask.distributed is an optional extra: these tests are skipped locally when
it is missing, and fail in CI (``CI=true``), which installs the test extra.
"""

from __future__ import annotations

import dataclasses
import io
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from helpers import ROOT, invoke
from mossish.engine import index as index_module
from mossish.engine.executor import InProcess
from mossish.engine.index import _finish
from mossish.engine.ranges import candidates


def _need_dask() -> None:
    try:
        import distributed  # noqa: F401
    except ImportError:
        if os.environ.get("CI", "").lower() in ("1", "true", "yes"):
            pytest.fail("dask tests cannot run in CI: dask.distributed is not installed")
        pytest.skip("dask.distributed is not installed (pip install 'mossish[dask]')")


@pytest.fixture(scope="module")
def client() -> Iterator[Any]:
    _need_dask()
    from distributed import Client, LocalCluster

    # Threads, not processes: the same tasks, pickled the same way, in seconds.
    with (
        LocalCluster(
            n_workers=2, threads_per_worker=1, processes=False, dashboard_address=":0"
        ) as cluster,
        Client(cluster) as dask_client,
    ):
        yield dask_client


def _documents(count: int, seed: int, ring: int = 0) -> list[index_module.Document]:
    """Documents whose fingerprints are drawn from a small pool (many shared).

    The last ``ring`` of them hold the same 40 fingerprints of their own besides.
    """
    rng = np.random.default_rng(seed)
    pool = rng.integers(0, 2**64 - 1, size=400, dtype=np.uint64)
    source = rng.integers(0, 2**64 - 1, size=40, dtype=np.uint64)
    out = []
    for number in range(count):
        # The first few of the pool are held by most documents (common code).
        widely = pool[: int(rng.integers(0, 12))]
        copied = source if number >= count - ring else source[:0]
        hashes = np.concatenate([rng.choice(pool, size=int(rng.integers(0, 60))), widely, copied])
        size = int(hashes.shape[0]) + 5
        out.append(
            _finish(
                f"s{number:03}",
                np.zeros(size, dtype=np.uint64),
                np.array([0, size], dtype=np.int64),
                hashes,
                np.arange(hashes.shape[0], dtype=np.int64),
                np.zeros(size, dtype=np.bool_),
                np.zeros(size, dtype=np.bool_),
                5,
            )
        )
    return out


@pytest.mark.parametrize("partition", [5, 7, 1000])
@pytest.mark.parametrize("budget", [None, 2_000])
def test_the_shuffled_index_is_the_local_one(
    client: Any, partition: int, budget: int | None, monkeypatch: pytest.MonkeyPatch
) -> None:
    from mossish.dask.cluster import Cluster

    if budget is not None:  # a pairing limit below the common limit, as in a large class
        monkeypatch.setattr(index_module, "PAIRING_BUDGET", budget)
        monkeypatch.setattr(index_module, "PAIRING_BUDGET_PER_SUBMISSION", 1)
        monkeypatch.setattr(index_module, "MIN_PAIR_LIMIT", 3)
    documents = _documents(60, seed=partition, ring=12)
    local, local_pairs, local_complete = candidates(documents, common_limit=30)
    for executor in (Cluster(client, partition).executor, InProcess(partition)):
        shuffled, pairs, complete = candidates(documents, 30, executor)
        for field in ("common_limit", "distinct", "total", "pair_limit", "frequent"):
            assert getattr(shuffled, field) == getattr(local, field), field
        assert shuffled.common_hashes.tolist() == local.common_hashes.tolist()
        assert pairs.tolist() == local_pairs.tolist()
        assert complete.tolist() == local_complete.tolist()
    if budget is not None:
        assert local.pair_limit < 12 and local.frequent > 0  # the limit was exercised
        assert local_complete.any()  # and the ring searched above it
    assert local.common_hashes.size > 0


def test_no_documents_make_an_empty_index(client: Any) -> None:
    from mossish.dask.cluster import Cluster

    shuffled, pairs, _ = candidates([], 10, Cluster(client, 5).executor)
    assert pairs.shape == (0, 3) and shuffled.total == 0


def _same_json(
    folder: Path,
    tmp_path: Path,
    client: Any,
    partition: int,
    settings: Any = None,
    targets: tuple[str, ...] = (),
    prior: tuple[Any, ...] = (),
    texts: bool = True,
    report: bool = False,
    reads: str = "auto",
) -> Any:
    """Both engines' JSON of ``folder``, checked equal; the local analysis is returned.

    ``reads``: who reads the files with the cluster (``Cluster.reads``).
    ``texts``: whether the cluster's result keeps the files' texts (else its client
    lets them go as they are sent, and its result has none): each is the local one.
    ``report``: both HTML reports are written, and every file of them is the same."""
    from mossish.dask.cluster import Cluster
    from mossish.pipeline import analyze
    from mossish.report.json import write_json
    from mossish.settings import Settings

    settings = settings or Settings()
    found, analyses = [], []
    for cluster in (None, Cluster(client, partition, reads=reads)):
        stream = io.StringIO()
        analyses.append(
            analyze(
                [str(folder)], settings, cluster=cluster, targets=targets, prior=prior,
                texts=texts or cluster is None,
            )
        )  # fmt: skip
        write_json(analyses[-1], stream)
        found.append(stream.getvalue())
    assert found[1] == found[0]
    assert bool(analyses[1].sources) == (texts and bool(analyses[0].sources))
    if texts:
        from mossish.engine.spool import SpooledSources

        # Read back from the client's spool.
        assert isinstance(analyses[1].sources, SpooledSources)
        assert list(analyses[1].sources) == list(analyses[0].sources)
        for key, source in analyses[0].sources.items():
            assert analyses[1].sources[key] == source, key
    if report:
        from mossish.report.html.writer import write_report

        written = []
        for number, analysis in enumerate(analyses):
            folder = write_report(analysis, tmp_path / f"report{number}").parent
            written.append({
                str(p.relative_to(folder)): p.read_bytes()
                for p in sorted(folder.rglob("*")) if p.is_file()
            })  # fmt: skip
        assert written[1].keys() == written[0].keys()
        for name, data in written[0].items():
            assert written[1][name] == data, name
    return analyses[0]


@pytest.mark.parametrize("reads", ["workers", "client"])
@pytest.mark.parametrize("language", ["python", "java"])
def test_demo_classes_give_the_same_json(
    client: Any, tmp_path: Path, language: str, reads: str
) -> None:
    _same_json(ROOT / "sample_submissions" / language, tmp_path, client, 2, reads=reads)


def _generated(tmp_path: Path, size: str) -> Path:
    subprocess.run(
        [sys.executable, str(ROOT / "bench" / "corpus.py"), str(tmp_path / "class"),
         "-n", size, "--lang", "python", "--seed", "3"],
        check=True, capture_output=True,
    )  # fmt: skip
    return tmp_path / "class"


def test_a_generated_class_gives_the_same_json(client: Any, tmp_path: Path) -> None:
    """120 submissions by default; MOSSISH_DASK_CLASS=2000 for the size docs/scale.md names."""
    folder = _generated(tmp_path, os.environ.get("MOSSISH_DASK_CLASS", "120"))
    analysis = _same_json(folder / "submissions", tmp_path, client, partition=32)
    # Rarity weighting discounted something, so its weights were compared too.
    assert any(s.discounted for s in analysis.submissions)


@pytest.mark.parametrize("reads", ["workers", "client"])
def test_odd_files_give_the_same_json_and_warnings(client: Any, tmp_path: Path, reads: str) -> None:
    """Files the workers prepare without their texts: prose, notebooks, empty and broken
    files, the same file in several submissions; the warnings and file facts are the
    local engine's."""
    import json

    program = "def area(w, h):\n    total = w * h\n    print('area', total)\n    return total\n"
    cell = {"cell_type": "code", "metadata": {}, "outputs": [], "execution_count": None}
    notebook = {
        "cells": [{**cell, "source": program}, {**cell, "source": "x = area(2, 3)\nprint(x)"}],
        "metadata": {"kernelspec": {"language": "python", "name": "python3"}},
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    files = {
        "ann/main.py": program * 3,
        "ann/notes.md": "I wrote the area function myself, with help from the book.\n",
        "ann/empty.py": "",
        "bob/main.py": program * 3,
        "bob/broken.py": "def f(:\n    x = (1,\n",
        "cat/work.ipynb": json.dumps(notebook),
        "cat/main.py": program.replace("total", "t") * 2 + "print('done')\n",
        "dan/comments.py": "# nothing here yet\n",
        "dan/main.py": program.replace("'area'", "'aire \U0001f4d0 \u00e9'") * 2,
        "eve.py": program,
    }
    for name, text in files.items():
        (tmp_path / "class" / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / "class" / name).write_text(text, encoding="utf-8")
    # The report reads each file's text back from the cluster's client's spool.
    analysis = _same_json(tmp_path / "class", tmp_path, client, 2, report=True, reads=reads)
    kinds = {p.kind for p in analysis.warnings}
    assert {"syntax", "no-code"} <= kinds, kinds
    assert any(f.cells for s in analysis.submissions for f in s.files)
    assert any(
        f.language == "markdown" or f.path.endswith(".md")
        for s in analysis.submissions
        for f in s.files
    )


@pytest.mark.parametrize("reads", ["workers", "client"])
def test_the_workers_read_the_files_when_they_see_them(
    client: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, reads: str
) -> None:
    """On a file system the workers share, the client lists and groups the class and reads
    only the base code; every submission's file is read on a worker (and the archive
    inside the class, which the client opened to list it, reaches them as data)."""
    import threading
    import zipfile

    import mossish.inputs.discover as discover_module
    from mossish.dask.cluster import Cluster
    from mossish.pipeline import analyze
    from mossish.settings import Settings

    program = "def area(w, h):\n    total = w * h\n    print('area', total)\n    return total\n"
    for name in ("ann", "bob", "cat"):
        (tmp_path / "class" / name).mkdir(parents=True)
        (tmp_path / "class" / name / "main.py").write_text(program + f"# {name}\n")
    with zipfile.ZipFile(tmp_path / "class" / "dan.zip", "w") as packed:
        packed.writestr("main.py", program * 2)
    (tmp_path / "base.py").write_text("print('hello')\n")
    where: dict[str, set[bool]] = {}
    read_item = discover_module.read_item

    def noted(item: Any, display: str, shown: str, owner: str, *rest: Any) -> Any:
        here = threading.current_thread() is threading.main_thread()
        where.setdefault(owner, set()).add(here)
        return read_item(item, display, shown, owner, *rest)

    monkeypatch.setattr(discover_module, "read_item", noted)
    settings = Settings(base=(str(tmp_path / "base.py"),))
    analysis = analyze([str(tmp_path / "class")], settings, cluster=Cluster(client, 2, reads=reads))
    assert [s.name for s in analysis.submissions] == ["ann", "bob", "cat", "dan"]
    assert all(s.files for s in analysis.submissions)
    assert where.pop("base") == {True}
    assert where == {name: {reads == "client"} for name in ("ann", "bob", "cat", "dan")}
    assert analysis.sources[("dan", "main.py")].text == program * 2


class _Blind:
    """A client whose workers see other files than this machine's."""

    def __init__(self, client: Any, workers: int = 2) -> None:
        self._client = client
        self.workers = workers

    def __getattr__(self, name: str) -> Any:
        return getattr(self._client, name)

    def run(self, function: Any, *args: Any) -> dict[str, str]:
        seen = self._client.run(function, *args)
        first = sorted(seen)[: self.workers - 1]
        return {w: value if w in first else "elsewhere" for w, value in seen.items()}


def test_workers_that_do_not_see_the_files_leave_the_reading_to_the_client(
    client: Any, tmp_path: Path
) -> None:
    """``auto`` reads on the client when one worker sees other files there; ``workers``
    refuses in one line; ``client`` never asks them."""
    from mossish.dask.cluster import Cluster
    from mossish.errors import UsageError

    folder = str(ROOT / "sample_submissions" / "python")
    assert Cluster(client, 2).reads_files([folder])
    assert Cluster(client, 2, reads="workers").reads_files([folder])
    assert not Cluster(_Blind(client), 2).reads_files([folder])
    with pytest.raises(UsageError, match=r"^--dask-read workers: worker .* sees the class"):
        Cluster(_Blind(client), 2, reads="workers").reads_files([folder])
    assert not Cluster(_Blind(client, 0), 2, reads="client").reads_files([folder])
    # A folder whose entries differ there is not the same folder.
    (tmp_path / "a").mkdir()
    assert Cluster(client, 2).reads_files([str(tmp_path / "a")])
    with pytest.raises(ValueError, match="reads must be one of"):
        Cluster(client, 2, reads="everyone")
    # The result is the same whoever reads.
    _same_json(ROOT / "sample_submissions" / "python", tmp_path, _Blind(client), 3)


def test_what_a_worker_sees_is_told_from_the_client_s_working_folder(tmp_path: Path) -> None:
    from mossish.dask.lexing import seen_as as _seen

    (tmp_path / "class" / "ann").mkdir(parents=True)
    (tmp_path / "notes.txt").write_text("twelve bytes")
    seen = _seen(["class", "notes.txt"], str(tmp_path))
    assert seen == _seen([str(tmp_path / "class"), str(tmp_path / "notes.txt")], "/")
    (tmp_path / "class" / "bob").mkdir()
    assert _seen(["class", "notes.txt"], str(tmp_path)) != seen
    (tmp_path / "class" / "bob").rmdir()
    (tmp_path / "notes.txt").write_text("thirteen byte")
    assert _seen(["class", "notes.txt"], str(tmp_path)) != seen
    assert _seen(["missing"], str(tmp_path)) != _seen(["class"], str(tmp_path))


def test_blocks_are_built_as_discovery_reads_them(client: Any, tmp_path: Path) -> None:
    """Found in the class's order, each block is built as soon as it is complete, and the
    entries it needed are let go then unless a file read since needs them: a file a later
    submission shares is lexed again for it."""
    from mossish.dask.cluster import Cluster
    from mossish.engine.cache import cache_key
    from mossish.engine.lexing import Lexing, quiet
    from mossish.engine.prepare import prepare_class
    from mossish.inputs.discover import discover
    from mossish.settings import Settings

    shared = "def shared(a, b):\n    return [a * i + b for i in range(a)]\n"
    files = {f"s{n}/main.py": f"def f{n}(x):\n    return x * {n} - {n % 3}\n" for n in range(7)}
    files["s1/util.py"] = files["s4/util.py"] = files["s6/util.py"] = shared
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text, encoding="utf-8")
    settings = Settings()
    key = cache_key(shared, "python", settings.k, settings.window)
    cluster = Cluster(client, 2)
    with cluster.lexing(settings, texts=False) as lexing:
        building = cluster.building(settings, lexing)
        seen: list[tuple[int, bool]] = []

        def add(submission: Any) -> None:
            building.add(submission)
            known = key in lexing._placed or key in lexing._pending
            seen.append((len(building._sent.blocks), known))

        inputs = discover([str(tmp_path)], settings, on_read=building.read, on_submission=add)
        # Blocks (s0, s1), (s2, s3), (s4, s5) were sent during discovery; the shared file's
        # entry was let go with each block needing it, and lexed again when read again.
        assert [blocks for blocks, _ in seen] == [0, 1, 1, 2, 2, 3, 3]
        assert [known for _, known in seen] == [False, False, False, False, True, False, True]
        held = cluster.prepare(inputs, settings, quiet, lexing)
    with Lexing(settings) as local_lexing:
        local_inputs = discover([str(tmp_path)], settings, on_read=local_lexing.add)
        local = prepare_class(local_inputs, settings, quiet, local_lexing)
    assert held.problems == local.problems
    for mine, theirs in zip(held.submissions, local.submissions, strict=True):
        assert (mine.files, mine.base_code) == (theirs.files, theirs.base_code)
        assert mine.document.strings.tolist() == theirs.document.strings.tolist()
    there = [d for block in client.gather(cluster._sent.blocks) for d in block]
    assert [d.tokens.tolist() for d in there] == [
        p.document.tokens.tolist() for p in local.submissions
    ]


def test_a_class_found_out_of_order_gives_the_same_json(client: Any, tmp_path: Path) -> None:
    """Two roots whose submissions sort across each other: every block is built after
    discovery, in the class's order."""
    from mossish.dask.cluster import Cluster
    from mossish.pipeline import analyze
    from mossish.report.json import write_json
    from mossish.settings import Settings

    program = "def area(w, h):\n    total = w * h\n    print('area', total)\n    return total\n"
    for root, names in (("late", ["m", "x", "z"]), ("early", ["a", "n", "y"])):
        for name in names:
            (tmp_path / root / name).mkdir(parents=True)
            (tmp_path / root / name / "main.py").write_text(program + f"# {name}\n" * 3)
    roots = [str(tmp_path / "late"), str(tmp_path / "early")]
    found = []
    for cluster in (None, Cluster(client, 2)):
        stream = io.StringIO()
        write_json(analyze(roots, Settings(), cluster=cluster), stream)
        found.append(stream.getvalue())
    assert found[0] == found[1]
    assert '"a"' in found[0] and '"z"' in found[0]


@pytest.mark.parametrize("rings_only", [False, True])
def test_a_class_with_base_code_and_a_pairing_limit_gives_the_same_json(
    client: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, rings_only: bool
) -> None:
    """Starter code removed, and a pairing limit as a large class has: the fingerprints the
    pair blocks may not seed from, and the pairs found again, come from the whole class.
    ``rings_only``: only the rings' pairs are found again (none by their first runs)."""
    from mossish.engine import compare
    from mossish.settings import Settings

    if rings_only:
        monkeypatch.setattr(compare, "COMPLETE_FROM", 2.0)
    monkeypatch.setattr(index_module, "PAIRING_BUDGET", 2_000)
    monkeypatch.setattr(index_module, "PAIRING_BUDGET_PER_SUBMISSION", 1)
    monkeypatch.setattr(index_module, "MIN_PAIR_LIMIT", 3)
    folder = _generated(tmp_path, "120")
    settings = Settings(base=(str(folder / "starter"),))
    analysis = _same_json(folder / "submissions", tmp_path, client, 16, settings, texts=False)
    assert analysis.stats.base_fingerprints > 0
    assert analysis.stats.pair_limit < analysis.stats.common_limit
    assert analysis.stats.frequent_fingerprints > 0
    assert any(s.discounted for s in analysis.submissions)


def test_a_class_past_one_machine_s_source_budget_is_read_by_blocks(
    client: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The local engine refuses a class past the run's source budget before any work; the
    cluster gives each block of ``partition`` submissions a budget of its own, and reads the
    whole class."""
    from mossish.dask.cluster import Cluster
    from mossish.errors import ClassTooLarge
    from mossish.inputs import budget
    from mossish.pipeline import analyze
    from mossish.settings import Settings

    folder = _generated(tmp_path, "40") / "submissions"
    sizes = sorted(sum(f.stat().st_size for f in s.rglob("*.py")) for s in folder.iterdir())
    monkeypatch.setattr(budget, "CLASS_SOURCE_BYTES", sum(sizes[-8:]))  # 8 of the largest
    with pytest.raises(ClassTooLarge):
        analyze([str(folder)], Settings(), texts=False)
    spread = analyze([str(folder)], Settings(), cluster=Cluster(client, 8), texts=False)
    assert not [p for p in spread.warnings if p.kind in ("too-large", "no-source")]
    assert all(s.files for s in spread.submissions) and len(spread.submissions) == 40


def test_targets_and_top_give_the_same_json(client: Any, tmp_path: Path) -> None:
    from mossish.settings import Settings

    folder = _generated(tmp_path, "60") / "submissions"
    targets = (str(folder / "s00003"), str(folder / "s00041"))
    analysis = _same_json(folder, tmp_path, client, 8, Settings(top=7), targets)
    assert len(analysis.pairs) == 7


@pytest.mark.parametrize("reads", ["workers", "client"])
def test_prior_work_gives_the_same_json(
    client: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, reads: str
) -> None:
    """The documents stay on the workers: their fingerprints are looked up a block at a
    time, and the archived entries are lexed and prepared on a worker and compared with
    each block where it is."""
    import mossish.engine.backend
    from mossish.archive import prior as prior_module
    from mossish.settings import Settings

    built_here, lexed_here = [], []
    local_prepare = mossish.engine.backend.prepare_class
    local_lexing = prior_module.process_files

    def counted(*args: Any, **named: Any) -> Any:
        built_here.append(args[0])
        return local_prepare(*args, **named)

    def lexed(*args: Any, **named: Any) -> Any:
        lexed_here.append(len(args[0]))
        return local_lexing(*args, **named)

    monkeypatch.setattr(mossish.engine.backend, "prepare_class", counted)
    monkeypatch.setattr(prior_module, "process_files", lexed)
    folder = ROOT / "sample_submissions" / "python" / "students"
    prior = prior_module.prior_from_folder(str(folder), Settings())
    analysis = _same_json(folder, tmp_path, client, 2, prior=(prior,), report=True, reads=reads)
    assert len(built_here) == 1  # the local engine's; the cluster's client built none
    assert len(lexed_here) == 1  # the local engine's one chunk; the cluster's lexed none
    assert analysis.stats.archive_pairs > 0
    # Each submission's own copy in the archive: found by its SimHash, flagged.
    assert len(analysis.resubmissions) >= len(analysis.submissions) // 2 > 0


def test_an_archive_and_targets_give_the_same_json(
    client: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A class checked against an archive file, some submissions as targets: the blocks
    holding no target are never asked, and small chunks of archive entries reach several
    blocks each."""
    from mossish.archive import prior as prior_module
    from mossish.archive.backend import open_archive
    from mossish.settings import Settings

    monkeypatch.setattr(prior_module, "PRIOR_CHUNK_ENTRIES", 3)
    folder = _generated(tmp_path, "60") / "submissions"
    # Last year's class: the same generator, so some of this year's copy from it.
    database = str(tmp_path / "old.db")
    assert invoke("archive", "add", database, str(folder), "--label", "2025", "-q")[0] == 0
    targets = (str(folder / "s00003"), str(folder / "s00041"), str(folder / "s00042"))
    settings = Settings()
    archive = open_archive(database, k=settings.k, window=settings.window, writable=False)
    try:
        analysis = _same_json(folder, tmp_path, client, 8, settings, targets, prior=(archive,))
    finally:
        archive.close()
    assert analysis.stats.archive_pairs > 0


def test_the_client_keeps_husks_of_the_documents_the_workers_hold(
    client: Any, tmp_path: Path
) -> None:
    """Built on the workers from the entries kept there, the documents leave the client only
    their names, sizes and counts, and their locators the files' paths and starts; the
    client's file facts, warnings and base code are the local engine's; the index is built
    from the blocks the workers hold, common code is removed there, and the client's
    counts and common-code regions are the local engine's."""
    from mossish.dask.cluster import Cluster, DaskExecutor
    from mossish.engine.lexing import Lexing, quiet
    from mossish.engine.prepare import prepare_class
    from mossish.engine.ranges import HeldPairs, index_blocks
    from mossish.engine.schedule import Ranking
    from mossish.inputs.discover import discover
    from mossish.settings import Settings

    folder = _generated(tmp_path, "40")
    settings = Settings(base=(str(folder / "starter"),))
    inputs = discover([str(folder / "submissions")], settings)
    files = [*inputs.base, *(f for s in inputs.submissions for f in s.files)]
    with Lexing(settings) as lexing:
        lexing.add(files)
        local = prepare_class(inputs, settings, quiet, lexing)
    index, index_pairs, index_complete = candidates([p.document for p in local.submissions], 3)
    assert index.common_hashes.size  # a common limit of 3 makes some code common
    local_prints = {p.document.name: p.document.fp_hashes.shape for p in local.submissions}
    cluster = Cluster(client, 16)
    with cluster.lexing(settings) as lexing:
        lexing.add(files)
        held = cluster.prepare(inputs, settings, quiet, lexing)
        assert not lexing._placed  # the client let the chunks go
    assert held.base.tolist() == local.base.tolist() and held.base.size
    assert (held.base_files, held.problems) == (local.base_files, local.problems)
    for mine, theirs in zip(held.submissions, local.submissions, strict=True):
        assert (mine.files, mine.base_code) == (theirs.files, theirs.base_code)
        assert mine.document.strings.tolist() == theirs.document.strings.tolist()
    assert any(p.base_code for p in held.submissions)
    local = local.without_common(index.common_hashes, settings.k).with_string_weights()
    hold = cluster._sent
    assert hold is not None
    assert len(hold.blocks) == 3 and len(client.gather(hold.blocks[2])) == 8
    for p in held.submissions:
        assert p.document.tokens.strides == (0,) and p.document.seg_lo.strides == (0,)
        assert p.document.fp_hashes.strides == (0,)
        assert p.document.fp_hashes.shape == local_prints[p.document.name]
        assert p.locator.starts == () and p.locator.line_starts == ()
    there_locators = [x for block in client.gather(hold.locators) for x in block]
    for there, theirs in zip(there_locators, local.submissions, strict=True):
        assert there.paths == theirs.locator.paths
        for field in ("starts", "ends", "line_starts"):
            mine_arrays, local_arrays = getattr(there, field), getattr(theirs.locator, field)
            assert [a.tolist() for a in mine_arrays] == [a.tolist() for a in local_arrays]
    blocks = cluster.held_blocks()
    assert blocks is not None
    husks = [p.document for p in held.submissions]
    shuffled, held_pairs = index_blocks(
        cluster.executor, blocks[0], len(husks), sum(d.fp_hashes.shape[0] for d in husks), 3
    )
    assert shuffled.common_hashes.tolist() == index.common_hashes.tolist()
    found = client.gather(held_pairs.rows)
    pairs = np.concatenate([f.rows for f in found])
    complete = np.concatenate([f.complete for f in found])
    assert (pairs.tolist(), complete.tolist()) == (index_pairs.tolist(), index_complete.tolist())
    assert (shuffled.total, shuffled.distinct) == (index.total, index.distinct)
    held = cluster.without_common(held, index.common_hashes, settings.k)
    workers = [d for block in client.gather(hold.blocks) for d in block]
    assert any(d.common.any() for d in workers)
    assert any(p.info().common_code for p in held.submissions)
    for mine, theirs, there in zip(held.submissions, local.submissions, workers, strict=True):
        a, b = mine.document, theirs.document
        facts = ("name", "size", "effective", "distinct")
        assert [getattr(a, f) for f in facts] == [getattr(b, f) for f in facts]
        assert a.string_weights.tolist() == b.string_weights.tolist()
        assert mine.info() == theirs.info()
        assert there.fp_hashes.tolist() == b.fp_hashes.tolist()
        assert there.ignored.tolist() == b.ignored.tolist()
        assert there.string_weights.tolist() == b.string_weights.tolist()

    # Ranking takes the blocks the workers hold, and sends none from the client.
    class Recording:
        def __init__(self) -> None:
            self.scattered: list[Any] = []

        def scatter(self, data: Any, **kw: Any) -> list[str]:
            self.scattered.append(data)
            return ["scattered"]

        def submit(self, function: Any, *args: Any, **kw: Any) -> str:
            return f"{function.__name__}{args}"

    recording = Recording()
    husks = [p.document for p in held.submissions]
    locators = [p.locator for p in held.submissions]
    held_blocks = (["a", "b", "c"], ["x", "y", "z"])
    executor = DaskExecutor(recording, 16)
    ranking = Ranking(executor, husks, locators, settings, HeldPairs([], []), held_blocks)
    assert ranking.laid == ["lay('a',)", "lay('b',)", "lay('c',)"] and not recording.scattered


def test_without_rarity_weighting_the_json_is_the_same(client: Any, tmp_path: Path) -> None:
    from mossish.settings import Settings

    folder = ROOT / "sample_submissions" / "python"
    _same_json(folder, tmp_path, client, 3, Settings(rarity=0.0, metric="max"))


def test_with_the_floor_counted_in_weight_the_json_is_the_same(client: Any, tmp_path: Path) -> None:
    # The default floors tokens that count (each pair block carries them: TokenPlaces);
    # the floor of weight as before is scored alike too.
    from mossish.settings import Settings

    folder = ROOT / "sample_submissions" / "java"
    _same_json(folder, tmp_path, client, 3, Settings(side_floor=0.0))


def test_the_command_line_runs_on_a_local_cluster(tmp_path: Path) -> None:
    _need_dask()
    demo = str(ROOT / "sample_submissions" / "python")
    local, spread = tmp_path / "local.json", tmp_path / "dask.json"
    assert invoke("check", demo, "--no-report", "-q", "--json", str(local))[0] == 0
    code, _, err = invoke(
        "check", demo, "--no-report", "-q", "--json", str(spread),
        "--dask", "local", "-j", "2", "--dask-partition", "3",
    )  # fmt: skip
    assert code == 0, err
    assert spread.read_bytes() == local.read_bytes()


def test_the_command_line_runs_on_a_scheduler_and_workers_started_apart(tmp_path: Path) -> None:
    """docs/scale.md's recipe: ``dask scheduler`` and ``dask worker`` as their own processes
    (the workers in another folder), and ``mossish check --dask tcp://...`` as a third:
    the JSON is the local engine's, with the report (texts kept) and without it."""
    _need_dask()
    import socket
    import time

    demo = str(ROOT / "sample_submissions" / "python")
    local = tmp_path / "local.json"
    assert invoke("check", demo, "--no-report", "-q", "--json", str(local))[0] == 0
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    address = f"tcp://127.0.0.1:{port}"
    elsewhere = tmp_path / "workers"
    elsewhere.mkdir()
    started = [
        subprocess.Popen(
            [sys.executable, "-m", "distributed.cli.dask_scheduler", "--host", "127.0.0.1",
             "--port", str(port), "--dashboard-address", ":0"],
            cwd=elsewhere, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        ),
        subprocess.Popen(
            [sys.executable, "-m", "distributed.cli.dask_worker", address, "--nworkers", "2",
             "--nthreads", "1", "--dashboard-address", ":0"],
            cwd=elsewhere, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        ),
    ]  # fmt: skip
    try:
        for _ in range(600):  # the scheduler listens within a minute
            with socket.socket() as knock:
                if knock.connect_ex(("127.0.0.1", port)) == 0:
                    break
            time.sleep(0.1)
        for flags in (
            ["--no-report"],
            ["-o", str(tmp_path / "report")],
            ["--no-report", "--dask-read", "client"],
        ):
            spread = tmp_path / "dask.json"
            done = subprocess.run(
                [sys.executable, "-m", "mossish", "check", demo, "-q", "--json", str(spread),
                 "--dask", address, "--dask-partition", "3", *flags],
                capture_output=True, text=True, timeout=300, cwd=tmp_path,
            )  # fmt: skip
            assert done.returncode == 0, done.stderr
            assert spread.read_bytes() == local.read_bytes(), flags
        assert (tmp_path / "report" / "index.html").is_file()
        # A ROOT given relative to the client's folder: the workers, in theirs, read it there.
        relative = []
        for flags in ([], ["--dask", address, "--dask-read", "workers"]):
            done = subprocess.run(
                [sys.executable, "-m", "mossish", "check", "sample_submissions/python", "-q",
                 "--no-report", "--json", "-", *flags],
                capture_output=True, text=True, timeout=300, cwd=ROOT,
            )  # fmt: skip
            assert done.returncode == 0, done.stderr
            relative.append(done.stdout)
        assert relative[1] == relative[0] and '"sample_submissions/python' in relative[0]
    finally:
        for process in reversed(started):
            process.terminate()
            process.wait(timeout=60)


def test_who_reads_goes_with_a_cluster() -> None:
    demo = str(ROOT / "sample_submissions" / "python")
    code, _, err = invoke("check", demo, "--no-report", "--dask-read", "workers")
    assert (code, err.strip()) == (2, "mossish: error: --dask-read goes with --dask")


def test_without_dask_the_flag_is_one_line(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "distributed", None)  # import fails as if not installed
    code, _, err = invoke(
        "check", str(ROOT / "sample_submissions" / "python"), "--no-report", "--dask", "local"
    )
    assert code == 2
    assert err.strip().splitlines() == [
        "mossish: error: --dask needs dask.distributed: pip install 'mossish[dask]'"
    ]


def test_lexing_on_the_cluster_keeps_the_entries_there(client: Any) -> None:
    """Every chunk is sent as soon as it is full and stays on the workers; a file's place is
    where its content was lexed (same content, lexed once)."""
    from mossish.dask.lexing import CHUNK, DaskLexing
    from mossish.engine import lexjob
    from mossish.model import SourceFile
    from mossish.settings import Settings

    settings = Settings()
    texts = [f"def f{n}(x):\n    return x * {n} + {n % 7}\n" for n in range(20 * CHUNK)]
    files = [SourceFile(f"f{n}.py", "python", text) for n, text in enumerate(texts)]
    copy = SourceFile("copy.py", "python", texts[3])  # same content: lexed once, given twice
    expected = [
        lexjob.run((f.text, f.language, settings.k, settings.window)) for f in [copy, *files]
    ]
    with DaskLexing(client, settings) as lexing:
        assert lexing.add([*files, copy]) is None  # the caller's files keep their texts
        assert not lexing._pending  # twenty full chunks: all sent
        assert len({id(future) for future, _ in lexing._placed.values()}) == 20
        places = lexing.placed([copy, files[3], files[4]])
        assert places[0] == places[1] != places[2]
        got = list(lexing.entries([copy, *files]))
        assert [tokens.tokens.tolist() for tokens, _ in got] == [
            tokens.tokens.tolist() for tokens, _ in expected
        ]
        assert [prints.hashes.tolist() for _, prints in got] == [
            prints.hashes.tolist() for _, prints in expected
        ]
        assert lexing.placed([copy]) == places[:1]  # taking entries keeps them there
        lexing.release()
        assert not lexing._placed
    # Without texts, the client keeps the files as ``add`` returns them, texts let go;
    # a file given with its text (the base code) is found by its content.
    with DaskLexing(client, settings, texts=False) as lexing:
        kept = lexing.add([*files, copy])
        assert kept is not None and [f.path for f in kept] == [f.path for f in [*files, copy]]
        assert all(f.text == "" for f in kept)
        copied, third = lexing.placed([kept[-1], kept[3]])
        assert copied == third and lexing.placed([files[3]]) == [third]
        assert [t.tokens.tolist() for t, _ in lexing.entries([files[3]])] == [
            expected[0][0].tokens.tolist()
        ]
        with pytest.raises(ValueError):
            lexing.placed([SourceFile("new.py", "python", "x = 1\n")])


def test_the_cache_is_not_taken_with_a_cluster(tmp_path: Path) -> None:
    code, _, err = invoke(
        "check", str(ROOT / "sample_submissions" / "python"), "--no-report",
        "--dask", "local", "--cache", str(tmp_path / "cache.db"),
    )  # fmt: skip
    assert code == 2
    assert err.strip() == (
        "mossish: error: --dask cannot go with --cache: the cluster's workers lex every file"
    )


@pytest.mark.parametrize("address", ["nonsense:::x", "tcp://127.0.0.1:1"])
def test_a_scheduler_out_of_reach_is_one_line(address: str) -> None:
    _need_dask()
    code, _, err = invoke(
        "check", str(ROOT / "sample_submissions" / "python"), "--no-report", "--dask", address
    )
    assert code == 2
    assert len(err.strip().splitlines()) == 1
    assert err.startswith(f"mossish: error: --dask {address}: cannot reach the scheduler")


def _limit(dask_worker: Any) -> int:
    return int(dask_worker.memory_manager.memory_limit)


def test_a_local_cluster_takes_the_memory_limit() -> None:
    _need_dask()
    from mossish.dask.cluster import connect

    with connect("local", 1, 10, "600MB") as cluster:
        assert list(cluster.client.run(_limit).values()) == [600_000_000]


@pytest.mark.parametrize(
    ("flags", "message"),
    [
        (["--dask", "local", "--dask-memory-limit", "lots"], "must be a size of at least 512MB"),
        (["--dask", "local", "--dask-memory-limit", "100MB"], "must be a size of at least 512MB"),
        (["--dask", "local", "--dask-memory-limit=-2GB"], "must be a size of at least 512MB"),
        (["--dask", "tcp://127.0.0.1:1", "--dask-memory-limit", "2GB"], "goes with --dask local"),
        (["--dask-memory-limit", "2GB"], "goes with --dask local"),
    ],
)
def test_a_memory_limit_that_cannot_be_is_one_line(flags: list[str], message: str) -> None:
    _need_dask()
    code, _, err = invoke(
        "check", str(ROOT / "sample_submissions" / "python"), "--no-report", *flags
    )  # fmt: skip
    assert code == 2
    assert len(err.strip().splitlines()) == 1
    assert message in err


def test_a_worker_lost_is_one_line_not_a_traceback() -> None:
    """A worker restarted over its memory limit takes scattered blocks with it: the
    check stops with one line saying what to change."""
    _need_dask()
    from distributed.client import FutureCancelledError

    from mossish.dask.cluster import Cluster
    from mossish.errors import UsageError

    lost = FutureCancelledError("_each-1", "already forgotten")
    with pytest.raises(UsageError, match="lost a worker") as raised, Cluster(None):
        raise lost
    assert raised.value.__cause__ is lost
    assert "\n" not in raised.value.message
    with pytest.raises(ValueError), Cluster(None):  # other errors are left as they are
        raise ValueError("x")


def test_what_workers_hold_is_weighed_with_its_arrays() -> None:
    """Dask weighs held data by sys.getsizeof and spills by that weight: documents, pair
    blocks and weights count their arrays, or a memory limit would spill nothing."""
    _need_dask()
    from dask.sizeof import sizeof

    from mossish.dask.transport import Block as _Block
    from mossish.dask.transport import Locators as _Locators
    from mossish.engine.locator import Locator
    from mossish.engine.pairblocks import PairBlock
    from mossish.engine.weighing import BlockWeights

    documents = _documents(40, 11)
    arrays = sum(d.tokens.nbytes + d.fp_hashes.nbytes + d.fp_positions.nbytes for d in documents)
    assert sizeof(documents) >= arrays
    assert sizeof(_Block(documents)) >= arrays
    files = [np.arange(3_000, dtype=np.int32)] * 2
    locator = Locator(("a", "b"), np.array([0, 3_000, 6_000]), (*files,), (*files,), (*files,))
    assert sizeof(_Locators([locator] * 3)) >= 3 * 6 * files[0].nbytes
    numbers = np.arange(5_000, dtype=np.int64)
    assert sizeof(PairBlock(numbers, numbers.copy())) >= 2 * numbers.nbytes
    weights = tuple(np.ones(d.size) for d in documents)
    assert sizeof(BlockWeights(weights, ())) >= sum(w.nbytes for w in weights)


class _Recording:
    """A client that notes, per task function, the most array and text bytes a task
    carries written into the graph (not sent as data)."""

    def __init__(self, client: Any) -> None:
        self._client = client
        self.inline: dict[str, int] = {}

    def __getattr__(self, name: str) -> Any:
        return getattr(self._client, name)

    def submit(self, function: Any, *args: Any, **kwargs: Any) -> Any:
        name = getattr(function, "__name__", repr(function))
        self.inline[name] = max(self.inline.get(name, 0), _array_bytes(args))
        return self._client.submit(function, *args, **kwargs)


def _array_bytes(value: Any) -> int:
    if isinstance(value, np.ndarray):
        return int(value.nbytes)
    if isinstance(value, str):
        return len(value)
    if isinstance(value, (list, tuple)):
        return sum(_array_bytes(v) for v in value)
    return 0


@pytest.mark.parametrize(("reads", "lexes"), [("workers", "read_lexed"), ("client", "lex_chunk")])
def test_no_task_carries_the_class_in_the_graph(
    client: Any, tmp_path: Path, reads: str, lexes: str
) -> None:
    """Files' texts (or the blocks of files to read), pair rows and fingerprints go to the
    workers as data: what a task carries in the graph itself (which the scheduler keeps)
    is a few numbers per block, whatever its block's files and pairs."""
    from mossish.dask.cluster import Cluster
    from mossish.pipeline import analyze
    from mossish.settings import Settings

    folder = _generated(tmp_path, "120") / "submissions"
    recording = _Recording(client)
    partition = 16
    cluster = Cluster(recording, partition, reads=reads)
    analysis = analyze([str(folder)], Settings(top=10), cluster=cluster)
    n = analysis.stats.submissions
    blocks = -(-n // partition)
    assert analysis.stats.candidate_pairs > 1000
    assert {lexes, "open_block", "block_split"} <= set(recording.inline)
    # The blocks' bounds (8 bytes each), and the listed pairs' places (``top``).
    bound = 8 * (blocks + 1 + 10)
    assert {name: size for name, size in recording.inline.items() if size > bound} == {}


def test_the_scoring_passes_take_no_document_blocks(client: Any, tmp_path: Path) -> None:
    """Only the tasks that read tokens (tiling, fragments) take document blocks, at most
    their pair block's two; first runs and finishing take the two blocks' lays; the
    scoring passes read the pair block's own state."""
    from distributed.diagnostics.plugin import SchedulerPlugin

    class Inputs(SchedulerPlugin):
        def __init__(self) -> None:
            self.seen: list[tuple[str, list[str]]] = []

        def transition(self, key: Any, start: str, finish: str, *args: Any, **kw: Any) -> None:
            if finish == "processing":
                task = scheduler.tasks[key]
                self.seen.append((str(key).split("-")[0], [str(d.key) for d in task.dependencies]))

    scheduler = client.cluster.scheduler
    inputs = Inputs()
    scheduler.add_plugin(inputs, name="inputs")
    try:
        folder = _generated(tmp_path, "60") / "submissions"
        _same_json(folder, tmp_path, client, partition=8)
    finally:
        scheduler.remove_plugin(name="inputs")
    blocks_taken: dict[str, int] = {}
    lays_taken: dict[str, int] = {}
    for name, keys in inputs.seen:
        # Document blocks: as prepared, then without their common code.
        taken = sum(k.startswith(("_block_of-", "kept_block-")) for k in keys)
        blocks_taken[name] = max(blocks_taken.get(name, 0), taken)
        lays_taken[name] = max(lays_taken.get(name, 0), sum(k.startswith("lay-") for k in keys))
    for name in (
        "block_similarity", "scored_block", "block_report", "first_in_block", "running",
        "each_holder", "open_block",
    ):  # fmt: skip
        assert blocks_taken[name] == 0, name
    for name in ("finish_block", "listed_results"):
        assert blocks_taken[name] == 2, name
    assert lays_taken["open_block"] == 2
    assert lays_taken["finish_block"] == 2
    assert lays_taken["lay"] == 0 and blocks_taken["lay"] == 1
    assert blocks_taken["uncommon"] == 1
    assert not any(
        lays_taken[name] for name in lays_taken if name not in ("open_block", "finish_block")
    )


def test_a_block_travels_packed_and_arrives_whole() -> None:
    # A document block is pickled as one array per field (a few frames for
    # Dask's comms, not a dozen per document) and unpickled into equal documents.
    import pickle

    from distributed.protocol.serialize import merge_and_deserialize, serialize_and_split

    from mossish.dask.transport import Block as _Block
    from mossish.engine.fingerprint import fingerprint
    from mossish.engine.index import build_document
    from mossish.languages.normalize import normalize

    def documents_of(count: int) -> list[Any]:
        made = []
        for i in range(count):
            text = ["x = 1\nprint(x)\n", "def f(y):\n    return y * 2\n"][i % 2]
            tokens = normalize(text, "python")
            entry = (tokens, fingerprint(tokens.tokens, 3, 2))
            made.append(build_document(f"s{i}", [entry], 3, np.zeros(0, dtype=np.uint64)))
        return made

    documents = documents_of(2)
    header, frames = serialize_and_split(_Block(documents))
    back = merge_and_deserialize(header, frames)
    assert isinstance(back, _Block)
    # The frame count does not grow with the block; a plain list's does.
    assert len(serialize_and_split(_Block(documents_of(6)))[1]) == len(frames)
    assert len(serialize_and_split(documents_of(6))[1]) > len(serialize_and_split(documents)[1])
    assert pickle.loads(pickle.dumps(_Block([]))) == []
    for before, after in zip(documents, back, strict=True):
        for field in dataclasses.fields(before):
            left, right = getattr(before, field.name), getattr(after, field.name)
            if isinstance(left, np.ndarray):
                assert left.dtype == right.dtype and left.tolist() == right.tolist(), field
            else:
                assert left == right, field


def test_the_pairs_to_complete_are_chosen_by_a_tree_as_from_the_whole(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The most similar of each part, then of every few answers, are the class's most
    similar (``completion`` on every pair at once), ties taken by place."""
    from mossish.engine import compare
    from mossish.engine.pairblocks import most_similar as _most_similar
    from mossish.engine.schedule import FAN_IN

    monkeypatch.setattr(compare, "COMPLETED_PAIRS", 37)
    rng = np.random.default_rng(5)
    places = rng.permutation(5_000).astype(np.int64)
    similarity = np.round(rng.random(5_000), 1)  # many ties
    parts = [(places[s : s + 170], similarity[s : s + 170]) for s in range(0, 5_000, 170)]
    found = [_most_similar(3, part) for part in parts]
    assert len(found) > FAN_IN * 2  # three levels
    while len(found) > 1:
        found = [_most_similar(3, *found[s : s + FAN_IN]) for s in range(0, len(found), FAN_IN)]
    whole = places[compare.completion(similarity, places, 3)]
    assert sorted(found[0][0].tolist()) == sorted(whole.tolist())
    assert whole.size == 37


def test_the_listed_pairs_are_chosen_by_a_tree_as_from_the_whole() -> None:
    """The first pairs in listing order of each part, then of every few answers, are the
    class's first (most similar, then most tokens, then by (i, j))."""
    from mossish.engine.pairblocks import first_listed as _first
    from mossish.engine.ranking import listing_order
    from mossish.engine.schedule import FAN_IN

    rng = np.random.default_rng(8)
    count = 4_000
    pairs = rng.permutation(count)
    i, j = (pairs // 100).astype(np.int64), (pairs % 100).astype(np.int64)
    rows = np.arange(count, dtype=np.int64)
    similarity = np.round(rng.random(count), 1)  # many ties, broken by tokens, then (i, j)
    matched = rng.integers(0, 3, count).astype(np.int64)
    columns = (rows, similarity, matched, i, j)
    parts = [tuple(c[s : s + 150] for c in columns) for s in range(0, count, 150)]
    found = [_first(41, part) for part in parts]  # type: ignore[arg-type]
    assert len(found) > FAN_IN * 2  # three levels
    while len(found) > 1:
        found = [_first(41, *found[s : s + FAN_IN]) for s in range(0, len(found), FAN_IN)]
    whole = rows[listing_order(similarity, matched, i, j)[:41]]
    assert found[0][0].tolist() == whole.tolist()
