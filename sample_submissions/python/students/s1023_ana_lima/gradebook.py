"""CS 112 - Project 2: Gradebook

Fill in every function marked TODO. Do not rename the functions or change
their parameters: the autograder imports this module and calls them directly.
letter_grade() and print_table() are already written for you.
"""
import csv
import math

GRADE_CUTOFFS = [(90, "A"), (80, "B"), (70, "C"), (60, "D")]

HOMEWORK_PREFIX = "hw"
LETTERS = ["A", "B", "C", "D", "F"]


def _parse_score(cell, line_no, column):
    """Convert one CSV cell to a float, or None if the cell is empty."""
    cell = cell.strip()
    if cell == "":
        return None
    try:
        value = float(cell)
    except ValueError:
        raise ValueError(
            f"line {line_no}: score for {column} is not a number: {cell!r}"
        ) from None
    if not 0 <= value <= 100:
        raise ValueError(f"line {line_no}: score for {column} out of range: {value:g}")
    return value


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

    Raise ValueError with a helpful message if the file is malformed
    (missing weight row, wrong number of columns, a score that is not a
    number or is outside 0..100, ...).
    """
    with open(path, newline="", encoding="utf-8") as f:
        # keep the real line numbers so error messages point at the right line
        rows = [(n, row) for n, row in enumerate(csv.reader(f), start=1)
                if any(cell.strip() for cell in row)]

    if len(rows) < 2:
        raise ValueError(f"{path}: need at least a header row and a weight row")

    (_, header), (weight_line, weight_row) = rows[0], rows[1]
    if header[0].strip().lower() != "name":
        raise ValueError(f"{path}: header must start with 'name'")
    if weight_row[0].strip().lower() != "weight":
        raise ValueError(f"{path}: line {weight_line} must start with 'weight'")

    assignments = [h.strip() for h in header[1:]]
    width = len(header)

    if len(weight_row) != width:
        raise ValueError(f"line {weight_line}: expected {width} columns, got {len(weight_row)}")
    weights = {}
    for assignment, cell in zip(assignments, weight_row[1:]):
        try:
            weights[assignment] = float(cell)
        except ValueError:
            raise ValueError(f"line {weight_line}: bad weight {cell!r} for {assignment}") from None
        if weights[assignment] < 0:
            raise ValueError(f"line {weight_line}: weight for {assignment} is negative")

    scores = {}
    for line_no, row in rows[2:]:
        if len(row) != width:
            raise ValueError(f"line {line_no}: expected {width} columns, got {len(row)}")
        name = row[0].strip()
        if name in scores:
            raise ValueError(f"line {line_no}: student {name!r} appears twice")
        scores[name] = {a: _parse_score(cell, line_no, a)
                        for a, cell in zip(assignments, row[1:])}

    return assignments, weights, scores


def _lowest_homework(student_scores, weights):
    """Name of the homework with the lowest score, or None if < 2 homeworks."""
    homeworks = [a for a in weights if a.lower().startswith(HOMEWORK_PREFIX)]
    if len(homeworks) < 2:
        return None
    return min(homeworks, key=lambda a: student_scores.get(a) or 0.0)


def weighted_average(student_scores, weights, drop_lowest=False):
    """Return the weighted average (0..100) of one student.

    student_scores is a dict {assignment: score or None}; a missing score
    counts as 0. If the weights do not add up to 1, scale them so they do.

    If drop_lowest is True, ignore the student's single lowest homework
    score (assignments whose name starts with "hw") and give its weight to
    the remaining homeworks, in proportion to their weights. Nothing is
    dropped if there are fewer than two homeworks.
    """
    effective = dict(weights)

    if drop_lowest:
        dropped = _lowest_homework(student_scores, weights)
        if dropped is not None:
            freed = effective.pop(dropped)
            others = [a for a in effective if a.lower().startswith(HOMEWORK_PREFIX)]
            remaining = sum(effective[a] for a in others)
            for a in others:
                if remaining > 0:
                    effective[a] += freed * effective[a] / remaining

    total_weight = sum(effective.values())
    if total_weight == 0:
        return 0.0

    total = 0.0
    for assignment, w in effective.items():
        score = student_scores.get(assignment)
        total += w * (score if score is not None else 0.0)
    return total / total_weight


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
    return sorted(averages.items(), key=lambda item: (-item[1], item[0]))


def assignment_stats(scores, assignment):
    """Return a dict with the keys mean, median, stdev, min and max.

    Only submitted scores count (skip None). Use the population standard
    deviation. Do NOT use the statistics module: write the math yourself.
    If nobody submitted the assignment, every value should be 0.0.
    """
    values = sorted(s[assignment] for s in scores.values()
                    if s.get(assignment) is not None)
    n = len(values)
    if n == 0:
        return dict.fromkeys(["mean", "median", "stdev", "min", "max"], 0.0)

    mean = sum(values) / n
    mid = n // 2
    if n % 2 == 1:
        median = values[mid]
    else:
        median = (values[mid - 1] + values[mid]) / 2
    variance = sum((v - mean) ** 2 for v in values) / n

    return {
        "mean": mean,
        "median": median,
        "stdev": math.sqrt(variance),
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
    counts = {letter: 0 for letter in LETTERS}
    for letter in letters:
        if letter in counts:
            counts[letter] += 1
    lines = [f"{letter} | {'*' * counts[letter]} ({counts[letter]})" for letter in LETTERS]
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
