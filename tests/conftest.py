"""Shared pytest configuration for the mossish test suite."""

from __future__ import annotations

import pytest

from mossish.engine import lexjob


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--update-golden",
        action="store_true",
        default=False,
        help="(Re)write the expected tests/golden/**/*.tokens files instead of comparing them.",
    )


@pytest.fixture
def lexed(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The texts the lexing job is run on, in order (in this process: jobs=1 or small inputs)."""
    texts: list[str] = []
    real = lexjob.run

    def recording(job: lexjob.Job) -> object:
        texts.append(job[0])
        return real(job)

    monkeypatch.setattr(lexjob, "run", recording)
    return texts
