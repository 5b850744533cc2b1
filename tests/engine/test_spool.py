"""The texts a cluster's client keeps on disk (engine/spool.py)."""

from __future__ import annotations

import multiprocessing
import sys
from dataclasses import replace

import pytest

from mossish.engine.spool import SpooledSources, TextSpool
from mossish.model import SourceFile


def test_every_text_comes_back_as_it_was_and_the_kept_file_holds_none() -> None:
    texts = [
        "def f(x):\n    return x\n",
        "",
        "s = 'aire \U0001f4d0 \u00e9'\n",
        "lone \udc80 surrogate\n",  # a decoder's escape: any str round-trips
        "\x1b[31mred\x1b[0m\r\n",
    ]
    spool = TextSpool()
    kept = [spool.keep(SourceFile(f"f{n}.py", "python", t)) for n, t in enumerate(texts)]
    assert all(k.text == "" for k in kept)
    # Read back in any order.
    for file, text in reversed(list(zip(kept, texts, strict=True))):
        assert spool.text(file) == text


def test_the_same_text_is_written_once() -> None:
    spool = TextSpool()
    text = "print('same')\n" * 50
    first = spool.keep(SourceFile("a/main.py", "python", text))
    second = spool.keep(SourceFile("b/main.py", "python", text))
    spool.keep(SourceFile("c/other.py", "python", "x = 1\n"))
    assert spool.written == len(text) + len("x = 1\n")
    assert spool.text(first) == spool.text(second) == text


def test_a_file_the_spool_did_not_keep_has_no_text_there() -> None:
    spool = TextSpool()
    kept = spool.keep(SourceFile("a.py", "python", "x = 1\n"))
    assert spool.text(SourceFile("b.py", "python", "y = 2\n")) is None
    # An equal file that is another object was not kept: identity, not equality, names it.
    assert spool.text(replace(kept)) is None


def test_the_sources_give_each_file_with_its_text() -> None:
    spool = TextSpool()
    held = SourceFile("prior.py", "python", "old = 1\n")  # prior work: kept with its text
    kept = spool.keep(SourceFile("main.py", "java", "class A {}\n", cells=((1, 0),)))
    sources = SpooledSources({("ann", "main.py"): kept, ("old/bob", "prior.py"): held}, spool)
    assert len(sources) == 2 and list(sources) == [("ann", "main.py"), ("old/bob", "prior.py")]
    assert sources[("ann", "main.py")] == SourceFile("main.py", "java", "class A {}\n", ((1, 0),))
    assert sources.get(("old/bob", "prior.py")) is held
    assert sources.get(("ann", "missing.py")) is None


# What the forked readers read: set before they start (a spool is not pickled).
_SHARED: tuple[TextSpool, list[SourceFile]] | None = None


def test_forked_processes_reading_at_once_each_get_their_own_texts() -> None:
    """The report's render workers are forked and read one spool at the same time."""
    global _SHARED
    if sys.platform != "linux":
        pytest.skip("the report forks its workers on Linux only")
    spool = TextSpool()
    texts = [f"# file {n}\n" + "x = 1\n" * (50 + n * 7) for n in range(64)]
    _SHARED = (
        spool,
        [spool.keep(SourceFile(f"f{n}.py", "python", t)) for n, t in enumerate(texts)],
    )
    try:
        with multiprocessing.get_context("fork").Pool(4) as pool:
            results = pool.map(_read_many, range(8))
    finally:
        _SHARED = None
    assert all(results)


def _read_many(start: int) -> bool:
    assert _SHARED is not None
    spool, kept = _SHARED
    # Each process reads in its own order, many times over: one shared file position
    # (seek, then read) would hand one process another's bytes.
    order = list(enumerate(kept))
    order = order[start:] + order[:start]
    return all(
        (spool.text(file) or "").startswith(f"# file {n}\n") for _ in range(40) for n, file in order
    )
