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
    print(y, "is a leap year" if leap_year(y) else "is not a leap year")


def get_date(label):
    bits = input(label + " (dd/mm/yyyy): ").split("/")
    while not (looks_like_date(bits) and valid(*map(int, bits))):
        print("That is not a valid date")
        bits = input(label + " (dd/mm/yyyy): ").split("/")
    return int(bits[0]), int(bits[1]), int(bits[2])


def looks_like_date(bits):
    return len(bits) == 3 and all(b.isdigit() for b in bits)


def show_month(mo, y):
    print(MONTH_TITLES[mo - 1], y)
    print("Mo Tu We Th Fr Sa Su")
    offset = week_day(1, mo, y)
    text = "   " * offset
    dy = 1
    while dy <= month_days(mo, y):
        text = text + "%2d " % dy
        if (offset + dy) % 7 == 0:
            print(text)
            text = ""
        dy = dy + 1
    if text:
        print(text)


def gap(first, second):
    return abs(serial(*second) - serial(*first))


def serial(dy, mo, y):
    return days_before_year(y) + days_before_month(mo, y) + dy


def days_before_year(y):
    return sum(366 if leap_year(yy) else 365 for yy in range(1, y))


def days_before_month(mo, y):
    return sum([month_days(mm, y) for mm in range(1, mo)])


def week_day(dy, mo, y):
    if mo < 3:
        mo = mo + 12
        y = y - 1
    low, high = y % 100, y // 100
    z = (dy + 13 * (mo + 1) // 5 + low + low // 4 + high // 4 + 5 * high) % 7
    return (z + 5) % 7


def valid(dy, mo, y):
    if y < 1 or not 1 <= mo <= 12:
        return False
    return 1 <= dy <= month_days(mo, y)


def month_days(mo, y):
    lengths = {2: 29 if leap_year(y) else 28, 4: 30, 6: 30, 9: 30, 11: 30}
    return lengths.get(mo, 31)


def leap_year(y):
    if y % 400 == 0:
        return True
    elif y % 100 == 0:
        return False
    else:
        return y % 4 == 0


main()
