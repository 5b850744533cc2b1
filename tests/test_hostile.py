"""Hostile inputs a student (or a huge class) can hand in: built here, never committed.

Each test builds its attack in ``tmp_path`` and checks the run goes on, says
what it passed over, and never hangs, crashes or hides a submission.
"""

from __future__ import annotations

import io
import json
import os
from pathlib import Path

import pytest

from helpers import write_tree
from mossish.cli.main import main

PROGRAM = """\
def histogram(values, width=40):
    top = max(values)
    lines = []
    for index, value in enumerate(values):
        bar = "#" * int(width * value / top)
        lines.append(f"{index:>3} {bar}")
    return "\\n".join(lines)
"""

fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")


def invoke(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(list(args), stdout=out, stderr=err)
    return code, out.getvalue(), err.getvalue()


def check_json(root: Path, *extra: str) -> dict[str, object]:
    result = root.parent / "result.json"
    code, _, err = invoke("check", str(root), "--no-report", "-q", "--json", str(result), *extra)
    assert code == 0, err
    data: dict[str, object] = json.loads(result.read_text(encoding="utf-8"))
    return data


def warnings_of(data: dict[str, object]) -> dict[str, tuple[str, str]]:
    return {w["path"]: (w["kind"], w["message"]) for w in data["warnings"]}  # type: ignore[attr-defined]


@fifo
def test_named_pipes_are_never_opened(tmp_path: Path) -> None:
    root = write_tree(tmp_path / "C", {"a/main.py": PROGRAM, "b/main.py": PROGRAM})
    os.mkfifo(root / "a" / "notes.zip")
    os.mkfifo(root / "b" / "data.tar.gz")
    os.mkfifo(root / "b" / "helper.py")
    os.mkfifo(tmp_path / "pipe")
    data = check_json(root)  # would block forever on opening a pipe
    found = warnings_of(data)
    assert found["a/notes.zip"][0] == "unreadable" and "named pipe" in found["a/notes.zip"][1]
    assert found["b/data.tar.gz"][0] == "unreadable"
    assert found["b/helper.py"][0] == "unreadable"
    for flag in ("--base", "--target"):
        code, _, err = invoke("check", str(root), "--no-report", "-q", flag, str(tmp_path / "pipe"))
        assert code == 2 and "named pipe" in err and err.count("\n") == 1


def test_a_symlink_loop_in_the_root_is_one_warning(tmp_path: Path) -> None:
    root = write_tree(tmp_path / "C", {"a/main.py": PROGRAM, "b/main.py": PROGRAM})
    os.symlink("loop", root / "loop")
    os.symlink("other", root / "b" / "other")  # a loop inside a submission too
    os.symlink(root, root / "a" / "up")  # and a link back to the ROOT
    data = check_json(root)
    found = warnings_of(data)
    assert found["loop"][0] == "link"
    assert found["b/other"][0] == "link" and found["a/up"][0] == "link"
    assert data["pairs"][0]["similarity"] == 1.0  # type: ignore[index]


def test_no_submission_hides_silently(tmp_path: Path) -> None:
    import zipfile

    root = write_tree(
        tmp_path / "C",
        {
            "alice/main.py": PROGRAM,
            "bob/.mossish-report": "",  # an empty marker is no report
            "bob/main.py": PROGRAM,
            "carol/.hidden/main.py": PROGRAM,
            "dan/build/main.py": PROGRAM,
            "dan/target/.x/y.py": PROGRAM,
            "erin/src/main.py": PROGRAM,
            "erin/src/.mossish-report": "This folder is a mossish report: mossish check"
            " replaces it on every run.\n",
            "erin/src/index.html": "<p>a report</p>",
        },
    )
    with zipfile.ZipFile(root / "fay.zip", "w") as archive:
        archive.writestr("fay/src/.git/x.py", PROGRAM)
        archive.writestr("fay/bin/x.py", PROGRAM)
    data = check_json(root)
    names = [s["name"] for s in data["submissions"]]  # type: ignore[attr-defined]
    assert names == ["alice", "bob", "carol", "dan", "erin", "fay"]
    found = warnings_of(data)
    assert set(found) == {"carol", "dan", "fay"}
    assert found["carol"] == (
        "no-source",
        "no source files found in this submission; passed over: .hidden/ (hidden folder)",
    )
    assert "build/ (build or tool folder)" in found["dan"][1]
    assert "fay/src/.git/ (hidden folder)" in found["fay"][1]
    assert "fay/bin/ (build or tool folder)" in found["fay"][1]
    similar = {(p["a"], p["b"]) for p in data["pairs"] if p["similarity"] > 0.9}  # type: ignore[index]
    assert {("alice", "bob"), ("alice", "erin")} <= similar  # erin's forged report hid nothing


def _all_outputs(tmp_path: Path, root: Path) -> tuple[str, dict[str, object]]:
    """Run check with every writer; returns the terminal output and the JSON."""
    out = tmp_path / "out"
    out.mkdir()
    code, stdout, err = invoke(
        "check", str(root), "-o", str(out / "report"), "--json", str(out / "r.json"),
        "--csv", str(out / "r.csv"), "--sarif", str(out / "r.sarif"),
        "--junit", str(out / "r.xml"), "--fail-above", "0.5",
    )  # fmt: skip
    assert code == 1, err  # the copies are found, and nothing crashed
    for written in out.rglob("*"):
        if written.is_file():
            written.read_bytes().decode("utf-8")  # every output is valid UTF-8
    from xml.etree import ElementTree

    ElementTree.parse(out / "r.xml")  # parses: only characters XML can carry
    json.loads((out / "r.sarif").read_text(encoding="utf-8"))
    data: dict[str, object] = json.loads((out / "r.json").read_text(encoding="utf-8"))
    return stdout + err, data


def test_non_utf8_names_are_carried_and_shown(tmp_path: Path) -> None:
    import tarfile

    root = tmp_path / "C"
    (root / "ann").mkdir(parents=True)
    (root / "ann" / "main.py").write_text(PROGRAM)
    os.mkdir(os.fsencode(root) + b"/b\xe9a")  # Latin-1, not UTF-8
    Path(os.fsdecode(os.fsencode(root) + b"/b\xe9a/caf\xe9.py")).write_text(PROGRAM)
    with tarfile.open(root / "cy.tar", "w", format=tarfile.GNU_FORMAT, encoding="latin-1") as tar:
        member = tarfile.TarInfo("d\xe9j\xe0/m\xe9.py")
        member.size = len(PROGRAM)
        tar.addfile(member, io.BytesIO(PROGRAM.encode()))
    shown, data = _all_outputs(tmp_path, root)
    names = [s["name"] for s in data["submissions"]]  # type: ignore[attr-defined]
    assert names == ["ann", "b\\xe9a", "cy"]
    files = {f["path"] for s in data["submissions"] for f in s["files"]}  # type: ignore[attr-defined]
    assert files == {"main.py", "caf\\xe9.py", "d\\xe9j\\xe0/m\\xe9.py"}
    assert "b\\xe9a" in shown
    code, _, err = invoke("archive", "add", str(tmp_path / "a.db"), str(root), "--label", "y1")
    assert code == 0, err
    code, listed, err = invoke(
        "check", str(root), "--no-report", "--archive", str(tmp_path / "a.db")
    )
    assert code == 0 and "y1/b\\xe9a" in listed, err


def test_names_never_act_on_a_terminal_log_or_xml(tmp_path: Path) -> None:
    evil = "x\x1b[2J\x1b]0;owned\x07\rFAKE\nok \u202egnp.py"
    root = write_tree(tmp_path / "C", {"ann/main.py": PROGRAM, f"{evil}/main.py": PROGRAM})
    shown, data = _all_outputs(tmp_path, root)
    assert not any(c in shown for c in "\x1b\x07\r\u202e")
    assert "x\\x1b[2J" in shown and "\\x0dFAKE\\x0aok \\u202egnp.py" in shown
    assert not any(line.startswith("FAKE") for line in shown.splitlines())
    sarif = (tmp_path / "out" / "r.sarif").read_text(encoding="utf-8")
    assert "\\u001b" not in sarif and "\\x1b" in sarif
    assert evil in [s["name"] for s in data["submissions"]]  # type: ignore[attr-defined]


def test_outputs_never_replace_what_is_not_a_file(tmp_path: Path) -> None:
    import threading

    root = write_tree(tmp_path / "C", {"a/main.py": PROGRAM, "b/main.py": PROGRAM})
    # "-" is standard output; the summary then goes to standard error.
    code, out, err = invoke("check", str(root), "--no-report", "--json", "-")
    assert code == 0 and json.loads(out)["pairs"] and "top pairs" in err
    code, _, err = invoke("check", str(root), "--no-report", "--json", "-", "--csv", "-")
    assert code == 2 and err.count("\n") == 1
    # A link is written through, and stays a link.
    link = tmp_path / "link.json"
    link.symlink_to("real.json")
    assert invoke("check", str(root), "--no-report", "-q", "--json", str(link))[0] == 0
    assert link.is_symlink() and json.loads((tmp_path / "real.json").read_text())["pairs"]
    # A folder is refused before the work; a full device is one line, not a rename.
    code, _, err = invoke("check", str(root), "--no-report", "-q", "--csv", str(tmp_path))
    assert code == 2 and "is a folder" in err and err.count("\n") == 1
    if Path("/dev/full").exists():
        code, _, err = invoke("check", str(root), "--no-report", "-q", "--sarif", "/dev/full")
        assert code == 2 and "/dev/full" in err and err.count("\n") == 1
        assert Path("/dev/full").is_char_device()
    if hasattr(os, "mkfifo"):  # a named pipe is written through to its reader
        pipe = tmp_path / "pipe.json"
        os.mkfifo(pipe)
        got: list[bytes] = []
        reader = threading.Thread(target=lambda: got.append(pipe.read_bytes()))
        reader.start()
        assert invoke("check", str(root), "--no-report", "-q", "--json", str(pipe))[0] == 0
        reader.join(10)
        assert json.loads(got[0])["pairs"] and pipe.is_fifo()
    # A new file follows the umask; a replaced file keeps its permissions.
    old = os.umask(0o027)
    try:
        fresh, private = tmp_path / "new.csv", tmp_path / "private.csv"
        private.write_text("old")
        private.chmod(0o600)
        for target in (fresh, private):
            assert invoke("check", str(root), "--no-report", "-q", "--csv", str(target))[0] == 0
    finally:
        os.umask(old)
    assert fresh.stat().st_mode & 0o777 == 0o640
    assert private.stat().st_mode & 0o777 == 0o600 and private.read_text().startswith("rank")


def test_archive_failures_are_one_line_each(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import shutil
    import sqlite3

    from mossish.archive import store as archive_module

    root = write_tree(tmp_path / "C", {"a/main.py": PROGRAM, "b/main.py": PROGRAM})
    db = tmp_path / "prior.db"
    assert invoke("archive", "add", str(db), str(root), "--label", "y1")[0] == 0

    def one_line(code: int, *args: str) -> str:
        got, _, err = invoke(*args)
        assert got == code and err.startswith("mossish: error: ") and err.count("\n") == 1, err
        return err

    # Another writer holds the lock past the wait: busy, exit 75, no traceback.
    monkeypatch.setattr(archive_module, "_BUSY_TIMEOUT_MS", 50)
    holder = sqlite3.connect(db, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    assert "busy" in one_line(75, "archive", "add", str(db), str(root), "--label", "y2")
    assert "busy" in one_line(75, "archive", "remove", str(db), "y1")
    holder.execute("ROLLBACK")
    holder.close()
    # Reads work where SQLite cannot make its shared-memory file (read-only media).
    media = tmp_path / "media"
    media.mkdir()
    shutil.copy(db, media / "prior.db")
    (media / "prior.db-shm").mkdir()
    (media / "prior.db-wal").mkdir()
    for action in ("list", "info"):
        code, out, err = invoke("archive", action, str(media / "prior.db"))
        assert code == 0 and ("y1" in out or "submissions: 2" in out), err
    code, out, err = invoke("check", str(root), "--no-report", "--archive", str(media / "prior.db"))
    assert code == 0 and "prior work: 2 archived" in out, err
    # A read-only archive file cannot be changed: one line, exit 2.
    real = archive_module.connect
    monkeypatch.setattr(archive_module, "connect", lambda p, w, ms: real(p, False, ms))
    assert "read-only" in one_line(2, "archive", "remove", str(db), "y1")
    monkeypatch.setattr(archive_module, "connect", real)
    # Damaged archives: missing settings, a missing table, an empty file.
    for broken, statement in (("meta", "DELETE FROM meta WHERE key = 'k'"),
                              ("postings", "DROP TABLE postings")):  # fmt: skip
        copy = tmp_path / f"no-{broken}.db"
        shutil.copy(db, copy)
        with sqlite3.connect(copy) as connection:
            connection.execute(statement)
        for args in (("archive", "list", str(copy)),
                     ("check", str(root), "--no-report", "--archive", str(copy))):  # fmt: skip
            assert "not a complete mossish archive" in one_line(2, *args)
    empty = tmp_path / "empty.db"
    empty.touch()
    assert "empty file" in one_line(2, "check", str(root), "--no-report", "--archive", str(empty))
    assert empty.stat().st_size == 0  # no schema written into it


def test_long_lines_csp_and_csv_formulas(tmp_path: Path) -> None:
    import re

    from helpers import run
    from mossish.report.csv import to_csv
    from mossish.report.html import write_report

    line = "values = [" + "1, " * 70_000 + "]\n"  # one line of 210,000 characters
    analysis = run({"ann": PROGRAM + line, " =cmd|' /C calc'!A0": PROGRAM + line})
    index = write_report(analysis, tmp_path / "report", pages=1)
    page = (index.parent / "pairs" / "1.html").read_text(encoding="utf-8")
    assert len(page) < 100_000 and "more characters on this line, not shown" in page
    # The one script runs by its hash: no file on the disk can run as the report's script.
    policy = re.search(r'Content-Security-Policy" content="([^"]*)"', page)
    assert policy is not None
    scripts = re.search(r"script-src ([^;]*);", policy.group(1))
    assert scripts is not None and scripts.group(1).startswith("'sha256-")
    assert "file:" not in scripts.group(1) and "'self'" not in scripts.group(1)
    assert "<script src" not in page
    rows = to_csv(analysis).splitlines()
    assert ",' =cmd|" in rows[1]  # leading blanks do not hide a formula


def _dead_pid() -> int:
    import subprocess
    import sys

    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


def test_killed_runs_leave_nothing_behind(tmp_path: Path) -> None:
    import signal
    import subprocess
    import sys
    import time

    from helpers import run
    from mossish.report.html import MARKER, write_report
    from mossish.report.html.swap import exchange

    # Lexing workers die with a parent killed by SIGKILL.
    script = (
        "import os, sys, time\n"
        "from concurrent.futures import ProcessPoolExecutor\n"
        "from mossish.engine import lexjob\n"
        "pool = ProcessPoolExecutor(max_workers=2, initializer=lexjob.start)\n"
        "list(pool.map(abs, range(8)))\n"
        "print(' '.join(str(p) for p in pool._processes), flush=True)\n"
        "time.sleep(60)\n"
    )
    parent = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True)
    assert parent.stdout is not None
    workers = [int(p) for p in parent.stdout.readline().split()]
    assert len(workers) == 2
    parent.send_signal(signal.SIGKILL)
    parent.wait()
    deadline = time.monotonic() + 10
    alive = workers
    while alive and time.monotonic() < deadline:
        time.sleep(0.1)
        alive = [p for p in alive if Path(f"/proc/{p}").exists() and "Z" not in
                 Path(f"/proc/{p}/stat").read_text().split()[2:3]]  # fmt: skip
    for pid in alive:  # never leave a process behind, even when failing
        os.kill(pid, signal.SIGKILL)
    assert not alive

    # A dead run's staging is removed; a live run's is left alone.
    analysis = run({"a": PROGRAM, "b": PROGRAM})
    target = tmp_path / "report"
    dead = tmp_path / f".report.{_dead_pid()}.abc123.tmp"
    live = tmp_path / f".report.{os.getppid()}.def456.tmp"
    for folder in (dead, live):
        (folder / "pairs").mkdir(parents=True)
    write_report(analysis, target)
    assert not dead.exists() and live.exists()

    # A kill between the two renames of a non-Linux swap: the next run puts the
    # old report back at its path before anything else.
    hidden = tmp_path / f".report.{_dead_pid()}.0123456789ab.old"
    target.rename(hidden)
    from mossish.report.html.swap import clean_stale

    clean_stale(target)
    assert (target / MARKER).is_file() and not hidden.exists()
    # On Linux the swap is one exchange: the old report is at its path until replaced.
    first, second = tmp_path / "x", tmp_path / "y"
    first.mkdir()
    second.mkdir()
    (first / "one").touch()
    if exchange(first, second):
        assert (second / "one").exists() and not (first / "one").exists()
    write_report(analysis, target)
    leftovers = [p.name for p in tmp_path.iterdir() if p.name.startswith(".report.")]
    assert leftovers == [live.name]


def test_a_code_bomb_is_cut_at_one_submission_s_share(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Bombs are stopped by what makes them bombs (ratio, entries, one submission's share of
    the class), not by the class's budget; what they stop leaves the submission not fully
    checked, so a gate fails it (exit 3)."""
    import zipfile

    from mossish.inputs import archives as unpack
    from mossish.inputs import budget

    monkeypatch.setattr(budget, "SUBMISSION_BYTES", 20_000)
    monkeypatch.setattr(unpack, "MAX_TOTAL_BYTES", 20_000)
    monkeypatch.setattr(budget, "SHARE_OF_MEDIAN", 2)
    body = "".join(f"def f{i}(a):\n    return a * {i} + {i * 7}\n\n" for i in range(40))
    root = write_tree(tmp_path / "C", {"ann/main.py": PROGRAM, "ben/main.py": PROGRAM})
    bomb = io.BytesIO()  # many code files of fair size: each passes every per-file limit
    with zipfile.ZipFile(bomb, "w", zipfile.ZIP_DEFLATED) as archive:
        for i in range(30):
            archive.writestr(f"gen/m{i:02}.py", body)
    (root / "cat.zip").write_bytes(bomb.getvalue())
    nested = io.BytesIO()
    with zipfile.ZipFile(nested, "w") as outer:
        outer.writestr("inner.zip", bomb.getvalue())
    (root / "dan.zip").write_bytes(nested.getvalue())
    write_tree(root, {f"eve/part{i:02}.py": body for i in range(20)})  # on disk: cut at reading
    data = check_json(root)
    names = [s["name"] for s in data["submissions"]]  # type: ignore[attr-defined]
    assert names == ["ann", "ben", "cat", "dan", "eve"]  # nobody lost, nothing crashed
    warnings: list[dict[str, str]] = data["warnings"]  # type: ignore[assignment]
    held = [w for w in warnings if "one submission's archive may hold" in w["message"]]
    assert sorted((w["kind"], w["path"]) for w in held) == [
        ("archive-bomb", "cat/cat.zip"),
        ("archive-bomb", "dan/inner.zip"),
    ]
    assert "20,000 bytes" in held[0]["message"]
    shares = [w for w in warnings if "share of the class" in w["message"]]
    assert [(w["kind"], w["path"]) for w in shares] == [("too-large", "eve")]
    files = sum(len(s["files"]) for s in data["submissions"])  # type: ignore[attr-defined]
    assert files < 40  # of 82: the rest was never read
    unread = {s["name"]: s["unread"] for s in data["submissions"]}  # type: ignore[attr-defined]
    assert unread["cat"] == ["cat.zip"] and unread["dan"] == ["inner.zip"]
    assert unread["ann"] == unread["ben"] == []
    assert unread["eve"] and unread["eve"][-1] == "part19.py"
    assert data["pairs"][0]["a"] == "ann" and data["pairs"][0]["similarity"] == 1.0  # type: ignore[index]
    # The gate names what it did not fully check (ann and ben's copy fails it first).
    code, out, _ = invoke("check", str(root), "--no-report", "--fail-above", "1")
    unchecked = out.splitlines()[-1]
    assert code == 1 and "cat: not read: cat.zip" in unchecked and "eve: not read" in unchecked


def test_check_against_an_archive_crosses_in_bounded_chunks(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from mossish.archive import prior

    pool = [f"def h{i}(v):\n    t = {i}\n    for x in v:\n        t = t * {i % 7 + 2} + x\n"
            f"    return t % {i + 101}\n\n" for i in range(40)]  # fmt: skip
    old = write_tree(tmp_path / "old", {f"o{n}/m.py": "".join(pool[n : n + 12]) for n in range(20)})
    new = write_tree(
        tmp_path / "new", {f"s{n}/m.py": "".join(pool[n + 3 : n + 14]) for n in range(12)}
    )
    db = tmp_path / "prior.db"
    assert invoke("archive", "add", str(db), str(old), "--label", "y1", "-q")[0] == 0
    args = ("check", str(new), "--no-report", "-q", "--archive", str(db), "--json")
    assert invoke(*args, str(tmp_path / "whole.json"))[0] == 0
    monkeypatch.setattr(prior, "MAX_CROSSED", 10)  # every document on its own
    assert invoke(*args, str(tmp_path / "chunked.json"))[0] == 0
    whole = (tmp_path / "whole.json").read_text()
    assert '"y1/o' in whole and whole == (tmp_path / "chunked.json").read_text()


def test_check_against_an_archive_of_look_alikes_stays_bounded(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Every submission normalises to the same tokens, so every archive entry is
    # a near-duplicate of every submission: --archive-top must still bound the
    # entries compared, and entries are prepared a chunk at a time.
    from mossish.archive import prior

    pool = [f"def h{i}(v):\n    t = {i}\n    for x in v:\n        t = t * {i % 7 + 2} + x\n"
            f"    return t % {i + 101}\n\n" for i in range(40)]  # fmt: skip
    old = write_tree(
        tmp_path / "old", {f"o{n:02}/m.py": "".join(pool[n : n + 12]) for n in range(30)}
    )
    new = write_tree(
        tmp_path / "new", {f"s{n}/m.py": "".join(pool[n + 3 : n + 15]) for n in range(8)}
    )
    db = tmp_path / "prior.db"
    assert invoke("archive", "add", str(db), str(old), "--label", "y1", "-q")[0] == 0
    args = ("check", str(new), "--no-report", "-q", "--archive", str(db), "--archive-top", "3")
    assert invoke(*args, "--json", str(tmp_path / "whole.json"))[0] == 0
    data = json.loads((tmp_path / "whole.json").read_text())
    prior_pairs = [p for p in data["pairs"] if p["b"].startswith("y1/")]  # type: ignore[union-attr, index]
    per_submission: dict[str, int] = {}
    for pair in prior_pairs:
        per_submission[pair["a"]] = per_submission.get(pair["a"], 0) + 1
    # Three by shared fingerprints and three nearest by SimHash, at most (not 30).
    assert per_submission and max(per_submission.values()) <= 6
    assert data["stats"]["archive_candidates"] <= 8 * 6  # type: ignore[index]
    assert "archive-crowded" in {w["kind"] for w in data["warnings"]}  # type: ignore[union-attr]

    sizes: list[int] = []
    compare_all = prior.compare_all

    def counted(documents, *rest, **named):  # type: ignore[no-untyped-def]
        sizes.append(len(documents))
        return compare_all(documents, *rest, **named)

    monkeypatch.setattr(prior, "compare_all", counted)
    monkeypatch.setattr(prior, "PRIOR_CHUNK_ENTRIES", 2)
    assert invoke(*args, "--json", str(tmp_path / "chunked.json"))[0] == 0
    assert len(sizes) > 1 and max(sizes) <= 8 + 2  # the class and one chunk of entries
    assert (tmp_path / "chunked.json").read_text() == (tmp_path / "whole.json").read_text()
