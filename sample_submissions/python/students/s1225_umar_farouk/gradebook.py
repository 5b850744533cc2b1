"""CS 112 - Project 2: Gradebook

Fill in every function marked TODO. Do not rename the functions or change
their parameters: the autograder imports this module and calls them directly.
letter_grade() and print_table() are already written for you.
"""

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

    Raise ValueError with a helpful message if the file is malformed
    (missing weight row, wrong number of columns, a score that is not a
    number or is outside 0..100, ...).
    """
    f = open(path)
    content = f.read()
    f.close()

    lines = content.strip().split("\n")
    header = lines[0].split(",")
    assignments = header[1:]

    weight_line = lines[1].split(",")
    if weight_line[0] != "weight":
        raise ValueError("no weight row")
    weights = {}
    for i in range(len(assignments)):
        weights[assignments[i]] = float(weight_line[i + 1])

    scores = {}
    for line in lines[2:]:
        if line.strip() == "":
            continue
        parts = line.split(",")
        if len(parts) != len(header):
            raise ValueError("wrong number of columns: " + line)
        d = {}
        for i in range(len(assignments)):
            if parts[i + 1] == "":
                d[assignments[i]] = None
            else:
                x = float(parts[i + 1])   # ValueError if not a number
                if x > 100 or x < 0:
                    raise ValueError("score out of range: " + parts[i + 1])
                d[assignments[i]] = x
        scores[parts[0]] = d
    return assignments, weights, scores


def weighted_average(student_scores, weights, drop_lowest=False):
    """Return the weighted average (0..100) of one student.

    student_scores is a dict {assignment: score or None}; a missing score
    counts as 0. If the weights do not add up to 1, scale them so they do.

    If drop_lowest is True, ignore the student's single lowest homework
    score (assignments whose name starts with "hw") and give its weight to
    the remaining homeworks, in proportion to their weights. Nothing is
    dropped if there are fewer than two homeworks.
    """
    # TODO drop_lowest (ran out of time)
    total = 0
    wsum = 0
    for a in weights:
        s = student_scores[a]
        if s == None:
            s = 0
        total = total + s * weights[a]
        wsum = wsum + weights[a]
    return total / wsum


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
    result = []
    for name in averages:
        result.append((averages[name], name))
    result.sort(reverse=True)
    # reverse also reverses the names... fix ties
    final = []
    for avg, name in result:
        final.append((name, avg))
    for i in range(len(final) - 1):
        for j in range(len(final) - 1 - i):
            if final[j][1] == final[j + 1][1] and final[j][0] > final[j + 1][0]:
                final[j], final[j + 1] = final[j + 1], final[j]
    return final


def assignment_stats(scores, assignment):
    """Return a dict with the keys mean, median, stdev, min and max.

    Only submitted scores count (skip None). Use the population standard
    deviation. Do NOT use the statistics module: write the math yourself.
    If nobody submitted the assignment, every value should be 0.0.
    """
    nums = []
    for student in scores:
        if scores[student][assignment] != None:
            nums.append(scores[student][assignment])
    if nums == []:
        return {"mean": 0.0, "median": 0.0, "stdev": 0.0, "min": 0.0, "max": 0.0}
    nums.sort()
    mean = sum(nums) / len(nums)
    if len(nums) % 2 == 0:
        median = (nums[len(nums) // 2] + nums[len(nums) // 2 - 1]) / 2
    else:
        median = nums[len(nums) // 2]
    total = 0
    for x in nums:
        total = total + (x - mean) ** 2
    stdev = (total / len(nums)) ** 0.5
    return {"mean": mean, "median": median, "stdev": stdev, "min": nums[0], "max": nums[-1]}


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
    # TODO
    raise NotImplementedError


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
