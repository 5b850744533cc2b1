# Reads dates in several formats and works out ages and differences.
import re

MONTH_WORDS = {name: i + 1 for i, name in enumerate(
    ["january", "february", "march", "april", "may", "june", "july",
     "august", "september", "october", "november", "december"])}

PATTERNS = [
    (re.compile(r"^(\d{4})-(\d{1,2})-(\d{1,2})$"), ("y", "m", "d")),
    (re.compile(r"^(\d{1,2})[./](\d{1,2})[./](\d{4})$"), ("d", "m", "y")),
    (re.compile(r"^([A-Za-z]+)\s+(\d{1,2}),?\s+(\d{4})$"), ("m", "d", "y")),
]


def is_leap(y):
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)


def month_days(y, m):
    return (31, 29 if is_leap(y) else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)[m - 1]


def parse_date(text):
    text = text.strip()
    for regex, order in PATTERNS:
        match = regex.match(text)
        if not match:
            continue
        parts = dict(zip(order, match.groups()))
        m = parts["m"]
        month = MONTH_WORDS.get(m.lower()) if m.isalpha() else int(m)
        if month is None:
            raise ValueError("unknown month " + m)
        y, d = int(parts["y"]), int(parts["d"])
        if not (1 <= month <= 12 and 1 <= d <= month_days(y, month)):
            raise ValueError("no such day: " + text)
        return y, month, d
    raise ValueError("cannot read date: " + text)


def age(birth, today):
    years = today[0] - birth[0]
    if (today[1], today[2]) < (birth[1], birth[2]):
        years -= 1
    return years


def days_from_civil(y, m, d):
    # Howard Hinnant's algorithm: days since 1970-01-01
    y -= m <= 2
    era = y // 400
    yoe = y - era * 400
    doy = (153 * (m + (-3 if m > 2 else 9)) + 2) // 5 + d - 1
    doe = yoe * 365 + yoe // 4 - yoe // 100 + doy
    return era * 146097 + doe - 719468


if __name__ == "__main__":
    born = parse_date(input("Date of birth: "))
    today = parse_date(input("Today's date: "))
    print("You are", age(born, today), "years old")
    lived = days_from_civil(*today) - days_from_civil(*born)
    print("That is", lived, "days; the weekday you were born on was",
          ["Thursday", "Friday", "Saturday", "Sunday", "Monday", "Tuesday",
           "Wednesday"][days_from_civil(*born) % 7])
