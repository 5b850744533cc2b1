#!/usr/bin/env python3
"""mycal - a small clone of the Unix `cal` command.

    mycal.py            current month
    mycal.py 7 2031     July 2031
    mycal.py -s 2 2024  weeks start on Sunday
"""
import argparse
import time

NAMES = ["January", "February", "March", "April", "May", "June", "July",
         "August", "September", "October", "November", "December"]


def leap(y):
    return y % 4 == 0 and y % 100 != 0 or y % 400 == 0


def month_len(m, y):
    return 29 if m == 2 and leap(y) else 30 + ((m + m // 8) % 2) if m != 2 else 28


def first_weekday(m, y):
    """0 = Monday; computed from the day count since 1 Jan 1 (a Monday)."""
    days = 0
    y0 = y - 1
    days += y0 * 365 + y0 // 4 - y0 // 100 + y0 // 400
    days += sum(month_len(k, y) for k in range(1, m))
    return days % 7


def render(m, y, sunday_first=False, today=None):
    header = "Su Mo Tu We Th Fr Sa" if sunday_first else "Mo Tu We Th Fr Sa Su"
    shift = (first_weekday(m, y) + (1 if sunday_first else 0)) % 7
    out = [f"{NAMES[m - 1]} {y}".center(20), header]
    line = "   " * shift
    for d in range(1, month_len(m, y) + 1):
        cell = f"{d:2d}"
        if today == (y, m, d):
            cell = f"\033[7m{cell}\033[0m"
        line += cell + " "
        if (shift + d) % 7 == 0:
            out.append(line.rstrip())
            line = ""
    if line:
        out.append(line.rstrip())
    return "\n".join(out)


if __name__ == "__main__":
    now = time.localtime()
    ap = argparse.ArgumentParser(description="print a month calendar")
    ap.add_argument("month", nargs="?", type=int, default=now.tm_mon)
    ap.add_argument("year", nargs="?", type=int, default=now.tm_year)
    ap.add_argument("-s", "--sunday", action="store_true")
    a = ap.parse_args()
    if not 1 <= a.month <= 12:
        ap.error("month must be 1..12")
    print(render(a.month, a.year, a.sunday, (now.tm_year, now.tm_mon, now.tm_mday)))
