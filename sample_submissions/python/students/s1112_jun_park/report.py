"""Printing helpers, moved out of main.py to keep main() short."""
import gradebook


def format_number(value, digits=1):
    return f"{value:.{digits}f}"


def print_ranking(report):
    table_rows = []
    position = 0
    for name, average in report:
        position += 1
        table_rows.append([str(position), name, format_number(average),
                           gradebook.letter_grade(average)])
    gradebook.print_table(["#", "Student", "Average", "Grade"], table_rows)


def print_stats(assignments, scores):
    table_rows = []
    for assignment in assignments:
        stats = gradebook.assignment_stats(scores, assignment)
        table_rows.append([assignment,
                           format_number(stats["mean"]),
                           format_number(stats["median"]),
                           format_number(stats["stdev"]),
                           format_number(stats["min"], 0),
                           format_number(stats["max"], 0)])
    gradebook.print_table(["Assignment", "Mean", "Median", "Stdev", "Min", "Max"],
                          table_rows)


def print_histogram(averages):
    letters = [gradebook.letter_grade(average) for average in averages.values()]
    print(gradebook.histogram(letters))
