"""Small consistencies between the report, the terminal and the help."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from helpers import HONEST, PROGRAM, invoke, write_tree
from mossish import Settings, analyze
from mossish.report.ci import exact_percent
from mossish.report.html import write_report
from mossish.settings import DEFAULT_K, DEFAULT_WINDOW


def test_a_limit_is_shown_with_the_digits_it_has() -> None:
    assert exact_percent(0.9) == "90%"
    assert exact_percent(0.5) == "50%"
    assert exact_percent(0.99999) == "99.999%"
    assert exact_percent(0.955) == "95.5%"
    assert exact_percent(1.0) == "100%"


def test_fail_above_just_under_100_is_not_shown_as_100(tmp_path: Path) -> None:
    course = write_tree(tmp_path / "c", {"ann/a.py": PROGRAM, "ben/b.py": PROGRAM})
    code, out, _ = invoke(
        "check", str(course), "--no-report", "--no-config", "-q", "--fail-above", "0.99999"
    )
    assert code == 1
    assert out.startswith("mossish: FAIL: 1 pair(s) at or above 99.999%;")


def test_k_and_w_help_give_the_defaults(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stopped:
        invoke("check", "--help")
    assert stopped.value.code == 0
    flat = " ".join(capsys.readouterr().out.split())
    assert f"k-gram length in tokens (default {DEFAULT_K})" in flat
    assert f"winnowing window in k-grams (default {DEFAULT_WINDOW})" in flat


def test_an_empty_report_names_the_run_length_always_found(tmp_path: Path) -> None:
    course = write_tree(tmp_path / "c", {"ann/a.py": PROGRAM, "cat/c.py": HONEST})
    analysis = analyze([str(course)], Settings.validated(k=20, window=5))
    assert not analysis.pairs
    folder = write_report(analysis, tmp_path / "report").parent
    page = (folder / "index.html").read_text(encoding="utf-8")
    assert "share a run of 24 or more tokens" in page  # k + w - 1


def test_the_prose_legend_does_not_speak_of_names(tmp_path: Path) -> None:
    essay = (
        "The committee met on a grey Tuesday to weigh the proposal for a new library "
        "wing, and after a long debate about cost, light and shelving it voted to build. "
    ) * 6
    course = write_tree(tmp_path / "c", {"ann/essay.md": essay, "ben/essay.md": essay})
    analysis = analyze([str(course)], Settings())
    assert analysis.pairs
    folder = write_report(analysis, tmp_path / "report").parent
    page = (folder / "pairs" / "1.html").read_text(encoding="utf-8")
    assert "names and literals erased" not in page
    assert "prose: words, case and punctuation ignored" in page
    code = write_tree(tmp_path / "d", {"ann/a.py": PROGRAM, "ben/b.py": PROGRAM})
    folder = write_report(analyze([str(code)], Settings()), tmp_path / "report2").parent
    assert "names and literals erased" in (folder / "pairs" / "1.html").read_text(encoding="utf-8")


def test_a_cluster_mean_is_not_rounded_up_to_its_strongest_pair(tmp_path: Path) -> None:
    import io

    from mossish.model import Cluster, Edge
    from mossish.report.terminal import write_summary

    course = write_tree(
        tmp_path / "c", {"ann/a.py": PROGRAM, "ben/b.py": PROGRAM, "cat/c.py": PROGRAM}
    )
    analysis = analyze([str(course)], Settings())
    edges = (Edge("ann", "ben", 0.997), Edge("ann", "cat", 0.994), Edge("ben", "cat", 0.994))
    cluster = Cluster(("ann", "ben", "cat"), edges, 0.997, sum(e.similarity for e in edges) / 3)
    analysis = dataclasses.replace(analysis, clusters=(cluster,))
    folder = write_report(analysis, tmp_path / "report").parent
    page = (folder / "clusters.html").read_text(encoding="utf-8")
    assert "strongest pair 100%, mean 99.5%" in page
    stream = io.StringIO()
    write_summary(analysis, stream, terminal=False)
    assert "max 100%, mean 99.5%" in stream.getvalue()
