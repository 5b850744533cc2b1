"""CI views: the fail-above verdict, SARIF 2.1.0 and JUnit XML from an ``Analysis``.

A course's CI runs ``mossish check --fail-above X``: the job fails (exit 1)
when a pair, or a pair involving a ``--target`` submission, is at or above
X, and (exit 3) when a submission in scope was not fully checked.  SARIF
puts each matching fragment in the checked file so code-scanning UIs show it
there; JUnit gives a failing test case per pair over the limit.  Both carry
the submissions not fully checked.
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
from mossish.errors import EXIT_OK, EXIT_THRESHOLD, EXIT_UNCHECKED
from mossish.inert import deep, visible, xml_safe
from mossish.model import Analysis, Fragment, PairResult, Span, SubmissionInfo, Unchecked

SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
RULE_ID = "mossish/shared-code"
UNCHECKED_RULE_ID = "mossish/not-checked"
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
    """What the gate found, and the lines a CI log shows.

    ``failing``: pairs at or above the limit that no one dismissed;
    ``dismissed``: those a person cleared; ``unchecked``: submissions in scope
    not fully checked (``accepted``: the empty ones ``--allow-empty`` lets pass).
    """

    limit: float
    failing: tuple[PairResult, ...]
    top: PairResult | None
    dismissed: tuple[PairResult, ...] = ()
    unchecked: tuple[Unchecked, ...] = ()
    accepted: tuple[Unchecked, ...] = ()

    @property
    def failed(self) -> bool:
        return bool(self.failing)

    @property
    def exit_code(self) -> int:
        if self.failing:
            return EXIT_THRESHOLD
        return EXIT_UNCHECKED if self.unchecked else EXIT_OK

    def line(self) -> str:
        limit = exact_percent(self.limit)
        top = (
            f"; most similar: {self.top.a} ~ {self.top.b} {self.top.similarity:.0%}"
            if self.top is not None
            else ""
        )
        if any(p is self.top for p in self.dismissed):
            top += " (dismissed)"
        cleared = len(self.dismissed)
        if self.failing:
            more = f" ({cleared} more dismissed)" if cleared else ""
            found = f"FAIL: {len(self.failing)} pair(s) at or above {limit}{more}"
        elif cleared:
            found = f"OK: {cleared} pair(s) at or above {limit}, all dismissed"
        else:
            found = f"OK: no pair at or above {limit}"
        if not self.failing and self.unchecked:
            found = "NOT FULLY CHECKED: " + found.partition(": ")[2]
        if self.accepted:
            found += f"; {len(self.accepted)} empty submission(s) accepted (--allow-empty)"
        return f"mossish: {found}{top}"

    def unchecked_line(self) -> str | None:
        """One line naming the submissions not fully checked, and why; None when all were."""
        if not self.unchecked:
            return None
        shown = [f"{u.submission}: {u.reason}" for u in self.unchecked[:UNCHECKED_SHOWN]]
        more = len(self.unchecked) - UNCHECKED_SHOWN
        if more > 0:
            shown.append(f"and {more} more (the JSON's 'unchecked' lists them)")
        return f"mossish: {len(self.unchecked)} submission(s) not fully checked: " + " | ".join(
            shown
        )


# Submissions the gate's line names before it says "and N more".
UNCHECKED_SHOWN = 5


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
    """Pairs at or above ``limit``; ``dismissed`` pairs (a person cleared them) never fail.

    Submissions in scope (the targets, else all) that were not fully checked
    fail the gate too, unless they are empty and the settings allow it.
    """
    pairs = relevant_pairs(analysis, targets)
    above = [p for p in pairs if p.similarity >= limit]
    wanted = set(targets)
    unchecked = [u for u in analysis.unchecked if not wanted or u.submission in wanted]
    allow = analysis.settings.allow_empty
    return Verdict(
        limit=limit,
        failing=tuple(p for p in above if (p.a, p.b) not in dismissed),
        top=pairs[0] if pairs else None,
        dismissed=tuple(p for p in above if (p.a, p.b) in dismissed),
        unchecked=tuple(u for u in unchecked if not (allow and u.empty)),
        accepted=tuple(u for u in unchecked if allow and u.empty),
    )


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
    analysis: Analysis,
    limit: float,
    targets: Sequence[str] = (),
    floor: float | None = None,
    dismissed: frozenset[tuple[str, str]] = frozenset(),
) -> str:
    """SARIF 2.1.0: one result per fragment of each pair at or above ``floor``,
    and one per submission in scope that was not fully checked.

    ``floor`` defaults to the run's threshold (never above ``limit``); results
    of pairs at or above ``limit`` are errors, others warnings.  A fragment is
    located in each side's file that lives in the repository; with targets,
    only in the targets' files; a dismissed pair's results are notes.  A
    submission not fully checked is an error (a note when ``--allow-empty``
    accepts it), located at its folder or file.
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
                    if (pair.a, pair.b) in dismissed:
                        result["level"] = "note"
                        result["properties"]["dismissed"] = True
                    results.append(result)
    found = verdict(analysis, limit, targets, dismissed)
    results.extend(_unchecked_result(infos[u.submission], u, "error") for u in found.unchecked)
    results.extend(_unchecked_result(infos[u.submission], u, "note") for u in found.accepted)
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
                            },
                            {
                                "id": UNCHECKED_RULE_ID,
                                "name": "NotChecked",
                                "shortDescription": {
                                    "text": "A submission that was not fully compared"
                                },
                                "fullDescription": {
                                    "text": (
                                        "A file named as code could not be read (binary "
                                        "content, too large, unreadable), or nothing in the "
                                        "submission could be compared: a copy there would "
                                        "go unseen."
                                    )
                                },
                                "defaultConfiguration": {"level": "error"},
                            },
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


def _unchecked_result(info: SubmissionInfo, unchecked: Unchecked, level: str) -> dict[str, Any]:
    result: dict[str, Any] = {
        "ruleId": UNCHECKED_RULE_ID,
        "level": level,
        "message": {"text": f"{info.name} was not fully checked: {unchecked.reason}"},
        "properties": {"submission": info.name, "empty": unchecked.empty},
    }
    if info.path is not None:
        uri = info.path if info.is_file else info.path.rstrip("/") + "/"
        result["locations"] = [
            {"physicalLocation": {"artifactLocation": {"uri": uri, "uriBaseId": "%SRCROOT%"}}}
        ]
    return result


# --- JUnit -------------------------------------------------------------------


def to_junit(
    analysis: Analysis,
    limit: float,
    targets: Sequence[str] = (),
    dismissed: frozenset[tuple[str, str]] = frozenset(),
) -> str:
    """JUnit XML: a failing test case per pair at or above ``limit`` and per
    submission not fully checked; dismissed pairs and accepted empty
    submissions are skipped cases.

    When nothing fails there is one passing case, so the suite is never empty.
    """
    found = verdict(analysis, limit, targets, dismissed)
    failures = len(found.failing) + len(found.unchecked)
    skipped = len(found.dismissed) + len(found.accepted)
    suite = ET.Element(
        "testsuite",
        {
            "name": "mossish",
            "tests": str(failures + skipped + (failures == 0)),
            "failures": str(failures),
            "errors": "0",
            "skipped": str(skipped),
        },
    )
    properties = ET.SubElement(suite, "properties")
    for key, value in (("limit", f"{limit:g}"), ("mossish", __version__)):
        ET.SubElement(properties, "property", {"name": key, "value": value})
    if not failures:
        ET.SubElement(
            suite,
            "testcase",
            {
                "classname": "mossish.similarity",
                "name": f"no pair at or above {exact_percent(limit)}"
                + (" but those dismissed" if found.dismissed else ""),
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
    for pair in found.dismissed:
        case = ET.SubElement(
            suite, "testcase", {"classname": "mossish.similarity", "name": f"{pair.a} ~ {pair.b}"}
        )
        ET.SubElement(
            case,
            "skipped",
            {"message": f"{pair.similarity:.0%} similar; dismissed by a recorded decision"},
        )
    for unchecked in found.unchecked:
        case = ET.SubElement(
            suite, "testcase", {"classname": "mossish.coverage", "name": unchecked.submission}
        )
        ET.SubElement(
            case,
            "failure",
            {"message": f"not fully checked: {unchecked.reason}", "type": "not-checked"},
        )
    for unchecked in found.accepted:
        case = ET.SubElement(
            suite, "testcase", {"classname": "mossish.coverage", "name": unchecked.submission}
        )
        ET.SubElement(
            case, "skipped", {"message": f"empty, accepted (--allow-empty): {unchecked.reason}"}
        )
    for element in suite.iter():  # names come from students: only what XML can carry
        element.attrib = {key: xml_safe(value) for key, value in element.attrib.items()}
        if element.text:
            element.text = "\n".join(xml_safe(line) for line in element.text.split("\n"))
    ET.indent(suite)
    body = ET.tostring(suite, encoding="unicode")
    return f'<?xml version="1.0" encoding="UTF-8"?>\n{body}\n'
