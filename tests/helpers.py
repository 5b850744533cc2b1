"""Small builders shared by the tests: in-memory submissions, folders on disk, the CLI."""

from __future__ import annotations

import io
from pathlib import Path

from mossish.cli.main import main
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
    **settings: object,
) -> Analysis:
    """Analyse in-memory submissions: a str value is a one-file submission (main.py)."""
    subs = tuple(
        submission(name, {"main.py": files} if isinstance(files, str) else files, language)
        for name, files in sorted(students.items())
    )
    base_files = tuple(SourceFile(p, language, t) for p, t in sorted((base or {}).items()))
    return analyze_inputs(Inputs(subs, base_files, ()), Settings.validated(**settings))


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
