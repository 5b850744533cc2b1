"""Decisions a person took on pairs: read back from the report's export, keyed by content.

The report lets an instructor mark a pair confirmed, dismissed or to discuss,
with a note, and exports the marks as JSON. ``mossish check --decisions FILE``
reads them back. Each decision is keyed by a hash of both submissions' files
(paths and texts), not by their names: a decision holds only while the code
it was taken on is unchanged, and a pair whose code changed is shown again.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from mossish.errors import InputError
from mossish.model import Analysis, PairResult

KINDS = ("confirmed", "dismissed", "discuss")
FORMAT = "mossish-decisions"
# A note longer than this is cut: the file comes back from a browser.
MAX_NOTE = 4000


@dataclass(frozen=True, slots=True)
class Decision:
    key: str
    decision: str  # one of KINDS
    note: str
    a: str
    b: str


def submission_hashes(analysis: Analysis) -> dict[str, str]:
    """A SHA-256 of each submission's files (path and text, in path order)."""
    hashes = {}
    for info in analysis.submissions:
        digest = hashlib.sha256()
        for file in sorted(info.files, key=lambda f: f.path):
            source = analysis.sources.get((info.name, file.path))
            text = source.text if source is not None else ""
            for part in (file.path, text):
                data = part.encode("utf-8", "surrogatepass")
                digest.update(len(data).to_bytes(8, "big") + data)
        hashes[info.name] = digest.hexdigest()
    return hashes


def pair_key(pair: PairResult, hashes: Mapping[str, str]) -> str:
    """The content key of a pair: the same whichever side is A."""
    return names_key(pair.a, pair.b, hashes)


def names_key(a: str, b: str, hashes: Mapping[str, str]) -> str:
    """The content key of the pair of submissions named ``a`` and ``b``."""
    sides = sorted((hashes.get(a, ""), hashes.get(b, "")))
    return hashlib.sha256(("pair\0" + sides[0] + "\0" + sides[1]).encode()).hexdigest()[:32]


@dataclass(frozen=True, slots=True)
class Ledger:
    """Where each pair's decision is filed (its content key), and the decisions that hold.

    What every view of a pair reads to show a decision control and the
    decision read back with ``--decisions``.
    """

    hashes: Mapping[str, str]
    held: Mapping[tuple[str, str], Decision]

    @classmethod
    def of(cls, analysis: Analysis, held: Mapping[tuple[str, str], Decision]) -> Ledger:
        return cls(submission_hashes(analysis), held)

    def key(self, a: str, b: str) -> str:
        return names_key(a, b, self.hashes)

    def decision(self, a: str, b: str) -> Decision | None:
        """The decision that holds on the pair, whichever side is A."""
        return self.held.get((a, b)) or self.held.get((b, a))


def counts(held: Mapping[tuple[str, str], Decision]) -> dict[str, int]:
    """How many pairs have each kind of decision, in the order of KINDS (none: left out)."""
    found = {kind: 0 for kind in KINDS}
    for decision in held.values():
        found[decision.decision] += 1
    return {kind: n for kind, n in found.items() if n}


def read_decisions(path: str) -> dict[str, Decision]:
    """The decisions in ``path`` (the report's export), by content key; InputError if unusable."""
    try:
        document = json.loads(Path(path).read_text(encoding="utf-8"))
    except OSError as exc:
        raise InputError(f"cannot read the decisions file {path}: {exc.strerror or exc}") from None
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise InputError(f"{path} is not a decisions file: it is not JSON") from None
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise InputError(f"{path} is not a decisions file (export one from the report's pair view)")
    found: dict[str, Decision] = {}
    entries = document.get("decisions")
    for entry in entries if isinstance(entries, list) else ():
        if not isinstance(entry, dict):
            continue
        key, kind = entry.get("key"), entry.get("decision")
        if not isinstance(key, str) or kind not in KINDS:
            continue
        note, a, b = (entry.get(f) for f in ("note", "a", "b"))
        found[key] = Decision(
            key,
            str(kind),
            note[:MAX_NOTE] if isinstance(note, str) else "",
            a if isinstance(a, str) else "",
            b if isinstance(b, str) else "",
        )
    return found


def decided(
    analysis: Analysis, decisions: Mapping[str, Decision]
) -> dict[tuple[str, str], Decision]:
    """The decisions that still hold, by pair (a, b): those whose code is unchanged."""
    if not decisions:
        return {}
    hashes = submission_hashes(analysis)
    held = {}
    for pair in analysis.pairs:
        decision = decisions.get(pair_key(pair, hashes))
        if decision is not None:
            held[(pair.a, pair.b)] = decision
    return held
