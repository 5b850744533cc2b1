"""CS 112 - Project 2: Gradebook

Emma Nakamura
The statistics helpers are in stats.py.
"""
import stats

GRADE_CUTOFFS = [(90, "A"), (80, "B"), (70, "C"), (60, "D")]


def load_scores(path):
    """Read a gradebook CSV file.

    Return a tuple (assignments, weights, scores) where
      * assignments is the list of assignment names, in file order,
      * weights is a dict {assignment: weight},
      * scores is a dict {student: {assignment: score or None}}.

    Raise ValueError with a helpful message if the file is malformed.
    """
    file = open(path, "r")
    allLines = file.readlines()
    file.close()

    # get rid of the blank lines first
    lines = []
    for line in allLines:
        if line.strip() != "":
            lines.append(line.strip())

    if len(lines) < 2:
        raise ValueError("file must have a header line and a weight line")

    # header line: name,hw1,hw2,...
    header = lines[0].split(",")
    if header[0].strip() != "name":
        raise ValueError("first line must start with name")
    assignments = []
    for i in range(1, len(header)):
        assignments.append(header[i].strip())
    numColumns = len(header)

    # weight line
    weightParts = lines[1].split(",")
    if weightParts[0].strip() != "weight":
        raise ValueError("second line must start with weight")
    if len(weightParts) != numColumns:
        raise ValueError("weight line has " + str(len(weightParts)) +
                         " columns but header has " + str(numColumns))
    weights = {}
    for i in range(1, numColumns):
        try:
            weights[assignments[i - 1]] = float(weightParts[i])
        except ValueError:
            raise ValueError("weight '" + weightParts[i] + "' is not a number")

    # student lines
    scores = {}
    for lineIndex in range(2, len(lines)):
        parts = lines[lineIndex].split(",")
        if len(parts) != numColumns:
            raise ValueError("wrong number of columns in line: " + lines[lineIndex])
        studentName = parts[0].strip()
        studentScores = {}
        for i in range(1, numColumns):
            text = parts[i].strip()
            if text == "":
                studentScores[assignments[i - 1]] = None  # not handed in
            else:
                try:
                    value = float(text)
                except ValueError:
                    raise ValueError(studentName + ": '" + text + "' is not a number")
                if value < 0 or value > 100:
                    raise ValueError(studentName + ": score " + text + " is not between 0 and 100")
                studentScores[assignments[i - 1]] = value
        scores[studentName] = studentScores

    return assignments, weights, scores


def weighted_average(student_scores, weights, drop_lowest=False):
    """Return the weighted average (0..100) of one student.

    A missing score counts as 0. With drop_lowest the lowest homework is
    ignored and its weight goes to the other homeworks.
    """
    # copy the weights because we might change them
    w = {}
    for name in weights:
        w[name] = weights[name]

    # find the homeworks
    homeworkNames = []
    for name in w:
        if name.startswith("hw"):
            homeworkNames.append(name)

    if drop_lowest and len(homeworkNames) >= 2:
        # which homework has the lowest score?
        lowestName = homeworkNames[0]
        lowestScore = getScore(student_scores, lowestName)
        for name in homeworkNames:
            if getScore(student_scores, name) < lowestScore:
                lowestName = name
                lowestScore = getScore(student_scores, name)

        # give its weight to the other homeworks (proportional)
        droppedWeight = w[lowestName]
        otherWeight = 0
        for name in homeworkNames:
            if name != lowestName:
                otherWeight = otherWeight + w[name]
        for name in homeworkNames:
            if name != lowestName and otherWeight > 0:
                w[name] = w[name] + droppedWeight * (w[name] / otherWeight)
        w[lowestName] = 0

    totalWeight = 0
    totalPoints = 0
    for name in w:
        totalWeight = totalWeight + w[name]
        totalPoints = totalPoints + w[name] * getScore(student_scores, name)

    if totalWeight == 0:
        return 0.0
    return totalPoints / totalWeight


def getScore(studentScores, assignment):
    # None (or not in the dict) means 0 points
    if assignment not in studentScores or studentScores[assignment] is None:
        return 0
    return studentScores[assignment]


def letter_grade(percent):
    """Return the letter grade for a percentage, using GRADE_CUTOFFS."""
    for cutoff, letter in GRADE_CUTOFFS:
        if percent >= cutoff:
            return letter
    return "F"


def rank_students(averages):
    """Return a list of (name, average) pairs, best average first.
    Ties are in alphabetical order.
    """
    # selection sort: pick the best remaining student each time
    remaining = list(averages.keys())
    ranking = []
    while len(remaining) > 0:
        best = remaining[0]
        for name in remaining:
            if averages[name] > averages[best]:
                best = name
            elif averages[name] == averages[best] and name < best:
                best = name
        ranking.append((best, averages[best]))
        remaining.remove(best)
    return ranking


def assignment_stats(scores, assignment):
    """Return a dict with the keys mean, median, stdev, min and max."""
    submitted = []
    for student in scores:
        value = scores[student].get(assignment)
        if value is not None:
            submitted.append(value)

    if len(submitted) == 0:
        return {"mean": 0.0, "median": 0.0, "stdev": 0.0, "min": 0.0, "max": 0.0}

    result = {}
    result["mean"] = stats.mean(submitted)
    result["median"] = stats.median(submitted)
    result["stdev"] = stats.standardDeviation(submitted)
    result["min"] = stats.smallest(submitted)
    result["max"] = stats.largest(submitted)
    return result


def histogram(letters):
    """Return a text histogram of a list of letter grades, as one string."""
    grades = ["A", "B", "C", "D", "F"]
    text = ""
    for g in grades:
        count = 0
        for letter in letters:
            if letter == g:
                count = count + 1
        text = text + g + " | " + "*" * count + " (" + str(count) + ")"
        if g != "F":
            text = text + "\n"
    return text


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
