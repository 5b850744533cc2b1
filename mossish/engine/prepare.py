"""From lexed files to one document per submission, with what the views need of it.

Each submission's files' entries (tokens and fingerprints) become one
``Document`` for the index, a ``Locator`` that maps its token positions back to
files and lines, and the file facts and warnings the result reports.  The
per-file tokens are let go once the document is built, so a large class's
arrays are held once.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

import numpy as np

from mossish.engine.fingerprint import Entry
from mossish.engine.index import Document, base_hashes, build_document, without_common
from mossish.engine.lexing import EntrySource, Progress
from mossish.engine.literals import file_strings, union, weighed_documents
from mossish.engine.locator import Locator
from mossish.engine.sketch import sketch_of
from mossish.languages.normalize import STRING, token_value
from mossish.languages.registry import is_prose_language, language_family
from mossish.model import (
    U64,
    Discount,
    FileInfo,
    Inputs,
    Problem,
    SourceFile,
    Span,
    Submission,
    SubmissionInfo,
    TokenizedFile,
)
from mossish.settings import Settings


@dataclass(frozen=True, slots=True)
class Prepared:
    """One submission through the index stage, with what the views need.

    Its base-code regions are worked out here, while the workers are still
    lexing the next submissions.
    """

    submission: Submission
    files: tuple[FileInfo, ...]
    document: Document
    base_code: tuple[Span, ...]
    locator: Locator
    # Its common-code regions when the workers worked them out (``check --dask``:
    # the document and its locator are there, the client keeps their husks).
    common_code: tuple[Span, ...] | None = None

    def without_common(self, common: U64, k: int) -> Prepared:
        """The same submission with the class's common code left out of its document."""
        return replace(self, document=without_common(self.document, common, k))

    def info(
        self,
        archive: str | None = None,
        target: bool = False,
        discounted: tuple[Discount, ...] = (),
    ) -> SubmissionInfo:
        """What the result says about this submission (``archive``: its label, for prior work)."""
        submission, document = self.submission, self.document
        return SubmissionInfo(
            name=submission.name,
            root=submission.root,
            files=self.files,
            tokens=document.size,
            ignored_tokens=document.size - document.effective,
            skipped=submission.skipped,
            base_code=self.base_code,
            common_code=self.locator.regions(document.common)
            if self.common_code is None
            else self.common_code,
            discounted=discounted,
            path=None if archive is not None else (submission.path or None),
            is_file=submission.is_file,
            archive=archive,
            target=target,
            submitted=submission.submitted,
            late=submission.late,
            unread=submission.unread,
        )


@dataclass(frozen=True, slots=True)
class PreparedClass:
    """The current submissions through the index stage, and the base code."""

    submissions: tuple[Prepared, ...]
    base: U64
    base_files: tuple[FileInfo, ...]
    problems: tuple[Problem, ...]
    # SimHash of the submissions the prior pass looks up (by their position).
    sketches: dict[int, int]

    def without_common(self, common: U64, k: int) -> PreparedClass:
        """The same class with its common code left out of every document."""
        kept = tuple(p.without_common(common, k) for p in self.submissions)
        return replace(self, submissions=kept)

    def with_string_weights(self) -> PreparedClass:
        """The same class with each document's strings weighed within it (``literals``)."""
        documents = weighed_documents([p.document for p in self.submissions])
        kept = tuple(
            replace(p, document=d) for p, d in zip(self.submissions, documents, strict=True)
        )
        return replace(self, submissions=kept)


@dataclass(frozen=True, slots=True)
class TextFacts:
    """What a file's text tells besides its entry: its lines and its string literals' keys
    (none for prose).  Worked out where the file is lexed (``check --dask``: the
    workers, so a submission's document is built there without its text)."""

    lines: int
    strings: frozenset[int]


def text_facts(source: SourceFile, tokens: TokenizedFile) -> TextFacts:
    lines = line_count(source.text)
    if is_prose_language(source.language):
        return TextFacts(lines, frozenset())
    value = token_value(STRING, language_family(source.language))
    return TextFacts(lines, frozenset(file_strings(source.text, tokens, value)))


def line_count(text: str) -> int:
    return text.count("\n") + (0 if text.endswith("\n") else 1)


def prepare_archived(
    submission: Submission,
    entries: Sequence[Entry],
    label: str,
    base: U64,
    common: U64,
    settings: Settings,
) -> tuple[Prepared, SubmissionInfo]:
    """An archived submission (prior work, labelled ``label``) prepared to be compared with
    the class: the class's base code and common code taken out; and its info as the
    result shows it."""
    item = prepare(submission, entries, settings, base).without_common(common, settings.k)
    return item, item.info(archive=label)


def prepare(
    submission: Submission,
    entries: Sequence[Entry],
    settings: Settings,
    base: U64,
    base_strings: frozenset[int] = frozenset(),
    facts: Sequence[TextFacts] | None = None,
) -> Prepared:
    """One submission's document (base code removed), locator and file facts.

    ``facts``: each file's ``text_facts``, when worked out already (then the
    files' texts are not read).
    """
    document = build_document(submission.name, entries, settings.k, base)
    tokens = [t for t, _ in entries]
    if facts is None:
        facts = [text_facts(f, t) for f, t in zip(submission.files, tokens, strict=True)]
    document = replace(document, strings=union([f.strings for f in facts], base_strings))
    locator = Locator.of([f.path for f in submission.files], tokens)
    return Prepared(
        submission=submission,
        files=tuple(
            file_info(f, t, x.lines)
            for f, t, x in zip(submission.files, tokens, facts, strict=True)
        ),
        document=document,
        base_code=locator.regions(document.base),
        locator=locator,
    )


def prepare_class(
    inputs: Inputs,
    settings: Settings,
    report: Progress,
    lexing: EntrySource,
    sketch: Iterable[int] = (),
) -> PreparedClass:
    """Build each submission's document from its files' entries.

    The base code comes first; then each submission's document is built as
    soon as its files are lexed, while the workers go on with the rest, and
    its per-file results are let go.  ``sketch``: the submissions whose
    SimHash the prior pass needs.
    """
    submissions = inputs.submissions
    stream = lexing.entries([*inputs.base, *(f for s in submissions for f in s.files)], report)
    base_entries = [next(stream) for _ in inputs.base]
    base, base_strings = base_of(inputs.base, base_entries)
    problems = list(inputs.problems)
    prepared: list[Prepared] = []
    sketches, wanted = {}, set(sketch)
    for i, submission in enumerate(submissions):
        entries = [next(stream) for _ in submission.files]
        problems.extend(file_problems(submission, entries))
        if i in wanted:
            sketches[i] = sketch_of(entries).simhash
        prepared.append(prepare(submission, entries, settings, base, base_strings))
    for _ in stream:  # stops the workers and stores what the cache lacks
        pass
    return PreparedClass(
        submissions=tuple(prepared),
        base=base,
        base_files=base_files(inputs.base, base_entries),
        problems=tuple(problems),
        sketches=sketches,
    )


def base_of(files: Sequence[SourceFile], entries: Sequence[Entry]) -> tuple[U64, frozenset[int]]:
    """The base code's fingerprints and string literals' keys, from its files' entries."""
    strings = frozenset[int]().union(
        *(text_facts(f, t).strings for f, (t, _) in zip(files, entries, strict=True))
    )
    return base_hashes([prints for _, prints in entries]), strings


def base_files(files: Sequence[SourceFile], entries: Sequence[Entry]) -> tuple[FileInfo, ...]:
    return tuple(
        file_info(source, tokens) for source, (tokens, _) in zip(files, entries, strict=True)
    )


def file_problems(submission: Submission, entries: Sequence[Entry]) -> list[Problem]:
    """Warnings about what the lexer made of a submission's files."""
    problems = []
    for source, (tokens, _) in zip(submission.files, entries, strict=True):
        shown = f"{submission.name}/{source.path}"
        if tokens.error_tokens:
            message = (
                f"{tokens.error_tokens} token(s) the {source.language} lexer could not read "
                "(broken or unfinished code?); compared as lexed"
            )
            problems.append(Problem("syntax", shown, message, submission.name))
        elif tokens.unmatched_brackets:
            message = (
                f"{tokens.unmatched_brackets} unmatched bracket(s) (unfinished or broken "
                "code?); compared as lexed"
            )
            problems.append(Problem("syntax", shown, message, submission.name))
        if len(tokens) == 0:
            problems.append(
                Problem("no-code", shown, "no code after removing comments", submission.name)
            )
    return problems


def file_info(source: SourceFile, tokens: TokenizedFile, lines: int | None = None) -> FileInfo:
    """A file's facts for the result (``lines``: its line count, when worked out already)."""
    return FileInfo(
        path=source.path,
        language=source.language,
        lines=line_count(source.text) if lines is None else lines,
        tokens=len(tokens),
        cells=source.cells,
    )


def submission_hashes(entries: Sequence[Entry]) -> U64:
    """A submission's distinct winnowed fingerprints (what an archive stores)."""
    if not entries:
        return np.zeros(0, dtype=np.uint64)
    return np.unique(np.concatenate([prints.hashes for _, prints in entries]))
