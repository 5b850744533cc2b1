# CS 112 Project 2 - Gradebook
# Maya Cohen
#
# letter_grade and print_table come from the starter code.

import csv

from helpers import clean_row, is_blank, middle_value, parse_number, require

GRADE_CUTOFFS = [(90, 'A'), (80, 'B'), (70, 'C'), (60, 'D')]


def load_scores(path):
    """Read the gradebook csv file.

    Returns (assignments, weights, scores):
        assignments  list of assignment names in the order of the file
        weights      {assignment: weight}
        scores       {student: {assignment: score, or None if missing}}
    """
    with open(path, newline='') as file:
        table = [clean_row(row)
                 for row in csv.reader(file)
                 if not is_blank(row)]

    # basic checks on the first two rows
    require(len(table) >= 2, 'file must contain a header row and a weight row')
    require(table[0][0] == 'name', "header row must start with 'name'")
    require(table[1][0] == 'weight', "second row must start with 'weight'")
    columns = len(table[0])
    assignments = table[0][1:]
    weights = {}
    scores = {}

    for index, row in enumerate(table[1:]):
        require(len(row) == columns, f"row '{row[0]}' has {len(row)} columns, expected {columns}")
        if index == 0:
            # first row after the header = the weights
            for assignment, cell in zip(assignments, row[1:]):
                weights[assignment] = parse_number(cell, 'weight of ' + assignment)
            continue
        student = row[0]
        require(student not in scores, f"student '{student}' is listed twice")
        scores[student] = {}
        for assignment, cell in zip(assignments, row[1:]):
            if cell == '':
                scores[student][assignment] = None
            else:
                value = parse_number(cell, f'{student} / {assignment}')
                require(0 <= value <= 100,
                        f'{student} / {assignment}: {value} not in 0..100')
                scores[student][assignment] = value
    return assignments, weights, scores


def weighted_average(student_scores, weights, drop_lowest=False):
    """Weighted average (0-100) of one student. A missing score is a 0.

    The weights get scaled so they add up to 1. With drop_lowest the lowest
    homework is left out and its weight goes to the other homeworks.
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


def effective_weights(student_scores, weights, drop_lowest):
    result = dict(weights)
    if not drop_lowest:
        return result

    # score of every homework (missing = 0)
    homework = {}
    for assignment in weights:
        if assignment.startswith('hw'):
            homework[assignment] = student_scores.get(assignment) or 0
    if len(homework) < 2:
        return result

    worst = min(homework, key=homework.get)
    freed = result.pop(worst)
    remaining = sum(result[hw] for hw in homework if hw != worst)
    if remaining == 0:
        return dict(weights)
    # give the freed weight to the other homeworks proportionally
    for hw in homework:
        if hw != worst:
            result[hw] += freed * (result[hw] / remaining)
    return result


def letter_grade(percent):
    """Return the letter grade for a percentage, using GRADE_CUTOFFS."""
    for cutoff, letter in GRADE_CUTOFFS:
        if percent >= cutoff:
            return letter
    return 'F'


def assignment_stats(scores, assignment):
    """mean, median, stdev (population), min, max for one assignment.
    Missing scores are skipped."""
    submitted = []
    for student in scores:
        if scores[student][assignment] is not None:
            submitted.append(scores[student][assignment])
    stats = dict(mean=0.0, median=0.0, stdev=0.0, min=0.0, max=0.0)
    if len(submitted) == 0:
        return stats   # nobody handed it in

    submitted.sort()
    average = sum(submitted) / len(submitted)
    spread = 0
    for value in submitted:
        spread += (value - average) ** 2
    stats['mean'] = average
    stats['median'] = middle_value(submitted)
    stats['stdev'] = (spread / len(submitted)) ** 0.5
    stats['min'] = submitted[0]
    stats['max'] = submitted[-1]
    return stats


def rank_students(averages):
    """(name, average) pairs sorted from best to worst, ties by name."""
    names = list(averages.keys())
    names.sort()
    # python's sort is stable so the names stay alphabetical within a tie
    names.sort(key=lambda n: averages[n], reverse=True)
    return [(n, averages[n]) for n in names]


def histogram(letters):
    """Text histogram with one line per letter grade (A to F)."""
    tally = {}
    for letter in letters:
        tally.setdefault(letter, 0)
        tally[letter] += 1
    result = ''
    for letter in 'ABCDF':
        count = tally.get(letter, 0)
        result += f"{letter} | {'*' * count} ({count})\n"
    return result.rstrip('\n')


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
