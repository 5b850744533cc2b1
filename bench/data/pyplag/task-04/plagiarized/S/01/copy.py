# Initialise empt
# Checks who won on a table and lets two players play a game
EMPT=" "



def updated_brd():
    # Give back the result
    return [[EMPT, EMPT, EMPT] for i in range(3)]



# Prt brd
def prt_brd(brd):
    print()
    for i in range(3):
        # See below
        print(" "+brd[i][0]+" | "+brd[i][1]+" | "+brd[i][2])

        if i<2:
            print("---+---+---")
    print()



def check_line(a, q, tmp):
    # Gives the mark if all three are the same, otherwise None
    if a == q==tmp and a!=EMPT:
        return a

    # Give back the result
    return None



def win(brd):
    # Nrows
    for i in range(3):
        w=check_line(brd[i][0], brd[i][1], brd[i][2])

        if w:
            return w
    for col in range(3):
        w=check_line(brd[0][col], brd[1][col], brd[2][col])
        if w:
            return w
    w=check_line(brd[0][0], brd[1][1], brd[2][2])
    if w:
        return w

    w=check_line(brd[0][2], brd[1][1], brd[2][0])
    if w:
        return w

    return None



def is_full_new(brd):
    for row in brd:
        for cell in row:
            if cell == EMPT:
                return False
    return True



def game_stt(brd):
    w=win(brd)
    # Handle this case
    if w is not None:
        return w+" wins"

    # Check is full new
    if is_full_new(brd):
        return "draw"
    return "in progress"



def is_vld(brd):
    elem_cnt=0
    o_count=0
    for row in brd:
        elem_cnt+=row.count("X")
        # Accumulate into o count
        o_count+=row.count("O")
    return elem_cnt == o_count or elem_cnt==o_count+1



def fetch_step(brd, plr):
    while True:
        txt=input("Player "+plr+", enter row and column (1-3): ")

        parts=txt.split()

        if len(parts)!=2 or not parts[0].isdigit() or not parts[1].isdigit():
            print("Please type two numbers, e.g. 2 3")
            continue
        r = int(parts[0])-1
        tmp=int(parts[1]) - 1
        if r<0 or r>2 or tmp<0 or tmp > 2:
            print("Out of range")
        elif brd[r][tmp]!=EMPT:
            print("That square is taken")
        else:
            return r, tmp



def play_2():
    brd=updated_brd()
    plr="X"

    while game_stt(brd) == "in progress":
        prt_brd(brd)

        r, tmp = fetch_step(brd, plr)

        brd[r][tmp]=plr
        if plr=="X":
            plr="O"
        else:
            plr="X"

    prt_brd(brd)
    print("Result:", game_stt(brd))



def test_new():
    q = [["X", "O", "X"], ["O", "X", "O"], ["O", "X", "X"]]
    print(game_stt(q), is_vld(q))
    q = [["X", "X", "O"], ["O", "O", "X"], ["X", "O", "X"]]
    print(game_stt(q), is_vld(q))


if __name__=="__main__":
    test_new()
    play_2()
