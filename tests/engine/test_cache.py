"""The fingerprint cache: entries come back as stored, compactly; a bad cache only costs speed."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from mossish.engine.cache import FingerprintCache, _pack, _unpack, cache_key
from mossish.engine.fingerprint import Entry, fingerprint
from mossish.languages.normalize import normalize
from mossish.model import TokenizedFile, frozen_array

PYTHON = (Path(__file__).parents[2] / "sample_submissions" / "python").rglob("*.py")


def _entry(text: str, language: str = "python", k: int = 7, window: int = 8) -> Entry:
    tokens = normalize(text, language)
    return tokens, fingerprint(tokens.tokens, k, window)


def _same(first: Entry, second: Entry) -> None:
    for name in ("tokens", "starts", "ends", "line_starts"):
        a, b = getattr(first[0], name), getattr(second[0], name)
        assert a.dtype == b.dtype and a.tolist() == b.tolist(), name
    assert first[0].error_tokens == second[0].error_tokens
    assert first[0].unmatched_brackets == second[0].unmatched_brackets
    assert first[1].kgrams.tolist() == second[1].kgrams.tolist()
    assert first[1].selected.tolist() == second[1].selected.tolist()
    assert first[1].selected.dtype == second[1].selected.dtype


def test_real_files_come_back_as_they_were_and_smaller_than_their_source() -> None:
    files = sorted(PYTHON)
    assert files
    stored = source = 0
    for path in files:
        text = path.read_bytes().decode("utf-8", "replace")  # one sample is Latin-1 on purpose
        entry = _entry(text)
        blob = _pack(entry)
        _same(_unpack(blob), entry)
        stored += len(blob)
        source += len(text.encode())
    assert stored < source  # the cache is no bigger than the code it covers


@settings(max_examples=60, deadline=None)
@given(
    values=st.lists(st.integers(0, 2**64 - 1), min_size=1, max_size=70_000),
    n=st.integers(0, 300),
    k=st.integers(1, 12),
    window=st.integers(1, 10),
    flaws=st.tuples(st.integers(0, 5), st.integers(0, 5)),
    seed=st.integers(0, 2**32 - 1),
)
def test_any_entry_comes_back_as_it_was(
    values: list[int], n: int, k: int, window: int, flaws: tuple[int, int], seed: int
) -> None:
    # Any token values (beyond 65,535 distinct ones too), any k, files shorter than k.
    rng = np.random.default_rng(seed)
    pool = np.array(values, dtype=np.uint64)
    tokens = pool[rng.integers(0, len(pool), size=max(n, len(pool) if n > 250 else n))]
    lengths = rng.integers(1, 9, size=len(tokens))
    gaps = rng.integers(0, 4, size=len(tokens))
    starts = np.cumsum(gaps + np.concatenate([[0], lengths[:-1]])).astype(np.int32)
    line_starts = np.unique(np.concatenate([[0], rng.integers(0, 10 * len(tokens) + 1, 5)]))
    tokenized = TokenizedFile(
        tokens=frozen_array(tokens),
        starts=frozen_array(starts),
        ends=frozen_array((starts + lengths).astype(np.int32)),
        line_starts=frozen_array(line_starts.astype(np.int32)),
        error_tokens=flaws[0],
        unmatched_brackets=flaws[1],
    )
    entry = (tokenized, fingerprint(tokenized.tokens, k, window))
    _same(_unpack(_pack(entry)), entry)


def test_a_damaged_or_foreign_cache_is_ignored(tmp_path: Path) -> None:
    text = "def f(x):\n    return x + 1\n"
    key = cache_key(text, "python", 7, 8)
    cache = FingerprintCache(tmp_path / "cache.db")
    cache.put([(key, _entry(text))])
    _same(cache.get([key])[key], _entry(text))
    cache.close()
    with sqlite3.connect(tmp_path / "cache.db") as db:
        blob = db.execute("SELECT data FROM entries").fetchone()[0]
        for bad in (blob[:-3], blob + b"\0", blob[:20], blob[:56] + b"not zlib", b""):
            db.execute("UPDATE entries SET data = ?", (bad,))
            db.commit()
            again = FingerprintCache(tmp_path / "cache.db")
            assert again.get([key]) == {}  # re-lexed, never a crash
            again.close()
    (tmp_path / "foreign.db").write_bytes(b"not a database at all" * 100)
    foreign = FingerprintCache(tmp_path / "foreign.db")
    assert foreign.get([key]) == {}
    foreign.put([(key, _entry(text))])  # nothing stored, nothing raised
    foreign.close()


def test_another_k_or_window_is_another_entry() -> None:
    text = "x = 1\n"
    keys = {cache_key(text, "python", k, w) for k in (5, 7) for w in (2, 8)}
    assert len(keys) == 4
