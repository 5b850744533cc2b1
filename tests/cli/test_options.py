"""What `mossish check` offers: its grouped help, the tuning table, and the one limit (--top)."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from helpers import PROGRAM, expression, invoke, write_tree
from mossish.cli.main import SHOWN, main
from mossish.cli.tuning import KNOBS, tuning_help
from mossish.settings import TUNING


@pytest.fixture()
def crowd(tmp_path: Path) -> Path:
    """Seven submissions that all share one program (21 pairs), each with code of its own."""
    files = {}
    for number in range(7):
        rng = random.Random(number)
        own = "".join(
            f"def f{n}(items, value, total, limit):\n    return {expression(rng, 4)}\n\n"
            for n in range(4)
        )
        files[f"s{number}/main.py"] = PROGRAM + "\n\n" + own
    return write_tree(tmp_path / "crowd", files)


def help_text(capsys: pytest.CaptureFixture[str], *flags: str) -> str:
    with pytest.raises(SystemExit) as exit_info:
        main(["check", *flags])
    assert exit_info.value.code == 0
    return capsys.readouterr().out


def test_the_help_groups_what_an_instructor_needs_and_hides_the_tuning(
    capsys: pytest.CaptureFixture[str],
) -> None:
    text = help_text(capsys, "--help")
    groups = re.findall(r"^(\S[^\n]*):$", text, flags=re.MULTILINE)
    assert groups == [
        "options", "inputs", "what to compare against", "the verdict and the CI gate",
        "outputs", "performance", "settings",
    ]  # fmt: skip
    for knob in KNOBS:
        for flag in knob.flags:
            assert not re.search(rf"(^|[\s\[]){re.escape(flag)}\b", text), flag
    assert "--help-tuning" in text
    assert "--show" not in text and "--pages" not in text


def test_help_tuning_names_every_tuning_setting_its_flag_and_default(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert tuple(knob.key for knob in KNOBS) == TUNING
    text = help_text(capsys, "--help-tuning")
    assert text == tuning_help()
    assert "[tool.mossish.tuning]" in text
    for knob in KNOBS:
        assert f"{knob.key} = {knob.default}    ({'/'.join(knob.flags)} {knob.metavar})" in text


def settings_of(root: Path, target: Path, *flags: str) -> dict[str, object]:
    code, _, err = invoke("check", str(root), "--json", str(target), "-q", "--no-report", *flags)
    assert code == 0, err
    settings: dict[str, object] = json.loads(target.read_text())["settings"]
    return settings


def test_the_tuning_table_sets_each_knob_and_a_flag_wins_for_one_run(
    crowd: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "pyproject.toml").write_text(
        "[tool.mossish]\nthreshold = 0.6\n\n[tool.mossish.tuning]\nk = 9\nwindow = 5\n"
        'rarity = 0.5\nmerge-gap = 8\nmerge_run = 0\nfile_view = "25%"\nstrings = 0.2\n'
        "containment = 0.5\nside-floor = 1\nsplit_containment = 0.5\ndask_partition = 50\n"
    )
    monkeypatch.chdir(tmp_path)
    target = tmp_path / "r.json"
    settings = settings_of(crowd, target)
    assert {key: settings[key] for key in TUNING if key != "dask_partition"} == {
        "k": 9, "window": 5, "rarity": 0.5, "merge_gap": 8, "merge_run": 0,
        "file_view": 0.25, "strings": 0.2, "containment": 0.5, "side_floor": 1.0,
        "split_containment": 0.5,
    }  # fmt: skip
    assert settings["threshold"] == 0.6
    flags = ("-k", "8", "--merge-gap", "4", "--strings", "0")
    settings = settings_of(crowd, target, *flags)
    assert (settings["k"], settings["merge_gap"], settings["strings"]) == (8, 4, 0.0)
    assert (settings["window"], settings["rarity"]) == (5, 0.5)  # the file's, still


def test_a_mossish_toml_holds_the_tuning_as_its_own_table(
    crowd: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "mossish.toml").write_text("threshold = 0.6\n\n[tuning]\nmerge_gap = 8\n")
    monkeypatch.chdir(tmp_path)
    assert settings_of(crowd, tmp_path / "r.json")["merge_gap"] == 8


@pytest.mark.parametrize(
    ("config", "message"),
    [
        (
            "[tool.mossish.tuning]\nrarety = 0.5\n",
            "pyproject.toml: [tool.mossish.tuning] has no setting 'rarety' (it holds k, window, "
            "rarity, merge_gap, merge_run, file_view, strings, containment, side_floor, "
            "split_containment, dask_partition)",
        ),
        (
            '[tool.mossish.tuning]\nrarity = "lots"\n',
            "[tool.mossish.tuning] rarity: expected a number from 0 to 1, not 'lots'",
        ),
        ("[tool.mossish.tuning]\nrarity = 2\n", "[tool.mossish.tuning] rarity must be between"),
        ("[tool.mossish.tuning]\nk = true\n", "[tool.mossish.tuning] k: expected a whole number"),
        ("[tool.mossish.tuning]\nmerge_gap = 1.5\n", "merge_gap: expected a whole number"),
        ("[tool.mossish.tuning]\nk = [7]\n", "[tool.mossish.tuning] k: expected a whole number"),
        (
            "[tool.mossish.tuning]\ndask_partition = 0\n",
            "[tool.mossish.tuning] dask_partition must be at least 1, not 0",
        ),
        ("[tool.mossish]\ntuning = 3\n", "pyproject.toml: [tool.mossish.tuning] must be a table"),
        (
            "[tool.mossish]\nmerge-gap = 8\n",
            "pyproject.toml: merge_gap is a tuning setting: put it under [tool.mossish.tuning]",
        ),
    ],
)
def test_a_bad_tuning_table_is_one_line_and_exit_2(
    config: str, message: str, crowd: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "pyproject.toml").write_text(config)
    monkeypatch.chdir(tmp_path)
    code, out, err = invoke("check", str(crowd), "-q", "--no-report")
    assert (code, out) == (2, "")
    assert err.count("\n") == 1 and err.startswith("mossish: error: ") and message in err


def test_a_hidden_tuning_flag_still_works_and_is_named_in_its_errors(crowd: Path) -> None:
    code, _, err = invoke("check", str(crowd), "--no-config", "-q", "--no-report", "--rarity", "9")
    assert (code, err) == (2, "mossish: error: --rarity must be between 0 and 1, not 9.0\n")


@pytest.mark.parametrize("flag", ["--show", "--pages"])
def test_the_old_limits_say_that_top_does_their_job(flag: str, crowd: Path) -> None:
    code, _, err = invoke("check", str(crowd), "--no-config", "--no-report", flag, "5")
    assert code == 2 and err.count("\n") == 1
    assert err.startswith(f"mossish: error: {flag} is gone: --top N decides how many pairs")


def listed_in_terminal(out: str) -> list[str]:
    """The pair table's rows: rank, then similarity."""
    return re.findall(r"^\s*\d+\s+\d+%", out, flags=re.MULTILINE)


def test_top_decides_what_every_output_keeps(crowd: Path, tmp_path: Path) -> None:
    report, result, table = tmp_path / "report", tmp_path / "r.json", tmp_path / "r.csv"
    code, out, err = invoke(
        "check", str(crowd), "--no-config", "-o", str(report), "--json", str(result),
        "--csv", str(table), "--top", "3",
    )  # fmt: skip
    assert code == 0, err
    pairs = json.loads(result.read_text())["pairs"]
    assert len(pairs) == 3
    assert len(table.read_text().splitlines()) == 1 + 3
    assert sorted(p.name for p in (report / "pairs").glob("*.html")) == [
        "1.html", "2.html", "3.html",
    ]  # fmt: skip
    assert len(listed_in_terminal(out)) == 3 and "more (see the JSON" not in out


def test_without_top_the_files_keep_every_pair_and_the_terminal_a_summary(
    crowd: Path, tmp_path: Path
) -> None:
    result = tmp_path / "r.json"
    code, out, err = invoke("check", str(crowd), "--no-config", "--no-report",
                            "--json", str(result))  # fmt: skip
    assert code == 0, err
    assert len(json.loads(result.read_text())["pairs"]) == 21
    assert len(listed_in_terminal(out)) == SHOWN
    assert f"... {21 - SHOWN} more (see the JSON or report; --top N lists N)" in out
    code, out, _ = invoke("check", str(crowd), "--no-config", "--no-report", "--top", "0")
    assert code == 0 and len(listed_in_terminal(out)) == 21
