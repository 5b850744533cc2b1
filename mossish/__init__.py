"""mossish: source-code similarity detection for programming courses.

Library use::

    from mossish import analyze
    result = analyze("submissions/", base="starter/", threshold=0.6)
    for pair in result.pairs[:10]:
        print(pair.a, pair.b, pair.similarity)
    for warning in result.warnings:  # inputs that could not be read: the run went on
        print(warning.path, warning.message)

``analyze`` takes one folder (a string or a ``Path``) or a list of them, and
optionally a ``Settings``; keyword ``overrides`` change settings by name.
``Settings.validated`` takes the same values as the command line and its
config file, as strings or Python values.  A bad value is a ``SettingError``
(a ``UsageError``) naming the setting as the library does (``threshold``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mossish._version import __version__

if TYPE_CHECKING:
    from mossish.model import Analysis, PairResult
    from mossish.pipeline import analyze, analyze_inputs
    from mossish.settings import Settings

__all__ = ["Analysis", "PairResult", "Settings", "__version__", "analyze", "analyze_inputs"]


def __getattr__(name: str) -> Any:
    # Imported on first use, so `import mossish.<stage>` (a lexing worker,
    # `mossish --version`) does not load every stage and view.
    if name == "Settings":
        from mossish.settings import Settings

        return Settings
    if name in ("Analysis", "PairResult"):
        from mossish import model

        return getattr(model, name)
    if name in ("analyze", "analyze_inputs"):
        from mossish import pipeline

        return getattr(pipeline, name)
    raise AttributeError(f"module 'mossish' has no attribute {name!r}")
