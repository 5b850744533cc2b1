"""When a cloned repository was last committed to: its submission time (I/O).

GitHub Classroom hands out one repository per student; the time of its last
commit is the nearest thing to a submission time the clone carries.  It is
read with ``git log``, which only reads the repository's data: no hook runs
for it, and the settings that could make git run a program named in the
student's ``.git/config`` (pager, signature checks, fsmonitor) are
overridden on the command line.  A repository git cannot read, a missing
git, or one that hangs gives no time and a warning, never a failure.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

# Seconds allowed for one repository's ``git log`` (a hostile repository may
# hold millions of objects or a loop of alternates).
GIT_TIMEOUT = 10.0

# Settings a repository's own config may not choose for us: each could run a program.
_OVERRIDES = (
    "core.hooksPath=/dev/null",
    "core.fsmonitor=false",
    "core.pager=cat",
    "log.showSignature=false",
    "gpg.program=false",
    "core.sshCommand=false",
    "protocol.allow=never",
)


@dataclass(frozen=True, slots=True)
class CommitTime:
    """The last commit's time (ISO 8601, with its offset), or why there is none."""

    time: str | None
    problem: str | None = None


def is_repository(folder: Path) -> bool:
    """Whether ``folder`` is the top of a cloned repository (holds ``.git``)."""
    try:
        return (folder / ".git").exists() and not (folder / ".git").is_symlink()
    except OSError:
        return False


def last_commit_time(folder: Path, timeout: float = GIT_TIMEOUT) -> CommitTime:
    """The committer time of ``folder``'s HEAD, read by ``git log`` as data only."""
    git = shutil.which("git")
    if git is None:
        return CommitTime(None, "git is not installed: no submission time from the repository")
    where = str(folder.resolve())
    command = [git, "--no-pager", "-C", where, "-c", f"safe.directory={where}"]
    for setting in _OVERRIDES:
        command += ["-c", setting]
    command += ["log", "-1", "--no-show-signature", "--format=%cI"]
    env = {
        "PATH": os.environ.get("PATH", ""),
        "GIT_CONFIG_NOSYSTEM": "1",
        "GIT_CONFIG_GLOBAL": os.devnull,
        "GIT_TERMINAL_PROMPT": "0",
        "GIT_OPTIONAL_LOCKS": "0",
        "LC_ALL": "C",
    }
    try:
        done = subprocess.run(
            command, capture_output=True, env=env, timeout=timeout, check=False,
            stdin=subprocess.DEVNULL,
        )  # fmt: skip
    except subprocess.TimeoutExpired:
        return CommitTime(None, f"git log took over {timeout:g} s: no submission time")
    except OSError as exc:
        return CommitTime(None, f"git could not be run ({exc.strerror or exc}): no submission time")
    text = done.stdout.decode("ascii", "replace").strip()
    if done.returncode != 0 or not text:
        return CommitTime(None, "git log found no commit in this repository: no submission time")
    try:
        return CommitTime(datetime.fromisoformat(text).isoformat())
    except ValueError:
        return CommitTime(None, "git log gave no readable time: no submission time")
