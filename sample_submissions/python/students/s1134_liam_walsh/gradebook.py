# CS112 proj 2 - gradebook
# liam walsh

GRADE_CUTOFFS = [(90, "A"), (80, "B"), (70, "C"), (60, "D")]


def _num(x, lo=None, hi=None):
    v = float(x)
    if (lo is not None and v < lo) or (hi is not None and v > hi):
        raise ValueError(f"{v} out of range")
    return v


def load_scores(path):
    # returns (assignments, weights, scores)
    with open(path) as f:
        rows = [l.rstrip("\r\n").split(",") for l in f if l.strip()]
    if len(rows) < 2:
        raise ValueError("need header + weight rows")
    hdr, wrow = rows[0], rows[1]
    if hdr[0] != "name" or wrow[0] != "weight":
        raise ValueError("bad header/weight row")
    asg = hdr[1:]
    k = len(hdr)
    if len(wrow) != k:
        raise ValueError("weight row: wrong number of columns")
    try:
        w = dict(zip(asg, map(float, wrow[1:])))
    except ValueError:
        raise ValueError("weight row: not a number")

    sc = {}
    for i, r in enumerate(rows[2:], 3):
        if len(r) != k:
            raise ValueError(f"row {i}: expected {k} columns got {len(r)}")
        d = {}
        for a, c in zip(asg, r[1:]):
            c = c.strip()
            try:
                d[a] = _num(c, 0, 100) if c else None
            except ValueError as e:
                raise ValueError(f"row {i} ({a}): {e}")
        sc[r[0]] = d
    return asg, w, sc


def weighted_average(student_scores, weights, drop_lowest=False):
    s = {a: (student_scores.get(a) or 0) for a in weights}
    w = dict(weights)
    if drop_lowest:
        hw = sorted((s[a], a) for a in w if a.startswith("hw"))
        if len(hw) >= 2:
            lo = hw[0][1]
            rest = sum(w[a] for _, a in hw[1:])
            if rest:
                for _, a in hw[1:]:
                    w[a] += w[lo] * w[a] / rest
                w[lo] = 0
    tot = sum(w.values())
    return sum(w[a] * s[a] for a in w) / tot if tot else 0.0


def letter_grade(percent):
    """Return the letter grade for a percentage, using GRADE_CUTOFFS."""
    for cutoff, letter in GRADE_CUTOFFS:
        if percent >= cutoff:
            return letter
    return "F"


def rank_students(averages):
    lst = [(-v, k) for k, v in averages.items()]
    lst.sort()
    return [(k, -v) for v, k in lst]


def assignment_stats(scores, assignment):
    xs = sorted(d[assignment] for d in scores.values() if d.get(assignment) is not None)
    n = len(xs)
    if not n:
        return {k: 0.0 for k in ("mean", "median", "stdev", "min", "max")}
    m = sum(xs) / n
    med = (xs[(n - 1) // 2] + xs[n // 2]) / 2   # works for odd and even n
    sd = (sum((x - m) ** 2 for x in xs) / n) ** .5
    return {"mean": m, "median": med, "stdev": sd, "min": xs[0], "max": xs[-1]}


def histogram(letters):
    return "\n".join(f"{g} | {'*' * letters.count(g)} ({letters.count(g)})" for g in "ABCDF")


def print_table(headers, rows):
    """Print rows (lists of strings) as a table with aligned columns."""
    widths = [len(h) for h in headers]
    for row in rows:
        for i, cell in enumerate(row):
            widths[i] = max(widths[i], len(cell))
    line = "  ".join(h.ljust(w) for h, w in zip(headers, widths))
    print(line)
    print("-" * len(line))
    for row in rows:
        print("  ".join(cell.ljust(w) for cell, w in zip(row, widths)))
