# calendar homework


def leapYear(yr):
    if yr % 400 == 0:
        return True
    if yr % 100 == 0:
        return False
    return yr % 4 == 0


def monthLength(mo, yr):
    if mo == 2:
        if leapYear(yr):
            return 29
        return 28
    if mo in [4, 6, 9, 11]:
        return 30
    return 31


def dateFromUser(msg):
    while True:
        p = input(msg + " (dd/mm/yyyy): ").split("/")
        if len(p) == 3 and p[0].isdigit() and p[1].isdigit() and p[2].isdigit():
            dy, mo, yr = int(p[0]), int(p[1]), int(p[2])
            if yr >= 1 and 1 <= mo <= 12 and 1 <= dy <= monthLength(mo, yr):
                return dy, mo, yr
        print("That is not a valid date")


def weekdayIndex(dy, mo, yr):
    if mo < 3:
        mo += 12
        yr -= 1
    a = yr % 100
    b = yr // 100
    h = (dy + 13 * (mo + 1) // 5 + a + a // 4 + b // 4 + 5 * b) % 7
    return (h + 5) % 7


def between(date1, date2):
    totals = []
    for dy, mo, yr in (date1, date2):
        n = 0
        for i in range(1, yr):
            if leapYear(i):
                n += 366
            else:
                n += 365
        for i in range(1, mo):
            n += monthLength(i, yr)
        totals.append(n + dy)
    return abs(totals[1] - totals[0])


def calendarPage(mo, yr):
    names = ["January", "February", "March", "April", "May", "June", "July",
             "August", "September", "October", "November", "December"]
    print(names[mo - 1], yr)
    print("Mo Tu We Th Fr Sa Su")
    firstWd = weekdayIndex(1, mo, yr)
    out = "   " * firstWd
    for dy in range(1, monthLength(mo, yr) + 1):
        out += str(dy).rjust(2) + " "
        if (firstWd + dy) % 7 == 0:
            print(out)
            out = ""
    if out != "":
        print(out)


weekdayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
                "Saturday", "Sunday"]
d1 = dateFromUser("Enter a date")
print("That day is a", weekdayNames[weekdayIndex(*d1)])
if leapYear(d1[2]):
    print(d1[2], "is a leap year")
else:
    print(d1[2], "is not a leap year")
d2 = dateFromUser("Enter another date")
print("Days between the dates:", between(d1, d2))
print()
calendarPage(d1[1], d1[2])
