"""Builders for archives and exports shaped like what learning platforms hand out.

Every fixture is made by the test that uses it (in ``tmp_path``): zip and tar
files with the platforms' naming conventions, nested archives, and hostile
archives (path traversal, links, bombs, damage).
"""

from __future__ import annotations

import io
import stat
import tarfile
import zipfile
from pathlib import Path

Content = str | bytes

MEAN = (
    "def mean(values):\n"
    "    total = 0\n"
    "    for value in values:\n"
    "        total += value\n"
    "    return total / len(values)\n"
    "\n"
    "\n"
    "def spread(values):\n"
    "    low, high = min(values), max(values)\n"
    "    return high - low\n"
)
MEDIAN = (
    "import sys\n"
    "\n"
    "\n"
    "def main(argv):\n"
    "    numbers = sorted(int(arg) for arg in argv[1:])\n"
    "    middle = len(numbers) // 2\n"
    "    if len(numbers) % 2:\n"
    "        return numbers[middle]\n"
    "    return (numbers[middle - 1] + numbers[middle]) / 2\n"
    "\n"
    "\n"
    "print(main(sys.argv))\n"
)
GRADES = (
    "grades = {}\n"
    "with open('grades.txt') as handle:\n"
    "    for line in handle:\n"
    "        name, score = line.split(',')\n"
    "        grades.setdefault(name, []).append(float(score))\n"
    "for name, scores in sorted(grades.items()):\n"
    "    print(name, sum(scores) / len(scores))\n"
)


def _bytes(content: Content) -> bytes:
    return content.encode("utf-8") if isinstance(content, str) else content


def zip_bytes(
    files: dict[str, Content],
    links: dict[str, str] | None = None,
    compression: int = zipfile.ZIP_DEFLATED,
) -> bytes:
    """A zip holding ``files`` (names written as given, even hostile ones) and links."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", compression) as archive:
        for name, content in files.items():
            info = zipfile.ZipInfo(name, (2024, 5, 1, 12, 0, 0))
            archive.writestr(info, _bytes(content), compression)
        for name, target in (links or {}).items():
            info = zipfile.ZipInfo(name, (2024, 5, 1, 12, 0, 0))
            info.external_attr = (stat.S_IFLNK | 0o777) << 16
            archive.writestr(info, target)
    return buffer.getvalue()


def write_zip(path: Path, files: dict[str, Content], links: dict[str, str] | None = None) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(zip_bytes(files, links))
    return path


def tar_bytes(
    files: dict[str, Content],
    mode: str = "w:gz",
    links: dict[str, str] | None = None,
    hardlinks: dict[str, str] | None = None,
) -> bytes:
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode=mode) as archive:  # type: ignore[call-overload]
        for name, content in files.items():
            data = _bytes(content)
            info = tarfile.TarInfo(name)
            info.size = len(data)
            archive.addfile(info, io.BytesIO(data))
        for kind, table in ((tarfile.SYMTYPE, links), (tarfile.LNKTYPE, hardlinks)):
            for name, target in (table or {}).items():
                info = tarfile.TarInfo(name)
                info.type = kind
                info.linkname = target
                archive.addfile(info)
    return buffer.getvalue()


def write_tar(path: Path, files: dict[str, Content], **options: object) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(tar_bytes(files, **options))  # type: ignore[arg-type]
    return path


def notebook(cells: list[tuple[str, str]], language: str = "python") -> str:
    """An nbformat 4 notebook: ``cells`` are ``(cell_type, source)``."""
    import json

    return json.dumps(
        {
            "nbformat": 4,
            "nbformat_minor": 5,
            "metadata": {
                "kernelspec": {"name": language, "language": language, "display_name": language},
                "language_info": {"name": language},
            },
            "cells": [
                {
                    "cell_type": kind,
                    "metadata": {},
                    "source": source.splitlines(keepends=True),
                    **({"outputs": [], "execution_count": None} if kind == "code" else {}),
                }
                for kind, source in cells
            ],
        },
        indent=1,
    )


def snapshot(folder: Path) -> dict[str, bytes | None]:
    """Every path under ``folder`` with its bytes (None for folders)."""
    return {
        str(path.relative_to(folder)): None if path.is_dir() else path.read_bytes()
        for path in sorted(folder.rglob("*"))
    }
