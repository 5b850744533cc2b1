"""CS 112 - Project 2: Gradebook

Fill in every function marked TODO. Do not rename the functions or change
their parameters: the autograder imports this module and calls them directly.
letter_grade() and print_table() are already written for you.
"""
import csv
from dataclasses import dataclass

from stats import summary, zero_summary

GRADE_CUTOFFS = [(90, "A"), (80, "B"), (70, "C"), (60, "D")]


@dataclass
class Row:
    line_no: int
    label: str
    cells: list


def _read_rows(path):
    """All non-empty CSV rows as Row objects (label = first cell)."""
    result = []
    with open(path, newline="") as fp:
        for line_no, cells in enumerate(csv.reader(fp), 1):
            cells = [c.strip() for c in cells]
            if any(cells):
                result.append(Row(line_no, cells[0], cells[1:]))
    return result


def _expect_width(row, width):
    if len(row.cells) != width:
        raise ValueError(
            f"line {row.line_no}: {len(row.cells)} scores, but there are {width} assignments"
        )


def _to_weights(row, assignments):
    _expect_width(row, len(assignments))
    weights = {}
    for name, cell in zip(assignments, row.cells):
        try:
            weights[name] = float(cell)
        except ValueError:
            raise ValueError(f"line {row.line_no}: bad weight {cell!r}") from None
    return weights


def _to_marks(row, assignments):
    _expect_width(row, len(assignments))
    marks = {}
    for name, cell in zip(assignments, row.cells):
        if not cell:
            marks[name] = None
            continue
        try:
            mark = float(cell)
        except ValueError:
            raise ValueError(f"line {row.line_no}: {row.label} has a bad score {cell!r}") from None
        if mark < 0 or mark > 100:
            raise ValueError(f"line {row.line_no}: {row.label} has {mark:g} for {name}")
        marks[name] = mark
    return marks


def load_scores(path):
    """Read a gradebook CSV file.

    Return a tuple (assignments, weights, scores) where
      * assignments is the list of assignment names, in file order,
      * weights is a dict {assignment: weight},
      * scores is a dict {student: {assignment: score or None}}.
    """
    rows = _read_rows(path)
    if len(rows) < 2:
        raise ValueError(f"{path}: header or weight row missing")
    header, weight_row = rows[0], rows[1]
    if header.label.lower() != "name":
        raise ValueError(f"line {header.line_no}: header should start with 'name'")
    if weight_row.label.lower() != "weight":
        raise ValueError(f"line {weight_row.line_no}: expected 'weight' row")

    assignments = header.cells
    weights = _to_weights(weight_row, assignments)
    scores = {row.label: _to_marks(row, assignments) for row in rows[2:]}
    return assignments, weights, scores


def _normalized(weights):
    total = sum(weights.values())
    return {k: (v / total if total else 0.0) for k, v in weights.items()}


def _without_lowest_homework(points, weights):
    homework = sorted((a for a in weights if a.startswith("hw")), key=lambda a: points[a])
    if len(homework) < 2:
        return weights
    lowest, rest = homework[0], homework[1:]
    rest_weight = sum(weights[a] for a in rest)
    if rest_weight == 0:
        return weights
    new = {a: w for a, w in weights.items() if a != lowest}
    for a in rest:
        new[a] = weights[a] * (rest_weight + weights[lowest]) / rest_weight
    return new


def weighted_average(student_scores, weights, drop_lowest=False):
    """Return the weighted average (0..100) of one student.

    student_scores is a dict {assignment: score or None}; a missing score
    counts as 0. If the weights do not add up to 1, scale them so they do.

    If drop_lowest is True, ignore the student's single lowest homework
    score (assignments whose name starts with "hw") and give its weight to
    the remaining homeworks, in proportion to their weights.
    """
    points = {}
    for a in weights:
        value = student_scores.get(a)
        points[a] = 0.0 if value is None else value

    if drop_lowest:
        weights = _without_lowest_homework(points, weights)
    weights = _normalized(weights)

    return sum(points[a] * w for a, w in weights.items())


def letter_grade(percent):
    """Return the letter grade for a percentage, using GRADE_CUTOFFS."""
    for cutoff, letter in GRADE_CUTOFFS:
        if percent >= cutoff:
            return letter
    return "F"


def rank_students(averages):
    """Return a list of (name, average) pairs, best average first.

    averages is a dict {student: average}. Students with the same average
    are listed in alphabetical order.
    """
    ranked = []
    for name in sorted(averages):
        ranked.append((name, averages[name]))
    ranked.sort(key=lambda entry: entry[1], reverse=True)
    return ranked


def assignment_stats(scores, assignment):
    """Return a dict with the keys mean, median, stdev, min and max.

    Only submitted scores count (skip None). If nobody submitted the
    assignment, every value should be 0.0.
    """
    submitted = [marks[assignment] for marks in scores.values()
                 if marks.get(assignment) is not None]
    if len(submitted) == 0:
        return zero_summary()
    return summary(submitted)


def histogram(letters):
    """Return a text histogram of a list of letter grades, as one string."""
    tally = dict.fromkeys("ABCDF", 0)
    for grade in letters:
        tally[grade] = tally.get(grade, 0) + 1
    rows = []
    for grade in "ABCDF":
        n = tally[grade]
        rows.append(grade + " | " + "*" * n + f" ({n})")
    return "\n".join(rows)


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
