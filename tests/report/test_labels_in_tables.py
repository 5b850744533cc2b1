"""--labels in the overview's pair table, the submissions table and each submission's page."""

from __future__ import annotations

import re
from pathlib import Path

from helpers import HONEST, PROGRAM, RENAMED, invoke, write_tree

HOSTILE = "<script>alert(1)</script>"


def _report(tmp_path: Path, labels: str) -> Path:
    course = write_tree(
        tmp_path / "c", {"ann/a.py": PROGRAM, "ben/b.py": RENAMED, "cat/c.py": HONEST}
    )
    path = tmp_path / "labels.csv"
    path.write_text(labels, encoding="utf-8")
    report = tmp_path / "report"
    code, _, err = invoke(
        "check", str(course), "--no-config", "-q", "--labels", str(path), "-o", str(report)
    )
    assert code == 0, err
    return report


def test_labels_show_under_each_name_in_the_pair_table(tmp_path: Path) -> None:
    report = _report(
        tmp_path,
        f"submission,section,group,submitted\nann,1,{HOSTILE},2026-03-01T10:00:00+00:00\nben,2,,\n",
    )
    page = (report / "index.html").read_text(encoding="utf-8")
    row = re.search(r'<tr class="hot" data-sim.*?</tr>', page, re.S)
    assert row is not None
    cells = row.group(0)
    assert (
        '<span class="meta"><time datetime="2026-03-01T10:00:00+00:00" '
        'title="submitted 2026-03-01T10:00:00+00:00">2026-03-01 10:00+00:00</time> '
        '<span class="labels">section: 1, group: &lt;script&gt;alert(1)&lt;/script&gt;</span>'
    ) in cells
    assert '<span class="meta"> <span class="labels">section: 2</span></span>' in cells
    assert HOSTILE not in page


def test_the_submissions_table_has_a_column_per_label(tmp_path: Path) -> None:
    report = _report(tmp_path, f"submission,section,group\nann,1,{HOSTILE}\nben,2,B\ncat,,\n")
    table = (report / "submissions.html").read_text(encoding="utf-8")
    heads = re.findall(r'<th scope="col" data-type="text">([^<]*)</th>', table)
    assert heads[:3] == ["Submission", "section", "group"]
    assert ">Submitted</th>" not in table  # no time known: no empty column
    rows = re.findall(r"<tr class=\"(?:hot|cool)\">(.*?)</tr>", table, re.S)
    cells = [re.findall(r"<td>([^<]*)</td>", r) for r in rows]
    assert cells == [["1", "&lt;script&gt;alert(1)&lt;/script&gt;"], ["2", "B"], ["", ""]]
    assert HOSTILE not in table
    page = (report / "submissions" / "2.html").read_text(encoding="utf-8")
    assert "section: 2, group: B." in page


def test_without_labels_the_tables_are_as_before(tmp_path: Path) -> None:
    course = write_tree(tmp_path / "c", {"ann/a.py": PROGRAM, "ben/b.py": RENAMED})
    report = tmp_path / "report"
    assert invoke("check", str(course), "--no-config", "-q", "-o", str(report))[0] == 0
    assert 'class="meta"' not in (report / "index.html").read_text(encoding="utf-8")
    table = (report / "submissions.html").read_text(encoding="utf-8")
    assert re.findall(r'<th scope="col" data-type="text">([^<]*)</th>', table) == [
        "Submission",
        "With",
    ]
