"""Detection quality on labelled data: ROC-AUC, average precision and best F1.

Each task (case) of a labelled set is one assignment folder in which every
file is a submission, exactly as an instructor would run mossish on it.  A
labelled pair that mossish does not report scores 0.

    python bench/quality.py                      # IR-Plag and our Python, C and Java sets
    python bench/quality.py --grid               # sweep k, w and the common-code cut-off
    python bench/quality.py -k 10 -w 6 --common 0.9
    python bench/quality.py --hashes 16          # and the spread over 16 k-gram hashes
    python bench/quality.py --grid --hashes 8    # each grid row the mean over 8 hashes
    python bench/quality.py --peers              # also copydetect, compare50, Dolos and
                                                 # JPlag (after `bash bench/setup.sh`), and
                                                 # bootstrap intervals of the differences
    python bench/quality.py --loso --peers       # leave-one-set-out over LOSO_GRID
    python bench/quality.py --rule strings=0.0,0.6 --peers
                                                 # the rule for a default (every set and
                                                 # copy kind, against the best peer)
    python bench/quality.py --scores             # the rule over scores made from each
                                                 # pair's avg, max, sizes and strings

Data sets (a folder with pairs.csv of ``a,b,label[,case|task,kind,level]``):
``../shared/datasets/irplag`` (Java, Karnalim et al.) and the sets of
``bench/data`` (bench/README.md lists them).  Peer scores are run once per set
and cached in bench/results/peer-scores/; mossish's grid figures in
bench/results/loso-cache.json.
"""

from __future__ import annotations

import argparse
import contextlib
import csv
import functools
import hashlib
import itertools
import json
import math
import shutil
import subprocess
import sys
import tempfile
import time
from collections import Counter, defaultdict
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import numpy.typing as npt

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

from mossish.engine import fingerprint, literals  # noqa: E402
from mossish.inputs.discover import decode, discover  # noqa: E402
from mossish.languages import normalize  # noqa: E402
from mossish.languages.registry import (  # noqa: E402
    is_code_language,
    language_family,
    language_for,
)
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
    # JPlag v6 with its defaults, and with its two defences against obfuscation on.
    "jplag": [str(PEER_PYTHON), str(HERE / "peers" / "jplag_run.py")],
    "jplag (normalised, merged)": [
        str(PEER_PYTHON),
        str(HERE / "peers" / "jplag_run.py"),
        "--normalize",
        "--match-merging",
    ],
}
JPLAG_HOME = PEERS_DIR / "jplag"

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
    "javaex": HERE / "data" / "javaex",
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
    tables: dict[str, dict[tuple[str, str], float]] = defaultdict(dict)
    for task in sorted(by_task):
        # Every pair listed, every score exact (not the default listing).
        inputs = task_inputs(root, by_task[task])
        analysis = analyze_inputs(inputs, settings.with_(top=0, fail_above=0.0))
        rare = {cutoff: rare_string_shares(inputs, cutoff) for cutoff in RARE}
        compared = {s.name: s.tokens - s.ignored_tokens for s in analysis.submissions}
        for result in analysis.pairs:
            sizes = sorted((compared.get(result.a, 0), compared.get(result.b, 0)))
            ratio = sizes[0] / sizes[1] if sizes[1] > 0 else 0.0
            found = variant_scores(
                result.similarity_avg, result.similarity_max, ratio, result.strings
            )
            for cutoff, shares in rare.items():
                share = shares.get((result.a, result.b), 0.0)
                lift = STRINGS * share**2 * (1.0 - result.similarity_avg)
                found[f"strings-{STRINGS}-rare-{cutoff}"] = result.similarity_avg + lift
            for metric, value in found.items():
                tables[metric][(result.a, result.b)] = value
                tables[metric][(result.b, result.a)] = value
    return {metric: tables[metric] for metric in SCORE_VARIANTS}


# Scores computed from what mossish already reports per pair (``--scores``):
# avg and max themselves, blends of the two, and max guarded by the sizes'
# ratio, so that a small program inside a large one is not scored as a copy.
BLENDS = (0.25, 0.5, 0.75)
GUARDS = (0.3, 0.5, 0.7)
GATES = (0.5, 0.6, 0.8, 0.9)
GATED_GUARDS = ((0.6, 0.5), (0.6, 0.7), (0.5, 0.7))
GAPS = (0.03, 0.05, 0.1)
# Containment from a lower max, with a gap of 0.05.
GAP_GATES = (0.4, 0.5)
# The strings signal as --strings X adds it (a check that the variants
# reproduce the engine), and counted only as far as the pair's code is shared.
STRINGS = 0.6
CODED = (0.3, 0.5)
# ... and with the strings more than this share of the class holds weighing
# nothing (1.0: the engine's own weights, a check), so that messages an
# exercise prescribes do not count.
RARE = (0.25, 0.5, 1.0)
SCORE_VARIANTS = (
    "avg",
    "max",
    *(f"blend-{w}" for w in BLENDS),
    *(f"guarded-{r}" for r in GUARDS),
    *(f"gated-{c}" for c in GATES),
    *(f"gated-{c}-guarded-{r}" for c, r in GATED_GUARDS),
    *(f"gated-0.6-gap-{g}" for g in GAPS),
    *(f"gated-{c}-gap-0.05" for c in GAP_GATES),
    f"strings-{STRINGS}",
    *(f"strings-{STRINGS}-coded-{a}" for a in CODED),
    *(f"strings-{STRINGS}-rare-{h}" for h in RARE),
)


@functools.lru_cache(maxsize=1 << 14)
def _string_keys(text: str, language: str) -> frozenset[int]:
    """A file's string literals as the engine keys them (engine/literals.py)."""
    if not is_code_language(language):
        return frozenset()
    tokens = normalize.normalize(text, language)
    value = normalize.token_value(normalize.STRING, language_family(language))
    return frozenset(literals.file_strings(text, tokens, value))


def rare_string_shares(inputs: Inputs, cutoff: float) -> dict[tuple[str, str], float]:
    """Each pair's shared-strings share as the engine weighs it, but a string
    more than ``cutoff`` of the class holds weighing nothing."""
    held = {
        s.name: frozenset().union(*(_string_keys(f.text, f.language) for f in s.files))
        for s in inputs.submissions
    }
    n = len(held)
    holders = Counter(key for keys in held.values() for key in keys)
    weight = {k: math.log(n / h) if h <= cutoff * n else 0.0 for k, h in holders.items()}
    totals = {name: sum(weight[k] for k in keys) for name, keys in held.items()}
    found = {}
    names = sorted(held)
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            lighter = min(totals[a], totals[b])
            if lighter > 0:
                share = min(1.0, sum(weight[k] for k in held[a] & held[b]) / lighter)
                found[(a, b)] = found[(b, a)] = share
    return found


def variant_scores(avg: float, top: float, ratio: float, strings: float) -> dict[str, float]:
    """Every score of SCORE_VARIANTS for one pair.

    ``blend-W`` is ``W * avg + (1 - W) * max``.  ``guarded-R`` is max where
    the smaller side has at least R times the larger's compared tokens, and
    moves linearly back to avg as the ratio falls to 0: containment is what
    an inserted-code copy keeps, and what a tiny program has against any
    large one.  ``gated-C`` is avg, moving linearly to max as max rises
    from C to 1: only a side the other holds almost whole is scored by
    containment (an inserted-code copy), not every pair of small programs;
    ``gated-C-guarded-R`` is both at once; ``gated-0.6-gap-G`` lifts only
    as far as max exceeds avg by more than G (full at 2G): a copy with code
    added has a large gap, two near-identical programs none.  ``strings-X`` is avg with the
    shared-strings share ``strings`` added as ``--strings X`` adds it;
    ``strings-X-coded-A`` scales that addition by ``min(1, avg / A)``, so
    that strings count only where code is shared too (an honest pair of an
    exercise that fixes the output shares its messages, not its code).
    """
    found = {"avg": avg, "max": top}
    for w in BLENDS:
        found[f"blend-{w}"] = w * avg + (1.0 - w) * top
    for r in GUARDS:
        found[f"guarded-{r}"] = avg + (top - avg) * min(1.0, ratio / r)
    for c in GATES:
        found[f"gated-{c}"] = avg + (top - avg) * _gate(top, c)
    for c, r in GATED_GUARDS:
        found[f"gated-{c}-guarded-{r}"] = avg + (top - avg) * _gate(top, c) * min(1.0, ratio / r)
    for g in GAPS:
        found[f"gated-0.6-gap-{g}"] = _gapped(avg, top, 0.6, g)
    for c in GAP_GATES:
        found[f"gated-{c}-gap-0.05"] = _gapped(avg, top, c, 0.05)
    lift = STRINGS * strings**2 * (1.0 - avg)
    found[f"strings-{STRINGS}"] = avg + lift
    for a in CODED:
        found[f"strings-{STRINGS}-coded-{a}"] = avg + lift * min(1.0, avg / a)
    return found


def _gate(top: float, c: float) -> float:
    """0 while max is under ``c``, rising linearly to 1 at max = 1."""
    return min(1.0, max(0.0, (top - c) / (1.0 - c)))


def _gapped(avg: float, top: float, c: float, g: float) -> float:
    """``gated-C-gap-G``: avg lifted towards max by ``_gate`` and only as far as max
    exceeds avg by more than ``g`` (fully at twice that); ``--containment`` with
    C = 0.6 and G = 0.1 is the engine's own (mossish/engine/scoring.py, ``contained``)."""
    gap = min(1.0, max(0.0, (top - avg - g) / g))
    return avg + (top - avg) * _gate(top, c) * gap


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
        # A plain folder name: JPlag's command line splits its root folders at commas.
        slug = "".join(c if c.isalnum() else "-" for c in tool)
        with tempfile.TemporaryDirectory(prefix=f"quality-{slug}-") as tmp:
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


def ready_peers() -> list[str]:
    """The peers bench/setup.sh installed; each missing one is named on stderr."""
    ready = []
    for tool, command in PEER_COMMANDS.items():
        if tool.startswith("jplag"):
            found = bool(list(JPLAG_HOME.glob("lib/*.jar"))) and (JPLAG_HOME / "java").exists()
        elif command[0] == "node":
            found = (PEERS_DIR / "node" / "node_modules").exists()
        else:
            found = Path(command[0]).exists()
        if found:
            ready.append(tool)
        else:
            print(f"{tool} is not installed (bash bench/setup.sh): left out", file=sys.stderr)
    return ready


def cached_peer_tables(
    name: str, root: Path, pairs: Sequence[LabelledPair], run: bool
) -> dict[str, dict[tuple[str, str], float]]:
    """Every peer's scores on a set, from PEER_CACHE, and (``run``) the missing peers run once.

    A peer installed after the others were cached is run alone and added to
    the cache.  Returns only what is cached when ``run`` is False.
    """
    path = PEER_CACHE / f"{name}-{data_digest(root, pairs)}.json"
    tables: dict[str, dict[tuple[str, str], float]] = {}
    if path.exists():
        stored = json.loads(path.read_text(encoding="utf-8"))
        tables = {tool: {(a, b): v for a, b, v in rows} for tool, rows in stored.items()}
    if not run:
        return tables
    missing = [tool for tool in ready_peers() if tool not in tables]
    for tool in missing:
        tables.update(peer_scores(tool, root, pairs))
    if missing:
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


# The leave-one-set-out grid (``--loso``): every combination is scored on every
# set (both metrics from one run), and for each set the combination chosen on
# the other sets, by their worst margin over the best peer, is reported on the
# set left out.
LOSO_GRID: dict[str, Sequence[object]] = {
    "k": (5, 7),
    "window": (4, 8),
    "rarity": (1.0,),
    "merge_gap": (16, 32),
    "merge_run": (0, 3),
    "file_view": (0.0, 0.5),
}
# Within a margin this small a default neither helps nor costs a family: the
# rule for defaults (docs/quality.md, "The rule for defaults").
RULE_TOLERANCE = 0.01
LOSO_CACHE = HERE / "results" / "loso-cache.json"


def engine_digest(grid: dict[str, Sequence[object]]) -> str:
    """A digest of mossish's sources: cached figures are kept only for the same engine.

    Every module below mossish/ counts (the engine lives in its packages).
    The defaults (settings.py) enter as the values of the settings ``grid``
    does not sweep, so choosing new defaults for swept knobs keeps the cache.
    """
    digest = hashlib.sha256()
    package = HERE.parent / "mossish"
    for path in sorted(package.rglob("*.py")):
        if path.relative_to(package).as_posix() != "settings.py":
            digest.update(path.relative_to(package).as_posix().encode())
            digest.update(path.read_bytes())
    fixed = {key: value for key, value in Settings().to_dict().items() if key not in grid}
    fixed.pop("guarantee", None)
    digest.update(json.dumps(fixed, sort_keys=True).encode())
    return digest.hexdigest()[:16]


def grid_figures(
    names: Sequence[str], grid: dict[str, Sequence[object]]
) -> dict[tuple[str, str], dict[str, dict[str, float]]]:
    """{(set, config): {metric: figures}} for every config of ``grid``, cached on disk.

    Besides ``avg`` and ``max`` (all pairs), each metric's figures for the
    original-against-the-rest pairs (``"avg original"``) and for each copy
    kind (``"avg llm"``, see ``copy_kinds``).
    """
    cache = json.loads(LOSO_CACHE.read_text(encoding="utf-8")) if LOSO_CACHE.exists() else {}
    engine = engine_digest(grid)
    found: dict[tuple[str, str], dict[str, dict[str, float]]] = {}
    labelled = {name: load_pairs(DATASETS[name]) for name in names}
    digests = {name: data_digest(DATASETS[name], labelled[name]) for name in names}
    for values in itertools.product(*grid.values()):
        knobs = dict(zip(grid, values, strict=True))
        config = json.dumps(knobs, sort_keys=True)
        for name in names:
            root, pairs = DATASETS[name], labelled[name]
            key = f"{name}|{digests[name]}|{engine}|{config}"
            if key not in cache or any(m not in cache[key] for m in SCORE_VARIANTS):
                settings_knobs = {k: v for k, v in knobs.items() if k not in BENCH_KNOBS}
                with unused_pass(int(str(knobs.get("unused", 1)))):
                    settings = Settings.validated(**settings_knobs)
                    if knobs.get("unused") == 0:
                        settings = settings.with_(jobs=1)  # the pass is set in this process
                    tables = score_metrics(root, pairs, settings)
                cache[key] = {
                    (f"{m} {label}" if label != "all" else m): metrics(subset, t)
                    for label, subset in subsets_of(pairs).items()
                    for m, t in tables.items()
                }
                LOSO_CACHE.parent.mkdir(parents=True, exist_ok=True)
                LOSO_CACHE.write_text(json.dumps(cache), encoding="utf-8")
            found[(name, config)] = cache[key]
    return found


def copy_kinds(pairs: Sequence[LabelledPair]) -> dict[str, list[LabelledPair]]:
    """Each copy kind (level) of a set: its original-to-copy pairs and all honest pairs.

    A set without levels (IR-Plag's pairs.csv has none) has no kinds.
    """
    honest = [p for p in pairs if p.label == 0]
    levels = sorted({p.level for p in pairs if p.kind == "orig-plag" and p.level})
    return {
        level: [p for p in pairs if p.kind == "orig-plag" and p.level == level] + honest
        for level in levels
    }


def subsets_of(pairs: Sequence[LabelledPair]) -> dict[str, list[LabelledPair]]:
    """The subsets every table reports: all pairs, original against the rest, each copy kind."""
    found = {"all": list(pairs), "original": [p for p in pairs if "orig" in p.kind]}
    found.update(copy_kinds(pairs))
    return {label: subset for label, subset in found.items() if subset}


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
        settings = Settings.validated(**knobs)
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


def peer_aps(names: Sequence[str], run_peers: bool) -> dict[str, dict[str, dict[str, float]]]:
    """{set: {subset: {peer: AP}}} from the cached peer scores (empty where none ran)."""
    found: dict[str, dict[str, dict[str, float]]] = {}
    for name in names:
        root = DATASETS[name]
        pairs = load_pairs(root)
        peers = cached_peer_tables(name, root, pairs, run_peers)
        found[name] = {
            label: {tool: metrics(subset, table)["ap"] for tool, table in sorted(peers.items())}
            for label, subset in subsets_of(pairs).items()
        }
        if not peers and (documented := documented_peer_aps()).get(name):
            print(f"{name}: the peers' AP as docs/quality.md records it (not run)", file=sys.stderr)
            found[name] = documented[name]
    return found


def documented_peer_aps() -> dict[str, dict[str, dict[str, float]]]:
    """{set: {subset: {peer: AP}}} from docs/quality.md's table of every set and subset.

    The peers' scores depend only on the data, so where none were run or
    cached here (they take an environment of their own: bench/setup.sh),
    the figures last recorded stand in for them.
    """
    found: dict[str, dict[str, dict[str, float]]] = defaultdict(dict)
    tools: list[str] = []
    for line in (HERE.parent / "docs" / "quality.md").read_text(encoding="utf-8").splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if cells[:3] == ["set", "subset", "positives"]:
            tools = cells
        elif tools and len(cells) == len(tools) and cells[0] in DATASETS:
            found[cells[0]][cells[1]] = {
                tool: float(cell)
                for tool, cell in zip(tools[3:], cells[3:], strict=True)
                if not tool.startswith("mossish")
            }
        elif not line.startswith("|"):
            tools = []
    return found


def best_of(aps: dict[str, dict[str, dict[str, float]]]) -> dict[str, dict[str, tuple[str, float]]]:
    """{set: {subset: (the best peer, its AP)}}."""
    return {
        name: {
            label: max(sorted(tools.items()), key=lambda item: item[1])
            for label, tools in subsets.items()
            if tools
        }
        for name, subsets in aps.items()
    }


def best_peer_aps(names: Sequence[str], run_peers: bool) -> dict[str, dict[str, tuple[str, float]]]:
    """{set: {subset: (best peer, its AP)}} from the cached peer scores ({} where none)."""
    return best_of(peer_aps(names, run_peers))


def figure_key(metric: str, label: str) -> str:
    return metric if label == "all" else f"{metric} {label}"


def worst_margin(
    figures: dict[tuple[str, str], dict[str, dict[str, float]]],
    peers: dict[str, dict[str, tuple[str, float]]],
    sets: Sequence[str],
    choice: tuple[str, str],
) -> tuple[float, str]:
    """The smallest margin of a setting's AP (all pairs) over the best peer's, and its set.

    A set whose peers were not run counts with a best peer of AP 0.
    """
    margins = [
        (figures[(s, choice[0])][choice[1]]["ap"] - peers[s].get("all", ("", 0.0))[1], s)
        for s in sets
    ]
    return min(margins)


def leave_one_set_out(names: Sequence[str], run_peers: bool) -> None:
    """Per set: the setting chosen on the others, its figures there, and the best peer's.

    The choice is by the worst family, not the mean: the setting whose
    smallest margin over the best peer (AP, all pairs) across the other sets
    is largest.  Only settings whose demo classes' honest pairs have a median
    under SCALE_LIMIT are candidates (a readable scale).
    """
    figures = grid_figures(names, LOSO_GRID)
    peers = best_peer_aps(names, run_peers)
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
    print()
    print("| held-out set | subset | chosen on the others | mossish AP | best peer | margin |")
    print("|---|---|---|---|---|---|")
    for name in names:
        others = [n for n in names if n != name]
        best = max(choices, key=lambda c: (worst_margin(figures, peers, others, c)[0], c))
        knobs = json.loads(best[0])
        chosen = ", ".join(f"{k}={v}" for k, v in knobs.items()) + f", metric={best[1]}"
        for label in subsets_of(load_pairs(DATASETS[name])):
            held = figures[(name, best[0])][figure_key(best[1], label)]["ap"]
            tool, theirs = peers[name].get(label, ("(not run)", float("nan")))
            print(
                f"| {name} | {label} | {chosen} | {held:.3f} | {tool} {theirs:.3f} | "
                f"{held - theirs:+.3f} |",
                flush=True,
            )
    overall = max(choices, key=lambda c: (worst_margin(figures, peers, names, c)[0], c))
    margin, where = worst_margin(figures, peers, names, overall)
    print()
    print(
        f"best on all sets together (worst margin {margin:+.4f}, on {where}): "
        f"{overall[0]}, metric={overall[1]}"
    )


def defaults_rule(
    names: Sequence[str], knob: str, values: Sequence[object], run_peers: bool
) -> None:
    """The rule for a default: ``values[0]`` is the setting without the signal.

    Every other setting of the shipped defaults stays as it is; see
    ``apply_rule`` for what is printed.
    """
    metric = Settings().metric
    figures = grid_figures(names, {knob: tuple(values)})
    candidates = [(f"{knob}={v}", json.dumps({knob: v}, sort_keys=True), metric) for v in values]
    print(f"{knob}: {', '.join(str(v) for v in values)} ({values[0]} is the setting without it)")
    apply_rule(names, figures, candidates, run_peers)


def score_variants(names: Sequence[str], run_peers: bool) -> None:
    """The rule over the scores of SCORE_VARIANTS, avg without containment as the base.

    Every variant is computed from the same runs with the shipped defaults but
    containment off, from what mossish reports per pair; held out, each set is given the
    variant (and so the blend's weight or the guard's ratio) chosen on the
    other sets.
    """
    # The variants are computed from the plain avg: containment (a variant measured
    # here first, gap-0.05, and then shipped) off.
    knobs = {"containment": 0.0, "k": Settings().k}
    figures = grid_figures(names, {key: (value,) for key, value in knobs.items()})
    config = json.dumps(knobs, sort_keys=True)
    candidates = [(variant, config, variant) for variant in SCORE_VARIANTS]
    print(
        f"scores: {', '.join(SCORE_VARIANTS)} (avg: containment off; gap-0.05 ships as containment)"
    )
    apply_rule(names, figures, candidates, run_peers)


Candidate = tuple[str, str, str]  # (label, config, metric)


def apply_rule(
    names: Sequence[str],
    figures: dict[tuple[str, str], dict[str, dict[str, float]]],
    candidates: Sequence[Candidate],
    run_peers: bool,
) -> None:
    """The rule for defaults over ``candidates``, the first being the one without the signal.

    For every set and subset (all pairs, original against the rest, each
    copy kind): each candidate's AP and every peer's.  A candidate passes
    when no set loses more than RULE_TOLERANCE AP (all pairs, and each copy
    kind) against the first; among those that pass, the one whose worst
    margin over the best peer is largest is chosen.  Held out: for each set,
    the candidate chosen on the other sets, and what it does on the set left
    out.
    """
    every = peer_aps(names, run_peers)
    peers = best_of(every)
    tools = sorted({tool for s in every.values() for t in s.values() for tool in t})
    base = candidates[0]
    print()
    print(
        "| set | subset | positives | "
        + " | ".join(f"mossish {label}" for label, _, _ in candidates)
        + " | "
        + " | ".join(tools)
        + " |"
    )
    print("|---|---|---|" + "---|" * (len(candidates) + len(tools)))
    for name in names:
        for label, subset in subsets_of(load_pairs(DATASETS[name])).items():
            ours = [
                f"{figures[(name, c)][figure_key(m, label)]['ap']:.3f}" for _, c, m in candidates
            ]
            others = every[name].get(label, {})
            cells = [f"{others[t]:.3f}" if t in others else "-" for t in tools]
            print(
                f"| {name} | {label} | {sum(p.label for p in subset)} | "
                + " | ".join(ours + cells)
                + " |"
            )

    def ap(name: str, candidate: Candidate, label: str) -> float:
        return figures[(name, candidate[1])][figure_key(candidate[2], label)]["ap"]

    def worst_loss(
        sets: Sequence[str], candidate: Candidate, kinds: bool = True
    ) -> tuple[float, str]:
        """The largest AP a set (all pairs, and with ``kinds`` any copy kind) loses to the base."""
        losses = [(0.0, "")]
        for s in sets:
            for label in subsets_of(load_pairs(DATASETS[s])):
                if label == "original" or (label != "all" and not kinds):
                    continue
                losses.append((ap(s, base, label) - ap(s, candidate, label), f"{s} {label}"))
        return max(losses)

    def margin(sets: Sequence[str], candidate: Candidate) -> tuple[float, str]:
        return worst_margin(figures, peers, sets, (candidate[1], candidate[2]))

    def margins(sets: Sequence[str], candidate: Candidate) -> tuple[float, ...]:
        """Every set's margin over its best peer, the worst first, as printed (3 decimals)."""
        return tuple(sorted(round(margin([s], candidate)[0], 3) for s in sets))

    def chosen(sets: Sequence[str]) -> Candidate:
        # The largest worst margin; where two candidates tie on it, the next
        # worst decides, and so on (leximin); a full tie keeps the base.
        passing = [c for c in candidates if worst_loss(sets, c)[0] <= RULE_TOLERANCE]
        return max(passing, key=lambda c: (margins(sets, c), c == base))

    print()
    print(
        "| candidate | worst loss, all pairs | worst loss, any copy kind | passes "
        "| worst margin over the best peer |"
    )
    print("|---|---|---|---|---|")
    for candidate in candidates:
        family, at_family = worst_loss(names, candidate, kinds=False)
        loss, where = worst_loss(names, candidate)
        least, at = margin(names, candidate)
        verdict = "yes" if loss <= RULE_TOLERANCE else "no"
        print(
            f"| {candidate[0]} | {family:+.3f} ({at_family or '-'}) | "
            f"{loss:+.3f} ({where or '-'}) | {verdict} | {least:+.3f} ({at}) |"
        )
    if len(names) < 2:
        print()
        print(f"the rule chooses {chosen(names)[0]} on {names[0]}")
        return
    print()
    print("Held out: the candidate chosen on the other sets, on the set left out:")
    print()
    print("| held-out set | chosen | AP | AP without | worst loss (subset) | best peer | margin |")
    print("|---|---|---|---|---|---|---|")
    for name in names:
        pick = chosen([n for n in names if n != name])
        held, without = ap(name, pick, "all"), ap(name, base, "all")
        loss, where = worst_loss([name], pick)
        tool, theirs = peers[name].get("all", ("(not run)", float("nan")))
        print(
            f"| {name} | {pick[0]} | {held:.3f} | {without:.3f} | "
            f"{loss:+.3f} ({where.split(' ', 1)[-1] or '-'}) | {tool} {theirs:.3f} | "
            f"{held - theirs:+.3f} |"
        )
    print()
    print(f"the rule chooses {chosen(names)[0]} on all sets together")


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


# Knobs of the bench alone, measured under the rule: ``unused=0`` keeps, in
# the brace languages, the definitions nothing in a program's entry file uses
# (mossish/languages/unused.py drops them by default); 1 is as shipped.
BENCH_KNOBS = frozenset({"unused"})


@contextlib.contextmanager
def unused_pass(mode: int) -> Iterator[None]:
    """Run mossish with unused definitions kept in C, C++ and Java when ``mode`` is 0.

    The pass is swapped in this process only; the caller lexes here (``jobs=1``).
    """
    saved = dict(normalize._FAMILY_FILTERS)
    if not mode:
        for family in ("c", "java"):
            normalize._FAMILY_FILTERS[family] = normalize.CURLY_FILTERS
    try:
        yield
    finally:
        normalize._FAMILY_FILTERS.update(saved)


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
    tools = ready_peers()
    if not tools:
        print("peers are not installed: run `bash bench/setup.sh` first", file=sys.stderr)
        raise SystemExit(2)
    print()
    print("| set | subset | tool | ROC-AUC | AP | best F1 | seconds |")
    print("|---|---|---|---|---|---|---|")
    gaps = []
    for name in names:
        root = DATASETS[name]
        pairs = load_pairs(root)
        subsets = subsets_of(pairs)
        started = time.perf_counter()
        tables = {"mossish": score(root, pairs, settings)}
        seconds = {"mossish": time.perf_counter() - started}
        peers: dict[str, dict[tuple[str, str], float]] = {}
        for tool in tools:
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
            if label in ("all", "original")  # the copy kinds are too small to resample
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
        help="also run copydetect, compare50, Dolos and JPlag (bench/setup.sh) and compare",
    )
    parser.add_argument(
        "--rule",
        metavar="KNOB=BASE,V,V",
        help="the rule for a default: each value of one setting against BASE (the setting "
        "without the signal), every set and copy kind, and the value chosen held out; "
        "e.g. strings=0.0,0.6",
    )
    parser.add_argument(
        "--loso-set",
        action="append",
        default=[],
        metavar="KNOB=V,V",
        help="with --loso: the values of one knob of the grid (numbers), e.g. merge_run=3",
    )
    parser.add_argument(
        "--scores",
        action="store_true",
        help="the rule over scores computed from what mossish reports per pair "
        "(avg, max, blends, size-guarded max), held out",
    )
    args = parser.parse_args(argv)
    for knob in args.loso_set:
        key, _, values = knob.partition("=")
        if key not in LOSO_GRID:
            parser.error(f"--loso-set: {key!r} is not a knob of the grid ({', '.join(LOSO_GRID)})")
        LOSO_GRID[key] = tuple(float(v) if "." in v else int(v) for v in values.split(","))
    names = args.dataset or [n for n, p in DATASETS.items() if (p / "pairs.csv").exists()]
    if args.scores:
        score_variants(names, args.peers)
        return 0
    if args.rule:
        knob, _, values = args.rule.partition("=")
        if knob not in {*Settings().to_dict(), *BENCH_KNOBS} or len(values.split(",")) < 2:
            parser.error(f"--rule: {args.rule!r} is not KNOB=BASE,VALUE[,VALUE...] of a setting")
        parsed = [float(v) if "." in v else int(v) for v in values.split(",")]
        defaults_rule(names, knob, parsed, args.peers)
        return 0
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
