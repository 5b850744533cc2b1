#!/usr/bin/env bash
# Install mossish with its test dependencies and run the whole test suite.
# This is the README's test command; .ci/run calls it unchanged.
set -uo pipefail
cd "$(dirname "$0")/.."

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
