"""Conway's Doomsday rule and a whole-year calendar printer."""

WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun",
          "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
ANCHOR_BY_CENTURY = {0: 2, 1: 0, 2: 5, 3: 3}  # century % 4 -> anchor day (0 = Sunday)


def leap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def doomsday(year):
    anchor = ANCHOR_BY_CENTURY[(year // 100) % 4]
    y = year % 100
    return (y // 12 + y % 12 + (y % 12) // 4 + anchor) % 7


def reference_day(year, month):
    """A date in this month that always falls on the doomsday."""
    if month == 1:
        return 4 if leap(year) else 3
    if month == 2:
        return 29 if leap(year) else 28
    return {3: 14, 4: 4, 5: 9, 6: 6, 7: 11, 8: 8, 9: 5, 10: 10, 11: 7, 12: 12}[month]


def weekday(year, month, day):
    return (doomsday(year) + day - reference_day(year, month)) % 7


def month_length(year, month):
    if month == 2:
        return 29 if leap(year) else 28
    return 30 if month in (4, 6, 9, 11) else 31


def month_block(year, month):
    lines = [MONTHS[month - 1].center(20), " ".join(w[:2] for w in WEEKDAYS)]
    cells = ["  "] * weekday(year, month, 1)
    cells += [f"{d:2d}" for d in range(1, month_length(year, month) + 1)]
    for i in range(0, len(cells), 7):
        lines.append(" ".join(cells[i:i + 7]).ljust(20))
    while len(lines) < 8:
        lines.append(" " * 20)
    return lines


def print_year(year):
    print(str(year).center(64))
    for quarter in range(4):
        blocks = [month_block(year, 3 * quarter + k) for k in (1, 2, 3)]
        for row in zip(*blocks):
            print("  ".join(row))
        print()


if __name__ == "__main__":
    y = int(input("year: "))
    print(f"doomsday of {y} is a {WEEKDAYS[doomsday(y)]}")
    print_year(y)
