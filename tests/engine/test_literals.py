"""Shared rare strings (``--strings``, mossish/engine/literals.py)."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from helpers import invoke, pair, run, write_tree
from mossish.engine.literals import boosted, file_strings, shared, string_key, weights
from mossish.languages.normalize import STRING, normalize, token_value
from mossish.languages.registry import language_family

# The signal is off by default (docs/quality.md, "The strings signal"); these
# tests turn it on at the weight it shipped with before.
ON = 0.6

ORIGINAL = """\
def grades(scores):
    print("Grade report for the autumn term")
    total = 0
    for s in scores:
        total += s
    mean = total / len(scores)
    if mean < 50:
        print("Warning: class average below fifty")
    return mean


def top(scores, count):
    best = sorted(scores, reverse=True)
    print("Top students this term:")
    return best[:count]
"""
# The same program rewritten as a language model rewrites: helpers
# extracted, loops and conditions restructured, names changed; the
# messages kept, since the program must print the same.
REWRITTEN = """\
def _say(message):
    print(message)


def average_of(marks):
    _say("Grade report for the autumn term")
    avg = sum(marks) / len(marks) if marks else 0.0
    _say("Warning: class average below fifty") if avg < 50 else None
    return avg


def leaders(marks, n):
    _say("Top students this term:")
    ordered = list(marks)
    ordered.sort()
    ordered.reverse()
    return ordered[0:n]
"""
# Honest solutions: the same task, their own messages.
HONEST = [
    """\
def report(values):
    print("Average mark:")
    acc = 0.0
    for v in values:
        acc = acc + v
    return acc / max(len(values), 1)


def best(values, k):
    print("Best marks")
    return sorted(values)[-k:]
""",
    """\
def mean_mark(xs):
    s = 0
    i = 0
    while i < len(xs):
        s += xs[i]
        i += 1
    print("Computed the mean of", len(xs), "marks")
    return s / len(xs)


def highest(xs, m):
    print("Highest", m)
    return sorted(xs)[len(xs) - m:]
""",
    """\
class Marks:
    def __init__(self, marks):
        self.marks = marks

    def mean(self):
        print("mean of all marks")
        return sum(self.marks) / len(self.marks)

    def top(self, count):
        print("the top marks")
        return sorted(self.marks, reverse=True)[:count]
""",
]


def strings_of(text: str, language: str = "python") -> set[int]:
    tokens = normalize(text, language)
    return file_strings(text, tokens, token_value(STRING, language_family(language)))


def test_a_string_is_keyed_by_its_text_not_its_quotes_case_or_spacing() -> None:
    assert string_key('"Enter  a number:\\n"') == string_key("'enter a NUMBER:'")
    assert string_key('f"Total"') == string_key('"total"')
    assert string_key('"Total"') != string_key('"Totals"')
    # Too few letters or digits to tell anything: format strings, separators.
    assert string_key('"%d\\n"') is None
    assert string_key('", "') is None


def test_a_files_strings_are_its_literals_not_its_comments_or_docstrings() -> None:
    text = '''"""A module docstring with words."""
# print("a commented-out call")
print("Hello there")
x = "Hello there"
y = 'Something else entirely'
'''
    found = strings_of(text)
    expected = {string_key('"Hello there"'), string_key("'Something else entirely'")}
    assert found == expected


def test_a_string_everyone_holds_weighs_nothing_and_a_rare_one_most() -> None:
    common, rare, own = np.uint64(1), np.uint64(2), np.uint64(3)
    strings = [np.array([common, rare]), np.array([common, rare]), np.array([common, own])]
    weighed = weights([s.astype(np.uint64) for s in strings])
    assert weighed[0][0] == 0.0  # held by all three
    assert weighed[0][1] == pytest.approx(np.log(3 / 2))
    assert weighed[2][1] == pytest.approx(np.log(3))


def test_the_share_is_of_the_side_with_fewer_strings() -> None:
    a = np.array([10, 11], dtype=np.uint64)
    b = np.array([10, 11, 12, 13], dtype=np.uint64)
    c = np.array([14], dtype=np.uint64)
    strings = [a, b, c]
    weighed = [np.ones(s.shape[0]) for s in strings]
    i, j = np.array([0, 0, 1]), np.array([1, 2, 2])
    assert shared(strings, weighed, i, j).tolist() == [1.0, 0.0, 0.0]
    # Blocks of any size give the same shares.
    assert shared(strings, weighed, i, j, block=1).tolist() == [1.0, 0.0, 0.0]


def test_boosted_only_raises_and_keeps_identical_code_at_one() -> None:
    avg = np.array([0.0, 0.4, 1.0])
    assert boosted(avg, np.array([1.0, 0.5, 1.0]), 0.5).tolist() == pytest.approx([0.5, 0.475, 1.0])
    assert boosted(avg, np.ones(3), 0.0).tolist() == avg.tolist()


def test_a_rewritten_copy_that_kept_its_messages_ranks_above_every_honest_pair() -> None:
    students = {"orig": ORIGINAL, "copy": REWRITTEN} | {
        f"honest{n}": text for n, text in enumerate(HONEST)
    }
    plain = run(students, strings=0.0)
    found = run(students, strings=ON)
    copy_plain = pair(plain, "orig", "copy")
    copy = pair(found, "orig", "copy")
    assert copy is not None and copy_plain is not None
    assert copy.strings == pytest.approx(1.0)
    assert copy.similarity > copy_plain.similarity
    honest = [p for p in found.pairs if {p.a, p.b} != {"orig", "copy"}]
    assert all(p.strings == 0.0 for p in honest)
    assert copy.similarity > max(p.similarity for p in honest)
    # Strings alone never make a pair suspicious: the weight stays under the threshold.
    assert copy.similarity < found.settings.threshold or copy_plain.similarity_avg > 0


def test_the_share_shown_with_the_signal_off_is_the_one_the_signal_adds() -> None:
    # Off, the shares are worked out for the shown pairs alone; on, for every
    # pair: the same number either way, and whatever --top shows.
    students = {"orig": ORIGINAL, "copy": REWRITTEN, "ring": REWRITTEN.replace("_say", "_tell")}
    students |= {f"honest{n}": text for n, text in enumerate(HONEST)}
    on = {frozenset((p.a, p.b)): p.strings for p in run(students, strings=ON).pairs}
    for analysis in (run(students, strings=0.0), run(students, strings=0.0, top=2)):
        off = {frozenset((p.a, p.b)): p.strings for p in analysis.pairs}
        assert off and all(off[key] == on[key] for key in off)
    assert on[frozenset(("orig", "copy"))] == pytest.approx(1.0)


def test_a_ring_that_copied_one_source_keeps_its_strings() -> None:
    # Five of seven copied one source: their strings are widely held, yet
    # each copier's strings are all shared with the others.
    students = {f"copier{n}": REWRITTEN.replace("_say", f"_say{n}") for n in range(5)}
    students |= {"honest0": HONEST[0], "honest1": HONEST[1]}
    analysis = run(students, strings=ON)
    ring = pair(analysis, "copier0", "copier4")
    assert ring is not None and ring.strings == pytest.approx(1.0)


def test_starter_code_strings_do_not_count() -> None:
    # Two honest students who both kept the starter's banner, and nothing else in common.
    banner = 'print("Grade report for the autumn term")\n'
    starter = {"main.py": banner}
    students = {"a": banner + HONEST[0], "b": banner + HONEST[1], "c": HONEST[2]}
    assert pair(run(students, strings=0.0), "a", "b") is not None
    without = pair(run(students, strings=ON), "a", "b")
    with_base = pair(run(students, base=starter, strings=ON), "a", "b")
    assert without is not None and without.strings > 0.1
    assert with_base is None or with_base.strings == 0.0


def test_the_share_is_in_the_json_and_csv_and_the_flag_is_checked(tmp_path: Path) -> None:
    root = write_tree(
        tmp_path / "class",
        {"orig/main.py": ORIGINAL, "copy/main.py": REWRITTEN, "honest/main.py": HONEST[0]},
    )
    out, table = tmp_path / "r.json", tmp_path / "r.csv"
    code, _, _ = invoke("check", str(root), "--no-report", "-q", "--json", str(out),
                        "--csv", str(table), "--strings", "0.25")  # fmt: skip
    assert code == 0
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["settings"]["strings"] == 0.25
    listed = {frozenset((p["a"], p["b"])): p for p in data["pairs"]}
    assert listed[frozenset(("orig", "copy"))]["strings"] == 1.0
    assert "strings" in table.read_text(encoding="utf-8").splitlines()[0].split(",")
    code, _, err = invoke("check", str(root), "--no-report", "--strings", "2")
    assert code == 2
    message = "mossish: error: --strings must be between 0 and 1, not 2.0"
    assert err.strip().splitlines() == [message]


def test_a_flood_of_strings_neither_sinks_the_run_nor_frames_a_classmate() -> None:
    # One student hands in 20,000 distinct strings and another student's
    # messages: every step stays linear, and a pair whose only link is
    # strings stays under the threshold however many it shares.
    flood = "".join(f'print("message number {n} of the flood")\n' for n in range(20_000))
    planted = 'print("Grade report for the autumn term")\nprint("Top students this term:")\n'
    students = {"orig": ORIGINAL, "flood": flood + planted + HONEST[1], "honest": HONEST[2]}
    analysis = run(students, strings=ON)
    framed = pair(analysis, "orig", "flood")
    assert framed is None or framed.similarity < analysis.settings.threshold
    assert {s.name for s in analysis.submissions} == set(students)
