"""CS 112 - Project 2: Gradebook

Fill in every function marked TODO. Do not rename the functions or change
their parameters: the autograder imports this module and calls them directly.
letter_grade() and print_table() are already written for you.
"""
import csv

from helpers import clean_row, is_blank, middle_value, parse_number, require

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
    with open(path, newline="") as file:
        table = [clean_row(row) for row in csv.reader(file) if not is_blank(row)]

    require(len(table) >= 2, "file must contain a header row and a weight row")
    require(table[0][0] == "name", "header row must start with 'name'")
    require(table[1][0] == "weight", "second row must start with 'weight'")

    columns = len(table[0])
    assignments = table[0][1:]
    weights = {}
    scores = {}

    for index, row in enumerate(table[1:]):
        require(len(row) == columns,
                f"row '{row[0]}' has {len(row)} columns, expected {columns}")
        if index == 0:
            for assignment, cell in zip(assignments, row[1:]):
                weights[assignment] = parse_number(cell, "weight of " + assignment)
            continue

        student = row[0]
        require(student not in scores, f"student '{student}' is listed twice")
        scores[student] = {}
        for assignment, cell in zip(assignments, row[1:]):
            if cell == "":
                scores[student][assignment] = None
            else:
                value = parse_number(cell, f"{student} / {assignment}")
                require(0 <= value <= 100, f"{student} / {assignment}: {value} not in 0..100")
                scores[student][assignment] = value

    return assignments, weights, scores


def effective_weights(student_scores, weights, drop_lowest):
    """The weights to use for one student, after dropping a homework if asked."""
    result = dict(weights)
    if not drop_lowest:
        return result

    homework = {}
    for assignment in weights:
        if assignment.startswith("hw"):
            homework[assignment] = student_scores.get(assignment) or 0
    if len(homework) < 2:
        return result

    worst = min(homework, key=homework.get)
    freed = result.pop(worst)
    remaining = sum(result[hw] for hw in homework if hw != worst)
    if remaining == 0:
        return dict(weights)
    for hw in homework:
        if hw != worst:
            result[hw] += freed * (result[hw] / remaining)
    return result


def weighted_average(student_scores, weights, drop_lowest=False):
    """Return the weighted average (0..100) of one student.

    student_scores is a dict {assignment: score or None}; a missing score
    counts as 0. If the weights do not add up to 1, scale them so they do.

    If drop_lowest is True, ignore the student's single lowest homework
    score (assignments whose name starts with "hw") and give its weight to
    the remaining homeworks, in proportion to their weights. Nothing is
    dropped if there are fewer than two homeworks.
    """
    used = effective_weights(student_scores, weights, drop_lowest)
    weight_total = sum(used.values())
    if weight_total == 0:
        return 0.0

    points = 0
    for assignment, weight in used.items():
        score = student_scores.get(assignment)
        if score is not None:
            points += score * weight
    return points / weight_total


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
    submitted = []
    for student in scores:
        if scores[student][assignment] is not None:
            submitted.append(scores[student][assignment])

    stats = dict(mean=0.0, median=0.0, stdev=0.0, min=0.0, max=0.0)
    if len(submitted) == 0:
        return stats

    submitted.sort()
    average = sum(submitted) / len(submitted)
    spread = 0
    for value in submitted:
        spread += (value - average) ** 2

    stats["mean"] = average
    stats["median"] = middle_value(submitted)
    stats["stdev"] = (spread / len(submitted)) ** 0.5
    stats["min"] = submitted[0]
    stats["max"] = submitted[-1]
    return stats


def histogram(letters):
    """Return a text histogram of a list of letter grades, as one string.

    One line per grade A, B, C, D, F in that order (grades nobody got are
    shown too), for example:

        A | ***** (5)
        B | ******** (8)
        F | * (1)
    """
    tally = {}
    for letter in letters:
        tally.setdefault(letter, 0)
        tally[letter] += 1

    result = ""
    for letter in "ABCDF":
        count = tally.get(letter, 0)
        result += f"{letter} | {'*' * count} ({count})\n"
    return result.rstrip("\n")


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
