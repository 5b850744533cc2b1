"""CS 112 - Project 2: Gradebook

Olivia Santos

letter_grade() and print_table() are from the starter code, everything
else is mine.
"""
import csv
import math

GRADE_CUTOFFS = [(90, "A"), (80, "B"), (70, "C"), (60, "D")]

# the histogram gets scaled down if a bar would be longer than this
MAX_BAR = 50


# ---------------------------------------------------------------------------
# Reading the file
# ---------------------------------------------------------------------------

def _fail(path, line_no, message):
    raise ValueError(f"{path}, line {line_no}: {message}")


def _check_header(path, row):
    if not row or row[0].strip().lower() != "name":
        _fail(path, 1, "the header must start with 'name'")
    names = [cell.strip() for cell in row[1:]]
    if not names:
        _fail(path, 1, "there are no assignments in the header")
    if "" in names:
        _fail(path, 1, "an assignment has no name")
    return names


def _parse_weight_row(path, line_no, row, assignments):
    if row[0].strip().lower() != "weight":
        _fail(path, line_no, "expected the weight row after the header")
    weights = {}
    for assignment, cell in zip(assignments, row[1:]):
        try:
            value = float(cell)
        except ValueError:
            _fail(path, line_no, f"weight of {assignment} is not a number ({cell!r})")
        if value < 0:
            _fail(path, line_no, f"weight of {assignment} cannot be negative")
        weights[assignment] = value
    return weights


def _parse_student_row(path, line_no, row, assignments):
    marks = {}
    for assignment, cell in zip(assignments, row[1:]):
        cell = cell.strip()
        if not cell:
            marks[assignment] = None
            continue
        try:
            value = float(cell)
        except ValueError:
            _fail(path, line_no, f"{assignment} score {cell!r} is not a number")
        if not 0 <= value <= 100:
            _fail(path, line_no, f"{assignment} score {value:g} is not between 0 and 100")
        marks[assignment] = value
    return marks


def load_scores(path):
    """Read a gradebook CSV file.

    Return a tuple (assignments, weights, scores) where
      * assignments is the list of assignment names, in file order,
      * weights is a dict {assignment: weight},
      * scores is a dict {student: {assignment: score or None}}.

    Raise ValueError with a helpful message if the file is malformed.
    """
    assignments = None
    weights = None
    scores = {}

    with open(path, newline="", encoding="utf-8") as handle:
        for line_no, row in enumerate(csv.reader(handle), start=1):
            if not "".join(row).strip():
                continue
            if assignments is None:
                assignments = _check_header(path, row)
                continue
            if len(row) != len(assignments) + 1:
                _fail(path, line_no,
                      f"expected {len(assignments) + 1} columns, found {len(row)}")
            if weights is None:
                weights = _parse_weight_row(path, line_no, row, assignments)
            else:
                student = row[0].strip()
                if not student:
                    _fail(path, line_no, "missing student name")
                scores[student] = _parse_student_row(path, line_no, row, assignments)

    if assignments is None or weights is None:
        raise ValueError(f"{path}: the file needs a header row and a weight row")
    return assignments, weights, scores


# ---------------------------------------------------------------------------
# Averages and grades
# ---------------------------------------------------------------------------

def _normalise(weights):
    total = sum(weights.values())
    if total == 0:
        return dict(weights)
    return {a: w / total for a, w in weights.items()}


def _drop_lowest_homework(student_scores, weights):
    """Return a new weights dict without the lowest homework."""
    homeworks = [a for a in weights if a.lower().startswith("hw")]
    if len(homeworks) < 2:
        return dict(weights)

    lowest = min(homeworks, key=lambda a: student_scores.get(a) or 0)
    kept = [a for a in homeworks if a != lowest]
    kept_weight = sum(weights[a] for a in kept)

    new_weights = {a: w for a, w in weights.items() if a != lowest}
    if kept_weight > 0:
        for a in kept:
            new_weights[a] = weights[a] + weights[lowest] * weights[a] / kept_weight
    return new_weights


def weighted_average(student_scores, weights, drop_lowest=False):
    """Return the weighted average (0..100) of one student.

    A missing score counts as 0, weights are scaled to add up to 1, and
    with drop_lowest the lowest homework's weight goes to the other ones.
    """
    if drop_lowest:
        weights = _drop_lowest_homework(student_scores, weights)
    weights = _normalise(weights)
    return sum(w * (student_scores.get(a) or 0) for a, w in weights.items())


def letter_grade(percent):
    """Return the letter grade for a percentage, using GRADE_CUTOFFS."""
    for cutoff, letter in GRADE_CUTOFFS:
        if percent >= cutoff:
            return letter
    return "F"


def rank_students(averages):
    """Return a list of (name, average) pairs, best average first.

    Students with the same average are listed in alphabetical order.
    """
    order = sorted(averages, key=lambda name: (-averages[name], name))
    return [(name, averages[name]) for name in order]


# ---------------------------------------------------------------------------
# Statistics
# ---------------------------------------------------------------------------

def _mean(values):
    return sum(values) / len(values)


def _median(values):
    ordered = sorted(values)
    n = len(ordered)
    if n % 2 == 1:
        return ordered[n // 2]
    return (ordered[n // 2 - 1] + ordered[n // 2]) / 2


def _pstdev(values):
    m = _mean(values)
    return math.sqrt(sum((v - m) ** 2 for v in values) / len(values))


def assignment_stats(scores, assignment):
    """Return a dict with the keys mean, median, stdev, min and max.

    Only submitted scores count (skip None). Population standard deviation.
    If nobody submitted the assignment, every value is 0.0.
    """
    values = [marks[assignment] for marks in scores.values()
              if marks.get(assignment) is not None]
    if not values:
        return {"mean": 0.0, "median": 0.0, "stdev": 0.0, "min": 0.0, "max": 0.0}
    return {
        "mean": _mean(values),
        "median": _median(values),
        "stdev": _pstdev(values),
        "min": min(values),
        "max": max(values),
    }


def histogram(letters):
    """Return a text histogram of a list of letter grades, as one string.

    If some grade has more than MAX_BAR students every bar is scaled down
    so the output still fits on the screen (the count is still exact).
    """
    counts = {grade: letters.count(grade) for grade in "ABCDF"}
    biggest = max(counts.values())
    scale = MAX_BAR / biggest if biggest > MAX_BAR else 1

    lines = []
    for grade, count in counts.items():
        bar = "*" * round(count * scale)
        lines.append(f"{grade} | {bar} ({count})")
    return "\n".join(lines)


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
