"""CI views: the fail-above verdict, SARIF 2.1.0 and JUnit XML from an ``Analysis``.

A course's CI runs ``mossish check --fail-above X``: the job fails (exit 1)
when a pair, or a pair involving a ``--target`` submission, is at or above
X.  SARIF puts each matching fragment in the checked file so code-scanning
UIs show it there; JUnit gives a failing test case per pair over the limit.
Pure functions of the result: the CLI writes what they return.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any
from xml.etree import ElementTree as ET

from mossish._version import __version__
from mossish.inert import deep, visible, xml_safe
from mossish.model import Analysis, Fragment, PairResult, Span, SubmissionInfo

SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
RULE_ID = "mossish/shared-code"
INFORMATION_URI = "https://pypi.org/project/mossish/"


def exact_percent(limit: float) -> str:
    """``limit`` as a percentage with the digits it has (0.99999 is 99.999%, not 100%),
    so a count of pairs "at or above" it is not read against a rounded figure."""
    for digits in range(5):
        if abs(round(limit * 100, digits) - limit * 100) < 1e-9:
            return f"{limit * 100:.{digits}f}%"
    return f"{limit * 100:.4f}%"


@dataclass(frozen=True, slots=True)
class Verdict:
    """Which pairs crossed the limit, and the line a CI log shows."""

    limit: float
    failing: tuple[PairResult, ...]
    top: PairResult | None

    @property
    def failed(self) -> bool:
        return bool(self.failing)

    def line(self) -> str:
        top = (
            f"; most similar: {self.top.a} ~ {self.top.b} {self.top.similarity:.0%}"
            if self.top is not None
            else ""
        )
        if self.failing:
            count = len(self.failing)
            return f"mossish: FAIL: {count} pair(s) at or above {exact_percent(self.limit)}{top}"
        return f"mossish: OK: no pair at or above {exact_percent(self.limit)}{top}"


def relevant_pairs(analysis: Analysis, targets: Sequence[str] = ()) -> tuple[PairResult, ...]:
    """Pairs that concern the check: all, or those involving a target."""
    if not targets:
        return analysis.pairs
    wanted = set(targets)
    return tuple(p for p in analysis.pairs if p.a in wanted or p.b in wanted)


def verdict(
    analysis: Analysis,
    limit: float,
    targets: Sequence[str] = (),
    dismissed: frozenset[tuple[str, str]] = frozenset(),
) -> Verdict:
    """Pairs at or above ``limit``; ``dismissed`` pairs (a person cleared them) never fail."""
    pairs = relevant_pairs(analysis, targets)
    failing = tuple(p for p in pairs if p.similarity >= limit and (p.a, p.b) not in dismissed)
    return Verdict(limit=limit, failing=failing, top=pairs[0] if pairs else None)


# --- SARIF -------------------------------------------------------------------


def _uri(info: SubmissionInfo, file: str) -> str | None:
    """The file's path as the repository knows it, or None (archive entries)."""
    if info.archive is not None or info.path is None:
        return None
    if info.is_file:
        return info.path
    return f"{info.path.rstrip('/')}/{file}"


def _region(span: Span) -> dict[str, int]:
    # SARIF columns are 1-based; ours are 0-based with end_col exclusive.
    return {
        "startLine": span.start_line,
        "startColumn": span.start_col + 1,
        "endLine": span.end_line,
        "endColumn": max(span.end_col + 1, 1),
    }


def _describe(info: SubmissionInfo, span: Span) -> str:
    where = f"{info.name}/{span.file}" if not info.is_file else info.name
    if info.archive is not None:
        where = f"{where} (archive {info.archive})"
    lines = (
        f"line {span.start_line}"
        if span.start_line == span.end_line
        else f"lines {span.start_line}-{span.end_line}"
    )
    return f"{where} {lines}"


def _sarif_result(
    pair: PairResult,
    fragment: Fragment,
    mine: tuple[SubmissionInfo, Span],
    other: tuple[SubmissionInfo, Span],
    limit: float,
) -> dict[str, Any] | None:
    info, span = mine
    other_info, other_span = other
    uri = _uri(info, span.file)
    if uri is None:
        return None
    related: dict[str, Any] = {"id": 1, "message": {"text": _describe(other_info, other_span)}}
    other_uri = _uri(other_info, other_span.file)
    if other_uri is not None:
        related["physicalLocation"] = {
            "artifactLocation": {"uri": other_uri, "uriBaseId": "%SRCROOT%"},
            "region": _region(other_span),
        }
    identity = hashlib.blake2b(
        f"{pair.a}|{pair.b}|{uri}|{span.start_line}|{span.end_line}".encode(
            "utf-8", "surrogatepass"
        ),
        digest_size=16,
    ).hexdigest()
    return {
        "ruleId": RULE_ID,
        "level": "error" if pair.similarity >= limit else "warning",
        "message": {
            "text": (
                f"{fragment.tokens} tokens here match [{_describe(other_info, other_span)}](1): "
                f"{info.name} and {other_info.name} are {pair.similarity:.0%} similar."
            )
        },
        "locations": [
            {
                "physicalLocation": {
                    "artifactLocation": {"uri": uri, "uriBaseId": "%SRCROOT%"},
                    "region": _region(span),
                }
            }
        ],
        "relatedLocations": [related],
        "partialFingerprints": {"mossishFragment/v1": identity},
        "properties": {
            "similarity": round(pair.similarity, 6),
            "submission": info.name,
            "other": other_info.name,
            "tokens": fragment.tokens,
        },
    }


def to_sarif(
    analysis: Analysis, limit: float, targets: Sequence[str] = (), floor: float | None = None
) -> str:
    """SARIF 2.1.0: one result per fragment of each pair at or above ``floor``.

    ``floor`` defaults to the run's threshold (never above ``limit``); results
    of pairs at or above ``limit`` are errors, others warnings.  A fragment is
    located in each side's file that lives in the repository; with targets,
    only in the targets' files.
    """
    infos = {s.name: s for s in analysis.submissions}
    lowest = min(limit, analysis.settings.threshold if floor is None else floor)
    wanted = set(targets)
    results = []
    for pair in relevant_pairs(analysis, targets):
        if pair.similarity < lowest:
            continue
        a, b = infos[pair.a], infos[pair.b]
        for fragment in pair.fragments:
            sides = ((a, fragment.a), (b, fragment.b))
            for mine, other in (sides, sides[::-1]):
                if wanted and mine[0].name not in wanted:
                    continue
                result = _sarif_result(pair, fragment, mine, other, limit)
                if result is not None:
                    results.append(result)
    document = {
        "$schema": SARIF_SCHEMA,
        "version": "2.1.0",
        "runs": [
            {
                "tool": {
                    "driver": {
                        "name": "mossish",
                        "version": __version__,
                        "informationUri": INFORMATION_URI,
                        "rules": [
                            {
                                "id": RULE_ID,
                                "name": "SharedCode",
                                "shortDescription": {"text": "Code shared with another submission"},
                                "fullDescription": {
                                    "text": (
                                        "A run of normalised tokens (identifiers, literals, "
                                        "comments and layout ignored) that also appears in "
                                        "another submission."
                                    )
                                },
                                "defaultConfiguration": {"level": "warning"},
                            }
                        ],
                    }
                },
                "originalUriBaseIds": {"%SRCROOT%": {"uri": "./"}},
                "results": results,
            }
        ],
    }
    # Its messages land in CI logs and code-review pages: names are shown, never obeyed.
    return json.dumps(deep(document, visible), indent=2, ensure_ascii=False) + "\n"


# --- JUnit -------------------------------------------------------------------


def to_junit(analysis: Analysis, limit: float, targets: Sequence[str] = ()) -> str:
    """JUnit XML: a failing test case per pair at or above ``limit``.

    When no pair fails there is one passing case, so the suite is never empty.
    """
    found = verdict(analysis, limit, targets)
    suite = ET.Element(
        "testsuite",
        {
            "name": "mossish",
            "tests": str(max(1, len(found.failing))),
            "failures": str(len(found.failing)),
            "errors": "0",
            "skipped": "0",
        },
    )
    properties = ET.SubElement(suite, "properties")
    for key, value in (("limit", f"{limit:g}"), ("mossish", __version__)):
        ET.SubElement(properties, "property", {"name": key, "value": value})
    if not found.failing:
        ET.SubElement(
            suite,
            "testcase",
            {
                "classname": "mossish.similarity",
                "name": f"no pair at or above {exact_percent(limit)}",
            },
        )
    for pair in found.failing:
        case = ET.SubElement(
            suite, "testcase", {"classname": "mossish.similarity", "name": f"{pair.a} ~ {pair.b}"}
        )
        failure = ET.SubElement(
            case,
            "failure",
            {
                "message": f"{pair.a} and {pair.b} are {pair.similarity:.0%} similar "
                f"(limit {exact_percent(limit)})",
                "type": "similarity",
            },
        )
        failure.text = "\n".join(
            f"{pair.a}/{f.a.file}:{f.a.start_line}-{f.a.end_line} ~ "
            f"{pair.b}/{f.b.file}:{f.b.start_line}-{f.b.end_line} ({f.tokens} tokens)"
            for f in pair.fragments
        )
    for element in suite.iter():  # names come from students: only what XML can carry
        element.attrib = {key: xml_safe(value) for key, value in element.attrib.items()}
        if element.text:
            element.text = "\n".join(xml_safe(line) for line in element.text.split("\n"))
    ET.indent(suite)
    body = ET.tostring(suite, encoding="unicode")
    return f'<?xml version="1.0" encoding="UTF-8"?>\n{body}\n'
