"""CS 112 - Project 2: Gradebook

Fill in every function marked TODO. Do not rename the functions or change
their parameters: the autograder imports this module and calls them directly.
letter_grade() and print_table() are already written for you.
"""
import csv
import math

GRADE_CUTOFFS = [(90, "A"), (80, "B"), (70, "C"), (60, "D")]
HOMEWORK_PREFIX = "hw"
STAT_KEYS = ("mean", "median", "stdev", "min", "max")


# ----- reading the file -----

def read_rows(path):
    """Return the non-blank rows of the CSV file, with every cell stripped."""
    rows = []
    with open(path, newline="") as csv_file:
        for raw_row in csv.reader(csv_file):
            cleaned_row = [cell.strip() for cell in raw_row]
            if any(cleaned_row):
                rows.append(cleaned_row)
    return rows


def check_row_length(row, expected_length, row_number):
    if len(row) != expected_length:
        raise ValueError("row %d has %d cells, expected %d"
                         % (row_number, len(row), expected_length))


def parse_weight(text, assignment):
    try:
        weight = float(text)
    except ValueError:
        raise ValueError("weight of " + assignment + " is not a number: " + text)
    if weight < 0:
        raise ValueError("weight of " + assignment + " is negative")
    return weight


def parse_score(text, student, assignment):
    if text == "":
        return None  # not handed in
    try:
        score = float(text)
    except ValueError:
        raise ValueError(student + ": " + assignment + " score is not a number: " + text)
    if score < 0 or score > 100:
        raise ValueError(student + ": " + assignment + " score must be 0..100, got " + text)
    return score


def load_scores(path):
    """Read a gradebook CSV file.

    Return a tuple (assignments, weights, scores) where
      * assignments is the list of assignment names, in file order,
      * weights is a dict {assignment: weight},
      * scores is a dict {student: {assignment: score or None}}.
    """
    rows = read_rows(path)
    if len(rows) < 2:
        raise ValueError("the file needs a header row and a weight row")
    header_row = rows[0]
    weight_row = rows[1]
    if header_row[0].lower() != "name":
        raise ValueError("the header row must start with 'name'")
    if weight_row[0].lower() != "weight":
        raise ValueError("the second row must start with 'weight'")

    assignments = header_row[1:]
    row_length = len(header_row)

    check_row_length(weight_row, row_length, 2)
    weights = {}
    for assignment, text in zip(assignments, weight_row[1:]):
        weights[assignment] = parse_weight(text, assignment)

    scores = {}
    for row_number, student_row in enumerate(rows[2:], start=3):
        check_row_length(student_row, row_length, row_number)
        student = student_row[0]
        student_scores = {}
        for assignment, text in zip(assignments, student_row[1:]):
            student_scores[assignment] = parse_score(text, student, assignment)
        scores[student] = student_scores
    return assignments, weights, scores


# ----- averages -----

def is_homework(assignment):
    return assignment.lower().startswith(HOMEWORK_PREFIX)


def score_or_zero(student_scores, assignment):
    score = student_scores.get(assignment)
    if score is None:
        return 0.0
    return score


def find_lowest_homework(student_scores, weights):
    lowest_assignment = None
    lowest_score = None
    for assignment in weights:
        if not is_homework(assignment):
            continue
        score = score_or_zero(student_scores, assignment)
        if lowest_score is None or score < lowest_score:
            lowest_assignment = assignment
            lowest_score = score
    return lowest_assignment


def redistribute_weight(weights, dropped):
    """Copy of weights without `dropped`; its weight goes to the other homeworks."""
    new_weights = dict(weights)
    dropped_weight = new_weights.pop(dropped)
    other_homework = [a for a in new_weights if is_homework(a)]
    other_total = sum(new_weights[a] for a in other_homework)
    if other_total == 0:
        return dict(weights)
    for assignment in other_homework:
        share = new_weights[assignment] / other_total
        new_weights[assignment] += dropped_weight * share
    return new_weights


def weighted_average(student_scores, weights, drop_lowest=False):
    """Return the weighted average (0..100) of one student.

    student_scores is a dict {assignment: score or None}; a missing score
    counts as 0. If the weights do not add up to 1, scale them so they do.
    """
    active_weights = weights
    homework_count = len([a for a in weights if is_homework(a)])
    if drop_lowest and homework_count >= 2:
        dropped = find_lowest_homework(student_scores, weights)
        active_weights = redistribute_weight(weights, dropped)

    weight_sum = sum(active_weights.values())
    if weight_sum == 0:
        return 0.0
    weighted_sum = 0.0
    for assignment, weight in active_weights.items():
        weighted_sum += weight * score_or_zero(student_scores, assignment)
    return weighted_sum / weight_sum


def letter_grade(percent):
    """Return the letter grade for a percentage, using GRADE_CUTOFFS."""
    for cutoff, letter in GRADE_CUTOFFS:
        if percent >= cutoff:
            return letter
    return "F"


def ranking_key(pair):
    name, average = pair
    return (-average, name)


def rank_students(averages):
    """Return a list of (name, average) pairs, best average first."""
    ranking = list(averages.items())
    ranking.sort(key=ranking_key)
    return ranking


# ----- statistics -----

def submitted_scores(scores, assignment):
    found = []
    for student_scores in scores.values():
        score = student_scores.get(assignment)
        if score is not None:
            found.append(score)
    return found


def compute_mean(values):
    return sum(values) / len(values)


def compute_median(values):
    ordered = sorted(values)
    middle = len(ordered) // 2
    if len(ordered) % 2 == 0:
        return (ordered[middle - 1] + ordered[middle]) / 2
    return ordered[middle]


def compute_stdev(values, mean):
    squared_diffs = [(value - mean) ** 2 for value in values]
    return math.sqrt(sum(squared_diffs) / len(values))


def assignment_stats(scores, assignment):
    """Return a dict with the keys mean, median, stdev, min and max."""
    values = submitted_scores(scores, assignment)
    if not values:
        return {key: 0.0 for key in STAT_KEYS}
    mean = compute_mean(values)
    return {
        "mean": mean,
        "median": compute_median(values),
        "stdev": compute_stdev(values, mean),
        "min": min(values),
        "max": max(values),
    }


def count_letters(letters):
    counts = {letter: 0 for letter in "ABCDF"}
    for letter in letters:
        counts[letter] = counts.get(letter, 0) + 1
    return counts


def histogram(letters):
    """Return a text histogram of a list of letter grades, as one string."""
    counts = count_letters(letters)
    bars = []
    for letter in "ABCDF":
        bars.append("%s | %s (%d)" % (letter, "*" * counts[letter], counts[letter]))
    return "\n".join(bars)


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
