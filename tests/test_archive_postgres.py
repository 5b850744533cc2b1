"""What only the PostgreSQL back end has: URLs, the extra, the server's failures, migrations.

psycopg is imported inside the tests: without it, their server fixture
skips them locally and fails them in CI.
"""

from __future__ import annotations

import sqlite3
import sys
from pathlib import Path

import pg_server
import pytest

from helpers import PROGRAM, invoke, write_tree
from mossish.archive import store
from mossish.archive.backend import open_archive, shown_location
from mossish.settings import DEFAULT_K, DEFAULT_WINDOW


@pytest.fixture()
def database(postgres_server: str) -> str:
    return pg_server.new_database(postgres_server)


def test_without_psycopg_a_url_is_one_line_and_exit_2(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setitem(sys.modules, "psycopg", None)  # as if not installed
    monkeypatch.delitem(sys.modules, "mossish.archive.postgres", raising=False)
    url = "postgresql://someone@db.example/prior"
    code, out, err = invoke("archive", "list", url)
    assert code == 2 and out == ""
    assert err == (
        "mossish: error: a postgresql:// archive needs psycopg, which is not installed: "
        "pip install 'mossish[postgres]'\n"
    )
    new = write_tree(tmp_path / "new", {"zed/a.py": PROGRAM, "yan/b.py": PROGRAM})
    code, _, err = invoke("check", str(new), "--archive", url, "--no-report", "--no-config")
    assert code == 2 and "pip install 'mossish[postgres]'" in err and len(err.splitlines()) == 1


def test_an_unreachable_server_or_an_empty_database_is_one_line(
    postgres_server: str, database: str, tmp_path: Path
) -> None:
    nowhere = f"postgresql://mossish:secret@/prior?host={tmp_path}&port=1"
    code, _, err = invoke("archive", "info", nowhere)
    assert code == 2 and len(err.splitlines()) == 1
    assert "cannot reach archive" in err and "secret" not in err and "mossish:***@" in err
    code, _, err = invoke("archive", "list", database)
    assert code == 2 and "no mossish archive in" in err
    new = write_tree(tmp_path / "new", {"zed/a.py": PROGRAM})
    code, _, err = invoke("check", str(new), "--archive", database, "--no-report", "--no-config")
    assert code == 2 and "no mossish archive in" in err and len(err.splitlines()) == 1


def test_passwords_are_never_shown() -> None:
    assert shown_location("postgresql://ta:pw@host:5432/db?sslmode=require") == (
        "postgresql://ta:***@host:5432/db?sslmode=require"
    )
    assert shown_location("postgres://host/db?user=ta&password=pw") == (
        "postgres://host/db?user=ta&password=***"
    )
    assert shown_location("prior.db") == "prior.db"


def test_same_settings_rows_as_the_file(database: str, tmp_path: Path) -> None:
    from mossish.archive import postgres

    with open_archive(database, k=DEFAULT_K, window=DEFAULT_WINDOW, create=True) as server:
        on_server = server.meta()
    with open_archive(tmp_path / "a.db", k=DEFAULT_K, window=DEFAULT_WINDOW, create=True) as file:
        in_file = file.meta()
    assert on_server == in_file
    assert postgres.LATEST == store.SCHEMA_VERSION


def test_an_older_schema_is_migrated_when_opened_for_writing(
    database: str, last_year: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import psycopg

    from mossish.archive import postgres

    assert invoke("archive", "add", database, str(last_year), "--no-config", "-q")[0] == 0
    # A later mossish with a schema 4 (a new table) meets this schema-3 database.
    later = (*postgres.MIGRATIONS, (4, ("CREATE TABLE notes (submission BIGINT, note TEXT)",)))
    monkeypatch.setattr(postgres, "MIGRATIONS", later)
    monkeypatch.setattr(postgres, "LATEST", 4)
    monkeypatch.setattr(postgres, "SCHEMA_VERSION", 4)
    monkeypatch.setattr(store, "SCHEMA_VERSION", 4)
    code, _, err = invoke("archive", "near", str(last_year / "ann"), database, "--no-config")
    assert code == 2 and "storage schema 3" in err and "to migrate it" in err  # reads never do
    with open_archive(database, k=DEFAULT_K, window=DEFAULT_WINDOW) as archive:
        assert archive.meta()["schema"] == "4" and archive.size() == 3
    with psycopg.connect(database) as connection:
        assert connection.execute("SELECT to_regclass('notes')").fetchone() == ("notes",)
    code, out, _ = invoke("archive", "near", str(last_year / "ann"), database, "--no-config")
    assert code == 0 and "2025/ann  distance  0" in out


@pytest.fixture()
def last_year(tmp_path: Path) -> Path:
    from helpers import HONEST

    return write_tree(
        tmp_path / "2025",
        {"ann/hist.py": PROGRAM, "cat/median.py": HONEST, "dup/hist.py": PROGRAM},
    )


def test_sqlite_is_still_the_default(tmp_path: Path, last_year: Path) -> None:
    db = tmp_path / "postgresql:"  # a file whose name merely starts like a scheme
    assert invoke("archive", "add", str(db), str(last_year), "--no-config", "-q")[0] == 0
    with sqlite3.connect(db) as raw:
        assert raw.execute("SELECT count(*) FROM submissions").fetchone()[0] == 3


def test_near_duplicate_search_is_an_index_range_seek(database: str, last_year: Path) -> None:
    import psycopg

    assert invoke("archive", "add", database, str(last_year), "--no-config", "-q")[0] == 0
    with psycopg.connect(database) as connection:
        connection.execute("SET enable_seqscan = off")  # tiny tables: ask what serves the query
        plan = "\n".join(
            row[0]
            for row in connection.execute(
                "EXPLAIN SELECT key, submission FROM sketch_blocks "
                "WHERE block = %s AND key BETWEEN %s AND %s",
                (1, -5, 5),
            )
        )
    assert "Index Only Scan using sketch_blocks_pkey" in plan, plan


def test_in_ci_a_missing_server_fails_instead_of_skipping(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CI", "true")
    with pytest.raises(pytest.fail.Exception, match="cannot run in CI"):
        pg_server._unavailable("no initdb")
    monkeypatch.delenv("CI")
    with pytest.raises(pytest.skip.Exception):
        pg_server._unavailable("no initdb")
