"""Shared pytest configuration for the mossish test suite."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pg_server
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


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[str]:
    """A throw-away PostgreSQL cluster for the session: the URL of its ``postgres`` database."""
    yield from pg_server.start_cluster()


@pytest.fixture(params=["sqlite", "postgresql"])
def archive_at(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """Where a test's archive goes, on each back end: a new file, or a new database."""
    if request.param == "sqlite":
        return str(tmp_path / "prior.db")
    return pg_server.new_database(request.getfixturevalue("postgres_server"))
