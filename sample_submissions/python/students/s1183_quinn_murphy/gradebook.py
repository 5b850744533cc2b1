"""CS 112 - Project 2: Gradebook

Fill in every function marked TODO. Do not rename the functions or change
their parameters: the autograder imports this module and calls them directly.
letter_grade() and print_table() are already written for you.
"""
from functools import reduce
from pathlib import Path
from typing import Dict, List, Optional, Tuple

GRADE_CUTOFFS = [(90, "A"), (80, "B"), (70, "C"), (60, "D")]

Scores = Dict[str, Dict[str, Optional[float]]]

EMPTY_STATS = {"mean": 0.0, "median": 0.0, "stdev": 0.0, "min": 0.0, "max": 0.0}


def split_line(line: str) -> List[str]:
    return list(map(str.strip, line.split(",")))


def to_score(cell: str, where: str) -> Optional[float]:
    """'' -> None, '87.5' -> 87.5, anything else -> ValueError."""
    if cell == "":
        return None
    try:
        value = float(cell)
    except ValueError:
        raise ValueError(f"{where}: {cell!r} is not a number")
    if value < 0.0 or value > 100.0:
        raise ValueError(f"{where}: {value} is outside 0..100")
    return value


def load_scores(path):
    """Read a gradebook CSV file.

    Return a tuple (assignments, weights, scores) where
      * assignments is the list of assignment names, in file order,
      * weights is a dict {assignment: weight},
      * scores is a dict {student: {assignment: score or None}}.

    Raise ValueError with a helpful message if the file is malformed
    (missing weight row, wrong number of columns, a score that is not a
    number or is outside 0..100, ...).
    """
    lines = list(filter(None, map(str.strip, Path(path).read_text().splitlines())))
    if len(lines) < 2:
        raise ValueError(f"{path} has no weight row")

    header, weight_cells, *body = map(split_line, lines)
    if header[0].lower() != "name" or weight_cells[0].lower() != "weight":
        raise ValueError(f"{path}: expected 'name' row followed by 'weight' row")

    assignments = header[1:]
    ncols = len(header)

    def check_width(cells: List[str], what: str) -> None:
        if len(cells) != ncols:
            raise ValueError(f"{what}: {len(cells)} columns instead of {ncols}")

    check_width(weight_cells, "weight row")
    try:
        weights = dict(zip(assignments, map(float, weight_cells[1:])))
    except ValueError as err:
        raise ValueError(f"weight row: {err}")

    scores: Scores = {}
    for cells in body:
        name, *marks = cells
        check_width(cells, f"row for {name}")
        scores[name] = {a: to_score(c, f"{name}/{a}") for a, c in zip(assignments, marks)}
    return assignments, weights, scores


def homework_names(weights: Dict[str, float]) -> List[str]:
    return [a for a in weights if a.startswith("hw")]


def weighted_average(student_scores, weights, drop_lowest=False):
    """Return the weighted average (0..100) of one student.

    student_scores is a dict {assignment: score or None}; a missing score
    counts as 0. If the weights do not add up to 1, scale them so they do.

    If drop_lowest is True, ignore the student's single lowest homework
    score (assignments whose name starts with "hw") and give its weight to
    the remaining homeworks, in proportion to their weights. Nothing is
    dropped if there are fewer than two homeworks.
    """
    got = lambda a: student_scores.get(a) or 0.0
    w = dict(weights)
    hws = homework_names(w)

    if drop_lowest and len(hws) >= 2:
        worst = reduce(lambda x, y: y if got(y) < got(x) else x, hws)
        kept = [h for h in hws if h != worst]
        kept_total = sum(w[h] for h in kept)
        if kept_total > 0:
            bonus = w.pop(worst)
            w.update({h: w[h] * (1 + bonus / kept_total) for h in kept})

    total = sum(w.values())
    if not total:
        return 0.0
    return sum(map(lambda a: w[a] * got(a), w)) / total


def letter_grade(percent):
    """Return the letter grade for a percentage, using GRADE_CUTOFFS."""
    for cutoff, letter in GRADE_CUTOFFS:
        if percent >= cutoff:
            return letter
    return "F"


def rank_students(averages) -> List[Tuple[str, float]]:
    """Return a list of (name, average) pairs, best average first.

    averages is a dict {student: average}. Students with the same average
    are listed in alphabetical order.
    """
    return sorted(averages.items(), key=lambda pair: (-pair[1], pair[0]))


def median_of(sorted_values: List[float]) -> float:
    n = len(sorted_values)
    upper = sorted_values[n // 2]
    lower = sorted_values[(n - 1) // 2]
    return (upper + lower) / 2


def assignment_stats(scores, assignment):
    """Return a dict with the keys mean, median, stdev, min and max.

    Only submitted scores count (skip None). Use the population standard
    deviation. Do NOT use the statistics module: write the math yourself.
    If nobody submitted the assignment, every value should be 0.0.
    """
    values = sorted(filter(lambda v: v is not None,
                           map(lambda s: s.get(assignment), scores.values())))
    if not values:
        return dict(EMPTY_STATS)

    mu = sum(values) / len(values)
    variance = sum(map(lambda v: (v - mu) ** 2, values)) / len(values)
    return {
        "mean": mu,
        "median": median_of(values),
        "stdev": variance ** 0.5,
        "min": values[0],
        "max": values[-1],
    }


def histogram(letters):
    """Return a text histogram of a list of letter grades, as one string.

    One line per grade A, B, C, D, F in that order (grades nobody got are
    shown too), for example:

        A | ***** (5)
        B | ******** (8)
        C | ** (2)
        D |  (0)
        F | * (1)
    """
    counts = reduce(lambda acc, g: {**acc, g: acc.get(g, 0) + 1}, letters, {})
    bar = lambda g: "{} | {} ({})".format(g, "*" * counts.get(g, 0), counts.get(g, 0))
    return "\n".join(map(bar, "ABCDF"))


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
