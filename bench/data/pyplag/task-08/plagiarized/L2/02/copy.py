# Calendar assignment

monthNames = ["January", "February", "March", "April", "May", "June", "July",
              "August", "September", "October", "November", "December"]
dayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
            "Saturday", "Sunday"]


def isLeap(yearNum):
    if yearNum % 400 == 0:
        return True
    if yearNum % 100 == 0:
        return False
    return yearNum % 4 == 0


def daysInMonth(monthNum, yearNum):
    if monthNum == 2:
        if isLeap(yearNum):
            return 29
        return 28
    if monthNum in [4, 6, 9, 11]:
        return 30
    return 31


def validDate(dayNum, monthNum, yearNum):
    if yearNum < 1 or monthNum < 1 or monthNum > 12:
        return False
    return 1 <= dayNum <= daysInMonth(monthNum, yearNum)


def getWeekday(dayNum, monthNum, yearNum):
    if monthNum < 3:
        monthNum += 12
        yearNum -= 1
    yearOfCentury = yearNum % 100
    century = yearNum // 100
    h = (dayNum + 13 * (monthNum + 1) // 5 + yearOfCentury + yearOfCentury // 4
         + century // 4 + 5 * century) % 7
    return (h + 5) % 7


def absoluteDay(dayNum, monthNum, yearNum):
    days = 0
    for yr in range(1, yearNum):
        if isLeap(yr):
            days += 366
        else:
            days += 365
    for mo in range(1, monthNum):
        days += daysInMonth(mo, yearNum)
    return days + dayNum


def daysApart(day1, month1, year1, day2, month2, year2):
    return abs(absoluteDay(day2, month2, year2) - absoluteDay(day1, month1, year1))


def showMonth(monthNum, yearNum):
    print(monthNames[monthNum - 1], yearNum)
    print("Mo Tu We Th Fr Sa Su")
    firstDay = getWeekday(1, monthNum, yearNum)
    week = "   " * firstDay
    for dayNum in range(1, daysInMonth(monthNum, yearNum) + 1):
        week += str(dayNum).rjust(2) + " "
        if (firstDay + dayNum) % 7 == 0:
            print(week)
            week = ""
    if week != "":
        print(week)


def inputDate(question):
    while True:
        answer = input(question + " (dd/mm/yyyy): ")
        pieces = answer.split("/")
        if len(pieces) == 3 and pieces[0].isdigit() and pieces[1].isdigit() and pieces[2].isdigit():
            dayNum = int(pieces[0])
            monthNum = int(pieces[1])
            yearNum = int(pieces[2])
            if validDate(dayNum, monthNum, yearNum):
                return dayNum, monthNum, yearNum
        print("That is not a valid date")


def main():
    dayNum, monthNum, yearNum = inputDate("Enter a date")
    print("That day is a", dayNames[getWeekday(dayNum, monthNum, yearNum)])
    if isLeap(yearNum):
        print(yearNum, "is a leap year")
    else:
        print(yearNum, "is not a leap year")
    day2, month2, year2 = inputDate("Enter another date")
    print("Days between the dates:", daysApart(dayNum, monthNum, yearNum, day2, month2, year2))
    print()
    showMonth(monthNum, yearNum)


main()
