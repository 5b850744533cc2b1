"""Index stage: postings, candidate pairs only from shared fingerprints, base and common code."""

from __future__ import annotations

import numpy as np

from mossish.engine.fingerprint import fingerprint
from mossish.engine.index import base_hashes, build_document, without_common
from mossish.engine.ranges import candidates
from mossish.languages.normalize import normalize

K, W = 8, 4


def doc(name: str, text: str, base: np.ndarray | None = None):  # type: ignore[no-untyped-def]
    tokens = normalize(text, "python")
    prints = fingerprint(tokens.tokens, K, W)
    empty = np.zeros(0, dtype=np.uint64)
    return build_document(name, [(tokens, prints)], K, empty if base is None else base)


A = "def f(x):\n    y = x * 2 + 1\n    return [y, y - 1, y + 7]\n"
B = "while n > 0:\n    n -= 1\n    print(n)\n    if n % 3 == 0:\n        break\n"
C = "class P:\n    def __init__(self):\n        self.v = {}\n        self.w = ()\n"


def test_candidates_come_only_from_shared_fingerprints() -> None:
    docs = [doc("a", A), doc("b", B), doc("c", C), doc("a2", A + B)]
    rows = candidates(docs, common_limit=10)[1]
    pairs = {(int(i), int(j)) for i, j, _ in rows}
    # a2 holds a's and b's code; c shares nothing with anyone.
    assert pairs == {(0, 3), (1, 3)}
    assert all(shared > 0 for _, _, shared in rows)


def test_common_code_is_cut_and_ignored() -> None:
    docs = [doc(f"s{i}", A) for i in range(5)] + [doc("odd", B)]
    index, rows, _ = candidates(docs, common_limit=3)
    assert index.common_hashes.size > 0
    assert rows.shape[0] == 0  # A is held by 5 > 3: common, so no pair from it
    cut = without_common(docs[0], index.common_hashes, K)
    assert cut.effective < docs[0].effective
    assert not np.isin(cut.fp_hashes, index.common_hashes).any()


def test_base_code_is_dropped_and_ignored() -> None:
    base = base_hashes([fingerprint(normalize(A, "python").tokens, K, W)])
    plain, based = doc("s", A + B), doc("s", A + B, base)
    assert based.fp_hashes.size < plain.fp_hashes.size
    assert not np.isin(based.fp_hashes, base).any()
    n_a = len(normalize(A, "python"))
    assert based.ignored[:n_a].all() and not based.ignored[n_a:].any()
    # Segments never cross ignored code or file boundaries.
    assert (based.seg_lo[n_a:] >= n_a).all()


def test_segments_stop_at_file_boundaries() -> None:
    files = []
    for text in (A, B):
        tokens = normalize(text, "python")
        files.append((tokens, fingerprint(tokens.tokens, K, W)))
    document = build_document("s", files, K, np.zeros(0, dtype=np.uint64))
    boundary = len(files[0][0])
    assert (document.seg_hi[:boundary] == boundary).all()
    assert (document.seg_lo[boundary:] == boundary).all()


def test_empty_inputs() -> None:
    assert candidates([], 10)[1].shape == (0, 3)
    empty = doc("e", "# only a comment\n")
    assert empty.size == 0 and empty.effective == 0
    assert candidates([empty, doc("a", A)], 10)[1].shape == (0, 3)


def test_fingerprints_stay_sorted_by_hash_then_position() -> None:
    # The index and the seeds sort postings by hash alone (a stable sort),
    # relying on each document's fingerprints being in (hash, position) order.
    repeated = (A + B) * 3 + C  # equal hashes at several positions
    docs = [doc("r", repeated), doc("s", B + A), doc("t", A)]
    assert np.unique(docs[0].fp_hashes).size < docs[0].fp_hashes.size  # ties to order
    index = candidates(docs, common_limit=2)[0]  # A is held by all three: common
    for document in [*docs, *(without_common(d, index.common_hashes, K) for d in docs)]:
        order = np.lexsort((document.fp_positions, document.fp_hashes))
        assert order.tolist() == list(range(order.shape[0]))
