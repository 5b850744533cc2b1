"""Writes an HTML calendar for a month; weekday via Sakamoto's method."""
import sys

OFFSETS = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
MONTH_NAMES = ("January February March April May June July August "
               "September October November December").split()


def sakamoto(y, m, d):
    """0 = Sunday ... 6 = Saturday"""
    if m < 3:
        y -= 1
    return (y + y // 4 - y // 100 + y // 400 + OFFSETS[m - 1] + d) % 7


def days_in(y, m):
    if m == 2:
        return 29 if (y % 4 == 0 and y % 100) or y % 400 == 0 else 28
    return 31 - (m - 1) % 7 % 2


def html_month(y, m):
    rows = []
    week = ["<td></td>"] * sakamoto(y, m, 1)
    for d in range(1, days_in(y, m) + 1):
        cls = ' class="weekend"' if len(week) in (0, 6) else ""
        week.append(f"<td{cls}>{d}</td>")
        if len(week) == 7:
            rows.append("<tr>" + "".join(week) + "</tr>")
            week = []
    if week:
        rows.append("<tr>" + "".join(week) + "<td></td>" * (7 - len(week)) + "</tr>")
    head = "".join(f"<th>{n}</th>" for n in ("Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"))
    return (f"<table>\n<caption>{MONTH_NAMES[m - 1]} {y}</caption>\n"
            f"<tr>{head}</tr>\n" + "\n".join(rows) + "\n</table>")


if __name__ == "__main__":
    year, month = int(sys.argv[1]), int(sys.argv[2])
    page = ("<!doctype html><html><head><style>td{text-align:right;padding:4px}"
            ".weekend{color:#c00}</style></head><body>\n"
            + html_month(year, month) + "\n</body></html>\n")
    out = f"calendar-{year}-{month:02d}.html"
    with open(out, "w") as fh:
        fh.write(page)
    print("wrote", out)
