# Date utilities - assignment 9
# (no datetime module)

MONTHS = ["January", "February", "March", "April", "May", "June", "July",
          "August", "September", "October", "November", "December"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
            "Saturday", "Sunday"]


def leap(yr):
    if yr % 400 == 0:
        return True
    if yr % 100 == 0:
        return False
    return yr % 4 == 0


def month_length(mon, yr):
    if mon == 2:
        if leap(yr):
            return 29
        return 28
    if mon in [4, 6, 9, 11]:
        return 30
    return 31


def date_ok(dd, mon, yr):
    if yr < 1 or mon < 1 or mon > 12:
        return False
    return 1 <= dd <= month_length(mon, yr)


def weekday(dd, mon, yr):
    # Zeller: 0 = Monday, ..., 6 = Sunday after the shift
    if mon < 3:
        mon += 12
        yr -= 1
    yy = yr % 100
    cc = yr // 100
    z = (dd + 13 * (mon + 1) // 5 + yy + yy // 4 + cc // 4 + 5 * cc) % 7
    return (z + 5) % 7


def ordinal(dd, mon, yr):
    # days counted from 1/1/1
    count = 0
    for year_i in range(1, yr):
        if leap(year_i):
            count += 366
        else:
            count += 365
    for month_i in range(1, mon):
        count += month_length(month_i, yr)
    return count + dd


def difference(a_d, a_m, a_y, b_d, b_m, b_y):
    return abs(ordinal(b_d, b_m, b_y) - ordinal(a_d, a_m, a_y))


def month_view(mon, yr):
    print(MONTHS[mon - 1], yr)
    print("Mo Tu We Th Fr Sa Su")
    first = weekday(1, mon, yr)
    row = "   " * first
    for dd in range(1, month_length(mon, yr) + 1):
        row += str(dd).rjust(2) + " "
        if (first + dd) % 7 == 0:
            print(row)
            row = ""
    if row != "":
        print(row)


def ask_date(msg):
    while True:
        reply = input(msg + " (dd/mm/yyyy): ")
        fields = reply.split("/")
        if len(fields) == 3 and fields[0].isdigit() and fields[1].isdigit() and fields[2].isdigit():
            dd = int(fields[0])
            mon = int(fields[1])
            yr = int(fields[2])
            if date_ok(dd, mon, yr):
                return dd, mon, yr
        print("That is not a valid date")


def main():
    dd, mon, yr = ask_date("Enter a date")
    print("That day is a", WEEKDAYS[weekday(dd, mon, yr)])
    if leap(yr):
        print(yr, "is a leap year")
    else:
        print(yr, "is not a leap year")
    dd2, mon2, yr2 = ask_date("Enter another date")
    print("Days between the dates:", difference(dd, mon, yr, dd2, mon2, yr2))
    print()
    month_view(mon, yr)


main()
