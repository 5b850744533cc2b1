"""Date helper using the standard library's datetime and calendar modules."""
import calendar
from datetime import date, datetime


def parse(text):
    for fmt in ("%d/%m/%Y", "%Y-%m-%d", "%d.%m.%Y"):
        try:
            return datetime.strptime(text.strip(), fmt).date()
        except ValueError:
            pass
    raise ValueError(f"unrecognised date: {text!r}")


def describe(d):
    leap = "leap" if calendar.isleap(d.year) else "common"
    length = calendar.monthrange(d.year, d.month)[1]
    return (f"{d:%A %d %B %Y}: day {d.timetuple().tm_yday} of a {leap} year, "
            f"{d:%B} has {length} days, ISO week {d.isocalendar()[1]}")


if __name__ == "__main__":
    first = parse(input("first date: "))
    second = parse(input("second date: "))
    print(describe(first))
    print(describe(second))
    delta = abs((second - first).days)
    print(f"{delta} days apart ({delta // 7} weeks and {delta % 7} days)")
    print(f"{(first - date(first.year, 1, 1)).days} days since new year")
    print()
    print(calendar.TextCalendar(firstweekday=calendar.MONDAY).formatmonth(first.year, first.month))
