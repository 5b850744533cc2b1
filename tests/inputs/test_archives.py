"""Archives as submissions and as ROOTs: read in memory, hostile ones refused."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
import zipfile
from importlib import resources
from pathlib import Path

import jsonschema
import pytest
from hypothesis import given
from hypothesis import strategies as st

from export_fixtures import (
    MEAN,
    MEDIAN,
    notebook,
    snapshot,
    tar_bytes,
    write_tar,
    write_zip,
    zip_bytes,
)
from helpers import invoke, write_tree
from mossish.inputs import archives as unpack
from mossish.inputs.archives import LINK_NOT_FOLLOWED, clean_name, read_archive
from mossish.inputs.discover import discover
from mossish.settings import Settings

ZEROS = b"\x00" * 20_000_000  # deflates 1000:1


def kinds(problems: tuple) -> dict[str, str]:  # type: ignore[type-arg]
    return {p.path: p.kind for p in problems}


def files_of(inputs: object) -> dict[str, list[str]]:
    return {s.name: [f.path for f in s.files] for s in inputs.submissions}  # type: ignore[attr-defined]


def test_zip_and_tar_submissions_beside_folders(tmp_path: Path) -> None:
    root = tmp_path / "hw"
    write_tree(root, {"carol/mean.py": MEAN})
    write_zip(root / "alice.zip", {"alice/mean.py": MEAN, "alice/__MACOSX/._mean.py": "x"})
    write_tar(root / "bob.tar.gz", {"src/median.py": MEDIAN, "src/.hidden.py": MEDIAN})
    inputs = discover([str(root)], Settings())
    assert files_of(inputs) == {
        "alice": ["alice/mean.py"],
        "bob": ["src/median.py"],
        "carol": ["mean.py"],
    }
    alice = inputs.submissions[0]
    assert alice.path == f"{root.as_posix()}/alice.zip"
    assert inputs.problems == ()


def test_an_export_archive_as_root_with_nested_student_archives(tmp_path: Path) -> None:
    inner = zip_bytes({"project/mean.py": MEAN, "project/deeper.zip": zip_bytes({"x.py": MEAN})})
    export = write_zip(
        tmp_path / "export.zip",
        {"hw3/alice/mean.py": MEAN, "hw3/bob.zip": inner, "hw3/carol/median.tar": b""},
    )
    inputs = discover([str(export)], Settings())
    assert files_of(inputs) == {"alice": ["mean.py"], "bob": ["project/mean.py"], "carol": []}
    # Names stay readable: where each submission lies, inside the export.
    paths = {s.name: s.path for s in inputs.submissions}
    assert paths["alice"] == f"{export.as_posix()}/hw3/alice"
    assert paths["bob"] == f"{export.as_posix()}/hw3/bob.zip"
    assert kinds(inputs.problems) == {
        "bob/project/deeper.zip": "archive",  # a zip in a zip in a zip: not opened
        "carol/median.tar": "archive",  # an empty file is no tar
        "carol": "no-source",
    }
    (grouping,) = inputs.groupings
    assert grouping.layout == "folders"


@pytest.mark.parametrize(
    ("raw", "clean"),
    [
        ("a/b.py", "a/b.py"),
        ("./a//b.py", "a/b.py"),
        ("a\\b.py", "a/b.py"),
        ("../evil.py", None),
        ("a/../../evil.py", None),
        ("/etc/evil.py", None),
        ("C:\\evil.py", None),
        ("c:evil.py", None),
        ("a/\x1b[31mred.py", None),
        ("", None),
    ],
)
def test_member_names(raw: str, clean: str | None) -> None:
    assert clean_name(raw) == clean


def test_traversal_absolute_and_link_members_are_refused(tmp_path: Path) -> None:
    root = tmp_path / "hw"
    write_zip(
        root / "mallory.zip",
        {
            "mean.py": MEAN,
            "../../escape.py": MEDIAN,
            "/tmp/absolute.py": MEDIAN,
            "C:\\Windows\\drive.py": MEDIAN,
        },
        links={"passwd.py": "../../../../etc/passwd"},
    )
    write_tar(
        root / "trudy.tar",
        {"mean.py": MEAN, "../up.py": MEDIAN},
        mode="w",
        links={"link.py": "/etc/passwd"},
        hardlinks={"hard.py": "/etc/shadow"},
    )
    inputs = discover([str(root)], Settings())
    assert files_of(inputs) == {"mallory": ["mean.py"], "trudy": ["mean.py"]}
    found = sorted((p.path, p.kind, p.message) for p in inputs.problems)
    outside = "would lie outside the archive; skipped"
    assert found == [
        ("mallory/mallory.zip", "unsafe-path", f"entry '../../escape.py' {outside}"),
        ("mallory/mallory.zip", "unsafe-path", f"entry '/tmp/absolute.py' {outside}"),
        ("mallory/mallory.zip", "unsafe-path", f"entry 'C:\\\\Windows\\\\drive.py' {outside}"),
        (
            "mallory/passwd.py",
            "link",
            LINK_NOT_FOLLOWED,
        ),
        (
            "trudy/hard.py",
            "link",
            LINK_NOT_FOLLOWED,
        ),
        (
            "trudy/link.py",
            "link",
            LINK_NOT_FOLLOWED,
        ),
        ("trudy/trudy.tar", "unsafe-path", f"entry '../up.py' {outside}"),
    ]


def test_bombs_are_stopped_with_a_warning(tmp_path: Path) -> None:
    root = tmp_path / "hw"
    write_zip(root / "zipbomb.zip", {"mean.py": MEAN, "data.py": ZEROS})
    write_tar(root / "tarbomb.tar.gz", {"mean.py": MEAN, "data.py": ZEROS, "after.py": MEAN})
    write_tree(root, {"honest/mean.py": MEAN})
    inputs = discover([str(root)], Settings())
    assert kinds(inputs.problems) == {
        "zipbomb/data.py": "archive-bomb",
        "tarbomb/tarbomb.tar.gz": "archive-bomb",  # a problem with the whole archive
    }
    assert files_of(inputs) == {
        "honest": ["mean.py"],
        "tarbomb": ["mean.py"],  # read before the bomb; nothing after it
        "zipbomb": ["mean.py"],
    }
    message = next(p.message for p in inputs.problems if p.path == "zipbomb/data.py")
    assert "archive bomb" in message and ":1" in message


def test_count_and_size_limits(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    many = {f"f{i}.py": f"x = {i}\n" for i in range(30)}
    write_zip(tmp_path / "hw/many.zip", many)
    write_tar(tmp_path / "hw/many.tar", many, mode="w")
    monkeypatch.setattr(unpack, "MAX_MEMBERS", 20)
    inputs = discover([str(tmp_path / "hw")], Settings())
    assert kinds(inputs.problems) == {
        "many.zip/many.zip": "archive-bomb",
        "many.zip": "no-source",
        "many.tar/many.tar": "archive-bomb",
    }
    # The zip is refused whole (its directory says how many entries it has);
    # the tar, read as a stream, stops at the limit.
    assert files_of(inputs) == {"many.tar": sorted(f"f{i}.py" for i in range(20)), "many.zip": []}
    monkeypatch.setattr(unpack, "MAX_MEMBERS", 100)
    monkeypatch.setattr(unpack, "MAX_TOTAL_BYTES", 100)
    members = read_archive(tmp_path / "hw/many.zip", "many.zip", lambda _: True, 1000)
    read = [m.path for m in members if m.data is not None]
    assert read == [f"f{i}.py" for i in range(len(read))] and 0 < len(read) < 30
    assert members[-1].problem is not None and members[-1].problem[0] == "archive-bomb"


def test_damaged_archives_are_warnings(tmp_path: Path) -> None:
    root = tmp_path / "hw"
    good = zip_bytes({"a.py": MEAN, "b.py": MEDIAN}, compression=zipfile.ZIP_STORED)
    write_tree(
        root,
        {
            "junk.zip": b"PK\x03\x04 this is not really a zip",
            "half.zip": good[: len(good) // 2],
            "cut.tar.gz": tar_bytes({"a.py": MEAN, "b.py": MEDIAN * 50})[:-60],
            "fine/mean.py": MEAN,
        },
    )
    crc = bytearray(good)
    crc[crc.index(b"def") + 5] ^= 0xFF  # a flipped byte in a member's data
    (root / "crc.zip").write_bytes(bytes(crc))
    inputs = discover([str(root)], Settings())
    found = kinds(inputs.problems)
    assert found["junk/junk.zip"] == "archive"
    assert found["half/half.zip"] == "archive"
    assert found["cut/cut.tar.gz"] == "archive"
    assert found["crc/a.py"] == "archive"
    assert files_of(inputs)["fine"] == ["mean.py"]
    assert files_of(inputs)["crc"] == ["b.py"]


def test_a_damaged_root_archive_is_a_warning(tmp_path: Path) -> None:
    export = tmp_path / "export.zip"
    export.write_bytes(b"not a zip at all")
    inputs = discover([str(export)], Settings())
    assert inputs.submissions == ()
    assert kinds(inputs.problems) == {str(export): "archive"}


def test_base_code_may_be_an_archive(tmp_path: Path) -> None:
    starter = write_zip(tmp_path / "starter.zip", {"starter/mean.py": MEAN})
    write_tree(tmp_path / "hw", {"a/mean.py": MEAN})
    inputs = discover([str(tmp_path / "hw")], Settings(base=(str(starter),)))
    assert [f.path for f in inputs.base] == ["starter/mean.py"]


def test_nothing_is_written_anywhere(tmp_path: Path) -> None:
    """A hostile class, checked in a fresh process whose temporary folder is watched.

    Archives are read in memory: the run writes only the JSON asked for, the
    temporary folder stays empty, and no member escapes anywhere.
    """
    work = tmp_path / "work"
    root = work / "class"
    write_tree(root, {"honest/mean.py": MEAN})
    traversal = {"../../../escaped.py": MEDIAN, "/tmp/escaped_abs.py": MEDIAN, "ok.py": MEAN}
    write_zip(root / "mallory.zip", traversal, links={"evil": "../../../../"})
    write_tar(root / "trudy.tgz", traversal, links={"up": "../../.."})
    write_zip(root / "bomb.zip", {"zeros.py": ZEROS})
    (root / "junk.zip").write_bytes(b"PK\x05\x06 damaged")
    export = write_zip(work / "export.zip", {"x/../../../escaped2.py": MEAN, "s/mean.py": MEAN})
    temp = tmp_path / "temp"
    temp.mkdir()
    out = tmp_path / "out"
    out.mkdir()
    before_work = snapshot(work)
    before_parent = sorted(p.name for p in tmp_path.parent.iterdir())
    env = {**os.environ, "TMPDIR": str(temp), "TEMP": str(temp), "TMP": str(temp)}
    result = subprocess.run(
        [sys.executable, "-m", "mossish", "check", str(root), str(export), "--no-config",
         "--no-report", "--json", str(out / "result.json"), "-j", "1"],
        cwd=out, env=env, capture_output=True, text=True, check=False, timeout=120,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert "unsafe-path" in result.stdout and "archive-bomb" in result.stdout
    assert snapshot(work) == before_work
    assert list(temp.iterdir()) == []
    assert sorted(p.name for p in out.iterdir()) == ["result.json"]
    assert sorted(p.name for p in tmp_path.parent.iterdir()) == before_parent
    assert not list(tmp_path.rglob("escaped*"))


def test_a_zip_with_a_lying_size_reads_no_more_than_declared(tmp_path: Path) -> None:
    # zipfile stops at the size the directory declares, so a member cannot
    # unpack more than the limits were checked against.
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("a.py", MEAN * 100)
    data = bytearray(buffer.getvalue())
    real = len(MEAN * 100).to_bytes(4, "little")
    at = data.rindex(real)  # the central directory's uncompressed size
    data[at : at + 4] = (10).to_bytes(4, "little")
    members = read_archive(bytes(data), "lie.zip", lambda _: True, 1_000_000)
    assert all(m.data is None or len(m.data) <= 11 for m in members)


def test_new_warnings_and_notebook_cells_match_the_schema(tmp_path: Path) -> None:
    root = tmp_path / "hw"
    cells = [("markdown", "# Work"), ("code", MEAN), ("code", MEDIAN)]
    write_tree(root, {"a/nb.ipynb": notebook(cells), "b/nb.ipynb": "{broken", "b/m.py": MEAN})
    write_zip(root / "c.zip", {"../x.py": MEAN, "big.py": ZEROS, "m.py": MEDIAN})
    (root / "d.zip").write_bytes(b"junk")
    target = tmp_path / "r.json"
    code, _, err = invoke("check", str(root), "--json", str(target), "-q", "--no-config",
                          "--no-report", "--text", "*.tex", "--group-by", "^([a-d])")  # fmt: skip
    assert code == 0, err
    result = json.loads(target.read_text(encoding="utf-8"))
    schema = json.loads(
        resources.files("mossish.report")
        .joinpath("schema/result-v1.json")
        .read_text(encoding="utf-8")
    )
    jsonschema.validate(result, schema)
    assert {w["kind"] for w in result["warnings"]} >= {
        "notebook", "unsafe-path", "archive-bomb", "archive"
    }  # fmt: skip
    assert any("cells" in f for s in result["submissions"] for f in s["files"])
    assert result["settings"]["text"] == ["*.tex"]
    assert result["settings"]["group_by"] == "^([a-d])"


@given(st.lists(st.sampled_from(["a", "..", ".", "", "/", "\\", "C:", "b.py", "\x00"]), max_size=8))
def test_a_clean_name_never_leaves_its_folder(parts: list[str]) -> None:
    raw = "".join(parts)
    clean = clean_name(raw)
    if clean is not None:
        base = Path("/base")
        resolved = Path(os.path.normpath(base / clean))
        assert resolved.is_relative_to(base) and resolved != base
        assert ".." not in clean.split("/") and not clean.startswith("/")


def test_target_archive_outside_the_roots(tmp_path: Path) -> None:
    write_tree(tmp_path / "hw", {"ann/mean.py": MEAN, "ben/median.py": MEDIAN})
    late = write_zip(tmp_path / "late/carl.zip", {"carl/mean.py": MEAN})
    code, out, err = invoke("check", str(tmp_path / "hw"), "--target", str(late), "--no-config",
                            "--no-report")  # fmt: skip
    assert code == 0, err
    assert "checked: only pairs involving carl" in out
    assert "ann" in out.split("top pairs:")[1]
