#!/usr/bin/env bash
# Run docs/ci.md's GitHub Actions and GitLab CI recipes end to end, as
# written, against this repository's committed HEAD (see
# scripts/check_ci_recipes.py for what is checked). CI runs it from .ci/run.
#
# It installs what it needs itself: Debian's git and rsync (gitlab-ci-local
# copies the build folder with rsync) when missing and running as root,
# gitlab-ci-local from npm at the version locked in scripts/ci-tools, and
# PyYAML at the version in scripts/constraints.txt.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/mossish-recipes.XXXXXX")
if [ -n "${KEEP_WORK:-}" ]; then
  echo "check-ci-recipes: working in $work (kept)"
else
  trap 'rm -rf "$work"' EXIT
fi

missing=()
for tool in git rsync; do command -v "$tool" >/dev/null 2>&1 || missing+=("$tool"); done
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "check-ci-recipes: installing Debian's ${missing[*]}"
    apt-get update -qq </dev/null >/dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" \
      </dev/null >/dev/null
  else
    echo "check-ci-recipes: ${missing[*]} missing (install them, or run as root)" >&2
    exit 1
  fi
fi

# gitlab-ci-local, exactly as locked.
cp "$here/scripts/ci-tools/package.json" "$here/scripts/ci-tools/package-lock.json" "$work/"
npm ci --prefix "$work" --no-audit --no-fund --loglevel=error >/dev/null
runner=$work/node_modules/.bin/gitlab-ci-local
echo "check-ci-recipes: gitlab-ci-local $("$runner" --version)"

# The course's copy of mossish: a Git repository the recipes install from.
git clone --quiet --bare "$here" "$work/mossish.git"
# file://localhost/...: older pip reads a file URL only with a host.
mossish_git="git+file://localhost$work/mossish.git@$(git -C "$here" rev-parse HEAD)"
echo "check-ci-recipes: MOSSISH_GIT=$mossish_git"

# The checker's own environment (PyYAML, and the mossish that makes last
# year's archive: installed as the recipes install it).
python3 -m venv "$work/tools"
"$work/tools/bin/pip" install --quiet --disable-pip-version-check \
  -c "$here/scripts/constraints.txt" PyYAML "mossish @ $mossish_git"

"$work/tools/bin/python" "$here/scripts/check_ci_recipes.py" "$work" "$mossish_git" "$runner"
