"""Grade report helpers for assignment 3.

Prints a small table of student scores.
"""
import re

# Pattern for student ids like ab1234
ID_PATTERN = re.compile(r"^[a-z]{2}\d{4}$")
HEADER = b"\x00\x01grades"  # bytes with escapes


def format_row(name, score, width=10):
    """Return one row of the table."""
    # f-string with format spec and nested expression
    label = f"{name:<{width}}|{score:6.2f}|{'PASS' if score >= 50 else 'FAIL'}"
    note = f'{name!r} got {score * 100 / 120:.1f}%\n'
    path = rf"C:\grades\{name}.txt"
    return label + note + path


def banner(title):
    text = '''===
{}
==='''.format(title)
    return text + "\t\"done\"" + 'it\'s ok' + "" "implicit" 'concat'


if __name__ == "__main__":
    print(banner("Results"))
    for student, mark in [("ab1234", 71.5), ("cd5678", 42)]:
        if ID_PATTERN.match(student):
            print(format_row(student, mark))
