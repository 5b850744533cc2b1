#!/usr/bin/env bash
# The README's two commands, run as written on a fresh clone.
#
#   bash scripts/fresh-clone-check.sh [--python PYTHON3] [-- PYTEST_ARGS...]
#
# Clones this repository's committed HEAD into a temporary folder and runs,
# there, the README's "Try it" command and then its "Run the tests" command,
# each read from README.md and run literally (bash -c), with a fresh pip
# cache and no virtual environment active. --python names the python3 the
# commands get (CI gives Debian's own, /usr/bin/python3, which refuses pip
# installs under PEP 668). Then it builds the wheel the "Try it" command
# installed and lists what the wheel ships (py.typed, templates, schema).
#
# CI runs it from .ci/run. It is the suite's CI run: the "Run the tests"
# command runs the whole suite in the clone, and the suite never starts this
# check, so nothing runs twice. PYTEST_ARGS (e.g. -q) go to that command.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
python=python3
while [ $# -gt 0 ]; do
  case $1 in
    --python) python=$2; shift 2 ;;
    --) shift; break ;;
    *) echo "usage: $0 [--python PYTHON3] [-- PYTEST_ARGS...]" >&2; exit 2 ;;
  esac
done
python=$(command -v "$python") || { echo "fresh-clone-check: no python $python" >&2; exit 2; }

work=$(mktemp -d "${TMPDIR:-/tmp}/mossish-fresh.XXXXXX")
trap 'rm -rf "$work"' EXIT
clone=$work/mossish
git clone --quiet --no-hardlinks "$here" "$clone"
echo "fresh-clone-check: $(git -C "$clone" log -1 --format='%h %s')"

# The first ```sh block after a README heading, as written.
readme_block() {
  awk -v heading="## $1" '
    $0 == heading { found = 1; next }
    found && /^```sh$/ { inside = 1; next }
    inside && /^```$/ { exit }
    inside { print }
  ' "$clone/README.md"
}
try_it=$(readme_block "Try it")
run_tests=$(readme_block "Run the tests")
[ -n "$try_it" ] && [ -n "$run_tests" ] || {
  echo "fresh-clone-check: README.md lacks a 'Try it' or 'Run the tests' command" >&2
  exit 1
}

# A clean environment: the chosen python3 first on PATH, a new pip cache,
# no active virtual environment and nothing inherited from ours.
mkdir -p "$work/bin" "$work/pip-cache"
ln -s "$python" "$work/bin/python3"
clean_path=$work/bin:$(printf '%s' "$PATH" | tr ':' '\n' | grep -v -e '/venvs\?/' -e '/\.venv/' \
  | paste -sd:)
run_literally() {
  echo "fresh-clone-check: \$ $1"
  (cd "$clone" && env -u VIRTUAL_ENV -u PYTHONPATH -u MOSSISH_VENV -u PIP_CONSTRAINT \
    PATH="$clean_path" PIP_CACHE_DIR="$work/pip-cache" PIP_NO_INPUT=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 bash -euo pipefail -c "$1" </dev/null)
}

managed=$("$python" -c 'import sysconfig, os; print(os.path.exists(os.path.join(sysconfig.get_path("stdlib"), "EXTERNALLY-MANAGED")))')
echo "fresh-clone-check: python3 is $python ($("$python" --version 2>&1); PEP 668 externally managed: $managed)"

run_literally "$try_it"
[ -f "$clone/mossish-report/index.html" ] || {
  echo "fresh-clone-check: 'Try it' wrote no mossish-report/index.html" >&2
  exit 1
}
echo "fresh-clone-check: 'Try it' passed"

# The wheel that command built and installed: what a course installs.
venv_python=$clone/.venv/bin/python
run_literally ".venv/bin/python -m pip wheel --quiet --no-deps --wheel-dir '$work/dist' ."
"$venv_python" - "$work"/dist/mossish-*.whl <<'EOF'
import sys
import zipfile

names = set(zipfile.ZipFile(sys.argv[1]).namelist())
wanted = ["mossish/py.typed", "mossish/report/schema/result-v1.json", "mossish/templates/overview.html"]
missing = [name for name in wanted if name not in names]
print(f"fresh-clone-check: the wheel ships {len(names)} files, among them {', '.join(wanted)}")
sys.exit(f"fresh-clone-check: the wheel lacks {missing}" if missing else 0)
EOF

if [ $# -gt 0 ]; then
  run_literally "$run_tests $(printf '%q ' "$@")"
else
  run_literally "$run_tests"
fi
echo "fresh-clone-check: 'Run the tests' passed"
