"""CS 112 - Project 2: Gradebook
Kavya Iyer

Fill in every function marked TODO. Do not rename the functions or change
their parameters: the autograder imports this module and calls them directly.
letter_grade() and print_table() are already written for you.
"""
import math

GRADE_CUTOFFS = [(90, "A"), (80, "B"), (70, "C"), (60, "D")]
GRADE_ORDER = ("A", "B", "C", "D", "F")
MIN_SCORE = 0.0
MAX_SCORE = 100.0


def split_cells(rest):
    """'90, 85,,70' -> ['90', '85', '', '70']"""
    return [cell.strip() for cell in rest.split(",")]


def parse_line(line):
    """Split a line into its label (first column) and the other cells."""
    label, _, rest = line.partition(",")
    return label.strip(), split_cells(rest)


def convert_score(cell, student, assignment):
    if not cell:
        return None
    try:
        score = float(cell)
    except ValueError:
        raise ValueError("score of %s for %s is not a number: %r"
                         % (student, assignment, cell))
    if score < MIN_SCORE or score > MAX_SCORE:
        raise ValueError("score of %s for %s is out of range: %s"
                         % (student, assignment, cell))
    return score


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
    with open(path) as f:
        lines = [line for line in f.read().splitlines() if line.strip()]
    if not lines:
        raise ValueError("empty gradebook file")

    label, assignments = parse_line(lines[0])
    if label != "name":
        raise ValueError("first row must be the header starting with 'name'")
    if len(lines) < 2:
        raise ValueError("the weight row is missing")

    label, weight_cells = parse_line(lines[1])
    if label != "weight":
        raise ValueError("second row must start with 'weight', not %r" % label)
    if len(weight_cells) != len(assignments):
        raise ValueError("expected %d weights, got %d"
                         % (len(assignments), len(weight_cells)))
    try:
        weights = {a: float(c) for a, c in zip(assignments, weight_cells)}
    except ValueError:
        raise ValueError("all weights must be numbers")

    scores = {}
    for line in lines[2:]:
        student, cells = parse_line(line)
        if len(cells) != len(assignments):
            raise ValueError("%s: expected %d scores, got %d"
                             % (student, len(assignments), len(cells)))
        row = {}
        for assignment, cell in zip(assignments, cells):
            row[assignment] = convert_score(cell, student, assignment)
        scores[student] = row
    return assignments, weights, scores


def split_categories(weights):
    """Return (homework names, everything else)."""
    homework = [a for a in weights if a.startswith("hw")]
    other = [a for a in weights if not a.startswith("hw")]
    return homework, other


def weighted_average(student_scores, weights, drop_lowest=False):
    """Return the weighted average (0..100) of one student.

    student_scores is a dict {assignment: score or None}; a missing score
    counts as 0. If the weights do not add up to 1, scale them so they do.

    If drop_lowest is True, ignore the student's single lowest homework
    score (assignments whose name starts with "hw") and give its weight to
    the remaining homeworks, in proportion to their weights. Nothing is
    dropped if there are fewer than two homeworks.
    """
    total_weight = sum(weights.values())
    if total_weight <= 0:
        return 0.0
    homework, other = split_categories(weights)
    marks = {a: (student_scores.get(a) or 0.0) for a in weights}

    # the exams etc. are never dropped
    result = 0.0
    for a in other:
        result += marks[a] * weights[a]

    # homework: treated as one category so the dropped weight stays inside it
    hw_weight = sum(weights[a] for a in homework)
    counted = list(homework)
    if drop_lowest and len(homework) >= 2:
        counted.remove(min(homework, key=lambda a: marks[a]))
    counted_weight = sum(weights[a] for a in counted)
    if counted_weight > 0:
        hw_average = sum(marks[a] * weights[a] for a in counted) / counted_weight
        result += hw_average * hw_weight

    return result / total_weight


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
    return sorted(averages.items(), key=lambda kv: (-kv[1], kv[0]))


def assignment_stats(scores, assignment):
    """Return a dict with the keys mean, median, stdev, min and max.

    Only submitted scores count (skip None). Use the population standard
    deviation. Do NOT use the statistics module: write the math yourself.
    If nobody submitted the assignment, every value should be 0.0.
    """
    data = [row[assignment] for row in scores.values() if row.get(assignment) is not None]
    result = {"mean": 0.0, "median": 0.0, "stdev": 0.0, "min": 0.0, "max": 0.0}
    if not data:
        return result

    data.sort()
    n = len(data)
    mean = sum(data) / n
    deviations = [x - mean for x in data]
    variance = sum(d * d for d in deviations) / n
    if n & 1:
        median = data[n // 2]
    else:
        median = 0.5 * (data[n // 2 - 1] + data[n // 2])

    result["mean"] = mean
    result["median"] = median
    result["stdev"] = math.sqrt(variance)
    result["min"] = data[0]
    result["max"] = data[-1]
    return result


def histogram(letters):
    """Return a text histogram of a list of letter grades, as one string.

    One line per grade A, B, C, D, F in that order (grades nobody got are
    shown too).
    """
    counts = [0] * len(GRADE_ORDER)
    for letter in letters:
        if letter in GRADE_ORDER:
            counts[GRADE_ORDER.index(letter)] += 1
    out = []
    for letter, count in zip(GRADE_ORDER, counts):
        out.append("{0} | {1} ({2})".format(letter, "*" * count, count))
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
