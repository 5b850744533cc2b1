"""Shared pytest configuration for the mossish test suite."""

from __future__ import annotations

import pytest


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--update-golden",
        action="store_true",
        default=False,
        help="(Re)write the expected tests/golden/**/*.tokens files instead of comparing them.",
    )
