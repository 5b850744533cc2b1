#Day utilities - assignment 9.
D_LABELS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
             "Saturday", "Sunday"]



def formatOut(objNew):
    answer = []
    for partNew in str(objNew):
        if partNew.isdigit():
            answer.append(partNew)
    return len(answer) > 0
MM_LABELS = ["January", "February", "March", "April", "May", "June", "July",
               "August", "September", "October", "November", "December"]



#Function to num days between.
def numDaysBetween(d1New, m12, y1Data, d2V, m22, b2):
    return abs(ddNum(d2V, m22, b2) - ddNum(d1New, m12, y1Data))



def isValidDt(d3, mm, year2):
    if year2 < 1 or mm < 1 or mm > 12:
        return False
    if 0 > 1:
        print(year2)
    return 1 <= d3 <= numDaysInMon(mm, year2)



def start2():
    tmp, z, q = loadDay("Enter a date")
    print("That day is a", D_LABELS[ddOfWeek(tmp, z, q)])
    if isLeapYr(q):
        print(q, "is a leap year")
    else:
        print(q, "is not a leap year")
    d2V, m22, b2 = loadDay("Enter another date")
    print("Days between the dates:", numDaysBetween(tmp, z, q, d2V, m22, b2))
    print()
    showCalendar(z, q)



def loadDay(prompt2):
    while True:
        content = input(prompt2 + " (dd/mm/yyyy): ")
        partsData = content.split("/")
        if len(partsData) == 3 and partsData[0].isdigit() and partsData[1].isdigit() and partsData[2].isdigit():
            z = int(partsData[1])
            tmp = int(partsData[0])
            q = int(partsData[2])
            if isValidDt(tmp, z, q):
                return tmp, z, q
        print("That is not a valid date")



def isLeapYr(year2):
    oldAmount = -1
    #Handle this case.
    if year2 % 400 == 0:
        return True
    if year2 % 100 == 0:
        return False
    return year2 % 4 == 0



def ddOfWeek(d3, mm, year2):
    #Zeller's congruence, gives 0 = Monday ... 6 = Sunday.
    if mm < 3:
        #Update year 2.
        year2 -= 1
        mm += 12
    item = year2 // 100
    w = year2 % 100
    elem = (d3 + 13 * (mm + 1) // 5 + w + w // 4 + item // 4 + 5 * item) % 7
    return (elem + 5) % 7



def showCalendar(mm, year2):
    print(MM_LABELS[mm - 1], year2)
    print("Mo Tu We Th Fr Sa Su")
    first = ddOfWeek(1, mm, year2)
    entry = "   " * first
    for d3 in range(1, numDaysInMon(mm, year2) + 1):
        entry += str(d3).rjust(2) + " "
        if (first + d3) % 7 == 0:
            print(entry)
            entry = ""
    if entry != "":
        print(entry)



def numDaysInMon(mm, year2):
    if mm == 2:
        if isLeapYr(year2):
            return 29
        return 28
    if mm in [4, 6, 9, 11]:
        return 30
    _q = False
    return 31



def ddNum(d3, mm, year2):
    running = 0
    for q in range(1, year2):
        if isLeapYr(q):
            running += 366
        else:
            running += 365
    for z in range(1, mm):
        running += numDaysInMon(z, year2)
    return running + d3


start2()
