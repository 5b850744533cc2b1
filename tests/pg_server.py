"""A throw-away PostgreSQL cluster for the archive tests, and a fresh database per test.

The cluster is Debian's ``postgresql`` server (scripts/test.sh installs it),
made by ``initdb`` in a temporary folder and listening only on a unix socket
there; one per test session, stopped and deleted at its end.  initdb refuses
to run as root, so as root the server runs as the ``postgres`` user.
Without the server (or psycopg) the PostgreSQL tests are skipped, except in
CI (``CI=true``), where they fail.
"""

from __future__ import annotations

import glob
import itertools
import os
import pwd
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

PORT = 5439  # only names the socket file, in a folder of our own
_numbers = itertools.count(1)


def _unavailable(reason: str) -> None:
    if os.environ.get("CI") == "true":
        pytest.fail(f"PostgreSQL tests cannot run in CI: {reason}")
    pytest.skip(f"PostgreSQL tests skipped: {reason}")


def _binaries() -> Path | None:
    found = sorted(
        glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=lambda p: int(Path(p).parts[4])
    )
    if found:
        return Path(found[-1]).parent
    initdb = shutil.which("initdb")
    return Path(initdb).parent if initdb else None


def start_cluster() -> Iterator[str]:
    """Start a cluster; yield the URL of its ``postgres`` database; stop and delete it."""
    try:
        import psycopg  # noqa: F401
    except ImportError:
        _unavailable("psycopg is not installed (pip install -e '.[test]')")
    binaries = _binaries()
    if binaries is None:
        _unavailable("no initdb (apt-get install postgresql, as scripts/test.sh does)")
        return
    root = os.geteuid() == 0
    # As root, the server's user must reach the folder: /tmp, not a private TMPDIR.
    folder = Path(tempfile.mkdtemp(prefix="mossish-pg-", dir="/tmp" if root else None))
    as_user: list[str] = []
    if root:
        try:
            owner = pwd.getpwnam("postgres")
        except KeyError:
            shutil.rmtree(folder)
            _unavailable("running as root and there is no postgres user to run the server")
            return
        os.chown(folder, owner.pw_uid, owner.pw_gid)
        as_user = ["runuser", "-u", "postgres", "--"]
    data, log = folder / "data", folder / "server.log"

    def run(*command: str) -> None:
        done = subprocess.run([*as_user, *command], capture_output=True, text=True, check=False)
        if done.returncode != 0:
            text = done.stderr.strip() or done.stdout.strip()
            if log.exists():
                text += "\n" + log.read_text(errors="replace")[-2000:]
            _unavailable(f"{Path(command[0]).name} failed: {text}")

    try:
        run(str(binaries / "initdb"), "-D", str(data), "--auth=trust", "--username=mossish",
            "--encoding=UTF8", "--locale=C", "--no-sync")  # fmt: skip
        # fsync off: a test cluster is thrown away, never recovered.
        options = f"-k {folder} -c listen_addresses='' -p {PORT} -F"
        run(str(binaries / "pg_ctl"), "-D", str(data), "-o", options, "-l", str(log), "-w",
            "-t", "60", "start")  # fmt: skip
        try:
            yield f"postgresql://mossish@/postgres?host={folder}&port={PORT}"
        finally:
            subprocess.run(
                [*as_user, str(binaries / "pg_ctl"), "-D", str(data), "-m", "immediate", "stop"],
                capture_output=True, check=False,
            )  # fmt: skip
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def new_database(server: str) -> str:
    """A new empty database on the cluster at ``server``; its URL."""
    import psycopg

    name = f"archive_{os.getpid()}_{next(_numbers)}"
    with psycopg.connect(server, autocommit=True) as connection:
        connection.execute(f"CREATE DATABASE {name}")
    return server.replace("/postgres?", f"/{name}?")
