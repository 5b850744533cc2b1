"""CS 112 - Project 2: Gradebook

Fill in every function marked TODO. Do not rename the functions or change
their parameters: the autograder imports this module and calls them directly.
letter_grade() and print_table() are already written for you.
"""
import csv
from functools import cmp_to_key

GRADE_CUTOFFS = [(90, "A"), (80, "B"), (70, "C"), (60, "D")]


class _Sheet:
    """Helper that remembers the header so every row can be checked."""

    def __init__(self, header):
        if not header or header[0].strip().lower() != "name":
            raise ValueError("header row must begin with 'name'")
        self.columns = [c.strip() for c in header[1:]]
        if len(set(self.columns)) != len(self.columns):
            raise ValueError("two assignments have the same name")

    def cells(self, row, line_no):
        if len(row) - 1 != len(self.columns):
            raise ValueError("line %d: %d values but %d assignments"
                             % (line_no, len(row) - 1, len(self.columns)))
        return [c.strip() for c in row[1:]]

    def parse_weights(self, row, line_no):
        if row[0].strip().lower() != "weight":
            raise ValueError("line %d: expected the weight row here" % line_no)
        weights = {}
        for col, text in zip(self.columns, self.cells(row, line_no)):
            try:
                weights[col] = float(text)
            except ValueError:
                raise ValueError("line %d: weight for %s is %r" % (line_no, col, text))
        return weights

    def parse_student(self, row, line_no):
        result = {}
        for col, text in zip(self.columns, self.cells(row, line_no)):
            if text == "":
                result[col] = None
                continue
            try:
                score = float(text)
            except ValueError:
                raise ValueError("line %d: %s is not a valid score" % (line_no, text))
            if score < 0 or score > 100:
                raise ValueError("line %d: %s must be between 0 and 100" % (line_no, text))
            result[col] = score
        return row[0].strip(), result


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
    sheet = None
    weights = None
    scores = {}
    with open(path, newline="") as f:
        for line_no, row in enumerate(csv.reader(f), 1):
            if not row or all(not c.strip() for c in row):
                continue                      # blank line
            if sheet is None:
                sheet = _Sheet(row)
            elif weights is None:
                weights = sheet.parse_weights(row, line_no)
            else:
                name, marks = sheet.parse_student(row, line_no)
                scores[name] = marks
    if sheet is None:
        raise ValueError("the file is empty")
    if weights is None:
        raise ValueError("the weight row is missing")
    return sheet.columns, weights, scores


def weighted_average(student_scores, weights, drop_lowest=False):
    """Return the weighted average (0..100) of one student.

    student_scores is a dict {assignment: score or None}; a missing score
    counts as 0. If the weights do not add up to 1, scale them so they do.

    If drop_lowest is True, ignore the student's single lowest homework
    score and give its weight to the remaining homeworks, in proportion to
    their weights.
    """
    def score_of(a):
        s = student_scores.get(a)
        return 0.0 if s is None else s

    hw = [a for a in weights if a.startswith("hw")]
    dropped = None
    if drop_lowest and len(hw) >= 2:
        dropped = hw[0]
        for a in hw[1:]:
            if score_of(a) < score_of(dropped):
                dropped = a

    # factor that stretches the remaining homework weights
    factor = 1.0
    if dropped is not None:
        hw_weight = sum(weights[a] for a in hw)
        left = hw_weight - weights[dropped]
        factor = hw_weight / left if left > 0 else 1.0

    earned = 0.0
    possible = 0.0
    for a, w in weights.items():
        if a == dropped:
            continue
        if a in hw:
            w = w * factor
        earned += w * score_of(a)
        possible += w
    return earned / possible if possible else 0.0


def letter_grade(percent):
    """Return the letter grade for a percentage, using GRADE_CUTOFFS."""
    for cutoff, letter in GRADE_CUTOFFS:
        if percent >= cutoff:
            return letter
    return "F"


def _compare(first, second):
    # higher average first, then by name
    if first[1] != second[1]:
        return -1 if first[1] > second[1] else 1
    if first[0] != second[0]:
        return -1 if first[0] < second[0] else 1
    return 0


def rank_students(averages):
    """Return a list of (name, average) pairs, best average first.

    averages is a dict {student: average}. Students with the same average
    are listed in alphabetical order.
    """
    return sorted(averages.items(), key=cmp_to_key(_compare))


def assignment_stats(scores, assignment):
    """Return a dict with the keys mean, median, stdev, min and max.

    Only submitted scores count (skip None). Population standard deviation.
    """
    marks = []
    for per_student in scores.values():
        if per_student.get(assignment) is not None:
            marks.append(per_student[assignment])
    if not marks:
        return {"mean": 0.0, "median": 0.0, "stdev": 0.0, "min": 0.0, "max": 0.0}

    # one pass for the sums, then sqrt(E[x^2] - E[x]^2)
    n = 0
    total = 0.0
    total_sq = 0.0
    for m in marks:
        n += 1
        total += m
        total_sq += m * m
    mean = total / n
    var = max(total_sq / n - mean * mean, 0.0)   # rounding can go slightly negative

    marks.sort()
    if n % 2:
        median = marks[n // 2]
    else:
        median = (marks[n // 2 - 1] + marks[n // 2]) / 2.0

    return {"mean": mean, "median": median, "stdev": var ** 0.5,
            "min": marks[0], "max": marks[-1]}


def histogram(letters):
    """Return a text histogram of a list of letter grades, as one string."""
    out = []
    for grade in ("A", "B", "C", "D", "F"):
        n = letters.count(grade)
        out.append("{} | {} ({})".format(grade, "*" * n, n))
    return "\n".join(out)


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
