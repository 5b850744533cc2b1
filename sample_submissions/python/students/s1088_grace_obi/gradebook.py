"""CS 112 - Project 2: Gradebook  (Grace Obi)

letter_grade() and print_table() were given in the starter code.
"""
import csv
import math
from collections import Counter

GRADE_CUTOFFS = [(90, "A"), (80, "B"), (70, "C"), (60, "D")]
ALL_GRADES = "ABCDF"


class GradebookFormatError(ValueError):
    """Raised when the CSV file does not follow the expected format."""


def _number(text, what):
    try:
        return float(text)
    except (TypeError, ValueError):
        raise GradebookFormatError(f"{what}: expected a number, found {text!r}")


def load_scores(path):
    """Read a gradebook CSV file.

    Returns (assignments, weights, scores):
      assignments -- list of assignment names in file order
      weights     -- {assignment: weight}
      scores      -- {student: {assignment: score or None}}
    """
    with open(path, newline="") as fh:
        reader = csv.DictReader(line for line in fh if line.strip())
        if not reader.fieldnames or reader.fieldnames[0] != "name":
            raise GradebookFormatError(f"{path}: the header has to start with 'name'")
        assignments = reader.fieldnames[1:]
        records = list(reader)

    if not records or records[0]["name"] != "weight":
        raise GradebookFormatError(f"{path}: the 2nd row has to be the 'weight' row")

    # DictReader puts extra cells under the key None and fills missing ones with None
    for rec in records:
        if None in rec or None in rec.values():
            raise GradebookFormatError(
                f"{path}: row for {rec['name']!r} has the wrong number of columns")

    weight_row, *student_rows = records
    weights = {a: _number(weight_row[a], f"weight of {a}") for a in assignments}

    scores = {}
    for rec in student_rows:
        student = rec["name"].strip()
        scores[student] = {}
        for a in assignments:
            cell = rec[a].strip()
            if not cell:
                scores[student][a] = None
                continue
            value = _number(cell, f"{student}, {a}")
            if value < 0 or value > 100:
                raise GradebookFormatError(f"{student}, {a}: {value} is not in 0..100")
            scores[student][a] = value
    return assignments, weights, scores


def weighted_average(student_scores, weights, drop_lowest=False):
    """Weighted average of one student (missing score = 0).

    Weights are normalised so they add up to 1. With drop_lowest, the lowest
    "hw" score is thrown out and its weight is shared by the other homeworks
    in proportion to their own weights.
    """
    points = {a: student_scores.get(a) or 0.0 for a in weights}
    w = dict(weights)

    homework = [a for a in w if a.startswith("hw")]
    if drop_lowest and len(homework) > 1:
        worst = min(homework, key=points.get)
        rest = [a for a in homework if a != worst]
        rest_total = math.fsum(w[a] for a in rest)
        if rest_total > 0:
            scale = (rest_total + w[worst]) / rest_total
            for a in rest:
                w[a] *= scale
            del w[worst]

    denominator = math.fsum(w.values())
    if denominator <= 0:
        return 0.0
    return math.fsum(w[a] * points[a] for a in w) / denominator


def letter_grade(percent):
    """Return the letter grade for a percentage, using GRADE_CUTOFFS."""
    for cutoff, letter in GRADE_CUTOFFS:
        if percent >= cutoff:
            return letter
    return "F"


def rank_students(averages):
    """Best average first, ties alphabetical."""
    by_name = sorted(averages)
    return [(name, averages[name])
            for name in sorted(by_name, key=averages.get, reverse=True)]


def _column(scores, assignment):
    """All submitted scores for one assignment, smallest first."""
    return sorted(row[assignment] for row in scores.values()
                  if row.get(assignment) is not None)


def assignment_stats(scores, assignment):
    """mean / median / population stdev / min / max of one assignment."""
    col = _column(scores, assignment)
    if not col:
        return {"mean": 0.0, "median": 0.0, "stdev": 0.0, "min": 0.0, "max": 0.0}

    n = len(col)
    avg = math.fsum(col) / n
    half, odd = divmod(n, 2)
    med = col[half] if odd else (col[half - 1] + col[half]) / 2
    sd = math.sqrt(math.fsum((x - avg) ** 2 for x in col) / n)
    return {"mean": avg, "median": med, "stdev": sd, "min": col[0], "max": col[-1]}


def histogram(letters):
    """One line per letter grade, A first, e.g. 'B | *** (3)'."""
    tally = Counter(letters)
    return "\n".join(f"{g} | {'*' * tally[g]} ({tally[g]})" for g in ALL_GRADES)


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
