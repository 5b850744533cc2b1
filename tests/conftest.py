"""Shared pytest configuration for the mossish test suite."""

from __future__ import annotations

import os
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import pg_server
import pytest
from hypothesis import settings

from mossish.engine import lexjob

# Hypothesis' default 200 ms deadline fails a slow example on a loaded
# machine. In CI (CI=true): no deadline, and the same examples on every run,
# so a red build is the code's doing; on a workstation a generous deadline
# still catches an example that hangs. HYPOTHESIS_PROFILE picks either.
settings.register_profile("ci", deadline=None, derandomize=True, print_blob=True)
settings.register_profile("dev", deadline=timedelta(seconds=5))
settings.load_profile(
    os.environ.get("HYPOTHESIS_PROFILE") or ("ci" if os.environ.get("CI") else "dev")
)


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
