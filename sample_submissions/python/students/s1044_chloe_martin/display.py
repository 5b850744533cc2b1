"""Printing helpers, moved out of main.py to keep main() short."""
import gradebook


def fmt_num(val, places=1):
    return f"{val:.{places}f}"


def show_ranking(results):
    lines = []
    rank_no = 0
    for who, avg in results:
        rank_no += 1
        lines.append([str(rank_no), who, fmt_num(avg),
                           gradebook.letter_grade(avg)])
    gradebook.print_table(["#", "Student", "Average", "Grade"], lines)


def show_stats(tasks, all_marks):
    lines = []
    for task in tasks:
        st = gradebook.assignment_stats(all_marks, task)
        lines.append([task,
                           fmt_num(st["mean"]),
                           fmt_num(st["median"]),
                           fmt_num(st["stdev"]),
                           fmt_num(st["min"], 0),
                           fmt_num(st["max"], 0)])
    gradebook.print_table(["Assignment", "Mean", "Median", "Stdev", "Min", "Max"],
                          lines)


def show_histogram(avg_map):
    grades_list = [gradebook.letter_grade(avg) for avg in avg_map.values()]
    print(gradebook.histogram(grades_list))
