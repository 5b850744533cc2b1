# Date helpers without the datetime module

MONTH_TITLES = ["January", "February", "March", "April", "May", "June", "July",
                "August", "September", "October", "November", "December"]
WEEKDAY_TITLES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
                  "Saturday", "Sunday"]


def main():
    first = get_date("Enter a date")
    dy, mo, y = first
    print("That day is a " + WEEKDAY_TITLES[week_day(dy, mo, y)])
    report_leap(y)
    second = get_date("Enter another date")
    print("Days between the dates: " + str(gap(first, second)))
    print("")
    show_month(mo, y)


def report_leap(y):
    print(y, "is not a leap year" if not leap_year(y) else "is a leap year")


def get_date(label):
    while True:
        bits = input(label + " (dd/mm/yyyy): ").split("/")
        if len(bits) != 3 or not all(b.isdigit() for b in bits):
            print("That is not a valid date")
            continue
        dy, mo, y = map(int, bits)
        if not valid(dy, mo, y):
            print("That is not a valid date")
            continue
        return dy, mo, y


def show_month(mo, y):
    print(MONTH_TITLES[mo - 1], y)
    print("Mo Tu We Th Fr Sa Su")
    column = week_day(1, mo, y)
    text = "   " * column
    for dy in range(1, month_days(mo, y) + 1):
        text = text + "%2d " % dy
        column += 1
        if column == 7:
            print(text)
            text, column = "", 0
    if column:
        print(text)


def gap(first, second):
    early, late = sorted([serial(*first), serial(*second)])
    return late - early


def serial(dy, mo, y):
    # 365 days per year plus one for every leap year before this one
    prev = y - 1
    days = prev * 365 + prev // 4 - prev // 100 + prev // 400
    for mm in range(1, mo):
        days += month_days(mm, y)
    return days + dy


def week_day(dy, mo, y):
    if mo < 3:
        mo = mo + 12
        y = y - 1
    low, high = y % 100, y // 100
    z = (dy + 13 * (mo + 1) // 5 + low + low // 4 + high // 4 + 5 * high) % 7
    return (z + 5) % 7


def valid(dy, mo, y):
    return y >= 1 and 1 <= mo <= 12 and 1 <= dy <= month_days(mo, y)


def month_days(mo, y):
    lengths = {2: 29 if leap_year(y) else 28, 4: 30, 6: 30, 9: 30, 11: 30}
    return lengths.get(mo, 31)


def leap_year(y):
    if y % 4 != 0:
        return False
    if y % 100 != 0:
        return True
    return y % 400 == 0


main()
