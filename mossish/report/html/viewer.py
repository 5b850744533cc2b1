"""Report view (pure): the compact data the pair viewer renders every pair from.

Every pair that shares code can be opened side by side. Rather than a page
per pair, the report carries the code of each submission once
(``submissions/N.js``) and the fragments of the pairs in chunks
(``pairs/chunk-C.js``); ``compare.html#R`` loads the two it needs with
``<script>`` tags, which, unlike ``fetch()``, work from disk with no server.

The files are JavaScript that calls one function with a JSON value: JSON is
valid JavaScript, and the viewer only ever inserts its strings as text.
Columns are counted in UTF-16 code units, as JavaScript strings count them.
"""

from __future__ import annotations

import base64
import gzip
import json
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from mossish.inputs.labels import Labels
from mossish.model import Analysis, PairResult, Span, SubmissionInfo
from mossish.report.decisions import Decision, pair_key, submission_hashes
from mossish.report.late import late_text

# Pairs per data file: small enough to load at once, few enough files.
CHUNK = 100
LOADER = "mossishData"


def chunk_of(rank: int) -> int:
    """The data file (``pairs/chunk-C.js``) holding the pair at ``rank`` (1-based)."""
    return (rank - 1) // CHUNK + 1


def _units(text: str, column: int) -> int:
    """``column`` (code points into ``text``) in UTF-16 code units."""
    return column + sum(1 for ch in text[:column] if ord(ch) > 0xFFFF)


@dataclass(frozen=True, slots=True)
class _Lines:
    lines: tuple[str, ...]
    plain: bool  # no character beyond the BMP: columns need no conversion

    def column(self, line: int, column: int) -> int:
        if self.plain or not 1 <= line <= len(self.lines):
            return column
        return _units(self.lines[line - 1], column)


def _span(span: Span, files: dict[str, int], lines: dict[str, _Lines]) -> list[int]:
    seen = lines.get(span.file)
    start, end = span.start_col, span.end_col
    if seen is not None:
        start = seen.column(span.start_line, start)
        end = seen.column(span.end_line, end)
    return [files.get(span.file, -1), span.start_line, start, span.end_line, end]


def _dump(value: object) -> str:
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
    return f"{LOADER}({text});\n"


def submitted_time(info: SubmissionInfo, labels: Labels | None) -> str | None:
    """When ``info`` was handed in: the instructor's ``--labels`` first, else git or the LMS."""
    if labels is not None and info.name in labels.submitted:
        return labels.submitted[info.name].isoformat()
    return info.submitted


def submission_data(
    analysis: Analysis, number: int, info: SubmissionInfo, labels: Labels | None = None
) -> str:
    """``submissions/N.js``: the submission's files with their text, base and common code."""
    files = {f.path: i for i, f in enumerate(info.files)}
    lines = {}
    shown_files = []
    texts: list[str | None] = []
    for file in info.files:
        source = analysis.sources.get((info.name, file.path))
        text = source.text if source is not None else None
        if text is not None:
            lines[file.path] = _Lines(tuple(text.split("\n")), text.isascii() or _bmp(text))
        shown_files.append({"path": file.path, "language": file.language, "lines": file.lines})
        texts.append(text)
    return _dump(
        {
            "kind": "subs",
            "number": number,
            "name": info.name,
            "files": shown_files,
            "texts": _packed(texts),
            "labels": labels.values.get(info.name, {}) if labels else {},
            "submitted": submitted_time(info, labels),
            "late": info.late,
            "late_text": late_text(info),
            "base": [_span(s, files, lines) for s in info.base_code],
            "common": [_span(s, files, lines) for s in info.common_code],
        }
    )


def _packed(texts: list[str | None]) -> str:
    """The files' texts as gzipped JSON in base64: code shrinks to a fifth or less,
    and the browser unpacks it with its own DecompressionStream."""
    raw = json.dumps(texts, ensure_ascii=False, separators=(",", ":"))
    packed = gzip.compress(raw.encode("utf-8", "surrogatepass"), compresslevel=6, mtime=0)
    return base64.b64encode(packed).decode("ascii")


def _bmp(text: str) -> bool:
    return all(ord(ch) <= 0xFFFF for ch in text)


def file_order(
    pair: PairResult, info_a: SubmissionInfo | None, info_b: SubmissionInfo | None
) -> tuple[list[int], list[int]]:
    """Each side's files (indexes), matched to each other by what they share.

    The pair of files sharing the most tokens comes first, then the next best
    pair among the files left, and so on; files that share nothing come last,
    in their own order.  Both lists have the matched files at the same places.
    """
    paths_a = [f.path for f in info_a.files] if info_a else []
    paths_b = [f.path for f in info_b.files] if info_b else []
    index_a = {p: i for i, p in enumerate(paths_a)}
    index_b = {p: i for i, p in enumerate(paths_b)}
    shared: dict[tuple[int, int], int] = defaultdict(int)
    for fragment in pair.fragments:
        ia, ib = index_a.get(fragment.a.file), index_b.get(fragment.b.file)
        if ia is not None and ib is not None:
            shared[(ia, ib)] += fragment.tokens
    order_a: list[int] = []
    order_b: list[int] = []
    used_a: set[int] = set()
    used_b: set[int] = set()
    for (ia, ib), _tokens in sorted(shared.items(), key=lambda item: (-item[1], item[0])):
        if ia in used_a or ib in used_b:
            continue
        used_a.add(ia)
        used_b.add(ib)
        order_a.append(ia)
        order_b.append(ib)
    order_a.extend(i for i in range(len(paths_a)) if i not in used_a)
    order_b.extend(i for i in range(len(paths_b)) if i not in used_b)
    return order_a, order_b


def pair_chunks(
    analysis: Analysis,
    numbers: dict[str, int],
    paged: dict[int, str],
    decisions: Mapping[tuple[str, str], Decision] | None = None,
) -> Iterable[tuple[int, str]]:
    """``(C, text of pairs/chunk-C.js)`` for every chunk of ranked pairs.

    Each pair carries its content key (what a decision on it is filed under)
    and the decision read back with ``--decisions``, if one still holds.
    """
    decisions = decisions or {}
    hashes = submission_hashes(analysis)
    infos = {s.name: s for s in analysis.submissions}
    cache: dict[str, tuple[dict[str, int], dict[str, _Lines]]] = {}

    def located(name: str) -> tuple[dict[str, int], dict[str, _Lines]]:
        # Only files with a character beyond the BMP need their lines kept.
        if name not in cache:
            if len(cache) > 256:
                cache.clear()
            info = infos.get(name)
            files = {f.path: i for i, f in enumerate(info.files)} if info else {}
            lines = {}
            for path in files:
                source = analysis.sources.get((name, path))
                if source is not None and not source.text.isascii() and not _bmp(source.text):
                    lines[path] = _Lines(tuple(source.text.split("\n")), False)
            cache[name] = (files, lines)
        return cache[name]

    threshold = analysis.settings.threshold
    pairs = analysis.pairs
    for start in range(0, len(pairs), CHUNK):
        rows = []
        for rank, pair in enumerate(pairs[start : start + CHUNK], start=start + 1):
            files_a, lines_a = located(pair.a)
            files_b, lines_b = located(pair.b)
            order_a, order_b = file_order(pair, infos.get(pair.a), infos.get(pair.b))
            decision = decisions.get((pair.a, pair.b))
            rows.append(
                {
                    "rank": rank,
                    "a": pair.a,
                    "b": pair.b,
                    "sa": numbers.get(pair.a, 0),
                    "sb": numbers.get(pair.b, 0),
                    "similarity": round(pair.similarity, 6),
                    "share_a": round(pair.share_a, 6),
                    "share_b": round(pair.share_b, 6),
                    "lines_a": pair.matched_lines_a,
                    "lines_b": pair.matched_lines_b,
                    "tokens": pair.matched_tokens,
                    "longest": pair.longest_fragment,
                    "jaccard": round(pair.jaccard, 6),
                    "strings": round(pair.strings, 6),
                    "suspicious": pair.similarity >= threshold,
                    "page": paged.get(rank),
                    "key": pair_key(pair, hashes),
                    "decided": (
                        {"decision": decision.decision, "note": decision.note}
                        if decision is not None
                        else None
                    ),
                    "order_a": order_a,
                    "order_b": order_b,
                    "fragments": [
                        [f.tokens, _span(f.a, files_a, lines_a), _span(f.b, files_b, lines_b)]
                        for f in pair.fragments
                    ],
                }
            )
        number = start // CHUNK + 1
        yield number, _dump({"kind": "pairs", "number": number, "total": len(pairs), "pairs": rows})


def numbered(submissions: Sequence[SubmissionInfo]) -> dict[str, int]:
    """Each submission's place in the sorted list (1-based), as its pages use."""
    return {s.name: i for i, s in enumerate(submissions, start=1)}
