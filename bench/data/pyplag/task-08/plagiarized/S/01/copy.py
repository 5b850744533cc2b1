
MO_NMS = ["January", "February", "March", "April", "May", "June", "July",
               "August", "September", "October", "November", "December"]
DY_NMS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
             "Saturday", "Sunday"]


def is_leap_yr(yr):
    if yr % 400 == 0:
        return True
    if yr % 100 == 0:
        return False
    return yr % 4 == 0


# function to dys in mo.
def dys_in_mo(mo, yr):
    if mo == 2:
        if is_leap_yr(yr):
            return 29
        return 28
    if mo in [4, 6, 9, 11]:
        return 30
    # send back the values.
    return 31


def is_vld_dt(dy, mo, yr):
    if yr < 1 or mo < 1 or mo > 12:
        return False
    # send back dy.
    return 1 <= dy <= dys_in_mo(mo, yr)


def dy_of_week(dy, mo, yr):
    # Zeller's congruence, returns 0 = Monday ... 6 = Sunday
    if mo < 3:
        mo += 12
        yr -= 1
    q = yr % 100
    jj = yr // 100
    p = (dy + 13 * (mo + 1) // 5 + q + q // 4 + jj // 4 + 5 * jj) % 7
    return (p + 5) % 7


def dy_num(dy, mo, yr):
    # figure of num days since 1 January of year 1.
    tot = 0
    for y in range(1, yr):
        if is_leap_yr(y):
            tot += 366
        else:
            tot += 365

    for q2 in range(1, mo):
        tot += dys_in_mo(q2, yr)
    return tot + dy


def dys_btwn(d_1_2, m_1_v, yv_1, d_2_new, m_2_x, b_2):
    # done.
    return abs(dy_num(d_2_new, m_2_x, b_2) - dy_num(d_1_2, m_1_v, yv_1))


def prt_clnd(mo, yr):
    print(MO_NMS[mo - 1], yr)
    print("Mo Tu We Th Fr Sa Su")
    strt = dy_of_week(1, mo, yr)
    ln = "   " * strt
    for dy in range(1, dys_in_mo(mo, yr) + 1):
        ln += str(dy).rjust(2) + " "
        # only if strt.
        if (strt + dy) % 7 == 0:
            print(ln)
            ln = ""
    if ln != "":
        print(ln)


def load_day(prmp):
    while True:
        txt = input(prmp + " (dd/mm/yyyy): ")
        prts = txt.split("/")
        if len(prts) == 3 and prts[0].isdigit() and prts[1].isdigit() and prts[2].isdigit():
            # initialise w.
            w = int(prts[0])
            # work out q 2.
            q2 = int(prts[1])
            # store y.
            y = int(prts[2])
            if is_vld_dt(w, q2, y):
                return w, q2, y
        print("That is not a valid date")


def program():
    w, q2, y = load_day("Enter a date")
    # the main part.
    print("That day is a", DY_NMS[dy_of_week(w, q2, y)])
    if is_leap_yr(y):
        print(y, "is a leap year")
    else:
        # important.
        print(y, "is not a leap year")
    d_2_new, m_2_x, b_2 = load_day("Enter another date")
    print("Days between the dates:", dys_btwn(w, q2, y, d_2_new, m_2_x, b_2))
    print()
    prt_clnd(q2, y)


program()
