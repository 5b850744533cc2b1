#!/usr/bin/env bash
# Install mossish with its test dependencies and run the whole test suite.
# This is the README's test command; .ci/run calls it unchanged.
set -uo pipefail
cd "$(dirname "$0")/.."

# The report's browser tests drive Debian's chromium (never a browser that
# Playwright would download). Install it when missing and we may; without it
# the browser tests skip locally and fail in CI (CI=true).
if [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "scripts/test.sh: installing Debian's chromium for the browser tests" >&2
    apt-get update -qq &&
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium \
        </dev/null >/dev/null ||
      echo "scripts/test.sh: installing chromium failed; the browser tests cannot run" >&2
  else
    echo "scripts/test.sh: /usr/bin/chromium is missing and cannot be installed here" \
      "(needs root and apt-get); the browser tests cannot run" >&2
  fi
fi

# The archive tests run against a throw-away PostgreSQL cluster too
# (tests/pg_server.py): Debian's server, installed the same way; without it
# those tests skip locally and fail in CI.
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 && ! command -v initdb >/dev/null 2>&1; then
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "scripts/test.sh: installing Debian's postgresql for the archive tests" >&2
    apt-get update -qq &&
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql \
        </dev/null >/dev/null ||
      echo "scripts/test.sh: installing postgresql failed; the PostgreSQL tests cannot run" >&2
  else
    echo "scripts/test.sh: PostgreSQL's initdb is missing and cannot be installed here" \
      "(needs root and apt-get); the PostgreSQL tests cannot run" >&2
  fi
fi

python3 -m pip install --quiet --disable-pip-version-check -e '.[test]' || {
  echo "scripts/test.sh: installing mossish and its test dependencies failed" >&2
  exit 1
}

python3 -m pytest "$@"
status=$?
if [ "$status" -eq 5 ]; then
  # pytest's "no tests collected": for us that is a broken suite, not a pass.
  echo "scripts/test.sh: pytest collected no tests" >&2
  exit 1
fi
exit "$status"
