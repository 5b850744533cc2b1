"""Compare stage and the pipeline around it: scores, fragments, base and common code."""

from __future__ import annotations

import random
import re
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from helpers import pair, run
from mossish.engine import corpus as laying
from mossish.engine import runs
from mossish.engine.fingerprint import fingerprint
from mossish.engine.index import Document, build_document
from mossish.engine.pairblocks import spacer
from mossish.engine.ranges import candidates
from mossish.languages.normalize import normalize
from mossish.settings import DEFAULT_THRESHOLD

PROGRAM = '''\
import sys


def read_numbers(path):
    """Read one number per line."""
    values = []
    with open(path) as handle:
        for line in handle:
            line = line.strip()
            if line:
                values.append(float(line))
    return values


def mean(values):
    total = 0
    for value in values:
        total += value
    return total / len(values)


def variance(values):
    centre = mean(values)
    return sum((v - centre) ** 2 for v in values) / (len(values) - 1)


def main(argv):
    numbers = read_numbers(argv[1])
    print("mean", mean(numbers))
    print("variance", variance(numbers))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
'''

OTHER = """\
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

    def __str__(self):
        return "\\n".join(" ".join(str(x) for x in row) for row in self.data)
"""

IDENTIFIER = re.compile(
    r"\b(?!(?:def|return|for|in|if|with|as|import|class|self|print|sum|len|float|open|range|str)\b)[a-z_][a-z_]*\b"
)


def rename(source: str, seed: int) -> str:
    """Consistently rename every identifier-looking word (keywords/builtins kept)."""
    rng = random.Random(seed)
    mapping: dict[str, str] = {}

    def replace(match: re.Match[str]) -> str:
        word = match.group(0)
        if word not in mapping:
            mapping[word] = "v" + "".join(rng.choice("abcdefghij") for _ in range(6))
        return mapping[word]

    # Leave string contents alone: only code outside quotes is renamed.
    parts = re.split(r'(""".*?"""|"[^"\n]*")', source, flags=re.S)
    return "".join(p if i % 2 else IDENTIFIER.sub(replace, p) for i, p in enumerate(parts))


def test_identical_programs_score_one() -> None:
    result = pair(run({"a": PROGRAM, "b": PROGRAM}), "a", "b")
    assert result is not None
    assert result.similarity == 1.0
    assert result.share_a == result.share_b == 1.0
    assert len(result.fragments) == 1


def test_unrelated_programs_share_only_idioms() -> None:
    # With 7-token k-grams, unrelated programs share a loop header or a call
    # or two: a low score from short fragments, far under the threshold.
    result = pair(run({"a": PROGRAM, "b": OTHER}), "a", "b")
    assert result is not None
    assert result.similarity < DEFAULT_THRESHOLD / 2
    assert result.longest_fragment < 15
    # Longer k-grams see nothing shared at all.
    assert pair(run({"a": PROGRAM, "b": OTHER}, k=11, window=8), "a", "b") is None


def test_renaming_identifiers_changes_nothing() -> None:
    renamed = rename(PROGRAM, 7)
    assert renamed != PROGRAM
    result = pair(run({"a": PROGRAM, "b": renamed}), "a", "b")
    assert result is not None and result.similarity == 1.0


def test_comments_and_layout_change_nothing() -> None:
    noisy = PROGRAM.replace("    return", "    # the result\n\n    return").replace(
        '"""Read one number per line."""', "# reads numbers"
    )
    result = pair(run({"a": PROGRAM, "b": noisy}), "a", "b")
    assert result is not None and result.similarity == 1.0


def test_reordered_functions_still_match_most_code() -> None:
    blocks = PROGRAM.split("\n\n\n")
    reordered = "\n\n\n".join([blocks[0], blocks[3], blocks[1], blocks[2], *blocks[4:]])
    result = pair(run({"a": PROGRAM, "b": reordered}), "a", "b")
    assert result is not None and result.similarity > 0.9
    assert len(result.fragments) >= 3


def test_fragments_point_at_the_copied_lines() -> None:
    variance_lines = (22, 24)  # def variance ... return ...
    donor = PROGRAM
    body = "\n".join(PROGRAM.splitlines()[variance_lines[0] - 1 : variance_lines[1]])
    receiver = OTHER + "\n\n" + body + "\n"
    first = OTHER.count("\n") + 3
    result = pair(run({"a": donor, "b": receiver}), "a", "b")
    assert result is not None
    # The copied function is the longest fragment by far; the others are
    # idioms the two programs share (each under two statements).
    fragment, *others = sorted(result.fragments, key=lambda f: -f.tokens)
    assert fragment.tokens > 30 and all(f.tokens < 15 for f in others)
    # Exact token extension may take a closing bracket or two from the line
    # before (they are equal tokens too), never more than that line.
    assert variance_lines[0] - 3 <= fragment.a.start_line <= variance_lines[0]
    assert fragment.a.end_line == variance_lines[1]
    assert first - 3 <= fragment.b.start_line <= first
    assert fragment.b.end_line == first + 2
    assert fragment.a.file == fragment.b.file == "main.py"


def test_similarity_is_symmetric() -> None:
    extended = PROGRAM + "\n\n" + OTHER
    forward = run({"a": PROGRAM, "b": extended})
    backward = run({"a": extended, "b": PROGRAM})
    one, two = pair(forward, "a", "b"), pair(backward, "a", "b")
    assert one is not None and two is not None
    assert one.similarity == two.similarity
    assert (one.share_a, one.share_b) == (two.share_b, two.share_a)
    assert one.share_a == 1.0 and one.share_b < 1.0


def test_base_code_alone_never_matches() -> None:
    # Both students kept the starter function; their own code differs.
    starter = PROGRAM.split("\n\n\n")[2] + "\n"
    a = starter + "\n\n" + OTHER
    b = starter + "\n\n" + "def other(x):\n    while x > 1:\n        x = x // 2\n    return x\n"
    assert pair(run({"a": a, "b": b}), "a", "b") is not None
    assert pair(run({"a": a, "b": b}, base={"starter.py": starter}), "a", "b") is None


def test_base_code_edited_around_still_ignored() -> None:
    starter = PROGRAM
    # Students kept most of the starter, inserted their own lines inside it.
    a = PROGRAM.replace("    return 0\n", "    print('done')\n    return 0\n")
    b = PROGRAM.replace("    values = []\n", "    values = list()\n    count = 0\n")
    analysis = run({"a": a, "b": b}, base={"starter.py": starter})
    assert pair(analysis, "a", "b") is None
    ignored = {s.name: s.ignored_tokens for s in analysis.submissions}
    assert all(value > 100 for value in ignored.values())


def test_common_code_is_ignored() -> None:
    shared = PROGRAM.split("\n\n\n")[3]
    students = {f"s{i:02d}": shared + "\n\n\n" + rename(OTHER, i) * (i % 3 + 1) for i in range(12)}
    students["s00"] = shared + "\n\n\n" + PROGRAM  # s00 and copier share more than the idiom
    students["copier"] = shared + "\n\n\n" + rename(PROGRAM, 99)
    analysis = run(students, common_count=5)
    assert analysis.stats.common_fingerprints > 0
    result = pair(analysis, "copier", "s00")
    assert result is not None and result.similarity > 0.5
    # The OTHER code (held by all twelve) and the shared function count for nobody else.
    others = [p for p in analysis.pairs if "copier" not in (p.a, p.b) and "s00" not in (p.a, p.b)]
    assert not others


def test_a_solution_most_of_the_class_copied_is_not_common_code() -> None:
    # 17 of 20 submissions (85 %) are renamed copies of one program: by
    # default that is evidence, not code everyone has.  A cut at 80 % would
    # take it for common code and every copy would look independent.
    students = {f"c{i:02d}": rename(PROGRAM, i) for i in range(17)}
    students |= {f"o{i}": rename(OTHER, 100 + i) * (i + 1) for i in range(3)}
    copies = pair(run(students), "c00", "c01")
    assert copies is not None and copies.similarity > 0.95
    assert pair(run(students, common_share=0.8), "c00", "c01") is None


def test_repeated_code_counts_once() -> None:
    twice = PROGRAM + "\n\n" + PROGRAM.replace("def ", "def x_")
    result = pair(run({"a": PROGRAM, "b": twice}), "a", "b")
    assert result is not None
    assert result.share_a == 1.0
    assert 0.45 < result.share_b < 0.55


# A block each of two programs repeats between statements of its own.
GRID_BLOCK = "for row in range(rows):\n    for col in range(cols):\n        grid[row][col] += 1\n"
OWN_A = ["assert alpha, 'a'", "del beta[0]", "raise ValueError(gamma)", "import os.path",
         "global delta", "x = {1: 2}"]  # fmt: skip
OWN_B = ["while False:\n    continue", "if not eps:\n    eps = 3", "yield",
         "try:\n    pass\nfinally:\n    break", "return -1", "async_ = ~5"]  # fmt: skip


def test_a_block_both_repeat_is_not_new_evidence_at_every_repeat() -> None:
    # Two programs share nothing but a block each writes six times.  Its
    # k-grams seed matches at their first places in each submission only, so
    # six repeats weigh no more than two; matching every repeat with every
    # repeat scored this pair 0.87, above the threshold.
    def program(own: list[str], repeats: int) -> str:
        return "".join(f"{line}\n" + GRID_BLOCK * (i < repeats) for i, line in enumerate(own))

    # Without merging, which would join the two repeats into one fragment.
    twice = pair(run({"a": program(OWN_A, 2), "b": program(OWN_B, 2)}, merge_gap=0), "a", "b")
    six = pair(run({"a": program(OWN_A, 6), "b": program(OWN_B, 6)}, merge_gap=0), "a", "b")
    assert twice is not None and six is not None
    assert [f.tokens for f in twice.fragments] == [25, 25]  # the block, twice
    assert six.similarity < twice.similarity < DEFAULT_THRESHOLD
    assert len(six.fragments) <= 3
    # In a copy the repeats lie inside what the two share: still all of it.
    copy = program(OWN_A, 6)
    for name, new in (("grid", "board"), ("row", "y"), ("col", "x"), ("alpha", "one"),
                      ("beta", "two"), ("gamma", "three"), ("delta", "four")):  # fmt: skip
        copy = copy.replace(name, new)
    copied = pair(run({"a": program(OWN_A, 6), "b": copy}), "a", "b")
    assert copied is not None and copied.similarity == 1.0


def test_multi_file_fragments_stay_in_their_files() -> None:
    a = {"stats.py": PROGRAM, "matrix.py": OTHER}
    b = {"all.py": OTHER + "\n\n" + PROGRAM}
    result = pair(run({"a": a, "b": b}), "a", "b")
    assert result is not None and result.similarity > 0.95
    files_a = {f.a.file for f in result.fragments}
    assert files_a == {"stats.py", "matrix.py"}


@settings(max_examples=25)
@given(st.integers(0, 10_000), st.integers(0, 10_000))
def test_renaming_property(seed_a: int, seed_b: int) -> None:
    first = run({"a": PROGRAM, "b": rename(PROGRAM, seed_a), "c": rename(OTHER, seed_b)})
    second = run({"a": rename(PROGRAM, seed_b), "b": PROGRAM, "c": OTHER})
    key = lambda analysis: sorted((p.a, p.b, p.similarity) for p in analysis.pairs)  # noqa: E731
    assert key(first) == key(second)


def test_fragments_never_cross_a_file_boundary_on_either_side() -> None:
    one_file = {"all.py": PROGRAM + "\n" + OTHER}
    two_files = {"a.py": PROGRAM, "b.py": OTHER}
    lines = {"a.py": PROGRAM.count("\n"), "b.py": OTHER.count("\n")}
    for first, second in ((one_file, two_files), (two_files, one_file)):
        result = pair(run({"x": first, "y": second}), "x", "y")
        assert result is not None and result.similarity > 0.95
        seen = set()
        for fragment in result.fragments:
            by_file = {fragment.a.file: fragment.a, fragment.b.file: fragment.b}
            assert "all.py" in by_file and len(by_file) == 2
            (split,) = set(by_file) - {"all.py"}
            assert by_file[split].end_line <= lines[split]
            seen.add(split)
        assert seen == {"a.py", "b.py"}


def test_languages_are_compared_within_their_family() -> None:
    java = (
        "class A { int f(int x) { int y = x * 2; return y + 1; } "
        "int g() { return f(3) * f(4); } }\n"
    )
    cpp = java.replace("class A {", "struct A {").replace("} }", "} };")
    c_like = pair(run({"a": {"A.java": java}, "b": {"a.cpp": cpp}}, language="java"), "a", "b")
    assert c_like is not None  # all lexed as Java here: same family
    from mossish.model import Inputs, SourceFile, Submission
    from mossish.pipeline import analyze_inputs
    from mossish.settings import Settings

    def sub(name: str, files: dict[str, tuple[str, str]]) -> Submission:
        return Submission(
            name, "mem", tuple(SourceFile(p, lang, t) for p, (lang, t) in files.items())
        )

    analysis = analyze_inputs(
        Inputs(
            (
                sub("a", {"A.java": ("java", java), "m.py": ("python", PROGRAM)}),
                sub("b", {"a.cpp": ("cpp", cpp), "n.py": ("python", PROGRAM)}),
            ),
            (),
            (),
        ),
        # avg as it is (the per-file view and split containment would lift it)
        Settings(file_view=0.0, split_containment=0.0),
    )
    result = pair(analysis, "a", "b")
    assert result is not None
    # Only the Python files match each other; Java never matches C++.
    assert {(f.a.file, f.b.file) for f in result.fragments} == {("m.py", "n.py")}
    sizes = {s.name: s.tokens for s in analysis.submissions}
    python_tokens = result.matched_tokens
    assert result.similarity == 2 * python_tokens / (sizes["a"] + sizes["b"])


def test_jaccard_of_fingerprint_sets() -> None:
    same = pair(run({"a": PROGRAM, "b": PROGRAM}), "a", "b")
    assert same is not None and same.jaccard == 1.0
    extended = pair(run({"a": PROGRAM, "b": PROGRAM + "\n\n" + OTHER}), "a", "b")
    assert extended is not None
    assert 0.0 < extended.jaccard < 1.0
    from mossish.engine.fingerprint import fingerprint
    from mossish.languages.normalize import normalize
    from mossish.settings import DEFAULT_K, DEFAULT_WINDOW

    def prints(text: str) -> set[int]:
        return set(
            fingerprint(normalize(text, "python").tokens, DEFAULT_K, DEFAULT_WINDOW).hashes.tolist()
        )

    one, two = prints(PROGRAM), prints(PROGRAM + "\n\n" + OTHER)
    assert extended.jaccard == len(one & two) / len(one | two)


def rotated_class() -> dict[str, str]:
    """8 students sharing code in several places: PROGRAM's parts rotated and renamed."""
    blocks = PROGRAM.split("\n\n\n")
    return {
        f"s{n}": rename("\n\n\n".join(blocks[n % 3 :] + blocks[: n % 3]), n) + OTHER * (n % 2)
        for n in range(8)
    }


def documents_of(students: dict[str, str], k: int, window: int) -> list[Document]:
    """One document per student (no base code), in name order."""
    documents = []
    for name, text in sorted(students.items()):
        tokens = normalize(text, "python")
        entry = (tokens, fingerprint(tokens.tokens, k, window))
        documents.append(build_document(name, [entry], k, np.zeros(0, dtype=np.uint64)))
    return documents


def test_runs_found_in_small_batches_are_the_same(monkeypatch: pytest.MonkeyPatch) -> None:
    # A class where pairs share code in several places, its seeds taken in
    # batches of a few: the same runs, and so the same results.
    students = rotated_class()
    documents = documents_of(students, 11, 8)
    table = candidates(documents, 8)[1]
    keys = table[:, 0] * len(documents) + table[:, 1]
    whole = runs.find_runs(laying.lay(documents), keys, 11, 8, 8)[1:]
    whole_analysis = run(students, top=0)
    monkeypatch.setattr(runs, "_SEED_BATCH", 3)
    batched = runs.find_runs(laying.lay(documents), keys, 11, 8, 8)[1:]
    assert len(table) >= 20 and len(whole[0]) >= 40
    for left, right in zip(whole, batched, strict=True):
        assert left.tolist() == right.tolist()
    assert run(students, top=0).pairs == whole_analysis.pairs


def test_seeds_joined_per_pair_are_the_seeds_of_the_hash_groups(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Every fingerprint a pair shares seeds either way: from the postings'
    # hash groups with no pairing limit, or from a join of the pair's own
    # fingerprint lists (in batches of a few pairs): the same runs.
    documents = documents_of(rotated_class(), 7, 2)
    first, second = np.triu_indices(len(documents), 1)
    keys = first * len(documents) + second
    grouped = runs.find_runs(laying.lay(documents), keys, 7, 2, len(documents))[1:]
    joined = runs.find_runs(laying.lay(documents), keys, 7, 2, None)[1:]
    monkeypatch.setattr(runs, "_JOIN_BATCH", 50)
    batched = runs.find_runs(laying.lay(documents), keys, 7, 2, None)[1:]
    assert len(grouped[0]) >= 100
    for left, middle, right in zip(grouped, joined, batched, strict=True):
        assert left.tolist() == middle.tolist() == right.tolist()


def student_code(seed: int) -> str:
    """A function of its own per student: statements in a seeded random order."""
    rng = random.Random(seed)
    statements = [
        "total = total + value * 3",
        "if value > limit:\n        value = value - 1",
        "while value % 7 != 0:\n        value += 2",
        "items.append(value // 2)",
        "for item in items:\n        total -= item",
        "text = str(value) + 'x'",
        "flag = not flag and value < 10",
        "result[value] = [value, total]",
    ]
    body = "\n    ".join(rng.choice(statements) for _ in range(24))
    return f"def step(value, total, limit, items, result, flag):\n    {body}\n    return total\n"


def test_a_copy_scores_alike_under_a_pairing_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    # A large class's pairing limit keeps widely held fingerprints from
    # seeding runs; a pair that rare fingerprints already show to share
    # code is scored again from all it shares, so a copy's everyday code
    # (here a block every student wrote alike) counts as in a small class.
    # Unweighted: with rarity weighting the everyday block, held by the
    # whole class, counts nothing whether or not it is matched.
    from mossish.engine import compare, index

    everyday = OTHER
    students = {f"s{n}": student_code(n) + "\n\n" + everyday for n in range(10)}
    students["copy"] = everyday + "\n\n" + student_code(0)  # reordered
    small = pair(run(students, rarity=0.0), "s0", "copy")
    assert small is not None and small.similarity > 0.95

    monkeypatch.setattr(index, "PAIRING_BUDGET", 10)
    monkeypatch.setattr(index, "PAIRING_BUDGET_PER_SUBMISSION", 1)
    monkeypatch.setattr(index, "MIN_PAIR_LIMIT", 2)
    limited = run(students, rarity=0.0)
    assert limited.stats.pair_limit < len(students)
    copied = pair(limited, "s0", "copy")
    assert copied is not None and copied.similarity == small.similarity
    # The first runs alone (no pair scored again, nor found as a ring) cover
    # the student's own code only.
    monkeypatch.setattr(compare, "COMPLETE_FROM", 2.0)
    monkeypatch.setattr(index, "ring_pairs", lambda *_: np.zeros((0, 2), dtype=np.int64))
    first = pair(run(students, rarity=0.0), "s0", "copy")
    assert first is not None and first.similarity < 0.8, first.similarity


@pytest.mark.parametrize("key_bits", [62, 1])
def test_combined_sort_keys_order_as_lexsort(
    monkeypatch: pytest.MonkeyPatch, key_bits: int
) -> None:
    from mossish.engine.compare import _by_pair_and_start

    monkeypatch.setattr(runs, "_KEY_BITS", key_bits)  # 1: the lexsort fallback
    rng = np.random.default_rng(7)
    sizes = rng.integers(1, 300, 12)
    offsets = np.concatenate(([0], np.cumsum(sizes)))
    corpus = laying.Corpus(offsets, np.zeros(0, np.uint64), offsets, offsets, np.zeros(0, bool))
    i = rng.integers(0, 11, 5000)
    j = i + 1 + (rng.integers(0, 100, 5000) % (11 - i))
    pair = np.sort(i * 12 + j)
    i, j = pair // 12, pair % 12
    xa = offsets[i] + rng.integers(0, 10**6, 5000) % sizes[i]
    xb = offsets[j] + rng.integers(0, 10**6, 5000) % sizes[j]
    expected = np.lexsort((xa, xb - xa, pair))
    assert runs._by_diagonal(corpus, pair, xa, xb).tolist() == expected.tolist()
    rows, starts = rng.integers(0, 50, 5000), rng.integers(0, 400, 5000)
    assert _by_pair_and_start(rows, starts).tolist() == np.lexsort((starts, rows)).tolist()


def test_identical_files_are_lexed_once(lexed: list[str]) -> None:
    analysis = run({"a": PROGRAM, "b": PROGRAM, "c": OTHER})
    assert sorted(lexed) == sorted([PROGRAM, OTHER])
    result = pair(analysis, "a", "b")
    assert result is not None and result.similarity == 1.0
    assert [info.files[0].tokens for info in analysis.submissions][:2] == [
        analysis.submissions[0].tokens
    ] * 2


def test_lexed_files_stream_in_order_through_the_cache(lexed: list[str], tmp_path: Path) -> None:
    from mossish.engine.cache import FingerprintCache
    from mossish.engine.lexing import lexed_files
    from mossish.model import SourceFile
    from mossish.settings import Settings

    settings = Settings(jobs=1)
    third = PROGRAM.replace("sys", "os")
    texts = [PROGRAM, OTHER, PROGRAM, third, OTHER]
    files = [SourceFile(f"f{i}.py", "python", text) for i, text in enumerate(texts)]
    cache = FingerprintCache(tmp_path / "cache.sqlite")
    list(lexed_files(files[1:2], settings, cache=cache))  # OTHER is cached
    lexed.clear()
    stream = lexed_files(files, settings, cache=cache)
    first = next(stream)
    assert lexed == [PROGRAM]  # the first entry comes before the rest is lexed
    entries = [first, *stream]
    assert lexed == [PROGRAM, third]  # duplicates once, cached files never
    for text, (tokens, prints) in zip(texts, entries, strict=True):
        expected_tokens = normalize(text, "python")
        expected_prints = fingerprint(expected_tokens.tokens, settings.k, settings.window)
        assert tokens.tokens.tolist() == expected_tokens.tokens.tolist()
        assert prints.selected.tolist() == expected_prints.selected.tolist()
    lexed.clear()
    assert len(list(lexed_files(files, settings, cache=cache))) == 5
    assert lexed == []  # everything fresh went into the cache


@pytest.mark.parametrize("top", [None, 0, 1, 30, 5000])
def test_listing_picks_the_same_pairs_as_a_full_sort(top: int | None) -> None:
    from mossish.engine.compare import ScoredPairs
    from mossish.engine.pairblocks import PairBlock, first_in_block
    from mossish.engine.ranking import listed_count

    rng = np.random.default_rng(3)
    count = 4000
    matched = rng.integers(0, 40, count)
    similarity = np.round(rng.random(count), 2) * (matched > 0)  # many ties
    none = np.zeros(0, dtype=np.int32)
    scored = ScoredPairs(
        i=rng.integers(0, 50, count), j=rng.integers(50, 100, count),
        shared=matched, matched=matched, similarity=similarity,
        run_a=none, run_b=none, run_length=none,
        run_bounds=np.zeros(count + 1, dtype=np.int64), tiled={},
    )  # fmt: skip
    everything = sorted(
        (at for at in range(count) if matched[at] > 0),
        key=lambda at: (-similarity[at], -matched[at], scored.i[at], scored.j[at]),
    )
    # Without --top every pair at the threshold (0.5) is listed; with it, every pair
    # at --fail-above (0.9) beyond the N, so the gate never decides on a hidden pair.
    above = sum(1 for at in everything if similarity[at] >= (0.5 if top is None else 0.9))
    wanted = {None: max(above, 1000), 0: len(everything)}.get(
        top, min(max(top or 0, above), len(everything))
    )
    assert listed_count(len(everything), above, top) == wanted
    block = PairBlock(
        np.arange(100, dtype=np.int64), np.arange(count, dtype=np.int64), scored=scored
    )
    assert first_in_block(block, wanted)[0].tolist() == everything[:wanted]


STARTER = """\
def load(path):
    with open(path) as handle:
        return [line.strip() for line in handle if line.strip()]


def show(rows):
    for row in rows:
        print(row)
"""
KEPT_AND_OWN = """\
def load(path):
    with open(path) as handle:
        return [line.strip() for line in handle if line.strip()]


def report(scores):
    best = max(scores)
    for score in scores:
        print(score)
    return best
"""


def test_starter_code_is_ignored_where_kept_not_where_an_idiom_recurs() -> None:
    # The kept function is starter code; the student's own loop happens to
    # repeat the starter's two-line loop (one short idiom), which stays theirs.
    analysis = run({"ann": KEPT_AND_OWN, "ben": "x = 1\n"}, base={"starter.py": STARTER})
    info = next(s for s in analysis.submissions if s.name == "ann")
    lines = {n for span in info.base_code for n in range(span.start_line, span.end_line + 1)}
    assert {1, 2, 3} <= lines
    assert not lines & {8, 9}


def test_two_lays_joined_are_the_lay_of_both_with_aspacer() -> None:
    # A Dask pair block joins its two document blocks' lays instead of laying
    # out (and sorting the fingerprints of) both blocks again: the same arrays
    # as laying out the blocks end to end with the spacer between them.
    documents = documents_of(rotated_class(), 7, 2)
    a, b = documents[:3], documents[3:]
    whole = laying.lay([*a, spacer(), *b])
    two = laying.joined(laying.lay(a), laying.lay(b))
    for field in ("offsets", "tokens", "seg_lo", "seg_hi", "ignored"):
        assert getattr(two.corpus, field).tolist() == getattr(whole.corpus, field).tolist()
        assert getattr(two.corpus, field).dtype == getattr(whole.corpus, field).dtype
    for field in ("effective", "hashes", "owners", "places", "first"):
        assert getattr(two, field).tolist() == getattr(whole, field).tolist(), field
    assert laying.joined(laying.lay(a), None) is not None


@pytest.mark.parametrize("limit", [6, None])
def test_a_lay_joined_across_seeds_the_pairs_across_alike(limit: int | None) -> None:
    # Joined across, a lay keeps only the fingerprints both sides hold and
    # makes seeds for pairs across alone: for those pairs, the same runs as
    # the whole lay gives, under a pairing limit and without one.
    documents = documents_of(rotated_class(), 7, 2)
    a, b = documents[:3], documents[3:]
    n = len(a) + 1 + len(b)
    across = laying.joined(laying.lay(a), laying.lay(b), across=True)
    whole = laying.lay([*a, spacer(), *b])
    keys = np.array(
        [i * n + j for i in range(len(a)) for j in range(len(a) + 1, n)], dtype=np.int64
    )
    assert across.hashes.shape[0] < whole.hashes.shape[0]
    expected = runs.find_runs(whole, keys, 7, 2, limit)[1:]
    found = runs.find_runs(across, keys, 7, 2, limit)[1:]
    assert len(expected[0]) >= 15
    if limit is not None:  # the limit holds back some of them
        assert len(expected[0]) < len(runs.find_runs(whole, keys, 7, 2, None)[1])
    for left, right in zip(expected, found, strict=True):
        assert left.tolist() == right.tolist()
    with pytest.raises(ValueError):
        laying.joined(across, laying.lay(a), across=True)
