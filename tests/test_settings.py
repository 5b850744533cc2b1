"""Settings: one conversion from user values (flag and TOML strings, Python values)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

import mossish
from helpers import HONEST, PROGRAM, invoke, write_tree
from mossish import Analysis, PairResult, Settings, analyze
from mossish.errors import SettingError, UsageError


def test_the_public_api_is_at_the_top() -> None:
    assert mossish.__version__
    assert (Analysis, PairResult) == (mossish.model.Analysis, mossish.model.PairResult)
    assert set(mossish.__all__) >= {"analyze", "Settings", "Analysis", "PairResult", "__version__"}


def test_strings_are_converted_as_from_flags() -> None:
    settings = Settings.validated(
        k="9", window="3", threshold="0.5", max_file_bytes="2m", top="5", jobs="2",
        common="90%", base="starter/", include="*.py",
    )  # fmt: skip
    assert (settings.k, settings.window, settings.threshold) == (9, 3, 0.5)
    assert settings.max_file_bytes == 2_000_000
    assert (settings.top, settings.jobs) == (5, 2)
    assert (settings.common_share, settings.common_count) == (0.9, None)
    # One folder, not one path per character.
    assert settings.base == ("starter/",)
    assert settings.include == ("*.py",)


def test_python_values_are_taken_as_they_are() -> None:
    settings = Settings.validated(
        threshold=0.6, base=[Path("a"), "b"], common=12, exclude=("tests",)
    )
    assert settings.threshold == 0.6
    assert settings.base == ("a", "b")
    assert (settings.common_share, settings.common_count) == (1.0, 12)
    assert settings.exclude == ("tests",)
    assert Settings(base="starter").base == ("starter",)  # the constructor converts too
    assert Settings.validated(threshold="50%").threshold == 0.5


@pytest.mark.parametrize(
    ("values", "message", "flag"),
    [
        ({"k": "seven"}, "k: expected a whole number, not 'seven'", "-k: expected"),
        ({"k": 7.5}, "k: expected a whole number", "-k: expected"),
        ({"k": True}, "k: expected a whole number", "-k: expected"),
        ({"threshold": "high"}, "threshold: expected a number from 0 to 1", "--threshold: "),
        ({"threshold": [0.5]}, "threshold: expected a number from 0 to 1", "--threshold: "),
        ({"threshold": "nan"}, "threshold: expected a number from 0 to 1", "--threshold: "),
        ({"threshold": 1.5}, "threshold must be between 0 and 1", "--threshold must"),
        ({"base": 3}, "base: expected a path or pattern", "--base: "),
        ({"base": ["a", 3]}, "base: expected a path or pattern", "--base: "),
        ({"max_file_bytes": "huge"}, "max_file_bytes: expected a size", "--max-file-size: "),
        ({"language": 3}, "language: expected text", "--lang: "),
        ({"language": "no-such-lexer"}, "language: no Pygments lexer", "--lang: no"),
        ({"common": "lots"}, "common takes a count", "--common takes"),
        ({"group_by": "(unclosed"}, "group_by: not a regular expression", "--group-by: "),
        ({"colour": "red"}, "unknown setting 'colour'", None),
    ],
)
def test_a_wrong_value_is_a_usage_error_named_as_the_library_names_it(
    values: dict[str, object], message: str, flag: str | None
) -> None:
    with pytest.raises(UsageError) as caught:
        Settings.validated(**values)
    assert caught.value.message.startswith(message)
    # The command line names the same setting by its flag.
    if flag is not None:
        assert isinstance(caught.value, SettingError)
        assert caught.value.flag_message.startswith(flag)


def test_the_library_accepts_what_the_command_line_does(tmp_path: Path) -> None:
    root = write_tree(
        tmp_path / "hw",
        {"alice/a.py": PROGRAM, "bob/b.py": PROGRAM, "carol/c.py": HONEST},
    )
    result = analyze([str(root)], Settings.validated(threshold="0.5", k="7"))
    assert isinstance(result, Analysis)
    assert isinstance(result.pairs[0], PairResult)
    assert {result.pairs[0].a, result.pairs[0].b} == {"alice", "bob"}


def test_toml_strings_go_through_the_same_conversion(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    root = write_tree(tmp_path / "hw", {"alice/a.py": PROGRAM, "bob/b.py": PROGRAM})
    (tmp_path / "mossish.toml").write_text('threshold = "0.4"\nmax-file-bytes = "500k"\n')
    monkeypatch.chdir(tmp_path)
    code, _, err = invoke("check", str(root), "--json", "r.json", "-q", "--no-report")
    assert code == 0, err
    settings = json.loads((tmp_path / "r.json").read_text())["settings"]
    assert (settings["threshold"], settings["max_file_bytes"]) == (0.4, 500_000)
    (tmp_path / "mossish.toml").write_text("threshold = [1]\n")
    code, _, err = invoke("check", str(root), "-q", "--no-report")
    assert (
        code == 2 and err == "mossish: error: --threshold: expected a number from 0 to 1, not [1]\n"
    )


def test_the_json_does_not_change_with_jobs(tmp_path: Path) -> None:
    files = {f"s{i}/main.py": PROGRAM if i % 3 == 0 else HONEST + f"\nX = {i}\n" for i in range(8)}
    root = write_tree(tmp_path / "hw", files)
    outputs = []
    for jobs in ("1", "2"):
        target = tmp_path / f"j{jobs}.json"
        code, _, err = invoke("check", str(root), "-j", jobs, "--json", str(target), "-q",
                              "--no-report", "--no-config")  # fmt: skip
        assert code == 0, err
        outputs.append(target.read_bytes())
    assert outputs[0] == outputs[1]
    assert "jobs" not in json.loads(outputs[0])["settings"]


def test_fail_above_is_a_setting_that_a_config_file_may_hold(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    root = write_tree(tmp_path / "hw", {"alice/a.py": PROGRAM, "bob/b.py": PROGRAM})
    (tmp_path / "pyproject.toml").write_text('[tool.mossish]\nfail-above = "90%"\n')
    monkeypatch.chdir(tmp_path)
    code, out, _ = invoke("check", str(root), "--json", "r.json", "-q", "--no-report")
    assert code == 1 and "alice" in out
    assert json.loads((tmp_path / "r.json").read_text())["settings"]["fail_above"] == 0.9
    # The flag wins over the file.
    invoke("check", str(root), "--json", "r.json", "-q", "--no-report", "--fail-above", "0.95")
    assert json.loads((tmp_path / "r.json").read_text())["settings"]["fail_above"] == 0.95


def test_the_library_takes_a_string_a_path_or_a_list_and_no_settings(tmp_path: Path) -> None:
    root = write_tree(
        tmp_path / "hw",
        {"alice/a.py": PROGRAM, "bob/b.py": PROGRAM, "carol/c.py": HONEST},
    )
    expected = analyze([str(root)], Settings())
    for given in (str(root), root, [root], (str(root),)):
        result = analyze(given)
        assert [(p.a, p.b, p.similarity) for p in result.pairs] == [
            (p.a, p.b, p.similarity) for p in expected.pairs
        ]
    # Keyword overrides change settings by name, with the same conversion as Settings.
    lowered = analyze(root, threshold="50%", k=6)
    assert (lowered.settings.threshold, lowered.settings.k) == (0.5, 6)
    based = analyze(root, Settings(threshold=0.4), k=6)
    assert (based.settings.threshold, based.settings.k) == (0.4, 6)


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda root: analyze(root, threshold=2), "threshold must be between 0 and 1, not 2"),
        (lambda root: analyze(root, colour="red"), "unknown setting 'colour'"),
        (lambda root: analyze(3), "path_or_paths: expected a folder"),
        (lambda root: analyze([root, 3]), "path_or_paths: expected a folder"),
    ],
)
def test_library_errors_name_what_the_library_calls_it(
    tmp_path: Path, call: Callable[[Path], object], message: str
) -> None:
    root = write_tree(tmp_path / "hw", {"alice/a.py": PROGRAM, "bob/b.py": PROGRAM})
    with pytest.raises(UsageError) as caught:
        call(root)
    assert caught.value.message.startswith(message) and "--" not in caught.value.message


def test_one_name_for_warnings_in_the_library_and_the_json(tmp_path: Path) -> None:
    root = write_tree(
        tmp_path / "hw", {"alice/a.py": PROGRAM, "bob/b.py": PROGRAM, "carol/c.bin": "\0\1\2"}
    )
    result = analyze(root)
    assert result.warnings
    with pytest.warns(DeprecationWarning, match="Analysis.warnings"):
        assert result.problems == result.warnings
    code, _, err = invoke("check", str(root), "--json", str(tmp_path / "r.json"), "-q",
                          "--no-report", "--no-config")  # fmt: skip
    assert code == 0, err
    document = json.loads((tmp_path / "r.json").read_text(encoding="utf-8"))
    assert len(document["warnings"]) == len(result.warnings)


def test_the_tuning_table_is_read_and_checked_where_it_was_written(tmp_path: Path) -> None:
    from mossish.settings import load_file_settings

    (tmp_path / "pyproject.toml").write_text(
        '[tool.mossish]\nthreshold = "0.5"\n\n[tool.mossish.tuning]\nmerge-gap = 8\n'
        "dask_partition = 40\n"
    )
    assert load_file_settings(tmp_path) == {"threshold": "0.5", "merge_gap": 8,
                                            "dask_partition": 40}  # fmt: skip
    (tmp_path / "pyproject.toml").write_text("[tool.mossish.tuning]\nstrings = 1.5\n")
    with pytest.raises(UsageError) as error:
        load_file_settings(tmp_path)
    where = tmp_path / "pyproject.toml"
    assert error.value.message == (
        f"{where}: [tool.mossish.tuning] strings must be between 0 and 1, not 1.5"
    )
    # A library caller's Settings takes the tuning values as keywords, as before.
    assert Settings.validated(merge_gap="8", strings=0.5).merge_gap == 8
