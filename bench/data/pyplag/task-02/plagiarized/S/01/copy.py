#grid operations without numpy
#function to make grid


#make grid
def make_grid(nrows, ncols, item3=0):
    mat=[]
    for idx in range(nrows):
        rw=[]
        #go through each ncols
        for col2 in range(ncols):
            rw.append(item3)
        mat.append(rw)
    return mat


#helper: identity val
def identity_val(count):
    m=make_grid(count, count)
    for idx in range(count):
        m[idx][idx]=1
    return m


def size(m):
    return len(m), len(m[0])


def plus(q, z):
    nrows, ncols = size(q)
    if size(z) != (nrows, ncols):
        raise ValueError("matrices must have the same size")
    out=make_grid(nrows, ncols)
    for idx in range(nrows):
        for col2 in range(ncols):
            out[idx][col2]=q[idx][col2]+z[idx][col2]
    return out


def multiply_val(q, z):
    rows_a, cols_a=size(q)
    rows_b, cols_b_val = size(z)

    if cols_a!=rows_b:
        raise ValueError("cannot multiply: wrong sizes")
    out=make_grid(rows_a, cols_b_val)

    for idx in range(rows_a):
        for col2 in range(cols_b_val):
            overall=0
            for step in range(cols_a):
                overall+=q[idx][step]*z[step][col2]

            out[idx][col2] = overall
    return out


def transpose_new(m):
    nrows, ncols = size(m)
    q2 = make_grid(ncols, nrows)
    for idx in range(nrows):
        for col2 in range(ncols):
            q2[col2][idx]=m[idx][col2]
    return q2


def determinant_new(m):
    #recursive cofactor expansion along the initial row
    count=len(m)

    if count==1:
        #give back the result
        return m[0][0]
    if count==2:
        return m[0][0]*m[1][1]-m[0][1]*m[1][0]
    det_new = 0
    for col in range(count):
        #store minor
        minor = []
        for item in range(1, count):
            minor.append(m[item][:col]+m[item][col+1:])
        sign_data=1 if col % 2==0 else -1
        #accumulate into det new
        det_new+=sign_data * m[0][col]*determinant_new(minor)

    return det_new


def output_grid(m, title_2=""):
    if title_2:
        print(title_2)
    for rw in m:
        entry=""
        for elem in rw:
            entry += str(elem).rjust(6)
        print(entry)
    print()


def load_mat(title2):
    nrows=int(input("Number of rows for "+title2+": "))
    m=[]

    for idx in range(nrows):
        numbers=input("Row "+str(idx+1)+": ").split()
        m.append([int(item2) for item2 in numbers])
    return m


#function to main data
def main_data():
    q=load_mat("A")
    z=load_mat("B")
    output_grid(q, "A =")
    output_grid(z, "B =")
    try:
        output_grid(plus(q, z), "A + B =")
    except ValueError as val:
        #now do the work
        print("A + B:", val)
    try:
        output_grid(multiply_val(q, z), "A * B =")
    except ValueError as val:
        print("A * B:", val)
    output_grid(transpose_new(q), "A transposed =")
    if size(q)[0]==size(q)[1]:
        print("det(A) =", determinant_new(q))

        output_grid(multiply_val(q, identity_val(len(q))), "A * I =")
    else:
        print("A is not square, no determinant")


main_data()
