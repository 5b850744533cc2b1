"""Command-line front end for the gradebook project.

Usage:
    python main.py scores.csv [--stats] [--histogram] [--drop-lowest] [--student NAME]
"""
import argparse
import sys

import gradebook
import report


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
        report.print_ranking([(args.student, averages[args.student])])
    else:
        report.print_ranking(gradebook.rank_students(averages))

    if args.stats:
        print()
        report.print_stats(assignments, scores)

    if args.histogram:
        print()
        report.print_histogram(averages)

    return 0


if __name__ == "__main__":
    sys.exit(main())
