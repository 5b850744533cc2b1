# Date helpers without the datetime module

MONTH_TITLES = ["January", "February", "March", "April", "May", "June", "July",
                "August", "September", "October", "November", "December"]
WEEKDAY_TITLES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
                  "Saturday", "Sunday"]


def main():
    first = get_date("Enter a date")
    dy, mo, y = first
    print("That day is a", WEEKDAY_TITLES[week_day(dy, mo, y)])
    report_leap(y)
    second = get_date("Enter another date")
    print("Days between the dates:", gap(first, second))
    print()
    show_month(mo, y)


def report_leap(y):
    if leap_year(y):
        print(y, "is a leap year")
    else:
        print(y, "is not a leap year")


def get_date(label):
    while True:
        bits = input(label + " (dd/mm/yyyy): ").split("/")
        if looks_like_date(bits):
            dy, mo, y = int(bits[0]), int(bits[1]), int(bits[2])
            if valid(dy, mo, y):
                return dy, mo, y
        print("That is not a valid date")


def looks_like_date(bits):
    return len(bits) == 3 and bits[0].isdigit() and bits[1].isdigit() and bits[2].isdigit()


def show_month(mo, y):
    print(MONTH_TITLES[mo - 1], y)
    print("Mo Tu We Th Fr Sa Su")
    offset = week_day(1, mo, y)
    text = "   " * offset
    for dy in range(1, month_days(mo, y) + 1):
        text += str(dy).rjust(2) + " "
        if (offset + dy) % 7 == 0:
            print(text)
            text = ""
    if text != "":
        print(text)


def gap(first, second):
    return abs(serial(*second) - serial(*first))


def serial(dy, mo, y):
    return days_before_year(y) + days_before_month(mo, y) + dy


def days_before_year(y):
    result = 0
    for yy in range(1, y):
        if leap_year(yy):
            result += 366
        else:
            result += 365
    return result


def days_before_month(mo, y):
    result = 0
    for mm in range(1, mo):
        result += month_days(mm, y)
    return result


def week_day(dy, mo, y):
    if mo < 3:
        mo += 12
        y -= 1
    low = y % 100
    high = y // 100
    z = (dy + 13 * (mo + 1) // 5 + low + low // 4 + high // 4 + 5 * high) % 7
    return (z + 5) % 7


def valid(dy, mo, y):
    if y < 1 or mo < 1 or mo > 12:
        return False
    return 1 <= dy <= month_days(mo, y)


def month_days(mo, y):
    if mo == 2:
        if leap_year(y):
            return 29
        return 28
    if mo in [4, 6, 9, 11]:
        return 30
    return 31


def leap_year(y):
    if y % 400 == 0:
        return True
    if y % 100 == 0:
        return False
    return y % 4 == 0


main()
