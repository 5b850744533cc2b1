"""Sketches: SimHash properties, pigeonhole tables against brute force, MinHash vs theory."""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from helpers import PROGRAM, RENAMED, ROOT
from mossish.archive.store import Archive, ArchiveEntry
from mossish.engine.fingerprint import fingerprint, kgram_hashes
from mossish.engine.sketch import (
    DEFAULT_DISTANCE,
    EMPTY_SLOT,
    MINHASH_SIZE,
    Sketch,
    blocks,
    distances,
    estimate_jaccard,
    hamming,
    jaccard,
    key_range,
    minhash,
    minhash_seeds,
    permute,
    popcount,
    simhash,
    sketch_of,
    table_keys,
    unpermute,
    within,
)
from mossish.languages.normalize import normalize
from mossish.model import SourceFile

U64_MAX = 2**64 - 1
words = st.integers(0, U64_MAX)
sketches = st.integers(0, U64_MAX)
radii = st.integers(0, 12)


def naive_simhash(features: list[int]) -> int:
    """Charikar's definition, one feature occurrence and one bit at a time."""
    votes = [0] * 64
    for feature in features:
        for bit in range(64):
            votes[bit] += 1 if (feature >> bit) & 1 else -1
    return sum(1 << bit for bit in range(64) if votes[bit] > 0)


def flip(value: int, bits: list[int]) -> int:
    for bit in bits:
        value ^= 1 << bit
    return value


def array(values: list[int]) -> np.ndarray:
    return np.array(values, dtype=np.uint64)


# --- SimHash -----------------------------------------------------------------


@settings(max_examples=60, deadline=None)
@given(st.lists(words, max_size=60), st.lists(st.integers(1, 4), min_size=60, max_size=60))
def test_simhash_is_charikars_frequency_weighted_vote(
    values: list[int], repeats: list[int]
) -> None:
    features = [v for v, r in zip(values, repeats, strict=False) for _ in range(r)]
    assert simhash(array(features)) == naive_simhash(features)


@settings(max_examples=60, deadline=None)
@given(st.lists(words, max_size=200), st.randoms(use_true_random=False))
def test_simhash_of_identical_inputs_is_equal_in_any_order(values: list[int], rng) -> None:
    shuffled = values[:]
    rng.shuffle(shuffled)
    assert simhash(array(values)) == simhash(array(values[:])) == simhash(array(shuffled))


def test_simhash_of_nothing_is_zero() -> None:
    assert simhash(np.zeros(0, dtype=np.uint64)) == 0


@settings(max_examples=100, deadline=None, derandomize=True)
@given(st.integers(2000, 4000), st.integers(0, 2**32), st.floats(0, 1, exclude_max=True))
def test_one_small_edit_changes_few_bits(length: int, seed: int, where: float) -> None:
    rng = np.random.default_rng(seed)
    tokens = rng.integers(0, 2**64, length, dtype=np.uint64)
    edited = tokens.copy()
    edited[int(where * length)] ^= np.uint64(0x5DEECE66D)
    # One token changes k = 12 of n >= 1989 k-grams: the sketches' angle is
    # about sqrt(2k/n) <= 0.11, so on average <= 2.2 of 64 bits differ.
    assert hamming(simhash(kgram_hashes(tokens, 12)), simhash(kgram_hashes(edited, 12))) <= 12


def test_bits_changed_by_an_edit_match_charikars_angle() -> None:
    # Expected Hamming distance = 64 * angle / pi (Charikar 2002): the
    # feature vectors lose k k-grams of n and gain k new ones.
    rng = np.random.default_rng(11)
    n, k = 1000, 12
    observed = []
    for _ in range(300):
        tokens = rng.integers(0, 2**64, n, dtype=np.uint64)
        edited = tokens.copy()
        edited[int(rng.integers(k, n - k))] ^= np.uint64(1)
        observed.append(hamming(simhash(kgram_hashes(tokens, k)), simhash(kgram_hashes(edited, k))))
    grams = n - k + 1
    expected = 64 * math.acos(1 - k / grams) / math.pi
    assert abs(float(np.mean(observed)) - expected) < 0.2 * expected


def test_renaming_and_layout_keep_the_simhash() -> None:
    def sketch(text: str) -> Sketch:
        tokens = normalize(text, "python")
        return sketch_of([(tokens, fingerprint(tokens.tokens, 12, 8))])

    relaid = "# a comment\n" + PROGRAM.replace("    ", "        ").replace(", ", " ,  ")
    assert sketch(PROGRAM).simhash == sketch(RENAMED).simhash == sketch(relaid).simhash
    assert hamming(sketch(PROGRAM).simhash, sketch("print(1)\n" * 40).simhash) > 8


def test_sketch_of_a_submission_ignores_file_order() -> None:
    entries = []
    for text in (PROGRAM, RENAMED.replace("def ", "def x_") + "\nx = [1, 2]\n"):
        tokens = normalize(text, "python")
        entries.append((tokens, fingerprint(tokens.tokens, 12, 8)))
    forward, backward = sketch_of(entries), sketch_of(entries[::-1])
    assert forward.simhash == backward.simhash
    assert np.array_equal(forward.minhash, backward.minhash)
    assert forward.minhash.shape == (MINHASH_SIZE,)
    empty = sketch_of([])
    assert empty.simhash == 0 and bool((empty.minhash == EMPTY_SLOT).all())


@given(sketches, sketches)
def test_hamming_and_popcount_agree(a: int, b: int) -> None:
    assert hamming(a, b) == bin(a ^ b).count("1") == int(distances(a, array([b]))[0])
    assert int(popcount(array([a]))[0]) == bin(a).count("1")


# --- pigeonhole blocks --------------------------------------------------------


@pytest.mark.parametrize("distance", range(64))
def test_blocks_cover_the_64_bits_in_near_equal_widths(distance: int) -> None:
    parts = blocks(distance)
    assert len(parts) == distance + 1
    widths = [w for _, w in parts]
    assert sum(widths) == 64 and max(widths) - min(widths) <= 1
    covered = 0
    for shift, width in parts:
        mask = ((1 << width) - 1) << shift
        assert covered & mask == 0
        covered |= mask
    assert covered == U64_MAX


def test_blocks_refuse_an_impossible_radius() -> None:
    with pytest.raises(ValueError):
        blocks(64)
    with pytest.raises(ValueError):
        blocks(-1)


@settings(max_examples=200)
@given(sketches, sketches, radii)
def test_permutation_is_a_bit_permutation_with_the_block_on_top(a: int, b: int, d: int) -> None:
    for block, (shift, width) in enumerate(blocks(d)):
        key = permute(a, block, d)
        assert unpermute(key, block, d) == a
        assert key >> (64 - width) == (a >> shift) & ((1 << width) - 1)
        assert hamming(key, permute(b, block, d)) == hamming(a, b)
        low, high = key_range(b, block, d)
        same_block = ((a ^ b) >> shift) & ((1 << width) - 1) == 0
        assert (low <= key <= high) == same_block
    assert len(table_keys(a, d)) == d + 1


@settings(max_examples=200)
@given(sketches, radii, st.data())
def test_sketches_within_d_share_a_block(a: int, d: int, data: st.DataObject) -> None:
    bits = data.draw(st.lists(st.integers(0, 63), max_size=d, unique=True))
    b = flip(a, bits)
    assert any(
        key_range(a, block, d)[0] <= permute(b, block, d) <= key_range(a, block, d)[1]
        for block in range(d + 1)
    )


def _archive_of(path: Path, values: list[int], distance: int) -> Archive:
    files = (SourceFile("a.py", "python", "x = 1\n"),)
    signature = minhash(np.zeros(0, dtype=np.uint64))
    archive = Archive.open(path, k=12, window=8, create=True, sketch_distance=distance)
    archive.add(
        "t",
        (
            ArchiveEntry(f"s{i}", files, np.zeros(0, dtype=np.uint64), 1, Sketch(v, signature))
            for i, v in enumerate(values)
        ),
    )
    return archive


@pytest.mark.parametrize("distance", [DEFAULT_DISTANCE, 5])
def test_table_lookup_is_exactly_brute_force(tmp_path: Path, distance: int) -> None:
    rng = np.random.default_rng(2025 + distance)
    values = rng.integers(0, 2**64, 20_000, dtype=np.uint64).tolist()
    queries = rng.integers(0, 2**64, 150, dtype=np.uint64).tolist()
    # Plant sketches at every distance up to d + 2 from each query, with the
    # flipped bits spread at random or packed into one block (still found
    # through the others), and one flip in every block (d + 1: not found).
    for q in queries:
        for bits in range(distance + 3):
            values.append(flip(q, rng.choice(64, bits, replace=False).tolist()))
        shift, width = blocks(distance)[int(rng.integers(distance + 1))]
        packed = rng.choice(width, min(distance, width), replace=False) + shift
        values.append(flip(q, packed.tolist()))
        values.append(
            flip(q, [shift + int(rng.integers(width)) for shift, width in blocks(distance)])
        )
    values.extend(values[:50])  # exact duplicates under other names
    everything = np.array(values, dtype=np.uint64)
    with _archive_of(tmp_path / "a.db", values, distance) as archive:
        ids = {
            name: sid for sid, _, s in archive.load(range(1, len(values) + 1)) for name in [s.name]
        }
        for radius in range(distance + 1):
            for q in queries + values[:20]:
                expected = within(q, everything, radius)
                found = archive.near(q, radius)
                assert sorted(ids[f"s{i}"] for i in expected.tolist()) == sorted(
                    m.id for m in found
                )
                assert all(m.distance == hamming(q, values[int(m.name[1:])]) for m in found)
                assert [m.distance for m in found] == sorted(m.distance for m in found)
        # Beyond the tables' radius: a scan, and still exact.
        q = queries[0]
        assert not archive.near_is_indexed(distance + 2)
        expected = within(q, everything, distance + 2)
        assert len(archive.near(q, distance + 2)) == expected.shape[0] > 0


# --- MinHash -------------------------------------------------------------------


def test_minhash_seeds_are_splitmix64_from_zero() -> None:
    # The reference SplitMix64 stream seeded with 0 begins with these.
    seeds = minhash_seeds(3).tolist()
    assert seeds == [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]
    assert minhash_seeds(128)[:3].tolist() == seeds


def _pair_with_jaccard(rng: np.random.Generator, union: int, j: float):
    values = rng.integers(0, 2**64, union, dtype=np.uint64)
    shared = round(j * union)
    rest = values[shared:]
    half = rest.shape[0] // 2
    a = np.concatenate([values[:shared], rest[:half]])
    b = np.concatenate([values[:shared], rest[half:]])
    return a, b


@pytest.mark.parametrize("j", [0.1, 0.3, 0.5, 0.7, 0.9])
def test_minhash_error_matches_theory(j: float) -> None:
    rng = np.random.default_rng(int(j * 1000))
    m, trials = MINHASH_SIZE, 400
    errors = []
    for _ in range(trials):
        a, b = _pair_with_jaccard(rng, 300, j)
        exact = jaccard(a, b)
        assert abs(exact - j) < 0.01
        errors.append(estimate_jaccard(minhash(a, m), minhash(b, m)) - exact)
    theory = math.sqrt(j * (1 - j) / m)
    # The std of a sample of 400 is within 4% of the true one (1 sigma).
    assert abs(float(np.std(errors)) / theory - 1) < 0.2
    assert abs(float(np.mean(errors))) < 3 * theory / math.sqrt(trials)  # unbiased


@settings(max_examples=50, deadline=None)
@given(st.lists(words, max_size=80), st.lists(words, max_size=80))
def test_jaccard_exact_and_estimate_bounds(a: list[int], b: list[int]) -> None:
    set_a, set_b = set(a), set(b)
    union = set_a | set_b
    assert jaccard(array(a), array(b)) == (len(set_a & set_b) / len(union) if union else 0.0)
    estimate = estimate_jaccard(minhash(array(a)), minhash(array(b)))
    assert 0.0 <= estimate <= 1.0
    if set_a and set_a == set_b:
        assert estimate == 1.0
    if not set_a & set_b:
        assert estimate == 0.0


def test_minhash_edge_cases() -> None:
    empty = np.zeros(0, dtype=np.uint64)
    assert bool((minhash(empty) == EMPTY_SLOT).all())
    assert estimate_jaccard(minhash(empty), minhash(empty)) == 0.0 == jaccard(empty, empty)
    with pytest.raises(ValueError):
        estimate_jaccard(minhash(array([1]), 64), minhash(array([1]), 128))
    with pytest.raises(ValueError):
        minhash(array([1]), 0)
    many = np.arange(100_000, dtype=np.uint64)  # chunked: same as one block
    assert np.array_equal(minhash(many, 16), np.minimum(minhash(many[:50_000], 16),
                                                        minhash(many[50_000:], 16)))  # fmt: skip


# --- determinism -----------------------------------------------------------------

PROBE = """
import json
import numpy as np
from mossish.engine.fingerprint import fingerprint
from mossish.languages.normalize import normalize
from mossish.engine.sketch import sketch_of
tokens = normalize(open("sample_submissions/python/starter/gradebook.py").read(), "python")
sketch = sketch_of([(tokens, fingerprint(tokens.tokens, 12, 8))])
print(json.dumps([sketch.simhash, sketch.minhash.tolist()]))
"""


def test_sketches_are_identical_across_processes() -> None:
    outputs = set()
    for seed in ("0", "1", "12345"):
        result = subprocess.run(
            [sys.executable, "-c", PROBE], capture_output=True, text=True, check=True, cwd=ROOT,
            env={**os.environ, "PYTHONHASHSEED": seed, "PYTHONPATH": str(ROOT)},
        )  # fmt: skip
        outputs.add(result.stdout)
    assert len(outputs) == 1
    simhash_value, signature = json.loads(outputs.pop())
    assert len(signature) == MINHASH_SIZE and simhash_value != 0
