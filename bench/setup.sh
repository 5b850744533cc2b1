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
#   bench/.peers/jplag  JPlag's CLI with its dependencies (lib/) and the Java
#                       that runs it (java, 21 or later), driven by
#                       bench/peers/jplag_run.py
# Needs python3 (3.10+), node 20+ with npm, and a C/C++ toolchain for
# tree-sitter's native modules (they are compiled from the registry package
# against the local node headers; nothing is downloaded from elsewhere); for
# JPlag, Maven and a JDK 21 or later.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
PEERS="$HERE/.peers"
VENV="$PEERS/venv"
NODE_DIR="$PEERS/node"
JPLAG_DIR="$PEERS/jplag"
PYTHON="${PYTHON:-python3}"

# Versions measured in docs/benchmarks.md; override to try newer ones.
COPYDETECT="${COPYDETECT:-copydetect==0.5.0}"
COMPARE50="${COMPARE50:-compare50==1.2.15}"
DOLOS_LIB="${DOLOS_LIB:-@dodona/dolos-lib@3.5.1}"
JPLAG_VERSION="${JPLAG_VERSION:-6.3.0}"

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

# JPlag v6: its CLI and every jar it needs in $JPLAG_DIR/lib, run by
# bench/peers/jplag_run.py with a Java of 21 or later ($JPLAG_DIR/java). The
# registry is asked first (Maven Central's de.jplag:cli and its dependencies);
# where it does not serve JPlag, a JPlag source tree (JPLAG_SRC=/path/to/JPlag
# at tag v$JPLAG_VERSION) is built with Maven, whose plugins and dependencies
# do come from the registry.
if ! ls "$JPLAG_DIR"/lib/*.jar >/dev/null 2>&1 || [ ! -e "$JPLAG_DIR/java" ]; then
    mkdir -p "$JPLAG_DIR/lib"
    java_bin=""
    for candidate in "${JPLAG_JAVA:-}" "$(command -v java || true)" /usr/lib/jvm/*/bin/java; do
        [ -n "$candidate" ] && [ -x "$candidate" ] || continue
        major=$("$candidate" -version 2>&1 | sed -n 's/.*version "\([0-9]*\).*/\1/p' | head -1)
        if [ "${major:-0}" -ge 21 ]; then java_bin=$candidate; break; fi
    done
    if [ -z "$java_bin" ]; then
        echo "!! no Java 21 or later found: JPlag is skipped (set JPLAG_JAVA)" >&2
    elif ! command -v mvn >/dev/null; then
        echo "!! mvn not found: JPlag is skipped" >&2
    else
        ln -sf "$java_bin" "$JPLAG_DIR/java"
        java_home=$(dirname "$(dirname "$(readlink -f "$java_bin")")")
        echo "== fetching JPlag $JPLAG_VERSION (java: $java_bin)"
        pom="$JPLAG_DIR/pom.xml"
        printf '%s\n' '<project xmlns="http://maven.apache.org/POM/4.0.0">' \
            '  <modelVersion>4.0.0</modelVersion>' \
            '  <groupId>mossish.bench</groupId><artifactId>jplag-peer</artifactId>' \
            '  <version>1</version><packaging>pom</packaging>' \
            "  <dependencies><dependency><groupId>de.jplag</groupId><artifactId>cli</artifactId><version>$JPLAG_VERSION</version></dependency></dependencies>" \
            '</project>' >"$pom"
        if mvn -q -B -f "$pom" dependency:copy-dependencies -DincludeScope=runtime \
            -DoutputDirectory="$JPLAG_DIR/lib" >/dev/null 2>&1; then
            :
        elif [ -n "${JPLAG_SRC:-}" ] && [ -f "$JPLAG_SRC/cli/pom.xml" ]; then
            echo "== the registry does not serve JPlag: building it from $JPLAG_SRC"
            (cd "$JPLAG_SRC" && JAVA_HOME="$java_home" mvn -q -B -DskipTests \
                -Dmaven.javadoc.skip=true -Djacoco.skip=true -pl cli -am \
                package dependency:copy-dependencies -DincludeScope=runtime \
                -DoutputDirectory="$JPLAG_DIR/lib")
            cp "$JPLAG_SRC"/cli/target/cli-"$JPLAG_VERSION".jar "$JPLAG_DIR/lib/"
        else
            rm -f "$JPLAG_DIR/java"
            echo "!! the registry does not serve JPlag $JPLAG_VERSION: JPlag is skipped" \
                "(set JPLAG_SRC to a JPlag source tree at tag v$JPLAG_VERSION to build it)" >&2
        fi
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
if ls "$JPLAG_DIR"/lib/cli-*.jar >/dev/null 2>&1 && [ -e "$JPLAG_DIR/java" ]; then
    echo "  jplag $JPLAG_VERSION ($("$JPLAG_DIR/java" -version 2>&1 | head -1))"
fi
