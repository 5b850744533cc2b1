# calendar homework


def leapYear(yr):
    return yr % 400 == 0 or (yr % 100 != 0 and yr % 4 == 0)


def monthLength(mo, yr):
    if mo == 2:
        return 29 if leapYear(yr) else 28
    elif mo in (4, 6, 9, 11):
        return 30
    else:
        return 31


def dateFromUser(msg):
    while True:
        p = input("{} (dd/mm/yyyy): ".format(msg)).split("/")
        if len(p) == 3 and p[0].isdigit() and p[1].isdigit() and p[2].isdigit():
            dy, mo, yr = [int(x) for x in p]
            if yr >= 1 and 1 <= mo <= 12 and 1 <= dy <= monthLength(mo, yr):
                return dy, mo, yr
        print("That is not a valid date")


def weekdayIndex(dy, mo, yr):
    if mo < 3:
        mo, yr = mo + 12, yr - 1
    a, b = yr % 100, yr // 100
    h = (dy + 13 * (mo + 1) // 5 + a + a // 4 + b // 4 + 5 * b) % 7
    return (h + 5) % 7


def between(date1, date2):
    totals = []
    for dy, mo, yr in (date1, date2):
        n = 0
        i = 1
        while i < yr:
            n = n + (366 if leapYear(i) else 365)
            i = i + 1
        i = 1
        while i < mo:
            n = n + monthLength(i, yr)
            i = i + 1
        totals.append(n + dy)
    return abs(totals[1] - totals[0])


def calendarPage(mo, yr):
    names = "January February March April May June July August September October November December".split()
    print(names[mo - 1], yr)
    print("Mo Tu We Th Fr Sa Su")
    firstWd = weekdayIndex(1, mo, yr)
    cells = ["  "] * firstWd + [str(dy).rjust(2) for dy in range(1, monthLength(mo, yr) + 1)]
    for start in range(0, len(cells), 7):
        print(" ".join(cells[start:start + 7]) + " ")


weekdayNames = "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split()
d1 = dateFromUser("Enter a date")
print("That day is a", weekdayNames[weekdayIndex(*d1)])
print(d1[2], "is a leap year" if leapYear(d1[2]) else "is not a leap year")
d2 = dateFromUser("Enter another date")
print("Days between the dates:", between(d1, d2))
print()
calendarPage(d1[1], d1[2])
