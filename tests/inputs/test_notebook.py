"""Jupyter notebooks: code cells compared as code, fragments mapped to cell and line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from export_fixtures import notebook
from helpers import write_tree
from mossish.inputs.discover import discover
from mossish.inputs.notebook import NotebookError, cell_line, join_cells, read_notebook
from mossish.pipeline import analyze
from mossish.report.json import to_dict
from mossish.settings import Settings

CLEAN = (
    "frame = pd.read_csv('scores.csv')\n"
    "frame = frame.dropna(subset=['score'])\n"
    "frame['grade'] = frame['score'].apply(lambda s: 'A' if s >= 90 else 'B')\n"
    "summary = frame.groupby('grade')['score'].agg(['mean', 'count'])\n"
)


def test_code_cells_are_joined_behind_marker_lines() -> None:
    text = notebook(
        [
            ("markdown", "# Title\nSome words."),
            ("code", "import pandas as pd\n%matplotlib inline\n!pip install x"),
            ("code", "   \n"),
            ("raw", "ignored"),
            ("code", "x = 1\ny = 2\n"),
        ]
    )
    found = read_notebook(text)
    assert found.language == "python"
    assert found.text == (
        "# %% [cell 2]\nimport pandas as pd\n#matplotlib inline\n#pip install x\n"
        "# %% [cell 5]\nx = 1\ny = 2\n"
    )
    assert found.cells == ((2, 2), (5, 6))
    assert cell_line(found.cells, 3) == (2, 2)
    assert cell_line(found.cells, 7) == (5, 2)


@pytest.mark.parametrize(
    ("language", "alias", "marker"),
    [("R", "splus", "#"), ("julia", "julia", "#"), ("scala", "scala", "//"),
     ("no-such-language", "python", "#")],
)  # fmt: skip
def test_kernel_language(language: str, alias: str, marker: str) -> None:
    found = read_notebook(notebook([("code", "x <- 1\n")], language=language))
    assert found.language == alias
    assert found.text.startswith(f"{marker} %% [cell 1]\n")


def test_a_language_without_line_comments_gets_blank_separators() -> None:
    joined = join_cells([(1, "a"), (4, "b\nc")], "no-such-lexer")
    assert joined.text == "a\n\nb\nc\n"
    assert joined.cells == ((1, 1), (4, 3))


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("{not json", "not valid notebook JSON"),
        ("[1, 2]", "not a Jupyter notebook"),
        ('{"cells": 3}', "not a Jupyter notebook"),
        (notebook([("markdown", "only words")]), "notebook without code"),
    ],
)
def test_unreadable_notebooks(text: str, message: str) -> None:
    with pytest.raises(NotebookError, match=message):
        read_notebook(text)


def test_broken_notebook_is_a_warning(tmp_path: Path) -> None:
    write_tree(tmp_path, {"a/nb.ipynb": "{oops", "a/main.py": "x = 1\n"})
    inputs = discover([str(tmp_path)], Settings())
    assert [(p.kind, p.path) for p in inputs.problems] == [("notebook", "a/nb.ipynb")]


def test_a_copied_cell_is_reported_at_its_cell_and_line(tmp_path: Path) -> None:
    alice = notebook(
        [
            ("markdown", "# Grades"),
            ("code", "import pandas as pd\nimport numpy as np"),
            ("code", CLEAN),
            ("markdown", "Now the plot."),
            ("code", "summary.plot(kind='bar')\nprint(np.mean(frame['score']))"),
        ]
    )
    bob = notebook(
        [
            ("code", "from pandas import read_csv\nimport matplotlib"),
            ("markdown", "## Loading"),
            ("markdown", "The data comes from the course site."),
            ("code", "print('loading')\n" + CLEAN.replace("frame", "table")),
            ("code", "for row in table.itertuples():\n    print(row)"),
        ]
    )
    write_tree(tmp_path / "hw", {"alice/analysis.ipynb": alice, "bob/work.ipynb": bob})
    analysis = analyze([str(tmp_path / "hw")], Settings())
    (pair,) = analysis.pairs
    cells = {(s.name, f.path): f.cells for s in analysis.submissions for f in s.files}
    (fragment,) = pair.fragments
    a_cells = cells[(pair.a, fragment.a.file)]
    b_cells = cells[(pair.b, fragment.b.file)]
    assert (pair.a, fragment.a.file) == ("alice", "analysis.ipynb")
    assert cell_line(a_cells, fragment.a.start_line) == (3, 1)
    assert cell_line(a_cells, fragment.a.end_line) == (3, 4)
    assert cell_line(b_cells, fragment.b.start_line) == (4, 2)
    assert cell_line(b_cells, fragment.b.end_line) == (4, 5)
    assert {f.language for s in analysis.submissions for f in s.files} == {"python"}
    # The JSON carries each notebook's cell table, so a reader can do the same.
    files = {f["path"]: f for s in to_dict(analysis)["submissions"] for f in s["files"]}
    assert files["analysis.ipynb"]["cells"] == [
        {"cell": 2, "line": 2},
        {"cell": 3, "line": 5},
        {"cell": 5, "line": 10},
    ]
    json.dumps(files)  # plain JSON values
