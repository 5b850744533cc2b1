"""The archive of prior work: storage, safety under kills and concurrency, and checks against it."""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from helpers import HONEST, PROGRAM, RENAMED, ROOT, invoke, write_tree
from mossish.archive.backend import is_server, open_archive, open_existing
from mossish.archive.store import Archive, ArchiveEntry
from mossish.engine.sketch import Sketch, minhash
from mossish.errors import InputError, UsageError
from mossish.languages.normalize import TOKEN_STREAM
from mossish.model import SourceFile
from mossish.settings import DEFAULT_K, DEFAULT_THRESHOLD, DEFAULT_WINDOW


@pytest.fixture()
def last_year(tmp_path: Path) -> Path:
    return write_tree(
        tmp_path / "2025",
        {"ann/hist.py": PROGRAM, "cat/median.py": HONEST, "dup/hist.py": PROGRAM},
    )


def suspicious(data: dict[str, Any]) -> set[tuple[str, str]]:
    """The pairs of a JSON result at or above the default threshold.

    Below it, honest programs may share an idiom or two (a loop header).
    """
    return {(p["a"], p["b"]) for p in data["pairs"] if p["similarity"] >= DEFAULT_THRESHOLD}


def raw(location: str | Path, sql: str, *parameters: Any) -> list[tuple[Any, ...]]:
    """Run one statement on the archive's database itself (as a user's own tools would)."""
    if is_server(location):
        import psycopg

        with psycopg.connect(str(location), autocommit=True) as connection:
            cursor = connection.execute(sql.replace("?", "%s"), parameters)
            return cursor.fetchall() if cursor.description else []
    with sqlite3.connect(location) as connection:
        return connection.execute(sql, parameters).fetchall()


def add(archive: Path | str, root: Path, *extra: str) -> tuple[int, str, str]:
    return invoke("archive", "add", str(archive), str(root), "--no-config", *extra)


def test_add_list_info_remove(tmp_path: Path, archive_at: str, last_year: Path) -> None:
    db = archive_at
    code, out, err = add(db, last_year, "--label", "2025-fall")
    assert code == 0, err
    assert "added 3 submission(s)" in out
    code, out, _ = invoke("archive", "list", str(db))
    assert code == 0 and "2025-fall" in out and " 3 " in out
    assert invoke("archive", "list", str(db), "--label", "2025-fall")[1] == "ann\ncat\ndup\n"
    code, out, _ = invoke("archive", "info", str(db))
    assert f"k={DEFAULT_K} w={DEFAULT_WINDOW}" in out and "submissions: 3 in 1 label(s)" in out
    # Adding again replaces, never duplicates.
    assert add(db, last_year, "--label", "2025-fall")[0] == 0
    with open_existing(db) as archive:
        assert archive.size() == 3
    assert invoke("archive", "remove", str(db), "2025-fall", "dup")[0] == 0
    code, _, err = invoke("archive", "remove", str(db), "2025-fall", "dup")
    assert code == 2 and "nothing to remove" in err
    assert invoke("archive", "remove", str(db), "2025-fall")[0] == 0
    with open_existing(db) as archive:
        assert archive.size() == 0
    # Removal leaves no postings and no sketches behind.
    for table in ("files", "postings", "sketches", "sketch_blocks"):
        assert raw(db, f"SELECT count(*) FROM {table}") == [(0,)]


def test_settings_must_match(tmp_path: Path, archive_at: str, last_year: Path) -> None:
    db = archive_at
    assert add(db, last_year, "-k", "10")[0] == 0
    code, _, err = add(db, last_year, "-k", str(DEFAULT_K))
    assert code == 2 and f"made with k=10, w={DEFAULT_WINDOW}" in err
    assert add(db, last_year)[0] == 0  # no flag: the archive's k is used
    new = write_tree(tmp_path / "new", {"zed/a.py": PROGRAM})
    code, _, err = invoke("check", str(new), "--archive", str(db), "--no-report", "--no-config")
    assert code == 2 and f"pass -k 10 -w {DEFAULT_WINDOW}" in err
    code, _, _ = invoke(
        "check", str(new), "--archive", str(db), "--no-report", "--no-config", "-k", "10", "-q"
    )
    assert code == 0


def test_not_an_archive(tmp_path: Path) -> None:
    bogus = tmp_path / "bogus.db"
    bogus.write_text("hello, this is not sqlite\n" * 10)
    with pytest.raises(InputError, match="not a mossish archive"):
        Archive.open(bogus, k=DEFAULT_K, window=DEFAULT_WINDOW)
    with pytest.raises(InputError, match="no such archive"):
        Archive.open(tmp_path / "missing.db", k=DEFAULT_K, window=DEFAULT_WINDOW)
    code, _, err = invoke("archive", "list", str(tmp_path / "missing.db"))
    assert code == 2 and err.startswith("mossish: error: no such archive")


def test_check_against_archive(tmp_path: Path, archive_at: str, last_year: Path) -> None:
    db = archive_at
    assert add(db, last_year, "--label", "2025-fall")[0] == 0
    new = write_tree(tmp_path / "new", {"zed/plot.py": RENAMED, "yan/other.py": "print(1)\n" * 30})
    target = tmp_path / "r.json"
    code, _, err = invoke(
        "check", str(new), "--archive", str(db), "--no-report", "--no-config", "--json", str(target)
    )
    assert code == 0, err
    data = json.loads(target.read_text())
    # zed matches both archived copies of PROGRAM; the archive's own twins
    # (ann and dup) are never compared with each other.
    assert suspicious(data) == {("zed", "2025-fall/ann"), ("zed", "2025-fall/dup")}
    assert all(p["a"] == "zed" for p in data["pairs"])
    archived = {s["name"]: s for s in data["submissions"] if s["archive"]}
    assert archived["2025-fall/ann"]["archive"] == "2025-fall"
    assert archived["2025-fall/ann"]["path"] is None
    fragment = data["pairs"][0]["fragments"][0]
    assert fragment["b"]["file"] == "hist.py" and fragment["b"]["start_line"] >= 1
    # Every archived submission sharing a fingerprint is compared: cat too,
    # through a loop header it shares with PROGRAM.
    assert data["stats"]["archive_entries"] == 3


def check_with_folder(tmp_path: Path, last_year: Path) -> dict[str, Any]:
    """``check`` of a new class with ``--archive`` a folder of last year's work: the JSON."""
    new = write_tree(tmp_path / "new", {"zed/plot.py": RENAMED})
    target = tmp_path / "r.json"
    code, _, err = invoke(
        "check", str(new), "--archive", str(last_year), "--no-report", "--no-config",
        "--json", str(target),
    )  # fmt: skip
    assert code == 0, err
    data: dict[str, Any] = json.loads(target.read_text())
    return data


def test_archive_folder_of_old_work(tmp_path: Path, last_year: Path) -> None:
    data = check_with_folder(tmp_path, last_year)
    assert suspicious(data) == {("zed", "2025/ann"), ("zed", "2025/dup")}
    assert all(p["a"] == "zed" for p in data["pairs"])


def test_a_folder_of_old_work_keeps_its_warnings(tmp_path: Path, last_year: Path) -> None:
    (last_year / "ann" / "data.py").write_bytes(b"\x00\x01binary\xff" * 50)
    (last_year / "cat" / "broken.py").write_text("def f(:\n    return (1,\n")
    data = check_with_folder(tmp_path, last_year)
    warnings = {(w["path"], w["kind"], w["submission"]) for w in data["warnings"]}
    assert ("2025/ann/data.py", "binary", "2025/ann") in warnings
    assert ("2025/cat/broken.py", "syntax", "2025/cat") in warnings
    assert suspicious(data) == {("zed", "2025/ann"), ("zed", "2025/dup")}


def test_lookup_is_exact(tmp_path: Path, archive_at: str) -> None:
    db = archive_at
    rng = np.random.default_rng(7)
    entries = [
        ArchiveEntry(f"s{i}", (SourceFile("a.py", "python", "x = 1\n"),),
                     rng.integers(0, 2**64, 50, dtype=np.uint64), 10)
        for i in range(30)
    ]  # fmt: skip
    with open_archive(db, k=DEFAULT_K, window=DEFAULT_WINDOW, create=True) as archive:
        archive.add("t", entries)
        query = np.concatenate([entries[3].hashes[:10], entries[7].hashes[:5]])
        hashes, owners, holders = archive.lookup(query)
        ids = {name: sid for sid, _, s in archive.load(range(1, 31)) for name in [s.name]}
    assert sorted(owners.tolist()).count(ids["s3"]) == 10
    assert sorted(owners.tolist()).count(ids["s7"]) == 5
    assert set(hashes.tolist()) == set(query.tolist())
    assert (holders == 1).all()


WRITER = textwrap.dedent(
    """
    import sys, time
    import numpy as np
    from mossish.archive.backend import open_archive
    from mossish.archive.store import ArchiveEntry
    from mossish.settings import DEFAULT_K, DEFAULT_WINDOW
    from mossish.model import SourceFile

    from mossish.engine.sketch import Sketch, minhash

    def entries():
        for i in range(1000):
            if i == 5:
                print("READY", flush=True)
                time.sleep(60)  # killed here, mid-transaction
            hashes = np.arange(i * 10, i * 10 + 10, dtype=np.uint64)
            yield ArchiveEntry(f"new{i}", (SourceFile("a.py", "python", "y = 2\\n"),),
                               hashes, 5, Sketch(i, minhash(hashes)))

    with open_archive(sys.argv[1], k=DEFAULT_K, window=DEFAULT_WINDOW, create=True) as archive:
        archive.add("killed", entries())
    """
)


def test_killed_writer_leaves_archive_unchanged_and_readers_work(
    tmp_path: Path, archive_at: str, last_year: Path
) -> None:
    db = archive_at
    assert add(db, last_year, "--label", "2025-fall")[0] == 0
    writer = subprocess.Popen(
        [sys.executable, "-c", WRITER, str(db)],
        stdout=subprocess.PIPE, text=True, cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )  # fmt: skip
    try:
        assert writer.stdout is not None and writer.stdout.readline().strip() == "READY"
        # The writer holds its transaction open: readers still work, and see
        # the archive as it was.
        code, out, err = invoke("archive", "list", str(db))
        assert code == 0, err
        assert "2025-fall" in out and "killed" not in out
        new = write_tree(tmp_path / "new", {"zed/plot.py": RENAMED})
        assert invoke("check", str(new), "--archive", str(db), "--no-report", "-q",
                      "--no-config")[0] == 0  # fmt: skip
        code, out, _ = invoke("archive", "near", str(new), str(db), "--no-config")
        assert code == 0 and "zed: 2 near-duplicate(s)" in out
    finally:
        writer.send_signal(signal.SIGKILL)
        writer.wait()
    with open_existing(db) as archive:
        assert [row.label for row in archive.labels()] == ["2025-fall"]
        assert archive.size() == 3
        assert archive.sketch_count() == 3
        blocks = raw(db, "SELECT count(*) FROM sketch_blocks")[0][0]
        assert blocks == 3 * (archive.sketch_distance + 1)
        assert [m.name for m in archive.near(0, 3)] == []  # the killed entries' sketches
    assert raw(db, "SELECT count(*) FROM files") == [(3,)]
    if not is_server(db):
        assert raw(db, "PRAGMA integrity_check") == [("ok",)]
    code, out, _ = invoke("archive", "near", str(last_year / "ann"), str(db), "--no-config")
    assert code == 0 and "2025-fall/ann  distance  0" in out


def test_archive_files_are_never_executed_only_stored(tmp_path: Path, archive_at: str) -> None:
    # A submission whose code would write a file if it ever ran.
    evil = "open('PWNED', 'w').write('x')\nimport os\nos.system('touch PWNED2')\n" * 5
    root = write_tree(tmp_path / "y", {"mal/x.py": evil})
    db = archive_at
    assert add(db, root)[0] == 0
    new = write_tree(tmp_path / "new", {"m2/x.py": evil})
    assert invoke("check", str(new), "--archive", str(db), "--no-report", "-q",
                  "--no-config")[0] == 0  # fmt: skip
    assert not list(tmp_path.rglob("PWNED*")) and not list(ROOT.glob("PWNED*"))


def test_incompatible_normaliser_is_refused(
    tmp_path: Path, archive_at: str, last_year: Path
) -> None:
    db = archive_at
    assert add(db, last_year)[0] == 0
    raw(db, "UPDATE meta SET value = '0' WHERE key = 'normalizer'")
    with pytest.raises(UsageError, match="normaliser version 0"):
        open_archive(db, k=DEFAULT_K, window=DEFAULT_WINDOW)


# Pygments 1.0 is outside the supported range: never the version this run uses.
@pytest.mark.parametrize("made_with", ["normaliser 2, Pygments 1.0, Unicode 14.0.0", None])
def test_archive_of_another_pygments_is_refused_with_how_to_rebuild(
    tmp_path: Path, archive_at: str, last_year: Path, made_with: str | None
) -> None:
    """Fingerprints from two Pygments releases never mix: one line says how to rebuild."""
    db = archive_at
    assert add(db, last_year)[0] == 0
    with open_archive(db, k=DEFAULT_K, window=DEFAULT_WINDOW) as archive:
        assert archive.meta()["token_stream"] == TOKEN_STREAM
    if made_with is None:  # made before the token stream was recorded
        raw(db, "DELETE FROM meta WHERE key = 'token_stream'")
    else:
        raw(db, "UPDATE meta SET value = ? WHERE key = 'token_stream'", made_with)
    new = write_tree(tmp_path / "new", {"zed/hist.py": PROGRAM, "yan/median.py": HONEST})
    code, out, err = invoke("check", str(new), "--archive", str(db), "--no-report", "--no-config")
    assert code == 2 and out == ""
    assert len(err.splitlines()) == 1, err
    assert f"this mossish lexes with {TOKEN_STREAM}" in err
    assert (made_with or "did not record it;") in err
    assert "mossish archive add NEW.db FOLDER --label TERM" in err
    code, out, _ = invoke("archive", "info", str(db))
    assert code == 0 and f"token stream: {made_with or 'not recorded'}" in out


# --- near-duplicate search (SimHash) ------------------------------------------

NOAH = ROOT / "sample_submissions/python/students/s1159_noah_fischer"
OTHER = """\
def fizzbuzz(n):
    for i in range(1, n + 1):
        if i % 15 == 0:
            print("FizzBuzz")
        elif i % 3 == 0:
            print("Fizz")
        else:
            print(i)
"""


def near(target: Path, db: Path | str, *extra: str) -> tuple[int, str, str]:
    return invoke("archive", "near", str(target), str(db), "--no-config", *extra)


OTHER_CODE = """\
class Matrix:
    def __init__(self, rows, cols):
        self.rows = rows
        self.cols = cols
        self.data = [[0] * cols for _ in range(rows)]

    def transpose(self):
        result = Matrix(self.cols, self.rows)
        for i in range(self.rows):
            for j in range(self.cols):
                result.data[j][i] = self.data[i][j]
        return result
"""


def edited_copy(folder: Path, old: str, new: str) -> Path:
    shutil.copytree(NOAH, folder)
    source = folder / "gradebook.py"
    text = source.read_text(encoding="utf-8")
    assert old in text
    source.write_text(text.replace(old, new, 1), encoding="utf-8")
    return folder


def test_near_finds_resubmissions_and_light_edits(
    tmp_path: Path, archive_at: str, last_year: Path
) -> None:
    db = archive_at
    shutil.copytree(NOAH, last_year / "noah")
    assert add(db, last_year, "--label", "2025-fall")[0] == 0
    # Resubmissions with identifiers renamed, or comments and layout changed:
    # the same normalised tokens.  Unrelated code is far away.
    restyled = "# my own work\n\n" + HONEST.replace("xs", "values").replace("\n\n", "\n\n\n")
    new = write_tree(
        tmp_path / "new",
        {"zed/plot.py": RENAMED, "yan/stats.py": restyled, "xi/other.py": OTHER},
    )
    code, out, err = near(new, db)
    assert code == 0, err
    assert "zed: 2 near-duplicate(s)" in out
    assert "2025-fall/ann  distance  0  Jaccard ~1.00" in out
    assert "2025-fall/dup  distance  0  Jaccard ~1.00" in out
    assert "yan: 1 near-duplicate(s)\n  2025-fall/cat  distance  0  Jaccard ~1.00" in out
    assert "xi: none within 3 bits" in out
    assert "2 of 3 submission(s) have near-duplicates within 3 of 64 bits" in out
    # Lightly edited copies of a two-file submission (one comparison changed).
    # Hashes are stable, so each edit's distance is fixed; the exact numbers
    # depend on k, so they are measured here with a full scan, then the
    # indexed search and the scan fallback are checked against them.
    edits = [
        ("if len(numbered) < 2:", "if len(numbered) <= 2:"),
        ("value > 100", "value >= 100"),
        ("if len(numbered) < 2:", "if len(numbered) < 2 or False:"),
        ("value > 100", "value > 100 + 0"),
        ("value > 100", "value > 100 and value >= 0 and value != 7 and value < 10 ** 9"),
        (
            "if len(numbered) < 2:",
            "if len(numbered) < 2 or not numbered or numbered is None or len(numbered) == 0:",
        ),
        # A whole block of new code: farther than the radius.
        ("GRADE_CUTOFFS = ", HONEST + "\n\n" + OTHER_CODE + "\n\nGRADE_CUTOFFS = "),
    ]
    measured = {}
    for number, (old, new_text) in enumerate(edits):
        copy = edited_copy(tmp_path / f"edit{number}", old, new_text)
        _, out, _ = near(copy, db, "--distance", "64")
        found = re.search(r"2025-fall/noah  distance +(\d+)", out)
        assert found is not None, out
        measured[copy] = int(found.group(1))
    assert any(d <= 3 for d in measured.values()) and any(d > 3 for d in measured.values())
    for copy, distance in measured.items():
        code, out, err = near(copy, db)
        if distance <= 3:
            assert f"2025-fall/noah  distance  {distance}" in out
        else:
            assert f"{copy.name}: none within 3 bits" in out
            _, out, err = near(copy, db, "--distance", str(distance))
            assert re.search(rf"2025-fall/noah  distance +{distance}", out)
            assert "beyond the archive's indexed radius 3: scanning all" in err


def test_near_reads_a_file_a_submission_folder_or_a_class(
    tmp_path: Path, archive_at: str, last_year: Path
) -> None:
    db = archive_at
    assert add(db, last_year)[0] == 0
    # A single file is one submission.
    code, out, _ = near(last_year / "ann" / "hist.py", db)
    assert code == 0 and out.startswith("hist.py: 2 near-duplicate(s)")
    # A folder with source files in it is one submission, sub-folders
    # included: the same two files as an archived submission, laid out
    # otherwise, are the same submission.
    pair = write_tree(tmp_path / "old", {"pair/hist.py": PROGRAM, "pair/median.py": HONEST})
    assert add(db, pair, "--label", "old")[0] == 0
    split = write_tree(tmp_path / "split", {"hist.py": RENAMED, "lib/stats.py": HONEST})
    code, out, _ = near(split, db)
    assert code == 0 and out.startswith("split: 1 near-duplicate(s)\n  old/pair  distance  0")
    # A folder of folders is a class; --root forces that reading.
    code, out, _ = near(last_year, db)
    assert [line.split(":")[0] for line in out.splitlines() if not line.startswith(" ")][:3] == [
        "ann", "cat", "dup"
    ]  # fmt: skip
    code, out, _ = near(split, db, "--root")
    assert "hist.py: 2 near-duplicate(s)" in out and "lib: 1 near-duplicate(s)" in out
    code, _, err = near(split, db, "--distance", "65")
    assert code == 2 and "64 bits" in err
    code, _, err = near(split, tmp_path / "missing.db")
    assert code == 2 and "no such archive" in err


def test_info_and_api_of_sketches(tmp_path: Path, archive_at: str, last_year: Path) -> None:
    db = archive_at
    assert add(db, last_year, "--label", "y")[0] == 0
    _, out, _ = invoke("archive", "info", str(db))
    assert "SimHash radius 3 by index, MinHash 128 slots; 3 submission(s) sketched" in out
    files = (SourceFile("a.py", "python", "x = 1\n"),)
    hashes = np.arange(5, dtype=np.uint64)
    with open_archive(db, k=DEFAULT_K, window=DEFAULT_WINDOW) as archive:
        archive.add(
            "api", [ArchiveEntry("bare", files, hashes, 1)]
        )  # no sketch: stored all the same
        assert archive.size() == 4 and archive.sketch_count() == 3
        with pytest.raises(ValueError, match="MinHash of 64 slots"):
            archive.add(
                "api", [ArchiveEntry("odd", files, hashes, 1, Sketch(1, minhash(hashes, 64)))]
            )
        assert archive.names("api") == ["bare"]  # the failed add left nothing
        matches = archive.near(archive_simhash(db, "y", "ann"), 0)
        assert [(m.label, m.name, m.distance) for m in matches] == [
            ("y", "ann", 0),
            ("y", "dup", 0),
        ]
        signatures = archive.signatures([m.id for m in matches])
        assert np.array_equal(signatures[matches[0].id], signatures[matches[1].id])
        with pytest.raises(UsageError):
            archive.near(0, -1)
    _, _, err = near(last_year, db)
    assert "1 archived submission(s) have no sketch" in err


def archive_simhash(db: str, label: str, name: str) -> int:
    rows = raw(
        db,
        "SELECT s.simhash FROM sketches s JOIN submissions u ON u.id = s.submission "
        "WHERE u.label = ? AND u.name = ?",
        label,
        name,
    )
    return int(rows[0][0]) % 2**64


def test_older_schema_is_refused_with_rebuild(
    tmp_path: Path, archive_at: str, last_year: Path
) -> None:
    db = archive_at
    assert add(db, last_year)[0] == 0
    raw(db, "UPDATE meta SET value = '2' WHERE key = 'schema'")
    with pytest.raises(UsageError, match=r"storage schema 2.*rebuild"):
        open_archive(db, k=DEFAULT_K, window=DEFAULT_WINDOW)
    code, _, err = invoke("archive", "remove", str(db), "2025")
    assert code == 2 and "rebuild the archive" in err
    assert invoke("archive", "info", str(db))[0] == 0  # still inspectable


def test_check_flags_resubmissions_first(tmp_path: Path, archive_at: str, last_year: Path) -> None:
    db = archive_at
    assert add(db, last_year, "--label", "2025-fall")[0] == 0
    new = write_tree(tmp_path / "new", {"zed/plot.py": RENAMED, "yan/med.py": HONEST + "x = 1\n"})
    for prior in (str(db), str(last_year)):
        target = tmp_path / "r.json"
        code, out, err = invoke(
            "check", str(new), "--archive", prior, "--no-report", "--no-config",
            "--json", str(target),
        )  # fmt: skip
        assert code == 0, err
        found = json.loads(target.read_text())["resubmissions"]
        label = "2025-fall" if prior == str(db) else "2025"
        assert {(r["submission"], r["prior"], r["distance"]) for r in found} >= {
            ("zed", f"{label}/ann", 0),
            ("zed", f"{label}/dup", 0),
        }
        assert all(r["label"] == label for r in found)
        assert "resubmitted? zed is a near-copy of" in out


def test_a_near_sketch_is_flagged_only_where_the_comparison_confirms_it(
    tmp_path: Path, archive_at: str, last_year: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # At a radius of 64 bits every archived sketch is "near": only the pairs
    # whose fragments reach the threshold are reported as resubmissions.
    from mossish.archive import prior

    monkeypatch.setattr(prior, "NEAR_DISTANCE", 64)
    db = archive_at
    assert add(db, last_year)[0] == 0
    new = write_tree(tmp_path / "new", {"zed/plot.py": RENAMED, "yan/med.py": HONEST + "x = 1\n"})
    target = tmp_path / "r.json"
    code, _, err = invoke(
        "check", str(new), "--archive", str(db), "--no-report", "--no-config", "--json", str(target)
    )
    assert code == 0, err
    data = json.loads(target.read_text())
    found = {(r["submission"], r["prior"]) for r in data["resubmissions"]}
    assert found == {("zed", "2025/ann"), ("zed", "2025/dup"), ("yan", "2025/cat")}
    compared = {(p["a"], p["b"]) for p in data["pairs"]}
    assert ("zed", "2025/cat") in compared or ("2025/cat", "zed") in compared


# --- several writers at once ----------------------------------------------------

WRITERS = textwrap.dedent(
    """
    import sys, time
    from pathlib import Path
    import numpy as np
    from mossish.archive.backend import open_archive
    from mossish.archive.store import ArchiveEntry
    from mossish.engine.sketch import Sketch, minhash
    from mossish.model import SourceFile
    from mossish.settings import DEFAULT_K, DEFAULT_WINDOW

    location, label, go = sys.argv[1], sys.argv[2], Path(sys.argv[3])
    shared = np.arange(1, 21, dtype=np.uint64)  # every entry of every writer holds these

    def entries():
        for i in range(25):
            own = np.arange(10, dtype=np.uint64) + 1000 * (ord(label) * 100 + i)
            hashes = np.concatenate([shared, own])
            yield ArchiveEntry(f"e{i:02d}", (SourceFile("a.py", "python", f"x = {i}\\n"),),
                               hashes, 40, Sketch(ord(label) * 1000 + i, minhash(hashes)))

    while not go.exists():
        time.sleep(0.01)
    # On a server the archive does not exist yet: the writers race to create it too.
    with open_archive(location, k=DEFAULT_K, window=DEFAULT_WINDOW, create=True) as archive:
        archive.add(label, entries())
    """
)


def test_several_processes_add_classes_at_once(tmp_path: Path, archive_at: str) -> None:
    db = archive_at
    go = tmp_path / "go"
    labels = ["a", "b", "c", "c"]  # two writers replace the same label's submissions
    if not is_server(db):
        # Two processes creating one SQLite file at once can see it empty (the
        # other's half-made file) and refuse it; on a server they race to create.
        open_archive(db, k=DEFAULT_K, window=DEFAULT_WINDOW, create=True).close()
    writers = [
        subprocess.Popen(
            [sys.executable, "-c", WRITERS, db, label, str(go)],
            stderr=subprocess.PIPE,
            text=True,
            cwd=ROOT,
            env={**os.environ, "PYTHONPATH": str(ROOT)},
        )
        for label in labels
    ]
    go.touch()
    errors = [writer.communicate(timeout=120)[1] for writer in writers]
    assert [writer.returncode for writer in writers] == [0] * len(labels), errors
    with open_existing(db) as archive:
        assert [(row.label, row.submissions) for row in archive.labels()] == [
            ("a", 25), ("b", 25), ("c", 25)
        ]  # fmt: skip
        assert archive.names("c") == [f"e{i:02d}" for i in range(25)]
        assert archive.sketch_count() == 75
        # Every fingerprint of every entry is there once: 20 shared by all, 10 each.
        owns = [
            np.arange(10, dtype=np.uint64) + 1000 * (ord(label) * 100 + i)
            for label in "abc"
            for i in range(25)
        ]
        everything = np.concatenate([np.arange(1, 21, dtype=np.uint64), *owns])
        hashes, owners, holders = archive.lookup(everything)
        assert hashes.shape[0] == 75 * 30
        assert (holders[hashes <= 20] == 75).all() and (holders[hashes > 20] == 1).all()
        assert len(set(owners.tolist())) == 75
        near = archive.near(ord("b") * 1000 + 7, 0)
        assert [(m.label, m.name) for m in near] == [("b", "e07")]
    assert raw(db, "SELECT count(*) FROM sketch_blocks") == [(75 * 4,)]
    assert raw(db, "SELECT count(*) FROM files") == [(75,)]
