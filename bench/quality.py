"""Detection quality on labelled data: ROC-AUC, average precision and best F1.

Each task (case) of a labelled set is one assignment folder in which every
file is a submission, exactly as an instructor would run mossish on it.  A
labelled pair that mossish does not report scores 0.

    python bench/quality.py                      # IR-Plag and our Python, C and Java sets
    python bench/quality.py --grid               # sweep k, w and the common-code cut-off
    python bench/quality.py -k 10 -w 6 --common 0.9
    python bench/quality.py --hashes 16          # and the spread over 16 k-gram hashes
    python bench/quality.py --grid --hashes 8    # each grid row the mean over 8 hashes
    python bench/quality.py --peers              # also copydetect, compare50 and Dolos
                                                 # (after `bash bench/setup.sh`), and
                                                 # bootstrap intervals of the differences
    python bench/quality.py --loso --peers       # leave-one-set-out over LOSO_GRID
    python bench/quality.py --loso --loso-views  # ... over VIEW_GRID (score_views.py)
    python bench/quality.py --loso --loso-strings  # ... over STRINGS_GRID (--strings)

Data sets (a folder with pairs.csv of ``a,b,label[,case|task,kind,level]``):
``../shared/datasets/irplag`` (Java, Karnalim et al.), and ``bench/data/pyplag``
(Python), ``bench/data/cplag`` (C) and ``bench/data/javaplag`` (Java), made
for mossish.
"""

from __future__ import annotations

import argparse
import contextlib
import csv
import hashlib
import itertools
import json
import shutil
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import numpy.typing as npt

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

import score_views  # noqa: E402
import tried_filters as tried  # noqa: E402

from mossish.engine import fingerprint  # noqa: E402
from mossish.inputs.discover import decode, discover  # noqa: E402
from mossish.languages import normalize as normaliser  # noqa: E402
from mossish.languages.registry import language_for  # noqa: E402
from mossish.model import Inputs, SourceFile, Submission  # noqa: E402
from mossish.pipeline import analyze_inputs  # noqa: E402
from mossish.settings import Settings  # noqa: E402

F64 = npt.NDArray[np.float64]
Weights = npt.NDArray[np.float64] | None
METRIC_NAMES = {"auc": "ROC-AUC", "ap": "AP", "f1": "best F1"}
DRAWS = 1000  # bootstrap resamplings per set and subset

PEERS_DIR = HERE / ".peers"
PEER_PYTHON = PEERS_DIR / "venv" / "bin" / "python"
PEER_COMMANDS = {
    # tool -> command over one assignment folder (each sub-folder a submission)
    "copydetect": [str(PEER_PYTHON), str(HERE / "peers" / "copydetect_run.py")],
    "compare50": [str(PEER_PYTHON), str(HERE / "peers" / "compare50_run.py"), "--rank-only"],
    "dolos": ["node", str(HERE / "peers" / "dolos_run.mjs")],
}

DATASETS = {
    "irplag": HERE.parent.parent / "shared" / "datasets" / "irplag",
    "pyplag": HERE / "data" / "pyplag",
    "cplag": HERE / "data" / "cplag",
    "javaplag": HERE / "data" / "javaplag",
    "cpcontest": HERE / "data" / "cpcontest",
    "algoplag": HERE / "data" / "algoplag",
    "pyreal": HERE / "data" / "pyreal",
    "lcplag": HERE / "data" / "lcplag",
    "realc": HERE / "data" / "realc",
    "realjava": HERE / "data" / "realjava",
    "printed": HERE / "data" / "printed",
}
# Peer scores depend only on the data: each set's are kept here, keyed by a
# digest of its files, so sweeps and --loso compare against them without
# re-running the peers (which take minutes per set).
PEER_CACHE = HERE / "results" / "peer-scores"


@dataclass(frozen=True)
class LabelledPair:
    a: str
    b: str
    label: int
    task: str
    kind: str
    level: str


def load_pairs(root: Path) -> list[LabelledPair]:
    with open(root / "pairs.csv", newline="", encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    detailed = root / "pairs_detailed.csv"
    if detailed.exists():
        with open(detailed, newline="", encoding="utf-8") as handle:
            rows = list(csv.DictReader(handle))
    pairs = []
    for row in rows:
        task = row.get("case") or row.get("task") or row["a"].split("/")[-4]
        pairs.append(
            LabelledPair(
                row["a"],
                row["b"],
                int(row["label"]),
                task,
                row.get("kind", ""),
                row.get("level", "") or "",
            )
        )
    return pairs


def task_inputs(root: Path, files: Iterable[str]) -> Inputs:
    """One assignment: every labelled file or folder a submission named by its path.

    A folder is read as ``mossish check`` reads a sub-folder of a class: all
    source files below it, one submission.
    """
    submissions = []
    for name in sorted(set(files)):
        path = root / name
        if path.is_dir():
            found = discover([], Settings(), singles=[str(path)]).submissions
            sources = tuple(f for s in found for f in s.files)
        else:
            text, _ = decode(path.read_bytes())
            language = language_for(path.name, text[:4096]) or "text"
            sources = (SourceFile(path.name, language, text),)
        submissions.append(Submission(name=name, root=str(root), files=sources))
    return Inputs(submissions=tuple(submissions), base=(), problems=())


def data_digest(root: Path, pairs: Sequence[LabelledPair]) -> str:
    """A digest of a set's labels and every labelled file (folders whole)."""
    digest = hashlib.sha256((root / "pairs.csv").read_bytes())
    for name in sorted({p.a for p in pairs} | {p.b for p in pairs}):
        path = root / name
        below = sorted(q for q in path.rglob("*") if q.is_file()) if path.is_dir() else [path]
        for file in below:
            digest.update(str(file.relative_to(root)).encode())
            digest.update(file.read_bytes())
    return digest.hexdigest()[:16]


def score_metrics(
    root: Path, pairs: Sequence[LabelledPair], settings: Settings
) -> dict[str, dict[tuple[str, str], float]]:
    """Every labelled pair's score by each metric (``avg``, ``max``), one run per task."""
    by_task: dict[str, set[str]] = defaultdict(set)
    for pair in pairs:
        by_task[pair.task].update((pair.a, pair.b))
    tables: dict[str, dict[tuple[str, str], float]] = {"avg": {}, "max": {}}
    for task in sorted(by_task):
        # Every pair listed, every score exact (not the default listing).
        analysis = analyze_inputs(
            task_inputs(root, by_task[task]), settings.with_(top=0, fail_above=0.0)
        )
        for result in analysis.pairs:
            for metric, value in (("avg", result.similarity_avg), ("max", result.similarity_max)):
                tables[metric][(result.a, result.b)] = value
                tables[metric][(result.b, result.a)] = value
    return tables


def score(
    root: Path, pairs: Sequence[LabelledPair], settings: Settings
) -> dict[tuple[str, str], float]:
    """Every labelled pair's score by the metric ``settings`` chose."""
    return score_metrics(root, pairs, settings)[settings.metric]


def peer_scores(
    tool: str, root: Path, pairs: Sequence[LabelledPair]
) -> dict[str, dict[tuple[str, str], float]]:
    """Run a peer on every task, framed as for mossish: each labelled file a submission.

    Each file is copied into a folder of its own (``0000/NAME``), so that
    every tool sees one submission per file under its original file name.
    Returns a score table per variant (copydetect also gives the larger of its
    two directional shares as a second variant).
    """
    by_task: dict[str, set[str]] = defaultdict(set)
    for pair in pairs:
        by_task[pair.task].update((pair.a, pair.b))
    tables: dict[str, dict[tuple[str, str], float]] = defaultdict(dict)
    for task in sorted(by_task):
        with tempfile.TemporaryDirectory(prefix=f"quality-{tool}-") as tmp:
            folder = Path(tmp) / "task"
            names = {}
            for index, name in enumerate(sorted(by_task[task])):
                sub = f"{index:04d}"
                (folder / sub).mkdir(parents=True)
                if (root / name).is_dir():
                    shutil.copytree(root / name, folder / sub / Path(name).name)
                else:
                    shutil.copyfile(root / name, folder / sub / Path(name).name)
                names[sub] = name
            out = Path(tmp) / "out.json"
            subprocess.run([*PEER_COMMANDS[tool], str(folder), "-o", str(out)], check=True)
            doc = json.loads(out.read_text(encoding="utf-8"))
        variants = {tool: {(r["a"], r["b"]): r["similarity"] for r in doc["pairs"]}}
        if "max_share" in doc:
            variants[f"{tool} (max share)"] = {
                tuple(k.split("\t")): v for k, v in doc["max_share"].items()
            }
        for variant, found in variants.items():
            table = tables[variant]
            for (a, b), value in found.items():
                table[(names[a], names[b])] = value
                table[(names[b], names[a])] = value
    return tables


def cached_peer_tables(
    name: str, root: Path, pairs: Sequence[LabelledPair], run: bool
) -> dict[str, dict[tuple[str, str], float]]:
    """Every peer's scores on a set, from PEER_CACHE or (``run``) by running them once.

    Returns {} when they are not cached and ``run`` is False.
    """
    path = PEER_CACHE / f"{name}-{data_digest(root, pairs)}.json"
    if path.exists():
        stored = json.loads(path.read_text(encoding="utf-8"))
        return {tool: {(a, b): v for a, b, v in rows} for tool, rows in stored.items()}
    if not run:
        return {}
    tables: dict[str, dict[tuple[str, str], float]] = {}
    for tool in PEER_COMMANDS:
        tables.update(peer_scores(tool, root, pairs))
    store_peer_tables(name, root, pairs, tables)
    return tables


def store_peer_tables(
    name: str,
    root: Path,
    pairs: Sequence[LabelledPair],
    tables: dict[str, dict[tuple[str, str], float]],
) -> None:
    """Keep every peer's scores on a set in PEER_CACHE, for ``--loso`` and later runs."""
    PEER_CACHE.mkdir(parents=True, exist_ok=True)
    rows = {
        tool: sorted([a, b, v] for (a, b), v in table.items()) for tool, table in tables.items()
    }
    path = PEER_CACHE / f"{name}-{data_digest(root, pairs)}.json"
    path.write_text(json.dumps(rows), encoding="utf-8")


# Normaliser variants the grid can sweep (``norm``): "shipped" is mossish's own
# pass, "v2" the stream of normaliser version 2 (layout, identifiers, literals,
# braces and access modifiers), "v3" that of version 3 (the shipped pass without
# joined operators, scopes and negation); each may be followed by "+NAME" parts, each
# adding the filters NAME names (docs/quality.md, "A more abstract token stream").
_BEFORE = {"self": (normaliser.drop_self,)}  # run before identifiers are erased
# Run right after layout is dropped, before identifiers are erased (they compare names).
_EARLY: dict[str, tuple[normaliser.TokenFilter, ...]] = {
    "steps2": (tried.canonical_steps,),
    "std": (tried.drop_std,),
}
_AFTER: dict[str, tuple[normaliser.TokenFilter, ...]] = {
    "types": (normaliser.types_as_names,),
    "mods": (normaliser.drop_modifiers,),
    "loops": (normaliser.unify_loops,),
    "operators": (normaliser.merge_operators, tried.unify_operators),
    "steps": (normaliser.merge_operators, tried.unify_operators, tried.unify_steps),
    "merge": (normaliser.merge_operators,),
    "scopes": (normaliser.merge_operators, normaliser.drop_scopes),
    "separators": (tried.drop_separators,),
    "parentheses": (tried.drop_parentheses,),
    "colons": (tried.drop_colons,),
    "order": (tried.canonical_order,),
    "negation": (normaliser.merge_operators, normaliser.drop_negation),
    "else": (tried.drop_else,),
    "numbers": (tried.numbers_as_names,),
    "brackets": (tried.brackets_as_parentheses,),
    "generics": (tried.drop_type_arguments,),
    "nulls": (tried.drop_null_checks,),
}
SHIPPED_NORM = "shipped"
_SHIPPED_FILTERS = normaliser.filters_for
# What version 4 added to version 3's pass ("v3": the shipped pass without them).
_VERSION_4 = (normaliser.merge_operators, normaliser.drop_scopes, normaliser.drop_negation)


def variant_filters(spec: str, language: str) -> tuple[normaliser.TokenFilter, ...]:
    """The filters of normaliser variant ``spec`` for ``language``."""
    head, *parts = spec.split("+")
    brace = language in normaliser.BRACE_LANGUAGES
    if head == SHIPPED_NORM:
        middle = _SHIPPED_FILTERS(language)
    elif head == "v3":
        middle = tuple(f for f in _SHIPPED_FILTERS(language) if f not in _VERSION_4)
    elif head == "v2":
        middle = (normaliser.drop_layout, normaliser.erase_identifiers,
                  normaliser.collapse_literals)  # fmt: skip
        middle += (normaliser.drop_block_syntax,) if brace else ()
    else:
        raise ValueError(f"unknown normaliser variant {spec!r}")
    before: list[normaliser.TokenFilter] = []
    after: list[normaliser.TokenFilter] = []
    for part in parts:
        if part in _EARLY:
            at = middle.index(normaliser.drop_layout) + 1
            middle = (*middle[:at], *_EARLY[part], *middle[at:])
        elif part == "imports":
            if language == "python":
                before.append(normaliser.drop_python_imports)
            elif brace:
                after.append(normaliser.drop_imports)
        elif part == "colons":
            if language == "python":
                after.append(tried.drop_colons)
        else:
            (before if part in _BEFORE else after).extend((_BEFORE | _AFTER)[part])
    return (*before, *middle, *after)


@contextlib.contextmanager
def normalised_by(spec: str) -> Iterator[None]:
    """Run mossish with normaliser variant ``spec`` (lexing in this process or forked from it)."""
    if spec == SHIPPED_NORM:
        yield
        return
    normaliser.filters_for = lambda language: variant_filters(spec, language)
    try:
        yield
    finally:
        normaliser.filters_for = _SHIPPED_FILTERS


# The leave-one-set-out grid: every combination is scored on every set (both
# metrics from one run), and for each set the combination with the best mean
# AP over the other sets is chosen and reported on the set left out.
LOSO_GRID: dict[str, Sequence[object]] = {
    "norm": (SHIPPED_NORM,),
    "k": (5, 7),
    "window": (4, 8),
    "rarity": (1.0,),
    "merge_gap": (16, 32),
    "merge_run": (0, 3),
    "file_view": (0.0, 0.5),
}
# --loso-norm: the grid that chose the normaliser (docs/quality.md, "Rewrites
# in one form"): version 3 against the shipped stream (``--norms v2,v3``: the
# round that chose version 3).
NORM_GRID: dict[str, Sequence[object]] = {
    "norm": ("v3", SHIPPED_NORM),
    "k": (6, 7),
    "window": (8,),
    "rarity": (1.0,),
    "merge_gap": (16,),
    "merge_run": (0, 3),
    "file_view": (0.0, 0.5),
}
# --loso-views: the per-file view's target and a blend of avg towards max
# (bench-only knobs, ``score_views.scored_by``; docs/quality.md, "Scores for
# rewrites and split copies"), with the view's weight and k.
VIEW_GRID: dict[str, Sequence[object]] = {
    "norm": (SHIPPED_NORM,),
    "k": (6, 7),
    "window": (8,),
    "rarity": (1.0,),
    "merge_gap": (16,),
    "merge_run": (3,),
    "file_view": (0.0, 0.5, 1.0),
    "view": ("one", "geo", "long16"),
    "blend": (0.0, 0.2),
}
# --loso-strings: how much shared rare strings add to avg (``--strings``,
# mossish/engine/literals.py), the other knobs as shipped (docs/quality.md,
# "Shared rare strings").  Weights stay under the threshold, so that strings
# alone never flag a pair.
STRINGS_GRID: dict[str, Sequence[object]] = {
    "norm": (SHIPPED_NORM,),
    "k": (7,),
    "window": (8,),
    "rarity": (1.0,),
    "merge_gap": (16,),
    "merge_run": (3,),
    "file_view": (0.5,),
    "strings": (0.0, 0.2, 0.3, 0.4, 0.5, 0.6),
}
# Knobs of the grid that are not Settings fields: the normaliser variant and
# the scoring variants of score_views.py.
BENCH_KNOBS = ("norm", "view", "blend")
LOSO_CACHE = HERE / "results" / "loso-cache.json"


def engine_digest() -> str:
    """A digest of mossish's sources: cached figures are kept only for the same engine.

    Every module below mossish/ counts (the engine lives in its packages).
    The defaults (settings.py) enter as the values of the settings the grid
    does not sweep, so choosing new defaults for swept knobs keeps the cache.
    """
    digest = hashlib.sha256()
    package = HERE.parent / "mossish"
    for path in sorted(package.rglob("*.py")):
        if path.relative_to(package).as_posix() != "settings.py":
            digest.update(path.relative_to(package).as_posix().encode())
            digest.update(path.read_bytes())
    fixed = {key: value for key, value in Settings().to_dict().items() if key not in LOSO_GRID}
    fixed.pop("guarantee", None)
    digest.update(json.dumps(fixed, sort_keys=True).encode())
    return digest.hexdigest()[:16]


def settings_of(knobs: dict[str, object]) -> tuple[Settings, str]:
    """A grid point's Settings and normaliser variant (``norm``, not a Settings field)."""
    rest = {key: value for key, value in knobs.items() if key not in BENCH_KNOBS}
    return Settings.validated(**rest), str(knobs.get("norm", SHIPPED_NORM))


@contextlib.contextmanager
def run_as(knobs: dict[str, object]) -> Iterator[None]:
    """Run mossish with a grid point's bench-only knobs (normaliser and scoring variants)."""
    view, blend = str(knobs.get("view", "one")), float(str(knobs.get("blend", 0.0)))
    with normalised_by(str(knobs.get("norm", SHIPPED_NORM))), score_views.scored_by(view, blend):
        yield


def config_key(knobs: dict[str, object]) -> str:
    """A grid point as the cache keys it: scoring variants also by score_views.py's source."""
    config = json.dumps(knobs, sort_keys=True)
    if knobs.get("view", "one") != "one" or knobs.get("blend", 0.0):
        source = (HERE / "score_views.py").read_bytes()
        config += "|" + hashlib.sha256(source).hexdigest()[:12]
    return config


def grid_figures(
    names: Sequence[str], grid: dict[str, Sequence[object]]
) -> dict[tuple[str, str], dict[str, dict[str, float]]]:
    """{(set, config): {metric: figures}} for every config of ``grid``, cached on disk."""
    cache = json.loads(LOSO_CACHE.read_text(encoding="utf-8")) if LOSO_CACHE.exists() else {}
    engine = engine_digest()
    found: dict[tuple[str, str], dict[str, dict[str, float]]] = {}
    labelled = {name: load_pairs(DATASETS[name]) for name in names}
    digests = {name: data_digest(DATASETS[name], labelled[name]) for name in names}
    for values in itertools.product(*grid.values()):
        knobs = dict(zip(grid, values, strict=True))
        config = json.dumps(knobs, sort_keys=True)
        for name in names:
            root, pairs = DATASETS[name], labelled[name]
            key = f"{name}|{digests[name]}|{engine}|{config_key(knobs)}"
            if key not in cache:
                settings, _ = settings_of(knobs)
                with run_as(knobs):
                    tables = score_metrics(root, pairs, settings)
                cache[key] = {m: metrics(pairs, t) for m, t in tables.items()}
                for label, subset in hard_subsets(pairs).items():
                    for m, t in tables.items():
                        cache[key][f"{m} {label}"] = metrics(subset, t)
                LOSO_CACHE.parent.mkdir(parents=True, exist_ok=True)
                LOSO_CACHE.write_text(json.dumps(cache), encoding="utf-8")
            found[(name, config)] = cache[key]
    return found


def hard_subsets(pairs: Sequence[LabelledPair]) -> dict[str, list[LabelledPair]]:
    """The hard copy kinds of a set, each ranked against all its honest pairs.

    "llm": the original-to-copy pairs whose level names a language model's
    rewrite; "split": copies refactored into several files.
    """
    honest = [p for p in pairs if p.label == 0]
    found = {}
    for label in ("llm", "split"):
        copies = [p for p in pairs if p.kind == "orig-plag" and label in p.level]
        if copies:
            found[label] = copies + honest
    return found


# A readable scale: a setting is taken only if the median honest pair of each
# demo class (sample_submissions/, starter code as --base, as an instructor
# runs it) scores under this, so that a threshold means something.
SCALE_LIMIT = 0.3
SAMPLES = HERE.parent / "sample_submissions"


def demo_medians(knobs: dict[str, object]) -> dict[str, float]:
    """{"LANG-METRIC": median similarity of the demo class's honest pairs}."""
    from mossish.pipeline import analyze

    found = {}
    for language in ("python", "java"):
        folder = SAMPLES / language
        with open(folder / "planted.csv", newline="", encoding="utf-8") as handle:
            planted = {frozenset((r["a"], r["b"])) for r in csv.DictReader(handle)}
        settings, _ = settings_of(knobs)
        with run_as(knobs):
            analysis = analyze(
                [str(folder / "students")], settings.with_(base=(str(folder / "starter"),))
            )
        names = [s.name for s in analysis.submissions]
        for metric in ("avg", "max"):
            scores = {
                frozenset((p.a, p.b)): getattr(p, f"similarity_{metric}") for p in analysis.pairs
            }
            honest = sorted(
                scores.get(frozenset((a, b)), 0.0)
                for i, a in enumerate(names)
                for b in names[i + 1 :]
                if frozenset((a, b)) not in planted
            )
            found[f"{language}-{metric}"] = float(np.median(honest))
    return found


def leave_one_set_out(names: Sequence[str], run_peers: bool) -> None:
    """Per set: the setting chosen on the others (mean AP), its figures there, and the peers'.

    Only settings whose demo classes' honest pairs have a median under
    SCALE_LIMIT are candidates (a readable scale).
    """
    figures = grid_figures(names, LOSO_GRID)
    configs = sorted({config for _, config in figures})
    scale = {config: demo_medians(json.loads(config)) for config in configs}
    choices = [
        (config, metric)
        for config in configs
        for metric in ("avg", "max")
        if all(scale[config][f"{lang}-{metric}"] < SCALE_LIMIT for lang in ("python", "java"))
    ]
    print(
        f"{len(choices)} of {2 * len(configs)} settings keep the demo classes' "
        f"honest median under {SCALE_LIMIT}"
    )

    def mean_ap(sets: Sequence[str], choice: tuple[str, str]) -> float:
        return sum(figures[(s, choice[0])][choice[1]]["ap"] for s in sets) / len(sets)

    tools = ("copydetect", "copydetect (max share)", "compare50", "dolos")
    print()
    print("| held-out set | chosen on the others | mossish ROC-AUC / AP / best F1 | "
          + " | ".join(tools) + " |")  # fmt: skip
    print("|---|---|---|" + "---|" * len(tools))
    for name in names:
        others = [n for n in names if n != name]
        best = max(choices, key=lambda c: (mean_ap(others, c), c))
        held = figures[(name, best[0])][best[1]]
        root = DATASETS[name]
        pairs = load_pairs(root)
        peers = cached_peer_tables(name, root, pairs, run_peers)
        cells = []
        for tool in tools:
            if tool in peers:
                m = metrics(pairs, peers[tool])
                cells.append(f"{m['auc']:.3f} / {m['ap']:.3f} / {m['f1']:.3f}")
            else:
                cells.append("(not run)")
        knobs = json.loads(best[0])
        chosen = ", ".join(f"{k}={v}" for k, v in knobs.items()) + f", metric={best[1]}"
        print(
            f"| {name} | {chosen} | {held['auc']:.3f} / {held['ap']:.3f} / {held['f1']:.3f} | "
            + " | ".join(cells)
            + " |",
            flush=True,
        )
    print()
    print("Held out, the hard copy kinds (each ranked against every honest pair of its set), AP:")
    print()
    print("| held-out set | kind | copies | mossish | " + " | ".join(tools) + " |")
    print("|---|---|---|---|" + "---|" * len(tools))
    for name in names:
        others = [n for n in names if n != name]
        best = max(choices, key=lambda c: (mean_ap(others, c), c))
        root = DATASETS[name]
        pairs = load_pairs(root)
        peers = cached_peer_tables(name, root, pairs, False)
        for label, subset in hard_subsets(pairs).items():
            held = figures[(name, best[0])].get(f"{best[1]} {label}")
            copies = sum(p.label for p in subset)
            cells = [f"{metrics(subset, peers[t])['ap']:.3f}" if t in peers else "-" for t in tools]
            print(
                f"| {name} | {label} | {copies} | "
                + (f"{held['ap']:.3f}" if held else "-")
                + " | "
                + " | ".join(cells)
                + " |"
            )
    overall = max(choices, key=lambda c: (mean_ap(names, c), c))
    print()
    print(
        f"best on all sets together (mean AP {mean_ap(names, overall):.4f}): "
        f"{overall[0]}, metric={overall[1]}"
    )
    shipped = Settings()
    bench_defaults = {"norm": SHIPPED_NORM, "view": "one", "blend": 0.0}
    config = json.dumps(
        {key: bench_defaults[key] if key in bench_defaults else getattr(shipped, key)
         for key in LOSO_GRID},
        sort_keys=True,
    )  # fmt: skip
    if all((name, config) in figures for name in names):
        print(f"the shipped defaults ({config}, metric={shipped.metric}), AP per set:")
        print(
            "  "
            + "  ".join(f"{n} {figures[(n, config)][shipped.metric]['ap']:.3f}" for n in names)
            + f"  (mean {mean_ap(names, (config, shipped.metric)):.4f})"
        )


def _blocks(
    labels: Sequence[int], values: Sequence[float], weights: Weights
) -> tuple[F64, F64, F64]:
    """Each distinct score, highest first, with the (weighted) positives and negatives at it."""
    y = np.asarray(labels, dtype=np.float64)
    v = np.asarray(values, dtype=np.float64)
    w = np.ones_like(y) if weights is None else np.asarray(weights, dtype=np.float64)
    order = np.argsort(-v, kind="stable")
    v, y, w = v[order], y[order], w[order]
    last = np.flatnonzero(np.r_[v[1:] != v[:-1], True])  # the end of each block of ties
    hits, misses = np.cumsum(w * y)[last], np.cumsum(w * (1.0 - y))[last]
    return v[last], np.diff(hits, prepend=0.0), np.diff(misses, prepend=0.0)


def ranking_metrics(
    labels: Sequence[int], values: Sequence[float], weights: Weights = None
) -> dict[str, float]:
    """ROC-AUC, average precision and best F1 (and its threshold) of a ranking.

    ROC-AUC: the chance that a positive outscores a negative, ties counting
    half.  AP: the area under the precision-recall curve, one step per
    distinct score.  Best F1: over every threshold, a pair being flagged when
    its score is at least the threshold.  ``weights`` count each pair that
    many times (the bootstrap's resampling); None counts each once.
    """
    scores, positives, negatives = _blocks(labels, values, weights)
    total_positive, total_negative = float(positives.sum()), float(negatives.sum())
    if not total_positive or not total_negative:
        return {"auc": float("nan"), "ap": float("nan"), "f1": 0.0, "at": 1.0}
    hits = np.cumsum(positives)
    seen = hits + np.cumsum(negatives)
    auc = float(np.sum(negatives * (hits - positives / 2)) / (total_positive * total_negative))
    ap = float(np.sum(positives / total_positive * hits / np.maximum(seen, 1e-300)))
    f1 = 2 * hits / (seen + total_positive)  # 2PR / (P + R), per threshold
    best = int(np.argmax(f1))
    at = float(scores[best]) if f1[best] else 1.0
    return {"auc": auc, "ap": ap, "f1": float(f1[best]), "at": at}


def metrics(
    pairs: Sequence[LabelledPair], scores: dict[tuple[str, str], float]
) -> dict[str, float]:
    labels = [p.label for p in pairs]
    values = [scores.get((p.a, p.b), 0.0) for p in pairs]
    return {"pairs": len(pairs), **ranking_metrics(labels, values)}


def evaluate(
    name: str, root: Path, settings: Settings, verbose: bool = True
) -> dict[str, dict[str, float]]:
    pairs = load_pairs(root)
    started = time.perf_counter()
    scores = score(root, pairs, settings)
    elapsed = time.perf_counter() - started
    subsets = {
        "all": pairs,
        "original": [p for p in pairs if "orig" in p.kind],
    }
    results = {label: metrics(subset, scores) for label, subset in subsets.items() if subset}
    if verbose:
        print(f"{name}: {len(pairs)} labelled pairs, {elapsed:.1f} s")
        for label, m in results.items():
            print(
                f"  {label:<9} pairs={m['pairs']:<6} ROC-AUC={m['auc']:.4f}  AP={m['ap']:.4f}  "
                f"best F1={m['f1']:.4f} (at similarity {m['at']:.3f})"
            )
        levels: dict[str, list[float]] = defaultdict(list)
        for p in pairs:
            if p.kind == "orig-plag" and p.level:
                levels[p.level].append(scores.get((p.a, p.b), 0.0))
        if levels:
            row = "  ".join(f"{level}={sum(v) / len(v):.2f}" for level, v in sorted(levels.items()))
            print(f"  mean similarity of original vs copy by level: {row}")
        honest = [scores.get((p.a, p.b), 0.0) for p in pairs if p.label == 0]
        if honest:
            honest.sort()
            print(
                f"  honest pairs: median {honest[len(honest) // 2]:.2f}, "
                f"95th percentile {honest[int(len(honest) * 0.95)]:.2f}"
            )
    return results


@contextlib.contextmanager
def salted_hashes(salt: int) -> Iterator[None]:
    """Run mossish with its k-gram hash salted (salt 0: mossish's own hash).

    Winnowing keeps the k-gram with the smallest hash in each window, so
    another hash keeps other k-grams, and a match of k to k + w - 2 tokens
    is found or missed by that pick alone.  Re-running with several salts
    shows how much of a figure is that pick rather than the method.  The
    salt is XORed into each k-gram's polynomial before the final mix; the
    caller lexes in this process (``jobs=1``), where the change is seen.
    """
    original = fingerprint.mix64
    if salt:
        key = np.uint64((salt * 0x9E3779B97F4A7C15) % (1 << 64))
        fingerprint.mix64 = lambda values: original(values ^ key)
    try:
        yield
    finally:
        fingerprint.mix64 = original


def over_hashes(name: str, settings: Settings, salts: int) -> list[dict[str, dict[str, float]]]:
    """``evaluate``'s figures with each of ``salts`` k-gram hashes, mossish's own first."""
    if salts <= 1:
        return [evaluate(name, DATASETS[name], settings, verbose=False)]
    runs = []
    for salt in range(salts):
        with salted_hashes(salt):
            runs.append(evaluate(name, DATASETS[name], settings.with_(jobs=1), verbose=False))
    return runs


def hash_spread(names: Sequence[str], settings: Settings, salts: int) -> None:
    """Every figure with ``salts`` different k-gram hashes: mossish's own, mean, min, max."""
    found: dict[tuple[str, str, str], list[float]] = defaultdict(list)
    for name in names:
        for results in over_hashes(name, settings, salts):
            for label, m in results.items():
                for metric in METRIC_NAMES:
                    found[(name, label, metric)].append(m[metric])
    print()
    print(f"The same runs with {salts} k-gram hashes (mossish's own first):")
    print()
    print("| set | subset | metric | mossish's hash | mean | lowest | highest |")
    print("|---|---|---|---|---|---|---|")
    for (name, label, metric), values in found.items():
        print(
            f"| {name} | {label} | {METRIC_NAMES[metric]} | {values[0]:.4f} | "
            f"{sum(values) / len(values):.4f} | {min(values):.4f} | {max(values):.4f} |"
        )


def mean_over_hashes(name: str, settings: Settings, salts: int) -> dict[str, dict[str, float]]:
    """``evaluate``'s figures, each the mean over ``salts`` k-gram hashes."""
    runs = over_hashes(name, settings, salts)
    return {
        label: {key: sum(r[label][key] for r in runs) / len(runs) for key in runs[0][label]}
        for label in runs[0]
    }


def compare_peers(names: Sequence[str], settings: Settings) -> None:
    """ROC-AUC, AP and best F1 of mossish and every peer, side by side."""
    missing = [
        t for t, cmd in PEER_COMMANDS.items() if not Path(cmd[0]).exists() and cmd[0] != "node"
    ]
    if missing or not (PEERS_DIR / "node" / "node_modules").exists():
        print("peers are not installed: run `bash bench/setup.sh` first", file=sys.stderr)
        raise SystemExit(2)
    print()
    print("| set | subset | tool | ROC-AUC | AP | best F1 | seconds |")
    print("|---|---|---|---|---|---|---|")
    gaps = []
    for name in names:
        root = DATASETS[name]
        pairs = load_pairs(root)
        subsets = {"all": pairs, "original": [p for p in pairs if "orig" in p.kind]}
        started = time.perf_counter()
        tables = {"mossish": score(root, pairs, settings)}
        seconds = {"mossish": time.perf_counter() - started}
        peers: dict[str, dict[tuple[str, str], float]] = {}
        for tool in PEER_COMMANDS:
            started = time.perf_counter()
            found = peer_scores(tool, root, pairs)
            for variant in found:
                seconds[variant] = time.perf_counter() - started
            peers.update(found)
        store_peer_tables(name, root, pairs, peers)
        tables.update(peers)
        for label, subset in subsets.items():
            if not subset:
                continue
            for tool, table in tables.items():
                m = metrics(subset, table)
                print(
                    f"| {name} | {label} | {tool} | {m['auc']:.3f} | {m['ap']:.3f} | "
                    f"{m['f1']:.3f} | {seconds[tool]:.1f} |",
                    flush=True,
                )
        gaps.extend(
            (name, label, *row)
            for label, subset in subsets.items()
            if subset
            for row in bootstrap_gaps(subset, tables)
        )
    print()
    print(
        f"mossish minus the best peer, 95 % interval over {DRAWS} resamplings of each "
        "task's files (the share of resamplings in which mossish is at least as good):"
    )
    print()
    print(
        "| set | subset | metric | mossish | best peer | difference | 95 % interval "
        "| mossish ahead |"
    )
    print("|---|---|---|---|---|---|---|---|")
    for name, label, metric, ours, peer, theirs, low, high, ahead in gaps:
        print(
            f"| {name} | {label} | {METRIC_NAMES[metric]} | {ours:.4f} | {peer} {theirs:.4f} | "
            f"{ours - theirs:+.4f} | {low:+.4f} .. {high:+.4f} | {ahead:.0%} |"
        )


def bootstrap_gaps(
    pairs: Sequence[LabelledPair],
    tables: dict[str, dict[tuple[str, str], float]],
    draws: int = DRAWS,
) -> list[tuple[str, float, str, float, float, float, float]]:
    """For each metric: mossish against the best peer, with a bootstrap interval.

    Pairs share files, so files are resampled, not pairs: each task's files
    are drawn with replacement (as many as it has), and a pair counts as
    often as the product of its two files' draws.  Returns rows of (metric,
    mossish, best peer, its value, the 2.5 and 97.5 percentiles of the
    difference, the share of draws in which mossish is at least as good).
    Seeded: the same scores give the same intervals.
    """
    files = sorted({p.a for p in pairs} | {p.b for p in pairs})
    number = {f: i for i, f in enumerate(files)}
    a = np.array([number[p.a] for p in pairs])
    b = np.array([number[p.b] for p in pairs])
    labels = [p.label for p in pairs]
    values = {t: [table.get((p.a, p.b), 0.0) for p in pairs] for t, table in tables.items()}
    point = {t: ranking_metrics(labels, v) for t, v in values.items()}
    members: dict[str, set[int]] = defaultdict(set)
    for p in pairs:
        members[p.task].update((number[p.a], number[p.b]))
    tasks = [np.array(sorted(members[task])) for task in sorted(members)]
    rng = np.random.default_rng(0)
    drawn: dict[str, list[dict[str, float]]] = defaultdict(list)
    for _ in range(draws):
        counts = np.zeros(len(files))
        for task in tasks:
            counts[task] += rng.multinomial(task.size, np.full(task.size, 1 / task.size))
        weights = counts[a] * counts[b]
        for tool, v in values.items():
            drawn[tool].append(ranking_metrics(labels, v, weights))
    peers = [t for t in tables if t != "mossish"]
    rows = []
    for metric in METRIC_NAMES:
        best = max(peers, key=lambda t: point[t][metric])
        difference = np.array(
            [m[metric] - p[metric] for m, p in zip(drawn["mossish"], drawn[best], strict=True)]
        )
        # A draw without a positive or a negative pair has no ROC-AUC or AP.
        difference = difference[~np.isnan(difference)]
        low, high = np.percentile(difference, [2.5, 97.5])
        rows.append(
            (
                metric,
                point["mossish"][metric],
                best,
                point[best][metric],
                float(low),
                float(high),
                float(np.mean(difference >= 0)),
            )
        )
    return rows


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dataset", choices=sorted(DATASETS), action="append")
    parser.add_argument("-k", type=int)
    parser.add_argument("-w", "--window", type=int)
    parser.add_argument("--common", type=float, help="common-code share")
    parser.add_argument("--grid", action="store_true", help="sweep k, w and --common")
    parser.add_argument(
        "--hashes",
        type=int,
        default=1,
        metavar="N",
        help="also re-run with N k-gram hashes (with --grid: each row the mean over N)",
    )
    parser.add_argument(
        "--loso",
        action="store_true",
        help="leave-one-set-out: per set, the setting chosen on the other sets, against the peers",
    )
    parser.add_argument(
        "--loso-k",
        metavar="K,K",
        help="with --loso: the k-gram lengths of the grid (default: "
        + ",".join(str(k) for k in LOSO_GRID["k"])
        + ")",
    )
    parser.add_argument(
        "--peers",
        action="store_true",
        help="also run copydetect, compare50 and Dolos (bench/setup.sh) and compare",
    )
    parser.add_argument(
        "--loso-norm",
        action="store_true",
        help="--loso over NORM_GRID (normaliser version 3 against the shipped one)",
    )
    parser.add_argument(
        "--loso-views",
        action="store_true",
        help="--loso over VIEW_GRID (the per-file view's target and weight, avg towards max)",
    )
    parser.add_argument(
        "--loso-strings",
        action="store_true",
        help="--loso over STRINGS_GRID (how much shared rare strings add to avg)",
    )
    parser.add_argument(
        "--norms",
        metavar="SPEC,SPEC",
        help="--loso: the normaliser variants to sweep (default: the grid's)",
    )
    parser.add_argument(
        "--loso-set",
        action="append",
        default=[],
        metavar="KNOB=V,V",
        help="with --loso: the values of one knob of the grid (numbers), e.g. merge_run=3",
    )
    args = parser.parse_args(argv)
    if args.loso_norm:
        LOSO_GRID.clear()
        LOSO_GRID.update(NORM_GRID)
    if args.loso_views:
        LOSO_GRID.clear()
        LOSO_GRID.update(VIEW_GRID)
    if args.loso_strings:
        LOSO_GRID.clear()
        LOSO_GRID.update(STRINGS_GRID)
    if args.norms:
        LOSO_GRID["norm"] = tuple(args.norms.split(","))
    for knob in args.loso_set:
        key, _, values = knob.partition("=")
        if key not in LOSO_GRID:
            parser.error(f"--loso-set: {key!r} is not a knob of the grid ({', '.join(LOSO_GRID)})")
        LOSO_GRID[key] = tuple(float(v) if "." in v else int(v) for v in values.split(","))
    names = args.dataset or [n for n, p in DATASETS.items() if (p / "pairs.csv").exists()]
    if args.loso:
        if args.loso_k:
            LOSO_GRID["k"] = tuple(int(k) for k in args.loso_k.split(","))
        leave_one_set_out(names, args.peers)
        return 0
    if args.grid:
        print("dataset  k  w  common   AUC(all)  AP(all)  F1(all)  AUC(orig)  AP(orig)  F1(orig)")
        for k, w, share in itertools.product((6, 7, 8, 9, 11), (1, 2, 3, 4, 8), (0.9, 1.0)):
            settings = Settings.validated(k=k, window=w, common_share=share)
            for name in names:
                r = mean_over_hashes(name, settings, args.hashes)
                a, o = r["all"], r.get("original", r["all"])
                print(
                    f"{name:<8} {k:>2} {w:>2} {share:>6}   {a['auc']:.4f}    {a['ap']:.4f}   "
                    f"{a['f1']:.4f}   {o['auc']:.4f}     {o['ap']:.4f}    {o['f1']:.4f}",
                    flush=True,
                )
        return 0
    settings = Settings.validated(k=args.k, window=args.window, common_share=args.common)
    print(
        f"settings: k={settings.k} w={settings.window} (t={settings.guarantee}), "
        f"common share {settings.common_share}"
    )
    for name in names:
        evaluate(name, DATASETS[name], settings)
    if args.hashes > 1:
        hash_spread(names, settings, args.hashes)
    if args.peers:
        compare_peers(names, settings)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
