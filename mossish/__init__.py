"""mossish: source-code similarity detection for programming courses.

Library use::

    from mossish import Settings, analyze
    result = analyze(["submissions/"], Settings.validated(base=("starter/",)))
    for pair in result.pairs[:10]:
        print(pair.a, pair.b, pair.similarity)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mossish._version import __version__

if TYPE_CHECKING:
    from mossish.pipeline import analyze, analyze_inputs
    from mossish.settings import Settings

__all__ = ["Settings", "__version__", "analyze", "analyze_inputs"]


def __getattr__(name: str) -> Any:
    # Imported on first use, so `import mossish.<stage>` (a lexing worker,
    # `mossish --version`) does not load every stage and view.
    if name == "Settings":
        from mossish.settings import Settings

        return Settings
    if name in ("analyze", "analyze_inputs"):
        from mossish import pipeline

        return getattr(pipeline, name)
    raise AttributeError(f"module 'mossish' has no attribute {name!r}")
