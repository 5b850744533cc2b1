"""Lexing in worker processes while discovery reads the class, and the same result as here."""

from __future__ import annotations

import io
import multiprocessing
import subprocess
import sys
from pathlib import Path

import pytest

from helpers import write_tree
from mossish.engine import lexing
from mossish.engine.fingerprint import fingerprint
from mossish.engine.lexing import Lexing
from mossish.languages.normalize import normalize
from mossish.model import SourceFile
from mossish.pipeline import analyze
from mossish.report.json import write_json
from mossish.settings import Settings

STATEMENTS = (
    "total += values[{i}] * {n}",
    "if total > {n}:\n        total -= {i}",
    "while total < {n}:\n        total = total * 2 + 1",
    "for item in values[{i}:]:\n        total += len(str(item))",
    "total = max(total, min(values), {n})",
    "try:\n        total //= values[{i}]\n    except ZeroDivisionError:\n        total = -1",
    "names = [str(v) for v in values if v != {n}]",
    "total ^= hash(tuple(values[:{i}])) & 255",
)


def program(n: int) -> str:
    """A small program whose shape differs for each n (and is the same for the same n)."""
    picks = [STATEMENTS[(n * 7 + i * (n + 3)) % len(STATEMENTS)] for i in range(12)]
    body = "\n".join("    " + s.format(i=i, n=n) for i, s in enumerate(picks))
    return f"def score(values):\n    total = 0\n{body}\n    return total\n"


@pytest.fixture
def in_workers(monkeypatch: pytest.MonkeyPatch) -> None:
    """Hand even a small class to the workers (forked workers see this too)."""
    monkeypatch.setattr(lexing, "PARALLEL_MIN_CHARS", 0)


@pytest.mark.usefixtures("in_workers")
def test_workers_start_as_files_come_and_entries_come_back_in_any_order() -> None:
    settings = Settings(jobs=2)
    texts = [program(n % 30) for n in range(45)]  # 15 files are repeats
    files = [SourceFile(f"f{i}.py", "python", text) for i, text in enumerate(texts)]
    with Lexing(settings) as lexer:
        lexer.add(files[:20])
        # More than a chunk is waiting: the workers are lexing already,
        # while the caller (discovery) has not read the rest.
        assert multiprocessing.active_children()
        lexer.add(files[20:])
        lexer.finish()
        # Started by the method chosen in mossish, whatever Python's default is.
        pool = lexer._pool
        assert pool is not None and pool._mp_context is lexing.worker_context()
        asked = files[::-1]
        entries = list(lexer.entries(asked))
    assert not multiprocessing.active_children()  # every entry taken: workers stopped
    for source, (tokens, prints) in zip(asked, entries, strict=True):
        expected = normalize(source.text, "python")
        assert tokens.tokens.tolist() == expected.tokens.tolist()
        assert tokens.starts.tolist() == expected.starts.tolist()
        want = fingerprint(expected.tokens, settings.k, settings.window)
        assert prints.selected.tolist() == want.selected.tolist()


@pytest.mark.usefixtures("in_workers")
def test_an_error_while_reading_stops_the_workers() -> None:
    files = [SourceFile(f"f{i}.py", "python", program(i)) for i in range(40)]
    with pytest.raises(RuntimeError), Lexing(Settings(jobs=2)) as lexer:
        lexer.add(files)
        assert multiprocessing.active_children()
        raise RuntimeError("a folder vanished")  # as discovery would fail midway
    assert not multiprocessing.active_children()


def test_a_class_lexed_while_it_is_read_gives_the_same_result(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    tree = {f"class/s{n:02d}/main.py": program(n % 12) for n in range(30)}
    tree |= {f"class/s{n:02d}/util.py": program(100 + n) for n in range(0, 30, 3)}
    tree |= {"starter/main.py": program(5)}
    write_tree(tmp_path, tree)

    def result(jobs: int) -> str:
        settings = Settings(jobs=jobs, base=(str(tmp_path / "starter"),))
        stream = io.StringIO()
        write_json(analyze([str(tmp_path / "class")], settings), stream)
        return stream.getvalue()

    here = result(1)
    monkeypatch.setattr(lexing, "PARALLEL_MIN_CHARS", 0)
    assert result(2).replace('"jobs": 2', '"jobs": 1') == here
    assert '"similarity": 1.0' in here  # the repeats were found


def test_the_cache_is_read_in_batches_as_files_come(
    lexed: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from mossish.engine.cache import FingerprintCache

    monkeypatch.setattr(lexing, "LOOKUP", 3)
    settings = Settings(jobs=1)
    texts = [program(n % 9) for n in range(14)]  # 5 repeats
    files = [SourceFile(f"f{i}.py", "python", text) for i, text in enumerate(texts)]
    cache = FingerprintCache(tmp_path / "cache.db")
    with Lexing(settings, cache) as lexer:
        lexer.add(files[::2])  # 7 of the 9 programs: into the cache
        list(lexer.entries(files[::2]))
    cached = set(texts[::2])
    lexed.clear()
    with Lexing(settings, cache) as lexer:
        for at in range(0, len(files), 2):  # as discovery would: a submission at a time
            lexer.add(files[at : at + 2])
        entries = list(lexer.entries(files))
    cache.close()
    assert sorted(lexed) == sorted(set(texts) - cached)  # each missing program lexed once
    for source, (tokens, _) in zip(files, entries, strict=True):
        assert tokens.tokens.tolist() == normalize(source.text, "python").tokens.tolist()


def test_the_start_method_is_chosen_not_inherited() -> None:
    expected = "fork" if sys.platform == "linux" else "spawn"
    assert lexing.worker_context().get_start_method() == expected


def test_a_library_script_needs_no_main_guard(tmp_path: Path) -> None:
    """The README's library example, as a script without ``if __name__ == "__main__"``."""
    root = write_tree(tmp_path / "hw", {f"s{i}/a.py": program(i % 7) * 40 for i in range(40)})
    script = tmp_path / "script.py"
    script.write_text(
        "from mossish import Settings, analyze\n"
        "from mossish.engine import lexing\n"
        "lexing.PARALLEL_MIN_CHARS = 0\n"
        f"result = analyze([{str(root)!r}], Settings.validated(jobs=2))\n"
        "print(len(result.submissions))\n"
    )
    done = subprocess.run(
        [sys.executable, str(script)], capture_output=True, text=True, timeout=300, check=False
    )
    assert (done.returncode, done.stdout, done.stderr) == (0, "40\n", "")
