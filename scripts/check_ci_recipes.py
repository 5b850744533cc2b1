"""Run docs/ci.md's GitHub Actions and GitLab CI recipes end to end (scripts/check-ci-recipes.sh).

Each recipe is read from docs/ci.md as written and run twice in a course
repository: a small class with a planted verbatim copy, its starter code and
an archive of last year. Only MOSSISH_GIT changes, to a Git URL of the
mossish under test. Each first run must fail the job with mossish's exit
code 1 and still leave the SARIF and JUnit files and a saved fingerprint
cache; the second run (after a push) must reuse that cache.

- GitLab: ``gitlab-ci-local`` (shell executor, isolated build folder, its
  own cache folder), the runner GitLab's own jobs are closest to offline.
- GitHub Actions: the job's steps in order, ``run:`` steps literally with
  GitHub's ``bash -e -o pipefail``, ``if: always()`` honoured after a failed
  step; the ``uses:`` steps by small stand-ins (checkout, setup-python, cache
  restore and save by key and restore-keys, the uploads).

Usage: python scripts/check_ci_recipes.py WORKDIR MOSSISH_GIT GITLAB_CI_LOCAL
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import venv
from pathlib import Path
from typing import Any

import yaml

REPO = Path(__file__).resolve().parent.parent
SAMPLES = REPO / "sample_submissions" / "python"
# A verbatim copy (dmitri ~ quinn, sample_submissions/README.md) among honest work.
THIS_YEAR = ("s1023_ana_lima", "s1031_ben_okafor", "s1052_dmitri_volkov", "s1067_emma_nakamura",
             "s1088_grace_obi", "s1183_quinn_murphy")  # fmt: skip
LAST_YEAR = ("s1093_hugo_becker", "s1105_isabel_rocha", "s1126_kavya_iyer")
CACHE_FILE = ".mossish-cache.db"


def say(message: str) -> None:
    print(f"check-ci-recipes: {message}", flush=True)


def recipe(title: str) -> tuple[str, dict[str, Any]]:
    """The YAML block under a docs/ci.md heading, as written and parsed."""
    text = (REPO / "docs" / "ci.md").read_text(encoding="utf-8")
    section = text.split(f"## {title}\n", 1)[1]
    block = re.search(r"```yaml\n(.*?)```", section, re.S)
    assert block, f"docs/ci.md: no YAML under '## {title}'"
    loaded: dict[str, Any] = yaml.safe_load(block.group(1))
    return block.group(1), loaded


def git(cwd: Path, *args: str) -> str:
    who = ["-c", "user.name=course", "-c", "user.email=course@example.edu"]
    done = subprocess.run(["git", *who, *args], cwd=cwd, check=True, capture_output=True, text=True)
    return done.stdout.strip()


def course_repository(path: Path, ci_file: str | None, ci_text: str | None, tools: Path) -> Path:
    """A course repository: this year's class, the starter, last year's archive."""
    for name in THIS_YEAR:
        shutil.copytree(SAMPLES / "students" / name, path / "submissions" / name)
    shutil.copytree(SAMPLES / "starter", path / "starter")
    last_year = path.parent / f"{path.name}-2025"
    for name in LAST_YEAR:
        shutil.copytree(SAMPLES / "students" / name, last_year / name)
    # Made by the same mossish the recipe installs (the same token stream).
    subprocess.run(
        [tools / "mossish", "archive", "add", "prior.db", str(last_year), "--label", "2025-fall"],
        cwd=path, check=True, capture_output=True,
    )  # fmt: skip
    if ci_file and ci_text:
        (path / ci_file).parent.mkdir(parents=True, exist_ok=True)
        (path / ci_file).write_text(ci_text, encoding="utf-8")
    git(path, "init", "-q", "-b", "main")
    git(path, "remote", "add", "origin", "https://gitlab.example.edu/course/hw3.git")
    git(path, "add", "-A")
    git(path, "commit", "-q", "-m", "hw3 submissions")
    return path


def push_a_change(course: Path) -> None:
    """A student pushes again: one file changes, the rest is as before."""
    changed = next(iter(sorted((course / "submissions" / THIS_YEAR[0]).rglob("*.py"))))
    changed.write_text(changed.read_text(encoding="utf-8") + "\n# resubmitted\n", encoding="utf-8")
    git(course, "commit", "-q", "-am", "a new push")


def fresh_python(path: Path) -> dict[str, str]:
    """A clean Python first on PATH (what setup-python or a python image gives)."""
    venv.create(path, with_pip=True, clear=True)
    env = {k: v for k, v in os.environ.items() if k not in {"VIRTUAL_ENV", "PYTHONPATH"}}
    env["PATH"] = f"{path / 'bin'}{os.pathsep}{env['PATH']}"
    return env


def check_outputs(where: Path, what: str) -> None:
    sarif = json.loads((where / "mossish.sarif").read_text(encoding="utf-8"))
    assert sarif["version"] == "2.1.0" and sarif["runs"][0]["results"], f"{what}: empty SARIF"
    junit = (where / "mossish.xml").read_text(encoding="utf-8")
    assert "<failure" in junit, f"{what}: JUnit without a failing case"
    say(f"{what}: mossish.sarif ({len(sarif['runs'][0]['results'])} results) and "
        "mossish.xml (failing cases) written")  # fmt: skip


def cache_line(log: str, what: str) -> tuple[int, int]:
    """(files reused, files lexed) from the job's log."""
    found = re.search(r"cache: (\d+) files reused, (\d+) lexed", log)
    assert found, f"{what}: no cache line in the job's log"
    say(f"{what}: {found.group(0)}")
    return int(found.group(1)), int(found.group(2))


def reused_after(first: tuple[int, int], second: tuple[int, int], what: str) -> None:
    """The second run reuses the first's saved cache: it lexes only the pushed change."""
    assert second[0] > first[0] and second[1] < first[1], f"{what}: the saved cache was not used"
    say(f"{what}: the cache saved by the failed run 1 was restored and reused")


# --- GitLab CI with gitlab-ci-local ------------------------------------------


def gitlab(work: Path, mossish_git: str, runner: str, tools: Path) -> None:
    written, ci = recipe("GitLab CI")
    job = next(iter(ci))
    assert ci[job]["cache"].get("when") == "always", "the GitLab cache must be saved on failure"
    course = course_repository(work / "gitlab-course", ".gitlab-ci.yml", written, tools)
    lines: list[tuple[int, int]] = []
    for run in (1, 2):
        if run == 2:
            push_a_change(course)
        env = fresh_python(work / f"gitlab-python{run}")  # the job's image: a clean python
        done = subprocess.run(
            [runner, "--force-shell-executor", "--shell-isolation", "--no-color",
             "--variable", f"MOSSISH_GIT={mossish_git}", job],
            cwd=course, env=env, capture_output=True, text=True, stdin=subprocess.DEVNULL,
        )  # fmt: skip
        log = done.stdout + done.stderr
        (work / f"gitlab-run{run}.log").write_text(log, encoding="utf-8")
        what = f"GitLab run {run}"
        assert done.returncode != 0, f"{what}: the job passed despite a planted copy\n{log}"
        assert re.search(rf"{job}.*FAIL 1\b", log), f"{what}: not mossish's exit code 1\n{log}"
        assert "mossish: FAIL:" in log, f"{what}: no verdict line\n{log}"
        say(f"{what}: the job failed with exit code 1 ({_verdict(log)})")
        check_outputs(course / ".gitlab-ci-local" / "artifacts" / job, what)
        saved = course / ".gitlab-ci-local" / "cache" / ci[job]["cache"]["key"] / CACHE_FILE
        assert saved.is_file() and saved.stat().st_size > 0, f"{what}: the cache was not saved"
        say(f"{what}: cache saved ({saved.relative_to(course)}, {saved.stat().st_size:,} bytes)")
        lines.append(cache_line(log, what))
    reused_after(lines[0], lines[1], what)


# --- GitHub Actions: the steps in order ---------------------------------------


def github(work: Path, mossish_git: str, tools: Path) -> None:
    _, flow = recipe("GitHub Actions")
    job = next(iter(flow["jobs"].values()))
    uses = [step.get("uses", "").split("@")[0] for step in job["steps"]]
    assert "actions/cache/save" in uses and "actions/cache" not in uses
    save = job["steps"][uses.index("actions/cache/save")]
    assert save.get("if") == "always()", "the GitHub cache must be saved on failure"
    origin = course_repository(work / "github-origin", None, None, tools)
    caches = work / "github-caches"  # the repository's Actions cache, between runs
    lines: list[tuple[int, int]] = []
    for run in (1, 2):
        if run == 2:
            push_a_change(origin)
        what = f"GitHub run {run}"
        runner = work / f"github-runner{run}"  # a fresh runner each time
        log, codes, failed = run_github_job(job, origin, runner, caches, mossish_git)
        (work / f"github-run{run}.log").write_text(log, encoding="utf-8")
        check = next(i for i, s in enumerate(job["steps"]) if "mossish check" in s.get("run", ""))
        assert failed and codes.get(check) == 1, f"{what}: mossish check did not fail with 1\n{log}"
        say(f"{what}: the job failed at mossish check, exit code 1 ({_verdict(log)})")
        check_outputs(runner / "workspace", what)
        key = f"mossish-{git(origin, 'rev-parse', 'HEAD')}"
        saved = caches / key / CACHE_FILE
        assert saved.is_file() and saved.stat().st_size > 0, f"{what}: cache {key} not saved"
        say(f"{what}: cache saved under key {key[:15]}... ({saved.stat().st_size:,} bytes)")
        lines.append(cache_line(log, what))
    reused_after(lines[0], lines[1], what)


def run_github_job(
    job: dict[str, Any], origin: Path, runner: Path, caches: Path, mossish_git: str
) -> tuple[str, dict[int, int], bool]:
    workspace = runner / "workspace"
    sha = git(origin, "rev-parse", "HEAD")
    env = {k: v for k, v in os.environ.items() if k not in {"VIRTUAL_ENV", "PYTHONPATH"}}
    env.update({k: str(v) for k, v in job.get("env", {}).items()})
    env.update(MOSSISH_GIT=mossish_git, GITHUB_SHA=sha, GITHUB_WORKSPACE=str(workspace), CI="true")
    log: list[str] = []
    codes: dict[int, int] = {}
    failed = False

    def expand(value: object) -> str:
        return re.sub(r"\$\{\{\s*github\.sha\s*\}\}", sha, str(value))

    for at, step in enumerate(job["steps"]):
        if failed and step.get("if") != "always()":
            log.append(f"## step {at}: skipped after a failure")
            continue
        given = {k: expand(v) for k, v in step.get("with", {}).items()}
        if "run" in step:
            log.append(f"## step {at}: run: {step['run']}")
            done = subprocess.run(
                ["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", step["run"]],
                cwd=workspace, env=env, capture_output=True, text=True, stdin=subprocess.DEVNULL,
            )  # fmt: skip
            log.append(done.stdout + done.stderr)
            codes[at] = done.returncode
            failed = failed or done.returncode != 0
            continue
        action = step["uses"].split("@")[0]
        log.append(f"## step {at}: uses: {step['uses']}")
        if action == "actions/checkout":
            subprocess.run(["git", "clone", "-q", str(origin), str(workspace)], check=True)
        elif action == "actions/setup-python":
            env.update(fresh_python(runner / "python"))
        elif action == "actions/cache/restore":
            hit = _restore(caches, given["key"], given.get("restore-keys", "").split())
            if hit is not None:
                shutil.copy2(hit / given["path"], workspace / given["path"])
            log.append(f"cache restored from key {hit.name}" if hit else "cache not found")
        elif action == "actions/cache/save":
            source = workspace / given["path"]
            if source.exists() and not (caches / given["key"]).exists():  # keys are immutable
                (caches / given["key"]).mkdir(parents=True)
                shutil.copy2(source, caches / given["key"] / given["path"])
                log.append(f"cache saved with key {given['key']}")
        elif action == "github/codeql-action/upload-sarif":
            json.loads((workspace / given["sarif_file"]).read_text(encoding="utf-8"))
            log.append(f"uploaded {given['sarif_file']}")
        elif action == "actions/upload-artifact":
            for path in given["path"].split():
                assert (workspace / path).exists(), f"artifact {path} missing"
            log.append(f"uploaded artifact {given['name']}")
        else:
            raise AssertionError(f"no stand-in for {step['uses']}")
    return "\n".join(log), codes, failed


def _restore(caches: Path, key: str, prefixes: list[str]) -> Path | None:
    """GitHub's rule: the exact key, else the newest cache whose key starts with a prefix."""
    if (caches / key).is_dir():
        return caches / key
    for prefix in prefixes:
        found = [c for c in caches.glob(f"{prefix}*") if c.is_dir()] if caches.is_dir() else []
        if found:
            return max(found, key=lambda c: c.stat().st_mtime_ns)
    return None


def _verdict(log: str) -> str:
    return next(line for line in log.splitlines() if "mossish: FAIL:" in line).strip()


def main() -> int:
    work, mossish_git, runner = Path(sys.argv[1]), sys.argv[2], sys.argv[3]
    tools = Path(sys.executable).parent
    github(work, mossish_git, tools)
    gitlab(work, mossish_git, runner, tools)
    say("both recipes ran as written: failing exit code, SARIF and JUnit, cache saved and reused")
    return 0


if __name__ == "__main__":
    sys.exit(main())
