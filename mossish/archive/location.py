"""Archive storage: how an archive is named (a file path, or a PostgreSQL server's URL)."""

from __future__ import annotations

import os

SERVER_SCHEMES = ("postgresql://", "postgres://")


def is_server(location: str | os.PathLike[str]) -> bool:
    """Whether ``location`` names an archive on a PostgreSQL server."""
    return str(location).startswith(SERVER_SCHEMES)


def shown_location(location: str | os.PathLike[str]) -> str:
    """``location`` as messages may print it: a server URL without its password."""
    text = str(location)
    if not is_server(text):
        return text
    scheme, _, rest = text.partition("://")
    authority, slash, tail = rest.partition("/")
    user, at, host = authority.rpartition("@")
    if at and ":" in user:
        user = user.split(":", 1)[0] + ":***"
    text = f"{scheme}://{user}{at}{host}{slash}{tail}"
    head, question, query = text.partition("?")
    if question:
        parts = ["password=***" if p.startswith("password=") else p for p in query.split("&")]
        text = f"{head}?{'&'.join(parts)}"
    return text
