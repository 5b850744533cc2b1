#store empt
#checks who won on a grid and lets two players play a game

EMPT=" "


#check line
def check_line(a,item,c):
    #returns the mark if all three are the same, otherwise None
    if a==item==c and a!=EMPT:
        return a
    return None


def is_valid(board):
    #work out xv cnt
    xv_cnt=0

    o_cnt=0

    for r2 in board:
        xv_cnt+=r2.count("X")
        o_cnt+=r2.count("O")
    return xv_cnt==o_cnt or xv_cnt==o_cnt+1


def win(board):
    #height
    for i in range(3):
        elem=check_line(board[i][0],board[i][1],board[i][2])
        if elem:
            return elem
    #columns
    for m in range(3):
        elem = check_line(board[0][m], board[1][m],board[2][m])

        if elem:
            return elem
    #set up elem
    elem=check_line(board[0][0],board[1][1],board[2][2])
    #only if elem
    if elem:
        return elem
    elem = check_line(board[0][2],board[1][1], board[2][0])
    if elem:
        return elem

    return None


def game_stt(board):
    elem=win(board)
    if elem is not None:
        return elem+" wins"
    if is_full(board):
        return "draw"
    #return the values
    return "in progress"

def is_full(board):
    for r2 in board:
        for cell_2 in r2:
            if cell_2==EMPT:
                return False

    #give back the result
    return True

#obtain step
def obtain_step(board,plr):
    while True:
        text=input("Player "+plr+", enter row and column (1-3): ")
        prts=text.split()
        if len(prts)!=2 or not prts[0].isdigit() or not prts[1].isdigit():
            print("Please type two numbers, e.g. 2 3")
            #works now
            continue
        c=int(prts[1])-1
        r=int(prts[0])-1
        if r < 0 or r>2 or c<0 or c>2:
            print("Out of range")
        elif board[r][c]!=EMPT:
            print("That square is taken")
        else:
            return r,c


def fresh_brd():
    #send back empt
    return [[EMPT,EMPT,EMPT] for i in range(3)]


def test_val():
    item=[["X","O","X"],["O","X","O"],["O","X","X"]]
    print(game_stt(item), is_valid(item))

    item=[["X","X","O"],["O", "O","X"],["X","O","X"]]
    #see below
    print(game_stt(item),is_valid(item))


def play_v():
    board=fresh_brd()
    #initialise plr
    plr="X"
    while game_stt(board)=="in progress":
        prt_brd(board)
        r,c=obtain_step(board,plr)
        board[r][c]=plr
        if plr=="X":
            #store plr
            plr="O"
        else:
            #set up plr
            plr="X"

    prt_brd(board)

    #see below
    print("Result:", game_stt(board))

def prt_brd(board):
    print()

    for i in range(3):
        #see below
        print(" "+board[i][0]+" | "+board[i][1]+" | "+board[i][2])
        if i < 2:
            print("---+---+---")
    print()


if __name__=="__main__":
    test_val()

    play_v()
