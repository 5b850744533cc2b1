"""Packaging: what mossish declares, pins and ships (the wheel: scripts/fresh-clone-check.sh)."""

from __future__ import annotations

import ast
import re
import sys
from importlib.metadata import packages_distributions
from pathlib import Path

import pygments
from packaging.requirements import Requirement
from packaging.version import Version

try:
    import tomllib
except ImportError:  # Python 3.10
    import tomli as tomllib

ROOT = Path(__file__).resolve().parent.parent
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
CONSTRAINTS = ROOT / "scripts" / "constraints.txt"


def _requirements() -> dict[str, Requirement]:
    found = (Requirement(r) for r in PYPROJECT["project"]["dependencies"])
    return {r.name.lower(): r for r in found}


def _imported_top_modules() -> set[str]:
    names: set[str] = set()
    for path in (ROOT / "mossish").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names.update(alias.name.split(".")[0] for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names.add(node.module.split(".")[0])
    return names - {"mossish"}


def _runtime_extras() -> set[str]:
    """Packages of the optional features users install (``mossish[postgres]``), not test tools."""
    extras = PYPROJECT["project"].get("optional-dependencies", {})
    return {
        Requirement(r).name.lower()
        for name, requirements in extras.items()
        if name not in ("test", "dev")
        for r in requirements
        if not r.startswith("mossish")
    }


def test_every_import_is_the_standard_library_or_declared() -> None:
    declared = set(_requirements()) | _runtime_extras()
    distributions = packages_distributions()
    undeclared = []
    for module in sorted(_imported_top_modules() - set(sys.stdlib_module_names)):
        owners = {d.lower() for d in distributions.get(module, [module])}
        if not owners & declared:
            undeclared.append(f"{module} (from {', '.join(sorted(owners))})")
    assert not undeclared, f"imported by mossish, not declared nor an extra's: {undeclared}"


def test_py_typed_is_in_the_package_data() -> None:
    assert (ROOT / "mossish" / "py.typed").is_file()
    assert "py.typed" in PYPROJECT["tool"]["setuptools"]["package-data"]["mossish"]


def test_pygments_range_has_an_upper_bound_and_is_pinned_at_its_newest_end() -> None:
    """The supported range is closed; the test environment pins the range's newest release."""
    spec = _requirements()["pygments"].specifier
    assert any(s.operator == "<" for s in spec), "Pygments needs an upper bound"
    pins = dict(
        line.split(";")[0].strip().split("==")
        for line in CONSTRAINTS.read_text(encoding="utf-8").splitlines()
        if "==" in line and not line.startswith("#")
    )
    pinned = Version(pins["Pygments"])
    assert pinned in spec
    upper = next(Version(s.version) for s in spec if s.operator == "<")
    assert (pinned.major, pinned.minor + 1) == (upper.major, upper.minor)
    # The nox sessions test the range's two ends: the same versions as here.
    noxfile = (ROOT / "noxfile.py").read_text(encoding="utf-8")
    oldest = next(Version(s.version) for s in spec if s.operator == ">=")
    assert re.search(rf'"oldest": "{re.escape(str(oldest))}\.0"', noxfile)
    assert re.search(rf'"newest": "{re.escape(str(pinned))}"', noxfile)


def test_this_run_uses_a_supported_pygments() -> None:
    assert Version(pygments.__version__) in _requirements()["pygments"].specifier
