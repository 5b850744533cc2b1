# Working days between two dates (weekends and some fixed holidays excluded).
# Dates are tuples (year, month, day); everything is done by stepping one day at a time.

FIXED_HOLIDAYS = {(1, 1), (5, 1), (12, 25), (12, 26)}


def leap(y):
    return y % 400 == 0 or (y % 4 == 0 and y % 100 != 0)


def last_day(y, m):
    return 29 if m == 2 and leap(y) else [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]


def next_day(date):
    y, m, d = date
    if d < last_day(y, m):
        return (y, m, d + 1)
    if m < 12:
        return (y, m + 1, 1)
    return (y + 1, 1, 1)


def date_range(start, end):
    current = start
    while current <= end:
        yield current
        current = next_day(current)


def weekday(date):
    # count from a known Monday (2001-01-01); only works for later dates
    return sum(1 for _ in date_range((2001, 1, 1), date)) - 1


def working_days(start, end):
    first_weekday = weekday(start) % 7
    count = 0
    for offset, (y, m, d) in enumerate(date_range(start, end)):
        if (first_weekday + offset) % 7 >= 5:
            continue
        if (m, d) in FIXED_HOLIDAYS:
            continue
        count += 1
    return count


if __name__ == "__main__":
    start = tuple(int(x) for x in input("start (yyyy-mm-dd): ").split("-"))
    end = tuple(int(x) for x in input("end   (yyyy-mm-dd): ").split("-"))
    if end < start:
        start, end = end, start
    total = sum(1 for _ in date_range(start, end))
    print(f"{total} calendar days, {working_days(start, end)} working days")
