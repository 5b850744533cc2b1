"""Discover stage: what counts as a submission, and bad input as warnings."""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path
from typing import BinaryIO

import pytest

from helpers import write_tree
from mossish.errors import ClassTooLarge, InputError
from mossish.inputs import reading
from mossish.inputs.discover import decode, discover
from mossish.settings import Settings

CODE = "def f(x):\n    return x + 1\n"


def kinds(problems: tuple) -> dict[str, str]:  # type: ignore[type-arg]
    return {p.path: p.kind for p in problems}


def test_subfolders_and_loose_files_are_submissions(tmp_path: Path) -> None:
    write_tree(
        tmp_path,
        {
            "alice/main.py": CODE,
            "alice/pkg/util.py": CODE,
            "bob/Main.java": "class Main { }\n",
            "carol.py": CODE,
            "notes.md": "# not a submission\n",
        },
    )
    inputs = discover([str(tmp_path)], Settings())
    assert [s.name for s in inputs.submissions] == ["alice", "bob", "carol.py"]
    alice = inputs.submissions[0]
    assert [f.path for f in alice.files] == ["main.py", "pkg/util.py"]
    assert {f.language for s in inputs.submissions for f in s.files} == {"python", "java"}


def test_hidden_build_and_cache_folders_are_skipped(tmp_path: Path) -> None:
    write_tree(
        tmp_path,
        {
            "a/main.py": CODE,
            "a/.git/config.py": CODE,
            "a/__pycache__/main.py": CODE,
            "a/node_modules/lib.js": "var x = 1;\n",
            "a/build/gen.py": CODE,
            "a/.hidden.py": CODE,
        },
    )
    (submission,) = discover([str(tmp_path)], Settings()).submissions
    assert [f.path for f in submission.files] == ["main.py"]


def test_bad_files_become_warnings(tmp_path: Path) -> None:
    write_tree(
        tmp_path,
        {
            "a/main.py": CODE,
            "a/Main.class": b"\xca\xfe\xba\xbe\x00\x00\x00\x34",
            "a/empty.py": "",
            "a/blank.py": "\n\n   \n",
            "a/latin.py": "# café\nx = 1\n".encode("latin-1"),
            "a/huge.py": "x = 1\n" * 200,
            "a/weird.xyz123": "something",
            "a/README.md": "# Read me\n\nHow to run it.\n",
            "a/data.csv": "1,2\n",
            "a/config.yaml": "a: 1\n",
            "a/input.txt": "1 2 3\n4 5 6\n",
        },
    )
    inputs = discover([str(tmp_path)], Settings(max_file_bytes=1000))
    found = kinds(inputs.problems)
    assert found == {
        "a/Main.class": "binary",
        "a/empty.py": "empty",
        "a/blank.py": "empty",
        "a/latin.py": "encoding",
        "a/huge.py": "too-large",
        "a/weird.xyz123": "unknown-type",
    }
    (submission,) = inputs.submissions
    # Prose is compared (as words); data and configuration files are not.
    assert [(f.path, f.language) for f in submission.files] == [
        ("README.md", "markdown"),
        ("latin.py", "python"),
        ("main.py", "python"),
    ]
    assert submission.files[1].text.startswith("# café")
    assert {s.path: s.reason for s in submission.skipped} == {
        "config.yaml": "not program code (yaml)",
        "data.csv": "data file",
        "input.txt": "data file (not prose)",
    }


def test_unreadable_file_is_a_warning(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Simulated (tests may run as root, who can read anything).
    write_tree(tmp_path, {"a/main.py": CODE, "a/secret.py": CODE})
    real_open = reading.open_regular

    def open_regular(path: Path, follow: bool = True) -> BinaryIO:
        if Path(path).name == "secret.py":
            raise PermissionError(13, "Permission denied")
        return real_open(path, follow)

    monkeypatch.setattr(reading, "open_regular", open_regular)
    inputs = discover([str(tmp_path)], Settings())
    assert kinds(inputs.problems) == {"a/secret.py": "unreadable"}
    assert inputs.problems[0].message == "cannot read: Permission denied"


def test_unreadable_folder_is_a_warning(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    write_tree(tmp_path, {"a/main.py": CODE, "a/locked/x.py": CODE})
    real_scandir = os.scandir

    def scandir(path: object) -> object:
        if str(path).endswith("locked"):
            raise PermissionError(13, "Permission denied")
        return real_scandir(path)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "scandir", scandir)
    inputs = discover([str(tmp_path)], Settings())
    assert kinds(inputs.problems) == {"a/locked": "unreadable"}
    assert [f.path for f in inputs.submissions[0].files] == ["main.py"]


def test_links_are_not_followed(tmp_path: Path) -> None:
    outside = write_tree(tmp_path / "outside", {"secret.py": CODE})
    write_tree(tmp_path / "root", {"a/main.py": CODE})
    (tmp_path / "root/a/link.py").symlink_to(outside / "secret.py")
    (tmp_path / "root/a/dir").symlink_to(outside)
    inputs = discover([str(tmp_path / "root")], Settings())
    assert kinds(inputs.problems) == {"a/link.py": "link", "a/dir": "link"}


def test_include_exclude_and_forced_language(tmp_path: Path) -> None:
    write_tree(
        tmp_path,
        {"a/main.py": CODE, "a/test_main.py": CODE, "a/tests/t.py": CODE, "a/prog.txt": CODE},
    )
    only = discover([str(tmp_path)], Settings(exclude=("test_*", "tests", "*.txt")))
    assert [f.path for f in only.submissions[0].files] == ["main.py"]
    forced = discover([str(tmp_path)], Settings(language="python", include=("*.txt",)))
    assert [(f.path, f.language) for f in forced.submissions[0].files] == [("prog.txt", "python")]


def test_names_stay_unique_across_roots(tmp_path: Path) -> None:
    write_tree(tmp_path / "2024", {"alice/main.py": CODE, "bob/main.py": CODE})
    write_tree(tmp_path / "2025", {"alice/main.py": CODE})
    names = [
        s.name
        for s in discover([str(tmp_path / "2024"), str(tmp_path / "2025")], Settings()).submissions
    ]
    assert names == ["2024/alice", "2025/alice", "bob"]


def test_base_code_and_missing_inputs(tmp_path: Path) -> None:
    write_tree(tmp_path, {"subs/a/main.py": CODE, "starter/skeleton.py": CODE})
    inputs = discover([str(tmp_path / "subs")], Settings(base=(str(tmp_path / "starter"),)))
    assert [f.path for f in inputs.base] == ["starter/skeleton.py"]
    with pytest.raises(InputError, match="no such file or folder"):
        discover([str(tmp_path / "missing")], Settings())
    with pytest.raises(InputError, match="--base"):
        discover([str(tmp_path / "subs")], Settings(base=(str(tmp_path / "nope"),)))


def test_empty_submission_is_reported(tmp_path: Path) -> None:
    write_tree(tmp_path, {"a/main.py": CODE, "b/scores.csv": "1,2\n"})
    inputs = discover([str(tmp_path)], Settings())
    assert [s.name for s in inputs.submissions] == ["a", "b"]
    assert kinds(inputs.problems) == {"b": "no-source"}


@pytest.mark.parametrize(
    ("data", "text", "note"),
    [
        (b"x = 1\r\ny = 2\r\n", "x = 1\ny = 2\n", None),
        (b"\xef\xbb\xbfx = 1\n", "x = 1\n", None),
        ("x = 'é'\n".encode("utf-16"), "x = 'é'\n", None),
        (b"# \xe9t\xe9\n", "# été\n", "not valid UTF-8; read as Windows-1252"),
        (b"a\rb\r", "a\nb\n", None),
    ],
)
def test_decode(data: bytes, text: str, note: str | None) -> None:
    assert decode(data) == (text, note)


def test_lexer_plugins_installed_on_the_machine_do_not_change_a_files_language(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import pygments.lexers
    from pygments.lexer import RegexLexer
    from pygments.token import Text

    from mossish.languages import registry

    class Claims(RegexLexer):  # type: ignore[misc]
        name = "Claims everything"
        aliases = ["claims"]  # noqa: RUF012 (Pygments' class attributes)
        filenames = ["*.py", "*.java"]  # noqa: RUF012
        priority = 10
        tokens = {"root": [(r"[\s\S]+", Text)]}  # noqa: RUF012

    # As if a package had registered Claims as a Pygments plugin (the entry
    # point Pygments reads is looked up in its lexers module's globals).
    plugins = pygments.lexers.find_lexer_class_for_filename.__globals__
    monkeypatch.setitem(plugins, "find_plugin_lexers", lambda: iter([Claims]))
    # Pygments itself would now lex these files with the plugin...
    assert pygments.lexers.find_lexer_class_for_filename("main.py") is Claims
    registry._lexer_class_for_suffix.cache_clear()
    try:
        write_tree(tmp_path, {"alice/main.py": CODE, "bob/Main.java": "class Main { }\n"})
        inputs = discover([str(tmp_path)], Settings())
        # ...mossish keeps to the lexers Pygments ships, whatever else is installed.
        assert [f.language for s in inputs.submissions for f in s.files] == ["python", "java"]
    finally:
        registry._lexer_class_for_suffix.cache_clear()


def test_submissions_are_given_as_read_when_read_in_the_results_order(tmp_path: Path) -> None:
    """``on_submission`` sees each submission as it is read when that is the result's order
    (one folder of sub-folders); with two roots read out of that order, never."""
    write_tree(tmp_path / "one", {"amy/a.py": CODE, "bob/b.py": CODE, "cy.py": CODE})
    write_tree(tmp_path / "two", {"zed/z.py": CODE})
    seen: list[str] = []
    inputs = discover(
        [str(tmp_path / "one")], Settings(), on_submission=lambda s: seen.append(s.name)
    )
    assert seen == [s.name for s in inputs.submissions] == ["amy", "bob", "cy.py"]
    seen.clear()
    inputs = discover(
        [str(tmp_path / "two"), str(tmp_path / "one")],
        Settings(),
        on_submission=lambda s: seen.append(s.name),
    )
    assert [s.name for s in inputs.submissions] == ["amy", "bob", "cy.py", "zed"]
    assert seen == []


def test_what_on_read_returns_is_what_a_submission_keeps(tmp_path: Path) -> None:
    write_tree(tmp_path, {"amy/a.py": CODE, "bob/b.py": CODE})
    calls: list[int] = []

    def on_read(files):  # type: ignore[no-untyped-def]
        calls.append(len(files))
        return [replace(f, text="") for f in files] if calls[1:] else None

    inputs = discover([str(tmp_path)], Settings(), on_read=on_read)
    assert calls == [0, 1, 1]  # the base code first (none), then each submission's files
    assert [f.text for s in inputs.submissions for f in s.files] == ["", ""]


def test_on_a_cluster_each_block_of_submissions_has_a_source_budget_of_its_own(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from mossish.inputs import budget

    body = "x = 1\n" * 10  # 60 characters
    write_tree(tmp_path / "c", {f"s{n}/main.py": body.replace("1", str(n)) for n in range(6)})
    write_tree(tmp_path / "starter", {"given.py": body * 3})
    # Two files' worth, for the run and for each block.
    monkeypatch.setattr(budget, "CLASS_SOURCE_BYTES", 120)
    monkeypatch.setattr(budget, "BLOCK_SOURCE_BYTES", 120)
    settings = Settings(base=(str(tmp_path / "starter"),))

    def read(block: int | None) -> tuple[list[str], list[str]]:
        found = discover([str(tmp_path / "c")], settings, block=block)
        return (
            [s.name for s in found.submissions if s.files],
            sorted({p.message for p in found.problems if p.kind == "too-large"}),
        )

    # One machine: the class (the starter's 180 characters and six files) is past the run's
    # budget, and is refused before any submission is read.
    with pytest.raises(ClassTooLarge, match="the class holds 540 bytes of source"):
        read(None)
    # On a cluster the base code keeps the run's budget (the client holds it), and each block
    # reads its own: blocks of two read every file, blocks of three two of three.
    assert read(2)[0] == [f"s{n}" for n in range(6)]
    names, messages = read(3)
    assert names == ["s0", "s1", "s3", "s4"]
    assert messages == [
        "this block of 3 submissions (--dask-partition) has read its budget of 120 bytes of "
        "source (about 40 bytes of memory each); not read"
    ]


def test_blocks_read_elsewhere_find_what_discover_finds(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A plan's blocks, read where a worker runs (another working folder), find the same
    submissions, files and warnings as ``discover(block=...)``; the paths stay as given."""
    import pickle
    import zipfile

    from mossish.inputs import budget
    from mossish.inputs.discover import plan

    write_tree(
        tmp_path / "c",
        {
            "amy/main.py": CODE,
            "amy/notes.md": "My own work.\n",
            "bob/a.py": CODE * 40,
            "bob/b.py": CODE,
            "amy/empty.py": "",
            "cy/bin.py": "\x00\x01",
            "dee/.hidden/x.py": CODE,
            "eve.py": CODE,
            "grades.csv": "amy,10\n",
        },
    )
    with zipfile.ZipFile(tmp_path / "c" / "fay.zip", "w") as packed:
        packed.writestr("fay/main.py", CODE * 2)
    monkeypatch.setattr(budget, "BLOCK_SOURCE_BYTES", 3 * len(CODE))
    monkeypatch.chdir(tmp_path)
    settings = Settings(include=("*.py", "*.md"))
    expected = discover(["c"], settings, block=2)
    found = plan(["c"], settings)
    blocks = [pickle.loads(pickle.dumps(b)) for b in found.blocks(2, settings)]  # as sent
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)  # a worker's own working folder
    submissions, problems = [], []
    for block in blocks:
        read, met = block()
        submissions.extend(read)
        problems.extend(met)
    assert found.inputs(submissions, problems) == expected
    assert {p.kind for p in expected.problems} >= {"empty", "too-large", "no-source"}
    assert [s.path for s in expected.submissions][:2] == ["c/amy", "c/bob"]
