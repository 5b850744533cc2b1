"""CS 112 - Project 2: Gradebook

Fill in every function marked TODO. Do not rename the functions or change
their parameters: the autograder imports this module and calls them directly.
letter_grade() and print_table() are already written for you.
"""
import csv

from utils import strip_all, empty_row, find_median, to_float, check

GRADE_CUTOFFS = [(90, "A"), (80, "B"), (70, "C"), (60, "D")]


def load_scores(path):
    """Read a gradebook CSV file.

    The first row is the header: the word "name" followed by one column per
    assignment. The second row starts with the word "weight" and gives the
    weight of each assignment. Every other row is one student: a name
    followed by scores out of 100. An empty cell means the work was not
    handed in.

    Return a tuple (assignments, weights, scores) where
      * assignments is the list of assignment names, in file order,
      * weights is a dict {assignment: weight},
      * scores is a dict {student: {assignment: score or None}}.
    """
    with open(path, newline="") as fh:
        data = [strip_all(row) for row in csv.reader(fh) if not empty_row(row)]

    check(len(data) >= 2, "file must contain a header row and a weight row")
    check(data[0][0] == "name", "header row must start with 'name'")
    check(data[1][0] == "weight", "second row must start with 'weight'")

    ncols = len(data[0])
    assignments = data[0][1:]
    weights = {}
    scores = {}

    for index, row in enumerate(data[1:]):
        check(len(row) == ncols,
                f"row '{row[0]}' has {len(row)} columns, expected {ncols}")
        if index == 0:
            for assignment, cell in zip(assignments, row[1:]):
                weights[assignment] = to_float(cell, "weight of " + assignment)
            continue

        name = row[0]
        check(name not in scores, f"student '{name}' is listed twice")
        scores[name] = {}
        for assignment, cell in zip(assignments, row[1:]):
            if cell == "":
                scores[name][assignment] = None
            else:
                value = to_float(cell, f"{name} / {assignment}")
                check(0 <= value <= 100, f"{name} / {assignment}: {value} not in 0..100")
                scores[name][assignment] = value

    return assignments, weights, scores


def weights_for(student_scores, weights, drop_lowest):
    """The weights to use for one student, after dropping a homework if asked."""
    res = dict(weights)
    if not drop_lowest:
        return res

    hw_scores = {}
    for assignment in weights:
        if assignment.startswith("hw"):
            hw_scores[assignment] = student_scores.get(assignment) or 0
    if len(hw_scores) < 2:
        return res

    lowest = min(hw_scores, key=hw_scores.get)
    extra = res.pop(lowest)
    rest_total = sum(res[hw] for hw in hw_scores if hw != lowest)
    if rest_total == 0:
        return dict(weights)
    for hw in hw_scores:
        if hw != lowest:
            res[hw] += extra * (res[hw] / rest_total)
    return res


def weighted_average(student_scores, weights, drop_lowest=False):
    """Return the weighted average (0..100) of one student.

    student_scores is a dict {assignment: score or None}; a missing score
    counts as 0. If the weights do not add up to 1, scale them so they do.

    If drop_lowest is True, ignore the student's single lowest homework
    score (assignments whose name starts with "hw") and give its weight to
    the remaining homeworks, in proportion to their weights. Nothing is
    dropped if there are fewer than two homeworks.
    """
    w = weights_for(student_scores, weights, drop_lowest)
    total_w = sum(w.values())
    if total_w == 0:
        return 0.0

    total = 0
    for assignment, weight in w.items():
        score = student_scores.get(assignment)
        if score is not None:
            total += score * weight
    return total / total_w


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
    names = list(averages.keys())
    names.sort()
    names.sort(key=lambda n: averages[n], reverse=True)
    return [(n, averages[n]) for n in names]


def assignment_stats(scores, assignment):
    """Return a dict with the keys mean, median, stdev, min and max.

    Only submitted scores count (skip None). Use the population standard
    deviation. Do NOT use the statistics module: write the math yourself.
    If nobody submitted the assignment, every value should be 0.0.
    """
    vals = []
    for name in scores:
        if scores[name][assignment] is not None:
            vals.append(scores[name][assignment])

    stats = dict(mean=0.0, median=0.0, stdev=0.0, min=0.0, max=0.0)
    if len(vals) == 0:
        return stats

    vals.sort()
    avg = sum(vals) / len(vals)
    sq_sum = 0
    for value in vals:
        sq_sum += (value - avg) ** 2

    stats["mean"] = avg
    stats["median"] = find_median(vals)
    stats["stdev"] = (sq_sum / len(vals)) ** 0.5
    stats["min"] = vals[0]
    stats["max"] = vals[-1]
    return stats


def histogram(letters):
    """Return a text histogram of a list of letter grades, as one string.

    One line per grade A, B, C, D, F in that order (grades nobody got are
    shown too), for example:

        A | ***** (5)
        B | ******** (8)
        F | * (1)
    """
    counts = {}
    for letter in letters:
        counts.setdefault(letter, 0)
        counts[letter] += 1

    res = ""
    for letter in "ABCDF":
        count = counts.get(letter, 0)
        res += f"{letter} | {'*' * count} ({count})\n"
    return res.rstrip("\n")


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
