"""Discover stage (I/O): what discovery passes over unread, and how it says so.

Hidden folders, tools' output folders and mossish's own reports are never
compared.  Students control their repositories, so each of these is a place
to hide code in: what is passed over is recorded, and a submission left with
no compared code names it in its warning instead of vanishing.  A report
folder is recognised only when it is complete and holds nothing but what the
report writer makes, so an empty ``.mossish-report`` file hides nothing.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Sequence

# A folder holding this file is a mossish report (see mossish/report/html/writer.py).
REPORT_MARKER = ".mossish-report"
REPORT_MARKER_TEXT = "This folder is a mossish report: mossish check replaces it on every run.\n"
# What the report writer puts in a report; anything else means it is not one.
_REPORT_FOLDERS = frozenset({"assets", "pairs", "submissions"})
_REPORT_SUFFIXES = (".html", ".css", ".js", ".svg", ".json")
# Warnings name this many passed-over places, then count the rest.
_SHOWN = 5


def is_report(folder: str) -> bool:
    """Whether ``folder`` is a complete mossish report and nothing else."""
    try:
        marker = os.path.join(folder, REPORT_MARKER)
        if not stat.S_ISREG(os.lstat(marker).st_mode) or os.lstat(marker).st_size > 4096:
            return False
        with open(marker, "rb") as stream:
            if stream.read(4097) != REPORT_MARKER_TEXT.encode():
                return False
        if not stat.S_ISREG(os.lstat(os.path.join(folder, "index.html")).st_mode):
            return False
        return _only_pages(folder, top=True)
    except OSError:
        return False


def _only_pages(folder: str, top: bool) -> bool:
    with os.scandir(folder) as entries:
        for entry in entries:
            if entry.is_symlink():
                return False
            if entry.is_dir(follow_symlinks=False):
                if not top or entry.name not in _REPORT_FOLDERS:
                    return False
                if not _only_pages(entry.path, top=False):
                    return False
            elif not (entry.is_file(follow_symlinks=False) and (
                entry.name.endswith(_REPORT_SUFFIXES) or (top and entry.name == REPORT_MARKER)
            )):  # fmt: skip
                return False
    return True


def reason(name: str, is_folder: bool, tool_folders: frozenset[str]) -> str:
    """Why a file or folder called ``name`` was passed over."""
    if name.startswith("."):
        return "hidden folder" if is_folder else "hidden file"
    if is_folder and name in tool_folders:
        return "build or tool folder"
    if is_folder:
        return "a mossish report"
    return "system file"


def summary(passed: Sequence[tuple[str, str]]) -> str:
    """``passed`` ((path, reason)...) as one clause for a warning."""
    shown = [f"{path} ({why})" for path, why in passed[:_SHOWN]]
    more = len(passed) - _SHOWN
    if more > 0:
        shown.append(f"and {more} more")
    return "passed over: " + ", ".join(shown)
