"""CS 112 - Project 2: Gradebook

Fill in every function marked TODO. Do not rename the functions or change
their parameters: the autograder imports this module and calls them directly.
letter_grade() and print_table() are already written for you.
"""

GRADE_CUTOFFS = [(90, "A"), (80, "B"), (70, "C"), (60, "D")]


def load_scores(path):
    """Read a gradebook CSV file.

    Return a tuple (assignments, weights, scores) where
      * assignments is the list of assignment names, in file order,
      * weights is a dict {assignment: weight},
      * scores is a dict {student: {assignment: score or None}}.

    Raise ValueError with a helpful message if the file is malformed.
    """
    # Read the whole file at once and split it into lines.
    with open(path, "r", encoding="utf-8") as infile:
        text = infile.read()

    # Keep the line number of every non-empty line, so that the error
    # messages can tell the user exactly where the problem is.
    numbered = []
    for number, line in enumerate(text.split("\n"), start=1):
        if line.strip():
            numbered.append((number, line))

    if len(numbered) < 2:
        raise ValueError("Expected a header line and a weight line in " + str(path))

    # --- header line ---
    header_number, header_line = numbered[0]
    header = [field.strip() for field in header_line.split(",")]
    if header[0] != "name":
        raise ValueError("Line %d: the header must start with 'name'" % header_number)
    assignments = header[1:]

    # --- weight line ---
    weight_number, weight_line = numbered[1]
    fields = [field.strip() for field in weight_line.split(",")]
    if fields[0] != "weight":
        raise ValueError("Line %d: the second line must start with 'weight'" % weight_number)
    if len(fields) != len(header):
        raise ValueError("Line %d: wrong number of weights" % weight_number)

    weights = {}
    for index in range(len(assignments)):
        try:
            weights[assignments[index]] = float(fields[index + 1])
        except ValueError:
            raise ValueError("Line %d: weight %r is not a number"
                             % (weight_number, fields[index + 1]))

    # --- one line per student ---
    scores = {}
    for number, line in numbered[2:]:
        fields = [field.strip() for field in line.split(",")]
        if len(fields) != len(header):
            raise ValueError("Line %d: expected %d values but found %d"
                             % (number, len(header), len(fields)))

        student = fields[0]
        marks = {}
        for index in range(len(assignments)):
            cell = fields[index + 1]

            # An empty cell means the assignment was not handed in.
            if cell == "":
                marks[assignments[index]] = None
                continue

            try:
                value = float(cell)
            except ValueError:
                raise ValueError("Line %d: %r is not a valid score" % (number, cell))

            # Scores are percentages, so anything outside 0..100 is a typo.
            if value < 0 or value > 100:
                raise ValueError("Line %d: score %s is out of range" % (number, cell))
            marks[assignments[index]] = value

        scores[student] = marks

    return assignments, weights, scores


def weighted_average(student_scores, weights, drop_lowest=False):
    """Return the weighted average (0..100) of one student.

    A missing score counts as 0. The weights are scaled so that they add up
    to 1. With drop_lowest, the lowest homework is ignored and its weight is
    shared by the other homeworks.
    """
    # Work on a copy so the caller's weights are never changed.
    used = dict(weights)

    if drop_lowest:
        # Collect (score, assignment) for every homework.
        homework = []
        for assignment in used:
            if assignment.startswith("hw"):
                score = student_scores.get(assignment)
                if score is None:
                    score = 0.0
                homework.append((score, assignment))

        # Only drop something if there are at least two homeworks.
        if len(homework) >= 2:
            homework.sort()
            lowest = homework[0][1]
            others = [name for _, name in homework[1:]]

            freed = used[lowest]
            others_total = 0.0
            for name in others:
                others_total += used[name]

            # Give the freed weight to the others, proportionally.
            if others_total > 0:
                del used[lowest]
                for name in others:
                    used[name] = used[name] + freed * used[name] / others_total

    # Add up score * weight and the weights themselves.
    earned = 0.0
    weight_sum = 0.0
    for assignment in used:
        score = student_scores.get(assignment)
        if score is None:
            score = 0.0
        earned += score * used[assignment]
        weight_sum += used[assignment]

    # Dividing by the total weight is the same as scaling the weights to 1.
    if weight_sum == 0:
        return 0.0
    return earned / weight_sum


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
    # Group the names by their average first.
    groups = {}
    for name in averages:
        avg = averages[name]
        if avg not in groups:
            groups[avg] = []
        groups[avg].append(name)

    # Then walk through the averages from high to low.
    ranking = []
    for avg in sorted(groups.keys(), reverse=True):
        for name in sorted(groups[avg]):
            ranking.append((name, avg))
    return ranking


def assignment_stats(scores, assignment):
    """Return a dict with the keys mean, median, stdev, min and max.

    Only submitted scores count (skip None). Population standard deviation.
    """
    values = []
    total = 0.0
    lowest = None
    highest = None

    # One loop: collect the values, the sum, the min and the max.
    for student in scores:
        value = scores[student].get(assignment)
        if value is None:
            continue
        values.append(value)
        total += value
        if lowest is None or value < lowest:
            lowest = value
        if highest is None or value > highest:
            highest = value

    count = len(values)
    if count == 0:
        return {"mean": 0.0, "median": 0.0, "stdev": 0.0, "min": 0.0, "max": 0.0}

    mean = total / count

    # Median: middle value, or the average of the two middle values.
    values.sort()
    if count % 2 == 1:
        median = values[count // 2]
    else:
        median = (values[count // 2 - 1] + values[count // 2]) / 2

    # Standard deviation (population version, divide by count).
    squares = 0.0
    for value in values:
        squares += (value - mean) ** 2
    stdev = (squares / count) ** 0.5

    return {"mean": mean, "median": median, "stdev": stdev,
            "min": lowest, "max": highest}


def histogram(letters):
    """Return a text histogram of a list of letter grades, as one string."""
    # Count every grade, starting at zero so empty grades still show up.
    counts = {"A": 0, "B": 0, "C": 0, "D": 0, "F": 0}
    for letter in letters:
        counts[letter] += 1

    # Build one line per grade.
    lines = []
    for letter in ["A", "B", "C", "D", "F"]:
        lines.append(letter + " | " + "*" * counts[letter] + " (" + str(counts[letter]) + ")")
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
