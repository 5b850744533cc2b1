"""The test suite under both ends of the supported Pygments range.

mossish's token streams come from Pygments' lexers (and mossish.fastlex
reads their compiled rules), so every release in the range declared in
pyproject.toml must pass the suite. CI runs both sessions
(``nox -s pygments``); the versions here are the range's oldest and newest
releases, installed from the index, with every other test dependency pinned
as scripts/test.sh pins them (tests/test_packaging.py keeps them in step).
"""

from __future__ import annotations

import nox

PYGMENTS = {"oldest": "2.19.0", "newest": "2.21.0"}

nox.options.sessions = ["pygments"]
nox.options.reuse_existing_virtualenvs = False


@nox.session
@nox.parametrize("end", list(PYGMENTS))
def pygments(session: nox.Session, end: str) -> None:
    """The whole suite with Pygments pinned to one end of the supported range."""
    version = PYGMENTS[end]
    # The constraints pin the newest Pygments; this session's pin replaces it.
    constraints = session.create_tmp() + "/constraints.txt"
    with open("scripts/constraints.txt", encoding="utf-8") as pinned:
        kept = [line for line in pinned if not line.startswith("Pygments==")]
    with open(constraints, "w", encoding="utf-8") as out:
        out.writelines([*kept, f"Pygments=={version}\n"])
    session.install("-c", constraints, "-e", ".[test]")
    session.run(
        "python", "-c",
        f"import pygments, sys; sys.exit(pygments.__version__ != {version!r})",
    )  # fmt: skip
    session.run("python", "-m", "pytest", "-p", "no:cacheprovider", *(session.posargs or ["-q"]))
