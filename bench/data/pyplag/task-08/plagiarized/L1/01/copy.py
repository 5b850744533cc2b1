# Assignment 9 - date functions written by hand
# (no datetime module allowed for this one)

MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July",
               "August", "September", "October", "November", "December"]
DAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
             "Saturday", "Sunday"]


def is_leap_year(year):
    """Gregorian rule: every 4 years, but not every 100, but again every 400."""
    if year % 400 == 0:
        return True
    if year % 100 == 0:
        return False
    return year % 4 == 0


def days_in_month(month, year):
    if month == 2:
        # february depends on the leap year
        if is_leap_year(year):
            return 29
        return 28
    if month in [4, 6, 9, 11]:
        return 30   # april, june, september, november
    return 31


def is_valid_date(day, month, year):
    if year < 1 or month < 1 or month > 12:
        return False
    return 1 <= day <= days_in_month(month, year)


def day_of_week(day, month, year):
    # uses Zeller's formula; result 0 is Monday and 6 is Sunday
    if month < 3:
        # january and february count as months 13 and 14 of the year before
        month += 12
        year -= 1
    k = year % 100
    j = year // 100
    h = (day + 13 * (month + 1) // 5 + k + k // 4 + j // 4 + 5 * j) % 7
    return (h + 5) % 7


def day_number(day, month, year):
    # how many days from 1/1/0001 to this date
    total = 0
    for y in range(1, year):
        if is_leap_year(y):
            total += 366
        else:
            total += 365
    for m in range(1, month):
        total += days_in_month(m, year)
    return total + day


def days_between(d1, m1, y1, d2, m2, y2):
    return abs(day_number(d2, m2, y2) - day_number(d1, m1, y1))


def print_calendar(month, year):
    print(MONTH_NAMES[month - 1], year)
    print("Mo Tu We Th Fr Sa Su")
    start = day_of_week(1, month, year)
    line = "   " * start   # empty spaces before the first day
    for day in range(1, days_in_month(month, year) + 1):
        line += str(day).rjust(2) + " "
        if (start + day) % 7 == 0:
            # sunday reached, print the week
            print(line)
            line = ""
    if line != "":
        print(line)


def read_date(prompt):
    while True:
        text = input(prompt + " (dd/mm/yyyy): ")
        parts = text.split("/")
        if len(parts) == 3 and parts[0].isdigit() and parts[1].isdigit() and parts[2].isdigit():
            d = int(parts[0])
            m = int(parts[1])
            y = int(parts[2])
            if is_valid_date(d, m, y):
                return d, m, y
        print("That is not a valid date")


def main():
    d, m, y = read_date("Enter a date")
    print("That day is a", DAY_NAMES[day_of_week(d, m, y)])
    if is_leap_year(y):
        print(y, "is a leap year")
    else:
        print(y, "is not a leap year")
    d2, m2, y2 = read_date("Enter another date")
    print("Days between the dates:", days_between(d, m, y, d2, m2, y2))
    print()
    print_calendar(m, y)


main()
