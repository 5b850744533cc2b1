"""Detection quality on labelled data: ROC-AUC, average precision and best F1.

Each task (case) of a labelled set is one assignment folder in which every
file is a submission, exactly as an instructor would run mossish on it.  A
labelled pair that mossish does not report scores 0.

    python bench/quality.py                      # IR-Plag and our Python set
    python bench/quality.py --grid               # sweep k, w and the common-code cut-off
    python bench/quality.py -k 10 -w 6 --common 0.9
    python bench/quality.py --peers              # also copydetect, compare50 and Dolos
                                                 # (after `bash bench/setup.sh`)

Data sets (a folder with pairs.csv of ``a,b,label[,case|task,kind,level]``):
``../shared/datasets/irplag`` (Java, Karnalim et al.) and
``bench/data/pyplag`` (Python, made for mossish).
"""

from __future__ import annotations

import argparse
import csv
import itertools
import json
import shutil
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from mossish.config import Settings  # noqa: E402
from mossish.discover import decode  # noqa: E402
from mossish.model import Inputs, SourceFile, Submission  # noqa: E402
from mossish.normalize import language_for  # noqa: E402
from mossish.pipeline import analyze_inputs  # noqa: E402

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
}


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
    """One assignment: every labelled file a submission named by its path."""
    submissions = []
    for name in sorted(set(files)):
        path = root / name
        text, _ = decode(path.read_bytes())
        language = language_for(path.name, text[:4096]) or "text"
        submissions.append(
            Submission(name=name, root=str(root), files=(SourceFile(path.name, language, text),))
        )
    return Inputs(submissions=tuple(submissions), base=(), problems=())


def score(
    root: Path, pairs: Sequence[LabelledPair], settings: Settings
) -> dict[tuple[str, str], float]:
    by_task: dict[str, set[str]] = defaultdict(set)
    for pair in pairs:
        by_task[pair.task].update((pair.a, pair.b))
    scores: dict[tuple[str, str], float] = {}
    for task in sorted(by_task):
        # Every pair listed, every score exact (not the default listing).
        analysis = analyze_inputs(
            task_inputs(root, by_task[task]), settings.with_(top=0), exact_from=0.0
        )
        for result in analysis.pairs:
            scores[(result.a, result.b)] = result.similarity
            scores[(result.b, result.a)] = result.similarity
    return scores


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


def roc_auc(labels: Sequence[int], values: Sequence[float]) -> float:
    """Probability that a random positive outscores a random negative (ties count half)."""
    ranked = sorted(zip(values, labels, strict=True))
    rank_sum, i, n = 0.0, 0, len(ranked)
    while i < n:
        j = i
        while j < n and ranked[j][0] == ranked[i][0]:
            j += 1
        average_rank = (i + j + 1) / 2
        rank_sum += average_rank * sum(label for _, label in ranked[i:j])
        i = j
    positives = sum(labels)
    negatives = n - positives
    if not positives or not negatives:
        return float("nan")
    return (rank_sum - positives * (positives + 1) / 2) / (positives * negatives)


def average_precision(labels: Sequence[int], values: Sequence[float]) -> float:
    """Area under the precision-recall curve, steps at each distinct score."""
    ranked = sorted(zip(values, labels, strict=True), key=lambda item: -item[0])
    positives = sum(labels)
    if not positives:
        return float("nan")
    ap, hits, seen, i = 0.0, 0, 0, 0
    while i < len(ranked):
        j = i
        while j < len(ranked) and ranked[j][0] == ranked[i][0]:
            j += 1
        block = ranked[i:j]
        new_hits = sum(label for _, label in block)
        hits += new_hits
        seen += len(block)
        ap += (new_hits / positives) * (hits / seen)
        i = j
    return ap


def best_f1(labels: Sequence[int], values: Sequence[float]) -> tuple[float, float]:
    """Best F1 over all thresholds, and the threshold that gives it."""
    ranked = sorted(zip(values, labels, strict=True), key=lambda item: -item[0])
    positives = sum(labels)
    best, best_threshold, hits, seen, i = 0.0, 1.0, 0, 0, 0
    while i < len(ranked):
        j = i
        while j < len(ranked) and ranked[j][0] == ranked[i][0]:
            j += 1
        hits += sum(label for _, label in ranked[i:j])
        seen += j - i
        if hits:
            precision, recall = hits / seen, hits / positives
            f1 = 2 * precision * recall / (precision + recall)
            if f1 > best:
                best, best_threshold = f1, ranked[i][0]
        i = j
    return best, best_threshold


def metrics(
    pairs: Sequence[LabelledPair], scores: dict[tuple[str, str], float]
) -> dict[str, float]:
    labels = [p.label for p in pairs]
    values = [scores.get((p.a, p.b), 0.0) for p in pairs]
    f1, threshold = best_f1(labels, values)
    return {
        "pairs": len(pairs),
        "auc": roc_auc(labels, values),
        "ap": average_precision(labels, values),
        "f1": f1,
        "at": threshold,
    }


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
    for name in names:
        root = DATASETS[name]
        pairs = load_pairs(root)
        subsets = {"all": pairs, "original": [p for p in pairs if "orig" in p.kind]}
        started = time.perf_counter()
        tables = {"mossish": score(root, pairs, settings)}
        seconds = {"mossish": time.perf_counter() - started}
        for tool in PEER_COMMANDS:
            started = time.perf_counter()
            found = peer_scores(tool, root, pairs)
            for variant in found:
                seconds[variant] = time.perf_counter() - started
            tables.update(found)
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


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dataset", choices=sorted(DATASETS), action="append")
    parser.add_argument("-k", type=int)
    parser.add_argument("-w", "--window", type=int)
    parser.add_argument("--common", type=float, help="common-code share")
    parser.add_argument("--grid", action="store_true", help="sweep k, w and --common")
    parser.add_argument(
        "--peers",
        action="store_true",
        help="also run copydetect, compare50 and Dolos (bench/setup.sh) and compare",
    )
    args = parser.parse_args(argv)
    names = args.dataset or [n for n, p in DATASETS.items() if (p / "pairs.csv").exists()]
    if args.grid:
        print("dataset  k  w  common   AUC(all)  AP(all)  F1(all)  AUC(orig)  AP(orig)  F1(orig)")
        for k, w, share in itertools.product((8, 10, 12, 15, 18, 23), (4, 6, 8, 12), (0.8, 1.0)):
            settings = Settings.validated(k=k, window=w, common_share=share)
            for name in names:
                r = evaluate(name, DATASETS[name], settings, verbose=False)
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
    if args.peers:
        compare_peers(names, settings)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
