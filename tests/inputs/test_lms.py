"""LMS export layouts: files grouped per student, and no misfire on ordinary folders."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from export_fixtures import GRADES, MEAN, MEDIAN, write_zip, zip_bytes
from helpers import ROOT, invoke, write_tree
from mossish.errors import UsageError
from mossish.inputs.discover import discover
from mossish.model import Inputs
from mossish.settings import Settings

SAMPLES = ROOT / "sample_submissions"
REPORT = (
    "# Report\n\nThe program reads the numbers, sorts them and prints the middle one, "
    "or the mean of the two middle ones when there is an even count of them.\n"
)


def grouped(inputs: Inputs) -> dict[str, list[str]]:
    return {s.name: [f.path for f in s.files] for s in inputs.submissions}


CANVAS = {
    "limaana_1001_5001_stats.py": MEAN,
    "limaana_1001_5002_report.md": REPORT,
    "okaforben_LATE_1002_5003_stats.py": MEAN.replace("total", "acc"),
    "martinchloe_1003_5004_stats.py": MEDIAN,
    "martinchloe_1003_5010_stats-1.py": MEDIAN + "# fixed the even case\n",
    "martinchloe_1003_5011_stats-2.py": MEDIAN + "# fixed it again\n",
    "volkovdmitri_1004_5005_project.zip": zip_bytes(
        {"project/stats.py": MEDIAN, "project/README.md": REPORT}
    ),
    "parkjun_1005_5006_ex-1.py": GRADES,
    "parkjun_1005_5007_ex-2.py": MEAN,
}


def test_canvas_folder(tmp_path: Path) -> None:
    root = write_tree(tmp_path / "canvas", {**CANVAS, "grades.csv": "name,score\n"})
    inputs = discover([str(root)], Settings())
    assert grouped(inputs) == {
        "limaana": ["limaana_1001_5001_stats.py", "limaana_1001_5002_report.md"],
        "martinchloe": ["martinchloe_1003_5011_stats-2.py"],
        "okaforben": ["okaforben_LATE_1002_5003_stats.py"],
        # ex-1.py and ex-2.py without ex.py: two files, not resubmissions.
        "parkjun": ["parkjun_1005_5006_ex-1.py", "parkjun_1005_5007_ex-2.py"],
        "volkovdmitri": [
            "volkovdmitri_1004_5005_project.zip/project/README.md",
            "volkovdmitri_1004_5005_project.zip/project/stats.py",
        ],
    }
    chloe = next(s for s in inputs.submissions if s.name == "martinchloe")
    assert {k.path: k.reason for k in chloe.skipped} == {
        "martinchloe_1003_5004_stats.py": "older submission; "
        "martinchloe_1003_5011_stats-2.py is the latest",
        "martinchloe_1003_5010_stats-1.py": "older submission; "
        "martinchloe_1003_5011_stats-2.py is the latest",
    }
    # Where a file lies: the submission's path joined with the file's.
    assert chloe.path == root.as_posix()
    (grouping,) = inputs.groupings
    assert grouping.layout == "canvas"
    assert grouping.description == (
        "Canvas export, 5 students (1 late; 2 older resubmissions left out; "
        "1 other entry on their own)"
    )
    assert inputs.problems == ()


def test_canvas_export_zip_with_a_wrapping_folder(tmp_path: Path) -> None:
    export = write_zip(
        tmp_path / "submissions.zip", {f"submissions/{k}": v for k, v in CANVAS.items()}
    )
    inputs = discover([str(export)], Settings())
    assert sorted(grouped(inputs)) == ["limaana", "martinchloe", "okaforben", "parkjun",
                                       "volkovdmitri"]  # fmt: skip
    assert inputs.groupings[0].layout == "canvas"
    assert inputs.submissions[0].path == f"{export.as_posix()}/submissions"


def test_moodle_export(tmp_path: Path) -> None:
    export = write_zip(
        tmp_path / "CS112-Assignment 2-48213.zip",
        {
            "Ana Lima_12345_assignsubmission_file_/stats.py": MEAN,
            "Ana Lima_12345_assignsubmission_file_/lib/helpers.py": GRADES,
            "Ana Lima_12345_assignsubmission_onlinetext_/onlinetext.html": f"<p>{REPORT}</p>",
            "Ben Okafor_12346_assignsubmission_file_/project.zip": zip_bytes({"a/m.py": MEDIAN}),
            "Chloe Martin_12347_assignsubmission_file_stats.py": MEDIAN,  # Moodle 2 style
            "Ana Lima_12399_assignsubmission_file_/other.py": MEDIAN,
        },
    )
    inputs = discover([str(export)], Settings())
    assert grouped(inputs) == {
        "Ana Lima_12345": [
            "Ana Lima_12345_assignsubmission_file_/stats.py",
            "Ana Lima_12345_assignsubmission_file_/lib/helpers.py",
            "Ana Lima_12345_assignsubmission_onlinetext_/onlinetext.html",
        ],
        "Ana Lima_12399": ["Ana Lima_12399_assignsubmission_file_/other.py"],
        "Ben Okafor": ["Ben Okafor_12346_assignsubmission_file_/project.zip/a/m.py"],
        "Chloe Martin": ["Chloe Martin_12347_assignsubmission_file_stats.py"],
    }
    ana = inputs.submissions[0]
    # Online text is the student's written answer: compared as prose.
    assert [f.language for f in ana.files] == ["python", "python", "text"]
    assert inputs.groupings[0].description == "Moodle export, 4 students"


def _clone(root: Path, name: str, files: dict[str, str]) -> None:
    write_tree(root / name, {**files, ".git/HEAD": "ref: refs/heads/main\n"})


def test_github_classroom(tmp_path: Path) -> None:
    root = tmp_path / "classroom"
    _clone(root, "hw3-gradebook-alice", {"stats.py": MEAN, "README.md": REPORT})
    _clone(root, "hw3-gradebook-bob-smith", {"src/stats.py": MEDIAN})
    _clone(root, "hw3-gradebook-carol99", {"stats.py": GRADES})
    inputs = discover([str(root)], Settings())
    assert grouped(inputs) == {
        "alice": ["README.md", "stats.py"],
        "bob-smith": ["src/stats.py"],
        "carol99": ["stats.py"],
    }
    assert inputs.submissions[0].path == f"{root.as_posix()}/hw3-gradebook-alice"
    assert inputs.groupings[0].description == (
        "GitHub Classroom, 3 repositories (prefix 'hw3-gradebook-' removed)"
    )
    # Two repositories are enough when they are clones.
    two = tmp_path / "two"
    _clone(two, "lab1-dana", {"a.py": MEAN})
    _clone(two, "lab1-eve", {"a.py": MEAN})
    assert sorted(grouped(discover([str(two)], Settings()))) == ["dana", "eve"]


@pytest.mark.parametrize(
    "folders",
    [
        ["alice-smith", "alice-jones"],  # two folders sharing a prefix by chance
        ["s1023_ana_lima", "s1031_ben_okafor", "s1044_chloe_martin"],
        ["team-a", "team-b_x", "team-c"],  # not all GitHub logins
        ["Ana Lima", "Ben Okafor", "Chloe Martin"],
        ["hw-1", "hw-2", "x"],
    ],
)
def test_ordinary_folders_keep_their_names(tmp_path: Path, folders: list[str]) -> None:
    write_tree(tmp_path, {f"{name}/main.py": MEAN for name in folders})
    inputs = discover([str(tmp_path)], Settings())
    assert sorted(grouped(inputs)) == sorted(folders)
    assert inputs.groupings[0].layout == "folders"


@pytest.mark.parametrize("language", ["python", "java"])
def test_sample_submissions_are_not_taken_for_an_export(language: str) -> None:
    students = SAMPLES / language / "students"
    inputs = discover([str(students)], Settings())
    assert [s.name for s in inputs.submissions] == sorted(os.listdir(students))
    assert inputs.groupings[0].description == (
        f"one folder per student, {len(os.listdir(students))} submissions"
    )


def test_group_by(tmp_path: Path) -> None:
    root = write_tree(
        tmp_path / "flat",
        {"alice-hw3.py": MEAN, "alice-util.py": GRADES, "bob-hw3.py": MEDIAN, "notes.txt": REPORT},
    )
    inputs = discover([str(root)], Settings(group_by=r"^(?P<student>[a-z]+)-"))
    assert grouped(inputs) == {"alice": ["alice-hw3.py", "alice-util.py"], "bob": ["bob-hw3.py"]}
    assert [(p.kind, p.path) for p in inputs.problems] == [
        ("ungrouped", f"{root.as_posix()}/notes.txt")
    ]
    assert inputs.groupings[0].description == (
        "--group-by '^(?P<student>[a-z]+)-', 2 students (1 file matched no student)"
    )
    # The first group serves when none is called "student"; it also wins over
    # a layout that would fit (here, Canvas).
    canvas = write_tree(tmp_path / "canvas", dict(list(CANVAS.items())[:4]))
    by_id = discover([str(canvas)], Settings(group_by=r"_(\d+)_\d+_"))
    assert sorted(grouped(by_id)) == ["1001", "1002", "1003"]
    with pytest.raises(UsageError, match="group_by"):
        Settings.validated(group_by="(unclosed")


def test_summary_says_how_each_root_was_grouped(tmp_path: Path) -> None:
    canvas = write_tree(tmp_path / "canvas", CANVAS)
    folders = write_tree(tmp_path / "folders", {"x/a.py": MEAN, "y/a.py": MEDIAN})
    code, out, err = invoke("check", str(canvas), str(folders), "--no-config", "--no-report")
    assert code == 0, err
    line = next(line for line in out.splitlines() if line.startswith("grouped: "))
    assert line == (
        f"grouped: {canvas}: Canvas export, 5 students (1 late; 2 older resubmissions left "
        f"out); {folders}: one folder per student, 2 submissions"
    )
    code, _, err = invoke("check", str(canvas), "--group-by", "(", "--no-report")
    assert code == 2 and "--group-by: not a regular expression" in err
