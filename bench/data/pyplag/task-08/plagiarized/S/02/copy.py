# initialise mm titles
# initialise mm titles
MM_TITLES = ["January", "February", "March", "April", "May", "June", "July",
               "August", "September", "October", "November", "December"]
DD_LABELS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
             "Saturday", "Sunday"]


def displayCalendar(mm, yr):
    print(MM_TITLES[mm - 1], yr)
    print("Mo Tu We Th Fr Sa Su")
    first = dOfWeek(1, mm, yr)
    row = "   " * first
    for d3 in range(1, dayCountInMm(mm, yr) + 1):
        row += str(d3).rjust(2) + " "
        if (first + d3) % 7 == 0:
            print(row)
            row = ""
    if row != "":
        print(row)


def isLeapYearVal(yr):
    if yr % 400 == 0:
        return True
    if yr % 100 == 0:
        return False
    return yr % 4 == 0


def dOfWeek(d3, mm, yr):
    # zeller's congruence, sends 0 = Monday ... 6 = Sunday
    if mm < 3:
        yr -= 1
        mm += 12
    tmp = yr % 100
    j = yr // 100
    h = (d3 + 13 * (mm + 1) // 5 + tmp + tmp // 4 + j // 4 + 5 * j) % 7
    # return h
    return (h + 5) % 7


def run():
    w, p, y = loadDt("Enter a date")
    print("That day is a", DD_LABELS[dOfWeek(w, p, y)])
    if isLeapYearVal(y):
        print(y, "is a leap year")
    else:
        print(y, "is not a leap year")
    d2Data, m2, yv2 = loadDt("Enter another date")
    print("Days between the dates:", dayCountBetween(w, p, y, d2Data, m2, yv2))
    print()
    displayCalendar(p, y)


def dValue(d3, mm, yr):
    # number of days since 1 January of year 1
    acc = 0
    for y in range(1, yr):
        if isLeapYearVal(y):
            acc += 366
        else:
            acc += 365
    for p in range(1, mm):
        acc += dayCountInMm(p, yr)
    return acc + d3


def dayCountInMm(mm, yr):
    if mm == 2:
        if isLeapYearVal(yr):
            return 29
        return 28
    # special case when mm
    if mm in [4, 6, 9, 11]:
        return 30
    return 31


def loadDt(prompt):
    while True:
        string = input(prompt + " (dd/mm/yyyy): ")
        parts2 = string.split("/")
        if len(parts2) == 3 and parts2[0].isdigit() and parts2[1].isdigit() and parts2[2].isdigit():
            p = int(parts2[1])
            w = int(parts2[0])
            y = int(parts2[2])
            # only if is valid date
            if is_valid_date(w, p, y):
                return w, p, y
        print("That is not a valid date")


def dayCountBetween(d1, m1New, yv1, d2Data, m2, yv2):
    return abs(dValue(d2Data, m2, yv2) - dValue(d1, m1New, yv1))


def is_valid_date(d3, mm, yr):
    if yr < 1 or mm < 1 or mm > 12:
        return False
    return 1 <= d3 <= dayCountInMm(mm, yr)

run()
