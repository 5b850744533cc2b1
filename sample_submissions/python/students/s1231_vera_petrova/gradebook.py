"""CS 112 - Project 2: Gradebook.

I wrote a small Gradebook class that does the parsing and keeps the data
together; the module-level functions required by the autograder use it or
work on the plain dicts it produces.
"""
import csv
import math

GRADE_CUTOFFS = [(90, "A"), (80, "B"), (70, "C"), (60, "D")]


class Gradebook:
    HEADER_LABEL = "name"
    WEIGHT_LABEL = "weight"

    def __init__(self, assignments, weights):
        self.assignments = list(assignments)
        self.weights = dict(weights)
        self.scores = {}

    @classmethod
    def from_csv(cls, path):
        with open(path, newline="") as stream:
            records = [r for r in csv.reader(stream) if "".join(r).strip()]
        if len(records) < 2:
            raise ValueError("%s: too short, no weight row" % path)

        head, weight_record = records[0], records[1]
        cls._expect_label(head, cls.HEADER_LABEL, 1)
        cls._expect_label(weight_record, cls.WEIGHT_LABEL, 2)
        assignments = [h.strip() for h in head[1:]]
        cls._expect_length(weight_record, len(head), "weight row")

        weights = {}
        for title, raw in zip(assignments, weight_record[1:]):
            weights[title] = cls._number(raw, "weight of " + title)

        book = cls(assignments, weights)
        for record in records[2:]:
            book.add_record(record)
        return book

    @staticmethod
    def _expect_label(record, label, which):
        if record[0].strip().lower() != label:
            raise ValueError("row %d should start with %r" % (which, label))

    @staticmethod
    def _expect_length(record, length, what):
        if len(record) != length:
            raise ValueError("%s has %d fields instead of %d" % (what, len(record), length))

    @staticmethod
    def _number(raw, what):
        try:
            return float(raw)
        except ValueError:
            raise ValueError("%s is not numeric: %r" % (what, raw)) from None

    def add_record(self, record):
        student = record[0].strip()
        self._expect_length(record, len(self.assignments) + 1, "row of " + student)
        marks = {}
        for title, raw in zip(self.assignments, record[1:]):
            raw = raw.strip()
            if raw:
                mark = self._number(raw, "%s's %s" % (student, title))
                if not (0 <= mark <= 100):
                    raise ValueError("%s's %s must be in [0, 100]" % (student, title))
                marks[title] = mark
            else:
                marks[title] = None
        self.scores[student] = marks


def load_scores(path):
    """Return (assignments, weights, scores) read from a gradebook CSV."""
    book = Gradebook.from_csv(path)
    return book.assignments, book.weights, book.scores


def weighted_average(student_scores, weights, drop_lowest=False):
    """Weighted average of one student (missing = 0), weights rescaled to 1.

    drop_lowest: the worst hw is removed and the other hw weights are
    multiplied so that the homework category keeps its total weight.
    """
    def mark(title):
        value = student_scores.get(title)
        return value if value is not None else 0.0

    plan = dict(weights)
    if drop_lowest:
        hws = [t for t in plan if t.startswith("hw")]
        if len(hws) > 1:
            ranked = sorted(hws, key=mark)
            category_total = sum(plan[t] for t in hws)
            plan.pop(ranked[0])
            survivors_total = category_total - weights[ranked[0]]
            if survivors_total > 0:
                stretch = category_total / survivors_total
                for t in ranked[1:]:
                    plan[t] = plan[t] * stretch
            else:
                plan = dict(weights)

    norm = sum(plan.values())
    if norm == 0:
        return 0.0
    return sum(mark(t) * (w / norm) for t, w in plan.items())


def letter_grade(percent):
    """Return the letter grade for a percentage, using GRADE_CUTOFFS."""
    for cutoff, letter in GRADE_CUTOFFS:
        if percent >= cutoff:
            return letter
    return "F"


def rank_students(averages):
    """Best first; equal averages in alphabetical order."""
    return sorted(averages.items(), key=lambda entry: (-entry[1], entry[0]))


def assignment_stats(scores, assignment):
    """Summary statistics for one assignment (None scores skipped)."""
    sample = sorted(m[assignment] for m in scores.values() if m[assignment] is not None)
    size = len(sample)
    if size == 0:
        return {"mean": 0.0, "median": 0.0, "stdev": 0.0, "min": 0.0, "max": 0.0}

    centre = sum(sample) / size
    if size % 2 == 0:
        med = (sample[size // 2 - 1] + sample[size // 2]) / 2
    else:
        med = sample[size // 2]
    spread = math.sqrt(sum((m - centre) ** 2 for m in sample) / size)
    return {"mean": centre, "median": med, "stdev": spread,
            "min": sample[0], "max": sample[-1]}


def histogram(letters):
    """One 'X | *** (3)' line per grade from A down to F."""
    grades = [letter for _, letter in GRADE_CUTOFFS] + ["F"]
    width = max(len(g) for g in grades)
    rows = []
    for g in grades:
        n = sum(1 for x in letters if x == g)
        rows.append("%s | %s (%d)" % (g.ljust(width), "*" * n, n))
    return "\n".join(rows)


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
