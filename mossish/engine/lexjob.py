"""The per-file job run in worker processes: normalise, then fingerprint.

Kept apart from the pipeline so a worker imports only these two stages
(Pygments and NumPy, not networkx, Jinja2 or the views): workers start
small and stay small whatever the main process holds.
"""

from __future__ import annotations

import gc

from mossish.engine.fingerprint import Fingerprints, fingerprint
from mossish.engine.lifeline import watch_parent
from mossish.languages.normalize import normalize
from mossish.model import TokenizedFile

Job = tuple[str, str, int, int]  # text, language, k, window


def run(job: Job) -> tuple[TokenizedFile, Fingerprints]:
    text, language, k, window = job
    tokens = normalize(text, language)
    return tokens, fingerprint(tokens.tokens, k, window)


def run_all(jobs: list[Job]) -> list[tuple[TokenizedFile, Fingerprints]]:
    """A chunk of jobs (one round trip to the worker for several files)."""
    return [run(job) for job in jobs]


def start() -> None:
    """Set up a lexing worker: it dies with its parent; its garbage collector runs rarely.

    Each file's lexing holds thousands of small objects at once (Pygments'
    token tuples) but makes no reference cycles.  At Python's default
    thresholds they trigger full collections that walk everything the worker
    inherited from the main process, for nothing.
    """
    gc.freeze()
    gc.set_threshold(100_000, 50, 100)
    watch_parent()  # a killed check leaves no worker behind
