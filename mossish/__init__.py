"""mossish: source-code similarity detection for programming courses.

Library use::

    from mossish import Settings, analyze
    result = analyze(["submissions/"], Settings.validated(base=("starter/",)))
    for pair in result.pairs[:10]:
        print(pair.a, pair.b, pair.similarity)
"""

from __future__ import annotations

__version__ = "0.1.0"

from mossish.config import Settings
from mossish.pipeline import analyze, analyze_inputs

__all__ = ["Settings", "__version__", "analyze", "analyze_inputs"]
