"""Small consistencies between the report, the terminal and the help."""

from __future__ import annotations

import dataclasses
import json
import re
from pathlib import Path
from typing import Any

import pytest

from helpers import HONEST, PROGRAM, RENAMED, invoke, write_tree
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
    # check lists them with the tuning settings, the archive commands in their help.
    with pytest.raises(SystemExit) as stopped:
        invoke("check", "--help-tuning")
    assert stopped.value.code == 0
    flat = " ".join(capsys.readouterr().out.split())
    assert f"k = {DEFAULT_K} (-k N) k-gram length in tokens" in flat
    assert f"window = {DEFAULT_WINDOW} (-w/--window N) winnowing window in k-grams" in flat
    with pytest.raises(SystemExit) as stopped:
        invoke("archive", "add", "--help")
    assert stopped.value.code == 0
    flat = " ".join(capsys.readouterr().out.split())
    assert f"k-gram length in tokens (default {DEFAULT_K})" in flat
    assert f"must use the same (default {DEFAULT_WINDOW})" in flat


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


# --- the same pairs counted everywhere: class and prior work apart --------------

OTHER = "\n".join(
    f"def part_{j}(items):\n    total = {j}\n    for item in items:\n"
    f"        total = total * {j + 3} - item // {j + 2}\n    return [total, {j * 7}]\n"
    for j in range(8)
)


def _prior_course(tmp_path: Path) -> tuple[Path, Path]:
    course = write_tree(
        tmp_path / "class",
        {"ann/a.py": PROGRAM, "ben/b.py": RENAMED, "cat/c.py": HONEST, "dan/d.py": OTHER},
    )
    old = write_tree(tmp_path / "old", {"x1/a.py": PROGRAM, "x2/c.py": HONEST, "x3/z.py": OTHER})
    return course, old


def _counted(
    tmp_path: Path, *extra: str
) -> tuple[dict[str, Any], str, str, list[tuple[str, str, float]]]:
    """JSON stats and histogram, terminal summary, overview page and listed pairs of one run."""
    course, old = _prior_course(tmp_path)
    out = tmp_path / "r.json"
    code, text, err = invoke(
        "check", str(course), "--archive", str(old), "--no-config", "--json", str(out),
        "-o", str(tmp_path / "report"), *[a.replace("CLASS", str(course)) for a in extra],
    )  # fmt: skip
    assert code == 0, err
    result = json.loads(out.read_text(encoding="utf-8"))
    page = (tmp_path / "report" / "index.html").read_text(encoding="utf-8")
    pairs = [(p["a"], p["b"], p["similarity"]) for p in result["pairs"]]
    return result, text, page, pairs


def _check_counts(result: dict[str, Any], text: str, page: str, class_scope: int) -> None:
    stats, histogram = result["stats"], result["histogram"]
    prior = {s["name"] for s in result["submissions"] if s.get("archive")}
    threshold = result["settings"]["threshold"]
    listed = [(p["a"], p["b"], p["similarity"]) for p in result["pairs"]]
    in_class = [p for p in listed if p[0] not in prior and p[1] not in prior]
    with_prior = [p for p in listed if p[0] in prior or p[1] in prior]
    # The class's pairs: in scope, sharing code, flagged; and the histogram sums to the scope.
    assert stats["all_pairs"] == class_scope == sum(histogram["counts"])
    assert stats["compared_pairs"] == len(in_class)
    assert stats["flagged_pairs"] == sum(1 for p in in_class if p[2] >= threshold)
    # Prior work's pairs likewise, apart.
    assert stats["archive_candidates"] == sum(histogram["archive_counts"]) > 0
    assert stats["archive_pairs"] == len(with_prior)
    assert stats["archive_flagged"] == sum(1 for p in with_prior if p[2] >= threshold) > 0
    # Bars right of the threshold hold every flagged pair, of both kinds.
    hot = int(threshold * 20)
    assert sum(histogram["counts"][hot:]) == stats["flagged_pairs"]
    assert sum(histogram["archive_counts"][hot:]) == stats["archive_flagged"]
    # The terminal and the overview say the same numbers.
    assert (
        f"class: {stats['flagged_pairs']} of {stats['all_pairs']} pairs at or above the "
        f"threshold 0.70; {stats['compared_pairs']} share a run of 7+ tokens"
    ) in text
    assert (
        f"prior work: {stats['archive_entries']} archived submissions (old): "
        f"{stats['archive_flagged']} of {stats['archive_candidates']} pairs at or above the "
        f"threshold; {stats['archive_pairs']} share a run of 7+ tokens"
    ) in text
    flat = " ".join(page.split())
    assert (
        f"<b>{stats['all_pairs']}</b><span>class pairs compared" in flat
        and f">{stats['compared_pairs']} share a run of 7+ tokens</span>" in flat
    )
    assert (
        f"<b>{stats['archive_candidates']}</b><span>pairs with prior work compared, "
        f"{stats['archive_pairs']} share a run of 7+ tokens</span>"
    ) in flat
    flagged = stats["flagged_pairs"] + stats["archive_flagged"]
    assert (
        f"<b>{flagged}</b><span>pairs at or above 70%: {stats['flagged_pairs']} in the class, "
        f"{stats['archive_flagged']} with prior work</span>"
    ) in flat
    assert (
        f"Similarity of all {stats['all_pairs']} class pairs" in flat
        and f"and {stats['archive_candidates']} with prior work</h2>" in flat
    )
    bar_label = r'<text x="[^"]+" y="[^"]+" text-anchor="middle">(\d+)'
    drawn = [int(n) for n in re.findall(bar_label, page)]
    assert sum(drawn) == stats["all_pairs"] + stats["archive_candidates"]


def test_archive_mode_counts_class_and_prior_pairs_apart_and_alike(tmp_path: Path) -> None:
    result, text, page, _ = _counted(tmp_path)
    _check_counts(result, text, page, class_scope=4 * 3 // 2)
    assert result["stats"]["flagged_pairs"] == 1  # ann-ben
    assert result["stats"]["archive_flagged"] >= 3  # ann, ben, cat and dan with prior work


def test_target_mode_counts_only_the_targets_pairs(tmp_path: Path) -> None:
    result, text, page, pairs = _counted(tmp_path, "--target", "CLASS/ann")
    # ann's pairs with the three others; prior work only for ann.
    _check_counts(result, text, page, class_scope=3)
    assert all("ann" in (a, b) for a, b, _ in pairs)
    assert "(those involving a target)" in page
    # Without prior work the terminal line names no class.
    course, _ = _prior_course(tmp_path / "plain")
    code, text, _ = invoke(
        "check", str(course), "--target", str(course / "ann"), "--no-report", "--no-config"
    )
    assert code == 0
    assert re.search(r"\n1 of 3 pairs at or above the threshold 0\.70; \d share a run of 7\+", text)
    assert "\nclass:" not in text and "prior work" not in text
