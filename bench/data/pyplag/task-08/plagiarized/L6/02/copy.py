# calendar homework


def leapYear(yr):
    return yr % 400 == 0 or (yr % 100 != 0 and yr % 4 == 0)


def monthLength(mo, yr):
    table = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    if mo == 2 and leapYear(yr):
        return 29
    return table[mo - 1]


def dateFromUser(msg):
    while True:
        p = input("{} (dd/mm/yyyy): ".format(msg)).split("/")
        try:
            dy, mo, yr = [int(x) for x in p]
        except ValueError:
            dy = mo = yr = 0
        if yr > 0 and 0 < mo < 13 and 0 < dy <= monthLength(mo, yr):
            return dy, mo, yr
        print("That is not a valid date")


def weekdayIndex(dy, mo, yr):
    if mo <= 2:
        mo, yr = mo + 12, yr - 1
    a, b = yr % 100, yr // 100
    h = (dy + 13 * (mo + 1) // 5 + a + a // 4 + b // 4 + 5 * b) % 7
    return (h + 5) % 7


def between(date1, date2):
    # walk from the earlier date to the later one, year by year then day by day
    def key(d):
        return d[2], d[1], d[0]
    start, end = sorted([date1, date2], key=key)
    count = 0
    dy, mo, yr = start
    while yr < end[2] - 1:
        count += 366 if leapYear(yr + (mo > 2)) else 365
        yr += 1
    while (yr, mo, dy) != (end[2], end[1], end[0]):
        count += 1
        dy += 1
        if dy > monthLength(mo, yr):
            dy, mo = 1, mo + 1
            if mo > 12:
                mo, yr = 1, yr + 1
    return count


def calendarPage(mo, yr):
    names = "January February March April May June July August September October November December".split()
    print(names[mo - 1], yr)
    print("Mo Tu We Th Fr Sa Su")
    firstWd = weekdayIndex(1, mo, yr)
    cells = ["  "] * firstWd + [str(dy).rjust(2) for dy in range(1, monthLength(mo, yr) + 1)]
    while cells:
        week, cells = cells[:7], cells[7:]
        print(" ".join(week) + " ")


weekdayNames = "Monday Tuesday Wednesday Thursday Friday Saturday Sunday".split()
d1 = dateFromUser("Enter a date")
print("That day is a", weekdayNames[weekdayIndex(*d1)])
print(d1[2], "is a leap year" if leapYear(d1[2]) else "is not a leap year")
d2 = dateFromUser("Enter another date")
print("Days between the dates:", between(d1, d2))
print()
calendarPage(d1[1], d1[2])
