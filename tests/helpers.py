"""Small builders shared by the tests: in-memory submissions, folders on disk, the CLI."""

from __future__ import annotations

import io
import random
from collections.abc import Sequence
from pathlib import Path

from mossish.cli.main import main
from mossish.engine.executor import Executor
from mossish.model import Analysis, Inputs, PairResult, SourceFile, Submission
from mossish.pipeline import analyze_inputs
from mossish.settings import Settings

# The repository's top folder.
ROOT = Path(__file__).resolve().parent.parent

PROGRAM = """\
def histogram(values, width=40):
    top = max(values)
    lines = []
    for index, value in enumerate(values):
        bar = "#" * int(width * value / top)
        lines.append(f"{index:>3} {bar}")
    return "\\n".join(lines)


def parse(text):
    result = []
    for token in text.split(","):
        token = token.strip()
        if token:
            result.append(int(token))
    return result
"""
RENAMED = PROGRAM.replace("values", "data").replace("lines", "rows").replace("token", "piece")
HONEST = """\
import sys

def read(path):
    with open(path) as f:
        return [float(x) for x in f.read().split()]

class Stats:
    def __init__(self, xs):
        self.xs = sorted(xs)
    def median(self):
        n = len(self.xs)
        mid = n // 2
        return self.xs[mid] if n % 2 else (self.xs[mid - 1] + self.xs[mid]) / 2

if __name__ == "__main__":
    print(Stats(read(sys.argv[1])).median())
"""


# Random code whose shape differs from seed to seed (scores, cautions).
OPERATORS = ("+", "-", "*", "//", "%", "<<", "&", "|")


def expression(rng: random.Random, depth: int) -> str:
    """A random expression: its shape (what survives normalisation) differs from seed to seed."""
    if depth == 0 or rng.random() < 0.2:
        return rng.choice(("value", "total", "limit", "len(items)", "items[0]", "3"))
    shape = rng.randrange(4)
    left, right = expression(rng, depth - 1), expression(rng, depth - 1)
    if shape == 0:
        return f"({left} {rng.choice(OPERATORS)} {right})"
    if shape == 1:
        return f"max({left}, {right})"
    if shape == 2:
        return f"items[{left} % len(items)]"
    return f"abs({left}) {rng.choice(OPERATORS)} {right}"


def invoke(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(list(args), stdout=out, stderr=err)
    return code, out.getvalue(), err.getvalue()


def submission(name: str, files: dict[str, str], language: str = "python") -> Submission:
    return Submission(
        name=name,
        root="mem",
        files=tuple(SourceFile(path, language, text) for path, text in sorted(files.items())),
    )


def run(
    students: dict[str, dict[str, str] | str],
    base: dict[str, str] | None = None,
    language: str = "python",
    executor: Executor | None = None,
    targets: Sequence[str] = (),
    **settings: object,
) -> Analysis:
    """Analyse in-memory submissions: a str value is a one-file submission (main.py).
    ``executor``: where the engine's tasks run (one block in this process by default)."""
    subs = tuple(
        submission(name, {"main.py": files} if isinstance(files, str) else files, language)
        for name, files in sorted(students.items())
    )
    base_files = tuple(SourceFile(p, language, t) for p, t in sorted((base or {}).items()))
    return analyze_inputs(
        Inputs(subs, base_files, ()),
        Settings.validated(**settings),
        targets=targets,
        executor=executor,
    )


def pair(analysis: Analysis, a: str, b: str) -> PairResult | None:
    for result in analysis.pairs:
        if {result.a, result.b} == {a, b}:
            return result
    return None


def write_tree(root: Path, files: dict[str, str | bytes]) -> Path:
    for relative, content in files.items():
        path = root / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content, encoding="utf-8")
    return root


# Written by hand after the columns of Moodle 4's "Download grading worksheet"
# (English), with the cases a real class has: on time, late by the status,
# no submission, a participant whose folder is not in the download, a date
# in another format, a name with markup (Moodle cleans it out of folder
# names: the row is matched by its participant number).
WORKSHEET = """\
\ufeffIdentifier,Full name,Email address,Status,Grade,Maximum Grade,Grade can be changed,\
Last modified (submission),Online text,Last modified (grade),Feedback comments
Participant 1001,Ann Lee,ann@example.edu,Submitted for grading - Not graded,,100.00,Yes,\
"Tuesday, 3 November 2026, 4:15 PM",,-,
Participant 1002,"Ben <b>Okafor</b>",ben@example.edu,\
Submitted for grading - 3 hours 5 mins late - Graded,80.00,100.00,Yes,\
"Friday, 6 November 2026, 3:04 AM",,"Friday, 6 November 2026, 9:00 AM",
Participant 1003,Cat Ng,cat@example.edu,Submitted for grading - Not graded,,100.00,Yes,\
"Thursday, 32 Novembre 2026, 10:00",,-,
Participant 1004,Dan Roe,dan@example.edu,No submission - Not graded,,100.00,Yes,-,,-,
Participant 9999,"<img src=x onerror=alert(1)>",x@example.edu,Submitted for grading,,100.00,Yes,\
"Monday, 2 November 2026, 8:00 AM",,-,
"""


def moodle_class(tmp_path: Path) -> Path:
    """A Moodle download of four students, whose times are in WORKSHEET."""
    return write_tree(
        tmp_path / "download",
        {
            "Ann Lee_1001_assignsubmission_file_/hist.py": PROGRAM,
            "Ben Okafor_1002_assignsubmission_file_/plot.py": RENAMED,
            "Cat Ng_1003_assignsubmission_file_/io.py": HONEST,
            "Dan Roe_1004_assignsubmission_file_/main.py": HONEST + "\nprint(read('x'))\n",
        },
    )
