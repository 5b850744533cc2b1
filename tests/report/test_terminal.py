"""The terminal views: the summary and the progress bar, with and without a terminal."""

from __future__ import annotations

import io
import re
from pathlib import Path

from helpers import PROGRAM, write_tree
from mossish.cli.main import main
from mossish.cli.progress import ProgressBar
from mossish.inert import InertStream
from mossish.pipeline import analyze
from mossish.report.terminal import COLUMNS, DROP_ORDER, MIN_NAME, table_layout, write_summary
from mossish.settings import Settings


class Terminal(io.StringIO):
    """A stream that says it is a terminal, as stdout and stderr are in a shell."""

    def isatty(self) -> bool:
        return True


def _class(tmp_path: Path, names: tuple[str, ...] = ("ann", "ben", "cat")) -> Path:
    return write_tree(tmp_path / "hw", {f"{name}/main.py": PROGRAM for name in names})


def test_plain_summary_has_no_escape_codes_and_lines_up(tmp_path: Path) -> None:
    analysis = analyze([str(_class(tmp_path))], Settings())
    stream = io.StringIO()
    write_summary(analysis, stream, terminal=False)
    text = stream.getvalue()
    assert "\x1b" not in text
    lines = text.splitlines()
    header = lines.index("top pairs:") + 1
    assert lines[header].split() == [
        "#", "sim", "avg", "max", "a", "share", "b", "share", "lines", "longest"
    ]  # fmt: skip
    assert lines[header + 1].split()[:5] == ["1", "100%", "100%", "100%", "ann"]
    # Right-aligned columns end where their header ends.
    assert len(lines[header + 1]) == len(lines[header])
    assert "clusters (pairs at or above 0.70):" in lines


def test_terminal_summary_is_coloured(tmp_path: Path) -> None:
    analysis = analyze([str(_class(tmp_path))], Settings())
    stream = io.StringIO()
    write_summary(analysis, stream, terminal=True)
    assert "\x1b[" in stream.getvalue() and "ann" in stream.getvalue()


def test_student_names_are_text_not_markup_nor_escapes(tmp_path: Path) -> None:
    names = ("[bold]ann", "ben\x1b[2Jx", "cat\u202egnp.exe")
    analysis = analyze([str(_class(tmp_path, names))], Settings())
    for terminal in (False, True):
        stream = io.StringIO()
        write_summary(analysis, stream, terminal=terminal)
        text = stream.getvalue()
        assert "[bold]ann" in text
        assert "\x1b[2J" not in text and "ben\\x1b[2Jx" in text
        assert "\u202e" not in text


def test_the_cli_prints_plain_text_when_not_on_a_terminal(tmp_path: Path) -> None:
    out, err = io.StringIO(), io.StringIO()
    code = main(["check", str(_class(tmp_path)), "--no-report", "--no-config"], out, err)
    assert code == 0
    assert "\x1b" not in out.getvalue() and "top pairs:" in out.getvalue()
    assert err.getvalue() == ""  # no progress bar in a log


def test_the_cli_draws_rich_output_on_a_terminal_and_nothing_when_quiet(tmp_path: Path) -> None:
    root = str(_class(tmp_path))
    out, err = Terminal(), Terminal()
    assert main(["check", root, "--no-report", "--no-config"], out, err) == 0
    assert "\x1b[" in out.getvalue()
    assert "comparing" in err.getvalue() and "\x1b[" in err.getvalue()
    out, err = Terminal(), Terminal()
    assert main(["check", root, "--no-report", "--no-config", "-q"], out, err) == 0
    assert out.getvalue() == "" and err.getvalue() == ""


def test_the_progress_bar_draws_each_stage_and_leaves_no_bar_behind() -> None:
    stream = Terminal()
    with ProgressBar(stream, enabled=True) as bar:
        for done in range(0, 101, 10):
            bar("lexing", done, 100)
        bar("comparing", 3, 3)
    text = stream.getvalue()
    assert "lexing" in text and "100/100" in text and "3/3" in text
    # Transient: the last thing written erases the bar's lines.
    assert text.rstrip("\n").endswith(("\x1b[2K", "\x1b[?25h"))


def test_the_bar_draws_on_the_terminal_under_an_inert_stream() -> None:
    """The CLI wraps stderr so student text cannot act; the bar's own escapes still must."""
    stream = Terminal()
    with ProgressBar(InertStream(stream), enabled=True) as bar:  # type: ignore[arg-type]
        bar("lexing", 100, 100)
    text = stream.getvalue()
    assert "100/100" in text and "\x1b[" in text and "\\x1b" not in text


def test_a_disabled_progress_bar_writes_nothing() -> None:
    stream = Terminal()
    with ProgressBar(stream, enabled=False) as bar:
        bar("lexing", 1, 2)
    assert stream.getvalue() == ""


LONG = ("anneliese_vandenberghe_hw3", "benedikt_oberschwaiger_hw3", "catalina_montenegro_hw3")
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")


def _table_at(tmp_path: Path, columns: int) -> list[list[str]]:
    """The pair table's header and rows, drawn for a terminal ``columns`` wide."""
    analysis = analyze([str(_class(tmp_path, LONG))], Settings())
    stream = Terminal()
    write_summary(analysis, stream, terminal=True, width=columns)
    lines = ANSI.sub("", stream.getvalue()).splitlines()
    header = lines.index("top pairs:") + 1
    table = lines[header : header + 4]
    assert all(len(line) <= columns for line in table), table
    return [line.split() for line in table]


def test_at_80_columns_the_percentages_are_whole_and_the_names_give_way(tmp_path: Path) -> None:
    header, *rows = _table_at(tmp_path, 80)
    assert header == ["#", "sim", "avg", "max", "a", "share", "b", "share", "lines", "longest"]
    for row in rows:
        assert row[1:4] == ["100%", "100%", "100%"] and row[5] == "100%" and row[7] == "100%"
        assert row[4].endswith("…") and row[4][:-1] in LONG[0] + LONG[1]


def test_at_120_columns_everything_is_shown_whole(tmp_path: Path) -> None:
    header, *rows = _table_at(tmp_path, 120)
    assert len(header) == 10
    assert {row[4] for row in rows} | {row[6] for row in rows} == set(LONG)


def test_on_a_narrower_terminal_columns_are_given_up_in_a_fixed_order(tmp_path: Path) -> None:
    header, *rows = _table_at(tmp_path, 64)
    assert header == ["#", "sim", "avg", "max", "a", "share", "b", "share"]
    assert all(row[1:4] == ["100%", "100%", "100%"] for row in rows)
    header, *rows = _table_at(tmp_path, 44)
    assert header == ["#", "sim", "a", "b"]
    assert all(row[1] == "100%" for row in rows)


def test_the_layout_shrinks_names_before_it_drops_a_column() -> None:
    widths = {key: len(header) for key, header in COLUMNS} | {"sim": 4, "a": 30, "b": 30}
    kept, name = table_layout(widths, 200)
    assert len(kept) == len(COLUMNS) and name == 30
    kept, name = table_layout(widths, 80)
    assert len(kept) == len(COLUMNS) and MIN_NAME <= name < 30
    dropped = 0
    for total in range(79, 30, -1):
        kept, name = table_layout(widths, total)
        assert {"rank", "sim", "a", "b"} <= set(kept) and name >= MIN_NAME
        # Always a prefix of the fixed order, and never less as the terminal narrows.
        gone = [group for group in DROP_ORDER if not set(group) & set(kept)]
        assert gone == list(DROP_ORDER[: len(gone)]) and len(gone) >= dropped
        dropped = len(gone)
    assert dropped == len(DROP_ORDER)
