"""Discover stage (I/O): one listed file -> a decoded, classified source file.

The file's bytes are read (from disk, or as an archive gave them), checked
(size, binary, empty), decoded as a teacher's editor would, and classified:
program code in the language its name says (``--lang`` forces one), prose
(``.md``, ``.txt``, ``.rst``, ``--text GLOB``) compared as words, a notebook's
code cells in its kernel's language; data and configuration files are
listed as skipped.  Whatever stops a file is a ``Problem``.
"""

from __future__ import annotations

import codecs
import fnmatch
import stat
from pathlib import PurePosixPath

from pygments.lexers import find_lexer_class_by_name
from pygments.util import ClassNotFound

from mossish.inputs.archives import LINK_NOT_FOLLOWED, too_large
from mossish.inputs.listing import Item
from mossish.inputs.notebook import NotebookError, is_notebook, read_notebook
from mossish.inputs.safe_input import NotRegular, open_regular
from mossish.inputs.sniff import classify, identify, removed_note, strip_invisible
from mossish.languages.prose import looks_like_prose
from mossish.languages.registry import (
    exact_language,
    is_code_language,
    is_prose_language,
    language_for,
)
from mossish.model import Problem, Skipped, SourceFile
from mossish.settings import Settings

# Suffixes of data files: recognised as not code, listed as skipped quietly.
DATA_SUFFIXES = frozenset({".csv", ".tsv", ".dat", ".log", ".in", ".out", ".lock"})


def prose_name(name: str, settings: Settings) -> bool:
    """Whether a file called ``name`` is compared as prose (judged by its name)."""
    if any(fnmatch.fnmatchcase(name, pattern) for pattern in settings.text):
        return True
    language = settings.language or language_for(name)
    return language is not None and is_prose_language(exact_language(name, language))


# A file compared with warnings about its reading carries them beside it.
Outcome = SourceFile | Problem | Skipped | tuple[SourceFile, tuple[Problem, ...]]


def _load(item: Item, shown: str, owner: str, settings: Settings) -> bytes | Problem:
    """The bytes of a listed file, or the problem that stops reading it."""
    if item.problem is not None:
        return Problem(item.problem[0], shown, item.problem[1], owner)
    if item.data is not None:
        data = item.data
    else:
        assert item.disk is not None
        try:
            info = item.disk.lstat()
            if stat.S_ISLNK(info.st_mode):
                return Problem("link", shown, LINK_NOT_FOLLOWED, owner)
            if not stat.S_ISREG(info.st_mode):
                return Problem("unreadable", shown, "not a regular file", owner)
            if info.st_size > settings.max_file_bytes:
                return _too_large(info.st_size, shown, owner, settings)
            with open_regular(item.disk, follow=False) as stream:
                data = stream.read(settings.max_file_bytes + 1)
        except NotRegular as exc:
            return Problem("unreadable", shown, f"{exc.what}, not a regular file; skipped", owner)
        except OSError as exc:
            return Problem("unreadable", shown, f"cannot read: {exc.strerror or exc}", owner)
    if len(data) > settings.max_file_bytes:
        return _too_large(len(data), shown, owner, settings)
    if not data:
        return Problem("empty", shown, "empty file; skipped", owner)
    return data


def _too_large(size: int, shown: str, owner: str, settings: Settings) -> Problem:
    return Problem("too-large", shown, too_large(size, settings.max_file_bytes), owner)


def says_code(name: str, settings: Settings) -> bool:
    """Whether a file called ``name`` holds program code by its name (notebooks included).

    A file so named that cannot be read leaves its submission not fully
    checked (``Submission.unread``): a CI gate must not pass it.
    """
    if is_notebook(name):
        return True
    if any(fnmatch.fnmatchcase(name, pattern) for pattern in settings.text):
        return False
    language = settings.language or language_for(name)
    if language is None:
        return False
    language = exact_language(name, language)
    return is_code_language(language) and not is_prose_language(language)


def _from_content(text: str) -> str | None:
    """The lexer name a file's content declares or shows, when Pygments knows it as code."""
    declared = identify(text)
    if declared is None:
        return None
    try:
        cls = find_lexer_class_by_name(declared)
    except ClassNotFound:
        return None
    language = str(cls.aliases[0]) if cls.aliases else None
    if language is None or not is_code_language(language) or is_prose_language(language):
        return None
    return language


def read_item(
    item: Item, display: str, shown: str, owner: str, settings: Settings, prose: bool = False
) -> Outcome:
    """Read, decode and classify one file, or say why it is not compared.

    ``display`` is its path within the submission, ``shown`` the path
    warnings name; ``prose`` forces it to be compared as prose.
    """
    data = _load(item, shown, owner, settings)
    if isinstance(data, Problem):
        return data
    name = PurePosixPath(display).name
    forced = prose or any(fnmatch.fnmatchcase(display, p) or fnmatch.fnmatchcase(name, p)
                          for p in settings.text)  # fmt: skip
    content = classify(data, not forced and says_code(name, settings))
    if content.binary is not None:
        return Problem("binary", shown, f"binary file ({content.binary}); skipped", owner)
    text, note = decode(data, content.codec)
    notes = [Problem("encoding", shown, note, owner)] if note is not None else []
    cells: tuple[tuple[int, int], ...] = ()
    if forced:
        language: str | None = "text"
    elif is_notebook(name):
        try:
            notebook = read_notebook(text)
        except NotebookError as exc:
            return Problem("notebook", shown, str(exc), owner)
        language = settings.language or notebook.language
        text, cells = notebook.text, notebook.cells
    else:
        language = settings.language or language_for(name, text[:4096])
    if language is None:
        language = _from_content(text)
        if language is not None:
            notes.append(Problem("language-from-content", shown, _guessed(name, language), owner))
        elif PurePosixPath(name).suffix.lower() in DATA_SUFFIXES:
            return Skipped(display, "data file")
        else:
            return Problem(
                "unknown-type",
                shown,
                "no lexer recognises this file type; skipped (use --lang to force one)",
                owner,
            )
    elif not forced and settings.language is None:
        language = exact_language(name, language)
        if is_prose_language(language):
            # A program saved under a prose name (main.txt) is compared as the program.
            code = _from_content(text)
            if code is not None:
                language = code
                notes.append(Problem("language-from-content", shown, _guessed(name, code), owner))
            elif not looks_like_prose(text) and text.strip():
                return Skipped(display, "data file (not prose)")
        elif not is_code_language(language):
            return Skipped(display, f"not program code ({language})")
    if not cells:
        # Cells' offsets index the notebook's text: a notebook's cells keep theirs.
        text, removed = strip_invisible(text)
        if removed:
            notes.append(Problem("invisible-characters", shown, removed_note(removed), owner))
    if not text.strip():
        return Problem("empty", shown, "file holds only white space; skipped", owner)
    source = SourceFile(path=display, language=language, text=text, cells=cells)
    # Still compared: only the reading is uncertain, so these are warnings too.
    return (source, tuple(notes)) if notes else source


def _guessed(name: str, language: str) -> str:
    said = (
        f"its name ({name}) does not say a language"
        if "." not in name.strip(".")
        else (f"its name ({name}) does not say {language}")
    )
    return f"{said}; its content is {language} code, compared as {language}"


def decode(data: bytes, codec: str | None = None) -> tuple[str, str | None]:
    """Decode bytes as a teacher's editor would; the note says what was guessed.

    UTF-8 (with or without BOM) and BOM-marked UTF-16/32 are read exactly;
    ``codec`` is UTF-16 found without a mark (``sniff.classify``); anything
    else is read as Windows-1252 (then Latin-1, which never fails), with a
    note.  Newlines become ``\\n``.
    """
    note: str | None = None
    if codec is not None:
        text = data.decode(codec, errors="replace")
        note = f"no byte-order mark; read as {codec.upper()}"
        return text.replace("\r\n", "\n").replace("\r", "\n"), note
    for bom, codec in (
        (codecs.BOM_UTF32_LE, "utf-32"),
        (codecs.BOM_UTF32_BE, "utf-32"),
        (codecs.BOM_UTF8, "utf-8-sig"),
        (codecs.BOM_UTF16_LE, "utf-16"),
        (codecs.BOM_UTF16_BE, "utf-16"),
    ):
        if data.startswith(bom):
            text = data.decode(codec, errors="replace")
            break
    else:
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            try:
                text = data.decode("cp1252")
                note = "not valid UTF-8; read as Windows-1252"
            except UnicodeDecodeError:
                text = data.decode("latin-1")
                note = "not valid UTF-8; read as Latin-1"
    return text.replace("\r\n", "\n").replace("\r", "\n"), note
