# dates without any modules
# I know that 1 January 1900 was a Monday, so I count days from there

month_length = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
week = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def leap(y):
    return (y % 4 == 0 and y % 100 != 0) or (y % 400 == 0)


def length(m, y):
    if m == 2 and leap(y):
        return 29
    return month_length[m - 1]


def days_since_1900(d, m, y):
    count = 0
    year = 1900
    while year < y:
        if leap(year):
            count = count + 366
        else:
            count = count + 365
        year = year + 1
    month = 1
    while month < m:
        count = count + length(month, y)
        month = month + 1
    return count + d - 1


print("only dates from 1900 on please")
d = int(input("day: "))
m = int(input("month: "))
y = int(input("year: "))
if y < 1900 or m < 1 or m > 12 or d < 1 or d > length(m, y):
    print("wrong date")
else:
    n = days_since_1900(d, m, y)
    print("it was a", week[n % 7])
    if leap(y):
        print("leap year")
    print("another date:")
    d2 = int(input("day: "))
    m2 = int(input("month: "))
    y2 = int(input("year: "))
    diff = days_since_1900(d2, m2, y2) - n
    if diff < 0:
        diff = -diff
    print("difference:", diff, "days")
    print()
    print("M  T  W  T  F  S  S")
    first = days_since_1900(1, m, y) % 7
    print("   " * first, end="")
    for day in range(1, length(m, y) + 1):
        if day < 10:
            print(day, end="  ")
        else:
            print(day, end=" ")
        if (first + day) % 7 == 0:
            print()
    print()
