"""Command-line front end for the gradebook project.

Usage:
    python main.py scores.csv [--stats] [--histogram] [--drop-lowest] [--student NAME]

You should not need to change this file. All the real work happens in
gradebook.py.
"""
import argparse
import sys

import gradebook


def build_parser():
    parser = argparse.ArgumentParser(description="CS 112 gradebook report")
    parser.add_argument("csv_file", help="gradebook CSV file")
    parser.add_argument("--stats", action="store_true",
                        help="show mean/median/stdev for each assignment")
    parser.add_argument("--histogram", action="store_true",
                        help="show a histogram of letter grades")
    parser.add_argument("--drop-lowest", action="store_true",
                        help="drop each student's lowest homework")
    parser.add_argument("--student", metavar="NAME",
                        help="only report on this student")
    return parser


def main(argv=None):
    args = build_parser().parse_args(argv)

    try:
        assignments, weights, scores = gradebook.load_scores(args.csv_file)
    except (OSError, ValueError) as err:
        print(f"error: {err}", file=sys.stderr)
        return 1

    averages = {}
    for name, student_scores in scores.items():
        averages[name] = gradebook.weighted_average(student_scores, weights,
                                                    args.drop_lowest)

    if args.student is not None:
        if args.student not in averages:
            print(f"error: no student named {args.student!r}", file=sys.stderr)
            return 1
        report = [(args.student, averages[args.student])]
    else:
        report = gradebook.rank_students(averages)

    rows = []
    for rank, (name, avg) in enumerate(report, start=1):
        rows.append([str(rank), name, f"{avg:.1f}", gradebook.letter_grade(avg)])
    gradebook.print_table(["#", "Student", "Average", "Grade"], rows)

    if args.stats:
        print()
        stat_rows = []
        for assignment in assignments:
            s = gradebook.assignment_stats(scores, assignment)
            stat_rows.append([assignment, f"{s['mean']:.1f}", f"{s['median']:.1f}",
                              f"{s['stdev']:.1f}", f"{s['min']:.0f}", f"{s['max']:.0f}"])
        gradebook.print_table(["Assignment", "Mean", "Median", "Stdev", "Min", "Max"],
                              stat_rows)

    if args.histogram:
        print()
        letters = [gradebook.letter_grade(avg) for avg in averages.values()]
        print(gradebook.histogram(letters))

    return 0


if __name__ == "__main__":
    sys.exit(main())
