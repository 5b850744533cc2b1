def leapYear(yr):
    if yr % 400 == 0:
        return True
    if yr % 100 == 0:
        return False
    return yr % 4 == 0


def monthLength(mo, yr):
    thirty = [4, 6, 9, 11]
    if mo == 2:
        if leapYear(yr):
            return 29
        return 28
    if mo in thirty:
        return 30
    return 31


def checkDate(dy, mo, yr):
    if yr < 1 or mo < 1 or mo > 12:
        return False
    return 1 <= dy <= monthLength(mo, yr)


def weekdayIndex(dy, mo, yr):
    # zeller
    if mo < 3:
        mo += 12
        yr -= 1
    a = yr % 100
    b = yr // 100
    h = (dy + 13 * (mo + 1) // 5 + a + a // 4 + b // 4 + 5 * b) % 7
    return (h + 5) % 7


def toDays(dy, mo, yr):
    n = 0
    for i in range(1, yr):
        if leapYear(i):
            n += 366
        else:
            n += 365
    for i in range(1, mo):
        n += monthLength(i, yr)
    return n + dy


def between(dy1, mo1, yr1, dy2, mo2, yr2):
    return abs(toDays(dy2, mo2, yr2) - toDays(dy1, mo1, yr1))


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


def dateFromUser(msg):
    while True:
        s = input(msg + " (dd/mm/yyyy): ")
        p = s.split("/")
        if len(p) == 3 and p[0].isdigit() and p[1].isdigit() and p[2].isdigit():
            dy = int(p[0])
            mo = int(p[1])
            yr = int(p[2])
            if checkDate(dy, mo, yr):
                return dy, mo, yr
        print("That is not a valid date")


weekdayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
                "Saturday", "Sunday"]
dy, mo, yr = dateFromUser("Enter a date")
print("That day is a", weekdayNames[weekdayIndex(dy, mo, yr)])
if leapYear(yr):
    print(yr, "is a leap year")
else:
    print(yr, "is not a leap year")
dy2, mo2, yr2 = dateFromUser("Enter another date")
print("Days between the dates:", between(dy, mo, yr, dy2, mo2, yr2))
print()
calendarPage(mo, yr)
