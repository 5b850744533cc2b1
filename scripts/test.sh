#!/usr/bin/env bash
# Install mossish with its test dependencies and run the whole test suite.
# This is the README's test command; CI (.ci/run) runs it on a fresh clone
# through scripts/fresh-clone-check.sh.
#
# Everything goes into a virtual environment of the repository's own
# (.venv, or $MOSSISH_VENV), never into the system's Python: Debian's and
# Ubuntu's refuse pip installs (PEP 668). The test dependencies are pinned
# (scripts/constraints.txt), so a new machine tests what CI tested.
set -uo pipefail
cd "$(dirname "$0")/.."
venv=${MOSSISH_VENV:-.venv}

# Install Debian packages when missing and we may (root, apt-get); say why not otherwise.
apt_install() {
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "scripts/test.sh: installing Debian's $*" >&2
    apt-get update -qq </dev/null >/dev/null &&
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" \
        </dev/null >/dev/null
  else
    echo "scripts/test.sh: $* missing and cannot be installed here (needs root and apt-get)" >&2
    return 1
  fi
}

# The report's browser tests drive Debian's chromium (never a browser that
# Playwright would download). Without it they skip locally and fail in CI
# (CI=true).
if [ ! -x /usr/bin/chromium ]; then
  apt_install chromium || echo "scripts/test.sh: the browser tests cannot run" >&2
fi

# The archive tests also run against a throw-away PostgreSQL cluster
# (tests/pg_server.py) of Debian's server. Without it they skip locally and
# fail in CI.
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 && ! command -v initdb >/dev/null 2>&1; then
  apt_install postgresql || echo "scripts/test.sh: the PostgreSQL tests cannot run" >&2
fi

if [ ! -x "$venv/bin/python" ]; then
  # Debian and Ubuntu ship venv's pip bootstrap in a package of its own.
  if ! python3 -m venv "$venv" >/dev/null 2>&1; then
    rm -rf "$venv"
    apt_install python3-venv && python3 -m venv "$venv" || {
      echo "scripts/test.sh: cannot make a virtual environment in $venv" \
        "(on Debian or Ubuntu: apt install python3-venv)" >&2
      exit 1
    }
  fi
fi

"$venv/bin/python" -m pip install --quiet --disable-pip-version-check \
  -c scripts/constraints.txt -e '.[test]' || {
  echo "scripts/test.sh: installing mossish and its test dependencies into $venv failed" >&2
  exit 1
}

"$venv/bin/python" -m pytest "$@"
status=$?
if [ "$status" -eq 5 ]; then
  # pytest's "no tests collected": for us that is a broken suite, not a pass.
  echo "scripts/test.sh: pytest collected no tests" >&2
  exit 1
fi
exit "$status"
