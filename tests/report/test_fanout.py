"""The report written by several processes, byte for byte as by one, keeping what did not change."""

from __future__ import annotations

import dataclasses
import os
from pathlib import Path

import pytest

from mossish.model import Analysis
from mossish.report.html import DEFAULT_PAGES, MARKER, fanout, write_report
from mossish.report.html.fanout import Output, Tally, write_pages
from report_helpers import sample_analysis


@pytest.fixture(scope="module")
def analysis() -> Analysis:
    return sample_analysis()


def _files(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in folder.rglob("*") if p.is_file()}


def _inodes(folder: Path) -> dict[str, int]:
    return {str(p.relative_to(folder)): p.stat().st_ino for p in folder.rglob("*") if p.is_file()}


@pytest.mark.skipif(fanout.workers_for(2) < 2, reason="pages are written in parallel on Linux")
def test_several_workers_write_the_same_bytes_as_one(
    analysis: Analysis, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    one = write_report(dataclasses.replace(analysis, settings=analysis.settings.with_(jobs=1)),
                       tmp_path / "one").parent  # fmt: skip
    monkeypatch.setattr(fanout, "PARALLEL_MIN_PAGES", 0)
    monkeypatch.setattr(fanout, "BATCH", 3)  # many batches, taken in any order
    three = dataclasses.replace(analysis, settings=analysis.settings.with_(jobs=3))
    several = write_report(three, tmp_path / "several").parent
    assert _files(several) == _files(one)
    assert len(_files(one)) > 20


def test_unchanged_files_are_kept_and_stale_ones_removed(
    analysis: Analysis, tmp_path: Path
) -> None:
    target = tmp_path / "report"
    write_report(analysis, target)
    first = _inodes(target)
    stamps = {p: (target / p).stat().st_mtime_ns for p in first}
    (target / "pairs" / "999.html").write_text("from an older run", encoding="utf-8")

    write_report(analysis, target)  # the same result: every file left as it was
    assert _inodes(target) == first
    assert {p: (target / p).stat().st_mtime_ns for p in first} == stamps
    assert not (target / "pairs" / "999.html").exists()

    write_report(analysis, target, pages=1)  # fewer pair pages: the others go
    now = _inodes(target)
    paged = min(DEFAULT_PAGES, len(analysis.pairs))
    assert sorted(set(first) - set(now)) == sorted(f"pairs/{r}.html" for r in range(2, paged + 1))
    kept = [p for p in now if first.get(p) == now[p]]
    assert "pairs/1.html" not in kept  # its "next pair" link is gone: written anew
    assert "index.html" not in kept  # links to pair pages changed
    assert {"assets/report.css", "assets/code.css", MARKER} <= set(kept)
    assert any(p.startswith("submissions/") and p.endswith(".js") for p in kept)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["report"]  # no staging left


def test_a_file_of_another_content_or_kind_is_written_not_linked(tmp_path: Path) -> None:
    old, new = tmp_path / "old", tmp_path / "new"
    old.mkdir()
    new.mkdir()
    (old / "same.html").write_text("same", encoding="utf-8")
    (old / "other.html").write_text("older", encoding="utf-8")
    os.symlink(old / "same.html", old / "link.html")
    output = Output(new, old)
    tally = output.put("same.html", "same") + output.put("other.html", "newer")
    tally += output.put("link.html", "same") + output.put("fresh.html", "x")
    assert tally == Tally(written=3, kept=1)
    assert (new / "same.html").stat().st_ino == (old / "same.html").stat().st_ino
    assert not (new / "link.html").is_symlink()
    assert (new / "other.html").read_text(encoding="utf-8") == "newer"


def test_an_error_in_a_worker_reaches_the_caller(tmp_path: Path) -> None:
    def broken() -> list[tuple[str, str]]:
        raise OSError(28, "No space left on device")

    def fine(n: int) -> fanout.Task:
        return lambda: [(f"{n}.html", str(n))]

    tasks = [fine(n) for n in range(fanout.PARALLEL_MIN_PAGES)]
    with pytest.raises(OSError, match="No space left"):
        write_pages([broken], tasks, Output(tmp_path), workers=2)
    assert write_pages([], tasks, Output(tmp_path), workers=2).written == len(tasks)
