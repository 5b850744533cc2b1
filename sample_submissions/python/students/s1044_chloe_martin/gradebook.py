"""CS 112 - Project 2: Gradebook

Fill in every function marked TODO. Do not rename the functions or change
their parameters: the autograder imports this module and calls them directly.
letter_grade() and print_table() are already written for you.
"""
import csv
import math

GRADE_CUTOFFS = [(90, "A"), (80, "B"), (70, "C"), (60, "D")]
HW_TAG = "hw"
STAT_NAMES = ("mean", "median", "stdev", "min", "max")


# ----- reading the file -----

def get_lines(filename):
    """Return the non-blank rows of the CSV file, with every cell stripped."""
    all_rows = []
    with open(filename, newline="") as infile:
        for raw in csv.reader(infile):
            stripped = [c.strip() for c in raw]
            if any(stripped):
                all_rows.append(stripped)
    return all_rows


def validate_length(r, expected, line_no):
    if len(r) != expected:
        raise ValueError("row %d has %d cells, expected %d"
                         % (line_no, len(r), expected))


def to_weight(cell_text, task):
    try:
        wt = float(cell_text)
    except ValueError:
        raise ValueError("weight of " + task + " is not a number: " + cell_text)
    if wt < 0:
        raise ValueError("weight of " + task + " is negative")
    return wt


def to_mark(cell_text, pupil, task):
    if cell_text == "":
        return None  # not handed in
    try:
        mark = float(cell_text)
    except ValueError:
        raise ValueError(pupil + ": " + task + " score is not a number: " + cell_text)
    if mark < 0 or mark > 100:
        raise ValueError(pupil + ": " + task + " score must be 0..100, got " + cell_text)
    return mark


def load_scores(filename):
    """Read a gradebook CSV file.

    Return a tuple (assignments, weights, scores) where
      * assignments is the list of assignment names, in file order,
      * weights is a dict {assignment: weight},
      * scores is a dict {student: {assignment: score or None}}.
    """
    all_rows = get_lines(filename)
    if len(all_rows) < 2:
        raise ValueError("the file needs a header row and a weight row")
    head = all_rows[0]
    wts_row = all_rows[1]
    if head[0].lower() != "name":
        raise ValueError("the header row must start with 'name'")
    if wts_row[0].lower() != "weight":
        raise ValueError("the second row must start with 'weight'")

    tasks = head[1:]
    width = len(head)

    validate_length(wts_row, width, 2)
    wts = {}
    for task, cell_text in zip(tasks, wts_row[1:]):
        wts[task] = to_weight(cell_text, task)

    all_marks = {}
    for line_no, line_values in enumerate(all_rows[2:], start=3):
        validate_length(line_values, width, line_no)
        pupil = line_values[0]
        marks = {}
        for task, cell_text in zip(tasks, line_values[1:]):
            marks[task] = to_mark(cell_text, pupil, task)
        all_marks[pupil] = marks
    return tasks, wts, all_marks


# ----- averages -----

def is_hw(task):
    return task.lower().startswith(HW_TAG)


def get_points(marks, task):
    mark = marks.get(task)
    if mark is None:
        return 0.0
    return mark


def lowest_hw(marks, wts):
    worst_task = None
    worst_mark = None
    for task in wts:
        if not is_hw(task):
            continue
        mark = get_points(marks, task)
        if worst_mark is None or mark < worst_mark:
            worst_task = task
            worst_mark = mark
    return worst_task


def shift_weight(wts, removed):
    """Copy of weights without `dropped`; its weight goes to the other homeworks."""
    adjusted = dict(wts)
    removed_wt = adjusted.pop(removed)
    other_hws = [t for t in adjusted if is_hw(t)]
    other_sum = sum(adjusted[t] for t in other_hws)
    if other_sum == 0:
        return dict(wts)
    for task in other_hws:
        fraction = adjusted[task] / other_sum
        adjusted[task] += removed_wt * fraction
    return adjusted


def weighted_average(marks, wts, drop_worst=False):
    """Return the weighted average (0..100) of one student.

    student_scores is a dict {assignment: score or None}; a missing score
    counts as 0. If the weights do not add up to 1, scale them so they do.
    """
    use_wts = wts
    num_hw = len([t for t in wts if is_hw(t)])
    if drop_worst and num_hw >= 2:
        removed = lowest_hw(marks, wts)
        use_wts = shift_weight(wts, removed)

    wt_total = sum(use_wts.values())
    if wt_total == 0:
        return 0.0
    total_pts = 0.0
    for task, wt in use_wts.items():
        total_pts += wt * get_points(marks, task)
    return total_pts / wt_total


def letter_grade(percent):
    """Return the letter grade for a percentage, using GRADE_CUTOFFS."""
    for cutoff, letter in GRADE_CUTOFFS:
        if percent >= cutoff:
            return letter
    return "F"


def sort_key(item):
    who, avg = item
    return (-avg, who)


def rank_students(avg_map):
    """Return a list of (name, average) pairs, best average first."""
    ordered_list = list(avg_map.items())
    ordered_list.sort(key=sort_key)
    return ordered_list


# ----- statistics -----

def collect_marks(all_marks, task):
    collected = []
    for marks in all_marks.values():
        mark = marks.get(task)
        if mark is not None:
            collected.append(mark)
    return collected


def calc_mean(nums):
    return sum(nums) / len(nums)


def calc_median(nums):
    srt = sorted(nums)
    mid = len(srt) // 2
    if len(srt) % 2 == 0:
        return (srt[mid - 1] + srt[mid]) / 2
    return srt[mid]


def calc_std(nums, mu):
    sq_devs = [(x - mu) ** 2 for x in nums]
    return math.sqrt(sum(sq_devs) / len(nums))


def assignment_stats(all_marks, task):
    """Return a dict with the keys mean, median, stdev, min and max."""
    nums = collect_marks(all_marks, task)
    if not nums:
        return {k: 0.0 for k in STAT_NAMES}
    mu = calc_mean(nums)
    return {
        "mean": mu,
        "median": calc_median(nums),
        "stdev": calc_std(nums, mu),
        "min": min(nums),
        "max": max(nums),
    }


def tally_letters(grades_list):
    tally = {ch: 0 for ch in "ABCDF"}
    for ch in grades_list:
        tally[ch] = tally.get(ch, 0) + 1
    return tally


def histogram(grades_list):
    """Return a text histogram of a list of letter grades, as one string."""
    tally = tally_letters(grades_list)
    lines_out = []
    for ch in "ABCDF":
        lines_out.append("%s | %s (%d)" % (ch, "*" * tally[ch], tally[ch]))
    return "\n".join(lines_out)


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
