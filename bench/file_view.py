"""Experiment (not shipped): a per-file view of multi-file submissions, combined with avg.

    python bench/file_view.py                 # every variant, every set
    python bench/file_view.py base one-multimix-0.5

Per pair, two file views of its runs (rarity-weighted, merged, as the
scores count them): "pair", the largest over file pairs of the larger
share of the two files; "one", the largest share of one file matched
anywhere in the other submission (a file under MIN_SIDE weighted tokens
counting as MIN_SIDE).  Each variant replaces avg by a combination with
the view: max(avg, lam * view) or (1 - lam) * avg + lam * max(view, avg);
"multi" variants only where a side has several files.  The shipped
defaults otherwise; prints ROC-AUC / AP / best F1 per set
(docs/quality.md, "Tried and left out").
"""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))
import quality as q  # noqa: E402

from mossish.engine import ranking, scoring  # noqa: E402
from mossish.engine.scoring import MIN_SIDE  # noqa: E402
from mossish.settings import Settings  # noqa: E402

orig_rescored = scoring.rescored
VARIANT = {"view": None, "combine": None, "floor": MIN_SIDE}


def file_views(scored, documents, sc):
    count = scored.i.shape[0]
    pair, ga, gb, length, joined = sc.layout(scored)
    # Keys below multiply places and file numbers: widen from the layout's 32 bits.
    pair, ga, gb = pair.astype(np.int64), ga.astype(np.int64), gb.astype(np.int64)
    wa = sc._weight(ga, length)
    wb = sc._weight(gb, length)
    cr = joined.credit > 0
    ea, eb = (ga + length)[cr], (gb + length)[cr]
    c = joined.credit[cr].astype(float)
    wa[cr] += sc._weight(ea, joined.gap_a[cr]) * c / joined.gap_a[cr]
    wb[cr] += sc._weight(eb, joined.gap_b[cr]) * c / joined.gap_b[cr]
    starts = np.concatenate(
        [
            np.asarray(d.file_starts)[:-1] + o
            for d, o in zip(documents, sc.offsets[:-1].tolist(), strict=True)
        ]
    )
    ends = np.concatenate(
        [
            np.asarray(d.file_starts)[1:] + o
            for d, o in zip(documents, sc.offsets[:-1].tolist(), strict=True)
        ]
    )
    keep = ends > starts
    starts, ends = starts[keep], ends[keep]
    order = np.argsort(starts, kind="stable")
    starts, ends = starts[order], ends[order]
    ftot = sc.cumulative[ends] - sc.cumulative[starts]
    fa = np.searchsorted(starts, ga, side="right") - 1
    fb = np.searchsorted(starts, gb, side="right") - 1
    floor = VARIANT["floor"]
    # file pair: max over (fa, fb) of the larger share
    nf = starts.shape[0]
    if pair.size:
        key = (pair * nf + fa) * nf + fb
        u, inv = np.unique(key, return_inverse=True)
        sa = np.bincount(inv, weights=wa)
        sb = np.bincount(inv, weights=wb)
        ufa = (u // nf) % nf
        ufb = u % nf
        up = u // (nf * nf)
        share = np.maximum(sa / np.maximum(ftot[ufa], floor), sb / np.maximum(ftot[ufb], floor))
        fp = np.zeros(count)
        np.maximum.at(fp, up, share)
        # one file against the whole other side
        ka = pair * nf + fa
        u2, inv2 = np.unique(ka, return_inverse=True)
        s2 = np.bincount(inv2, weights=wa) / np.maximum(ftot[u2 % nf], floor)
        kb = pair * nf + fb
        u3, inv3 = np.unique(kb, return_inverse=True)
        s3 = np.bincount(inv3, weights=wb) / np.maximum(ftot[u3 % nf], floor)
        f1 = np.zeros(count)
        np.maximum.at(f1, u2 // nf, s2)
        np.maximum.at(f1, u3 // nf, s3)
    else:
        fp = np.zeros(count)
        f1 = np.zeros(count)
    return {"pair": np.clip(fp, 0, 1), "one": np.clip(f1, 0, 1)}


def patched(scored, documents, k, metric, gap, rare, *engine):
    out = orig_rescored(scored, documents, k, metric, gap, rare, *engine)
    view = VARIANT["view"]
    if view is None:
        return out
    sc = out.scoring
    views = file_views(out, documents, sc)
    v = views[view]
    avg = out.scores.avg
    how, lam = VARIANT["combine"]
    multi = np.array([len(d.file_starts) - 1 > 1 for d in documents])
    anymulti = multi[out.i] | multi[out.j]
    if how == "max":
        new = np.maximum(avg, lam * v)
    elif how == "mix":
        new = (1 - lam) * avg + lam * np.maximum(v, avg)
    elif how == "multimax":  # only where a side has several files
        new = np.where(anymulti, np.maximum(avg, lam * v), avg)
    elif how == "multimix":
        new = np.where(anymulti, (1 - lam) * avg + lam * np.maximum(v, avg), avg)
    scores = replace(out.scores, avg=np.clip(new, 0, 1))
    return replace(out, scores=scores, similarity=scores.of(metric))


ranking.rescored = patched

variants = [("base", None, None)]
for view in ("pair", "one"):
    for how in ("max", "mix", "multimax", "multimix"):
        for lam in (0.8, 0.9, 1.0) if "max" in how else (0.25, 0.5):
            variants.append((f"{view}-{how}-{lam}", view, (how, lam)))
if len(sys.argv) > 1:
    variants = [v for v in variants if v[0] in sys.argv[1:]]
names = list(q.DATASETS)
labelled = {n: q.load_pairs(q.DATASETS[n]) for n in names}
results = {}
for label, view, comb in variants:
    VARIANT["view"], VARIANT["combine"] = view, comb
    row = {}
    for n in names:
        tables = q.score_metrics(q.DATASETS[n], labelled[n], Settings())
        m = q.metrics(labelled[n], tables["avg"])
        row[n] = m
    results[label] = row
    print(
        label,
        " ".join(f"{n} {row[n]['auc']:.3f}/{row[n]['ap']:.4f}/{row[n]['f1']:.3f}" for n in names),
        f"mean {np.mean([row[n]['ap'] for n in names]):.4f}",
        flush=True,
    )
