"""Small builders shared by the tests: in-memory submissions and folders on disk."""

from __future__ import annotations

from pathlib import Path

from mossish.model import Analysis, Inputs, PairResult, SourceFile, Submission
from mossish.pipeline import analyze_inputs
from mossish.settings import Settings


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
