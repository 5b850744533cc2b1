"""The command line, run in-process (and twice as a subprocess for determinism)."""

from __future__ import annotations

import csv
import json
import os
import subprocess
import sys
from importlib import resources
from pathlib import Path

import jsonschema
import pytest

from helpers import HONEST, PROGRAM, RENAMED, invoke, write_tree
from mossish.cli.main import main


@pytest.fixture()
def assignment(tmp_path: Path) -> Path:
    return write_tree(
        tmp_path / "hw1",
        {
            "ann/hist.py": PROGRAM,
            "ben/plot.py": RENAMED,
            "cat/median.py": HONEST,
            "dan/<img src=x onerror=alert(1)>.py": "x = 1\n",
            "dan/Main.class": b"\x00\x01binary",
        },
    )


def test_check_prints_summary_and_writes_json_and_csv(assignment: Path, tmp_path: Path) -> None:
    result_json, result_csv = tmp_path / "r.json", tmp_path / "r.csv"
    report = tmp_path / "report"
    code, out, err = invoke(
        "check", str(assignment), "--json", str(result_json), "--csv", str(result_csv),
        "--no-config", "-o", str(report),
    )  # fmt: skip
    assert code == 0, err
    assert f"report: {report / 'index.html'}" in out
    assert (report / "index.html").is_file() and (report / "pairs" / "1.html").is_file()
    assert "4 submissions" in out
    assert "ann" in out and "ben" in out
    assert "binary" in out
    data = json.loads(result_json.read_text(encoding="utf-8"))
    top = data["pairs"][0]
    assert (top["a"], top["b"], top["similarity"]) == ("ann", "ben", 1.0)
    assert top["fragments"][0]["a"]["file"] == "hist.py"
    assert top["fragments"][0]["b"]["file"] == "plot.py"
    assert {w["kind"] for w in data["warnings"]} == {"binary"}
    rows = list(csv.DictReader(result_csv.open(encoding="utf-8")))
    assert rows[0]["a"] == "ann" and rows[0]["similarity"] == "1.0"
    assert len(rows) == len(data["pairs"])


def test_summary_and_overview_say_whether_common_code_is_cut(
    assignment: Path, tmp_path: Path
) -> None:
    code, out, err = invoke("check", str(assignment), "--no-config", "-o", str(tmp_path / "a"))
    assert code == 0, err
    assert "common code: not cut" in out
    overview = (tmp_path / "a" / "index.html").read_text(encoding="utf-8")
    assert "not cut (<code>--common 90%</code>" in overview
    code, out, err = invoke(
        "check", str(assignment), "--no-config", "--common", "2", "-o", str(tmp_path / "b")
    )
    assert code == 0, err
    assert "common code: held by more than 2 submissions" in out
    overview = (tmp_path / "b" / "index.html").read_text(encoding="utf-8")
    assert "ignored when more than 2 submissions hold it" in overview


def test_json_matches_its_schema(assignment: Path, tmp_path: Path) -> None:
    target = tmp_path / "r.json"
    assert invoke("check", str(assignment), "--json", str(target), "-q", "--no-config",
                  "--no-report")[0] == 0  # fmt: skip
    schema = json.loads(
        resources.files("mossish.report")
        .joinpath("schema/result-v1.json")
        .read_text(encoding="utf-8")
    )
    jsonschema.Draft202012Validator.check_schema(schema)
    jsonschema.validate(json.loads(target.read_text(encoding="utf-8")), schema)


def test_json_and_report_are_byte_identical_across_processes(
    assignment: Path, tmp_path: Path
) -> None:
    outputs = []
    for seed in ("0", "4242"):
        target = tmp_path / f"r{seed}.json"
        report = tmp_path / f"report{seed}"
        env = {**os.environ, "PYTHONHASHSEED": seed}
        subprocess.run(
            [sys.executable, "-m", "mossish", "check", str(assignment), "--json", str(target),
             "-q", "--no-config", "-o", str(report)],
            env=env, check=True, cwd=tmp_path,
        )  # fmt: skip
        pages = {p.relative_to(report).as_posix(): p.read_bytes() for p in report.rglob("*")
                 if p.is_file()}  # fmt: skip
        outputs.append((target.read_bytes(), pages))
    assert outputs[0][0] == outputs[1][0]
    assert "graph.html" in outputs[0][1]
    assert outputs[0][1] == outputs[1][1]


def test_lexing_workers_are_forked_without_the_report_and_graph_modules() -> None:
    # Whatever the main process has loaded when the lexing workers fork is
    # mapped into each of them: Jinja2 and networkx wait until they are used.
    code = (
        "import sys, mossish.cli.main, mossish.pipeline; "
        "print(sorted(m for m in ('jinja2', 'networkx') if m in sys.modules))"
    )
    loaded = subprocess.run(
        [sys.executable, "-c", code], check=True, capture_output=True, text=True
    ).stdout
    assert loaded.strip() == "[]"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["check", "/no/such/folder"], "no such file or folder: /no/such/folder"),
        (["check", "../class"], None),
        (["check", "."], "nothing to compare in .: found 0 submission(s)"),
        (["check", "../class/ann"], "found 1 submission(s) with source files (hist.py)"),
        (["check", "../class", "--target", "."], "0 of them a --target (warnings: 1 no-source)"),
        (["check", ".", "-k", "x"], "-k: expected a whole number"),
        (["check", ".", "--threshold", "1.5"], "--threshold must be between 0 and 1"),
        (["check", ".", "--threshold", "lots"], "--threshold: expected a number from 0 to 1"),
        (["check", ".", "--fail-above", "2"], "--fail-above must be between 0 and 1"),
        (["check", ".", "--max-file-size", "big"], "--max-file-size: expected a size"),
        (["check", ".", "--frobnicate"], "unrecognized arguments: --frobnicate"),
        (["check", ".", "--lang", "klingon"], "no Pygments lexer named 'klingon'"),
        (["check", ".", "--common", "lots"], "--common takes a count"),
        (["check", ".", "-k", "1"], "-k must be 2..200"),
        (
            ["check", "../class", "--json", "/no/such/dir/r.json"],
            "folder /no/such/dir does not exist",
        ),
        (["nonsense"], "invalid choice"),
        # The report: never over a folder that is not a report nor one holding
        # an input, no contradicting flags.
        (["check", ".", "-o", "."], "it would replace the current folder"),
        (["check", ".", "-o", "/no/such/dir/report"], "folder /no/such/dir does not exist"),
        (["check", ".", "--no-report", "--open"], "--no-report cannot go with"),
        (["check", ".", "--top", "many"], "--top: expected a whole number"),
        (["check", ".", "--pages", "5"], "--pages is gone: --top N decides"),
    ],
)
def test_user_errors_are_one_line_and_exit_2(
    args: list[str], message: str | None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    write_tree(tmp_path / "class", {"ann/hist.py": PROGRAM, "ben/median.py": HONEST})
    (tmp_path / "cwd").mkdir()
    monkeypatch.chdir(tmp_path / "cwd")
    extra = ["--no-config"] if args[0] == "check" else []
    if args[0] == "check" and not {"-o", "--no-report"} & set(args):
        extra.append("--no-report")
    code, _, err = invoke(*args, *extra)
    if message is None:
        assert code == 0, err
        return
    assert code == 2
    assert err.count("\n") == 1 and err.startswith("mossish: error: ")
    assert message in err
    assert "Traceback" not in err


def test_settings_from_pyproject(
    assignment: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "pyproject.toml").write_text(
        "[tool.mossish]\nthreshold = 0.7\n\n[tool.mossish.tuning]\nk = 9\nwindow = 5\n"
    )
    monkeypatch.chdir(tmp_path)
    target = tmp_path / "r.json"
    code = invoke("check", str(assignment), "--json", str(target), "-q", "-w", "6", "--no-report")[
        0
    ]
    assert code == 0
    settings = json.loads(target.read_text())["settings"]
    assert (settings["k"], settings["window"], settings["threshold"]) == (9, 6, 0.7)
    (tmp_path / "pyproject.toml").write_text("[tool.mossish.tuning]\nk = 1\n")
    code, _, err = invoke("check", str(assignment), "-q", "--no-report")
    assert code == 2 and "[tool.mossish.tuning] k must be 2..200, not 1" in err


def test_config_paths_are_used_and_flags_win(
    assignment: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """out, cache and archive in [tool.mossish] take effect (never dropped unsaid); flags win."""
    prior = write_tree(tmp_path / "old", {"zed/hist.py": PROGRAM})
    (tmp_path / "pyproject.toml").write_text(
        f'[tool.mossish]\nout = "from-config"\ncache = "c.db"\narchive = ["{prior.as_posix()}"]\n'
    )
    monkeypatch.chdir(tmp_path)
    code, _, err = invoke("check", str(assignment), "-q", "--json", "r.json")
    assert code == 0, err
    assert (tmp_path / "from-config" / "index.html").is_file()
    assert (tmp_path / "c.db").is_file()
    submissions = json.loads((tmp_path / "r.json").read_text())["submissions"]
    assert [s["name"] for s in submissions if s.get("archive")] == ["old/zed"]  # archive read
    code, _, err = invoke("check", str(assignment), "-q", "-o", "by-flag", "--cache", "f.db",
                          "--archive", str(assignment / "cat"))  # fmt: skip
    assert code == 0, err
    assert (tmp_path / "by-flag" / "index.html").is_file() and (tmp_path / "f.db").is_file()
    code, _, err = invoke("check", str(assignment), "-q", "--no-report")
    assert code == 0, err


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("pages = 5", "the config file's pages is gone: --top N decides"),
        ("out = 3", "the config file's out must be a path (a string), not 3"),
        ('cache = ""', "the config file's cache must be a path (a string), not ''"),
        ("archive = [1]", "the config file's archive must be a path or a list of paths"),
    ],
)
def test_bad_config_paths_are_one_line(
    line: str, message: str, assignment: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "pyproject.toml").write_text(f"[tool.mossish]\n{line}\n")
    monkeypatch.chdir(tmp_path)
    code, out, err = invoke("check", str(assignment), "-q", "--no-report")
    assert (code, out) == (2, "")
    assert err.count("\n") == 1 and message in err


def test_top_limits_pairs_but_not_clusters(assignment: Path, tmp_path: Path) -> None:
    target = tmp_path / "r.json"
    flags = ("-q", "--no-config", "--no-report")
    assert invoke("check", str(assignment), "--json", str(target), "--top", "0", *flags)[0] == 0
    assert json.loads(target.read_text())["pairs"]  # 0 means no limit
    assert invoke("check", str(assignment), "--json", str(target), "--top", "1", *flags)[0] == 0
    data = json.loads(target.read_text())
    assert len(data["pairs"]) == 1 and data["clusters"][0]["members"] == ["ann", "ben"]


def test_csv_cells_cannot_become_formulas(tmp_path: Path) -> None:
    root = write_tree(tmp_path / "hw", {"=HYPERLINK(1)/a.py": PROGRAM, "+b/b.py": PROGRAM})
    target = tmp_path / "r.csv"
    code = invoke("check", str(root), "--csv", str(target), "-q", "--no-config", "--no-report")[0]
    assert code == 0
    row = next(csv.DictReader(target.open(encoding="utf-8")))
    assert {row["a"], row["b"]} == {"'=HYPERLINK(1)", "'+b"}


@pytest.mark.parametrize("flag", ["--version", "--help"])
def test_help_and_version_exit_0(flag: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main([flag])
    assert exit_info.value.code == 0
    assert "mossish" in capsys.readouterr().out


def test_no_command_is_a_usage_error() -> None:
    # A CI step that forgot its command must not pass.
    code, out, err = invoke()
    assert code == 2 and out == ""
    assert "name a command: check or archive" in err and "usage:" in err
