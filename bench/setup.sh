#!/usr/bin/env bash
# Peers for the benchmarks, in an environment of their own (never mossish's).
#
#   bash bench/setup.sh
#
# Idempotent: re-running only installs what is missing.  Creates
#   bench/.peers/venv   Python venv: copydetect, compare50 (PyPI), mossish
#                       (editable, from this tree) and the measuring/plotting
#                       tools (psutil, matplotlib)
#   bench/.peers/node   npm project with @dodona/dolos-lib (Dolos' library;
#                       the @dodona/dolos CLI package is not on the registry),
#                       driven by bench/peers/dolos_run.mjs
# Needs python3 (3.10+), node 20+ with npm, and a C/C++ toolchain for
# tree-sitter's native modules (they are compiled from the registry package
# against the local node headers; nothing is downloaded from elsewhere).
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
PEERS="$HERE/.peers"
VENV="$PEERS/venv"
NODE_DIR="$PEERS/node"
PYTHON="${PYTHON:-python3}"

# Versions measured in docs/benchmarks.md; override to try newer ones.
COPYDETECT="${COPYDETECT:-copydetect==0.5.0}"
COMPARE50="${COMPARE50:-compare50==1.2.15}"
DOLOS_LIB="${DOLOS_LIB:-@dodona/dolos-lib@3.5.1}"

mkdir -p "$PEERS"

if [ ! -x "$VENV/bin/python" ]; then
    echo "== creating $VENV"
    "$PYTHON" -m venv "$VENV"
fi
if ! "$VENV/bin/python" -c "import copydetect, compare50, psutil, matplotlib, mossish" 2>/dev/null; then
    echo "== installing the Python peers and tools"
    "$VENV/bin/python" -m pip install -q --upgrade pip
    "$VENV/bin/python" -m pip install -q "$COPYDETECT" "$COMPARE50" psutil matplotlib
    # mossish itself, editable, so the benchmarks run the tree being measured.
    "$VENV/bin/python" -m pip install -q -e "$HERE/.."
fi

if ! command -v npm >/dev/null; then
    echo "!! npm not found: Dolos is skipped (install node 20+ and npm, then re-run)" >&2
else
    mkdir -p "$NODE_DIR"
    if [ ! -f "$NODE_DIR/package.json" ]; then
        printf '{\n  "name": "mossish-bench-peers",\n  "private": true,\n  "type": "module"\n}\n' \
            >"$NODE_DIR/package.json"
    fi
    if ! (cd "$NODE_DIR" && node -e "import('@dodona/dolos-lib').then(() => process.exit(0), () => process.exit(1))") 2>/dev/null; then
        echo "== installing $DOLOS_LIB (builds tree-sitter native modules)"
        (cd "$NODE_DIR" && npm install --no-audit --no-fund "$DOLOS_LIB")
    fi
fi

echo "== peers ready"
"$VENV/bin/python" - <<'EOF'
from importlib.metadata import version
for name in ("copydetect", "compare50", "mossish", "pygments", "psutil", "matplotlib"):
    print(f"  {name} {version(name)}")
EOF
if [ -f "$NODE_DIR/node_modules/@dodona/dolos-lib/package.json" ]; then
    echo "  @dodona/dolos-lib $(node -p "require('$NODE_DIR/node_modules/@dodona/dolos-lib/package.json').version")"
fi
